"""Every kind of user intent, both ways: it holds in the plan, and a conflicting set is
reported with the annotations' names and source lines."""

from __future__ import annotations

import pytest

import planner
from planner.encode.cost.hardware import PRESETS
from planner.encode.problem.axis_assignments import assignments
from planner.model.dialects.value_sharding import value_sharding
from planner.model.sharding.axis import AxisRef, SubAxisInfo
from planner.model.sharding.mesh import MeshAttr, MeshAxis
from planner.planning.plan import PlanConflict, plan

HEAD = 'module {\nsdy.mesh @mesh = <["x"=2, "y"=4]>\n'


def _module(args: str, body: str, results: str) -> str:
    return HEAD + f"func.func public @main({args}) -> ({results}) {{\n{body}\n}}\n}}\n"


def _sh(text: str) -> str:
    return f"{{sdy.sharding = #sdy.sharding<@mesh, {text}>}}"


def _conflict_lines(text: str, **kw: object) -> list[str]:
    with pytest.raises(PlanConflict) as e:
        plan(text, time_limit=5.0, **kw)  # type: ignore[arg-type]
    return e.value.diagnostics()


def _ops(result: object) -> dict[str, list[planner.Operation]]:
    out: dict[str, list[planner.Operation]] = {}
    for op in result.module.walk():  # type: ignore[attr-defined]
        out.setdefault(op.name, []).append(op)
    return out


T = "tensor<64x128xf32>"
ELEMWISE = "  %0 = stablehlo.tanh %arg0 : tensor<64x128xf32>\n  return %0 : tensor<64x128xf32>"


def test_closed_argument_and_result_shardings_hold_exactly() -> None:
    text = _module(f'%arg0: {T} ' + _sh('[{"x"}, {}]'), ELEMWISE,
                   f'{T} ' + _sh('[{}, {"y"}]'))
    r = plan(text, time_limit=5.0)
    func = r.module.funcs()["main"]
    assert str(func.arg_sharding(0)) == '#sdy.sharding<@mesh, [{"x"}, {}]>'
    assert str(func.result_sharding(0)) == '#sdy.sharding<@mesh, [{}, {"y"}]>'
    assert [a.status for a in r.report.annotations] == ["holds", "holds"]


def test_open_dimension_keeps_its_axes_as_major_prefix_and_grows() -> None:
    # 64x128 on x=2,y=4: the cheapest plan shards everything; dim 1 may grow past "y".
    text = _module(f'%arg0: {T} ' + _sh('[{?}, {"y", ?}]'), ELEMWISE, T)
    r = plan(text, time_limit=5.0)
    got = r.module.funcs()["main"].arg_sharding(0)
    assert got is not None and got.dims[1].axes[0].name == "y"
    assert not got.dims[1].is_closed  # the user's flags are kept
    assert sum(len(d.axes) for d in got.dims) == 2  # it grew: both axes used


def test_replicated_axes_are_not_used() -> None:
    text = _module(f'%arg0: {T} ' + _sh('[{?}, {?}], replicated={"y"}'), ELEMWISE, T)
    r = plan(text, time_limit=5.0)
    got = r.module.funcs()["main"].arg_sharding(0)
    assert got is not None and all(a.name != "y" for a in got.dim_axes())
    assert [a.name for a in got.replicated] == ["y"]


def test_replicated_axis_conflicts_with_a_pin() -> None:
    text = _module(f'%arg0: {T} ' + _sh('[{?}, {?}], replicated={"y"}'), ELEMWISE, T)
    lines = _conflict_lines(text, pins={"arg0": '<@mesh, [{"y"}, {}]>'})
    assert len(lines) == 2
    assert lines[0].startswith("<input>:3:") and "sharding of argument 0" in lines[0]
    assert lines[1].startswith("<pin arg0>:1:1: error: sharding of argument 0")


def test_sharding_constraint_holds_and_conflicts() -> None:
    body = ('  %0 = stablehlo.tanh %arg0 : tensor<64x128xf32>\n'
            '  %1 = sdy.sharding_constraint %0 <@mesh, [{}, {"x"}]> : tensor<64x128xf32>\n'
            '  return %1 : tensor<64x128xf32>')
    r = plan(_module(f"%arg0: {T}", body, T), time_limit=5.0)
    c = _ops(r)["sdy.sharding_constraint"][0]
    assert str(value_sharding(c.results[0])) == '#sdy.sharding<@mesh, [{}, {"x"}]>'
    # The constraint and a closed result sharding tied by a sharding group cannot agree.
    body = ('  %0 = stablehlo.tanh %arg0 : tensor<64x128xf32>\n'
            '  %1 = sdy.sharding_constraint %0 <@mesh, [{}, {"x"}]> : tensor<64x128xf32>\n'
            '  sdy.sharding_group %1 group_id=7 : tensor<64x128xf32>\n'
            '  sdy.sharding_group %arg0 group_id=7 : tensor<64x128xf32>\n'
            '  return %1 : tensor<64x128xf32>')
    lines = _conflict_lines(_module(f'%arg0: {T} ' + _sh('[{"y"}, {}]'), body, T))
    assert len(lines) == 3
    assert any(x.startswith("<input>:5:") and "sharding constraint" in x for x in lines)
    assert any(x.startswith("<input>:6:") and "sharding group 7" in x for x in lines)
    assert any(x.startswith("<input>:3:") and "argument 0" in x for x in lines)


def test_sharding_group_members_are_identical() -> None:
    body = ('  %0 = stablehlo.tanh %arg0 : tensor<64x128xf32>\n'
            '  %1 = stablehlo.exponential %arg1 : tensor<64x128xf32>\n'
            '  sdy.sharding_group %0 group_id=1 : tensor<64x128xf32>\n'
            '  sdy.sharding_group %1 group_id=1 : tensor<64x128xf32>\n'
            '  %2 = stablehlo.add %0, %1 : tensor<64x128xf32>\n'
            '  return %2 : tensor<64x128xf32>')
    args = f'%arg0: {T} ' + _sh('[{"y"}, {}]') + f', %arg1: {T} ' + _sh('[{}, {"x"}]')
    r = plan(_module(args, body, T), time_limit=5.0)
    ops = _ops(r)
    a = value_sharding(ops["stablehlo.tanh"][0].results[0])
    b = value_sharding(ops["stablehlo.exponential"][0].results[0])
    assert a is not None and b is not None and a.same_dim_axes(b)


def test_data_flow_edge_shares_one_sharding() -> None:
    body = ('  %0:2 = stablehlo.optimization_barrier %arg0, %arg1 : tensor<64x128xf32>, '
            'tensor<64x128xf32>\n  %1 = stablehlo.add %0#0, %0#1 : tensor<64x128xf32>\n'
            '  return %1 : tensor<64x128xf32>')
    args = f'%arg0: {T} ' + _sh('[{"x"}, {"y"}]') + f', %arg1: {T}'
    r = plan(_module(args, body, T), time_limit=5.0)
    barrier = _ops(r)["stablehlo.optimization_barrier"][0]
    # The barrier's result carries its operand's sharding: no reshard across the edge.
    assert str(value_sharding(barrier.results[0])) == '#sdy.sharding<@mesh, [{"x"}, {"y"}]>'
    assert "sdy.reshard" not in _ops(r)


def test_manual_computation_keeps_manual_axes_and_uses_free_ones_inside() -> None:
    text = (HEAD + 'func.func public @main(%arg0: tensor<64x128xf32>) -> tensor<64x128xf32> {\n'
            '  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x", ?}, {?}]>] '
            'out_shardings=[<@mesh, [{"x", ?}, {?}]>] manual_axes={"x"} '
            '(%a: tensor<32x128xf32>) {\n'
            '    %1 = stablehlo.tanh %a : tensor<32x128xf32>\n'
            '    sdy.return %1 : tensor<32x128xf32>\n'
            '  } : (tensor<64x128xf32>) -> tensor<64x128xf32>\n'
            '  return %0 : tensor<64x128xf32>\n}\n}\n')
    r = plan(text, time_limit=5.0)
    assert planner.verify(r.module) == []
    mc = _ops(r)["sdy.manual_computation"][0]
    for attr in (mc.properties["in_shardings"], mc.properties["out_shardings"]):
        assert attr[0].dims[0].axes[0].name == "x"
    inner = value_sharding(_ops(r)["stablehlo.tanh"][0].results[0])
    assert inner is not None and all(a.name != "x" for a in inner.dim_axes())
    assert any(a.name == "y" for a in inner.dim_axes())  # the free axis is used inside


def test_manual_computation_conflicts_with_a_sharding_group() -> None:
    text = (HEAD + 'func.func public @main(%arg0: tensor<64x128xf32> '
            '{sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) -> tensor<64x128xf32> {\n'
            '  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {}]>] '
            'out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x"} '
            '(%a: tensor<32x128xf32>) {\n'
            '    sdy.return %a : tensor<32x128xf32>\n'
            '  } : (tensor<64x128xf32>) -> tensor<64x128xf32>\n'
            '  sdy.sharding_group %0 group_id=3 : tensor<64x128xf32>\n'
            '  sdy.sharding_group %arg0 group_id=3 : tensor<64x128xf32>\n'
            '  return %0 : tensor<64x128xf32>\n}\n}\n')
    lines = _conflict_lines(text)
    assert any(x.startswith("<input>:7:3:") and "sharding group 3" in x for x in lines)
    assert any(x.startswith("<input>:3:") and "argument 0" in x for x in lines)
    # Without the group the manual axes hold and the argument is resharded into them.
    r = plan(text.replace("  sdy.sharding_group %0 group_id=3 : tensor<64x128xf32>\n", ""),
             time_limit=5.0)
    mc = _ops(r)["sdy.manual_computation"][0]
    assert str(mc.properties["out_shardings"]) == \
        '#sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>'


def test_memory_cap_forces_sharding_or_is_infeasible() -> None:
    big = "tensor<1024x1024xf32>"  # 4 MiB
    body = ("  %0 = stablehlo.tanh %arg0 : tensor<1024x1024xf32>\n"
            "  return %0 : tensor<1024x1024xf32>")
    text = _module(f"%arg0: {big}", body, big)
    free = plan(text, time_limit=5.0)
    capped = plan(text, time_limit=5.0, memory_cap=1 << 20)
    assert capped.solution.peak_usage <= 1 << 20 < free.problem.node_usage.max()
    with pytest.raises(planner.PlannerError, match=r"error: no plan fits in 1.00 KiB per device "
                       r"\(--memory-cap\); the leanest plan would need at least 1.00 MiB "
                       r"\(1,024x\): more devices"):
        plan(text, time_limit=5.0, memory_cap=1 << 10)


def test_a_cap_no_plan_fits_is_refused_without_a_solve(monkeypatch: pytest.MonkeyPatch
                                                        ) -> None:
    # The leanest plan (every node at its leanest strategy) already overflows: the answer
    # needs no search, however big the program.
    import planner.planning.plan as plan_module

    def no_solve(*_: object, **__: object) -> None:
        raise AssertionError("solved")

    big = "tensor<1024x1024xf32>"
    body = ("  %0 = stablehlo.tanh %arg0 : tensor<1024x1024xf32>\n"
            "  return %0 : tensor<1024x1024xf32>")
    monkeypatch.setattr(plan_module, "solve", no_solve)
    with pytest.raises(planner.PlannerError, match=r"error: no plan fits in 1.00 KiB"):
        plan(_module(f"%arg0: {big}", body, big), time_limit=5.0, memory_cap=1 << 10)


def test_the_hardware_memory_keeps_a_reserve_a_given_cap_does_not() -> None:
    big = "tensor<1024x1024xf32>"  # 4 MiB in, 4 MiB out: 8 MiB on one device
    body = ("  %0 = stablehlo.tanh %arg0 : tensor<1024x1024xf32>\n"
            "  return %0 : tensor<1024x1024xf32>")
    text = _module(f"%arg0: {big}", body, big).replace('"x"=2, "y"=4', '"x"=1')
    tight = PRESETS["h100-8"].model_copy(update={"name": "tight", "memory_bytes": 8 << 20})
    assert plan(text, time_limit=5.0, memory_cap=8 << 20).report.cost.peak_memory_bytes \
        == 8 << 20
    with pytest.raises(planner.PlannerError, match=r"no plan fits in 8.00 MiB per device "
                       r"\(tight\); the leanest plan would need at least 8.00 MiB \(1x, 3% "
                       r"of tight's memory being kept in reserve\): more devices"):
        plan(text, time_limit=5.0, hardware=tight)


def test_an_annotation_that_does_not_divide_is_kept_padded() -> None:
    # 4 rows over x=8 (a re-meshed batch): Shardy pads; the plan keeps the annotation.
    t = "tensor<4x16xf32>"
    batch_on_x = _sh('[{"x"}, {}]')
    text = _module(f"%arg0: {t} {batch_on_x}",
                   f"  %0 = stablehlo.tanh %arg0 : {t}\n  return %0 : {t}", t)
    r = plan(text, time_limit=5.0, mesh="x=8,y=2")
    assert [a.status for a in r.report.annotations] == ["holds"]
    assert str(r.encoding.func.arg_sharding(0)) == '#sdy.sharding<@mesh, [{"x"}, {}]>'
    assert r.report.cost.peak_memory_bytes > 0


def test_a_dimension_an_axis_does_not_divide_is_sharded_padded_a_little_at_most() -> None:
    # Every sharded dimension of the plan pads at most 1/8 (63 rows over x=2: 64; 127
    # columns over y=4: 128); 9 over 8 devices (16, +78 %) never is.
    odd = "tensor<63x127xf32>"
    body = "  %0 = stablehlo.tanh %arg0 : tensor<63x127xf32>\n  return %0 : tensor<63x127xf32>"
    r = plan(_module(f"%arg0: {odd}", body, odd), time_limit=5.0)
    mesh = r.encoding.mesh
    for op in r.module.walk():
        for v in op.results:
            s = value_sharding(v)
            for size, dim in zip((63, 127), s.dims if s is not None else (), strict=False):
                shards = 1
                for a in dim.axes:
                    shards *= a.size(mesh)
                assert -(-size // shards) * shards <= 1.125 * size
    mesh8 = MeshAttr((MeshAxis("x", 8),))
    assert list(assignments([9], [True], ["x"], mesh8, paddable=[True])) == [((),)]
    mesh4 = MeshAttr((MeshAxis("x", 4),))
    assert list(assignments([50], [True], ["x"], mesh4)) == [((),), ((_x(2),),)]
    assert list(assignments([50], [True], ["x"], mesh4, paddable=[True])) == [
        ((),), ((_x(2),),), ((AxisRef("x"),),)]


def _x(size: int) -> AxisRef:
    return AxisRef("x", SubAxisInfo(1, size))


def test_an_op_computes_padded_where_its_annotations_are() -> None:
    # 50 columns over model=4 (13 each, 2 of padding): the weight and the result are
    # annotated so; the dot computes that way (no reshard) and the simulated mesh agrees
    # with the reference. Without padded strategies it all-gathered the weight, at 1.66x
    # Shardy's memory.
    text = """module {
sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func public @main(%x: tensor<64x96xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>},
                       %w: tensor<96x50xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>})
    -> (tensor<64x50xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) {
  %y = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<64x96xf32>, tensor<96x50xf32>) -> tensor<64x50xf32>
  %t = stablehlo.tanh %y : tensor<64x50xf32>
  return %t : tensor<64x50xf32>
}
}
"""
    r = plan(text, time_limit=5.0, baseline="none")
    assert r.report.reshards_inserted == 0
    dot = next(op for op in r.module.walk() if op.name == "stablehlo.dot_general")
    assert str(value_sharding(dot.results[0])) == \
        '#sdy.sharding<@mesh, [{"data"}, {"model"}]>'
    assert planner.simulate(r.module).ok
