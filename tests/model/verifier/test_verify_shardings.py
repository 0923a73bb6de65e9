"""Verifier: axis refs, axis-ref lists, dimension and tensor shardings against their
types, `sdy.sharding` on ops (one per result) and on function arguments/results."""

from __future__ import annotations

import pytest

from planner.model.sharding.axis import AxisRef
from planner.model.sharding.tensor_sharding import DimSharding, TensorSharding
from planner.model.text.io import parse_module
from planner.model.verify.verifier import verify

JAX, NOJAX, SYNTAX = "rejects", "accepts", "syntax"  # see test_verify_meshes.py

MESH = 'sdy.mesh @mesh = <["a"=2, "b"=4, "c"=8]>'


def constraint(sharding: str, type: str = "tensor<8x8xf32>", mesh: str = MESH) -> str:
    """A sharding constraint on line 3 (its op name at column 8)."""
    return f"""{mesh}
func.func @f(%arg0: {type}) -> {type} {{
  %0 = sdy.sharding_constraint %arg0 {sharding} : {type}
  return %0 : {type}
}}
"""


def at_constraint(message: str) -> str:
    return f"t.mlir:3:8: error: 'sdy.sharding_constraint' op sharding: {message}"


def func_arg(type: str, sharding: str) -> str:
    """A function whose argument (line 2, column 14) carries ``sharding``."""
    return f"""{MESH}
func.func @f(%arg0: {type} {{sdy.sharding = {sharding}}}) -> {type} {{
  return %arg0 : {type}
}}
"""


OP_TWO_RESULTS = """sdy.mesh @mesh = <["a"=2, "b"=4, "c"=8]>
func.func @f(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0:2 = "stablehlo.optimization_barrier"(%arg0, %arg0) {sdy.sharding = SHARDING} : (tensor<8x8xf32>, tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>)
  return %0#0 : tensor<8x8xf32>
}
"""
OP_NO_RESULTS = """sdy.mesh @mesh = <["a"=2, "b"=4, "c"=8]>
sdy.mesh @max = <[], device_ids=[2]>
func.func @f(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  "stablehlo.custom_call"(%arg0) <{call_target_name = "foo", has_side_effect = true}> {sdy.sharding = SHARDING} : (tensor<8x8xf32>) -> ()
  return %arg0 : tensor<8x8xf32>
}
"""


def two_results(sharding: str) -> str:
    return OP_TWO_RESULTS.replace("SHARDING", sharding)


def no_results(sharding: str) -> str:
    return OP_NO_RESULTS.replace("SHARDING", sharding)


INVALID = [
    # mesh of a sharding
    pytest.param(constraint('<@nomesh, [{}, {}]>'), at_constraint("unknown mesh @nomesh"), JAX,
                 id="unknown-mesh"),
    pytest.param(constraint('<@f, [{}, {}]>'),
                 at_constraint("@f does not name a sdy.mesh but a 'func.func'"), JAX,
                 id="symbol-is-not-a-mesh"),
    # axis refs
    pytest.param(constraint('<@mesh, [{"z"}, {}]>'),
                 at_constraint('unknown axis name "z" in mesh @mesh'), JAX, id="unknown-axis"),
    pytest.param(constraint('<@empty, [{"a"}, {}]>', mesh='sdy.mesh @empty = <[]>'),
                 at_constraint('unknown axis name "a" in mesh @empty'), JAX,
                 id="axis-on-empty-mesh"),
    pytest.param(constraint('<mesh<["q"=2]>, [{"z"}, {}]>'),
                 at_constraint('unknown axis name "z" in mesh mesh<["q"=2]>'), JAX,
                 id="unknown-axis-inlined-mesh"),
    pytest.param(constraint('<@mesh, [{"b":(0)2}, {}]>'),
                 at_constraint('sub-axis pre-size must be at least 1: "b":(0)2'), JAX,
                 id="sub-axis-pre-size-zero"),
    pytest.param(constraint('<@mesh, [{"b":(1)1}, {}]>'),
                 at_constraint('sub-axis size must be greater than 1: "b":(1)1'), JAX,
                 id="sub-axis-size-one"),
    pytest.param(constraint('<@mesh, [{"b":(2)4}, {}]>'),
                 at_constraint('sub-axis next pre-size 8 doesn\'t divide the size of the full '
                               'axis 4: "b":(2)4'), JAX,
                 id="sub-axis-beyond-full-axis"),
    pytest.param(constraint('<@mesh, [{"c":(3)2}, {}]>'),
                 at_constraint('sub-axis next pre-size 6 doesn\'t divide the size of the full '
                               'axis 8: "c":(3)2'), JAX,
                 id="sub-axis-pre-size-not-dividing"),
    pytest.param(constraint('<@mesh, [{"b":(1)4}, {}]>'),
                 at_constraint('sub-axis size is equal to the full axis size: "b":(1)4'), JAX,
                 id="sub-axis-is-full-axis"),
    # axis-ref lists
    pytest.param(constraint('<@mesh, [{"a", "a"}, {}]>'), at_constraint('duplicate axis ref "a"'),
                 JAX, id="duplicate-in-dim"),
    pytest.param(constraint('<@mesh, [{"a"}, {"b", "a"}]>'),
                 at_constraint('duplicate axis ref "a"'), JAX, id="duplicate-across-dims"),
    pytest.param(constraint('<@mesh, [{"a"}, {}], replicated={"a"}>'),
                 at_constraint('duplicate axis ref "a"'), JAX, id="duplicate-dim-and-replicated"),
    pytest.param(constraint('<@mesh, [{}, {}], replicated={"b"}, unreduced={"b"}>'),
                 at_constraint('duplicate axis ref "b"'), JAX,
                 id="duplicate-replicated-and-unreduced"),
    pytest.param(constraint('<@mesh, [{"c":(1)2, "c":(2)2}, {}]>'),
                 at_constraint('two consecutive sub-axes can be merged: "c":(1)2, "c":(2)2'),
                 JAX, id="mergeable-sub-axes-in-dim"),
    pytest.param(constraint('<@mesh, [{}, {}], replicated={"c":(1)2, "c":(2)4}>'),
                 at_constraint('two consecutive sub-axes can be merged: "c":(1)2, "c":(2)4'),
                 JAX, id="mergeable-sub-axes-replicated"),
    pytest.param(constraint('<@mesh, [{"c":(1)4}, {"c":(2)2}]>'),
                 at_constraint('overlapping sub-axes: "c":(1)4, "c":(2)2'), JAX,
                 id="overlapping-sub-axes"),
    pytest.param(constraint('<@mesh, [{"c":(1)2}, {}], replicated={"c":(1)4}>'),
                 at_constraint('overlapping sub-axes: "c":(1)2, "c":(1)4'), JAX,
                 id="overlapping-sub-axes-same-pre-size"),
    pytest.param(constraint('<@mesh, [{"c":(1)2}, {"c"}]>'),
                 at_constraint('both sub-axis and full-axis are used for axis name "c"'), JAX,
                 id="sub-axis-and-full-axis"),
    # dimension shardings
    pytest.param(constraint('<@mesh, [{}p1, {}]>'),
                 at_constraint("dim 0 is empty and closed but has a priority"), JAX,
                 id="priority-on-empty-closed-dim"),
    # tensor shardings against the type
    pytest.param(constraint('<@mesh, [{"a"}]>'),
                 at_constraint("sharding rank 1 doesn't match the rank 2 of tensor<8x8xf32>"),
                 JAX, id="rank-too-small"),
    pytest.param(constraint('<@mesh, [{}, {}, {}]>'),
                 at_constraint("sharding rank 3 doesn't match the rank 2 of tensor<8x8xf32>"),
                 JAX, id="rank-too-large"),
    pytest.param(constraint('<@mesh, [{}, {}], replicated={"b", "a"}>'),
                 at_constraint('replicated axes {"b", "a"} are not ordered w.r.t. mesh @mesh '
                               '(expected {"a", "b"})'), JAX,
                 id="replicated-not-sorted"),
    pytest.param(constraint('<@mesh, [{}, {}], replicated={"c":(4)2, "c":(1)2}>'),
                 at_constraint('replicated axes {"c":(4)2, "c":(1)2} are not ordered w.r.t. mesh '
                               '@mesh (expected {"c":(1)2, "c":(4)2})'), JAX,
                 id="replicated-sub-axes-not-sorted"),
    pytest.param(constraint('<@mesh, [{}, {}], unreduced={"c", "a"}>'),
                 at_constraint('unreduced axes {"c", "a"} are not ordered w.r.t. mesh @mesh '
                               '(expected {"a", "c"})'), JAX,
                 id="unreduced-not-sorted"),
    pytest.param(constraint('<@max, [{}, {}]>', mesh='sdy.mesh @max = <[], device_ids=[1]>'),
                 at_constraint("a maximal sharding can only have rank 0 and no replicated or "
                               "unreduced axes"), JAX,
                 id="maximal-mesh-with-dims"),
    pytest.param(func_arg("!stablehlo.token", '#sdy.sharding<@mesh, [{"a"}]>'),
                 "t.mlir:2:14: error: 'func.func' op arg 0 sharding: non-shaped type "
                 '!stablehlo.token can only have a sharding with rank 0 and no replicated or '
                 'unreduced axes, got <@mesh, [{"a"}]>', JAX,
                 id="non-shaped-type-with-dims"),
    pytest.param(func_arg("!stablehlo.token", '#sdy.sharding<@mesh, [], replicated={"a"}>'),
                 "t.mlir:2:14: error: 'func.func' op arg 0 sharding: non-shaped type "
                 '!stablehlo.token can only have a sharding with rank 0 and no replicated or '
                 'unreduced axes, got <@mesh, [], replicated={"a"}>', JAX,
                 id="non-shaped-type-with-replicated"),
    pytest.param(func_arg("tuple<tensor<8xf32>, tensor<8xf32>>", '#sdy.sharding<@mesh, [{}]>'),
                 "t.mlir:2:14: error: 'func.func' op arg 0 sharding: only a tuple of size 1 can "
                 "have a sharding, got tuple<tensor<8xf32>, tensor<8xf32>>", JAX,
                 id="tuple-of-two"),
    # function arguments and results
    pytest.param(func_arg("tensor<8x8xf32>", '#sdy.sharding<@mesh, [{"z"}, {}]>'),
                 "t.mlir:2:14: error: 'func.func' op arg 0 sharding: unknown axis name \"z\" in "
                 "mesh @mesh", JAX, id="func-arg"),
    pytest.param(func_arg("tensor<8x8xf32>", '#sdy.sharding_per_value<[<@mesh, [{}, {}]>]>'),
                 "t.mlir:2:14: error: 'func.func' op arg 0 sharding: must be a #sdy.sharding, "
                 "got #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>", JAX,
                 id="func-arg-not-a-tensor-sharding"),
    pytest.param(f"""{MESH}
func.func @f(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{"a"}}, {{}}]>}}) {{
  %0 = "stablehlo.slice"(%arg0) <{{limit_indices = array<i64: 1, 8>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}}> : (tensor<8x8xf32>) -> tensor<1x8xf32>
  %1 = "stablehlo.reshape"(%0) : (tensor<1x8xf32>) -> tensor<8xf32>
  return %arg0, %1 : tensor<8x8xf32>, tensor<8xf32>
}}
""",
                 "t.mlir:2:1: error: 'func.func' op result 1 sharding: sharding rank 2 doesn't "
                 "match the rank 1 of tensor<8xf32>", JAX, id="func-result"),
    # sdy.sharding on ops
    pytest.param(two_results('#sdy.sharding<@mesh, [{"a"}, {}]>'),
                 "t.mlir:3:10: error: 'stablehlo.optimization_barrier' op sdy.sharding must be a "
                 '#sdy.sharding_per_value, got #sdy.sharding<@mesh, [{"a"}, {}]>', JAX,
                 id="op-sharding-not-per-value"),
    pytest.param(two_results('#sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>'),
                 "t.mlir:3:10: error: 'stablehlo.optimization_barrier' op sdy.sharding has 1 "
                 "sharding but the op has 2 results", JAX,
                 id="op-sharding-count"),
    pytest.param(two_results('#sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>, <@mesh, [{"a"}, '
                             '{"c":(1)8}]>]>'),
                 "t.mlir:3:10: error: 'stablehlo.optimization_barrier' op result 1: sub-axis "
                 'size is equal to the full axis size: "c":(1)8', JAX,
                 id="op-sharding-second-result"),
    pytest.param(no_results('#sdy.sharding_per_value<[<@max, [{}]>]>'),
                 "t.mlir:4:3: error: 'stablehlo.custom_call' op result 0: a maximal sharding can "
                 "only have rank 0 and no replicated or unreduced axes", JAX,
                 id="no-results-maximal-with-dims"),
    pytest.param(no_results('#sdy.sharding_per_value<[<@mesh, [], replicated={"a"}>]>'),
                 "t.mlir:4:3: error: 'stablehlo.custom_call' op result 0: a maximal sharding can "
                 "only have rank 0 and no replicated or unreduced axes", JAX,
                 id="no-results-replicated-axes"),
]

VALID = [
    # Shardy accepts a sharded dimension of size 0 (the document says otherwise).
    pytest.param(constraint('<@mesh, [{"a"}, {}]>', type="tensor<0x8xf32>"),
                 id="size-zero-dim-sharded"),
    pytest.param(constraint('<@mesh, [{"a", "c":(2)2}p1, {"b", ?}p0], replicated={"c":(1)2}, '
                            'unreduced={"c":(4)2}>'), id="sub-axes-priorities-replicated-unreduced"),
    pytest.param(constraint('<@mesh, [{"c":(1)2}, {"c":(2)2}]>'),
                 id="consecutive-sub-axes-in-different-dims"),
    pytest.param(constraint('<@mesh, [{"c":(2)2, "c":(1)2}, {}]>'), id="reversed-sub-axes"),
    pytest.param(constraint('<@mesh, [{?}p3, {"a"}p0]>'), id="open-empty-dim-with-priority"),
    pytest.param(constraint('<@mesh, [{"b"}, {}]>', type="tensor<3x8xf32>"),
                 id="non-divisible-sharding"),
    pytest.param(constraint('<@mesh, [{"a"}, {}]>', type="tensor<?x8xf32>"), id="dynamic-dim"),
    pytest.param(constraint('<@mesh, [{}, {"a"}]>', type="tensor<0x8xf32>"),
                 id="size-zero-dim-unsharded"),
    pytest.param(constraint('<@mesh, []>', type="tensor<f32>"), id="scalar"),
    pytest.param(constraint('<mesh<["q"=2]>, [{"q"}, {}]>'), id="inlined-mesh"),
    pytest.param(constraint('<@empty, [{?}, {}]>', mesh='sdy.mesh @empty = <[]>'),
                 id="empty-mesh"),
    pytest.param(constraint('<@max, []>', mesh='sdy.mesh @max = <[], device_ids=[1]>'),
                 id="maximal-sharding"),
    pytest.param(func_arg("!stablehlo.token", "#sdy.sharding<@mesh, []>"),
                 id="non-shaped-type-rank-0"),
    pytest.param(func_arg("tuple<tensor<8xf32>>", '#sdy.sharding<@mesh, [{"a"}]>'),
                 id="tuple-of-one"),
    pytest.param(two_results('#sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>, <@mesh, [{}, {"b"}]>]>'),
                 id="op-sharding-per-result"),
    pytest.param(no_results('#sdy.sharding_per_value<[<@max, []>]>'),
                 id="no-results-maximal-sharding"),
    pytest.param(no_results('#sdy.sharding_per_value<[<@mesh, []>]>'),
                 id="no-results-replicated-sharding"),
    pytest.param(no_results('#sdy.sharding_per_value<[]>'), id="no-results-no-sharding"),
    pytest.param(no_results('#sdy.sharding_per_value<[<@mesh, [{"a"}]>]>').replace(
        "-> ()", "-> tensor<8xf32>").replace('"stablehlo.custom_call"', '%0 = "stablehlo.custom_call"'),
        id="custom-call-with-a-result"),
]


def test_negative_priority() -> None:
    # The text form can't write one (``p-1`` doesn't parse), so set it directly.
    module = parse_module(constraint('<@mesh, [{"a"}p1, {}]>'), "t.mlir")
    op = module.regions[0].block.ops[1].regions[0].block.ops[0]
    op.properties["sharding"] = TensorSharding(
        "mesh", (DimSharding((AxisRef("a"),), True, -1), DimSharding()))
    assert [str(e) for e in verify(module)] == [at_constraint("dim 0 has a negative priority")]
