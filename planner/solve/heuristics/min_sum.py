"""Min-sum message passing (loopy belief propagation with damping), vectorised.

Each directed edge ``u -> v`` carries a message over ``v``'s strategies:
``m[b] = min_a (h_u[a] - m_{v->u}[a] + c_uv(a, b))`` with ``h_u`` the node's costs plus all
its incoming messages. All messages of an iteration are computed at once: every pair of
every edge appears twice in a flat array (once per direction, grouped so that a message
entry is one contiguous run) and ``np.minimum.reduceat`` takes the minima. Beliefs ``h``
rank each node's strategies by how well they fit the whole graph, not just the
neighbours, which is what single-node and forest moves lack on graphs with many cycles.
"""

from __future__ import annotations

import numpy as np

from planner.solve.core.problem import StrategyProblem


class MinSum:
    """Message layout of ``problem`` over ``edges`` (all when None); forbidden pairs
    cost ``big``."""

    def __init__(self, problem: StrategyProblem, big: float,
                 edges: np.ndarray | None = None) -> None:
        p = problem
        k = p.num_strategies
        sel = np.arange(p.num_edges) if edges is None else np.asarray(edges, np.int64)
        u, v = p.edge_nodes[sel, 0], p.edge_nodes[sel, 1]
        ku, kv = k[u], k[v]
        size = ku * kv
        e_of = np.repeat(np.arange(len(sel)), size)
        t = np.arange(int(size.sum())) - np.repeat(np.cumsum(size) - size, size)
        base = p.edge_offsets[sel][e_of]
        # Messages: per edge first u->v (kv entries) then v->u (ku entries).
        m_ptr = np.concatenate([[0], np.cumsum(ku + kv)])
        fwd_a, fwd_b = t % ku[e_of], t // ku[e_of]  # grouped by b: entries run over a
        bwd_a, bwd_b = t // kv[e_of], t % kv[e_of]  # grouped by a: entries run over b
        self.pairs = np.concatenate([base + fwd_a * kv[e_of] + fwd_b,
                                     base + bwd_a * kv[e_of] + bwd_b])
        off = p.offsets
        self.source = np.concatenate([off[u][e_of] + fwd_a, off[v][e_of] + bwd_b])
        # The message this entry's source receives back over the same edge.
        self.back = np.concatenate([m_ptr[e_of] + kv[e_of] + fwd_a, m_ptr[e_of] + bwd_b])
        fwd_msg = m_ptr[e_of] + fwd_b
        bwd_msg = m_ptr[e_of] + kv[e_of] + bwd_a
        msg_of_entry = np.concatenate([fwd_msg, bwd_msg])
        order = np.argsort(msg_of_entry, kind="stable")
        self.pairs, self.source, self.back = self.pairs[order], self.source[order], self.back[order]
        self.starts = np.searchsorted(msg_of_entry[order], np.arange(int(m_ptr[-1])))
        ee = np.repeat(np.arange(len(sel)), ku + kv)
        j = np.arange(int(m_ptr[-1])) - m_ptr[ee]
        fwd = j < kv[ee]
        # Target strategy of every message entry, and the message each belongs to.
        self.target = np.where(fwd, off[v][ee] + j, off[u][ee] + j - kv[ee])
        self.msg_starts = np.where(fwd, m_ptr[ee], m_ptr[ee] + kv[ee])
        self.msg_first = np.flatnonzero(np.diff(np.concatenate([[-1], self.msg_starts])) != 0)
        # Pair costs in entry order (forbidden pairs at ``big``), gathered once.
        self.cost = np.where(np.isinf(p.edge_cost), big, p.edge_cost)[self.pairs]
        self.size = len(p.node_cost)
        self.messages = np.zeros(int(m_ptr[-1]))

    def beliefs(self, theta: np.ndarray) -> np.ndarray:
        """Node costs plus incoming messages, per global strategy."""
        return theta + np.bincount(self.target, self.messages, self.size)

    def iterate(self, theta: np.ndarray, rounds: int, damping: float = 0.5) -> np.ndarray:
        """``rounds`` parallel updates from the current messages; the final beliefs."""
        if len(self.messages) == 0:
            return theta.copy()
        for _ in range(rounds):
            h = self.beliefs(theta)
            val = h[self.source] - self.messages[self.back] + self.cost
            new = np.minimum.reduceat(val, self.starts)
            new -= np.repeat(np.minimum.reduceat(new, self.msg_first),
                             np.diff(np.append(self.msg_first, len(new))))
            self.messages = damping * self.messages + (1 - damping) * new
        return self.beliefs(theta)
