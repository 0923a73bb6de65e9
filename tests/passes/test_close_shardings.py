"""sdy-close-shardings: every dimension closed, replicated axes dropped, everywhere."""

from __future__ import annotations

import pytest

from tests.passes.differential import assert_both_reject, assert_same_as_shardy, ours

PASSES = ["sdy-close-shardings"]
MESH = 'sdy.mesh @mesh = <["x"=2, "y"=4]>\n'

CASES: dict[str, str] = {
    "func_args_and_results": MESH + """
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}, {?}]>})
    -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {"y", ?}]>}) {
  return %arg0 : tensor<8x8xf32>
}""",
    "replicated_dropped": MESH + """
func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}], replicated={"y"}>})
    -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}""",
    "priorities_kept": MESH + """
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}p0, {"y", ?}p3]>})
    -> tensor<8x8xf32> {
  return %arg0 : tensor<8x8xf32>
}""",
    "op_results": MESH + """
func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.add %arg0, %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x", ?}, {?}], replicated={"y"}>]>} : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}""",
    "constraint_and_reshard": MESH + """
func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x", ?}, {?}]> : tensor<8x8xf32>
  %1 = sdy.reshard %0 <@mesh, [{?}, {"x", ?}], replicated={"y"}> : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}""",
    "unreduced_kept": MESH + """
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {?}], replicated={"x"}, unreduced={"y"}>})
    -> tensor<8x8xf32> {
  return %arg0 : tensor<8x8xf32>
}""",
    "sub_axes": MESH + """
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y":(1)2, ?}, {?}], replicated={"y":(2)2}>})
    -> tensor<8x8xf32> {
  return %arg0 : tensor<8x8xf32>
}""",
    "inlined_mesh": """
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<mesh<["a"=2]>, [{"a", ?}, {?}]>})
    -> tensor<8x8xf32> {
  return %arg0 : tensor<8x8xf32>
}""",
    "manual_computation": MESH + """
func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x", ?}, {?}]>] out_shardings=[<@mesh, [{"x", ?}, {?}], replicated={"y"}>] manual_axes={"x"} (%arg1: tensor<4x8xf32>) {
    %1 = stablehlo.negate %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {"y", ?}]>]>} : tensor<4x8xf32>
    sdy.return %1 : tensor<4x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}""",
    "while_and_data_flow_edge": MESH + """
func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = sdy.data_flow_edge %arg0 sharding=<@mesh, [{"x", ?}]> : tensor<8xf32>
  %1 = stablehlo.optimization_barrier {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"y", ?}]>]>} %0 : tensor<8xf32>
  return %1 : tensor<8xf32>
}""",
    "two_functions": MESH + """
func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}]>}) -> tensor<8xf32> {
  %0 = call @f(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
func.func private @f(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}], replicated={"x"}>}) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}""",
}


@pytest.mark.jax
@pytest.mark.parametrize("name", CASES)
def test_same_as_shardy(name: str) -> None:
    assert_same_as_shardy(CASES[name], PASSES)


def test_closes_and_drops_replicated() -> None:
    out = ours(CASES["replicated_dropped"], PASSES)
    assert '#sdy.sharding<@mesh, [{"x"}]>' in out and "replicated" not in out
    out = ours(CASES["constraint_and_reshard"], PASSES)
    assert 'sdy.sharding_constraint %arg0 <@mesh, [{"x"}, {}]>' in out
    assert 'sdy.reshard %0 <@mesh, [{}, {"x"}]>' in out
    assert "?" not in out


@pytest.mark.jax
def test_empty_dim_with_priority_becomes_invalid() -> None:
    # Closing `{?}p3` gives `{}p3`, which the dialect forbids: Shardy's pass manager fails
    # verification after the pass, and so does ours.
    text = MESH + """
func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}p3]>}) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}"""
    assert_both_reject(text, PASSES, "dim 0 is empty and closed but has a priority")


def test_keeps_priorities_and_unreduced() -> None:
    assert '[{"x"}p0, {"y"}p3]' in ours(CASES["priorities_kept"], PASSES)
    assert 'unreduced={"y"}' in ours(CASES["unreduced_kept"], PASSES)
