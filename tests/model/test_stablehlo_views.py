"""Typed views of StableHLO attributes and ops (``planner.model.dialects.ops``)."""

from __future__ import annotations

import pytest

from planner.model.dialects.ops import (
    CompareOp,
    ConvDimensionNumbers,
    ConvolutionOp,
    DotDimensionNumbers,
    DotGeneralOp,
    GatherDimensionNumbers,
    GatherOp,
    ReduceOp,
    ScatterDimensionNumbers,
    ScatterOp,
    WhileOp,
    enum_attr,
    enum_value,
    parse_struct_body,
)
from planner.model.ir.attributes import ArrayAttr, OpaqueAttr
from planner.model.text.io import parse_module


def test_struct_body_fields() -> None:
    assert parse_struct_body("a = [1, 2], b = 3, c = []") == {"a": (1, 2), "b": 3, "c": ()}
    assert parse_struct_body("") == {}
    assert parse_struct_body(" x = -1 ") == {"x": -1}


@pytest.mark.parametrize("body", ["a = [1, 2", "a = 1,", "a 1", "a = 1, a = 2", "a = [x]",
                                  "a = 1 b = 2"])
def test_malformed_struct_bodies_raise_value_error(body: str) -> None:
    with pytest.raises(ValueError):
        parse_struct_body(body)


def test_dot_dimension_numbers() -> None:
    text = ("#stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], "
            "lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>")
    d = DotDimensionNumbers.from_attr(OpaqueAttr(text))
    assert d == DotDimensionNumbers((0,), (0,), (2,), (1,))
    assert d.attr_text() == text
    assert d.to_attr() == OpaqueAttr(text)
    plain = DotDimensionNumbers.parse("lhs_contracting_dimensions = [1], "
                                      "rhs_contracting_dimensions = [0]")
    assert plain.lhs_batching_dimensions == () and plain.rhs_contracting_dimensions == (0,)
    assert DotDimensionNumbers().attr_text() == "#stablehlo.dot<>"


def test_dot_dimension_numbers_reject_other_attributes() -> None:
    with pytest.raises(ValueError):
        DotDimensionNumbers.from_attr(OpaqueAttr("#stablehlo.gather<offset_dims = [0]>"))
    with pytest.raises(ValueError):
        DotDimensionNumbers.parse("lhs_contracting_dimensions = 1")
    with pytest.raises(ValueError):
        DotDimensionNumbers.parse("offset_dims = [1]")
    with pytest.raises(ValueError):
        DotDimensionNumbers.from_attr(None)


def test_gather_dimension_numbers() -> None:
    text = ("#stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], "
            "operand_batching_dims = [0], start_indices_batching_dims = [0], "
            "start_index_map = [1], index_vector_dim = 2>")
    g = GatherDimensionNumbers.from_attr(OpaqueAttr(text))
    assert g.offset_dims == (2,) and g.operand_batching_dims == (0,)
    assert g.index_vector_dim == 2
    assert g.attr_text() == text
    # MLIR leaves out fields at their default, index_vector_dim = 0 included.
    g0 = GatherDimensionNumbers(offset_dims=(0,), start_index_map=(0,))
    assert g0.attr_text() == "#stablehlo.gather<offset_dims = [0], start_index_map = [0]>"
    with pytest.raises(ValueError):
        GatherDimensionNumbers.parse("index_vector_dim = [1]")


def test_scatter_dimension_numbers() -> None:
    text = ("#stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], "
            "scatter_dims_to_operand_dims = [0], index_vector_dim = 2>")
    s = ScatterDimensionNumbers.from_attr(OpaqueAttr(text))
    assert s == ScatterDimensionNumbers((2,), (0,), (), (), (0,), 2)
    assert s.attr_text() == text


def test_conv_dimension_numbers() -> None:
    c = ConvDimensionNumbers.parse("[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]")
    assert (c.input_batch_dimension, c.input_feature_dimension) == (0, 3)
    assert c.input_spatial_dimensions == (1, 2)
    assert (c.kernel_input_feature_dimension, c.kernel_output_feature_dimension) == (2, 3)
    assert c.kernel_spatial_dimensions == (0, 1)
    assert c.compact() == "[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]"
    odd = ConvDimensionNumbers.from_attr(OpaqueAttr("#stablehlo.conv<[b, 1, 0, f]x[1, 0, i, o]"
                                                    "->[f, b, 1, 0]>"))
    assert odd.input_spatial_dimensions == (2, 1)
    assert (odd.output_feature_dimension, odd.output_batch_dimension) == (0, 1)
    assert odd.output_spatial_dimensions == (3, 2)
    assert odd.attr_text() == "#stablehlo.conv<[b, 1, 0, f]x[1, 0, i, o]->[f, b, 1, 0]>"
    assert ConvDimensionNumbers.parse("[b, f]x[i, o]->[b, f]").input_spatial_dimensions == ()


@pytest.mark.parametrize("body", ["[b, b, f]x[i, o]->[b, f]", "[b, f]x[i]->[b, f]",
                                  "[b, 1, f]x[i, o]->[b, f]", "[b, 0, 0, f]x[i, o]->[b, f]",
                                  "[b, , f]x[i, o]->[b, f]", "[bf]x[i, o]->[b, f]",
                                  "[b, f]x[i, o]", "raw input_batch_dimension = 0"])
def test_invalid_conv_dimension_numbers(body: str) -> None:
    with pytest.raises(ValueError):
        ConvDimensionNumbers.parse(body)


def test_enums() -> None:
    attr = enum_attr("comparison_direction", "LT")
    assert attr == OpaqueAttr("#stablehlo<comparison_direction LT>")
    assert enum_value(attr) == "LT"
    assert enum_value(attr, "comparison_direction") == "LT"
    assert enum_value(attr, "precision") is None
    assert enum_value(OpaqueAttr("#stablehlo.dot<>")) is None
    assert enum_value(None) is None
    assert enum_attr("comparison_direction", "GT", "chlo").text == \
        "#chlo<comparison_direction GT>"


_PROGRAM = """
func.func @f(%x: tensor<2x4x8xf32>, %y: tensor<2x8x3xf32>, %img: tensor<1x9x9x4xf32>,
             %k: tensor<3x3x4x6xf32>, %t: tensor<16x8xf32>, %i: tensor<5x1xi32>,
             %u: tensor<5x8xf32>, %s: tensor<f32>) {
  %0 = stablehlo.dot_general %x, %y, batching_dims = [0] x [0], contracting_dims = [2] x [1],
       precision = [DEFAULT, HIGHEST] : (tensor<2x4x8xf32>, tensor<2x8x3xf32>) -> tensor<2x4x3xf32>
  %1 = stablehlo.convolution(%img, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
       window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
       : (tensor<1x9x9x4xf32>, tensor<3x3x4x6xf32>) -> tensor<1x7x7x6xf32>
  %2 = "stablehlo.gather"(%t, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1],
       collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>,
       slice_sizes = array<i64: 1, 8>}> : (tensor<16x8xf32>, tensor<5x1xi32>) -> tensor<5x8xf32>
  %3 = "stablehlo.scatter"(%t, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<
       update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0],
       index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) : (tensor<16x8xf32>, tensor<5x1xi32>, tensor<5x8xf32>) -> tensor<16x8xf32>
  %4 = stablehlo.reduce(%t init: %s) applies stablehlo.add across dimensions = [1]
       : (tensor<16x8xf32>, tensor<f32>) -> tensor<16xf32>
  %5 = stablehlo.compare GE, %s, %s : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %6 = stablehlo.while(%c = %s) : tensor<f32> cond {
    stablehlo.return %5 : tensor<i1>
  } do {
    stablehlo.return %c : tensor<f32>
  }
  return
}
"""


def test_typed_op_views() -> None:
    module = parse_module(_PROGRAM)
    ops = {op.name: op for op in module.walk()}
    dot = ops["stablehlo.dot_general"]
    assert isinstance(dot, DotGeneralOp)
    assert dot.dimension_numbers.lhs_contracting_dimensions == (2,)
    assert dot.precision == ["DEFAULT", "HIGHEST"]
    conv = ops["stablehlo.convolution"]
    assert isinstance(conv, ConvolutionOp)
    assert conv.dimension_numbers.kernel_output_feature_dimension == 3
    assert (conv.feature_group_count, conv.batch_group_count) == (1, 1)
    gather = ops["stablehlo.gather"]
    assert isinstance(gather, GatherOp)
    assert gather.dimension_numbers.index_vector_dim == 1 and gather.slice_sizes == [1, 8]
    scatter = ops["stablehlo.scatter"]
    assert isinstance(scatter, ScatterOp)
    assert scatter.dimension_numbers.update_window_dims == (1,)
    reduce = ops["stablehlo.reduce"]
    assert isinstance(reduce, ReduceOp)
    assert reduce.dimensions == [1]
    assert [v.type for v in reduce.inputs] == [reduce.operands[0].type]
    assert len(reduce.init_values) == 1
    compare = ops["stablehlo.compare"]
    assert isinstance(compare, CompareOp) and compare.direction == "GE"
    loop = ops["stablehlo.while"]
    assert isinstance(loop, WhileOp)
    assert loop.cond.ops[-1].name == "stablehlo.return" and len(loop.body.args) == 1


def test_dot_without_precision() -> None:
    module = parse_module("func.func @f(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) {\n"
                          "  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] :"
                          " (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>\n  return\n}")
    dot = next(op for op in module.walk() if isinstance(op, DotGeneralOp))
    assert dot.precision == []
    dot.properties["precision_config"] = ArrayAttr((enum_attr("precision", "HIGH"),))
    assert dot.precision == ["HIGH"]
