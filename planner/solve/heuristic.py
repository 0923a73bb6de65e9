"""A fast primal heuristic: greedy construction, then best-response local search.

Both compare strategies by the key (forbidden terms, memory overflow, stage objectives...,
cost): a solution with no forbidden term and no overflow is valid, so the search repairs
before it improves, and never makes a valid solution invalid. Deterministic for a seed.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import numpy as np

from planner.solve.adjacency import Adjacency, edge_row
from planner.solve.problem import StrategyProblem, evaluate, usage_profile

_EPS = 1e-9


class _Scorer:
    """Per-strategy keys of one node given its neighbours' current strategies."""

    def __init__(self, problem: StrategyProblem, adjacency: Adjacency | None = None) -> None:
        self.p = problem
        self.adj = adjacency or Adjacency.of(problem)
        self.node_bad = ~np.isfinite(problem.node_cost)
        self.node_fin = np.where(self.node_bad, 0.0, problem.node_cost)
        self.edge_bad = (~np.isfinite(problem.edge_cost)).astype(np.float64)
        self.edge_fin = np.where(self.edge_bad > 0, 0.0, problem.edge_cost)
        # Objectives compared after feasibility: stages in order, then the cost.
        self.objectives: list[tuple[np.ndarray, np.ndarray | None]] = [
            (s.node_cost, s.edge_cost) for s in problem.stages]
        self.objectives.append((self.node_fin, self.edge_fin))
        self.limit = problem.usage_limit
        self.horizon = int(problem.intervals[:, 1].max(initial=0)) + 1

    def keys(self, i: int, a: np.ndarray, assigned: np.ndarray | None,
             profile: np.ndarray | None, current: float | None = None) -> list[np.ndarray]:
        """[forbidden count, memory overflow, objectives...] per strategy of node ``i``;
        only neighbours with ``assigned`` True count (all when None). ``current`` is the
        usage ``profile`` holds for ``i`` (by default that of its strategy in ``a``)."""
        p = self.p
        lo, hi = int(p.offsets[i]), int(p.offsets[i + 1])
        bad = self.node_bad[lo:hi].astype(np.float64)
        objs = [obj[0][lo:hi].astype(np.float64, copy=True) for obj in self.objectives]
        for slot in self.adj.incident(i):
            j = int(self.adj.other[slot])
            if assigned is not None and not assigned[j]:
                continue
            e, first = int(self.adj.edges[slot]), bool(self.adj.first[slot])
            bad += edge_row(p, self.edge_bad, e, first, int(a[j]))
            for k, (_, edge_costs) in enumerate(self.objectives):
                if edge_costs is not None:
                    objs[k] += edge_row(p, edge_costs, e, first, int(a[j]))
        over = np.zeros(hi - lo)
        if self.limit is not None and profile is not None:
            start, end = p.intervals[i]
            if end > start:
                usage = p.node_usage[lo:hi]
                if current is None:
                    current = float(usage[a[i]])
                peak = profile[start:end].max()
                over = np.maximum(0.0, peak + usage - current - self.limit - _EPS)
        return [bad, over, *objs]

    def add_usage(self, profile: np.ndarray, i: int, delta: float) -> None:
        start, end = self.p.intervals[i]
        if end > start and delta:
            profile[start:end] += delta


def _best(keys: list[np.ndarray]) -> int:
    return int(np.lexsort(keys[::-1])[0])


def _order(problem: StrategyProblem, adj: Adjacency, seed: int) -> np.ndarray:
    """Breadth-first from the lowest-numbered node of each component (node order is the
    program order), so that most nodes see an assigned neighbour."""
    n = problem.num_nodes
    seen = np.zeros(n, bool)
    order: list[int] = []
    starts = np.arange(n) if seed == 0 else np.random.default_rng(seed).permutation(n)
    for s in starts:
        if seen[s]:
            continue
        seen[s] = True
        queue = [int(s)]
        while queue:
            order.extend(queue)
            nxt: list[int] = []
            for i in queue:
                for j in adj.other[adj.ptr[i]:adj.ptr[i + 1]]:
                    if not seen[j]:
                        seen[j] = True
                        nxt.append(int(j))
            queue = nxt
    return np.asarray(order, np.int64)


def _edge_matrix(problem: StrategyProblem, e: int, first: bool) -> np.ndarray:
    """Edge ``e``'s costs with this endpoint's strategies as rows."""
    m = problem.edge_matrix(e)
    return m if first else m.T


def greedy(problem: StrategyProblem, seed: int = 0, scorer: _Scorer | None = None
           ) -> np.ndarray | None:
    """A valid assignment if construction (cost first, then, if memory overflows, usage
    first) and local-search repair find one, else None."""
    sc = scorer or _Scorer(problem)
    for frugal in (False, True):
        a = _construct(problem, seed, sc, frugal)
        a = local_search(problem, a, time_limit=None, max_sweeps=50, scorer=sc)
        if is_valid(problem, a):
            return a
        if sc.limit is None:
            break
    return None


def _construct(problem: StrategyProblem, seed: int, sc: _Scorer, frugal: bool) -> np.ndarray:
    """Nodes are assigned in breadth-first order with forward checking: each keeps a domain of
    strategies still compatible (finite pair costs) with its assigned neighbours. A node
    takes the strategy that wipes out no neighbour's domain, overflows memory least (the
    profile starts from every node's smallest usage) and costs least, counting for each
    unassigned neighbour its cheapest compatible reply. ``frugal`` puts least usage before
    cost."""
    p = problem
    n = p.num_nodes
    a = np.full(n, -1, np.int64)
    assigned = np.zeros(n, bool)
    alive = ~sc.node_bad
    mins = np.minimum.reduceat(p.node_usage, p.offsets[:-1]) if n else np.zeros(0)
    profile = np.zeros(sc.horizon)
    if sc.limit is not None:
        for i in range(n):
            sc.add_usage(profile, i, float(mins[i]))
    for i in _order(p, sc.adj, seed):
        i = int(i)
        keys = sc.keys(i, a, assigned, profile, float(mins[i]))
        lo, hi = int(p.offsets[i]), int(p.offsets[i + 1])
        wipeouts = (~alive[lo:hi]).astype(np.float64)
        ahead = np.zeros(hi - lo)
        replies = []
        for slot in sc.adj.incident(i):
            j = int(sc.adj.other[slot])
            if assigned[j]:
                continue
            m = _edge_matrix(p, int(sc.adj.edges[slot]), bool(sc.adj.first[slot]))
            dom = alive[p.offsets[j]:p.offsets[j + 1]]
            ok = np.isfinite(m) & dom[None, :]
            wipeouts += ~ok.any(axis=1)
            cost = np.where(ok, m + sc.node_fin[p.offsets[j]:p.offsets[j + 1]][None, :], np.inf)
            best = cost.min(axis=1)
            ahead += np.where(np.isfinite(best), best, 0.0)
            replies.append((j, ok))
        keys[0] = keys[0] + wipeouts * (hi - lo + 1)
        keys[-1] = keys[-1] + ahead
        if frugal:
            keys.insert(1, p.node_usage[lo:hi])
        s = _best(keys)
        a[i] = s
        assigned[i] = True
        for j, ok in replies:
            alive[p.offsets[j]:p.offsets[j + 1]] &= ok[s]
        sc.add_usage(profile, i, float(p.node_usage[lo + s] - mins[i]))
    return a


def is_valid(problem: StrategyProblem, a: np.ndarray) -> bool:
    return evaluate(problem, a).valid


def local_search(problem: StrategyProblem, assignment: np.ndarray, time_limit: float | None,
                 seed: int = 0, should_stop: Callable[[], bool] | None = None,
                 max_sweeps: int | None = None, scorer: _Scorer | None = None) -> np.ndarray:
    """Best-response sweeps: every node in turn moves to its best strategy given its
    neighbours, when that is strictly better on (forbidden, overflow, stages..., cost).
    Stops at a local optimum, after ``max_sweeps`` sweeps, or at ``time_limit`` seconds
    (None: no wall-clock limit, for deterministic runs)."""
    sc = scorer or _Scorer(problem)
    p = problem
    a = np.asarray(assignment, np.int64).copy()
    profile = usage_profile(p, a)
    if len(profile) < sc.horizon:
        profile = np.pad(profile, (0, sc.horizon - len(profile)))
    deadline = None if time_limit is None else time.monotonic() + time_limit
    order = np.arange(p.num_nodes)
    if seed:
        order = np.random.default_rng(seed).permutation(order)
    movable = np.flatnonzero(np.diff(p.offsets) > 1)
    order = order[np.isin(order, movable)]
    dirty = np.ones(p.num_nodes, bool)
    sweeps = 0
    while max_sweeps is None or sweeps < max_sweeps:
        sweeps += 1
        moved = False
        for i in order:
            if not dirty[i]:
                continue
            dirty[i] = False
            i = int(i)
            keys = sc.keys(i, a, None, profile)
            s = _best(keys)
            if s == a[i] or not _better(keys, s, int(a[i])):
                continue
            lo = int(p.offsets[i])
            sc.add_usage(profile, i, float(p.node_usage[lo + s] - p.node_usage[lo + a[i]]))
            a[i] = s
            moved = True
            dirty[sc.adj.other[sc.adj.ptr[i]:sc.adj.ptr[i + 1]]] = True
            if sc.limit is not None:  # a memory change can unblock nodes live alongside
                start, end = p.intervals[i]
                if end > start:
                    dirty[(p.intervals[:, 0] < end) & (p.intervals[:, 1] > start)] = True
        if not moved or (deadline is not None and time.monotonic() > deadline) or (
                should_stop is not None and should_stop()):
            break
    return a


def _better(keys: list[np.ndarray], s: int, cur: int) -> bool:
    for k in keys:
        if k[s] < k[cur] - 1e-12 * max(1.0, abs(k[cur])):
            return True
        if k[s] > k[cur] + 1e-12 * max(1.0, abs(k[cur])):
            return False
    return False
