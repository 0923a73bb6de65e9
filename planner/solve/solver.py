"""``solve``: reductions, then a heuristic that always gives a valid solution, the LP
relaxation (:mod:`planner.solve.bounds.lp_relaxation`: on sharding problems often
integral, then the answer, proven) when its estimated time fits, local search, then
CP-SAT on the whole reduced problem when it is small enough, large-neighbourhood search
when not; the answer is re-evaluated exactly and carries a lower bound (the LP's,
CP-SAT's, or the dual bound: TRW-S's, :mod:`planner.solve.bounds.trws`, which also
rounds plans from its messages, or where the usage limit can bind, priced diffusion's,
:mod:`planner.solve.bounds.dual_bound`).

Time split (of what is left after reductions and the first solution):

* whole model: CP-SAT first (a short run that closes small problems), local search from
  the best so far, then CP-SAT again hinted with it for the rest;
* otherwise: where the usage limit can bind, toulbar2's priced search (when installed:
  ``heuristics/cfn_search.py``) most of the time; local search (on the contest instances
  it gains far more than LNS per second), then LNS, then the dual bound.

With a gap target (``SolveOptions.relative_gap``) the dual bound runs right after the
first solution, stopping as soon as it proves the gap, and the solve ends there when it
does; local search then stops once it stalls (a quarter of its time without a better
solution), the bound resumes before LNS, and the incumbent is checked against the best
bound after local search and each CP-SAT run (which gets the gap as
``relative_gap_limit``). Tiers are never cut short.

Deterministic mode replaces every wall-clock budget by a work budget derived from the
problem's size (search rounds, LNS iterations, diffusion sweeps, CP-SAT deterministic
time), so the same input and options give the same solution. Either way no phase runs
past ``SolveOptions.ceiling``.
"""

from __future__ import annotations

import dataclasses
import math
import time
from collections.abc import Mapping
from typing import Any

import numpy as np

import planner.solve.exact.cpsat as cpsat
from planner.solve.bounds.bounds import folded_bound
from planner.solve.bounds.dual_bound import DualBoundRun, RacedBound
from planner.solve.bounds.left_out import MAX_PAIRS as LEFT_OUT_PAIRS
from planner.solve.bounds.left_out import Covered, cover, extended
from planner.solve.bounds.lp_relaxation import lp_relaxation, usage_can_bind
from planner.solve.bounds.trws import TrwsRun, setup_seconds, sweep_cost
from planner.solve.core.adjacency import Adjacency
from planner.solve.core.budget import (
    PROOF_TOLERANCE,
    ROUND_COST,
    SWEEP_COST,
    Budget,
    PassCost,
)
from planner.solve.core.problem import (
    LeftOut,
    StrategyProblem,
    cheapest,
    evaluate_assignment,
    usage_profile,
)
from planner.solve.core.segments import segment_argmin
from planner.solve.exact.lns import lns
from planner.solve.exact.minimal_conflict import smallest_conflict
from planner.solve.heuristics import cfn_search
from planner.solve.heuristics.heuristic import PricedSearch, greedy, local_search
from planner.solve.reduce import reduce_problem
from planner.solve.reduce.cap import KIND as CAPPED
from planner.solve.reduce.driver import caps_first
from planner.solve.reduce.result import Reduction
from planner.solve.solution import Solution, SolveOptions, SolveStatus
from planner.solve.tied import solve_tied

# Edge pairs a solve can search per second of its limit (the reductions and the first
# solution take time in proportion to the pairs): beyond that, strategies are capped
# (``reduce/cap.py``).
PAIRS_PER_SECOND = 1_000_000
MIN_PAIR_BUDGET = 1_000_000
# What the reductions and the search's set-up take per edge pair (at most the cap's),
# before the phases (calibrated on training steps on a 2-core machine); a deterministic
# run plans its phases in what is left, at least this share of the limit.
SETUP_SECONDS_PER_PAIR = 1.2e-6
MIN_PHASES_SHARE = 0.5
# Where the cap cuts, diffusion on the whole problem ranks the strategies it keeps: this
# many sweeps, where they fit in this share of the limit.
CAP_SWEEPS = 20
CAP_SHARE = 0.25
# Above this many edge pairs the whole model is too big for CP-SAT within seconds.
WHOLE_MODEL_PAIRS = 400_000
# The whole model is built only when pairs x MODEL_SECONDS_PER_PAIR is at most
# MODEL_SHARE of the limit (a memory trade's capped solves get fractions of it). The rate
# is well above what building takes: CP-SAT's search is what a big model lacks time for,
# and a lower gate spent the time building models the search could not use.
MODEL_SECONDS_PER_PAIR = 3e-5
MODEL_SHARE = 0.5
FIRST_CPSAT_SHARE = 0.15  # whole model: the first CP-SAT run (greedy's hint)
LOCAL_SHARE_SMALL = 0.25  # whole model: local search before the second CP-SAT run
LOCAL_SHARE_LARGE = 0.85  # no whole model: local search, the rest LNS then the bound
# With a gap target, local search stops once this share of its time passed without a
# better solution (the bound, not the search, closes the gap then: on training steps the
# first solution is often near optimal and later rounds find nothing); deterministic
# runs search their whole work budget.
LOCAL_STALL_SHARE = 0.25
# ... and the bound resumes before LNS when the gap is at most this (further off, it
# cannot close the gap in the time left, and LNS may still improve the plan).
REBOUND_GAP = 0.05
BOUND_SHARE = 0.15  # the dual bound (local search converges well before the limit)
# With a gap target: the dual bound right after the first solution, at most this share of
# what is left (it stops as soon as the gap is reached; the final bound resumes its
# diffusion, so none of it is lost; where the first solution is near optimal, only the
# bound can show it). Less where the whole model will be built: CP-SAT needs the time
# when the bound cannot close the gap. More for TRW-S: its plans converge to the
# optimum where the relaxation is tight, and it stops once its plan is proven.
EARLY_BOUND_SHARE_LARGE = 0.5
EARLY_BOUND_SHARE_SMALL = 0.1
EARLY_TRWS_SHARE = 0.8
# Solves shorter than this bound with diffusion rather than TRW-S (whose compiled loops
# take about a second to load in a new process).
TRWS_MIN_SECONDS = 2.0
# The LP relaxation: at most this share of the time left, run only when its estimated
# time (seconds per edge pair of the reduced problem, measured on training steps on a
# 2-core machine: an LP that runs past its share takes the search's time, and one the
# ceiling stops gives no bound) fits; deterministic runs bound it by simplex iterations
# per row instead.
LP_SHARE = 0.6
LP_SECONDS_PER_PAIR = 3e-5
# ... and never on less than this (a short solve of a big mesh lost its optimum to it).
LP_MIN_SECONDS = 1.0
LP_ITERATIONS_PER_ROW = 4
CPSAT_MARGIN = 0.9
# Where the problem leaves strategies out, the share of the limit that covers them in the
# bound (a solve of the problem with stand-ins, ``bounds.left_out``).
LEFT_OUT_SHARE = 0.15
# Below this long left by the solve, no cover is tried: pricing the stand-ins alone
# takes longer.
MIN_COVER_SECONDS = 0.2
# Solves of the problem with stand-ins at most, each taking its stand-ins' strategies
# one by one into the next (``_solved_cover``).
COVER_ROUNDS = 6
# A deterministic run's first solve takes this share of the time, each later one half of
# what is left (the first is the one every bound needs; later ones are smaller steps).
COVER_FIRST = 0.75
# The least share a plan the covering found must save to be handed back (``beyond``).
BEYOND_GAIN = 1e-6
LNS_ITERATION_SECONDS = 0.3
# No whole model: toulbar2's priced search (when installed) gets this share of what is
# left before local search, on problems of at most this many edge pairs (it copies the
# costs into the network: ~8 bytes a pair, and Python lists while building).
CFN_SHARE = 0.8
CFN_MAX_PAIRS = 8_000_000
# ... and only with at least this long (toulbar2 preprocesses the contest's big
# instances for seconds before its first plan).
CFN_MIN_SECONDS = 8.0


def solve(problem: StrategyProblem, options: SolveOptions | None = None) -> Solution:
    """Solve ``problem`` within ``options.time_limit`` seconds (see :class:`SolveOptions`);
    where it leaves strategies out (``problem.left_out``), ``cover_left_out`` asks and the
    problem is at most ``LEFT_OUT_PAIRS``, a second bound covers them too
    (``Solution.bound_all``): where the problem with stand-ins can be solved whole, the
    bound of that solve (``bounds.left_out``) in ``LEFT_OUT_SHARE`` of the limit; else
    TRW-S on it (``cover``) in what the solve left of the limit, up to that share (the
    plan does not depend on it; in a deterministic run the clock then sets how tight
    the second bound gets)."""
    opt = options or SolveOptions()
    left = problem.left_out
    if left is None or not opt.cover_left_out or opt.method == "greedy" or \
            len(problem.edge_cost) > LEFT_OUT_PAIRS:
        return _solve(problem, opt)
    start = time.monotonic()
    # Whole: the solve keeps every strategy in what the cover leaves it, and the problem
    # with stand-ins fits the whole limit's pairs.
    budget = opt.max_pairs or _pair_budget(opt.time_limit)
    kept_whole = opt.max_pairs or _pair_budget((1 - LEFT_OUT_SHARE) * opt.time_limit)
    pairs = len(problem.edge_cost)
    whole = pairs <= kept_whole and \
        pairs + 2 * len(left.nodes) * int(problem.num_strategies.max()) <= budget
    share = LEFT_OUT_SHARE if whole else 0.0
    sol = _solve(problem, dataclasses.replace(opt, time_limit=(1 - share) * opt.time_limit))
    if sol.assignment is None:
        return sol
    seconds = LEFT_OUT_SHARE * opt.time_limit
    clocked = not opt.deterministic or not whole
    if clocked:  # what the solve left of the limit
        seconds = min(seconds, max(0.0, opt.time_limit - (time.monotonic() - start)))
        if seconds < MIN_COVER_SECONDS:
            return sol
    applied = problem.with_groups(opt.enabled_groups)
    if left.first is None and left.one_by_one is not None:
        priced_at = time.monotonic()
        rows = left.one_by_one.stand_ins(left.nodes, applied.edge_nodes,
                                         opt.deadline(priced_at + seconds))
        if rows is None:  # pricing them took the time there was
            return sol
        left = dataclasses.replace(left, first=rows[0], second=rows[1])
        if clocked:
            seconds = max(0.0, seconds - (time.monotonic() - priced_at))
    if whole and sol.strategies_capped == 0:
        covered = _solved_cover(applied, left, sol, dataclasses.replace(opt, max_pairs=budget),
                                seconds)
    else:
        sweeps = opt.work(max(seconds - setup_seconds(applied), 0.0), len(applied.edge_cost),
                          sweep_cost(applied))
        covered = cover(applied, left, sol.lower_bound, sol.strategies_capped > 0, sol.cost,
                        opt.seconds(seconds), sweeps)
    if covered is None:
        return sol
    return dataclasses.replace(sol, bound_all=covered.bound,
                               left_out_ruled_out=covered.ruled_out, beyond=covered.plan,
                               wall_time=time.monotonic() - start)


def _solved_cover(problem: StrategyProblem, left: LeftOut, sol: Solution, opt: SolveOptions,
                  seconds: float) -> Covered | None:
    """The bound over every strategy of ``problem`` and those ``left`` out: solves of the
    problem with stand-ins in ``seconds``, from ``sol``'s plan (a plan of each). A
    stand-in is the union of what it stands for and may reshard for free: where the
    optimum takes one, that node's left-out strategies join one by one and the next solve
    goes on (deterministic: ``COVER_FIRST`` of the time, then half of what is left to
    each; else what the clock leaves). Once no stand-in is taken the bound is the full
    problem's, and its plan, where cheaper than ``sol``'s, a plan of the program
    (``Covered.plan``). Every left-out strategy is ruled out where a bound reaches
    ``sol``'s cost."""
    explicit: dict[int, tuple[np.ndarray, np.ndarray]] = {}
    k = problem.num_strategies
    bound, start, left_s = -math.inf, time.monotonic(), seconds
    rounds = COVER_ROUNDS if left.one_by_one is not None else 1
    for r in range(rounds):
        ext = extended(problem, left, explicit)
        if len(ext.edge_cost) > (opt.max_pairs or _pair_budget(opt.time_limit)):
            break
        if not opt.deterministic:
            share = seconds - (time.monotonic() - start)
        else:
            share = left_s if rounds == 1 else (COVER_FIRST if r == 0 else 0.5) * left_s
            left_s -= share
        covering = _untied(ext, dataclasses.replace(
            opt, time_limit=share, hint=sol.assignment,
            progress=None, enabled_groups=None, name_conflict=False, cover_left_out=False))
        if covering.strategies_capped or covering.assignment is None or \
                not math.isfinite(covering.lower_bound):
            break
        bound = max(bound, covering.lower_bound)
        taken = [int(i) for i in left.nodes
                 if i not in explicit and covering.assignment[i] == k[i]]
        if not taken or left.one_by_one is None:
            break
        explicit.update((i, left.one_by_one.strategies(i, opt.enabled_groups))
                        for i in taken)
    if not math.isfinite(bound):
        return None
    ruled_out = bound >= sol.cost - 1e-9 * abs(sol.cost)
    return Covered(bound, int(left.count.sum()) if ruled_out else 0,
                   _cheaper(covering, k, explicit, sol.cost) if not taken else None)


def _cheaper(covering: Solution, k: np.ndarray, explicit: Mapping[int, object],
             cost: float) -> tuple[np.ndarray, dict[int, int], float] | None:
    """The covering's plan (no stand-in taken) where it costs less than ``cost``, as
    ``Solution.beyond`` gives it."""
    assert covering.assignment is not None
    if covering.cost >= cost * (1 - BEYOND_GAIN):
        return None
    a = covering.assignment.copy()
    beyond = {i: int(a[i] - k[i]) for i in explicit if a[i] >= k[i]}
    a[list(beyond)] = -1
    return a, beyond, covering.cost


def _pair_budget(seconds: float) -> int:
    """Edge pairs a solve of ``seconds`` takes before it caps strategies (``cap.py``)."""
    return max(MIN_PAIR_BUDGET, int(PAIRS_PER_SECOND * seconds))


def _solve(problem: StrategyProblem, opt: SolveOptions) -> Solution:
    """:func:`solve` over the strategies ``problem`` gives."""
    if opt.tie_layers and (tied := solve_tied(problem, opt, _untied)) is not None:
        return tied
    return _untied(problem, opt)


def _untied(problem: StrategyProblem, opt: SolveOptions) -> Solution:
    return _Solve(problem, dataclasses.replace(opt, tie_layers=False)).run()


class _Solve:
    """One solve: the reduced problem, the incumbent and the bound, and the phases that
    improve them (first solution, whole model, local search and LNS, finish)."""

    def __init__(self, problem: StrategyProblem, opt: SolveOptions) -> None:
        self.problem, self.opt = problem, opt
        self.start = time.monotonic()
        self.applied = problem.with_groups(opt.enabled_groups)
        deadline = opt.deadline(self.start + opt.time_limit)
        max_pairs = opt.max_pairs or _pair_budget(opt.time_limit)
        pairs = len(self.applied.edge_cost)
        rank_s = CAP_SWEEPS * (SWEEP_COST.fixed + SWEEP_COST.per_pair * pairs)
        ranks = pairs > max_pairs and not self.applied.tiers and \
            rank_s <= CAP_SHARE * opt.time_limit
        self.red = reduce_problem(self.applied, deadline, max_pairs, opt.hint,
                                  (lambda: _cap_rank(self.applied)) if ranks else None)
        # A deterministic run's phases share what the reductions (over every pair where
        # they ran before the cap), the cap's ranking and the search's set-up leave of
        # the limit (the clock tells a timed run).
        capped = _capped(self.red)
        reduced = max_pairs if caps_first(pairs, max_pairs) else pairs
        limit = opt.time_limit if not opt.deterministic else max(
            MIN_PHASES_SHARE * opt.time_limit,
            opt.time_limit - (rank_s if ranks and capped else 0.0)
            - SETUP_SECONDS_PER_PAIR * reduced)
        self.budget = Budget(limit, opt.deterministic, BOUND_SHARE * limit, self.start,
                             opt.ceiling)
        if self.red.infeasible and capped:  # the cap lost every way out
            self.red, capped = reduce_problem(self.applied, deadline), 0
        self.q = q = self.red.problem
        self.sizes: dict[str, Any] = dict(
            nodes=(problem.num_nodes, int((q.num_strategies > 1).sum())),
            edges=(problem.num_edges, q.num_edges), reductions=self.red.stats,
            strategies_capped=capped)
        self.pairs = len(q.edge_cost)
        self.usage_binds = not self.red.infeasible and usage_can_bind(q)
        self.trws = not self.usage_binds and opt.time_limit >= TRWS_MIN_SECONDS
        self.small = self.pairs <= WHOLE_MODEL_PAIRS and \
            self.pairs * MODEL_SECONDS_PER_PAIR <= MODEL_SHARE * opt.time_limit
        self.bound = -math.inf
        self.incumbent: np.ndarray | None = None
        self.first_solution_s = 0.0
        self.search: PricedSearch | None = None  # greedy's, continued by local search
        # the early bound's diffusion, resumed later
        self.dual: TrwsRun | DualBoundRun | RacedBound | None = None

    # -- the phases ----------------------------------------------------------------------
    def run(self) -> Solution:
        if self.red.infeasible:
            return self.infeasible()
        if (stop := self.first_solution()) is not None:
            return stop
        opt, q = self.opt, self.q
        if self.incumbent is None and (not self.small or opt.method == "greedy"):
            # No CP-SAT model will find one: keep searching (from each node's cheapest
            # strategy) for half of the time.
            start_a = segment_argmin(np.zeros(len(q.node_cost)), q.node_cost,
                                     q.offsets[:-1]) - q.offsets[:-1]
            found = self.improve(start_a, self.budget.take(0.5))
            self.incumbent = found if evaluate_assignment(q, found).valid else None
        if opt.method == "greedy":
            return self.greedy_only()
        if self.small and self.incumbent is None and not opt.deterministic \
                and self.budget.left() <= 0:
            # The heuristic used the whole limit: no time to build a model.
            return self.done(SolveStatus.UNKNOWN, None, timed_out=True)
        return self.whole_model() if self.small else self.local_and_lns()

    def first_solution(self) -> Solution | None:
        """The heuristic's solution (or the hint, when better), the folded bound, the LP
        relaxation and the early dual bound; the answer when they prove the solution."""
        opt, q, red = self.opt, self.q, self.red
        self.adjacency = Adjacency.of(q)
        self.search = search = PricedSearch(q, opt.seed)
        hinted = None if opt.hint is None else red.restrict(opt.hint)
        if hinted is not None and not evaluate_assignment(q, hinted).valid:
            hinted = None
        if hinted is not None and not self.small:
            # A valid hint on a big problem is the start: greedy would take seconds the
            # bound needs (the 70B step's untied solve from its mixed tied plan).
            self.incumbent = hinted
        else:
            rounds = opt.work(opt.time_limit, self.pairs, ROUND_COST)
            self.incumbent = _first_solution(
                self.applied, red, opt.seed, opt.deadline(self.start + opt.time_limit),
                search, rounds)
            if hinted is not None and (self.incumbent is None or
                                       _key(q, hinted) < _key(q, self.incumbent)):
                self.incumbent = hinted
        self.first_solution_s = time.monotonic() - self.start
        self.bound = folded_bound(q) + red.offset
        self.report(self.incumbent)
        if opt.method != "greedy" and (stop := self.lp_phase()) is not None:
            return stop  # the LP's optimum was integral: the answer, proven
        if self.incumbent is None:
            return None
        # Often the first solution is already good enough: prove it before any model.
        self.bound = self.early_bound(self.incumbent)
        preferred = self.with_preferred(self.incumbent)
        if (stop := self.proven(preferred)) is not None:
            return stop
        # TRW-S keeps its cheapest plan for the end; search goes on from the first
        # solution (from TRW-S's plans, still far from the optimum, it stalls higher).
        if not self.trws:
            self.incumbent = preferred
        return None

    def lp_phase(self) -> Solution | None:
        """The LP relaxation (:mod:`planner.solve.bounds.lp_relaxation`) when it fits
        ``LP_SHARE`` of the time left: its bound, and its optimum as the incumbent when
        integral (then usually the answer, proven) or rounded when better. Not with
        tiers (the LP ignores them), nor where the usage limit can bind (the LP is
        fractional there: the contest's B in 4.3 s, 2.8 % under its optimum, time
        CP-SAT needed for its proof)."""
        opt, q, red = self.opt, self.q, self.red
        if q.tiers or q.num_nodes == 0 or self.usage_binds:
            return None
        seconds = self.budget.take(LP_SHARE)
        if self.pairs * LP_SECONDS_PER_PAIR > seconds or \
                (seconds < LP_MIN_SECONDS and not opt.deterministic):
            self.budget.give_back(seconds)
            return None
        rows = q.num_nodes + 2 * int(q.num_strategies.sum())  # at most, roughly
        iterations = LP_ITERATIONS_PER_ROW * rows
        lp = lp_relaxation(q, opt.seconds(seconds), iterations if opt.deterministic else None)
        # (a deterministic run's share is work: the iterations the LP did not need)
        self.budget.give_back(seconds * max(0.0, 1 - lp.iterations / iterations))
        self.bound = max(self.bound, lp.bound + red.offset)
        a = lp.rounded  # the LP's optimum itself when integral
        if a is not None and evaluate_assignment(q, a).valid and (
                self.incumbent is None or _key(q, a) < _key(q, self.incumbent)):
            self.incumbent = a
        self.report(self.incumbent)
        return None if self.incumbent is None else self.proven(self.incumbent)

    def greedy_only(self) -> Solution:
        """The heuristic and local search until the limit (``method="greedy"``)."""
        if self.incumbent is None:
            return self.done(SolveStatus.UNKNOWN, None)
        a = self.improve(self.incumbent, self.budget.take())  # searches until the limit
        self.bound = self.final_bound(a)
        return self.done(SolveStatus.FEASIBLE, self.red.lift(a), timed_out=True)

    def whole_model(self) -> Solution:
        """CP-SAT on the whole reduced problem: a short run hinted with the first
        solution, local search from the best so far, then CP-SAT again for the rest."""
        opt, q, red = self.opt, self.q, self.red
        built = cpsat.build(q, adjacency=self.adjacency)
        scale = built.scales[-1] if built.scales else 1.0
        for phase in range(2):
            if phase == 1:
                if self.incumbent is None:
                    break
                self.incumbent = self.improve(self.incumbent,
                                              self.budget.take(LOCAL_SHARE_SMALL))
            seconds = self.budget.take(FIRST_CPSAT_SHARE if phase == 0 and
                                       self.incumbent is not None else 1.0)
            # CP-SAT overshoots its limit by its presolve and teardown: keep a margin.
            r = cpsat.solve_model(built, max(0.05, CPSAT_MARGIN * seconds), opt.workers,
                                  opt.seed, opt.deterministic, self.incumbent,
                                  None if opt.progress is None else
                                  (lambda c, lb: opt.progress(c + red.offset,  # type: ignore[misc]  # not None here
                                                              lb + red.offset)),
                                  relative_gap=opt.relative_gap,
                                  wall_limit=opt.seconds(seconds))
            if r.infeasible and self.incumbent is None:
                return self.infeasible()
            self.bound = max(self.bound, r.bound + red.offset)
            if r.assignment is not None and (self.incumbent is None or
                                             _key(q, r.assignment) <= _key(q, self.incumbent)):
                self.incumbent = r.assignment
            if r.optimal and self.incumbent is not None:
                return self.done(SolveStatus.OPTIMAL, red.lift(self.incumbent), scale=scale)
            if self.incumbent is not None and \
                    (stop := self.proven(self.incumbent, scale)) is not None:
                return stop
        if self.incumbent is None:
            return self.done(SolveStatus.UNKNOWN, None, timed_out=True)
        # CP-SAT may stop early without a proof (its scaled objective closed): then the
        # solve did not run out of time. It had all but the reserve (and its margin).
        cut_short = opt.deterministic or \
            self.budget.left() <= self.budget.reserve + (1 - CPSAT_MARGIN) * opt.time_limit
        self.bound = self.final_bound(self.incumbent)
        self.incumbent = self.with_preferred(self.incumbent)
        return self.proven(self.incumbent, scale) or \
            self.done(SolveStatus.FEASIBLE, red.lift(self.incumbent), timed_out=cut_short,
                      scale=scale)

    def local_and_lns(self) -> Solution:
        """Too big for one model: local search most of the time, then large-neighbourhood
        search, then the dual bound."""
        opt, red = self.opt, self.red
        if self.incumbent is None:
            return self.done(SolveStatus.UNKNOWN, None, timed_out=True)
        a = self.cfn(self.incumbent)
        a = self.improve(a, self.budget.take(LOCAL_SHARE_LARGE))
        if opt.relative_gap > 0 and self._gap(a) <= REBOUND_GAP:
            self.bound = self.early_bound(a)  # within reach: the bound may prove it now
            a = self.with_preferred(a)
        if (stop := self.proven(a)) is not None:
            return stop
        lns_seconds = self.budget.take()
        bound = self.bound
        a = lns(self.q, a, opt.deadline(time.monotonic() + lns_seconds), opt.seed,
                opt.workers,
                opt.deterministic,
                max_iterations=int(lns_seconds / LNS_ITERATION_SECONDS)
                if opt.deterministic else None,
                progress=None if opt.progress is None else
                (lambda c, lb: opt.progress(c + red.offset, bound)),  # type: ignore[misc]  # not None
                adjacency=self.adjacency)
        self.bound = self.final_bound(a)
        a = self.with_preferred(a)
        self.report(a)
        return self.proven(a) or self.done(SolveStatus.FEASIBLE, red.lift(a), timed_out=True)

    # -- answers -------------------------------------------------------------------------
    def done(self, status: SolveStatus, a: np.ndarray | None, timed_out: bool = False,
             conflict: tuple[int, ...] | None = None, scale: float = 1.0) -> Solution:
        """The answer: ``a`` (of the original problem) re-evaluated exactly, or none."""
        elapsed = time.monotonic() - self.start
        bound = math.inf if status is SolveStatus.INFEASIBLE else self.bound
        if a is None:
            return Solution(status, None, math.inf, bound, elapsed, timed_out,
                            conflict=conflict, scale=scale,
                            first_solution_s=self.first_solution_s, **self.sizes)
        ev = evaluate_assignment(self.problem, a)
        assert ev.valid, ev.reason
        if status is SolveStatus.OPTIMAL:
            bound = ev.cost
        return Solution(status, a, ev.cost, min(bound, ev.cost), elapsed, timed_out,
                        ev.tier_values, scale=scale, peak_usage=ev.peak_usage,
                        first_solution_s=self.first_solution_s, **self.sizes)

    def infeasible(self) -> Solution:
        opt, conflict = self.opt, None
        if opt.name_conflict and self.problem.groups and opt.enabled_groups != frozenset():
            conflict = smallest_conflict(self.problem, opt.enabled_groups,
                                         max(1.0, self.budget.left()))
        return self.done(SolveStatus.INFEASIBLE, None, conflict=conflict)

    def _gap(self, a: np.ndarray) -> float:
        """``a``'s relative gap to the bound so far."""
        cost = evaluate_assignment(self.q, a).cost + self.red.offset
        return (cost - self.bound) / abs(cost) if cost else 0.0

    def proven(self, a: np.ndarray, scale: float = 1.0) -> Solution | None:
        """The answer when ``a`` is proven optimal (up to float rounding) or within the
        gap target by the bound so far (never with tiers: the bound ignores them)."""
        if self.q.tiers:
            return None
        cost = evaluate_assignment(self.q, a).cost + self.red.offset
        if cost - self.bound <= PROOF_TOLERANCE * abs(cost):
            return self.done(SolveStatus.OPTIMAL, self.red.lift(a), scale=scale)
        if self.opt.relative_gap <= 0 or cost - self.bound > self.opt.relative_gap * abs(cost):
            return None
        return self.done(SolveStatus.FEASIBLE, self.red.lift(a), scale=scale)

    # -- search and bounds ---------------------------------------------------------------
    def cfn(self, a: np.ndarray) -> np.ndarray:
        """toulbar2's priced search (:mod:`planner.solve.heuristics.cfn_search`) from the
        heuristic's prices for ``CFN_SHARE`` of the time left, where it applies (toulbar2
        installed, a usage limit that can bind, no tiers, not deterministic, at most
        ``CFN_MAX_PAIRS``, ``CFN_MIN_SECONDS`` or more); the best of its plans and ``a``.
        Without a binding limit local search does as well in less time (on the tied
        problems of the bench's training steps)."""
        opt, q = self.opt, self.q
        if opt.deterministic or q.tiers or self.pairs > CFN_MAX_PAIRS or \
                not self.usage_binds or not cfn_search.available() or self.search is None:
            return a
        seconds = self.budget.take(CFN_SHARE)
        if seconds < CFN_MIN_SECONDS:
            return a
        prices, best = self.search.prices.copy(), [a]

        def offer(b: np.ndarray) -> bool:
            if _key(q, b) >= _key(q, best[0]):
                return False
            best[0] = b
            self.report(b)
            return True

        cfn_search.cfn_search(q, prices, seconds, opt.seed, offer)
        return best[0]

    def improve(self, a: np.ndarray, seconds: float) -> np.ndarray:
        """Local search from ``a`` for ``seconds``; the better of the two."""
        opt = self.opt
        if seconds <= 0 and not opt.deterministic:
            return a  # out of time: setting the search up alone takes seconds on big problems
        b = local_search(self.q, a, opt.seconds(seconds), opt.seed,
                         search=self.search,
                         max_moves=opt.work(seconds, self.pairs, ROUND_COST),
                         stall_seconds=LOCAL_STALL_SHARE * seconds
                         if opt.relative_gap > 0 and not opt.deterministic else None)
        self.report(b)
        return b if _key(self.q, b) <= _key(self.q, a) else a

    def early_bound(self, a: np.ndarray) -> float:
        """The dual bound, stopped as soon as it proves ``a`` within the gap target."""
        opt, q, red = self.opt, self.q, self.red
        if opt.relative_gap <= 0 or q.tiers:
            return self.bound
        seconds = self.budget.take(EARLY_BOUND_SHARE_SMALL if self.small else
                                   EARLY_TRWS_SHARE if self.trws else
                                   EARLY_BOUND_SHARE_LARGE)
        if seconds <= 0 and not opt.deterministic:
            return self.bound
        sweeps = opt.work(seconds, self.pairs, self.sweep_cost)
        upper = evaluate_assignment(q, a).cost
        target = upper + red.offset - opt.relative_gap * abs(upper + red.offset) - red.offset
        return max(self.bound, self.diffusion(a, upper).run(upper, opt.seconds(seconds), sweeps,
                                                             target) + red.offset)

    def final_bound(self, a: np.ndarray) -> float:
        """The dual bound with the reserve kept for it."""
        seconds = self.budget.final()
        sweeps = self.opt.work(seconds, self.pairs, self.sweep_cost)
        upper = evaluate_assignment(self.q, a).cost
        return max(self.bound, self.diffusion(a, upper).run(upper, self.opt.seconds(seconds),
                                                             sweeps) + self.red.offset)

    def with_preferred(self, a: np.ndarray) -> np.ndarray:
        """The best of ``a`` and the plans the diffusion prefers (where the relaxation is
        tight, as it often is on sharding problems, the optimum, found by the bound
        where search stalled far above it)."""
        return a if self.dual is None else cheapest(self.q, [a, *self.dual.preferred()])

    @property
    def sweep_cost(self) -> PassCost:
        """What a sweep of :meth:`diffusion`'s run takes."""
        return sweep_cost(self.q) if self.trws else SWEEP_COST

    def diffusion(self, a: np.ndarray, upper: float) -> TrwsRun | DualBoundRun | RacedBound:
        """The dual bound's state: the early bound's sweeps are not done again. TRW-S
        (:mod:`planner.solve.bounds.trws`), or on short solves diffusion; where the usage
        limit can bind, diffusion with per-step prices raced against one price at the
        step where ``a`` (costing ``upper``) peaks."""
        if self.dual is None:
            if self.usage_binds:
                self.dual = RacedBound(self.q, upper,
                                       int(np.argmax(usage_profile(self.q, a))))
            elif self.trws:
                self.dual = TrwsRun(self.q, upper, self.opt.relative_gap)
            else:
                self.dual = DualBoundRun(self.q, upper)
        return self.dual

    def report(self, a: np.ndarray | None) -> None:
        """Tell the progress callback about a valid ``a`` and the bound."""
        if a is not None and self.opt.progress is not None:
            ev = evaluate_assignment(self.q, a)
            if ev.valid:
                self.opt.progress(ev.cost + self.red.offset, self.bound)


def _first_solution(applied: StrategyProblem, red: Reduction, seed: int,
                    deadline: float | None, search: PricedSearch,
                    rounds: int | None = None) -> np.ndarray | None:
    """The heuristic on the reduced problem, else on the unreduced one (mapped into the
    reduced strategies), else with other seeds: construction order matters when forward
    checking alone cannot see a conflict coming. Stops searching at ``deadline``, or
    after ``rounds`` of the heuristic in all (a deterministic budget)."""
    q = red.problem
    if (q.num_strategies <= 1).all():  # nothing left to choose: no search, whatever the time
        only = np.zeros(q.num_nodes, np.int64)
        return only if evaluate_assignment(q, only).valid else None
    left = math.inf if rounds is None else rounds

    def attempt(p: StrategyProblem, s: int, with_search: PricedSearch | None = None
                ) -> np.ndarray | None:
        nonlocal left
        with_search = with_search or PricedSearch(p, s)
        before = with_search.rounds
        a = greedy(p, s, deadline, with_search, None if rounds is None else int(left))
        left -= with_search.rounds - before
        return a

    def stop() -> bool:
        return left <= 0 or (deadline is not None and time.monotonic() > deadline)

    for s in (seed, seed + 1, seed + 2):
        a = attempt(q, s, search if s == seed else None)
        if a is not None or stop():
            return a
        full = attempt(applied, s)
        if full is not None:
            mapped = red.restrict(full)
            if mapped is not None and evaluate_assignment(q, mapped).valid:
                return mapped
        if stop():
            break
    return None


def _cap_rank(p: StrategyProblem) -> np.ndarray:
    """Each strategy's cost as ``CAP_SWEEPS`` sweeps of diffusion on the whole problem
    reparametrise it: the strategies the relaxation favours rank first where the cap
    cuts (tiers aside: the bound ignores them)."""
    run = DualBoundRun(p)
    run.run(max_sweeps=CAP_SWEEPS, time_limit=math.inf)
    assert run.db is not None  # a problem with edges has nodes
    return run.db.pot


def _capped(red: Reduction) -> int:
    """Strategies the cap removed before the exact reductions (0: the bound is the
    problem's own)."""
    return sum(r.strategies_removed for r in red.stats if r.name == CAPPED)


def _key(q: StrategyProblem, a: np.ndarray) -> tuple[float, ...]:
    return evaluate_assignment(q, a).key
