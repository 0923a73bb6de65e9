"""Verifier: the sdy collectives -- the rules they share (operand sharding, valid
out_sharding on the same mesh) and, per op, that applying its axes to the operand
sharding gives out_sharding."""

from __future__ import annotations

from collections.abc import Callable

import pytest

JAX, NOJAX, SYNTAX = "rejects", "accepts", "syntax"  # see test_verify_meshes.py

# 32 devices; @rev orders them backwards, @twin is @mesh under another name.
MESHES = "\n".join([
    'sdy.mesh @mesh = <["a"=2, "b"=2, "c"=4, "d"=2]>',
    'sdy.mesh @rev = <["a"=2, "b"=2, "c"=4, "d"=2], device_ids=['
    + ", ".join(str(i) for i in reversed(range(32))) + "]>",
    'sdy.mesh @flat = <["x"=32]>',
    'sdy.mesh @twin = <["a"=2, "b"=2, "c"=4, "d"=2]>',
])
T3 = "tensor<8x8x8xf32>"


def coll(operand: str | None, op: str, type: str = T3) -> str:
    """``op`` (a collective on ``%arg0``, op name at line 6 column 8) where the argument
    carries the sharding ``<operand>`` (none if None)."""
    attr = f" {{sdy.sharding = #sdy.sharding<{operand}>}}" if operand else ""
    return f"""{MESHES}
func.func @f(%arg0: {type}{attr}) -> {type} {{
  %0 = {op} : {type}
  return %0 : {type}
}}
"""


def at(op: str, message: str) -> str:
    return f"t.mlir:6:8: error: 'sdy.{op}' op {message}"


AB_C = '@mesh, [{"a", "b"}, {}, {"c"}]'
A = '@mesh, [{"a"}, {}, {}]'

INVALID = [
    # rules all collectives share
    pytest.param(coll(None, 'sdy.all_gather [{"b"}, {}, {}] %arg0 out_sharding=<@mesh, [{}, {}, '
                            '{}]>'),
                 at("all_gather", "collective on an operand without a sharding"), JAX,
                 id="gather-operand-without-sharding"),
    pytest.param(coll(None, 'sdy.all_to_all [{"b"}: 0->2] %arg0 out_sharding=<@mesh, [{}, {}, '
                            '{"b"}]>'),
                 at("all_to_all", "collective on an operand without a sharding"), JAX,
                 id="all-to-all-operand-without-sharding"),
    pytest.param(coll(None, 'sdy.collective_permute %arg0 out_sharding=<@mesh, [{}, {}, {}]>'),
                 at("collective_permute", "collective on an operand without a sharding"), JAX,
                 id="permute-operand-without-sharding"),
    pytest.param(coll(None, 'sdy.replicated_to_unreduced {"b"} %arg0 out_sharding=<@mesh, [{}, '
                            '{}, {}], unreduced={"b"}>'),
                 at("replicated_to_unreduced", "collective on an operand without a sharding"),
                 JAX, id="r2u-operand-without-sharding"),
    pytest.param(coll(None, 'sdy.sharded_to_unreduced [{}, {}, {}] %arg0 out_sharding=<@mesh, '
                            '[{}, {}, {}]>'),
                 at("sharded_to_unreduced", "collective on an operand without a sharding"), JAX,
                 id="s2u-operand-without-sharding"),
    pytest.param(coll(AB_C, 'sdy.all_gather [{"b"}, {}, {"c"}] %arg0 out_sharding=<@mesh, '
                            '[{"a"}, {}, {"z"}]>'),
                 at("all_gather", 'out_sharding: unknown axis name "z" in mesh @mesh'), JAX,
                 id="out-sharding-invalid"),
    pytest.param(coll(AB_C, 'sdy.all_gather [{"b"}, {}, {"c"}] %arg0 out_sharding=<@rev, '
                            '[{"a"}, {}, {}]>'),
                 at("all_gather", "out_sharding mesh @rev doesn't match the operand's mesh @mesh"),
                 JAX, id="out-mesh-differs"),
    # all_gather
    pytest.param(coll(AB_C, 'sdy.all_gather [{"a"}, {}, {"c"}] %arg0 out_sharding=<@mesh, '
                            '[{"b"}, {}, {}]>'),
                 at("all_gather", 'gathering_axes: can\'t gather axis "a" from dimension 0 of the '
                    'operand sharding {"a", "b"}; the axes must be a suffix of the dimension\'s '
                    "axes"), JAX, id="gather-not-a-suffix"),
    pytest.param(coll(AB_C, 'sdy.all_gather [{"b"}, {}, {"c":(1)2}] %arg0 out_sharding=<@mesh, '
                            '[{"a"}, {}, {"c":(2)2}]>'),
                 at("all_gather", 'gathering_axes: can\'t gather axis "c":(1)2 from dimension 2 '
                    'of the operand sharding {"c"}; the axes must be a suffix of the dimension\'s '
                    "axes"), JAX, id="gather-major-sub-axis"),
    pytest.param(coll(AB_C, 'sdy.all_gather [{"b"}, {}, {"c"}] %arg0 out_sharding=<@mesh, '
                            '[{"b"}, {}, {}]>'),
                 at("all_gather", 'out_sharding dimension 0 is {"b"} but applying gathering_axes '
                    'to the operand sharding gives {"a"}'), JAX, id="gather-wrong-result"),
    pytest.param(coll(AB_C, 'sdy.all_gather [{"b"}, {}] %arg0 out_sharding=<@mesh, [{"a"}, {}, '
                            '{}]>'),
                 at("all_gather", "gathering_axes has rank 2 but out_sharding has rank 3"), JAX,
                 id="gather-axes-rank"),
    pytest.param(coll(AB_C, 'sdy.all_gather [{"b", "b"}, {}, {}] %arg0 out_sharding=<@mesh, '
                            '[{"a"}, {}, {"c"}]>'),
                 at("all_gather", 'gathering_axes: duplicate axis ref "b"'), JAX,
                 id="gather-axes-duplicate"),
    pytest.param(coll(AB_C, 'sdy.all_gather [{"q"}, {}, {}] %arg0 out_sharding=<@mesh, '
                            '[{"a"}, {}, {"c"}]>'),
                 at("all_gather", 'gathering_axes: unknown axis name "q" in mesh @mesh'), JAX,
                 id="gather-axes-unknown"),
    pytest.param(coll(AB_C, 'sdy.all_gather [{}, {}, {"c":(4)1}] %arg0 out_sharding=<@mesh, '
                            '[{"a", "b"}, {}, {"c"}]>'),
                 at("all_gather", 'gathering_axes: sub-axis size must be greater than 1: '
                    '"c":(4)1'), JAX, id="gather-axes-invalid-sub-axis"),
    # all_slice
    pytest.param(coll(A, 'sdy.all_slice [{"b"}, {}, {"c"}] %arg0 out_sharding=<@mesh, '
                         '[{"a", "b"}, {}, {}]>'),
                 at("all_slice", 'out_sharding dimension 2 is {} but applying slicing_axes to the '
                    'operand sharding gives {"c"}'), JAX, id="slice-wrong-result"),
    pytest.param(coll(A, 'sdy.all_slice [{"b"}, {}] %arg0 out_sharding=<@mesh, [{"a", "b"}, {}, '
                         '{}]>'),
                 at("all_slice", "slicing_axes has rank 2 but out_sharding has rank 3"), JAX,
                 id="slice-axes-rank"),
    pytest.param(coll(A, 'sdy.all_slice [{"b"}, {"b"}, {}] %arg0 out_sharding=<@mesh, '
                         '[{"a", "b"}, {}, {}]>'),
                 at("all_slice", 'slicing_axes: duplicate axis ref "b"'), JAX,
                 id="slice-axes-duplicate"),
    # reduce_scatter
    pytest.param(coll(A, 'sdy.reduce_scatter [{"b"}, {}, {}] %arg0 out_sharding=<@mesh, '
                         '[{"a"}, {}, {}]>'),
                 at("reduce_scatter", 'out_sharding dimension 0 is {"a"} but applying '
                    'reduce_scatter_axes to the operand sharding gives {"a", "b"}'), JAX,
                 id="reduce-scatter-wrong-result"),
    # all_reduce
    pytest.param(coll(A, 'sdy.all_reduce {"c", "b"} %arg0 out_sharding=<@mesh, [{"a"}, {}, {}]>'),
                 at("all_reduce", 'reduction_axes: reduction axes {"c", "b"} are not ordered '
                    'w.r.t. mesh @mesh (expected {"b", "c"})'), JAX,
                 id="reduce-axes-not-sorted"),
    pytest.param(coll(A, 'sdy.all_reduce {"a"} %arg0 out_sharding=<@mesh, [{"a"}, {}, {}]>'),
                 at("all_reduce", 'reduction axis "a" overlaps with the operand\'s dimension '
                    "sharding or replicated axes"), JAX, id="reduce-axis-shards-operand"),
    pytest.param(coll(A + ', replicated={"b"}', 'sdy.all_reduce {"b"} %arg0 out_sharding=<@mesh, '
                      '[{"a"}, {}, {}], replicated={"b"}>'),
                 at("all_reduce", 'reduction axis "b" overlaps with the operand\'s dimension '
                    "sharding or replicated axes"), JAX, id="reduce-axis-replicated"),
    pytest.param(coll(A + ', unreduced={"b"}', 'sdy.all_reduce {"b"} %arg0 out_sharding=<@mesh, '
                      '[{"a"}, {}, {}], unreduced={"b"}>'),
                 at("all_reduce", 'reduction axis "b" overlaps with the unreduced axes of '
                    "out_sharding"), JAX, id="reduce-axis-stays-unreduced"),
    pytest.param(coll(A, 'sdy.all_reduce {"b"} %arg0 out_sharding=<@mesh, [{"c"}, {}, {}]>'),
                 at("all_reduce", 'out_sharding <@mesh, [{"c"}, {}, {}]> is not equivalent to the '
                    'operand sharding <@mesh, [{"a"}, {}, {}]>'), JAX,
                 id="reduce-changes-dims"),
    pytest.param(coll(None, 'sdy.all_reduce {"b"} %arg0 out_sharding=<@mesh, [{"a"}, {}, {}]>'),
                 at("all_reduce", 'out_sharding <@mesh, [{"a"}, {}, {}]> is not equivalent to the '
                    "operand sharding <@mesh, [{}, {}, {}]>"), JAX,
                 id="reduce-unsharded-operand-sharded-result"),
    # all_to_all
    pytest.param(coll(AB_C, 'sdy.all_to_all [] %arg0 out_sharding=<@mesh, [{"a", "b"}, {}, '
                            '{"c"}]>'),
                 at("all_to_all", "params must not be empty"), JAX, id="all-to-all-no-params"),
    pytest.param(coll(AB_C, 'sdy.all_to_all [{"b"}: 0->3] %arg0 out_sharding=<@mesh, [{"a"}, {}, '
                            '{"c"}]>'),
                 at("all_to_all", "params: target dimension 3 is out of range [0, 3)"), JAX,
                 id="all-to-all-target-out-of-range"),
    pytest.param(coll(AB_C, 'sdy.all_to_all [{"b"}: 5->1] %arg0 out_sharding=<@mesh, [{"a"}, {}, '
                            '{"c"}]>'),
                 at("all_to_all", "params: source dimension 5 is out of range [0, 3)"), JAX,
                 id="all-to-all-source-out-of-range"),
    pytest.param(coll(AB_C, 'sdy.all_to_all [{"b"}: 0->1, {"c"}: 2->1] %arg0 out_sharding=<@mesh, '
                            '[{"a"}, {"b", "c"}, {}]>'),
                 at("all_to_all", "params: dimension 1 is used by more than one source/target"),
                 JAX, id="all-to-all-dims-overlap"),
    pytest.param(coll('@mesh, [{"a", "b"}, {"c"}, {}, {}]',
                      'sdy.all_to_all [{"c"}: 1->3, {"b"}: 0->2] %arg0 out_sharding=<@mesh, '
                      '[{"a"}, {}, {"b"}, {"c"}]>', type="tensor<8x8x8x8xf32>"),
                 at("all_to_all", "params: source dimensions must be sorted in ascending order, "
                    "got 0 after 1"), JAX, id="all-to-all-sources-not-ascending"),
    pytest.param(coll(AB_C, 'sdy.all_to_all [{"a"}: 0->1] %arg0 out_sharding=<@mesh, [{"b"}, '
                            '{"a"}, {"c"}]>'),
                 at("all_to_all", 'params: can\'t move axis "a" from dimension 0 of the operand '
                    'sharding {"a", "b"}; the axes must be a suffix of the dimension\'s axes'),
                 JAX, id="all-to-all-not-a-suffix"),
    pytest.param(coll(AB_C, 'sdy.all_to_all [{"b"}: 0->1] %arg0 out_sharding=<@mesh, [{"a"}, {}, '
                            '{"c"}]>'),
                 at("all_to_all", 'out_sharding dimension 1 is {} but applying params to the '
                    'operand sharding gives {"b"}'), JAX, id="all-to-all-wrong-target"),
    pytest.param(coll(AB_C, 'sdy.all_to_all [{"b"}: 0->1] %arg0 out_sharding=<@mesh, [{"a"}, '
                            '{"b"}, {}]>'),
                 at("all_to_all", 'out_sharding dimension 2 is {} but applying params to the '
                    'operand sharding gives {"c"}'), JAX, id="all-to-all-other-dim-changed"),
    pytest.param(coll(AB_C, 'sdy.all_to_all [{"b", "b"}: 0->1] %arg0 out_sharding=<@mesh, '
                            '[{"a"}, {"b"}, {"c"}]>'),
                 at("all_to_all", 'params: duplicate axis ref "b"'), JAX,
                 id="all-to-all-axes-duplicate"),
    # collective_permute
    pytest.param(coll('@mesh, [{"a", "c"}, {"b"}, {"d"}]',
                      'sdy.collective_permute %arg0 out_sharding=<@mesh, [{"c"}, {"d"}, {"b"}]>'),
                 at("collective_permute", "out_sharding dimension 0 is sharded 4 ways but the "
                    "operand's is sharded 8 ways"), JAX, id="permute-changes-shard-count"),
    pytest.param(coll('@mesh, [{"a", "c"}, {"b"}, {"d"}]',
                      'sdy.collective_permute %arg0 out_sharding=<@flat, [{"x":(1)8}, {"x":(8)2}, '
                      '{"x":(16)2}]>'),
                 at("collective_permute", "out_sharding mesh @flat has different axes than the "
                    "operand's mesh @mesh"), JAX, id="permute-mesh-axes-differ"),
    pytest.param(coll('@mesh, [{"a", "c"}, {"b"}, {"d"}]',
                      'sdy.collective_permute %arg0 out_sharding=<@twin, [{"a", "c"}, {"b"}, '
                      '{"d"}]>'),
                 at("collective_permute", "out_sharding mesh @twin differs from the operand's "
                    "mesh @mesh but has the same device ids"), JAX,
                 id="permute-mesh-renamed-only"),
    # replicated_to_unreduced
    pytest.param(coll(A, 'sdy.replicated_to_unreduced {} %arg0 out_sharding=<@mesh, [{"a"}, {}, '
                         '{}]>'),
                 at("replicated_to_unreduced", "axes must not be empty"), JAX, id="r2u-no-axes"),
    pytest.param(coll(A, 'sdy.replicated_to_unreduced {"c", "b"} %arg0 out_sharding=<@mesh, '
                         '[{"a"}, {}, {}], unreduced={"b", "c"}>'),
                 at("replicated_to_unreduced", 'axes: replicated-to-unreduced axes {"c", "b"} are '
                    'not ordered w.r.t. mesh @mesh (expected {"b", "c"})'), JAX,
                 id="r2u-axes-not-sorted"),
    pytest.param(coll(A, 'sdy.replicated_to_unreduced {"a"} %arg0 out_sharding=<@mesh, [{"a"}, '
                         '{}, {}]>'),
                 at("replicated_to_unreduced", 'axis "a" is not replicated: it overlaps with the '
                    "operand's dimension sharding"), JAX, id="r2u-axis-shards-operand"),
    pytest.param(coll(A + ', unreduced={"b"}', 'sdy.replicated_to_unreduced {"b"} %arg0 '
                      'out_sharding=<@mesh, [{"a"}, {}, {}], unreduced={"b"}>'),
                 at("replicated_to_unreduced", 'axis "b" is not replicated: it overlaps with the '
                    "operand's unreduced axes"), JAX, id="r2u-axis-already-unreduced"),
    pytest.param(coll(A, 'sdy.replicated_to_unreduced {"b"} %arg0 out_sharding=<@mesh, '
                         '[{"a", ?}, {}, {}], unreduced={"b"}>'),
                 at("replicated_to_unreduced", 'out_sharding dimension shardings [{"a", ?}, {}, '
                    '{}] must equal the operand\'s [{"a"}, {}, {}]'), JAX, id="r2u-dims-differ"),
    pytest.param(coll(A, 'sdy.replicated_to_unreduced {"b"} %arg0 out_sharding=<@mesh, [{"a"}, '
                         '{}, {}], unreduced={"c"}>'),
                 at("replicated_to_unreduced", 'out_sharding unreduced axes {"c"} must be the '
                    'operand\'s unreduced axes plus axes, {"b"}'), JAX,
                 id="r2u-wrong-unreduced"),
    # sharded_to_unreduced
    pytest.param(coll('@mesh, [{"a", "b"}, {}, {"d"}]', 'sdy.sharded_to_unreduced [{"a"}, {}, {}] '
                      '%arg0 out_sharding=<@mesh, [{"b"}, {}, {"d"}], unreduced={"a"}>'),
                 at("sharded_to_unreduced", 'axes: can\'t unreduce axis "a" from dimension 0 of '
                    'the operand sharding {"a", "b"}; the axes must be a suffix of the '
                    "dimension's axes"), JAX, id="s2u-not-a-suffix"),
    pytest.param(coll('@mesh, [{"a", "b"}, {}, {"d"}], unreduced={"c"}',
                      'sdy.sharded_to_unreduced [{"b"}, {}, {"d"}] %arg0 out_sharding=<@mesh, '
                      '[{"a"}, {}, {}], unreduced={"b", "c"}>'),
                 at("sharded_to_unreduced", 'out_sharding unreduced axes {"b", "c"} must be the '
                    'operand\'s unreduced axes plus axes, {"b", "c", "d"}'), JAX,
                 id="s2u-wrong-unreduced"),
    pytest.param(coll('@mesh, [{"a", "b"}, {}, {"d"}]',
                      'sdy.sharded_to_unreduced [{"b"}, {}, {}] %arg0 out_sharding=<@mesh, '
                      '[{"a"}, {}, {}], unreduced={"b"}>'),
                 at("sharded_to_unreduced", 'out_sharding dimension 2 is {} but applying axes to '
                    'the operand sharding gives {"d"}'), JAX, id="s2u-wrong-dims"),
]

VALID = [
    pytest.param(coll(AB_C, 'sdy.all_gather [{"b"}, {}, {"c"}] %arg0 out_sharding=<@mesh, '
                            '[{"a"}, {}, {}]>'), id="gather"),
    pytest.param(coll(AB_C, 'sdy.all_gather [{"b"}, {}, {"c":(2)2}] %arg0 out_sharding=<@mesh, '
                            '[{"a"}, {}, {"c":(1)2}]>'), id="gather-minor-sub-axis"),
    pytest.param(coll(AB_C, 'sdy.all_gather [{"b"}, {}, {}] %arg0 out_sharding=<@twin, '
                            '[{"a"}, {}, {"c"}]>'), id="gather-onto-identical-mesh"),
    pytest.param(coll(A, 'sdy.all_slice [{"b"}, {}, {"c"}] %arg0 out_sharding=<@mesh, '
                         '[{"a", "b"}, {}, {"c"}]>'), id="slice"),
    pytest.param(coll('@mesh, [{"a"}, {}, {"c":(1)2}]',
                      'sdy.all_slice [{"b"}, {}, {"c":(2)2}] %arg0 out_sharding=<@mesh, '
                      '[{"a", "b"}, {}, {"c"}]>'), id="slice-merges-sub-axes"),
    pytest.param(coll(None, 'sdy.all_slice [{"b"}, {}, {"c"}] %arg0 out_sharding=<@mesh, [{"b"}, '
                            '{}, {"c"}]>'), id="slice-unsharded-operand"),
    pytest.param(coll(A, 'sdy.reduce_scatter [{"b"}, {}, {}] %arg0 out_sharding=<@mesh, '
                         '[{"a", "b"}, {}, {}]>'), id="reduce-scatter"),
    pytest.param(coll(None, 'sdy.reduce_scatter [{"b"}, {}, {}] %arg0 out_sharding=<@mesh, '
                            '[{"b"}, {}, {}]>'), id="reduce-scatter-unsharded-operand"),
    pytest.param(coll(A + ', unreduced={"b"}', 'sdy.all_reduce {"b"} %arg0 out_sharding=<@mesh, '
                      '[{"a", ?}, {}, {}]>'), id="reduce"),
    pytest.param(coll(A + ', replicated={"c"}', 'sdy.all_reduce {"b", "d"} %arg0 '
                      'out_sharding=<@mesh, [{"a"}, {}, {}]>'), id="reduce-ignores-replicated"),
    pytest.param(coll(None, 'sdy.all_reduce {"b"} %arg0 out_sharding=<@mesh, [{}, {}, {}]>'),
                 id="reduce-unsharded-operand"),
    pytest.param(coll(AB_C, 'sdy.all_to_all [{"b"}: 0->1] %arg0 out_sharding=<@mesh, [{"a"}, '
                            '{"b"}, {"c"}]>'), id="all-to-all"),
    pytest.param(coll('@mesh, [{"a", "b"}, {}, {"c"}]', 'sdy.all_to_all [{"b"}: 0->2] %arg0 '
                      'out_sharding=<@mesh, [{"a"}, {}, {"c", "b"}]>'),
                 id="all-to-all-appends-to-target"),
    pytest.param(coll('@mesh, [{"a", "b"}, {"c"}, {}, {}]',
                      'sdy.all_to_all [{"b"}: 0->2, {"c"}: 1->3] %arg0 out_sharding=<@mesh, '
                      '[{"a"}, {}, {"b"}, {"c"}]>', type="tensor<8x8x8x8xf32>"),
                 id="all-to-all-two-params"),
    pytest.param(coll('@mesh, [{"a", "c"}, {"b"}, {"d"}]',
                      'sdy.collective_permute %arg0 out_sharding=<@mesh, [{"c", "a"}, {"d"}, '
                      '{"b"}]>'), id="permute"),
    pytest.param(coll('@mesh, [{"a", "c"}, {"b"}, {"d"}]',
                      'sdy.collective_permute %arg0 out_sharding=<@rev, [{"a", "c"}, {"b"}, '
                      '{"d"}]>'), id="permute-to-reordered-devices"),
    pytest.param(coll(A + ', replicated={"c"}, unreduced={"d"}',
                      'sdy.replicated_to_unreduced {"b", "c"} %arg0 out_sharding=<@mesh, '
                      '[{"a"}, {}, {}], unreduced={"b", "c", "d"}>'), id="r2u"),
    pytest.param(coll('@mesh, [{"a", "b"}, {}, {"d"}], unreduced={"c"}',
                      'sdy.sharded_to_unreduced [{"b"}, {}, {"d"}] %arg0 out_sharding=<@mesh, '
                      '[{"a"}, {}, {}], unreduced={"b", "c", "d"}>'), id="s2u"),
    pytest.param(coll('@mesh, [{"c":(1)2, "b"}, {}, {}], unreduced={"c":(2)2}',
                      'sdy.sharded_to_unreduced [{"c":(1)2, "b"}, {}, {}] %arg0 '
                      'out_sharding=<@mesh, [{}, {}, {}], unreduced={"b", "c"}>'),
                 id="s2u-merges-sub-axes"),
    # the operand's sharding from its defining op: sdy.sharding, a collective, a constraint
    pytest.param(f"""{MESHES}
func.func @f(%arg0: {T3}) -> {T3} {{
  %0 = "stablehlo.abs"(%arg0) {{sdy.sharding = #sdy.sharding_per_value<[<{AB_C}>]>}} : ({T3}) -> {T3}
  %1 = sdy.all_gather [{{"b"}}, {{}}, {{}}] %0 out_sharding=<@mesh, [{{"a"}}, {{}}, {{"c"}}]> : {T3}
  %2 = sdy.all_slice [{{}}, {{"d"}}, {{}}] %1 out_sharding=<@mesh, [{{"a"}}, {{"d"}}, {{"c"}}]> : {T3}
  %3 = sdy.sharding_constraint %2 <@mesh, [{{"a"}}, {{}}, {{}}]> : {T3}
  %4 = sdy.all_slice [{{}}, {{"b"}}, {{}}] %3 out_sharding=<@mesh, [{{"a"}}, {{"b"}}, {{}}]> : {T3}
  return %4 : {T3}
}}
""", id="operand-sharding-from-producers"),
    pytest.param(f"""{MESHES}
func.func @f(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {{
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{{"a"}}, {{"b"}}]>] out_shardings=[<@mesh, [{{"a"}}, {{}}]>] manual_axes={{"a"}} (%arg1: tensor<4x8xf32>) {{
    %1 = sdy.all_gather [{{}}, {{"b"}}] %arg1 out_sharding=<@mesh, [{{}}, {{}}]> : tensor<4x8xf32>
    sdy.return %1 : tensor<4x8xf32>
  }} : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}}
""", id="operand-in-manual-body-drops-manual-axes"),
]


def test_operand_sharding_of_wrong_rank(verify_text: Callable[[str], list[str]]) -> None:
    # The producer's sharding is wrong for its own type too; both ops report.
    text = f"""{MESHES}
func.func @f(%arg0: {T3}) -> {T3} {{
  %0 = "stablehlo.abs"(%arg0) {{sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{{}}, {{}}]>]>}} : ({T3}) -> {T3}
  %1 = sdy.all_slice [{{}}, {{}}, {{}}] %0 out_sharding=<@mesh, [{{}}, {{}}, {{}}]> : {T3}
  return %1 : {T3}
}}
"""
    assert verify_text(text) == [
        "t.mlir:6:8: error: 'stablehlo.abs' op result 0: sharding rank 2 doesn't match the rank 3 "
        "of tensor<8x8x8xf32>"]  # the collective defers to the operand's own error


def test_out_sharding_uses_enclosing_manual_axis(verify_text: Callable[[str], list[str]]) -> None:
    text = f"""{MESHES}
func.func @f(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {{
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{{"a"}}, {{}}]>] out_shardings=[<@mesh, [{{"a"}}, {{}}]>] manual_axes={{"a"}} (%arg1: tensor<4x8xf32>) {{
    %1 = sdy.all_slice [{{"b"}}, {{}}] %arg1 out_sharding=<@mesh, [{{"a", "b"}}, {{}}]> : tensor<4x8xf32>
    sdy.return %1 : tensor<4x8xf32>
  }} : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}}
"""
    assert verify_text(text) == [
        "t.mlir:7:10: error: 'sdy.all_slice' op out_sharding: operates on axis \"a\" which is "
        "already manual in the parent sdy.manual_computation at t.mlir:6:8"]
