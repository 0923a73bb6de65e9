"""The mutable state the reductions share while they run.

Per node: its surviving strategies (original local indices), their cost levels
``(L, k)`` (tiers first, the cost last) and usages. Per edge ``(u, v)`` with ``u < v``:
its level matrices ``(L, k_u, k_v)``, rows indexing ``u``'s surviving strategies.
Parallel edges (either orientation) are merged when the state is built.
"""

from __future__ import annotations

import time

import numpy as np

from planner.solve.core.problem import StrategyProblem


class Work:
    """Reduction state of ``problem`` (groups already applied)."""

    def __init__(self, p: StrategyProblem, deadline: float | None = None) -> None:
        self.p = p
        self.deadline = deadline  # time.monotonic() after which reductions stop where they are
        n = p.num_nodes
        self.levels = len(p.tiers) + 1
        self.kept = [np.arange(int(k)) for k in p.num_strategies]
        # (views of the problem's own costs where it has no tiers: the reductions replace
        # arrays, never write into them, and copying a big problem's pairs is slow)
        node_levels = _levels([s.node_cost for s in p.tiers], p.node_cost)
        self.node = [node_levels[:, p.offsets[i]:p.offsets[i + 1]] for i in range(n)]
        self.usage = [p.node_usage[p.offsets[i]:p.offsets[i + 1]] for i in range(n)]
        edge_levels = _levels([np.zeros(len(p.edge_cost)) if s.edge_cost is None else
                               s.edge_cost for s in p.tiers], p.edge_cost)
        self.edges: dict[tuple[int, int], np.ndarray] = {}
        self.nbrs: list[set[int]] = [set() for _ in range(n)]
        self.removed = np.zeros(n, bool)
        self.offset = np.zeros(self.levels)
        self.merged = 0
        # Lifting: removed isolated nodes' choices, folded nodes' best replies in order.
        self.fixed = np.full(n, -1, np.int64)
        self.folded: list[tuple[int, tuple[int, ...], np.ndarray]] = []
        # Per reduction kind: [nodes, edges, strategies] removed.
        self.counts: dict[str, list[int]] = {}
        k = p.num_strategies
        for e, (u, v) in enumerate(p.edge_nodes.tolist()):
            m = edge_levels[:, p.edge_offsets[e]:p.edge_offsets[e + 1]].reshape(
                self.levels, int(k[u]), int(k[v]))
            if u == v:  # a self-loop prices only the diagonal: a node cost
                self.node[u] = self.node[u] + np.diagonal(m, axis1=1, axis2=2)
                continue
            if u > v:
                u, v, m = v, u, m.transpose(0, 2, 1)
            if (u, v) in self.edges:
                self.merged += 1
                self.edges[(u, v)] = self.edges[(u, v)] + m
            else:
                self.edges[(u, v)] = m
                self.nbrs[u].add(v)
                self.nbrs[v].add(u)


    def out_of_time(self) -> bool:
        """Past the deadline: each reduction is exact on its own, so a pass may stop
        between two (a less reduced problem is still the same problem)."""
        return self.deadline is not None and time.monotonic() > self.deadline

    def pairs(self) -> int:
        """The edges' strategy pairs (one level's)."""
        return sum(len(self.kept[u]) * len(self.kept[v]) for u, v in self.edges)

    def matrix(self, i: int, j: int) -> np.ndarray:
        """Levels of edge {i, j} with ``i``'s strategies on axis 1."""
        return self.edges[(i, j)] if i < j else self.edges[(j, i)].transpose(0, 2, 1)

    def add_edge(self, i: int, j: int, m: np.ndarray) -> None:
        """Add levels ``m`` (``i``'s strategies on axis 1) to edge {i, j}, creating it."""
        key, mm = ((i, j), m) if i < j else ((j, i), m.transpose(0, 2, 1))
        if key in self.edges:
            self.edges[key] = self.edges[key] + mm
        else:
            self.edges[key] = mm
            self.nbrs[i].add(j)
            self.nbrs[j].add(i)

    def keep(self, i: int, mask: np.ndarray) -> None:
        """Keep only the strategies of ``i`` where ``mask`` is True."""
        self.kept[i] = self.kept[i][mask]
        self.node[i] = self.node[i][:, mask]
        self.usage[i] = self.usage[i][mask]
        for j in self.nbrs[i]:
            if i < j:
                self.edges[(i, j)] = self.edges[(i, j)][:, mask]
            else:
                self.edges[(j, i)] = self.edges[(j, i)][:, :, mask]

    def count(self, kind: str, nodes: int = 0, edges: int = 0, strategies: int = 0) -> None:
        c = self.counts.setdefault(kind, [0, 0, 0])
        c[0] += nodes
        c[1] += edges
        c[2] += strategies

    def drop_edge(self, i: int, j: int) -> None:
        del self.edges[(min(i, j), max(i, j))]
        self.nbrs[i].discard(j)
        self.nbrs[j].discard(i)

    def remove(self, i: int) -> None:
        """Take ``i`` out of the problem (it has no edges left)."""
        assert not self.nbrs[i]
        self.removed[i] = True

    def original_table(self, nodes: tuple[int, ...], reply: np.ndarray) -> np.ndarray:
        """``reply`` (indexed by the current strategies of ``nodes``) re-indexed by their
        original local strategies; -1 where a strategy no longer exists."""
        full = np.full(tuple(int(self.p.num_strategies[j]) for j in nodes), -1, np.int64)
        full[np.ix_(*(self.kept[j] for j in nodes))] = reply
        return full


def _levels(tiers: list[np.ndarray], cost: np.ndarray) -> np.ndarray:
    """Per-level costs ``(L, n)``, tiers first: a view of ``cost`` when there are none."""
    if not tiers:
        return np.asarray(cost, np.float64)[None, :]
    return np.stack([*tiers, cost]).astype(np.float64)
