"""sdy-sharding-constraint-to-reshard: every sharding constraint becomes a reshard."""

from __future__ import annotations

import pytest

from tests.passes.differential import assert_both_reject, assert_same_as_shardy, ours

PASSES = ["sdy-sharding-constraint-to-reshard"]
MESH = 'sdy.mesh @mesh = <["x"=2, "y"=4]>\n'

CASES: dict[str, str] = {
    "single": MESH + """
func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x"}, {}]> : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}""",
    "open_dims_priorities_replicated": MESH + """
func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x", ?}p1, {?}], replicated={"y"}> : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}""",
    "chain_and_uses": MESH + """
func.func @main(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %0 = stablehlo.add %arg0, %arg0 : tensor<8x8xf32>
  %1 = sdy.sharding_constraint %0 <@mesh, [{"x"}, {}]> : tensor<8x8xf32>
  %2 = sdy.sharding_constraint %1 <@mesh, [{}, {"y"}]> : tensor<8x8xf32>
  %3 = stablehlo.multiply %1, %2 : tensor<8x8xf32>
  return %3, %2 : tensor<8x8xf32>, tensor<8x8xf32>
}""",
    # Discardable attributes (a sharding rule, frontend attributes) carry over.
    "discardable_attributes_kept": MESH + """
func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x"}, {}]> {mhlo.frontend_attributes = {a = "b"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=8}>} : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}""",
    "scalar": MESH + """
func.func @main(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = sdy.sharding_constraint %arg0 <@mesh, []> : tensor<f32>
  return %0 : tensor<f32>
}""",
    "unreduced": MESH + """
func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x"}], unreduced={"y"}> : tensor<8xf32>
  return %0 : tensor<8xf32>
}""",
    "inlined_mesh": """
func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = sdy.sharding_constraint %arg0 <mesh<["a"=4]>, [{"a"}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}""",
    "inside_manual_computation": MESH + """
func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x"} (%arg1: tensor<4x8xf32>) {
    %1 = sdy.sharding_constraint %arg1 <@mesh, [{}, {"y"}]> : tensor<4x8xf32>
    sdy.return %1 : tensor<4x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}""",
    "inside_loop_body": MESH + """
func.func @main(%arg0: tensor<8xf32>, %arg1: tensor<i32>) -> tensor<8xf32> {
  %0:2 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1) : tensor<8xf32>, tensor<i32>
    cond {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare  LT, %iterArg_0, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  } do {
    %1 = sdy.sharding_constraint %iterArg <@mesh, [{"y"}]> : tensor<8xf32>
    stablehlo.return %1, %iterArg_0 : tensor<8xf32>, tensor<i32>
  }
  return %0#0 : tensor<8xf32>
}""",
    "existing_reshards_untouched": MESH + """
func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = sdy.reshard %arg0 <@mesh, [{"y"}]> : tensor<8xf32>
  %1 = sdy.sharding_constraint %0 <@mesh, [{"x"}]> : tensor<8xf32>
  %2 = sdy.reshard %1 <@mesh, [{}]> : tensor<8xf32>
  return %2 : tensor<8xf32>
}""",
    "two_functions": MESH + """
func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = call @f(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
  %1 = sdy.sharding_constraint %0 <@mesh, [{"y"}]> : tensor<8xf32>
  return %1 : tensor<8xf32>
}
func.func private @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x"}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}""",
}


@pytest.mark.jax
@pytest.mark.parametrize("name", CASES)
def test_same_as_shardy(name: str) -> None:
    assert_same_as_shardy(CASES[name], PASSES)


@pytest.mark.jax
def test_unknown_mesh_rejected() -> None:
    text = """
func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = sdy.sharding_constraint %arg0 <@nowhere, [{"x"}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}"""
    assert_both_reject(text, PASSES, "unknown mesh")


def test_exact_output() -> None:
    assert ours(CASES["chain_and_uses"], PASSES) == """module {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func @main(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
    %0 = stablehlo.add %arg0, %arg0 : tensor<8x8xf32>
    %1 = sdy.reshard %0 <@mesh, [{"x"}, {}]> : tensor<8x8xf32>
    %2 = sdy.reshard %1 <@mesh, [{}, {"y"}]> : tensor<8x8xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<8x8xf32>
    return %3, %2 : tensor<8x8xf32>, tensor<8x8xf32>
  }
}
"""


def test_attributes_and_location_carried() -> None:
    from planner.model.text.io import parse_module
    from planner.passes import run_passes

    text = CASES["single"].replace(": tensor<8x8xf32>\n  return", ': tensor<8x8xf32> loc("c")\n  return')
    module = parse_module(text, "<case>")
    [constraint] = [op for op in module.walk() if op.name == "sdy.sharding_constraint"]
    run_passes(module, PASSES)
    [reshard] = [op for op in module.walk() if op.name == "sdy.reshard"]
    assert reshard.loc == '"c"' and reshard.src_loc == constraint.src_loc
    assert reshard.properties == constraint.properties
    out = ours(CASES["discardable_attributes_kept"], PASSES)
    assert 'sdy.reshard %arg0 <@mesh, [{"x"}, {}]> {mhlo.frontend_attributes = {a = "b"}, ' \
        "sdy.sharding_rule = " in out
    assert "sharding_constraint" not in out
