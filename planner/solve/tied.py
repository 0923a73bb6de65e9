"""Solving with repeated layers tied (:mod:`planner.solve.core.ties`), certified against
the untied problem.

A model of 32 or 80 layers repeats one block: its strategy problem is that block's many
times over, joined end to end. Tying the repeats makes a problem a layer's size, solved
by the untied solver (whose LP is often integral there); its plan expands to one of the
whole model. The tied problem has no time steps (a class's members are live at
different ones): where the expanded plan overflows the usage limit, memory is priced on
the steps that overflowed (a price per byte, summed over each member's live steps) and
the price bisected between too cheap and enough. Tied plans move all layers at once,
while under a binding limit the best plan mixes them (cheap layers as many as fit, the
others lean): the plan found is mixed with every other tied plan, fitting or not
(:mod:`planner.solve.exact.plan_mixing`). Where no tied plan fits in the time given, the
plans found are mixed so with the hint's (the axis phases' plan), where that fits.

The tied optimum is only an upper bound of the untied one, so the lower bound is the
untied problem's own: TRW-S's reparametrisation of the tied problem
(:mod:`planner.solve.bounds.trws`), spread over the members (exact away from the stack's
ends), then TRW-S on the whole problem from there with the plan's memory prices (it
repairs the ends in a few sweeps, where a run from nothing needs hundreds). Beyond
``MAX_WHOLE_BOUND_PAIRS`` the untied solver goes on from the tied plan instead.

Ties are used on problems of ``MIN_PAIRS`` or more, when they shrink the problem
(``MAX_CLASS_SHARE``), and without tiers (lexicographic objectives).
"""

from __future__ import annotations

import dataclasses
import math
import time
from collections.abc import Callable

import numpy as np

from planner.solve.bounds.dual_bound import priced_usage
from planner.solve.bounds.trws import TrwsRun, setup_seconds, sweep_cost
from planner.solve.core.budget import PROOF_TOLERANCE, Budget
from planner.solve.core.problem import (
    StrategyProblem,
    cheapest,
    evaluate_assignment,
    usage_profile,
)
from planner.solve.core.ties import Ties, edge_hashes, lift, tie, tie_classes
from planner.solve.exact.plan_mixing import mix_plans
from planner.solve.solution import Solution, SolveOptions, SolveStatus

# Rounds of colour refinement: on a 32-layer training step 1 round ties to 0.6 % over the
# untied optimum, 2 to 0.5 %, 3 to 0.03 % (355 classes of 8,974 nodes), 8 to 0 (1,136).
ROUNDS = 3
# Tie only when there are at most this many classes per node (repeated blocks: 4 % on a
# 32-layer step, 1.5 % on an 80-layer one; the contest's A has 23 %, and tied its plan is
# 0.2 % dearer, though its bound 9 % higher), on problems of at least this many edge
# pairs (below, the untied solve usually proves its optimum within seconds: tying would
# only cost the ends' exactness).
MAX_CLASS_SHARE = 0.1
MIN_PAIRS = 1_000_000
QUOTIENT_SHARE = 0.4  # of the limit: solving the tied problem
# Where the usage limit is set, at most this share of what is left mixes the tied plans
# found (a knapsack: tenths of a second on a 70B training step).
MIXING_SHARE = 0.1
# Where the usage limit may bind: the unpriced tied problem's share of that, then at most
# this many solves with memory priced.
FIRST_TIED_SHARE = 0.6
PRICE_ATTEMPTS = 4
# The first price per byte, as a share of the cost per byte of the limit (a full share
# overshoots on big training steps: their peak falls far below the limit).
START_PRICE = 0.25
# Far over the limit, the price rises as (peak / limit) to this power per attempt.
PRICE_GROWTH_POWER = 2
# Then TRW-S on it, at most this share of what is left, until its bound is within this
# share of the gap target (the lifted bound starts below it: the ends lose).
QUOTIENT_BOUND_SHARE = 0.3
QUOTIENT_GAP_SHARE = 0.25
# The whole problem is bounded by TRW-S from the lifted reparametrisation up to this many
# pairs; beyond, the untied solver goes on from the tied plan, its bound over its reduced
# problem (TRW-S's state holds every pair twice).
MAX_WHOLE_BOUND_PAIRS = 40_000_000


Solver = Callable[[StrategyProblem, SolveOptions], Solution]


def solve_tied(problem: StrategyProblem, opt: SolveOptions,
               solve_untied: Solver) -> Solution | None:
    """``problem`` solved with its repeated blocks tied, or None where ties do not apply
    (see module docstring); where no tied plan was found (or none fits the usage limit),
    the untied solve in the rest of the limit. ``solve_untied(problem, options)`` is the
    untied solver (the tied problem's too)."""
    start = time.monotonic()
    if opt.method != "cpsat" or problem.tiers or len(problem.edge_cost) < MIN_PAIRS:
        return None
    most = MAX_CLASS_SHARE * problem.num_nodes
    # Refinement only splits classes, and so do the groups' forbidden strategies: the
    # nodes' own colours say early when ties cannot pay (before copying the costs).
    if tie_classes(problem, 0).max(initial=0) + 1 > most:
        return None
    applied = problem.with_groups(opt.enabled_groups)
    edges = edge_hashes(applied)
    classes = tie_classes(applied, ROUNDS, edges)
    if classes.max(initial=0) + 1 > most:
        return None
    ties = tie(applied, classes, edges)
    budget = Budget(opt.time_limit, opt.deterministic, 0.0, start, opt.ceiling)
    search = _TiedSearch(ties, applied, opt, budget, solve_untied)
    found = search.run()
    hint_cost = math.inf if opt.hint is None else _cost(applied, opt.hint)
    hinted = np.asarray(opt.hint, np.int64) if math.isfinite(hint_cost) else None
    if found is None and (hinted is None or not search.plans):
        # no tied plan that fits, nor a plan to mix them with: the untied solve
        sol = solve_untied(problem, dataclasses.replace(opt, time_limit=budget.take()))
        return dataclasses.replace(sol, wall_time=time.monotonic() - start)
    if found is None:  # the tied plans overflow: mixed with the hint's, which fits
        assert hinted is not None
        a = _mixed(applied, hinted, search.cheapest_first(), opt, budget)
        sol = _go_on_untied(applied, a, opt, budget, solve_untied)
    else:
        sol = _from_tied(applied, ties, found, hinted, hint_cost, opt, budget, solve_untied)
    q = ties.quotient
    return dataclasses.replace(sol, wall_time=time.monotonic() - start,
                               nodes=(problem.num_nodes, q.num_nodes),
                               edges=(problem.num_edges, q.num_edges), tied_classes=q.num_nodes)


def _from_tied(applied: StrategyProblem, ties: Ties,
               found: tuple[np.ndarray, StrategyProblem, np.ndarray | None, float, np.ndarray],
               hinted: np.ndarray | None, hint_cost: float, opt: SolveOptions,
               budget: Budget, solve_untied: Solver) -> Solution:
    """The untied problem's plan and bound from the best tied plan ``found``
    (``_TiedSearch.run``), or from the ``hinted`` plan (of ``hint_cost``) where that is
    cheaper."""
    a, tied_problem, prices, tied_cost, plans = found
    if hinted is not None and hint_cost < _cost(applied, a):
        a = hinted
    if applied.usage_limit is not None:
        a = _mixed(applied, a, plans, opt, budget)
    if len(applied.edge_cost) > MAX_WHOLE_BOUND_PAIRS:
        return _go_on_untied(applied, a, opt, budget, solve_untied)
    phi = lift(ties, applied, _reparametrisation(tied_problem, tied_cost, opt, budget))
    return _certified(applied, a, phi, prices, opt, budget)


def _certified(applied: StrategyProblem, a: np.ndarray, phi: tuple[np.ndarray, np.ndarray],
               prices: np.ndarray | None, opt: SolveOptions, budget: Budget) -> Solution:
    """``a`` with the untied problem's bound: TRW-S on it from ``phi`` with the plan's
    memory ``prices``, the rest of the limit or until the gap target."""
    cost = evaluate_assignment(applied, a).cost
    run = TrwsRun(applied, cost, opt.relative_gap, prices)
    run.start_from(*phi)
    seconds = max(0.0, budget.take() - setup_seconds(applied))
    sweeps = opt.work(seconds, len(applied.edge_cost), sweep_cost(applied))
    bound = run.run(cost, opt.seconds(seconds), sweeps, cost - opt.relative_gap * abs(cost))
    # where the relaxation is tight, TRW-S's plan is the optimum
    a = cheapest(applied, [a, *run.preferred()])
    ev = evaluate_assignment(applied, a)
    cost, target = ev.cost, ev.cost - opt.relative_gap * abs(ev.cost)
    bound = min(bound, cost)
    if opt.progress is not None:
        opt.progress(cost, bound)
    proven = cost - bound <= PROOF_TOLERANCE * abs(cost)
    return Solution(SolveStatus.OPTIMAL if proven else SolveStatus.FEASIBLE, a, cost,
                    cost if proven else bound, 0.0, timed_out=not proven and bound < target,
                    tier_values=ev.tier_values, peak_usage=ev.peak_usage)


def _mixed(applied: StrategyProblem, best: np.ndarray, plans: np.ndarray, opt: SolveOptions,
           budget: Budget) -> np.ndarray:
    """``best`` (valid) mixed with each of ``plans`` (cheapest first) in turn
    (:mod:`planner.solve.exact.plan_mixing`). Tied plans change all members of a class at
    once; where the usage limit binds, the best plan mixes them (lean layers that fit
    with cheap ones that would overflow alone)."""
    others = [other for other in plans if not np.array_equal(other, best)]
    seconds = budget.take(MIXING_SHARE)
    if len(others) < len(plans):  # (nothing to mix with itself)
        budget.give_back(seconds * (len(plans) - len(others)) / len(plans))
        seconds *= len(others) / len(plans)
    deadline = time.monotonic() + seconds
    for other in others:
        left = seconds / len(others) if opt.deterministic else deadline - time.monotonic()
        wall = opt.seconds(left)
        if left <= 0 or wall <= 0:
            break
        best = mix_plans(applied, best, other, left, opt.workers, opt.deterministic, wall)
    return best


def _go_on_untied(applied: StrategyProblem, a: np.ndarray, opt: SolveOptions,
                  budget: Budget, solve_untied: Solver) -> Solution:
    """The untied solve of ``applied`` (groups applied: not copied again) from ``a`` for
    the rest of the limit (its bound over its reduced problem); ``a`` itself when that
    found nothing better (the reductions may drop a hint's strategies)."""
    sol = solve_untied(applied, dataclasses.replace(opt, hint=a, time_limit=budget.take(),
                                                    enabled_groups=None))
    ev = evaluate_assignment(applied, a)
    if sol.assignment is not None and sol.cost <= ev.cost:
        return sol
    return dataclasses.replace(sol, status=SolveStatus.FEASIBLE, assignment=a, cost=ev.cost,
                               tier_values=ev.tier_values, peak_usage=ev.peak_usage)


class _TiedSearch:
    """The best tied plan within the usage limit: the tied problem's optimum, else (the
    tied problem knows no time steps) the tied problem with memory priced on the steps
    where plans overflowed, the price bisected between too cheap and enough."""

    def __init__(self, ties: Ties, applied: StrategyProblem, opt: SolveOptions,
                 budget: Budget, solve_untied: Solver) -> None:
        self.ties, self.applied, self.opt, self.solve_untied = ties, applied, opt, solve_untied
        self.budget = budget
        self.seconds = budget.take(QUOTIENT_SHARE)
        self.handed = 0.0  # of those, given to attempts
        self.deadline = time.monotonic() + self.seconds
        self.best: tuple[float, np.ndarray, StrategyProblem, np.ndarray | None, float] | None \
            = None
        # every distinct expanded plan of finite cost, with its cost
        self.plans: list[tuple[float, np.ndarray]] = []

    def run(self) -> tuple[np.ndarray, StrategyProblem, np.ndarray | None, float,
                           np.ndarray] | None:
        """(plan, the tied problem it solved, the memory prices of that problem, the
        plan's cost there, every distinct plan of finite cost found, fitting or not, cheapest
        first); the share of the limit no attempt was given goes back to the budget."""
        try:
            return self._search()
        finally:
            self.budget.give_back(self.seconds - self.handed)

    def _search(self) -> tuple[np.ndarray, StrategyProblem, np.ndarray | None, float,
                               np.ndarray] | None:
        p = self.applied
        share = 1.0 if p.usage_limit is None else FIRST_TIED_SHARE
        a = self.attempt(self.ties.quotient, None, share * self.seconds)
        if a is None or self.best is not None:
            return self._answer()
        assert p.usage_limit is not None  # memory is priced only under a limit
        limit = float(p.usage_limit)
        overflowed = np.zeros(int(p.intervals[:, 1].max(initial=0)), bool)
        low, high = 0.0, math.inf
        price = START_PRICE * max(evaluate_assignment(p, a).cost, 1e-12) / limit
        profile = usage_profile(p, a)
        for _ in range(PRICE_ATTEMPTS):
            within = profile[:len(overflowed)]
            overflowed[:len(within)] |= within > limit
            prices = np.where(overflowed, price / max(1, int(overflowed.sum())), 0.0)
            if self.opt.seconds(self.deadline - time.monotonic()) <= 0:
                break
            before = self.best
            found = self.attempt(self.ties.priced(priced_usage(p, prices)), prices,
                                 (1 - share) * self.seconds / PRICE_ATTEMPTS)
            if found is None:
                break
            a, profile = found, usage_profile(p, found)
            if self.best is not before:  # fits: try cheaper memory
                high = price
            else:
                low = price
            over = float(profile.max(initial=0.0)) / limit
            price = price * _growth(over) if math.isinf(high) else (low + high) / 2
        return self._answer()

    def attempt(self, tied: StrategyProblem, prices: np.ndarray | None,
                seconds: float) -> np.ndarray | None:
        """Solve ``tied``; the expanded plan (kept as the best when it fits and is cheaper)."""
        self.handed += seconds
        sub = dataclasses.replace(self.opt, time_limit=max(seconds, 0.05), hint=None,
                                  progress=None, enabled_groups=None)
        sol = self.solve_untied(tied, sub)
        if sol.assignment is None:
            return None
        a = self.ties.expand(sol.assignment)
        ev = evaluate_assignment(self.applied, a)
        if math.isfinite(ev.cost) and not any(np.array_equal(a, b) for _, b in self.plans):
            self.plans.append((ev.cost, a))
        if ev.valid and (self.best is None or ev.cost < self.best[0]):
            self.best = (ev.cost, a, tied, prices, sol.cost)
            if self.opt.progress is not None:  # no bound yet: the tied one is not the untied's
                self.opt.progress(ev.cost, -math.inf)
        return a

    def cheapest_first(self) -> np.ndarray:
        """Every distinct plan of finite cost found, fitting or not, cheapest first."""
        return np.array([a for _, a in sorted(self.plans, key=lambda plan: plan[0])])

    def _answer(self) -> tuple[np.ndarray, StrategyProblem, np.ndarray | None, float,
                               np.ndarray] | None:
        if self.best is None:
            return None
        return (*self.best[1:], self.cheapest_first())


def _reparametrisation(tied: StrategyProblem, cost: float, opt: SolveOptions,
                       budget: Budget) -> tuple[np.ndarray, np.ndarray]:
    """TRW-S's reparametrisation of ``tied`` (where a plan costs ``cost``; the tied
    problem has no time steps, so no usage limit), run until its bound is well within
    the gap target (the lifted bound is at most the tied one)."""
    run = TrwsRun(tied, cost)
    seconds = budget.take(QUOTIENT_BOUND_SHARE)
    sweeps = opt.work(seconds, len(tied.edge_cost), sweep_cost(tied))
    run.run(cost, opt.seconds(seconds), sweeps,
            target=cost - QUOTIENT_GAP_SHARE * opt.relative_gap * abs(cost))
    if sweeps is not None:  # stopped at the target: the sweeps left are the next phase's
        budget.give_back(seconds * max(0, sweeps - run.sweeps) / sweeps)
    return run.to_first, run.to_second


def _growth(over: float) -> float:
    """How much a price that left the plan ``over`` times the limit rises: double when
    close, faster far over (a 70B step on 8,192 devices, twice over its limit: doubling
    twice left the plan where it was, and the time ran out)."""
    return max(2.0, over ** PRICE_GROWTH_POWER)


def _cost(p: StrategyProblem, a: np.ndarray) -> float:
    ev = evaluate_assignment(p, a)
    return ev.cost if ev.valid else math.inf
