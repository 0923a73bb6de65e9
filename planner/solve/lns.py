"""Large-neighbourhood search: free a connected neighbourhood of the incumbent, solve it
exactly with CP-SAT (the rest fixed), keep the result when it is no worse. Neighbourhood
sizes adapt: they grow while sub-solves finish optimal and shrink when they time out."""

from __future__ import annotations

import math
import time
from collections.abc import Callable

import numpy as np

import planner.solve.cpsat as cpsat
from planner.solve.adjacency import Adjacency
from planner.solve.memory_rows import maximal_live_times
from planner.solve.problem import StrategyProblem, evaluate


def _ball(adj: Adjacency, root: int, size: int, rng: np.random.Generator) -> np.ndarray:
    seen = {root}
    frontier = [root]
    while frontier and len(seen) < size:
        nxt: list[int] = []
        for i in frontier:
            nbrs = adj.other[adj.ptr[i]:adj.ptr[i + 1]]
            for j in rng.permutation(nbrs):
                j = int(j)
                if j not in seen:
                    seen.add(j)
                    nxt.append(j)
                    if len(seen) >= size:
                        break
            if len(seen) >= size:
                break
        frontier = nxt
    return np.fromiter(seen, np.int64, len(seen))


def _window(problem: StrategyProblem, size: int, rng: np.random.Generator) -> np.ndarray:
    """Nodes live around one time step (memory-coupled nodes), up to ``size``."""
    iv = problem.intervals
    t = int(rng.integers(0, max(1, int(iv[:, 1].max()))))
    live = np.flatnonzero((iv[:, 0] <= t) & (t < iv[:, 1]))
    if len(live) > size:
        live = rng.choice(live, size, replace=False)
    return live


def lns(problem: StrategyProblem, incumbent: np.ndarray, deadline: float, seed: int = 0,
        workers: int = 2, deterministic: bool = False, max_iterations: int | None = None,
        progress: Callable[[float, float], None] | None = None,
        adjacency: Adjacency | None = None) -> np.ndarray:
    """Improve a valid ``incumbent`` until ``deadline`` (time.monotonic) or
    ``max_iterations``; always returns a valid assignment no worse than the incumbent.
    A deterministic run needs ``max_iterations`` and ignores the wall clock (every
    sub-solve then gets a fixed deterministic time)."""
    adj = adjacency or Adjacency.of(problem)
    rng = np.random.default_rng(seed)
    times = maximal_live_times(problem.intervals) if problem.usage_limit is not None else None
    best = incumbent.copy()
    best_cost = evaluate(problem, best).cost
    movable = np.flatnonzero(np.diff(problem.offsets) > 1)
    if len(movable) == 0:
        return best
    size = min(len(movable), 60)
    it = 0
    if deterministic and max_iterations is None:
        raise ValueError("a deterministic LNS needs max_iterations")

    def time_left() -> float:
        return math.inf if deterministic else deadline - time.monotonic()

    while time_left() > 0.05 and (max_iterations is None or it < max_iterations):
        it += 1
        if problem.usage_limit is not None and it % 5 == 0:
            nodes = _window(problem, size, rng)
        else:
            nodes = _ball(adj, int(rng.choice(movable)), size, rng)
        built = cpsat.build(problem, np.sort(nodes), best, adj, times)
        budget = min(max(0.2, 0.02 * size ** 0.5), time_left())
        if budget <= 0.05:
            break
        r = cpsat.solve_model(built, budget, workers=workers, seed=int(rng.integers(1 << 30)),
                              deterministic=deterministic, hint=best[built.nodes])
        if r.assignment is not None:
            trial = best.copy()
            trial[built.nodes] = r.assignment
            ev = evaluate(problem, trial)
            if ev.valid and ev.cost <= best_cost:
                if ev.cost < best_cost and progress is not None:
                    progress(ev.cost, -math.inf)
                best, best_cost = trial, ev.cost
        grow = r.optimal
        size = int(min(len(movable), max(20, size * (1.15 if grow else 0.8))))
    return best
