"""Memory is never silently traded away: when Shardy's plan of the program is known, the
default plan's peak memory stays within ``MEMORY_RULE`` of it, both priced by the
evaluator (``--memory-weight 0`` lifts the rule: step time only).

The solver prices memory with its own model (per-node usages over live intervals); the
evaluator's peak is what the report shows. A plan over the rule that the memory trade
chose by the solver's model gives way to the fastest plan where the evaluator finds that
within the rule (the solver's model leaves out the buffers reshards make). Else the plan
is solved again with the solver's usage capped (up to ``ATTEMPTS`` times, each cap corrected by what the last
measured), decoded on a fresh copy of the program and priced again; a leaner
plan replaces the first as soon as the evaluator confirms it is leaner, it is not slower
than Shardy's, and it either keeps the rule or is worth its time by the memory trade's own
score (a plan 3.7x slower for 11 % less memory, still over the rule, is not). When no
attempt keeps the rule, Shardy's own plan read back as an assignment of the problem
(``Baseline.assignment``; where the cap left strategies out, of the program encoded
again keeping those Shardy's plan uses) does where the evaluator finds it within the
rule and not slower, and it is no worse by the user's priorities (the solver's model
cannot see all that makes a plan lean; the user gets at least Shardy's plan); else the
leanest attempt that is leaner than the first and not slower than Shardy's: the rule
comes first, so the plan gets as close to it as found.
"""

from __future__ import annotations

import dataclasses
import math
import time
from collections.abc import Mapping, Sequence
from typing import Protocol

import numpy as np

from planner.encode.cost.cost_report import CostReport
from planner.encode.cost.evaluator import evaluate_plan
from planner.encode.problem.strategies import Targets
from planner.model.dialects.ops import ModuleOp
from planner.planning.baseline import Baseline
from planner.planning.decode import ModuleCopy, decode
from planner.planning.memory_trade import (
    reported_against,
    resolve_seconds,
    score,
    solve_under_cap,
)
from planner.planning.options import MEMORY_RULE
from planner.planning.prepared import Prepared
from planner.planning.schedule import price_seconds
from planner.solve.core.budget import Budget
from planner.solve.core.problem import evaluate_assignment, peak_usage
from planner.solve.solution import Solution, SolveOptions, SolveStatus


class Reprepare(Protocol):
    """A fresh copy of the program prepared as the plan's was (``plan.prepare``), keeping
    the strategies ``keep`` names beyond the cap."""

    def __call__(self, keep: Mapping[int, Targets] | None = None) -> Prepared: ...


@dataclasses.dataclass
class Held:
    """A plan priced: its problem (``prepared``, whose module stays as encoded), the
    module it was decoded into, its solution, reshards and price."""

    prepared: Prepared
    module: ModuleOp
    solution: Solution
    reshards: int
    cost: CostReport


# Capped solves at most: the solver's and the evaluator's peaks do not move together
# (the evaluator also counts the buffers reshards make), so each attempt corrects the
# cap by what the last one measured.
ATTEMPTS = 3


def hold_to_baseline(p: Prepared, sol: Solution, cost: CostReport, baseline: CostReport, *,
                     options: SolveOptions, seconds: float, weight: float,
                     reprepare: Reprepare,
                     fastest: Held | None = None, tried: list[Held] | None = None,
                     shardy: Baseline | None = None) -> Held | None:
    """A plan within ``MEMORY_RULE`` of ``baseline``'s peak, or at least leaner than the
    first by more than its extra time costs at memory weight ``weight``, else the leanest
    leaner than the first found, and never slower than ``baseline``; None when the first
    plan is within already, or no such plan was found in ``seconds``. ``fastest``: the
    plan ``sol`` was traded from, priced (the memory trade goes by the solver's model,
    which leaves some reshards' buffers out), taken if it keeps the rule. Else the first
    cap scales the solver's peak by how far the evaluator found the plan over; a plan
    still over scales the cap again by its own excess; one under the rule but refused
    (slower than ``baseline``), or no plan at all, moves the cap halfway back to the
    first plan's peak. ``shardy``: Shardy's plan, the last resort. Every plan priced is
    added to ``tried``."""
    target = MEMORY_RULE * baseline.peak_memory_bytes
    if cost.peak_memory_bytes <= target or sol.assignment is None:
        return None
    if fastest is not None and fastest.cost.peak_memory_bytes <= target and \
            fastest.cost.step_time_s <= baseline.step_time_s:
        return fastest
    start = time.monotonic()
    budget = Budget(seconds, options.deterministic, 0.0, start, options.ceiling)
    first_peak = peak_usage(p.problem, sol.assignment)
    cap = first_peak * target / cost.peak_memory_bytes
    closest: Held | None = None  # the leanest attempt that may replace the first
    for k in range(ATTEMPTS):
        share = resolve_seconds(budget, 2 * (ATTEMPTS - k), sol,
                                "holding the plan to Shardy's peak memory")
        if share is None or not budget.fits(pricing_seconds(p),
                                            "holding the plan to Shardy's peak memory"):
            break
        held = _attempt(p, cap, options, share)
        if held is not None and tried is not None:
            tried.append(held)
        if held is not None and replaces_first(held.cost, cost, baseline, target, weight):
            reported_against(held.solution, sol, start)
            return held
        if held is not None and _admissible(held.cost, cost, baseline) and \
                (closest is None or held.cost.peak_memory_bytes <
                 closest.cost.peak_memory_bytes):
            closest = held
        if held is not None and held.cost.peak_memory_bytes > target:
            cap *= target / held.cost.peak_memory_bytes
        else:
            cap = (cap + first_peak) / 2
    own = _shardys_own(p, shardy, budget, reprepare, sol.tier_values)
    if own is not None:
        if tried is not None:
            tried.append(own)
        if own.cost.peak_memory_bytes <= target and _admissible(own.cost, cost, baseline):
            closest = own
    if closest is not None:
        reported_against(closest.solution, sol, start)
    return closest


def _shardys_own(p: Prepared, shardy: Baseline | None, budget: Budget,
                 reprepare: Reprepare,
                 tiers: Sequence[float] | None = None) -> Held | None:
    """Shardy's plan read back (``Baseline.assignment``) and priced, where time allows
    (reading back and pricing take an encoding at least); where the cap left strategies
    out, read into a problem encoded keeping the strategies Shardy's plan uses
    (``Baseline.targets``: a second encoding). None, unpriced, where it does worse than
    ``tiers`` by the user's priorities: their tiers come first."""
    if shardy is None or not budget.fits(
            pricing_seconds(p), "Shardy's own plan as the memory rule's last resort"):
        return None
    into = p
    if p.encoding.pruned and budget.fits(
            p.encode_s + pricing_seconds(p), "Shardy's own plan encoded beyond the cap"):
        into = reprepare(keep=shardy.targets())
    a = shardy.assignment(None if into is p else into)
    if a is None:
        return None
    own = _as_solution(into, a)
    if tiers is not None and list(own.tier_values) > list(tiers):
        return None
    return priced(into, own)


def _as_solution(p: Prepared, a: np.ndarray) -> Solution:
    """Assignment ``a`` of ``p.problem`` as a (feasible) solution."""
    ev = evaluate_assignment(p.problem, a)
    return Solution(SolveStatus.FEASIBLE, a, ev.cost, -math.inf, 0.0,
                    tier_values=ev.tier_values, peak_usage=ev.peak_usage)


def fit_to_limit(p: Prepared, sol: Solution, cost: CostReport, limit: int,
                 options: SolveOptions, seconds: float) -> Held | None:
    """A plan whose peak by the evaluator is within ``limit`` (the memory cap, or the
    device's memory), for a plan ``sol`` the solver held within it by its own model
    (which leaves some reshards' buffers out) but the evaluator finds over: solved again
    with the solver's usage capped lower by how far over it was, up to ``ATTEMPTS``
    times; None when none fits."""
    if sol.assignment is None:
        return None
    start = time.monotonic()
    budget = Budget(seconds, options.deterministic, 0.0, start, options.ceiling)
    cap = peak_usage(p.problem, sol.assignment) * limit / cost.peak_memory_bytes
    for k in range(ATTEMPTS):
        share = resolve_seconds(budget, ATTEMPTS - k, sol, "fitting the plan to the memory limit")
        if share is None or \
                not budget.fits(pricing_seconds(p), "fitting the plan to the memory limit"):
            break
        held = _attempt(p, cap, options, share)
        if held is None:
            return None  # no plan within a lower cap: none fits
        if held.cost.peak_memory_bytes <= limit:
            reported_against(held.solution, sol, start)
            return held
        cap *= limit / held.cost.peak_memory_bytes
    return None


def fastest_within(plans: list[Held], limit: int) -> Held | None:
    """The fastest of ``plans`` whose peak by the evaluator is within ``limit``."""
    fitting = [h for h in plans if h.cost.peak_memory_bytes <= limit]
    return min(fitting, key=lambda h: h.cost.step_time_s, default=None)


def scores_better(a: CostReport, b: CostReport, weight: float) -> bool:
    """Whether plan ``a`` has the lower memory trade score than ``b`` by the evaluator
    (a plan priced at no time or no memory is never better)."""
    if min(a.step_time_s, a.peak_memory_bytes, b.step_time_s, b.peak_memory_bytes) <= 0:
        return False
    return score(a.step_time_s, a.peak_memory_bytes, weight) < \
        score(b.step_time_s, b.peak_memory_bytes, weight)


def replaces_first(held: CostReport, first: CostReport, baseline: CostReport,
                   target: float, weight: float) -> bool:
    """Whether the held plan replaces the first (see the module docstring)."""
    if not _admissible(held, first, baseline):
        return False
    return held.peak_memory_bytes <= target or \
        score(held.step_time_s, held.peak_memory_bytes, weight) < \
        score(first.step_time_s, first.peak_memory_bytes, weight)


def _admissible(held: CostReport, first: CostReport, baseline: CostReport) -> bool:
    """Whether a held plan may replace the first at all: leaner, and no slower than
    ``baseline``."""
    return held.peak_memory_bytes < first.peak_memory_bytes and \
        held.step_time_s <= baseline.step_time_s


def _attempt(p: Prepared, cap: float, options: SolveOptions, seconds: float) -> Held | None:
    """The plan solved with the solver's usage capped at ``cap``, decoded and priced;
    None when the solver finds none."""
    leaner = solve_under_cap(p.problem, cap, options, seconds)
    if leaner.assignment is None:
        return None
    return priced(p, leaner)


def pricing_seconds(p: Prepared) -> float:
    """About how long decoding and pricing a plan of ``p`` take."""
    return price_seconds(p.schedule.ops)


def priced(p: Prepared, sol: Solution) -> Held:
    """``sol`` decoded into a copy of ``p``'s module, and priced."""
    assert sol.assignment is not None
    into = ModuleCopy.of(p.module)
    reshards = decode(p.encoding, sol.assignment, into)
    return Held(p, into.module, sol, reshards, evaluate_plan(into.module, p.hardware))
