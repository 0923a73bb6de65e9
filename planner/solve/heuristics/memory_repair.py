"""Memory repair: while some time step is over the usage limit, nodes live at the worst
step switch to strategies that use less memory, cheapest cost increase per unit of
memory saved first (nodes changed together share no edge, so their cost changes add up,
and no move adds a forbidden pair)."""

from __future__ import annotations

import numpy as np

from planner.solve.core.adjacency import Adjacency
from planner.solve.core.local_costs import LocalCosts
from planner.solve.core.problem import StrategyProblem
from planner.solve.core.segments import segment_argmin
from planner.solve.heuristics.memory_guard import MemoryGuard


def repair(problem: StrategyProblem, a: np.ndarray, local: LocalCosts, adj: Adjacency,
           node_bad: np.ndarray, node_fin: np.ndarray, max_steps: int = 2000
           ) -> np.ndarray | None:
    """A copy of ``a`` within the usage limit, or None when the repair gets stuck."""
    p = problem
    if p.usage_limit is None:
        return a.copy()
    a = a.copy()
    guard = MemoryGuard(p, a)
    iv, k, off = p.intervals, p.num_strategies, p.offsets
    for _ in range(max_steps):
        over = guard.profile - guard.limit
        t = int(np.argmax(over))
        if over[t] <= 1e-9 * max(1.0, guard.limit):
            return a
        live = np.flatnonzero((iv[:, 0] <= t) & (t < iv[:, 1]) & (k > 1))
        if len(live) == 0:
            return None
        ks = k[live]
        starts = np.concatenate([[0], np.cumsum(ks)[:-1]]).astype(np.int64)
        s = np.repeat(off[live] - starts, ks) + np.arange(int(ks.sum()))
        ents = local.node_entries(live)
        pos = np.searchsorted(s, local.strategy[ents])
        pair = local.pairs(a, ents)
        bad = node_bad[s] + np.bincount(pos, local.bad[pair], len(s))
        val = node_fin[s] + np.bincount(pos, local.fin[pair], len(s))
        cur = np.repeat(starts + a[live], ks)
        saved = p.node_usage[off[live] + a[live]].repeat(ks) - p.node_usage[s]
        ok = (saved > 0) & (bad <= bad[cur])
        ratio = np.where(ok, (val - val[cur]) / np.where(ok, saved, 1.0), np.inf)
        best = segment_argmin(np.zeros(len(s)), ratio, starts)
        usable = np.isfinite(ratio[best])
        if not usable.any():
            return None
        need = over[t]
        taken: set[int] = set()
        for j in np.flatnonzero(usable)[np.argsort(ratio[best][usable], kind="stable")].tolist():
            i = int(live[j])
            nbrs = adj.other[adj.ptr[i]:adj.ptr[i + 1]].tolist()
            if any(x in taken for x in nbrs):
                continue
            taken.add(i)
            guard.apply(np.array([i]), np.array([best[j] - starts[j]]), a)
            need -= saved[best[j]]
            if need <= 0:
                break
    return None
