"""Planning axis group by axis group (``planning.axis_decomposition``): the phases' axes,
strategies that extend an earlier phase's choice, and the joint solve that starts from
the last phase's plan with its strategies kept beyond the cap."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import planner
from planner.encode.cost.cost_model import CostModel
from planner.encode.problem.axis_prefix import Prefix, projected
from planner.encode.problem.candidates import tensor_candidates
from planner.encode.problem.strategies import op_strategies
from planner.model.sharding.mesh import MeshAttr, MeshAxis
from planner.planning.axis_decomposition import LEANEST_ROOM, _phase_limit, axis_groups, read_into
from planner.planning.baseline import best_replies
from planner.planning.options import PlanOptions
from planner.planning.plan import prepare
from planner.solve.core.problem import evaluate_assignment, make_problem

PROGRAMS = Path(__file__).parent.parent / "programs"
TRAIN = PROGRAMS / "train_mlp2_2x4_fsdp.mlir"
CAPPED = PROGRAMS / "train_gpt1_2x4_tp.mlir"  # on MESH, the cap drops its best plans
MESH = "data=2,model=2,x=2,y=2"


def _mesh(**sizes: int) -> MeshAttr:
    return MeshAttr(tuple(MeshAxis(n, s) for n, s in sizes.items()))


def test_groups_put_annotated_axes_first_then_the_largest_two_at_a_time() -> None:
    mesh = _mesh(data=8, fsdp=16, seq=4, model=8, expert=2)
    assert axis_groups(mesh, set()) == [("data", "fsdp"), ("seq", "model"), ("expert",)]
    assert axis_groups(mesh, {"expert"}) == [("fsdp", "expert"), ("data", "model"), ("seq",)]
    assert axis_groups(mesh, {"seq", "data", "expert"}) == \
        [("data", "seq", "expert"), ("fsdp", "model")]
    assert axis_groups(_mesh(x=2, one=1, y=4), set()) == [("x", "y")]


def test_a_phase_whose_leanest_plan_barely_fits_plans_in_more_room() -> None:
    # two nodes live together, at least 30 + 40 bytes between them
    def phase(limit: float) -> float | None:
        problem = make_problem([[0.0, 1.0], [0.0, 1.0]], [[50.0, 30.0], [60.0, 40.0]],
                               [(0, 2), (0, 2)], usage_limit=limit)
        return _phase_limit(problem, later=4)

    assert phase(100.0) is None  # 30 % free at the leanest
    assert phase(80.0) == pytest.approx(70 / (1 - LEANEST_ROOM))
    assert phase(10.0) == 40.0  # never past what the later axes' devices divide
    assert _phase_limit(make_problem([[0.0]], [[70.0]], [(0, 1)], usage_limit=80.0),
                        later=1) is None  # the last phase: the device's memory


def test_a_prefix_admits_exactly_the_strategies_that_extend_it() -> None:
    p = prepare(TRAIN, PlanOptions(mesh=MESH, decompose="never"))
    model = CostModel(p.hardware, p.module.meshes())
    dot = next(n for n in p.encoding.nodes if n.label == "stablehlo.dot_general")
    rule = p.graph.rule(dot.op)
    axes = p.encoding.mesh.axis_names
    every = op_strategies(dot.op, rule, p.encoding.mesh_name, p.encoding.mesh, axes, model,
                          max_strategies=10**6)
    earlier = frozenset({"data", "model"})

    def tensors(st, s: int) -> list:
        return [*(st.operand(s, k) for k in range(len(st.operand_options))),
                *(st.result(s, r) for r in range(len(st.result_options)))]

    chosen = tensors(every, every.count - 1)  # a strategy using every axis
    prefix = Prefix(earlier, tuple(projected(t, earlier) for t in chosen))
    got = op_strategies(dot.op, rule, p.encoding.mesh_name, p.encoding.mesh, axes, model,
                        max_strategies=10**6, prefix=prefix)
    want = [a for s, a in enumerate(every.assignments) if prefix.admits(tensors(every, s))]
    assert got.assignments == want
    assert 1 < got.count < every.count
    assert all(prefix.admits(tensors(got, s)) for s in range(got.count))


def test_the_joint_problem_keeps_the_axis_by_axis_plan_and_starts_from_it() -> None:
    never = planner.plan(CAPPED, mesh=MESH, decompose="never", baseline="none",
                         memory_weight=0, time_limit=5)
    p = prepare(CAPPED, PlanOptions(mesh=MESH, decompose="always", time_limit=5),
                axis_phases=True)
    d = p.decomposed
    assert d is not None
    assert [ph.axes for ph in d.phases] == [("data", "model"), ("data", "model", "x", "y")]
    masks = read_into(d, p.encoding)
    chosen = [n for n in p.encoding.nodes if n.strategies is not None or n.candidates]
    assert all(m is not None for m, n in zip(masks, p.encoding.nodes, strict=True)
               if n in chosen)
    start = evaluate_assignment(p.problem, best_replies(p.problem.with_groups(None), masks))
    assert start.valid
    assert start.cost <= d.phases[-1].cost * (1 + 1e-9)
    # The joint problem capped without the plan's strategies has a worse optimum here.
    assert never.report.solver.strategies_pruned > 0
    assert start.cost < never.report.solver.bound_s * 0.95


def test_plan_reports_the_phases_and_the_joint_bound() -> None:
    r = planner.plan(TRAIN, mesh=MESH, decompose="always", baseline="none", time_limit=5)
    s = r.report.solver
    assert [ph.axes for ph in s.axis_phases] == [["data", "model"],
                                                 ["data", "model", "x", "y"]]
    assert s.objective_s <= s.axis_phases[-1].objective_s * (1 + 1e-9)
    assert s.bound_s <= s.objective_s
    assert "started from an axis-by-axis plan: data,model " in r.report.summary()
    assert all(a.status == "holds" for a in r.report.annotations)
    assert np.all(r.assignment < r.problem.num_strategies)


def test_a_tensors_candidates_under_a_prefix_are_the_extending_ones() -> None:
    mesh = _mesh(data=2, fsdp=4, seq=2, model=2)
    axes = mesh.axis_names
    every = tensor_candidates((8, 16, 4), "mesh", mesh, axes)
    earlier = frozenset({"data", "fsdp"})
    for chosen in (every[0], every[len(every) // 2], every[-1]):
        prefix = Prefix(earlier, (projected(chosen, earlier),))
        got = tensor_candidates((8, 16, 4), "mesh", mesh, axes,
                                places=prefix.places([[(0,), (1,), (2,)]]))
        assert got == [c for c in every if prefix.admits((c,))]
        assert chosen in got


def test_deterministic_axis_phases_repeat() -> None:
    runs = [planner.plan(TRAIN, mesh=MESH, decompose="always", baseline="none",
                         memory_weight=0, time_limit=5, deterministic=True)
            for _ in range(2)]
    assert runs[0].report.solver.cut_short == []  # the work budgets fit: nothing cut
    assert [ph.objective_s for ph in runs[0].report.solver.axis_phases] == \
        [ph.objective_s for ph in runs[1].report.solver.axis_phases]
    assert np.array_equal(runs[0].assignment, runs[1].assignment)


def test_a_joint_encoding_past_the_limit_leaves_the_phases_plan(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import planner.planning.plan as plan_module
    from planner.encode.problem.encoder import EncodeOptions, EncodingTimeout, encode

    def joint_times_out(*args: object) -> object:
        options = args[-1]
        assert isinstance(options, EncodeOptions)
        if options.keep_values is not None:  # the joint encoding keeps the phases' plan
            raise EncodingTimeout(7, 3, 11)
        return encode(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(plan_module, "encode", joint_times_out)
    r = planner.plan(TRAIN, mesh=MESH, decompose="always", baseline="none", memory_weight=0,
                     time_limit=5)
    s = r.report.solver
    assert s.phase_encoding == ("solved on in the last phase's strategies: the joint "
                                "encoding did not fit in the time limit of 5 s (stopped "
                                "after pricing 3 of 11 edges; --time-limit)")
    assert "solved on in the last phase's strategies: the joint encoding" in r.report.summary()
    assert s.objective_s <= s.axis_phases[-1].objective_s * (1 + 1e-9)
    assert all(a.status == "holds" for a in r.report.annotations)


def test_a_joint_encoding_that_would_not_fit_is_not_begun(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import planner.planning.schedule as schedule_module

    # As where the joint encoding would take longer than the limit leaves.
    monkeypatch.setattr(schedule_module, "JOINT_GROWTH_PER_AXIS", 1e9)
    runs = [planner.plan(TRAIN, mesh=MESH, decompose="always", baseline="none",
                         memory_weight=0, time_limit=5, deterministic=True)
            for _ in range(2)]
    s = runs[0].report.solver
    assert s.phase_encoding == ("solved in the last phase's strategies: the joint encoding "
                                "would not fit in the time limit of 5 s (--time-limit)")
    assert [ph.axes for ph in s.axis_phases] == [["data", "model"]]  # the last: the plan's
    assert s.cut_short == []  # planned, not cut: the same plan every run
    assert np.array_equal(runs[0].assignment, runs[1].assignment)
    assert all(a.status == "holds" for a in runs[0].report.annotations)
    assert s.bound_s <= s.objective_s
    p = prepare(TRAIN, PlanOptions(mesh=MESH, decompose="always", time_limit=5,
                                   deterministic=True), timed=True, axis_phases=True)
    assert p.decomposed is not None and p.decomposed.assignment is None
    assert p.encoding is p.decomposed.encoding  # the last phase's strategies are the plan's
