"""Verifier: the non-collective sdy ops (manual and named computations, constraints,
reshards, groups, barriers, data-flow edges, constants) and the structure every sdy op
must have (operand/result counts, attribute kinds, traits) when written generically."""

from __future__ import annotations

import pytest

JAX, NOJAX, SYNTAX = "rejects", "accepts", "syntax"  # see test_verify_meshes.py

MESH = 'sdy.mesh @mesh = <["a"=2, "b"=4]>'


def body(*ops: str, ret: str = "%0", type: str = "tensor<8x8xf32>", mesh: str = MESH) -> str:
    """``ops`` in a function on lines 3.. (a result's op name is at column 8)."""
    lines = "\n".join(f"  {op}" for op in ops)
    return f"""{mesh}
func.func @f(%arg0: {type}) -> {type} {{
{lines}
  return {ret} : {type}
}}
"""


def manual(in_shardings: str, out_shardings: str, axes: str, arg: str, *inner: str,
           ret: str = "%arg1", ret_type: str | None = None, type: str = "tensor<8x8xf32>") -> str:
    """A manual computation on line 3 whose body is ``inner`` then ``sdy.return``."""
    ops = [f"%0 = sdy.manual_computation(%arg0) in_shardings={in_shardings} "
           f"out_shardings={out_shardings} manual_axes={axes} (%arg1: {arg}) {{",
           *(f"  {op}" for op in inner),
           f"  sdy.return {ret} : {ret_type or arg}",
           f"}} : ({type}) -> {type}"]
    return body(*ops, type=type)


def at(line: int, col: int, op: str, message: str) -> str:
    return f"t.mlir:{line}:{col}: error: '{op}' op {message}"


def at_manual(message: str) -> str:
    return at(3, 8, "sdy.manual_computation", message)


def generic(*ops: str, arg: str = "tensor<8x8xf32>", ret: str = "%0") -> str:
    """Generic-form ``ops`` in a function, the first on line 5 (op name at column 10)."""
    lines = "\n".join(f"    {op}" for op in ops)
    return f""""builtin.module"() ({{
  "sdy.mesh"() <{{mesh = #sdy.mesh<["a"=2, "b"=4]>, sym_name = "mesh"}}> : () -> ()
  "func.func"() <{{function_type = ({arg}) -> {arg}, sym_name = "f"}}> ({{
  ^bb0(%arg0: {arg}):
{lines}
    "func.return"({ret}) : ({arg}) -> ()
  }}) : () -> ()
}}) : () -> ()
"""


A = '<@mesh, [{"a"}, {}]>'

INVALID = [
    # sdy.manual_computation
    pytest.param(manual(f"[{A}, {A}]", f"[{A}]", '{"a"}', "tensor<4x8xf32>"),
                 at_manual("in_shardings has 2 shardings but the op has 1 operand"), JAX,
                 id="manual-in-shardings-count"),
    pytest.param(manual(f"[{A}]", "[]", '{"a"}', "tensor<4x8xf32>"),
                 at_manual("out_shardings has 0 shardings but the op has 1 result"), JAX,
                 id="manual-out-shardings-count"),
    pytest.param(manual('[<@mesh, [{"a"}, {"z"}]>]', f"[{A}]", '{"a"}', "tensor<4x8xf32>"),
                 at_manual('in_shardings 0: unknown axis name "z" in mesh @mesh'), JAX,
                 id="manual-in-sharding-invalid"),
    pytest.param(body(
        f"%0 = sdy.manual_computation(%arg0) in_shardings=[{A}] out_shardings=[{A}] "
        'manual_axes={"a"} (%arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>) {',
        "  sdy.return %arg1 : tensor<4x8xf32>",
        "} : (tensor<8x8xf32>) -> tensor<8x8xf32>"),
        at_manual("has 1 operand but block argument has 2"), JAX,
        id="manual-block-argument-count"),
    pytest.param(manual(f"[{A}]", f"[{A}]", '{"a"}', "tensor<4x8xf32>",
                        ret="%arg1, %arg1", ret_type="tensor<4x8xf32>, tensor<4x8xf32>"),
                 at_manual("has 1 result but sdy.return operand has 2"), JAX,
                 id="manual-return-count"),
    pytest.param(manual('[<@mesh, [{"b", "a"}, {}]>]', f"[{A}]", '{"a"}', "tensor<4x8xf32>"),
                 at_manual('in_shardings 0 dim 0: manual axis "a" comes after free axis "b"; '
                           "manual axes must come before free axes"), JAX,
                 id="manual-axis-after-free-axis"),
    pytest.param(manual('[<@mesh, [{"b"}, {}]>]', '[<@mesh, [{"b"}, {}]>]', '{"b"}',
                        "tensor<1x8xf32>", type="tensor<6x8xf32>"),
                 at_manual("operand 0 dim 0 of size 6 is not divisible by its manual axes size 4"),
                 JAX, id="manual-axes-introduce-padding"),
    pytest.param(manual(f"[{A}]", f"[{A}]", '{"a"}', "tensor<8x8xf32>"),
                 at_manual("block argument 0 has type tensor<8x8xf32> but the local type of "
                           "operand 0 under in_shardings 0 is tensor<4x8xf32>"), JAX,
                 id="manual-block-argument-type"),
    pytest.param(manual(f"[{A}]", '[<@mesh, [{}, {}]>]', '{"a"}', "tensor<4x8xf32>"),
                 at_manual("sdy.return operand 0 has type tensor<4x8xf32> but the local type of "
                           "result 0 under out_shardings 0 is tensor<8x8xf32>"), JAX,
                 id="manual-return-type"),
    pytest.param(manual(f"[{A}]", f"[{A}]", '{"a"}', "tensor<4x8xf32>").replace(
        MESH, MESH + '\nsdy.mesh @other = <["a"=2, "b"=4], device_ids=[7, 6, 5, 4, 3, 2, 1, 0]>'
    ).replace('out_shardings=[<@mesh', 'out_shardings=[<@other'),
                 at(4, 8, "sdy.manual_computation",
                    "all in and out shardings must be bound to the same mesh or an empty mesh"),
                 JAX, id="manual-different-meshes"),
    pytest.param(manual('[<@mesh, [{}, {}]>]', '[<@mesh, [{}, {}]>]', '{"c"}', "tensor<8x8xf32>"),
                 at_manual('unknown manual axis "c" in mesh @mesh'), JAX,
                 id="manual-axis-not-in-mesh"),
    pytest.param(manual(f"[{A}]", f"[{A}]", '{"a"}', "tensor<4x8xf32>",
                        f"%1 = sdy.manual_computation(%arg1) in_shardings=[{A}] "
                        f'out_shardings=[{A}] manual_axes={{"a"}} (%arg2: tensor<2x8xf32>) {{',
                        "  sdy.return %arg2 : tensor<2x8xf32>",
                        "} : (tensor<4x8xf32>) -> tensor<4x8xf32>", ret="%1"),
                 at(4, 10, "sdy.manual_computation",
                    'operates on axis "a" which is already manual in the parent '
                    "sdy.manual_computation at t.mlir:3:8"), JAX,
                 id="nested-manual-axis"),
    pytest.param(manual(f"[{A}]", f"[{A}]", '{"a"}', "tensor<4x8xf32>",
                        f"%1 = sdy.sharding_constraint %arg1 {A} : tensor<4x8xf32>", ret="%1"),
                 at(4, 10, "sdy.sharding_constraint",
                    'sharding: operates on axis "a" which is already manual in the parent '
                    "sdy.manual_computation at t.mlir:3:8"), JAX,
                 id="sharding-inside-uses-manual-axis"),
    pytest.param(manual(f"[{A}]", f"[{A}]", '{"a"}', "tensor<4x8xf32>",
                        '%1 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 4, 8>, '
                        "start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : "
                        "(tensor<8x8xf32>) -> tensor<4x8xf32>", ret="%1"),
                 at(4, 10, "stablehlo.slice", "using value defined outside the region"), JAX,
                 id="manual-not-isolated"),
    pytest.param(body(
        f"%0 = sdy.manual_computation(%arg0) in_shardings=[{A}] out_shardings=[{A}] "
        'manual_axes={"a"} (%arg1: tensor<4x8xf32>) {',
        '  "func.return"(%arg1) : (tensor<4x8xf32>) -> ()',
        "} : (tensor<8x8xf32>) -> tensor<8x8xf32>"),
        at_manual("expects its region to end with 'sdy.return', found 'func.return'"), JAX,
        id="manual-without-sdy-return"),
    # sdy.named_computation
    pytest.param(body('%0 = sdy.named_computation<"g">(%arg0) (%arg1: tensor<8x8xf32>, '
                      "%arg2: tensor<8x8xf32>) {",
                      "  sdy.return %arg1 : tensor<8x8xf32>",
                      "} : (tensor<8x8xf32>) -> tensor<8x8xf32>"),
                 at(3, 8, "sdy.named_computation", "has 1 operand but its body has 2 block "
                    "arguments"), JAX, id="named-block-argument-count"),
    pytest.param(body('%0 = sdy.named_computation<"g">(%arg0) (%arg1: tensor<8x4xf32>) {',
                      "  sdy.return %arg1 : tensor<8x4xf32>",
                      "} : (tensor<8x8xf32>) -> tensor<8x4xf32>", ret="%arg0"),
                 at(3, 8, "sdy.named_computation", "block argument 0 has type tensor<8x4xf32> "
                    "but operand 0 has type tensor<8x8xf32>"), JAX,
                 id="named-block-argument-type"),
    pytest.param(body('%0 = sdy.named_computation<"g">(%arg0) (%arg1: tensor<8x8xf32>) {',
                      "  sdy.return %arg1, %arg1 : tensor<8x8xf32>, tensor<8x8xf32>",
                      "} : (tensor<8x8xf32>) -> tensor<8x8xf32>"),
                 at(3, 8, "sdy.named_computation", "has 1 result but its sdy.return has 2 "
                    "operands"), JAX, id="named-return-count"),
    pytest.param(body('%0 = sdy.named_computation<"g">(%arg0) (%arg1: tensor<8x8xf32>) {',
                      '  %1 = "stablehlo.reshape"(%arg1) : (tensor<8x8xf32>) -> tensor<64xf32>',
                      "  sdy.return %1 : tensor<64xf32>",
                      "} : (tensor<8x8xf32>) -> tensor<8x8xf32>"),
                 at(3, 8, "sdy.named_computation", "sdy.return operand 0 has type "
                    "tensor<64xf32> but result 0 has type tensor<8x8xf32>"), JAX,
                 id="named-return-type"),
    pytest.param(body(f'%0 = sdy.named_computation<"g">(%arg0) in_shardings=[{A}, {A}] '
                      "(%arg1: tensor<8x8xf32>) {",
                      "  sdy.return %arg1 : tensor<8x8xf32>",
                      "} : (tensor<8x8xf32>) -> tensor<8x8xf32>"),
                 at(3, 8, "sdy.named_computation", "in_shardings has 2 shardings but the op has "
                    "1 operand"), JAX, id="named-in-shardings-count"),
    pytest.param(body('%0 = sdy.named_computation<"g">(%arg0) out_shardings=[<@mesh, [{"z"}, '
                      '{}]>] (%arg1: tensor<8x8xf32>) {',
                      "  sdy.return %arg1 : tensor<8x8xf32>",
                      "} : (tensor<8x8xf32>) -> tensor<8x8xf32>"),
                 at(3, 8, "sdy.named_computation", 'out_shardings 0: unknown axis name "z" in '
                    "mesh @mesh"), JAX, id="named-out-sharding-invalid"),
    pytest.param(body('%0 = sdy.named_computation<"g">(%arg0) (%arg1: tensor<8x8xf32>) {',
                      "  sdy.return %arg0 : tensor<8x8xf32>",
                      "} : (tensor<8x8xf32>) -> tensor<8x8xf32>"),
                 at(4, 5, "sdy.return", "using value defined outside the region"), JAX,
                 id="named-not-isolated"),
    # sdy.sharding_constraint, sdy.reshard
    pytest.param(body('%0 = sdy.reshard %arg0 <@mesh, [{"a"}, {"a"}]> : tensor<8x8xf32>'),
                 at(3, 8, "sdy.reshard", 'sharding: duplicate axis ref "a"'), JAX,
                 id="reshard-sharding-invalid"),
    pytest.param(body('%0 = sdy.sharding_constraint %arg0 <@mesh, [{"a"}]> : tensor<8x8xf32>'),
                 at(3, 8, "sdy.sharding_constraint", "sharding: sharding rank 1 doesn't match "
                    "the rank 2 of tensor<8x8xf32>"), JAX, id="constraint-sharding-invalid"),
    # sdy.sharding_group, sdy.propagation_barrier
    pytest.param(generic('"sdy.sharding_group"(%arg0) <{group_id = 0 : i64}> : '
                         "(!stablehlo.token) -> ()", arg="!stablehlo.token", ret="%arg0"),
                 at(5, 5, "sdy.sharding_group", "input must be a ranked tensor, got "
                    "!stablehlo.token"), JAX, id="group-input-not-a-tensor"),
    pytest.param(body("%0 = sdy.propagation_barrier %arg0 allowed_direction=BOTH : "
                      "tensor<8x8xf32>"),
                 at(3, 8, "sdy.propagation_barrier", "allowed_direction can't be BOTH: a barrier "
                    "that blocks no direction is redundant"), JAX, id="barrier-both"),
    pytest.param(generic('%0 = "sdy.propagation_barrier"(%arg0) <{allowed_direction = 0 : i32}> '
                         ": (!stablehlo.token) -> !stablehlo.token", arg="!stablehlo.token"),
                 at(5, 10, "sdy.propagation_barrier", "input must be a ranked tensor, got "
                    "!stablehlo.token"), JAX, id="barrier-input-not-a-tensor"),
    # sdy.data_flow_edge, sdy.func_data_flow_edge
    pytest.param(body('%1 = "stablehlo.abs"(%arg0) : (tensor<?x8xf32>) -> tensor<?x8xf32>',
                      "%0 = sdy.data_flow_edge %1 : tensor<?x8xf32>", type="tensor<?x8xf32>"),
                 at(4, 8, "sdy.data_flow_edge", "result must be a statically shaped tensor, got "
                    "tensor<?x8xf32>"), JAX, id="edge-dynamic-shape"),
    pytest.param(body('%1 = "stablehlo.abs"(%arg0) : (tensor<8x8xf32>) -> tensor<8x8xf32>',
                      "%0 = sdy.data_flow_edge %1 : tensor<8x8xf32>",
                      '%2 = "stablehlo.abs"(%1) : (tensor<8x8xf32>) -> tensor<8x8xf32>'),
                 at(4, 8, "sdy.data_flow_edge", "input must have a single user (this op), got 2 "
                    "uses"), JAX, id="edge-input-with-other-uses"),
    pytest.param(body(f"%1 = sdy.sharding_constraint %arg0 {A} : tensor<8x8xf32>",
                      "%0 = sdy.data_flow_edge %1 : tensor<8x8xf32>"),
                 at(4, 8, "sdy.data_flow_edge", "input must not be defined by an sdy op other "
                    "than sdy.named_computation or sdy.manual_computation, got "
                    "'sdy.sharding_constraint' at t.mlir:3:8"),
                 JAX, id="edge-input-from-sdy-op"),
    pytest.param(body('%1 = "stablehlo.abs"(%arg0) : (tensor<8x8xf32>) -> tensor<8x8xf32>',
                      '%0 = sdy.data_flow_edge %1 sharding=<@mesh, [{"z"}, {}]> : '
                      "tensor<8x8xf32>"),
                 at(4, 8, "sdy.data_flow_edge", 'sharding: unknown axis name "z" in mesh @mesh'),
                 JAX, id="edge-sharding-invalid"),
    pytest.param(body("%0 = sdy.func_data_flow_edge %arg0 : tensor<8x8xf32>",
                      '%1 = "stablehlo.add"(%arg0, %0) : (tensor<8x8xf32>, tensor<8x8xf32>) -> '
                      "tensor<8x8xf32>", ret="%1"),
                 at(3, 8, "sdy.func_data_flow_edge", "operand must have a single user (this op), "
                    "got 2 uses"), JAX, id="func-edge-operand-with-other-uses"),
    pytest.param(body('%1 = "stablehlo.abs"(%arg0) : (tensor<8x8xf32>) -> tensor<8x8xf32>',
                      "%0 = sdy.func_data_flow_edge %1 : tensor<8x8xf32>"),
                 at(4, 8, "sdy.func_data_flow_edge", "operand must be a block argument of a "
                    "func.func or a result of a func.call, got a result of 'stablehlo.abs' at "
                    "t.mlir:3:8"), JAX, id="func-edge-operand-not-call-result"),
    # sdy.constant
    pytest.param(generic('%0 = "sdy.constant"() <{value = dense<1.0> : tensor<4xf32>}> : () -> '
                         "tensor<8xf32>", arg="tensor<8xf32>"),
                 at(5, 10, "sdy.constant", "value type tensor<4xf32> doesn't match the result "
                    "type tensor<8xf32>"), JAX, id="constant-type-mismatch"),
    # structure of generic-form sdy ops
    pytest.param(generic('%0 = "sdy.reshard"(%arg0) : (tensor<8x8xf32>) -> tensor<8x8xf32>'),
                 at(5, 10, "sdy.reshard", "requires attribute 'sharding'"), JAX,
                 id="missing-attribute"),
    pytest.param(generic('%0 = "sdy.reshard"(%arg0) <{sharding = #sdy.sharding_per_value<['
                         '<@mesh, [{}, {}]>]>}> : (tensor<8x8xf32>) -> tensor<8x8xf32>'),
                 at(5, 10, "sdy.reshard", "attribute 'sharding' must be #sdy.sharding, got "
                    "#sdy.sharding_per_value<[<@mesh, [{}, {}]>]>"), JAX,
                 id="attribute-of-wrong-kind"),
    pytest.param(generic('%0 = "sdy.all_gather"(%arg0, %arg0) <{gathering_axes = '
                         "#sdy<list_of_axis_ref_lists[{}, {}]>, out_sharding = "
                         "#sdy.sharding<@mesh, [{}, {}]>}> : (tensor<8x8xf32>, tensor<8x8xf32>) "
                         "-> tensor<8x8xf32>"),
                 at(5, 10, "sdy.all_gather", "expected 1 operand, got 2"), JAX,
                 id="operand-count"),
    pytest.param(generic('%0 = "sdy.reshard"(%arg0) <{sharding = #sdy.sharding<@mesh, [{}, {}]>}>'
                         " : (tensor<8x8xf32>) -> tensor<8x4xf32>", ret="%arg0"),
                 at(5, 10, "sdy.reshard", "requires the same type for all operands and results"),
                 JAX, id="same-operand-and-result-type"),
    pytest.param(generic('%0 = "sdy.propagation_barrier"(%arg0) <{allowed_direction = 7 : i32}> '
                         ": (tensor<8x8xf32>) -> tensor<8x8xf32>"),
                 at(5, 10, "sdy.propagation_barrier", "attribute 'allowed_direction' is not one "
                    "of NONE, FORWARD, BACKWARD, BOTH, got 7"), JAX, id="enum-out-of-range"),
    pytest.param(generic('%0 = "sdy.frobnicate"(%arg0) : (tensor<8x8xf32>) -> tensor<8x8xf32>'),
                 at(5, 10, "sdy.frobnicate", "is not an op of the sdy dialect"), JAX,
                 id="unknown-sdy-op"),
]

VALID = [
    pytest.param(manual(f"[{A}]", f"[{A}]", '{"a"}', "tensor<4x8xf32>"), id="manual"),
    # Shardy accepts a repeated manual axis (a set).
    pytest.param(manual(f"[{A}]", f"[{A}]", '{"a", "a"}', "tensor<4x8xf32>"),
                 id="manual-axis-repeated"),
    pytest.param(manual('[<@mesh, [{"a"}, {"b"}]>]', '[<@mesh, [{"a"}, {"b"}]>]', '{"b", "a"}',
                        "tensor<4x2xf32>"), id="manual-axes-unsorted"),
    pytest.param(manual('[<@mesh, [{"a", "b"}, {}]>]', '[<@mesh, [{"a"}, {"b"}]>]', '{"a"}',
                        "tensor<4x8xf32>"), id="manual-free-axes-stay-global"),
    pytest.param(manual('[<@mesh, [{}, {}], replicated={"a"}>]', f"[{A}]", '{"a"}',
                        "tensor<8x8xf32>",
                        '%1 = "stablehlo.slice"(%arg1) <{limit_indices = array<i64: 4, 8>, '
                        "start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : "
                        "(tensor<8x8xf32>) -> tensor<4x8xf32>", ret="%1", ret_type="tensor<4x8xf32>"),
                 id="manual-replicated-manual-axis"),
    # Shardy doesn't require manual axes to appear in every in/out sharding (JAX emits that).
    pytest.param(manual('[<@mesh, [{?}, {?}]>]', '[<@mesh, [{?}, {?}]>]', '{"a"}',
                        "tensor<8x8xf32>"), id="manual-axis-unused-in-shardings"),
    pytest.param(manual('[<@mesh, [{"a"}, {}]>]', '[<@mesh, [{"a"}, {}]>]', '{"a"}',
                        "tensor<?x8xf32>", type="tensor<?x8xf32>"), id="manual-dynamic-dim"),
    pytest.param(manual('[<@mesh, [{"a"}, {"b"}]>]', f"[{A}]", '{"a"}', "tensor<4x8xf32>",
                        '%1 = sdy.manual_computation(%arg1) in_shardings=[<@mesh, [{}, {"b"}]>] '
                        'out_shardings=[<@mesh, [{}, {"b"}]>] manual_axes={"b"} '
                        "(%arg2: tensor<4x2xf32>) {",
                        "  sdy.return %arg2 : tensor<4x2xf32>",
                        "} : (tensor<4x8xf32>) -> tensor<4x8xf32>", ret="%1"),
                 id="nested-manual-disjoint-axes"),
    pytest.param(body('%0 = sdy.named_computation<"g">(%arg0) in_shardings=[<@mesh, [{"a"}, {}]>]'
                      ' out_shardings=[<@mesh, [{}, {"b"}]>] (%arg1: tensor<8x8xf32>) {',
                      '  %1 = "stablehlo.abs"(%arg1) : (tensor<8x8xf32>) -> tensor<8x8xf32>',
                      "  sdy.return %1 : tensor<8x8xf32>",
                      "} : (tensor<8x8xf32>) -> tensor<8x8xf32>"), id="named"),
    pytest.param(body(f"%1 = sdy.sharding_constraint %arg0 {A} : tensor<8x8xf32>",
                      "%0 = sdy.reshard %1 <@mesh, [{}, {\"b\"}]> : tensor<8x8xf32>",
                      "sdy.sharding_group %0 group_id=3 : tensor<8x8xf32>",
                      "sdy.sharding_group %arg0 group_id=3 : tensor<8x8xf32>"),
                 id="constraint-reshard-group"),
    pytest.param(body("%0 = sdy.propagation_barrier %arg0 allowed_direction=FORWARD : "
                      "tensor<8x8xf32>"), id="barrier"),
    pytest.param(body('%1 = sdy.named_computation<"g">(%arg0) (%arg1: tensor<8x8xf32>) {',
                      "  sdy.return %arg1 : tensor<8x8xf32>",
                      "} : (tensor<8x8xf32>) -> tensor<8x8xf32>",
                      f"%0 = sdy.data_flow_edge %1 sharding={A} : tensor<8x8xf32>"),
                 id="edge-on-named-computation"),
    pytest.param(body(f"%1 = sdy.manual_computation(%arg0) in_shardings=[{A}] "
                      f'out_shardings=[{A}] manual_axes={{"a"}} (%arg1: tensor<4x8xf32>) {{',
                      "  sdy.return %arg1 : tensor<4x8xf32>",
                      "} : (tensor<8x8xf32>) -> tensor<8x8xf32>",
                      "%0 = sdy.data_flow_edge %1 : tensor<8x8xf32>"),
                 id="edge-on-manual-computation"),
    pytest.param(body("%0 = sdy.data_flow_edge %arg0 : tensor<8x8xf32>"), id="edge-on-argument"),
    pytest.param(body("%0 = sdy.func_data_flow_edge %arg0 : tensor<8x8xf32>"),
                 id="func-edge-on-argument"),
    pytest.param(f"""{MESH}
func.func @g(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {{
  return %arg0 : tensor<8x8xf32>
}}
func.func @f(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {{
  %1 = call @g(%arg0) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %0 = sdy.func_data_flow_edge %1 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}}
""", id="func-edge-on-call-result"),
    pytest.param(body("%0 = sdy.constant dense<1.0> : tensor<8x8xf32>"), id="constant"),
]
