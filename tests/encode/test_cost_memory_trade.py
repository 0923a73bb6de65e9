"""``memory_weight``: after the time-optimal solve, a leaner plan is taken when its memory
saving outweighs its extra time (log cost + weight * log peak); 0.5 by default."""

from __future__ import annotations

import numpy as np
import pytest

import planner
from planner.batch.manifest import Job
from planner.cli import build_parser, main
from planner.cli.common import plan_options_of
from planner.model.ir.diagnostics import PlannerError
from planner.planning.memory_trade import (
    leanest,
    least_peak,
    pareto_front,
    score,
    trade_memory_front,
)
from planner.planning.options import MEMORY_WEIGHT, PLAN_RELATIVE_GAP, PlanOptions
from planner.planning.plan import plan
from planner.solve.core.problem import StrategyProblem, evaluate_assignment, peak_usage
from planner.solve.solution import Solution, SolveOptions, SolveStatus
from planner.solve.solver import solve
from tests.conftest import REPO
from tests.encode.plan_programs import MESH_COPY

EXAMPLE = REPO / "planner" / "examples" / "mlp.mlir"


def test_weight_zero_keeps_the_time_optimum() -> None:
    fast = plan(EXAMPLE, time_limit=5.0, memory_weight=0.0)
    assert fast.report.solver.status == "optimal"
    assert fast.solution.cost == fast.solution.lower_bound
    assert fast.report.solver.objective_s == pytest.approx(fast.report.cost.step_time_s,
                                                           rel=1e-9)


def test_a_leaner_plan_wins_when_memory_weighs() -> None:
    fast = plan(EXAMPLE, time_limit=5.0, memory_weight=0.0)
    lean = plan(EXAMPLE, time_limit=5.0, memory_weight=1.0)
    p = fast.problem
    fast_peak = peak_usage(p, fast.assignment)
    lean_peak = peak_usage(lean.problem, lean.assignment)
    assert lean_peak < fast_peak and lean.solution.cost > fast.solution.cost
    assert score(lean.solution.cost, lean_peak, 1.0) < score(fast.solution.cost, fast_peak, 1.0)
    # reported against the time optimum: not optimal, the first solve's bound, a gap
    assert lean.report.solver.status == "feasible"
    assert lean.report.solver.bound_s == fast.report.solver.bound_s
    assert lean.report.solver.gap > 0
    # ... and the fastest plan's own certificate beside it
    assert fast.report.solver.fastest_objective_s is None
    assert lean.report.solver.fastest_objective_s == fast.report.solver.objective_s
    assert "  the fastest plan found: objective 5.063 us, gap 0.00%; this plan is leaner" \
        in lean.report.summary()


def _points(result: object) -> list[tuple[float, int]]:
    return [(f.step_time_s, f.peak_memory_bytes) for f in result.report.front]  # type: ignore[attr-defined]


def test_the_report_shows_the_front_of_the_plans_priced() -> None:
    fast = plan(EXAMPLE, time_limit=5.0, memory_weight=0.0)
    lean = plan(EXAMPLE, time_limit=5.0, memory_weight=1.0)
    # time only: the one plan; trading: the plans the capped solves found, priced by the
    # evaluator, none beaten on both time and memory by another, leanest first, the
    # chosen one among them
    assert _points(fast) == [(fast.report.step_time_s, fast.report.peak_memory_bytes)]
    front = _points(lean)
    assert len(front) >= 2 and front == pareto_front(front)
    assert (lean.report.step_time_s, lean.report.peak_memory_bytes) in front
    assert front[-1][0] == fast.report.step_time_s  # the fastest end: the time optimum
    assert "time-memory front (plans priced, leanest first): " in lean.report.summary()


def test_each_plan_of_the_front_fits_a_cap_at_its_peak() -> None:
    """The front and the cap speak of one peak: a cap at a listed plan's peak plans
    within it, as fast (within the solver's gap) for time alone, and a capped plan's
    front lists no plan over the cap."""
    for step_time, peak in _points(plan(EXAMPLE, time_limit=5.0, memory_weight=1.0)):
        capped = plan(EXAMPLE, time_limit=5.0, memory_cap=peak, memory_weight=0.0)
        assert capped.report.peak_memory_bytes <= peak
        assert capped.report.step_time_s <= step_time * (1 + PLAN_RELATIVE_GAP)
        assert all(m <= peak for _, m in _points(capped))


def test_pareto_front() -> None:
    points = [(5.0, 10.0), (4.0, 12.0), (6.0, 9.0), (5.0, 11.0), (7.0, 9.0), (4.0, 12.0)]
    assert pareto_front(points) == [(6.0, 9.0), (5.0, 10.0), (4.0, 12.0)]
    assert pareto_front([]) == []
    # what rides along (a plan) is kept with its point, the first of equal points
    assert pareto_front([(2.0, 1.0, "a"), (2.0, 1.0, "b"), (1.0, 3.0, "c")]) == [
        (2.0, 1.0, "a"), (1.0, 3.0, "c")]


def test_options_have_one_set_of_defaults(capsys: pytest.CaptureFixture[str]) -> None:
    assert MEMORY_WEIGHT == 0.5 and PlanOptions().memory_weight == MEMORY_WEIGHT
    assert Job(program="a.mlir").plan_options() == PlanOptions()  # batch jobs
    for command in (["plan", str(EXAMPLE)], ["whatif", str(EXAMPLE)]):  # the command line
        assert plan_options_of(build_parser().parse_args(command)) == PlanOptions()
    assert plan(EXAMPLE, time_limit=5.0).memory_weight == MEMORY_WEIGHT  # the API
    args = build_parser().parse_args(["plan", str(EXAMPLE), "--time-limit", "3", "--pin", "a=b",
                                      "--pin", "c=d", "--method", "greedy"])
    assert plan_options_of(args) == PlanOptions(time_limit=3, pins=("a=b", "c=d"),
                                                method="greedy")
    assert main(["plan", str(EXAMPLE), "--memory-weight", "-1"]) == 1
    assert capsys.readouterr().err == ("planner:0:0: error: --memory-weight: "
                                       "Input should be greater than or equal to 0\n")
    with pytest.raises(PlannerError, match="memory_cap: 'lots' is not a size"):
        planner.plan(EXAMPLE, memory_cap="lots")


def test_least_peak_is_every_node_at_its_leanest_allowed_strategy() -> None:
    p = plan(EXAMPLE, time_limit=5.0, memory_weight=0.0).problem
    floor = least_peak(p)
    leanest = [min(u for u, c in zip(p.node_usages(i), p.node_costs(i), strict=True)
                   if c < float("inf")) for i in range(p.num_nodes)]
    assert 0 < floor <= peak_usage(p, np.zeros(p.num_nodes, np.int64))  # the unsharded plan
    assert floor == peak_usage(p, np.array([
        next(k for k, (u, c) in enumerate(zip(p.node_usages(i), p.node_costs(i), strict=True))
             if u == leanest[i] and c < float("inf")) for i in range(p.num_nodes)]))


def test_no_capped_solve_when_it_could_not_reach_a_first_solution() -> None:
    # A capped solve needs at least what the first took to its first solution: with
    # less time left than that, the trade keeps the first plan rather than overrun.
    fast = plan(EXAMPLE, time_limit=5.0, memory_weight=0.0)
    first = solve(fast.problem, SolveOptions(time_limit=5.0))
    assert first.first_solution_s > 0
    _, front = trade_memory_front(fast.problem, first, SolveOptions(time_limit=5.0), 1.0)
    assert len(front) >= 2  # time to spare: the caps were tried
    first.first_solution_s = 10.0
    kept, front = trade_memory_front(fast.problem, first, SolveOptions(time_limit=5.0), 1.0)
    assert kept is first and len(front) == 1


def test_a_trade_the_evaluator_does_not_confirm_gives_way_to_the_fastest_plan(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # A trade whose leaner plan (by the solver's model) the evaluator scores worse than
    # the fastest one: here every node at its leanest strategy, which reshards at every
    # step. The fastest plan is priced and taken back.
    import planner.planning.plan as plan_module

    fastest = plan(planner.parse(MESH_COPY), time_limit=5, baseline="none", memory_weight=0)
    traded: list[Solution] = []

    def leanest_trade(problem: StrategyProblem, first: Solution, options: SolveOptions,
                      weight: float) -> tuple[Solution, list[tuple[float, float, Solution]]]:
        a = leanest(problem)
        lean = evaluate_assignment(problem, a)
        traded.append(Solution(SolveStatus.FEASIBLE, a, lean.cost, first.lower_bound, 0.0))
        return traded[-1], [(lean.cost, peak_usage(problem, a), traded[-1])]

    monkeypatch.setattr(plan_module, "trade_memory_front", leanest_trade)
    r = plan(planner.parse(MESH_COPY), time_limit=5, baseline="none", memory_weight=0.5)
    assert traded and traded[0].cost > fastest.solution.cost
    assert (r.assignment == fastest.assignment).all()
    assert r.report.cost.step_time_s == fastest.report.cost.step_time_s
