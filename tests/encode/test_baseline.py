"""Shardy's own plan, priced beside ours in the plan report (the ``jax`` extra)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

import planner
from planner.cli import main
from planner.encode.cost.cost_report import CostReport
from planner.encode.cost.evaluator import evaluate_plan
from planner.planning.memory_rule import fastest_within, replaces_first
from planner.planning.options import MEMORY_RULE, MEMORY_WEIGHT
from planner.planning.pending_baseline import NO_TIME

EXAMPLE = Path(__file__).resolve().parents[2] / "planner" / "examples" / "mlp.mlir"


@pytest.mark.jax
def test_the_report_prices_shardys_plan_with_the_same_model() -> None:
    pytest.importorskip("jaxlib")
    from tests.oracle.shardy import run_shardy

    result = planner.plan(EXAMPLE, time_limit=3)
    shardy = evaluate_plan(planner.parse(run_shardy(EXAMPLE.read_text(),
                                                    ["sdy-propagation-pipeline"])))
    baseline = result.report.baseline
    assert baseline is not None and result.report.baseline_note == ""
    assert (baseline.step_time_s, baseline.peak_memory_bytes) == (
        shardy.step_time_s, shardy.peak_memory_bytes)
    line = result.report.summary().splitlines()[-1]
    ratio = result.report.cost.step_time_s / shardy.step_time_s
    assert line.startswith("Shardy's plan  step time ") and f"ours is {ratio:.2f}x" in line


def test_without_the_extra_the_report_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "jaxlib.mlir", None)  # import jaxlib.mlir fails
    result = planner.plan(EXAMPLE, time_limit=3)
    assert result.report.baseline is None
    assert result.report.summary().splitlines()[-1] == (
        "Shardy's plan: not priced (install the 'jax' extra to price Shardy's plan beside "
        "ours)")


def test_no_baseline_when_asked(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["plan", str(EXAMPLE), "--time-limit", "3", "--baseline", "none",
                 "-o", "/dev/null"]) == 0
    assert "Shardy's plan" not in capsys.readouterr().err


def test_a_plan_that_would_go_without_shardys_starts_no_child(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Deterministic, with a limit whose planned solve ends before Shardy's plan would be
    # priced (``Schedule.baseline_by``): no child takes a core from the solve.
    import planner.planning.plan as plan_module

    started: list[object] = []
    real = plan_module.PendingBaseline

    def counted(*args: object) -> object:
        started.append(args)
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(plan_module, "PendingBaseline", counted)
    short = planner.plan(EXAMPLE, time_limit=1.5)
    assert not started
    assert short.report.baseline is None and short.report.baseline_note == NO_TIME
    planner.plan(EXAMPLE, time_limit=10)
    assert len(started) == 1


@pytest.mark.jax
def test_the_plan_keeps_within_five_percent_of_shardys_memory() -> None:
    pytest.importorskip("jaxlib")
    conv = Path(__file__).resolve().parents[1] / "programs" / "conv_2x4_sc.mlir"
    fast = planner.plan(conv, time_limit=5, memory_weight=0).report
    assert fast.baseline is not None and not fast.held_to_baseline
    # step time only: the fastest plan spends more memory than Shardy's
    assert fast.peak_memory_bytes > 1.05 * fast.baseline.peak_memory_bytes
    held = planner.plan(conv, time_limit=5).report
    assert held.baseline is not None and held.held_to_baseline
    assert held.peak_memory_bytes <= 1.05 * held.baseline.peak_memory_bytes
    assert held.step_time_s <= held.baseline.step_time_s
    assert "(held to 1.05x its memory; --memory-weight 0 lifts this)" in held.summary()


def _priced(step_s: float, peak: int) -> CostReport:
    return CostReport(hardware="h", devices=8, step_time_s=step_s, compute_s=step_s,
                      communication_s=0.0, flops=0.0, transcendentals=0.0,
                      flops_loop_bodies_once=0.0, collectives={}, collective_count=0,
                      communication_bytes_per_device=0, peak_memory_bytes=peak,
                      argument_bytes=0, output_bytes=0, memory_capacity_bytes=1 << 40,
                      fits_in_memory=True)


@pytest.mark.parametrize("held, replaces", [
    (_priced(1.0e-3, 104), True),  # within 1.05x of Shardy's 100: the rule holds
    (_priced(3.7e-3, 178), False),  # 3.7x slower for 11 % less, still over: not worth it
    (_priced(1.1e-3, 120), True),  # a third less memory for 10 % more time: worth it
    (_priced(9.0e-3, 104), False),  # slower than Shardy's plan
    (_priced(0.9e-3, 200), False),  # not leaner
])
def test_a_held_plan_replaces_the_first_when_it_keeps_the_rule_or_is_worth_it(
        held: CostReport, replaces: bool) -> None:
    first, shardy = _priced(1.0e-3, 200), _priced(8.0e-3, 100)
    assert replaces_first(held, first, shardy, MEMORY_RULE * 100, MEMORY_WEIGHT) is replaces


def test_when_no_attempt_keeps_the_rule_the_leanest_one_no_slower_is_taken(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Shardy's plan: 8 ms at 100 B; ours 1 ms at 200 B. No capped attempt gets within
    # 105 B: the leanest no slower than Shardy's (150 B) is taken, not the first plan,
    # nor the leaner one slower than Shardy's (120 B at 9 ms).
    import numpy as np

    import planner.planning.memory_rule as rule
    from planner.planning.memory_rule import Held, hold_to_baseline
    from planner.solve.core.problem import make_problem
    from planner.solve.solution import Solution, SolveOptions, SolveStatus

    def solution(cost: float) -> Solution:
        return Solution(SolveStatus.OPTIMAL, np.zeros(1, np.int64), cost, cost, 0.1)

    attempts = iter([(2.0e-3, 180), (3.0e-3, 150), (9.0e-3, 120)])

    def attempt(*_: object) -> Held:
        step, peak = next(attempts)
        return Held(prepared, None, solution(step), 0, _priced(step, peak))

    prepared = type("P", (), {"problem": make_problem([[0.0]], [[200.0]], [(0, 1)]),
                              "encoding": type("E", (), {"pruned": 0})(), "encode_s": 0.01,
                              "schedule": type("S", (), {"ops": 1})()})()
    monkeypatch.setattr(rule, "_attempt", attempt)
    first = solution(1.0e-3)
    held = hold_to_baseline(prepared, first, _priced(1.0e-3, 200), _priced(8.0e-3, 100),
                            options=SolveOptions(deterministic=True), seconds=3.0,
                            weight=MEMORY_WEIGHT, reprepare=lambda: prepared)
    assert held is not None and held.cost.peak_memory_bytes == 150
    assert held.solution.lower_bound == first.lower_bound  # reported against the first
    # Every attempt priced is kept: where the device holds 185 B, the fastest one within
    # it (2 ms at 180 B) is the plan the limit takes; none fits in 119 B.
    attempts = iter([(2.0e-3, 180), (3.0e-3, 150), (9.0e-3, 120)])
    tried: list[Held] = []
    hold_to_baseline(prepared, first, _priced(1.0e-3, 200), _priced(8.0e-3, 100),
                     options=SolveOptions(deterministic=True), seconds=3.0,
                     weight=MEMORY_WEIGHT, reprepare=lambda: prepared, tried=tried)
    assert [h.cost.peak_memory_bytes for h in tried] == [180, 150, 120]
    fits = fastest_within(tried, 185)
    assert fits is not None and fits.cost.step_time_s == 2.0e-3
    assert fastest_within(tried, 119) is None


PROGRAMS = Path(__file__).resolve().parents[1] / "programs"


@pytest.mark.jax
@pytest.mark.parametrize("name", ["conv_4x2_tp", "mlp2_2x4_manual", "train_mlp2_8_dp",
                                  "gpt_scan4_2x4_tp", "moe_2x4_tp"])
def test_shardys_plan_reads_back_as_an_assignment_that_prices_the_same(name: str) -> None:
    # Shardy's plan as a strategy per node, decoded into a copy of the module:
    # the evaluator finds Shardy's own step time, and its peak within 0.1 % (our reshards
    # sit right before their first consumer).
    pytest.importorskip("jaxlib")
    from planner.planning.baseline import shardy_baseline
    from planner.planning.memory_rule import _as_solution, priced
    from planner.planning.plan import prepare

    path = PROGRAMS / f"{name}.mlir"
    p = prepare(path)
    baseline, note = shardy_baseline(p.module, p.encoding, p.problem, p.hardware)
    assert baseline is not None and note == ""
    a = baseline.assignment()
    assert a is not None and a is baseline.assignment()  # read once
    ours = priced(p, _as_solution(p, a))
    assert ours.cost.step_time_s == pytest.approx(baseline.cost.step_time_s, rel=1e-9)
    assert ours.cost.peak_memory_bytes == pytest.approx(baseline.cost.peak_memory_bytes,
                                                        rel=1e-3)


@pytest.mark.jax
def test_shardys_plan_reads_back_into_an_encoding_that_keeps_its_strategies() -> None:
    # gpt2_2x2x2_sc: the cap keeps 128 of an output projection's 215 strategies, not the
    # one Shardy's plan uses (heads on "model", "fsdp" unused): read back, the plan
    # prices 1.13x Shardy's step time. Encoded again keeping the strategies Shardy's
    # plan computes with, it reads back exactly.
    pytest.importorskip("jaxlib")
    from planner.planning.baseline import shardy_baseline
    from planner.planning.memory_rule import _as_solution, _shardys_own, priced
    from planner.planning.plan import prepare
    from planner.solve.core.budget import Budget

    path = PROGRAMS / "gpt2_2x2x2_sc.mlir"
    p = prepare(path)
    baseline, _ = shardy_baseline(p.module, p.encoding, p.problem, p.hardware)
    assert baseline is not None and p.encoding.pruned > 0
    shardys = baseline.cost.step_time_s
    capped = baseline.assignment()
    assert capped is not None
    held = priced(p, _as_solution(p, capped))
    assert held.cost.step_time_s > 1.1 * shardys
    kept = prepare(path, keep=baseline.targets())
    assert kept.encoding.pruned < p.encoding.pruned
    # The memory rule's last resort reads it so (deterministic: whatever the clock).
    ours = _shardys_own(p, baseline, Budget(1.0, True, 0.0),
                        lambda keep=None: prepare(path, keep=keep))
    assert ours is not None
    assert ours.prepared.encoding.pruned == kept.encoding.pruned
    assert ours.cost.step_time_s == pytest.approx(shardys, rel=1e-9)
    assert ours.cost.peak_memory_bytes == pytest.approx(baseline.cost.peak_memory_bytes,
                                                        rel=1e-3)


@pytest.mark.jax
def test_shardys_plan_is_not_read_back_where_its_values_compute_for_less() -> None:
    # mlp4_2x2x2_mixed: Shardy leaves dots whose operands disagree with their results.
    # Resolved as XLA's partitioner does (the weight gathered), both readings agree; were
    # the reading before resolving cheaper, how XLA runs them would be in doubt.
    pytest.importorskip("jaxlib")
    import numpy as np

    import planner.planning.baseline as module
    from planner.planning.baseline import shardy_assignment, shardy_baseline
    from planner.planning.plan import prepare
    from planner.solve.core.problem import evaluate_assignment

    p = prepare(PROGRAMS / "mlp4_2x2x2_mixed.mlir")
    baseline, _ = shardy_baseline(p.module, p.encoding, p.problem, p.hardware)
    assert baseline is not None
    before = shardy_assignment(p.encoding, p.problem, baseline.found)
    after = baseline.assignment()
    assert after is not None and np.array_equal(before, after)
    cheapest = evaluate_assignment(p.problem, after).cost
    for factor, read in ((0.9, False), (1.1, True)):
        cost = [factor * cheapest, cheapest]  # the reading before, then after

        def reading(*_: object, costs: list[float] = cost) -> np.ndarray:
            return np.array([costs.pop(0)])

        def evaluated(_q: object, a: np.ndarray) -> object:
            return type("E", (), {"cost": float(a[0])})()

        fresh, _ = shardy_baseline(p.module, p.encoding, p.problem, p.hardware)
        assert fresh is not None
        with pytest.MonkeyPatch.context() as mp:
            mp.setattr(module, "shardy_assignment", reading)
            mp.setattr(module, "evaluate_assignment", evaluated)
            assert (fresh.assignment() is not None) is read


def test_when_no_attempt_keeps_the_rule_shardys_own_plan_does(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # No capped attempt gets within 105 B of Shardy's 100 B: Shardy's plan read back as
    # an assignment (102 B, as fast as Shardy's) is the plan; one that prices slower than
    # Shardy's (a strategy of its plan left out) is not.
    import numpy as np

    import planner.planning.memory_rule as rule
    from planner.planning.memory_rule import Held, hold_to_baseline
    from planner.solve.core.problem import make_problem
    from planner.solve.solution import Solution, SolveOptions, SolveStatus

    def solution(cost: float) -> Solution:
        return Solution(SolveStatus.OPTIMAL, np.zeros(1, np.int64), cost, cost, 0.1)

    prepared = type("P", (), {"problem": make_problem([[0.0]], [[200.0]], [(0, 1)]),
                              "encoding": type("E", (), {"pruned": 0})(), "encode_s": 0.01,
                              "schedule": type("S", (), {"ops": 1})()})()
    monkeypatch.setattr(rule, "_attempt", lambda *_: Held(prepared, None, solution(2e-3), 0,
                                                          _priced(2e-3, 180)))
    for own_step, taken in ((8.0e-3, True), (8.5e-3, False)):
        monkeypatch.setattr(rule, "priced", lambda p, sol, s=own_step: Held(
            p, None, sol, 1, _priced(s, 102)))
        shardy = type("B", (), {"assignment": lambda self, into=None: np.zeros(1, np.int64)})()
        held = hold_to_baseline(prepared, solution(1e-3), _priced(1e-3, 200),
                                _priced(8e-3, 100), options=SolveOptions(deterministic=True),
                                seconds=3.0, weight=MEMORY_WEIGHT, reprepare=lambda: prepared,
                                shardy=shardy)  # type: ignore[arg-type]
        assert held is not None
        assert (held.cost.peak_memory_bytes == 102) is taken


CHILD_SCRIPT = """
import json, math, sys, time
import numpy as np
from planner.planning.plan import prepare
from planner.planning.pending_baseline import NO_TIME, PendingBaseline

def read(b):
    return (b.cost.model_dump(),
            sorted((i, b.found[id(op)].name) for i, op in enumerate(b.ops) if id(op) in b.found),
            b.assignment().tolist())

p = prepare(sys.argv[1])
assert "jax" not in sys.modules
late = PendingBaseline(p, lambda: True)
assert late.forked and late.result(time.monotonic()) == (None, NO_TIME)
assert late.child is None  # stopped
unplanned = PendingBaseline(p, lambda: True)  # the schedule left it no time: no wait
assert unplanned.result(None) == (None, NO_TIME) and unplanned.child is None
child = PendingBaseline(p, lambda: True)
theirs, note = child.result(math.inf)
assert child.forked and note == "" and "jax" not in sys.modules
import jax  # noqa: F401  # jax loaded: no fork, computed here
here = PendingBaseline(p, lambda: True)
ours, note = here.result(math.inf)
assert not here.forked and note == ""
print(json.dumps(read(theirs) == read(ours)), len(read(ours)[1]))
"""


@pytest.mark.jax
def test_shardys_plan_from_a_child_process_is_the_one_computed_here() -> None:
    pytest.importorskip("jaxlib")
    import subprocess

    conv = Path(__file__).resolve().parents[1] / "programs" / "conv_2x4_sc.mlir"
    out = subprocess.run([sys.executable, "-c", CHILD_SCRIPT, str(conv)], check=True,
                         capture_output=True, text=True, timeout=120).stdout.split()
    assert out[0] == "true" and int(out[1]) > 10
