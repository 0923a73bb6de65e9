"""sdy-drop-sharding-rules: non-custom ``sdy.sharding_rule`` attributes dropped in each
top-level function."""

from __future__ import annotations

import pytest

from tests.passes.differential import assert_same_as_shardy, ours

PASSES = ["sdy-drop-sharding-rules"]
MESH = 'sdy.mesh @mesh = <["x"=4, "y"=2]>\n'
RULE = "#sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=8}>"
CUSTOM = "#sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=8}, custom>"

CASES: dict[str, str] = {
    "one_op": MESH + f"""
func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {{
  %0 = stablehlo.negate %arg0 {{sdy.sharding_rule = {RULE}}} : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}}""",
    "dot_keeps_its_sharding": MESH + """
func.func @main(%arg0: tensor<8x32xf32>, %arg1: tensor<32x16xf32>) -> tensor<8x16xf32> {
  %0 = stablehlo.dot %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [k, j])->([i, j]) {i=8, j=16, k=32} reduction={k}>} : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}""",
    "custom_rule_kept": MESH + f"""
func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {{
  %0 = stablehlo.custom_call @foo(%arg0) {{sdy.sharding_rule = {CUSTOM}}} : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}}""",
    "custom_and_plain_mixed": MESH + f"""
func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {{
  %0 = stablehlo.negate %arg0 {{sdy.sharding_rule = {CUSTOM}}} : tensor<8x8xf32>
  %1 = stablehlo.abs %0 {{sdy.sharding_rule = {RULE}}} : tensor<8x8xf32>
  %2 = stablehlo.custom_call @bar(%1) {{sdy.sharding_rule = {RULE}}} : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %2 : tensor<8x8xf32>
}}""",
    "no_rules": MESH + """
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x8xf32> {
  %0 = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}""",
    "inside_while": MESH + """
func.func @main(%arg0: tensor<8xf32>, %arg1: tensor<i32>) -> tensor<8xf32> {
  %0:2 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1) : tensor<8xf32>, tensor<i32>
  cond {
    %1 = stablehlo.compare LT, %iterArg_0, %iterArg_0 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([]) {}>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  } do {
    %1 = stablehlo.negate %iterArg {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : tensor<8xf32>
    stablehlo.return %1, %iterArg_0 : tensor<8xf32>, tensor<i32>
  }
  return %0#0 : tensor<8xf32>
}""",
    "inside_manual_computation": MESH + """
func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%arg1: tensor<2xf32>) {
    %1 = stablehlo.negate %arg1 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=2}>} : tensor<2xf32>
    sdy.return %1 : tensor<2xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}""",
    "every_function": MESH + f"""
func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {{
  %0 = call @f(%arg0) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}}
func.func private @f(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {{
  %0 = stablehlo.negate %arg0 {{sdy.sharding_rule = {RULE}}} : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}}""",
    "nested_module_not_reached": MESH + f"""
func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {{
  %0 = stablehlo.negate %arg0 {{sdy.sharding_rule = {RULE}}} : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}}
module @inner {{
  func.func @g(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {{
    %0 = stablehlo.negate %arg0 {{sdy.sharding_rule = {RULE}}} : tensor<8x8xf32>
    return %0 : tensor<8x8xf32>
  }}
}}""",
    "factor_kinds_and_multiple_results": MESH + """
func.func @main(%arg0: tensor<8x8xf32>, %arg1: tensor<f32>) -> tensor<8xf32> {
  %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [])->([i]) {i=8, j=8} reduction={j}>} : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
  %1:2 = stablehlo.optimization_barrier {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [])->([i], []) {i=8}>} %0, %arg1 : tensor<8xf32>, tensor<f32>
  return %1#0 : tensor<8xf32>
}""",
}


@pytest.mark.jax
@pytest.mark.parametrize("name", CASES)
def test_same_as_shardy(name: str) -> None:
    assert_same_as_shardy(CASES[name], PASSES)


def test_drops_plain_keeps_custom() -> None:
    out = ours(CASES["custom_and_plain_mixed"], PASSES)
    assert out.count("sdy.sharding_rule") == 1 and ", custom>" in out
    assert "sdy.sharding_rule" not in ours(CASES["every_function"], PASSES)
    assert "sdy.sharding_rule" not in ours(CASES["inside_while"], PASSES)
    out = ours(CASES["dot_keeps_its_sharding"], PASSES)
    assert 'sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>' in out
    assert "sdy.sharding_rule" not in out


def test_nested_module_kept() -> None:
    # The pass runs on each top-level func.func: a nested module's functions are not reached.
    assert ours(CASES["nested_module_not_reached"], PASSES).count("sdy.sharding_rule") == 1
