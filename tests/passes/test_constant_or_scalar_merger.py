"""sdy-constant-or-scalar-merger: identical constants and scalar broadcasts of one region
merged into the first of them."""

from __future__ import annotations

import pytest

from planner.model.ir.attributes import DenseElementsAttr, FloatAttr
from planner.model.ir.types import TensorType
from planner.passes.exports.constant_or_scalar_merger import attr_key
from tests.passes.differential import assert_same_as_shardy, ours

PASSES = ["sdy-constant-or-scalar-merger"]
MESH = 'sdy.mesh @mesh = <["x"=2, "y"=2]>\n'

CASES: dict[str, str] = {
    "identical_constants": MESH + """
func.func @main() -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = stablehlo.constant dense<1.0> : tensor<4xf32>
  %1 = stablehlo.constant dense<2.0> : tensor<4xf32>
  %2 = stablehlo.constant dense<1.0> : tensor<4xf32>
  %3 = stablehlo.add %1, %2 : tensor<4xf32>
  return %0, %3, %2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}""",
    "different_types_and_values_kept": MESH + """
func.func @main() -> (tensor<4xf32>, tensor<4xf16>, tensor<2xf32>, tensor<4xf32>) {
  %0 = stablehlo.constant dense<1.0> : tensor<4xf32>
  %1 = stablehlo.constant dense<1.0> : tensor<4xf16>
  %2 = stablehlo.constant dense<1.0> : tensor<2xf32>
  %3 = stablehlo.constant dense<[1.0, 1.0, 1.0, 2.0]> : tensor<4xf32>
  return %0, %1, %2, %3 : tensor<4xf32>, tensor<4xf16>, tensor<2xf32>, tensor<4xf32>
}""",
    "shardings_must_match": MESH + """
func.func @main() -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} dense<1.0> : tensor<4xf32>
  %1 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"y"}]>]>} dense<1.0> : tensor<4xf32>
  %2 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} dense<1.0> : tensor<4xf32>
  %3 = stablehlo.constant dense<1.0> : tensor<4xf32>
  return %0, %1, %2, %3 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}""",
    "other_attributes_must_match": MESH + """
func.func @main() -> (tensor<f32>, tensor<f32>, tensor<f32>) {
  %0 = sdy.constant {some.tag = "A"} dense<1.0> : tensor<f32>
  %1 = sdy.constant {some.tag = "B"} dense<1.0> : tensor<f32>
  %2 = sdy.constant {some.tag = "A"} dense<1.0> : tensor<f32>
  return %0, %1, %2 : tensor<f32>, tensor<f32>, tensor<f32>
}""",
    "any_constant_op_merges_with_any_other": MESH + """
func.func @main() -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = sdy.constant dense<3.0> : tensor<4xf32>
  %1 = stablehlo.constant dense<3.0> : tensor<4xf32>
  %2 = "chlo.constant"() <{value = dense<3.0> : tensor<4xf32>}> : () -> tensor<4xf32>
  %3 = "arith.constant"() <{value = dense<3.0> : tensor<4xf32>}> : () -> tensor<4xf32>
  return %0, %1, %2, %3 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}""",
    "values_compare_as_stored_not_as_written": MESH + """
func.func @main() -> (tensor<4xf32>, tensor<4xf32>, tensor<2xbf16>, tensor<2xbf16>, tensor<2xi8>, tensor<2xi8>, tensor<f32>, tensor<f32>) {
  %0 = stablehlo.constant dense<1.0> : tensor<4xf32>
  %1 = stablehlo.constant dense<[1.0, 1.000000e+00, 0x3F800000, 1.0e0]> : tensor<4xf32>
  %2 = stablehlo.constant dense<[0.1, 2.0]> : tensor<2xbf16>
  %3 = stablehlo.constant dense<[0.1001, 2.0]> : tensor<2xbf16>
  %4 = stablehlo.constant dense<[-1, 0x10]> : tensor<2xi8>
  %5 = stablehlo.constant dense<[255, 16]> : tensor<2xi8>
  %6 = stablehlo.constant dense<0.0> : tensor<f32>
  %7 = stablehlo.constant dense<-0.0> : tensor<f32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<4xf32>, tensor<4xf32>, tensor<2xbf16>, tensor<2xbf16>, tensor<2xi8>, tensor<2xi8>, tensor<f32>, tensor<f32>
}""",
    "hex_buffers_complex_bool_and_unsigned": """
func.func @main() -> (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<2xi1>, tensor<2xi1>, tensor<2xui8>, tensor<2xui8>, tensor<2xf32>, tensor<2xf32>, tensor<f64>, tensor<f64>) {
  %0 = stablehlo.constant dense<[(1.0, 2.0), (1.0, 2.0)]> : tensor<2xcomplex<f32>>
  %1 = stablehlo.constant dense<(1.0, 2.000000e+00)> : tensor<2xcomplex<f32>>
  %2 = stablehlo.constant dense<[true, true]> : tensor<2xi1>
  %3 = stablehlo.constant dense<true> : tensor<2xi1>
  %4 = stablehlo.constant dense<[255, 1]> : tensor<2xui8>
  %5 = stablehlo.constant dense<[0xFF, 1]> : tensor<2xui8>
  %6 = stablehlo.constant dense<"0x0000803F0000803F"> : tensor<2xf32>
  %7 = stablehlo.constant dense<1.0> : tensor<2xf32>
  %8 = stablehlo.constant dense<0.1> : tensor<f64>
  %9 = stablehlo.constant dense<0.10000000000000001> : tensor<f64>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<2xi1>, tensor<2xi1>, tensor<2xui8>, tensor<2xui8>, tensor<2xf32>, tensor<2xf32>, tensor<f64>, tensor<f64>
}""",
    "different_regions_never_merge": MESH + """
func.func @main(%arg0: tensor<i32>) -> tensor<i32> {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %0 = stablehlo.while(%iterArg = %c) : tensor<i32>
  cond {
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.compare LT, %c_0, %c_1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  } do {
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %iterArg, %c_0 : tensor<i32>
    stablehlo.return %1 : tensor<i32>
  }
  %c_2 = stablehlo.constant dense<1> : tensor<i32>
  %2 = stablehlo.add %0, %c_2 : tensor<i32>
  return %2 : tensor<i32>
}""",
    "scalar_broadcasts": MESH + """
func.func @main(%arg0: tensor<f32>, %arg1: tensor<f32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<4x2xf32>, tensor<2x4xf32>) {
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
  %1 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
  %2 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
  %3 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
  %4 = stablehlo.broadcast_in_dim %arg0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : (tensor<f32>) -> tensor<2x4xf32>
  return %1, %0, %2, %3, %4 : tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<4x2xf32>, tensor<2x4xf32>
}""",
    "non_scalar_broadcasts_kept": MESH + """
func.func @main(%arg0: tensor<4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>) {
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<4xf32>) -> tensor<2x4xf32>
  %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<4xf32>) -> tensor<2x4xf32>
  return %0, %1 : tensor<2x4xf32>, tensor<2x4xf32>
}""",
    "merged_constants_let_their_broadcasts_merge": MESH + """
func.func @main() -> tensor<2x4xf32> {
  %0 = sdy.constant dense<1.0> : tensor<f32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
  %2 = sdy.constant dense<1.0> : tensor<f32>
  %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
  %4 = stablehlo.add %1, %3 : tensor<2x4xf32>
  return %4 : tensor<2x4xf32>
}""",
    "other_ops_kept": MESH + """
func.func @main(%arg0: tensor<4xf32>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = stablehlo.iota dim = 0 : tensor<4xi32>
  %1 = stablehlo.iota dim = 0 : tensor<4xi32>
  %2 = stablehlo.negate %arg0 : tensor<4xf32>
  %3 = stablehlo.negate %arg0 : tensor<4xf32>
  return %0, %1, %2, %3 : tensor<4xi32>, tensor<4xi32>, tensor<4xf32>, tensor<4xf32>
}""",
    "same_nested_region_and_functions": MESH + """
func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %c = stablehlo.constant dense<2.0> : tensor<8xf32>
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%arg1: tensor<4xf32>) {
    %c_0 = stablehlo.constant dense<2.0> : tensor<4xf32>
    %1 = stablehlo.multiply %arg1, %c_0 : tensor<4xf32>
    %c_1 = stablehlo.constant dense<2.0> : tensor<4xf32>
    %2 = stablehlo.add %1, %c_1 : tensor<4xf32>
    sdy.return %2 : tensor<4xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  %3 = call @f(%0) : (tensor<8xf32>) -> tensor<8xf32>
  %4 = stablehlo.add %3, %c : tensor<8xf32>
  return %4 : tensor<8xf32>
}
func.func private @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %c = stablehlo.constant dense<2.0> : tensor<8xf32>
  %c_0 = stablehlo.constant dense<2.0> : tensor<8xf32>
  %0 = stablehlo.add %arg0, %c_0 : tensor<8xf32>
  %1 = stablehlo.add %0, %c : tensor<8xf32>
  return %1 : tensor<8xf32>
}""",
}


@pytest.mark.jax
@pytest.mark.parametrize("name", CASES)
def test_same_as_shardy(name: str) -> None:
    assert_same_as_shardy(CASES[name], PASSES)


def test_first_one_kept() -> None:
    out = ours(CASES["identical_constants"], PASSES)
    assert """
    %0 = stablehlo.constant dense<1.0> : tensor<4xf32>
    %1 = stablehlo.constant dense<2.0> : tensor<4xf32>
    %2 = stablehlo.add %1, %0 : tensor<4xf32>
    return %0, %2, %0 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
""" in out
    out = ours(CASES["any_constant_op_merges_with_any_other"], PASSES)
    assert """
    %0 = sdy.constant dense<3.0> : tensor<4xf32>
    return %0, %0, %0, %0 :""" in out
    out = ours(CASES["values_compare_as_stored_not_as_written"], PASSES)
    assert "return %0, %0, %1, %1, %2, %2, %3, %4 :" in out


def test_broadcasts() -> None:
    out = ours(CASES["scalar_broadcasts"], PASSES)
    assert out.count("stablehlo.broadcast_in_dim") == 4
    out = ours(CASES["merged_constants_let_their_broadcasts_merge"], PASSES)
    assert out.count("sdy.constant") == 1 and out.count("broadcast_in_dim") == 1
    assert ours(CASES["non_scalar_broadcasts_kept"], PASSES).count("broadcast_in_dim") == 2


def test_regions_kept_apart() -> None:
    out = ours(CASES["different_regions_never_merge"], PASSES)
    assert out.count("stablehlo.constant") == 3  # outer, cond, body


def test_attr_key() -> None:
    f32 = TensorType((4,), "f32")
    same = [DenseElementsAttr("1.0", f32), DenseElementsAttr("[1.0, 1.0, 0x3F800000, 1.0e0]", f32),
            DenseElementsAttr("1.000000e+00", f32)]
    assert len({attr_key(a) for a in same}) == 1
    assert attr_key(DenseElementsAttr("0.0", f32)) != attr_key(DenseElementsAttr("-0.0", f32))
    assert attr_key(FloatAttr("0.1", "f32")) == attr_key(FloatAttr("0.100000001", "f32"))
    assert attr_key(FloatAttr("0.1", "f64")) != attr_key(FloatAttr("0.100000001", "f64"))
