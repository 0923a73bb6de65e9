"""sdy-drop-sharding-and-mesh: no sdy.sharding and no sdy.mesh left, nothing else
touched; the same as Shardy (jaxlib 0.10.2)."""

from __future__ import annotations

import pytest

from tests.passes.differential import assert_same_as_shardy

PASS = "sdy-drop-sharding-and-mesh"
CASES = {
    "func_and_op_shardings": """sdy.mesh @mesh = <["x"=2, "y"=2]>
sdy.mesh @other = <["z"=4]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>, mhlo.frontend_attributes = {a = "b"}}, %arg1: tensor<8xf32>) -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}]>}, tensor<8xf32>) {
  %0 = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {"y"}]>]>, mhlo.sharding = "{replicated}"} : tensor<8x8xf32>
  return %0, %arg1 : tensor<8x8xf32>, tensor<8xf32>
}""",
    "nested_and_private_function": """sdy.mesh @mesh = <["x"=2]>
func.func private @f(%arg0: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> (tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) {
  %0 = stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @f(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : (tensor<4xf32>) -> tensor<4xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %1:2 = stablehlo.while(%i = %c, %v = %0) : tensor<i32>, tensor<4xf32> attributes {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>, <@mesh, [{"x"}]>]>}
    cond {
    %p = stablehlo.compare LT, %i, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %n = stablehlo.negate %v {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : tensor<4xf32>
    stablehlo.return %i, %n : tensor<i32>, tensor<4xf32>
  }
  return %1#1 : tensor<4xf32>
}""",
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_same_as_shardy(name: str) -> None:
    assert_same_as_shardy(CASES[name], [PASS])
