"""``solve``: reductions, then a heuristic that always gives a valid solution, then CP-SAT
on the whole reduced problem when it is small enough, large-neighbourhood search when not;
the answer is re-evaluated exactly and carries a lower bound."""

from __future__ import annotations

import math
import time

import numpy as np

import planner.solve.cpsat as cpsat
from planner.solve.adjacency import Adjacency
from planner.solve.bounds import folded_bound
from planner.solve.explain import smallest_conflict
from planner.solve.heuristic import greedy, local_search
from planner.solve.lns import lns
from planner.solve.problem import StrategyProblem, evaluate
from planner.solve.reduce import reduce_problem
from planner.solve.solution import Solution, SolveOptions, SolveStatus

# Above this many edge pairs the whole model is too big for CP-SAT within seconds.
WHOLE_MODEL_PAIRS = 400_000


def solve(problem: StrategyProblem, options: SolveOptions | None = None) -> Solution:
    """Solve ``problem`` within ``options.time_limit`` seconds (see :class:`SolveOptions`)."""
    opt = options or SolveOptions()
    start = time.monotonic()
    deadline = start + opt.time_limit
    applied = problem.with_groups(opt.enabled_groups)
    red = reduce_problem(applied)
    q = red.problem
    sizes = dict(nodes=(problem.num_nodes, int((q.num_strategies > 1).sum())),
                 edges=(problem.num_edges, q.num_edges), reductions=red.stats)

    def done(status: SolveStatus, a: np.ndarray | None, bound: float, timed_out: bool = False,
             conflict: tuple[str, ...] | None = None, scale: float = 1.0) -> Solution:
        if a is None:
            return Solution(status, None, math.inf, bound, time.monotonic() - start, timed_out,
                            conflict=conflict, scale=scale, **sizes)
        ev = evaluate(problem, a)
        assert ev.valid, ev.reason
        if status is SolveStatus.OPTIMAL:
            bound = ev.cost
        return Solution(status, a, ev.cost, min(bound, ev.cost), time.monotonic() - start,
                        timed_out, ev.stage_values, scale=scale, peak_usage=ev.peak_usage,
                        **sizes)

    def infeasible() -> Solution:
        conflict = None
        if problem.groups and opt.enabled_groups != frozenset():
            conflict = smallest_conflict(problem, opt.enabled_groups,
                                         max(1.0, deadline - time.monotonic()))
        return done(SolveStatus.INFEASIBLE, None, math.inf, conflict=conflict)

    if red.infeasible:
        return infeasible()
    adj = Adjacency.of(q)
    incumbent = _first_solution(problem, applied, red, opt.seed)
    if incumbent is not None and opt.hint is not None:
        hinted = _reduced_hint(red, opt.hint)
        if hinted is not None and _key(q, hinted) < _key(q, incumbent):
            incumbent = hinted
    if incumbent is not None and opt.progress is not None:
        opt.progress(evaluate(q, incumbent).cost + red.offset, -math.inf)
    bound = folded_bound(q) + red.offset
    small = len(q.edge_cost) <= WHOLE_MODEL_PAIRS
    scale = 1.0
    if opt.strategy == "greedy":
        if incumbent is None:
            return done(SolveStatus.UNKNOWN, None, bound)
        incumbent = local_search(q, incumbent, None if opt.deterministic else
                                 max(0.0, deadline - time.monotonic()), opt.seed,
                                 max_moves=100)
        return done(SolveStatus.FEASIBLE, red.lift(incumbent), bound)
    if incumbent is None and not small:
        return done(SolveStatus.UNKNOWN, None, bound, timed_out=True)
    if small or incumbent is None:
        built = cpsat.build(q, adjacency=adj)
        scale = built.scales[-1] if built.scales else 1.0

        def progress(cost: float, lb: float) -> None:
            if opt.progress is not None:
                opt.progress(cost + red.offset, lb + red.offset)

        # With a valid start, the whole model gets most of the time and LNS the rest
        # (CP-SAT's search on the whole model can stall far from the optimum).
        share = 0.7 if incumbent is not None else 1.0
        r = cpsat.solve_model(built, max(0.05, share * (deadline - time.monotonic())),
                              opt.workers, opt.seed, opt.deterministic, incumbent, progress)
        if r.infeasible and incumbent is None:
            return infeasible()
        if r.assignment is not None:
            bound = max(bound, r.bound + red.offset)
            a = r.assignment
            if incumbent is None or _key(q, a) <= _key(q, incumbent):
                incumbent = a
            if r.optimal:
                return done(SolveStatus.OPTIMAL, red.lift(incumbent), bound, scale=scale)
        if incumbent is None:
            return done(SolveStatus.UNKNOWN, None, bound, timed_out=True)
    incumbent = lns(q, incumbent, deadline, opt.seed, opt.workers, opt.deterministic,
                    max_iterations=200 if opt.deterministic else None,
                    progress=None if opt.progress is None else
                    (lambda c, lb: opt.progress(c + red.offset, bound)),  # type: ignore[misc]
                    adjacency=adj)
    return done(SolveStatus.FEASIBLE, red.lift(incumbent), bound, timed_out=True, scale=scale)


def _first_solution(problem: StrategyProblem, applied: StrategyProblem, red,
                    seed: int) -> np.ndarray | None:
    """The heuristic on the reduced problem, else on the unreduced one (mapped into the
    reduced strategies), else with other seeds: construction order matters when forward
    checking alone cannot see a conflict coming."""
    q = red.problem
    for s in (seed, seed + 1, seed + 2):
        a = greedy(q, s)
        if a is not None:
            return a
        full = greedy(applied, s)
        if full is not None:
            mapped = _reduced_hint(red, full)
            if mapped is not None and evaluate(q, mapped).valid:
                return mapped
    return None


def _key(q: StrategyProblem, a: np.ndarray) -> tuple[float, ...]:
    ev = evaluate(q, a)
    return (0.0 if ev.valid else 1.0, *ev.stage_values, ev.cost)


def _reduced_hint(red, hint: np.ndarray) -> np.ndarray | None:
    """A hint in original indices as reduced indices, when every choice survived."""
    return red.restrict(hint)
