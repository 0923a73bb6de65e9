"""Best-response sweeps (iterated conditional modes) over colour classes, vectorised.

Every node of a class moves at once to its best strategy given its neighbours: fewest
forbidden terms first, then the lowest cost under the given node costs ``pen`` (the
caller's, e.g. costs plus memory prices). Leaves are folded into their hubs
(:class:`LeafFold`), so a hub moves together with its leaves' best replies.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from planner.solve.core.adjacency import Adjacency
from planner.solve.core.coloring import color_classes
from planner.solve.core.local_costs import LocalCosts
from planner.solve.core.problem import StrategyProblem
from planner.solve.core.segments import segment_argmin
from planner.solve.heuristics.leaf_fold import LeafFold
from planner.solve.heuristics.memory_guard import MemoryGuard


@dataclass(frozen=True)
class _Class:
    nodes: np.ndarray
    strategies: np.ndarray  # global strategies of ``nodes``, node by node
    starts: np.ndarray  # first position of each node in ``strategies``
    entries: np.ndarray  # LocalCosts entries of ``nodes``
    position: np.ndarray  # position in ``strategies`` of each entry's strategy


class Sweeper:
    """Precomputed colour classes and entries of one problem."""

    def __init__(self, problem: StrategyProblem, adjacency: Adjacency | None = None,
                 fold_leaves: bool = True) -> None:
        p = problem
        self.p = p
        self.adj = adjacency or Adjacency.of(p)
        self.fold = LeafFold(p, self.adj, enabled=fold_leaves)
        self.local = LocalCosts(p, ~self.fold.leaf_edge, self.adj)
        self.node_bad = (~np.isfinite(p.node_cost)).astype(np.float64)
        self.node_fin = np.where(self.node_bad > 0, 0.0, p.node_cost)
        k = p.num_strategies
        core = np.flatnonzero(~self.fold.is_leaf & (k > 1))
        self.classes = [self._class(c) for c in color_classes(self.adj, core)]

    def _class(self, nodes: np.ndarray) -> _Class:
        p, lc = self.p, self.local
        k = p.num_strategies[nodes]
        starts = np.concatenate([[0], np.cumsum(k)[:-1]]).astype(np.int64)
        strategies = np.repeat(p.offsets[nodes] - starts, k) + np.arange(int(k.sum()))
        entries = lc.node_entries(nodes)
        position = np.searchsorted(strategies, lc.strategy[entries])
        return _Class(nodes, strategies, starts, entries, position)

    def sweep(self, a: np.ndarray, pen: np.ndarray, max_sweeps: int = 20,
              rng: np.random.Generator | None = None, memory: MemoryGuard | None = None) -> int:
        """Sweep until no node moves or ``max_sweeps``; ``a`` is updated in place (leaves
        end at their best replies). Returns the number of moves. ``rng`` shuffles the
        class order of each sweep. With ``memory`` (leaves must not be folded) no move
        takes a time step over the usage limit."""
        lc, fold = self.local, self.fold
        f_bad, f_val, reply = fold.fold(self.node_bad, pen, lc.bad, lc.fin)
        moves = 0
        for _ in range(max_sweeps):
            moved = 0
            order = range(len(self.classes)) if rng is None else rng.permutation(len(self.classes))
            for c in order:
                moved += self._move(self.classes[c], a, pen, f_bad, f_val, memory)
            moves += moved
            if not moved:
                break
        if len(fold.leaves):
            a[fold.leaves] = fold.replies(reply, a)
        return moves

    def _move(self, cl: _Class, a: np.ndarray, pen: np.ndarray, f_bad: np.ndarray,
              f_val: np.ndarray, memory: MemoryGuard | None) -> int:
        lc = self.local
        pair = lc.pairs(a, cl.entries)
        m = len(cl.strategies)
        s = cl.strategies
        bad = self.node_bad[s] + f_bad[s] + np.bincount(cl.position, lc.bad[pair], m)
        val = pen[s] + f_val[s] + np.bincount(cl.position, lc.fin[pair], m)
        if memory is not None:
            bad = bad + memory.overflows(cl.nodes, cl.starts, s, a)
        best = segment_argmin(bad, val, cl.starts)
        cur = cl.starts + a[cl.nodes]
        better = (bad[best] < bad[cur]) | (
            (bad[best] == bad[cur]) & (val[best] < val[cur] - 1e-9 * np.maximum(1.0, np.abs(val[cur]))))
        if not better.any():
            return 0
        new = (best - cl.starts)[better]
        if memory is not None:
            return memory.apply(cl.nodes[better], new, a)
        a[cl.nodes[better]] = new
        return int(better.sum())
