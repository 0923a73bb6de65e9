"""sdy-constant-or-scalar-splitter: each use of a constant sub-computation or of a scalar
broadcast gets its own copy."""

from __future__ import annotations

import pytest

from planner.model.text.io import parse_module, print_module
from planner.passes import run_passes
from tests.passes.differential import assert_same_as_shardy, ours

PASSES = ["sdy-constant-or-scalar-splitter"]
MESH = 'sdy.mesh @mesh = <["x"=2, "y"=2]>\n'
T = "tensor<8xf32>"

CASES: dict[str, str] = {
    "constant_two_users": f"""
func.func @main(%arg0: {T}) -> ({T}, {T}) {{
  %0 = stablehlo.constant dense<1.0> : {T}
  %1 = stablehlo.add %0, %arg0 : {T}
  %2 = stablehlo.multiply %0, %arg0 : {T}
  return %1, %2 : {T}, {T}
}}""",
    # A value used twice inside the sub-computation is cloned once per copy.
    "sub_computation_shared_inside": """
func.func @main(%arg0: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %0 = stablehlo.iota dim = 0 : tensor<8xf32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<8xf32>) -> tensor<4x8xf32>
  %2 = stablehlo.multiply %1, %1 : tensor<4x8xf32>
  %3 = stablehlo.add %2, %1 : tensor<4x8xf32>
  %4 = stablehlo.add %3, %arg0 : tensor<4x8xf32>
  %5 = stablehlo.subtract %arg0, %3 : tensor<4x8xf32>
  return %4, %5 : tensor<4x8xf32>, tensor<4x8xf32>
}""",
    "shape_ops_and_parts_used": """
func.func @main(%arg0: tensor<2x4xi32>, %arg1: tensor<8xi32>) -> (tensor<2x4xi32>, tensor<8xi32>, tensor<4xi32>) {
  %0 = stablehlo.iota dim = 0 : tensor<8xi32>
  %1 = stablehlo.reshape %0 : (tensor<8xi32>) -> tensor<2x4xi32>
  %2 = stablehlo.slice %0 [2:6] : (tensor<8xi32>) -> tensor<4xi32>
  %3 = stablehlo.add %1, %arg0 : tensor<2x4xi32>
  %4 = stablehlo.multiply %0, %arg1 : tensor<8xi32>
  %5 = stablehlo.negate %2 : tensor<4xi32>
  %6 = stablehlo.convert %arg1 : tensor<8xi32>
  return %3, %4, %2 : tensor<2x4xi32>, tensor<8xi32>, tensor<4xi32>
}""",
    # Rank-0 values are never cloned: a scalar constant keeps all its users, and a scalar
    # broadcast of it is a constant expression split per use.
    "scalar_constant_not_split": """
func.func @main(%arg0: tensor<f32>, %arg1: tensor<8xf32>) -> (tensor<f32>, tensor<f32>, tensor<8xf32>, tensor<8xf32>) {
  %0 = stablehlo.constant dense<2.0> : tensor<f32>
  %1 = stablehlo.add %0, %arg0 : tensor<f32>
  %2 = stablehlo.multiply %0, %arg0 : tensor<f32>
  %3 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8xf32>
  %4 = stablehlo.add %3, %arg1 : tensor<8xf32>
  %5 = stablehlo.multiply %3, %arg1 : tensor<8xf32>
  return %1, %2, %4, %5 : tensor<f32>, tensor<f32>, tensor<8xf32>, tensor<8xf32>
}""",
    # A broadcast of a scalar argument is split per use (the scalar is shared); a
    # broadcast of a non-scalar, or an op on the broadcast, is not.
    "scalar_expansion_split": """
func.func @main(%arg0: tensor<f32>, %arg1: tensor<1xf32>, %arg2: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<8xf32>
  %1 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<1xf32>) -> tensor<8xf32>
  %2 = stablehlo.add %0, %arg2 : tensor<8xf32>
  %3 = stablehlo.multiply %0, %0 : tensor<8xf32>
  %4 = stablehlo.add %1, %arg2 : tensor<8xf32>
  %5 = stablehlo.negate %0 : tensor<8xf32>
  %6 = stablehlo.add %5, %arg2 : tensor<8xf32>
  %7 = stablehlo.multiply %5, %arg2 : tensor<8xf32>
  return %2, %3, %4, %6 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}""",
    "returned_twice_and_dead_constants": f"""
func.func @main() -> ({T}, {T}, tensor<f32>) {{
  %0 = stablehlo.constant dense<1.0> : {T}
  %1 = stablehlo.constant dense<3.0> : {T}
  %2 = stablehlo.negate %1 : {T}
  %3 = stablehlo.constant dense<4.0> : tensor<f32>
  %4 = stablehlo.constant dense<5.0> : tensor<f32>
  return %0, %0, %4 : {T}, {T}, tensor<f32>
}}""",
    # Shardings and other attributes of cloned ops are kept; sdy.reshard counts as
    # element-wise, a sharding constraint is not constant preserving.
    "shardings_and_sdy_ops": MESH + """
func.func @main(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
  %0 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>, foo = 1 : i64} dense<1.0> : tensor<8x8xf32>
  %1 = sdy.reshard %0 <@mesh, [{}, {"y"}]> : tensor<8x8xf32>
  %2 = sdy.sharding_constraint %1 <@mesh, [{"y"}, {}]> : tensor<8x8xf32>
  %3 = stablehlo.add %1, %arg0 : tensor<8x8xf32>
  %4 = sdy.propagation_barrier %0 allowed_direction=BACKWARD : tensor<8x8xf32>
  %5 = stablehlo.add %4, %2 : tensor<8x8xf32>
  return %2, %3, %5 : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}""",
    # Sharding groups on a cloned value are cloned with it: in program order when the
    # value was a stablehlo.constant (its uses were moved to the new sdy.constant, which
    # reverses MLIR's use list), in reverse program order otherwise.
    "sharding_groups_follow_clones": f"""
func.func @main(%arg0: {T}) -> ({T}, {T}, {T}, {T}) {{
  %0 = stablehlo.constant dense<1.0> : {T}
  sdy.sharding_group %0 group_id = 3 : {T}
  sdy.sharding_group %0 group_id = 7 : {T}
  %1 = stablehlo.iota dim = 0 : {T}
  %2 = stablehlo.negate %1 : {T}
  sdy.sharding_group %2 group_id = 4 : {T}
  sdy.sharding_group %2 group_id = 8 : {T}
  %3 = stablehlo.add %0, %arg0 : {T}
  %4 = stablehlo.multiply %0, %arg0 : {T}
  %5 = stablehlo.add %2, %arg0 : {T}
  %6 = stablehlo.multiply %2, %arg0 : {T}
  return %3, %4, %5, %6 : {T}, {T}, {T}, {T}
}}""",
    # Clones go right before their original, even when the user is in a nested region.
    "uses_inside_regions": """
func.func @main(%arg0: tensor<8xf32>, %arg1: tensor<i32>) -> tensor<8xf32> {
  %0 = stablehlo.iota dim = 0 : tensor<8xf32>
  %1 = stablehlo.constant dense<1> : tensor<i32>
  %2:2 = stablehlo.while(%a = %0, %i = %arg1) : tensor<8xf32>, tensor<i32>
    cond {
    %c = stablehlo.compare LT, %i, %1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %s = stablehlo.add %a, %0 : tensor<8xf32>
    %j = stablehlo.add %i, %1 : tensor<i32>
    stablehlo.return %s, %j : tensor<8xf32>, tensor<i32>
  }
  %3 = stablehlo.multiply %2#0, %0 : tensor<8xf32>
  return %3 : tensor<8xf32>
}""",
    "manual_computation_body": MESH + """
func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x"} (%arg1: tensor<4x8xf32>) {
    %1 = stablehlo.constant dense<2.0> : tensor<4x8xf32>
    %2 = stablehlo.multiply %1, %arg1 : tensor<4x8xf32>
    %3 = stablehlo.add %2, %1 : tensor<4x8xf32>
    sdy.return %3 : tensor<4x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}""",
    # A call to a function without non-constant-preserving ops, on constants, is a
    # constant expression: each use gets a copy of the call and of the callee (and its
    # callees), named with suffixes from one counter.
    "constant_calls_cloned": f"""
func.func @main(%arg0: {T}) -> ({T}, {T}) {{
  %0 = stablehlo.constant dense<1.0> : {T}
  %1 = call @outer(%0) : ({T}) -> {T}
  %2 = stablehlo.add %1, %arg0 : {T}
  %3 = stablehlo.multiply %1, %arg0 : {T}
  return %2, %3 : {T}, {T}
}}
func.func private @outer(%arg0: {T}) -> {T} {{
  %0 = call @inner(%arg0) : ({T}) -> {T}
  %1 = stablehlo.negate %0 : {T}
  return %1 : {T}
}}
func.func private @inner(%arg0: {T}) -> {T} {{
  %0 = stablehlo.abs %arg0 : {T}
  return %0 : {T}
}}
func.func private @inner_0(%arg0: {T}) -> {T} {{
  return %arg0 : {T}
}}""",
    # A call to a function with a dot_general is not constant preserving; its constant
    # operand is cloned per use like any other.
    "non_constant_call_not_cloned": """
func.func @main(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %0 = stablehlo.constant dense<1.0> : tensor<8x8xf32>
  %1 = call @f(%0, %arg0) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  %2 = call @f(%0, %0) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  %3 = stablehlo.add %2, %2 : tensor<8x8xf32>
  return %1, %3 : tensor<8x8xf32>, tensor<8x8xf32>
}
func.func private @f(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}""",
    # Named computations: bodies are split on their own; one whose body is constant
    # preserving, on constants, is cloned whole per use; one with a non-constant op is not.
    "named_computations": f"""
func.func @main(%arg0: {T}) -> ({T}, {T}, {T}, {T}) {{
  %0 = stablehlo.iota dim = 0 : {T}
  %1 = sdy.named_computation<"const">(%0) (%arg1: {T}) {{
    %2 = stablehlo.constant dense<1.0> : {T}
    %3 = stablehlo.add %arg1, %2 : {T}
    %4 = stablehlo.multiply %3, %2 : {T}
    sdy.return %4 : {T}
  }} : ({T}) -> {T}
  %5 = sdy.named_computation<"dynamic">(%0) (%arg1: {T}) {{
    %6 = stablehlo.dot_general %arg1, %arg1, contracting_dims = [0] x [0] : ({T}, {T}) -> tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> {T}
    sdy.return %7 : {T}
  }} : ({T}) -> {T}
  %8 = stablehlo.add %1, %arg0 : {T}
  %9 = stablehlo.multiply %1, %arg0 : {T}
  %10 = stablehlo.add %5, %arg0 : {T}
  %11 = stablehlo.multiply %5, %arg0 : {T}
  return %8, %9, %10, %11 : {T}, {T}, {T}, {T}
}}""",
    # StableHLO ops are pure only under their speculatability conditions: a unary op is
    # not when a static result dimension comes from a dynamic one.
    "dynamic_shapes_and_purity": """
func.func @main(%arg0: tensor<?xf32>, %arg1: tensor<8xf32>) -> (tensor<?xf32>, tensor<?xf32>, tensor<8xf32>, tensor<8xf32>) {
  %0 = stablehlo.iota dim = 0 : tensor<8xf32>
  %1 = stablehlo.convert %0 : (tensor<8xf32>) -> tensor<?xf32>
  %2 = stablehlo.add %1, %arg0 : tensor<?xf32>
  %3 = stablehlo.multiply %1, %arg0 : tensor<?xf32>
  %4 = stablehlo.abs %1 : (tensor<?xf32>) -> tensor<8xf32>
  %5 = stablehlo.add %4, %arg1 : tensor<8xf32>
  %6 = stablehlo.multiply %4, %arg1 : tensor<8xf32>
  return %2, %3, %5, %6 : tensor<?xf32>, tensor<?xf32>, tensor<8xf32>, tensor<8xf32>
}""",
    "sdy_constants_and_same_op_twice": """
func.func @main() -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %0 = sdy.constant dense<1.0> : tensor<8x8xf32>
  %1 = stablehlo.dot_general %0, %0, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  %2 = stablehlo.compare GT, %0, %0 : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xi1>
  %3 = stablehlo.select %2, %0, %1 : tensor<8x8xi1>, tensor<8x8xf32>
  return %1, %3 : tensor<8x8xf32>, tensor<8x8xf32>
}""",
}


@pytest.mark.jax
@pytest.mark.parametrize("name", CASES)
def test_same_as_shardy(name: str) -> None:
    assert_same_as_shardy(CASES[name], PASSES)


def test_alias_gives_the_same_result() -> None:
    for text in CASES.values():
        assert ours(text, ["sdy-constant-splitter"]) == ours(text, PASSES)


def test_constant_cloned_per_use() -> None:
    assert ours(CASES["constant_two_users"], PASSES).splitlines()[1:7] == [
        "  func.func @main(%arg0: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {",
        "    %0 = sdy.constant dense<1.0> : tensor<8xf32>",
        "    %1 = sdy.constant dense<1.0> : tensor<8xf32>",
        "    %2 = stablehlo.add %0, %arg0 : tensor<8xf32>",
        "    %3 = stablehlo.multiply %1, %arg0 : tensor<8xf32>",
        "    return %2, %3 : tensor<8xf32>, tensor<8xf32>",
    ]


def test_sub_computation_order() -> None:
    body = [line.strip().split(" = ", 1)[1].split(" ")[0] for line in
            ours(CASES["sub_computation_shared_inside"], PASSES).splitlines() if " = " in line]
    assert body == ["stablehlo.iota", "stablehlo.iota", "stablehlo.broadcast_in_dim",
                    "stablehlo.broadcast_in_dim", "stablehlo.multiply", "stablehlo.multiply",
                    "stablehlo.add", "stablehlo.add", "stablehlo.add", "stablehlo.subtract"]


def test_scalars_not_cloned() -> None:
    out = ours(CASES["scalar_constant_not_split"], PASSES)
    assert out.count("sdy.constant dense<2.0> : tensor<f32>") == 1
    assert out.count("stablehlo.broadcast_in_dim %0") == 2
    out = ours(CASES["returned_twice_and_dead_constants"], PASSES)
    assert out.count("dense<1.0>") == 2 and "dense<3.0>" not in out
    assert "dense<4.0>" not in out and "dense<5.0>" in out


def test_attributes_and_groups_kept_on_clones() -> None:
    out = ours(CASES["shardings_and_sdy_ops"], PASSES)
    assert out.count('sdy.constant {foo = 1 : i64, sdy.sharding = #sdy.sharding_per_value'
                     '<[<@mesh, [{"x"}, {}]>]>} dense<1.0>') == 3
    out = ours(CASES["sharding_groups_follow_clones"], PASSES)
    ids = [line.split("group_id=")[1].split(" ")[0] for line in out.splitlines()
           if "group_id" in line]
    assert ids == ["3", "7", "3", "7", "8", "4", "8", "4"]


def test_calls_cloned_with_callees() -> None:
    out = ours(CASES["constant_calls_cloned"], PASSES)
    assert "call @outer_2(%0)" in out and "call @outer_4(%1)" in out
    names = [line.split("@")[1].split("(")[0] for line in out.splitlines()
             if "func.func" in line]
    assert names == ["main", "outer", "inner", "inner_0", "inner_1", "outer_2", "inner_3",
                     "outer_4"]
    assert 'func.func private @inner_3(%arg0: tensor<8xf32>) -> tensor<8xf32> attributes ' \
           '{sdy.original_func_name = "inner"}' in out


def test_module_printing_round_trip() -> None:
    module = parse_module(CASES["named_computations"], "<case>")
    run_passes(module, PASSES)
    assert print_module(module).count('sdy.named_computation<"const">') == 2
    assert print_module(module).count('sdy.named_computation<"dynamic">') == 1


def test_operation_clone_deep_copies_regions() -> None:
    module = parse_module(CASES["uses_inside_regions"], "<case>")
    body = module.regions[0].block.ops[0].regions[0].block
    iota, const, loop = body.ops[:3]
    uses_before = len(iota.results[0].uses)
    mapping = {loop.operands[1]: const.results[0]}  # %arg1 -> the i32 constant
    copy = loop.clone(mapping)
    assert copy.operands[0] is iota.results[0] and copy.operands[1] is const.results[0]
    assert mapping[loop.results[1]] is copy.results[1]
    inner = [op for op in copy.walk() if op is not copy]
    originals = [op for op in loop.walk() if op is not loop]
    assert [op.name for op in inner] == [op.name for op in originals]
    assert all(a is not b for a, b in zip(inner, originals, strict=True))
    # Block arguments are the copy's own; values from above are shared (and gain uses).
    add = next(op for op in inner if op.name == "stablehlo.add")
    assert add.operands[0] is copy.regions[1].block.args[0]
    assert add.operands[1] is iota.results[0]
    assert len(iota.results[0].uses) == uses_before + 2  # the copy and its inner add
    assert copy.parent is None and copy.properties == loop.properties
