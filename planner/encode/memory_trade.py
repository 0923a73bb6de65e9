"""Peak memory against step time: a plan should not hold much more memory for a small
gain in time.

The solver minimises the estimated step time; peak memory is only a constraint (the
memory cap). After that solve, :func:`trade_memory` looks for a leaner plan: it solves
again under caps below the plan's peak and keeps the plan with the least

    log(cost) + weight * log(peak memory)

so (with ``weight`` 1) a plan ``x`` % slower is taken when it needs more than about
``x`` % less memory: a scale-free exchange rate, the same for a 1 MiB and a 10 GiB
program. Priorities are kept: a leaner plan whose priority stages are worse is refused.
A leaner plan is reported ``feasible`` with the first solve's bound (the least step time
any plan has), so its gap says how much time the memory cost.
The extra solves get at most as long as the first one took (and at least half a second,
within the time limit): a problem that needed the whole limit is left as it is.
"""

from __future__ import annotations

import dataclasses
import math
import time

from planner.solve.problem import StrategyProblem, peak_usage
from planner.solve.solution import Solution, SolveOptions, SolveStatus
from planner.solve.solver import solve

MEMORY_WEIGHT = 1.0  # the exchange rate ``planner plan --memory-weight`` suggests
TRIES = 4
FIRST_CAP = 0.5  # the first cap tried, as a fraction of the time-optimal plan's peak


def score(cost: float, peak: float, weight: float) -> float:
    """What :func:`trade_memory` minimises (both positive)."""
    return math.log(cost) + weight * math.log(peak)


def _stages_kept(sol: Solution, first: Solution) -> bool:
    return all(a <= b * (1 + 1e-9) + 1e-15
               for a, b in zip(sol.stage_values, first.stage_values, strict=False))


def trade_memory(problem: StrategyProblem, first: Solution, options: SolveOptions,
                 weight: float = MEMORY_WEIGHT) -> Solution:
    """``first`` or a leaner solution of ``problem`` with a better :func:`score` (see the
    module docstring); ``options`` are the first solve's."""
    if weight <= 0 or first.assignment is None or not first.cost > 0:
        return first
    start = time.monotonic()
    budget = min(options.time_limit - first.wall_time, max(0.5, first.wall_time))
    best, best_peak = first, peak_usage(problem, first.assignment)
    if best_peak <= 0 or budget <= 0.05:
        return first
    best_score = score(first.cost, best_peak, weight)
    cap = best_peak * FIRST_CAP
    for tries_left in range(TRIES, 0, -1):
        left = budget - (time.monotonic() - start)
        if left <= 0.05:
            break
        limit = cap if problem.usage_limit is None else min(cap, problem.usage_limit)
        capped = dataclasses.replace(problem, usage_limit=limit)
        sol = solve(capped, dataclasses.replace(options, time_limit=left / tries_left,
                                                hint=None, progress=None))
        if sol.assignment is not None and sol.cost > 0 and _stages_kept(sol, first):
            peak = peak_usage(problem, sol.assignment)
            s = score(sol.cost, peak, weight)
            if s < best_score:
                best, best_peak, best_score = sol, peak, s
                cap = peak * FIRST_CAP
                continue
        cap = (cap + best_peak) / 2  # too tight (or not worth it): a milder cap
    if best is not first:  # not the time optimum: the first solve's bound still holds
        best.wall_time = first.wall_time + (time.monotonic() - start)
        best.lower_bound = min(best.lower_bound, first.lower_bound)
        best.status = SolveStatus.FEASIBLE
    return best
