"""sdy-remove-sharding-groups: every ``sdy.sharding_group`` erased, wherever it is."""

from __future__ import annotations

import pytest

from tests.passes.differential import assert_same_as_shardy, ours

PASSES = ["sdy-remove-sharding-groups"]
MESH = 'sdy.mesh @mesh = <["x"=4, "y"=2]>\n'

CASES: dict[str, str] = {
    "one_group": MESH + """
func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = stablehlo.negate %arg0 : tensor<8xf32>
  sdy.sharding_group %arg0 group_id = 0 : tensor<8xf32>
  sdy.sharding_group %0 group_id = 0 : tensor<8xf32>
  return %0 : tensor<8xf32>
}""",
    "several_groups": MESH + """
func.func @main(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
  sdy.sharding_group %arg0 group_id = 3 : tensor<8xf32>
  %0 = stablehlo.add %arg0, %arg1 : tensor<8xf32>
  sdy.sharding_group %arg1 group_id = 747 : tensor<8xf32>
  sdy.sharding_group %0 group_id = 3 : tensor<8xf32>
  sdy.sharding_group %0 group_id = 747 : tensor<8xf32>
  return %0 : tensor<8xf32>
}""",
    "no_groups": MESH + """
func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
  %0 = stablehlo.negate %arg0 : tensor<8xf32>
  return %0 : tensor<8xf32>
}""",
    "shardings_kept": MESH + """
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x8xf32> {
  %0 = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {"y"}]>]>} : tensor<8x8xf32>
  sdy.sharding_group %0 group_id = 1 : tensor<8x8xf32>
  %1 = sdy.sharding_constraint %0 <@mesh, [{}, {"y"}]> : tensor<8x8xf32>
  sdy.sharding_group %1 group_id = 1 : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}""",
    "inside_while": MESH + """
func.func @main(%arg0: tensor<8xf32>, %arg1: tensor<i32>) -> tensor<8xf32> {
  %0:2 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1) : tensor<8xf32>, tensor<i32>
  cond {
    %1 = stablehlo.compare LT, %iterArg_0, %iterArg_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  } do {
    %1 = stablehlo.negate %iterArg : tensor<8xf32>
    sdy.sharding_group %1 group_id = 2 : tensor<8xf32>
    sdy.sharding_group %iterArg group_id = 2 : tensor<8xf32>
    stablehlo.return %1, %iterArg_0 : tensor<8xf32>, tensor<i32>
  }
  return %0#0 : tensor<8xf32>
}""",
    "inside_manual_computation": MESH + """
func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%arg1: tensor<2xf32>) {
    %1 = stablehlo.negate %arg1 : tensor<2xf32>
    sdy.sharding_group %1 group_id = 5 : tensor<2xf32>
    sdy.sharding_group %arg1 group_id = 5 : tensor<2xf32>
    sdy.return %1 : tensor<2xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}""",
    "inside_case_branches": MESH + """
func.func @main(%arg0: tensor<i32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
  %0 = "stablehlo.case"(%arg0) ({
    %1 = stablehlo.negate %arg1 : tensor<8xf32>
    sdy.sharding_group %1 group_id = 0 : tensor<8xf32>
    stablehlo.return %1 : tensor<8xf32>
  }, {
    %1 = stablehlo.abs %arg1 : tensor<8xf32>
    sdy.sharding_group %1 group_id = 0 : tensor<8xf32>
    stablehlo.return %1 : tensor<8xf32>
  }) : (tensor<i32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}""",
    "every_function": MESH + """
func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  sdy.sharding_group %arg0 group_id = 0 : tensor<8xf32>
  %0 = call @f(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
func.func private @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  sdy.sharding_group %arg0 group_id = 1 : tensor<8xf32>
  return %arg0 : tensor<8xf32>
}""",
    "nested_module": MESH + """
func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}
module @inner {
  func.func @g(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    sdy.sharding_group %arg0 group_id = 0 : tensor<8xf32>
    return %arg0 : tensor<8xf32>
  }
}""",
    "group_on_unused_argument_and_scalar": MESH + """
func.func @main(%arg0: tensor<8xf32>, %arg1: tensor<f32>) -> tensor<f32> {
  sdy.sharding_group %arg0 group_id = 9 : tensor<8xf32>
  sdy.sharding_group %arg1 group_id = 10 : tensor<f32>
  return %arg1 : tensor<f32>
}""",
}


@pytest.mark.jax
@pytest.mark.parametrize("name", CASES)
def test_same_as_shardy(name: str) -> None:
    assert_same_as_shardy(CASES[name], PASSES)


def test_all_groups_removed() -> None:
    for name, text in CASES.items():
        assert "sharding_group" not in ours(text, PASSES), name


def test_rest_kept() -> None:
    out = ours(CASES["shardings_kept"], PASSES)
    assert 'sdy.sharding_constraint %0 <@mesh, [{}, {"y"}]>' in out
    assert 'stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, ' \
           '{"y"}]>]>}' in out
