"""Min-sum message passing (loopy belief propagation with damping).

Each directed edge ``u -> v`` carries a message over ``v``'s strategies:
``m[b] = min_a (h_u[a] - m_{v->u}[a] + c_uv(a, b))`` with ``h_u`` the node's costs plus all
its incoming messages. All messages of an iteration are computed from the last ones at
once. Beliefs ``h`` rank each node's strategies by how well they fit the whole graph,
not just the neighbours, which is what single-node and forest moves lack on graphs with
many cycles.

Two layouts compute the same numbers, bit for bit: a compiled loop over the edges' pair
matrices (:mod:`._min_sum_kernels`), and vectorised numpy over a flat copy of every pair
in message order, which needs no compiler but a copy twice the size of the pairs. The
compiled one is used once numba is loaded, or where the problem is big enough to be
worth loading it.
"""

from __future__ import annotations

import sys
from types import ModuleType

import numpy as np

from planner.solve.core.problem import StrategyProblem

# Pairs from which loading numba (once per process) costs less than the flat layout's
# set-up and slower iterations.
COMPILED_FROM_PAIRS = 1_000_000
_KERNELS = "planner.solve.heuristics._min_sum_kernels"


class MinSum:
    """Messages of ``problem`` over ``edges`` (all when None); forbidden pairs cost
    ``big``."""

    def __init__(self, problem: StrategyProblem, big: float,
                 edges: np.ndarray | None = None) -> None:
        p = problem
        sel = np.arange(p.num_edges) if edges is None else np.asarray(edges, np.int64)
        u, v = p.edge_nodes[sel, 0], p.edge_nodes[sel, 1]
        k = p.num_strategies
        self.k_first, self.k_second = k[u], k[v]
        self.first_at, self.second_at = p.offsets[u], p.offsets[v]
        self.pair_at = p.edge_offsets[sel]
        sizes = self.k_first + self.k_second
        self.message_at = np.cumsum(sizes) - sizes
        self.messages = np.zeros(int(sizes.sum()))
        self.big = big
        self.pair = p.edge_cost
        self.size = len(p.node_cost)
        pairs = int((self.k_first * self.k_second).sum())
        self._flat = None if _KERNELS in sys.modules or pairs >= COMPILED_FROM_PAIRS \
            else _FlatLayout(self)

    def _layout(self) -> tuple[np.ndarray, ...]:
        return (self.first_at, self.k_first, self.second_at, self.k_second,
                self.message_at)

    def beliefs(self, theta: np.ndarray) -> np.ndarray:
        """Node costs plus incoming messages, per global strategy."""
        if self._flat is not None:
            return theta + np.bincount(self._flat.target, self.messages, self.size)
        return _compiled().beliefs(theta, *self._layout(), self.messages)

    def iterate(self, theta: np.ndarray, rounds: int, damping: float = 0.5) -> np.ndarray:
        """``rounds`` parallel updates from the current messages; the final beliefs."""
        if self._flat is not None:
            for _ in range(rounds):
                new = self._flat.update(self.beliefs(theta), self.messages)
                self.messages = damping * self.messages + (1 - damping) * new
        else:
            _compiled().iterate(rounds, damping, self.big, theta, self.pair, self.pair_at,
                                *self._layout(), self.messages)
        return self.beliefs(theta)


def _compiled() -> ModuleType:
    from planner.solve.heuristics import _min_sum_kernels  # numba, loaded on first use
    return _min_sum_kernels


class _FlatLayout:
    """Every pair of every edge twice (once per direction) in one flat array, grouped
    so that a message entry is one contiguous run: ``np.minimum.reduceat`` takes the
    minima."""

    def __init__(self, m: MinSum) -> None:
        ku, kv = m.k_first, m.k_second
        size = ku * kv
        e_of = np.repeat(np.arange(len(ku)), size)
        t = np.arange(int(size.sum())) - np.repeat(np.cumsum(size) - size, size)
        base = m.pair_at[e_of]
        m_at = m.message_at[e_of]
        # Per edge first u->v (kv entries, grouped by b: entries run over a) then v->u.
        fwd_a, fwd_b = t % ku[e_of], t // ku[e_of]
        bwd_a, bwd_b = t // kv[e_of], t % kv[e_of]
        pairs = np.concatenate([base + fwd_a * kv[e_of] + fwd_b, base + bwd_a * kv[e_of] + bwd_b])
        source = np.concatenate([m.first_at[e_of] + fwd_a, m.second_at[e_of] + bwd_b])
        # The message this entry's source receives back over the same edge.
        back = np.concatenate([m_at + kv[e_of] + fwd_a, m_at + bwd_b])
        entry_of = np.concatenate([m_at + fwd_b, m_at + kv[e_of] + bwd_a])
        order = np.argsort(entry_of, kind="stable")
        self.source, self.back = source[order], back[order]
        self.starts = np.searchsorted(entry_of[order], np.arange(len(m.messages)))
        ee = np.repeat(np.arange(len(ku)), ku + kv)
        j = np.arange(len(m.messages)) - m.message_at[ee]
        fwd = j < kv[ee]
        # Target strategy of every message entry, and the first entry of each message.
        self.target = np.where(fwd, m.second_at[ee] + j, m.first_at[ee] + j - kv[ee])
        starts = np.where(fwd, m.message_at[ee], m.message_at[ee] + kv[ee])
        self.first = np.flatnonzero(np.diff(np.concatenate([[-1], starts])) != 0)
        self.repeat = np.diff(np.append(self.first, len(starts)))
        self.cost = np.where(np.isinf(m.pair), m.big, m.pair)[pairs[order]]

    def update(self, h: np.ndarray, messages: np.ndarray) -> np.ndarray:
        """The new messages, normalised, from beliefs ``h`` and the last ``messages``."""
        if len(messages) == 0:
            return messages.copy()
        new = np.minimum.reduceat(h[self.source] - messages[self.back] + self.cost,
                                  self.starts)
        return new - np.repeat(np.minimum.reduceat(new, self.first), self.repeat)
