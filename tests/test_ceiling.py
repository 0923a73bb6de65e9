"""The time limit is a ceiling: a deterministic plan whose planned work would run past
it is cut there and says what was cut; a phase never runs past the ceiling it is given;
what the ceiling cuts is noted once, in order."""

from __future__ import annotations

import math
import time

import pytest

import planner
import planner.planning.schedule as schedule
import planner.solve.solver as solver_module
from planner.solve.core.ceiling import Ceiling
from planner.solve.solution import SolveOptions
from planner.solve.solver import solve
from tests.conftest import REPO
from tests.solve.test_solver_paths import grid

PROGRAM = REPO / "tests" / "programs" / "gpt2_4x2_inputs_only.mlir"


def test_a_ceiling_notes_what_did_not_fit_once_and_in_order() -> None:
    c = Ceiling(time.monotonic() + 60)
    assert c.fits(1.0, "a") and c.cut == []
    assert not c.fits(120.0, "b") and not c.fits(120.0, "c") and not c.fits(120.0, "b")
    assert c.cut == ["b", "c"]
    assert not c.reached("d") and Ceiling(time.monotonic() - 1).reached("d")
    assert Ceiling().left() == math.inf


def test_deadlines_follow_the_clock_or_the_ceiling_alone() -> None:
    now = time.monotonic()
    ceiling = Ceiling(now + 5)
    clock = SolveOptions(deterministic=False, ceiling=ceiling)
    planned = SolveOptions(deterministic=True, ceiling=ceiling)
    assert clock.deadline(now + 1) == now + 1 and clock.deadline(now + 9) == now + 5
    assert planned.deadline(now + 1) == now + 5  # work budgets end it, the ceiling at worst
    assert SolveOptions(deterministic=True).deadline(now + 1) is None
    assert clock.seconds(1.0) == 1.0 and 4.0 < clock.seconds(60.0) <= 5.0
    assert 4.0 < planned.seconds(1.0) <= 5.0


def test_a_deterministic_solve_past_its_ceiling_stops_with_a_valid_plan() -> None:
    ceiling = Ceiling(time.monotonic())  # already passed: the first solution, no more
    s = solve(grid(0), SolveOptions(time_limit=30, deterministic=True, ceiling=ceiling))
    assert s.assignment is not None and s.cost < math.inf
    assert s.wall_time < 30


def test_a_plan_whose_budget_overruns_the_limit_is_cut_and_says_so(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Plan the solve at fifty times what the limit leaves, and let no proof end it early
    # (local search, no whole model): the ceiling must end it.
    monkeypatch.setattr(schedule, "DETERMINISTIC_SOLVE_SHARE", 50.0)
    monkeypatch.setattr(solver_module, "WHOLE_MODEL_PAIRS", -1)
    monkeypatch.setattr(solver_module._Solve, "proven", lambda *_, **__: None)
    r = planner.plan(PROGRAM, time_limit=3, baseline="none", memory_weight=0)
    s = r.report.solver
    assert s.deterministic and s.cut_short == ["the solver's search"]
    assert "the time limit cut short: the solver's search; another run may differ" in \
        r.report.summary()
    assert s.solve_s < 10  # planned: minutes


def test_a_plan_within_its_budget_cuts_nothing() -> None:
    r = planner.plan(PROGRAM, time_limit=10, baseline="none")
    assert r.report.solver.cut_short == []
    assert "cut short" not in r.report.summary()


def test_a_deterministic_solve_is_planned_after_encoding_and_the_axis_phases() -> None:
    # The solve's share is what the limit leaves once the program's encoding (from its
    # size: no clock) and the phases planned before it are taken out.
    s = schedule.Schedule(60.0, True, ops=10_000)
    alone = s.solve_seconds(False, 0)
    encoded = s.solve_seconds(False, 20_000)
    assert alone - encoded == pytest.approx(
        schedule.DETERMINISTIC_SOLVE_SHARE * 20_000 * schedule.ENCODE_SECONDS_PER_RESHARD)
    assert encoded - s.solve_seconds(False, 20_000, before=10.0) == \
        pytest.approx(schedule.DETERMINISTIC_SOLVE_SHARE * 10.0)
    # A command's limit covers its start-up too: a deterministic plan sets it aside
    # where the command says so (a call from Python has none).
    command = schedule.Schedule.timed(60.0, True, 10_000, since=time.monotonic(),
                                      head=schedule.STARTUP_SECONDS)
    assert encoded - command.solve_seconds(False, 20_000) == pytest.approx(
        schedule.DETERMINISTIC_SOLVE_SHARE * schedule.STARTUP_SECONDS)
    assert schedule.Schedule.timed(60.0, True, 10_000, since=time.monotonic()
                                   ).solve_seconds(False, 20_000) == pytest.approx(encoded)
    # (never below the least share, however big the program)
    assert s.solve_seconds(False, 10**12) == pytest.approx(
        schedule.DETERMINISTIC_SOLVE_SHARE * schedule.MIN_SOLVE_SHARE * 60.0)


def test_a_deterministic_budget_passes_unused_shares_on() -> None:
    # A phase that stopped early by its work (sweeps it did not need) gives the rest of
    # its planned share to the phases after it; a clock-timed budget reads what is left.
    from planner.solve.core.budget import Budget

    b = Budget(10.0, True, 1.0)
    assert b.take(0.5) == pytest.approx(4.5)
    b.give_back(2.0)
    assert b.take() == pytest.approx(6.5)
    b.give_back(100.0)  # never more than was handed out
    assert b.take() == pytest.approx(9.0)
    clock = Budget(10.0, False, 0.0)
    clock.give_back(5.0)
    assert clock.take() <= 10.0


def test_a_deterministic_plan_waits_for_shardys_plan_only_where_it_planned_it() -> None:
    # Whether Shardy's plan (from a child process) is used is planned from the program's
    # size, not from when it arrives; then it is awaited while reading it and printing the
    # plan still fit. A clock-timed plan takes it if it is there by the ceiling.
    ops = 4_000
    s = schedule.Schedule.timed(10.0, True, ops)
    needs = schedule.baseline_seconds(ops)
    assert s.baseline_by(needs * 0.9) is None
    assert s.baseline_by(needs) == pytest.approx(
        s.due - schedule.AFTER_SOLVE_SECONDS - ops * schedule.READ_SECONDS_PER_OP)
    clock = schedule.Schedule.timed(10.0, False, ops)
    assert clock.baseline_by(0.0) == clock.ceiling.at


def test_a_plan_that_goes_without_shardys_moves_its_ceiling_to_a_plan_alones() -> None:
    ops = 4_000
    s = schedule.Schedule.timed(10.0, True, ops)
    with_it = s.ceiling.at
    s.without_baseline()
    moved = ops * (schedule.AFTER_SOLVE_SECONDS_PER_OP -
                   schedule.AFTER_SOLVE_SECONDS_PER_OP_ALONE)
    assert not s.baseline and s.ceiling.at == pytest.approx(with_it + moved)
    s.without_baseline()  # once only
    assert s.ceiling.at == pytest.approx(with_it + moved)
    untimed = schedule.Schedule(math.inf, True, ops)
    untimed.without_baseline()
    assert untimed.ceiling.at == math.inf
