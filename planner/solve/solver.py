"""``solve``: reductions, then a heuristic that always gives a valid solution, local
search, then CP-SAT on the whole reduced problem when it is small enough, large-
neighbourhood search when not; the answer is re-evaluated exactly and carries a lower
bound (CP-SAT's, or the dual bound of :mod:`planner.solve.bounds.dual_bound`).

Time split (of what is left after reductions and the first solution):

* whole model: CP-SAT first (a short run that closes small problems), local search from
  the best so far, then CP-SAT again hinted with it for the rest;
* otherwise: local search most of the time (on the contest instances it gains far more
  than LNS per second), then LNS, then the dual bound.

With a gap target (``SolveOptions.relative_gap``) the dual bound runs right after the
first solution, stopping as soon as it proves the gap, and the solve ends there when it
does; later the incumbent is checked against the best bound after local search and each
CP-SAT run (which gets the gap as ``relative_gap_limit``). Stages are never cut short.

Deterministic mode replaces every wall-clock budget by a work budget derived from the
problem's size (search rounds, LNS iterations, diffusion sweeps, CP-SAT deterministic
time), so the same input and options give the same solution.
"""

from __future__ import annotations

import math
import time

import numpy as np

import planner.solve.exact.cpsat as cpsat
from planner.solve.bounds.bounds import folded_bound
from planner.solve.bounds.dual_bound import dual_bound
from planner.solve.core.adjacency import Adjacency
from planner.solve.core.budget import Budget
from planner.solve.core.problem import StrategyProblem, evaluate
from planner.solve.core.segments import segment_argmin
from planner.solve.exact.explain import smallest_conflict
from planner.solve.exact.lns import lns
from planner.solve.heuristics.heuristic import greedy, local_search
from planner.solve.reduce import reduce_problem
from planner.solve.solution import Solution, SolveOptions, SolveStatus

# Above this many edge pairs the whole model is too big for CP-SAT within seconds.
WHOLE_MODEL_PAIRS = 400_000
FIRST_CPSAT_SHARE = 0.15  # whole model: the first CP-SAT run (greedy's hint)
LOCAL_SHARE_SMALL = 0.25  # whole model: local search before the second CP-SAT run
LOCAL_SHARE_LARGE = 0.85  # no whole model: local search, the rest LNS then the bound
BOUND_SHARE = 0.15  # the dual bound (local search converges well before the limit)
# With a gap target: the dual bound right after the first solution, at most this share of
# what is left (it stops as soon as the gap is reached; on a 32-layer training step ~25
# diffusion sweeps, 1 s, prove the first solution within 0.1 %). Less where the whole
# model will be built: CP-SAT needs the time when the bound cannot close the gap.
EARLY_BOUND_SHARE_LARGE = 0.25
EARLY_BOUND_SHARE_SMALL = 0.1
# A bound this close (relative) to the cost proves optimality up to float rounding (the
# dual bound is itself lowered by 1e-9 relative against rounding).
PROOF_TOLERANCE = 1e-8
CPSAT_MARGIN = 0.9
# Work estimates (seconds per edge pair) that turn a deterministic run's budget into
# search rounds and diffusion sweeps (measured on the contest instances).
ROUND_SECONDS_PER_PAIR = 1.3e-7
SWEEP_SECONDS_PER_PAIR = 1.0e-7
LNS_ITERATION_SECONDS = 0.3


def solve(problem: StrategyProblem, options: SolveOptions | None = None) -> Solution:
    """Solve ``problem`` within ``options.time_limit`` seconds (see :class:`SolveOptions`)."""
    opt = options or SolveOptions()
    start = time.monotonic()
    budget = Budget(opt.time_limit, opt.deterministic, BOUND_SHARE * opt.time_limit, start)
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
        if opt.name_conflict and problem.groups and opt.enabled_groups != frozenset():
            conflict = smallest_conflict(problem, opt.enabled_groups, max(1.0, budget.left()))
        return done(SolveStatus.INFEASIBLE, None, math.inf, conflict=conflict)

    def proven(a: np.ndarray, scale: float = 1.0) -> Solution | None:
        """The answer when ``a`` is proven within the gap target by the bound so far
        (never with stages: the bound ignores them); optimal up to float rounding."""
        if opt.relative_gap <= 0 or q.stages:
            return None
        cost = evaluate(q, a).cost + red.offset
        if cost - bound > opt.relative_gap * abs(cost):
            return None
        status = SolveStatus.OPTIMAL if cost - bound <= PROOF_TOLERANCE * abs(cost) \
            else SolveStatus.FEASIBLE
        return done(status, red.lift(a), bound, scale=scale)

    def early_bound(a: np.ndarray) -> float:
        """The dual bound, stopped as soon as it proves ``a`` within the gap target."""
        if opt.relative_gap <= 0 or q.stages:
            return bound
        seconds = budget.take(EARLY_BOUND_SHARE_SMALL if small else EARLY_BOUND_SHARE_LARGE)
        sweeps = _work(seconds, pairs, SWEEP_SECONDS_PER_PAIR) if opt.deterministic else None
        upper = evaluate(q, a).cost
        target = upper + red.offset - opt.relative_gap * abs(upper + red.offset) - red.offset
        return max(bound, dual_bound(q, upper, seconds, sweeps, target=target) + red.offset)

    def report(a: np.ndarray | None, lb: float) -> None:
        if a is not None and opt.progress is not None:
            ev = evaluate(q, a)
            if ev.valid:
                opt.progress(ev.cost + red.offset, lb)

    if red.infeasible:
        return infeasible()
    adj = Adjacency.of(q)
    incumbent = _first_solution(applied, red, opt.seed,
                                None if opt.deterministic else start + opt.time_limit)
    if opt.hint is not None:
        hinted = red.restrict(opt.hint)
        if hinted is not None and evaluate(q, hinted).valid and (
                incumbent is None or _key(q, hinted) < _key(q, incumbent)):
            incumbent = hinted
    bound = folded_bound(q) + red.offset
    report(incumbent, bound)
    pairs = len(q.edge_cost)
    small = pairs <= WHOLE_MODEL_PAIRS
    if incumbent is not None:
        # Often the first solution is already good enough: prove it before any model.
        bound = early_bound(incumbent)
        if (stop := proven(incumbent)) is not None:
            return stop

    def improve(a: np.ndarray, seconds: float) -> np.ndarray:
        rounds = _work(seconds, pairs, ROUND_SECONDS_PER_PAIR) if opt.deterministic else None
        b = local_search(q, a, None if opt.deterministic else seconds, opt.seed,
                         max_moves=rounds)
        report(b, bound)
        return b if _key(q, b) <= _key(q, a) else a

    def final_bound(a: np.ndarray) -> float:
        seconds = budget.final()
        sweeps = _work(seconds, pairs, SWEEP_SECONDS_PER_PAIR) if opt.deterministic else None
        upper = evaluate(q, a).cost
        return max(bound, dual_bound(q, upper, seconds, sweeps) + red.offset)

    if incumbent is None and (not small or opt.method == "greedy"):
        # No CP-SAT model will find one: keep searching (from each node's cheapest
        # strategy) for half of the time.
        start_a = segment_argmin(np.zeros(len(q.node_cost)), q.node_cost, q.offsets[:-1]) \
            - q.offsets[:-1]
        found = improve(start_a, budget.take(0.5))
        incumbent = found if evaluate(q, found).valid else None
    if opt.method == "greedy":
        if incumbent is None:
            return done(SolveStatus.UNKNOWN, None, bound)
        incumbent = improve(incumbent, budget.take())  # searches until the limit
        return done(SolveStatus.FEASIBLE, red.lift(incumbent), final_bound(incumbent),
                    timed_out=True)
    if small and incumbent is None and not opt.deterministic and budget.left() <= 0:
        # The heuristic used the whole limit: no time to build a model.
        return done(SolveStatus.UNKNOWN, None, bound, timed_out=True)
    if small:
        built = cpsat.build(q, adjacency=adj)
        scale = built.scales[-1] if built.scales else 1.0
        for phase in range(2):
            if phase == 1:
                if incumbent is None:
                    break
                incumbent = improve(incumbent, budget.take(LOCAL_SHARE_SMALL))
            seconds = budget.take(FIRST_CPSAT_SHARE if phase == 0 and incumbent is not None
                                  else 1.0)
            # CP-SAT overshoots its limit by its presolve and teardown: keep a margin.
            r = cpsat.solve_model(built, max(0.05, CPSAT_MARGIN * seconds), opt.workers,
                                  opt.seed,
                                  opt.deterministic, incumbent,
                                  None if opt.progress is None else
                                  (lambda c, lb: opt.progress(c + red.offset,  # type: ignore[misc]
                                                              lb + red.offset)),
                                  relative_gap=opt.relative_gap)
            if r.infeasible and incumbent is None:
                return infeasible()
            bound = max(bound, r.bound + red.offset)
            if r.assignment is not None and (incumbent is None
                                             or _key(q, r.assignment) <= _key(q, incumbent)):
                incumbent = r.assignment
            if r.optimal and incumbent is not None:
                return done(SolveStatus.OPTIMAL, red.lift(incumbent), bound, scale=scale)
            if incumbent is not None and (stop := proven(incumbent, scale)) is not None:
                return stop
        if incumbent is None:
            return done(SolveStatus.UNKNOWN, None, bound, timed_out=True)
        bound = final_bound(incumbent)
        return done(SolveStatus.FEASIBLE, red.lift(incumbent), bound, timed_out=True,
                    scale=scale)
    if incumbent is None:
        return done(SolveStatus.UNKNOWN, None, bound, timed_out=True)
    incumbent = improve(incumbent, budget.take(LOCAL_SHARE_LARGE))
    if (stop := proven(incumbent)) is not None:
        return stop
    lns_seconds = budget.take()
    incumbent = lns(q, incumbent, time.monotonic() + lns_seconds, opt.seed, opt.workers,
                    opt.deterministic,
                    max_iterations=max(1, int(lns_seconds / LNS_ITERATION_SECONDS))
                    if opt.deterministic else None,
                    progress=None if opt.progress is None else
                    (lambda c, lb: opt.progress(c + red.offset, bound)),  # type: ignore[misc]
                    adjacency=adj)
    bound = final_bound(incumbent)
    report(incumbent, bound)
    return done(SolveStatus.FEASIBLE, red.lift(incumbent), bound, timed_out=True)


def _work(seconds: float, pairs: int, per_pair: float) -> int:
    """A deterministic stand-in for ``seconds`` of a pass over ``pairs`` edge pairs."""
    return max(1, int(seconds / (2e-3 + per_pair * pairs)))


def _first_solution(applied: StrategyProblem, red, seed: int,
                    deadline: float | None) -> np.ndarray | None:
    """The heuristic on the reduced problem, else on the unreduced one (mapped into the
    reduced strategies), else with other seeds: construction order matters when forward
    checking alone cannot see a conflict coming. Stops searching at ``deadline``."""
    q = red.problem
    for s in (seed, seed + 1, seed + 2):
        a = greedy(q, s, deadline)
        if a is not None:
            return a
        full = greedy(applied, s, deadline)
        if full is not None:
            mapped = red.restrict(full)
            if mapped is not None and evaluate(q, mapped).valid:
                return mapped
    return None


def _key(q: StrategyProblem, a: np.ndarray) -> tuple[float, ...]:
    ev = evaluate(q, a)
    return (0.0 if ev.valid else 1.0, *ev.stage_values, ev.cost)
