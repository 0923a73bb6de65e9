"""Peak memory against step time: a plan should not hold much more memory for a small
gain in time.

The solver minimises the estimated step time; peak memory is only a constraint (the
memory cap). After that solve, :func:`trade_memory` looks for a leaner plan: it solves
again under caps below the plan's peak, from a mild one (``CAPS``: 90 % of it) down to a
tight one, each the fastest plan within its cap, until a cap admits no plan, and keeps
the plan with the least

    log(cost) + weight * log(peak memory)

so a plan ``x`` % slower is taken when it needs more than about ``x / weight`` % less
memory (``MEMORY_WEIGHT``, 0.5, by default; 0: time only): a scale-free exchange rate,
the same for a 1 MiB and a 10 GiB program. Priorities are kept: a leaner plan whose
priority tiers are worse is refused.
A leaner plan is reported ``feasible`` with the first solve's bound (the least step time
any plan has), so its gap says how much time the memory cost.
The extra solves get at most as long as the first one took (and at least half a second,
within the time limit): a problem that needed the whole limit is left as it is.
"""

from __future__ import annotations

import dataclasses
import math
import time
from collections.abc import Sequence
from typing import TypeVar

import numpy as np

from planner.planning.options import MEMORY_WEIGHT
from planner.planning.schedule import DETERMINISTIC_REPAIR_SHARE
from planner.solve.core.budget import Budget
from planner.solve.core.problem import StrategyProblem, peak_usage
from planner.solve.core.segments import segment_argmin
from planner.solve.solution import Solution, SolveOptions, SolveStatus
from planner.solve.solver import solve

# The caps tried, as fractions of the time-optimal plan's peak: mild first (a small
# saving often costs little time), then tighter.
CAPS = (0.9, 0.75, 0.55, 0.35)
def score(cost: float, peak: float, weight: float) -> float:
    """What :func:`trade_memory` minimises (both positive)."""
    return math.log(cost) + weight * math.log(peak)


def leanest(problem: StrategyProblem) -> np.ndarray:
    """Every node at its leanest allowed strategy (local indices)."""
    starts = problem.offsets[:-1]
    forbidden = (~np.isfinite(problem.node_cost)).astype(np.float64)
    return segment_argmin(forbidden, problem.node_usage, starts) - starts


def least_peak(problem: StrategyProblem) -> float:
    """A lower bound on any plan's peak: every node at its leanest allowed strategy."""
    return peak_usage(problem, leanest(problem))


def _tiers_kept(sol: Solution, first: Solution) -> bool:
    return all(a <= b * (1 + 1e-9) + 1e-15
               for a, b in zip(sol.tier_values, first.tier_values, strict=False))


def trade_memory(problem: StrategyProblem, first: Solution, options: SolveOptions,
                 weight: float = MEMORY_WEIGHT) -> Solution:
    """``first`` or a leaner solution of ``problem`` with a better :func:`score` (see the
    module docstring); ``options`` are the first solve's."""
    return trade_memory_front(problem, first, options, weight)[0]


def trade_memory_front(problem: StrategyProblem, first: Solution, options: SolveOptions,
                       weight: float = MEMORY_WEIGHT
                       ) -> tuple[Solution, list[tuple[float, float, Solution]]]:
    """:func:`trade_memory`'s choice, and the time-memory front of the plans it saw:
    (cost, peak usage, plan) none of which another beats on both, leanest first (the
    solver's model)."""
    if first.assignment is None:
        return first, []
    seen = [(first.cost, peak_usage(problem, first.assignment), first)]
    if weight <= 0 or not first.cost > 0:
        return first, seen
    start = time.monotonic()
    # (deterministic runs cannot go by what the first solve took: the clock's)
    seconds = DETERMINISTIC_REPAIR_SHARE * options.time_limit if options.deterministic else \
        min(options.time_limit - first.wall_time, max(0.5, first.wall_time))
    best, best_peak = first, seen[0][1]
    if best_peak <= 0 or seconds <= 0.05:
        return first, seen
    budget = Budget(seconds, options.deterministic, 0.0, start, options.ceiling)
    best_score = score(first.cost, best_peak, weight)
    first_peak = last_peak = best_peak
    floor = least_peak(problem)
    for k, fraction in enumerate(CAPS):
        cap = first_peak * fraction
        if cap >= last_peak:
            continue  # the last plan fits this cap already: it is this cap's plan too
        share = resolve_seconds(budget, len(CAPS) - k, first, "the memory trade")
        if share is None or cap < floor:
            break  # out of time, or no plan can be that lean
        sol = solve_under_cap(problem, cap, options, share)
        if sol.assignment is None:
            break  # no plan fits: tighter caps won't either
        last_peak = peak = peak_usage(problem, sol.assignment)
        if sol.cost > 0 and _tiers_kept(sol, first):
            seen.append((sol.cost, peak, sol))
            s = score(sol.cost, peak, weight)
            if s < best_score:
                best, best_peak, best_score = sol, peak, s
    if best is not first:
        reported_against(best, first, start)
    return best, pareto_front(seen)


def resolve_seconds(budget: Budget, attempts: int, first: Solution,
                    what: str) -> float | None:
    """Seconds for solving ``first``'s problem again under a cap, the first of
    ``attempts`` sharing what is left of ``budget``: at least what ``first`` took to its
    first solution (a solve takes that whatever its limit); None when not that much is
    left, or not before the ceiling (which then notes ``what`` as left out).
    Deterministic budgets hand out planned shares."""
    if not budget.fits(first.first_solution_s, what):
        return None
    if budget.deterministic:
        seconds = budget.take(1 / attempts)
        return seconds if seconds > 0.05 else None
    left = budget.left()
    if left <= max(0.05, first.first_solution_s):
        return None
    return max(left / attempts, first.first_solution_s)


def solve_under_cap(problem: StrategyProblem, cap: float, options: SolveOptions,
                    seconds: float) -> Solution:
    """``problem`` solved again with its usage limited to ``cap`` (and its own limit) in
    ``seconds``; ``options`` are the first solve's."""
    limit = cap if problem.usage_limit is None else min(cap, problem.usage_limit)
    # (its bound is not reported: the strategies left out need no covering)
    return solve(dataclasses.replace(problem, usage_limit=limit, left_out=None),
                 dataclasses.replace(options, time_limit=seconds, hint=None, progress=None,
                                     name_conflict=False))


def reported_against(leaner: Solution, first: Solution, start: float) -> None:
    """``leaner``, found under a memory cap after ``first`` (from ``start``, a
    ``time.monotonic()``), reported as the plan: not the time optimum, so feasible; the
    first solve's bound still holds (a cap only removes plans); the time of both; the
    user's limit reached if the first solve reached it (a capped solve's own is not)."""
    leaner.wall_time = first.wall_time + (time.monotonic() - start)
    leaner.lower_bound = first.lower_bound
    leaner.bound_all, leaner.left_out_ruled_out = first.bound_all, first.left_out_ruled_out
    leaner.status = SolveStatus.FEASIBLE
    leaner.timed_out = first.timed_out


Point = TypeVar("Point", bound=tuple)


def pareto_front(points: Sequence[Point]) -> list[Point]:
    """The (cost, peak, ...) points no other point matches or beats on both, by peak
    (of equal ones, the first)."""
    front: list[Point] = []
    for point in sorted(points, key=lambda p: (p[1], p[0])):
        if not front or point[0] < front[-1][0]:
            front.append(point)
    return front
