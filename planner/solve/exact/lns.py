"""Large-neighbourhood search: free a neighbourhood of the incumbent (in turn: a
breadth-first ball, the nodes live at a peak-usage step, random edges' ends, a run in
program order), solve it exactly with CP-SAT (the rest fixed), keep the result when it is
no worse. Neighbourhood sizes adapt: they grow while sub-solves finish optimal and shrink
when they time out."""

from __future__ import annotations

import math
import time
from collections.abc import Callable

import numpy as np

import planner.solve.exact.cpsat as cpsat
from planner.solve.core.adjacency import Adjacency
from planner.solve.core.problem import StrategyProblem, evaluate_assignment
from planner.solve.exact.memory_rows import maximal_live_times
from planner.solve.exact.neighbourhoods import ball, edge_ends, live_at, order_window, peak_step

START_SIZE = 200  # nodes of the first neighbourhood; grows while sub-solves end optimal
MAX_SIZE = 3000
# Edge pairs a neighbourhood's model may hold (one Boolean each): building a model goes
# pair by pair in Python, so a neighbourhood of a few hundred nodes with hundreds of
# strategies each (a 5-axis mesh) would take minutes to build, past any time limit.
MAX_PAIRS = 150_000


def lns(problem: StrategyProblem, incumbent: np.ndarray, deadline: float | None,
        seed: int = 0,
        workers: int = 2, deterministic: bool = False, max_iterations: int | None = None,
        progress: Callable[[float, float], None] | None = None,
        adjacency: Adjacency | None = None) -> np.ndarray:
    """Improve a valid ``incumbent`` until ``deadline`` (time.monotonic; None: none) or
    ``max_iterations``; always returns a valid assignment no worse than the incumbent.
    A deterministic run needs ``max_iterations`` (every sub-solve then gets a fixed
    deterministic time); its ``deadline`` is a ceiling only."""
    adj = adjacency or Adjacency.of(problem)
    rng = np.random.default_rng(seed)
    times = maximal_live_times(problem.intervals) if problem.usage_limit is not None else None
    best = incumbent.copy()
    best_cost = evaluate_assignment(problem, best).cost
    movable = np.flatnonzero(np.diff(problem.offsets) > 1)
    if len(movable) == 0:
        return best
    mask = np.diff(problem.offsets) > 1
    size = min(len(movable), START_SIZE)
    it = 0
    if deterministic and max_iterations is None:
        raise ValueError("a deterministic LNS needs max_iterations")

    def time_left() -> float:
        return math.inf if deadline is None else deadline - time.monotonic()

    while time_left() > 0.05 and (max_iterations is None or it < max_iterations):
        it += 1
        kind = it % 5
        if kind == 1 and problem.usage_limit is not None:
            nodes = live_at(problem, peak_step(problem, best, rng), size, rng, mask)
        elif kind == 2:
            nodes = edge_ends(problem, size, rng, mask)
        elif kind == 3:
            nodes = order_window(movable, size, rng)
        else:
            nodes = ball(adj, int(rng.choice(movable)), size, rng, mask)
        nodes = within_pairs(problem, adj, nodes, MAX_PAIRS)
        if len(nodes) == 0:
            continue
        built = cpsat.build(problem, np.sort(nodes), best, adj, times)
        planned = max(0.3, 0.2 + 1e-3 * size)
        budget = planned if deterministic else min(planned, time_left())
        if budget <= 0.05 or time_left() <= 0.05:
            break
        r = cpsat.solve_model(built, budget, workers=workers, seed=int(rng.integers(1 << 30)),
                              deterministic=deterministic, hint=best[built.nodes],
                              wall_limit=time_left())
        if r.assignment is not None:
            trial = best.copy()
            trial[built.nodes] = r.assignment
            ev = evaluate_assignment(problem, trial)
            if ev.valid and ev.cost <= best_cost:
                if ev.cost < best_cost and progress is not None:
                    progress(ev.cost, -math.inf)
                best, best_cost = trial, ev.cost
        grow = r.optimal
        size = int(min(len(movable), MAX_SIZE, max(20, size * (1.15 if grow else 0.8))))
    return best


def within_pairs(problem: StrategyProblem, adj: Adjacency, nodes: np.ndarray,
                 max_pairs: int) -> np.ndarray:
    """The longest prefix of ``nodes`` (in their order: a ball's breadth-first order
    keeps it connected) whose edges among themselves have at most ``max_pairs`` pairs."""
    k = problem.num_strategies
    taken = np.zeros(problem.num_nodes, bool)
    pairs = 0
    for n, i in enumerate(nodes):
        lo, hi = int(adj.ptr[i]), int(adj.ptr[i + 1])
        others = adj.other[lo:hi]
        pairs += int(k[i]) * int(k[others[taken[others]]].sum())
        if pairs > max_pairs and n > 0:
            return nodes[:n]
        taken[i] = True
    return nodes
