"""StableHLO rules the interpreter and the cost model rely on: a constant's literal reads as
its type (element count, integer range) and a reduce names dimensions of its input; the
verdicts are jaxlib's."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tests.model.verifier.conftest import ACCEPTS

CONSTANTS = {
    # (literal, type): the error we give, None where it is valid
    ("[1.0, 2.0, 3.0]", "tensor<4xf32>"): "malformed literal dense<[1.0, 2.0, 3.0]>",
    ("0.[[[1.0", "tensor<f32>"): "malformed literal dense<0.[[[1.0>",
    ("[1, 5000000000]", "tensor<2xi32>"): "5000000000 is out of range",
    ("[255, -128]", "tensor<2xi8>"): None,  # signless: the bit pattern of -1
    ("", "tensor<0xf32>"): None,
    ("[[1, 2], [3, 4]]", "tensor<2x2xi64>"): None,
    ("1.5", "tensor<3xbf16>"): None,
}


def _constant(literal: str, type_: str) -> str:
    return (f"func.func @main() -> {type_} {{\n"
            f"  %0 = stablehlo.constant dense<{literal}> : {type_}\n"
            f"  return %0 : {type_}\n}}\n")


@pytest.mark.parametrize(("literal", "type_"), list(CONSTANTS))
def test_constant_literals(literal: str, type_: str,
                           verify_text: Callable[[str], list[str]]) -> None:
    errors = verify_text(_constant(literal, type_))
    expected = CONSTANTS[literal, type_]
    if expected is None:
        assert errors == []
    else:
        assert len(errors) == 1 and expected in errors[0], errors
        assert errors[0].startswith("t.mlir:2:8: error: 'stablehlo.constant' op ")


@pytest.mark.jax
@pytest.mark.parametrize(("literal", "type_"), list(CONSTANTS))
def test_constant_verdicts_are_jaxlibs(literal: str, type_: str,
                                       sdy_oracle: Callable[[str], tuple[str, str]]) -> None:
    verdict, _ = sdy_oracle(_constant(literal, type_))
    assert (verdict == ACCEPTS) == (CONSTANTS[literal, type_] is None)


def test_a_constant_of_another_type_is_refused(verify_text: Callable[[str], list[str]]) -> None:
    text = ('func.func @main() -> tensor<8x2xi64> {\n'
            '  %0 = "stablehlo.constant"() <{value = dense<0> : tensor<8x0xi64>}> : () -> '
            'tensor<8x2xi64>\n  return %0 : tensor<8x2xi64>\n}\n')
    assert verify_text(text) == [
        "t.mlir:2:8: error: 'stablehlo.constant' op value type tensor<8x0xi64> doesn't "
        "match the result type tensor<8x2xi64>"]


@pytest.mark.parametrize(("dims", "error"), [
    ("[0]", None),
    ("[2]", "reduced dimension 2 is out of range for rank 2"),
    ("[99999999999999999999]", "reduced dimension 99999999999999999999 is out of range"),
    ("[1, 1]", "reduced dimensions [1, 1] repeat a dimension"),
])
def test_reduce_dimensions(dims: str, error: str | None,
                           verify_text: Callable[[str], list[str]]) -> None:
    text = ("func.func @main(%a: tensor<4x8xf32>, %i: tensor<f32>) -> tensor<8xf32> {\n"
            f"  %0 = stablehlo.reduce(%a init: %i) applies stablehlo.add across dimensions = "
            f"{dims} : (tensor<4x8xf32>, tensor<f32>) -> tensor<8xf32>\n"
            "  return %0 : tensor<8xf32>\n}\n")
    errors = verify_text(text)
    assert errors == [] if error is None else (len(errors) == 1 and error in errors[0]), errors


def _reduce_window(properties: str) -> str:
    return ("func.func @main(%a: tensor<4x8xf32>, %i: tensor<f32>) -> tensor<2x4xf32> {\n"
            f'  %0 = "stablehlo.reduce_window"(%a, %i) <{{{properties}}}> ({{\n'
            "  ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n"
            "    %s = stablehlo.add %x, %y : tensor<f32>\n"
            "    stablehlo.return %s : tensor<f32>\n"
            "  }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<2x4xf32>\n"
            "  return %0 : tensor<2x4xf32>\n}\n")


@pytest.mark.parametrize(("properties", "error"), [
    ("window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>", None),
    ("window_dimensions = array<i64: 2, 2, 1>", "window_dimensions has 3 values, expected 2"),
    ("window_strides = array<i64: 2, 2>", "requires window_dimensions"),
    ("window_dimensions = array<i64: 2, 0>", "window_dimensions values must be at least 1"),
    ("window_dimensions = array<i64: 2, 2>, window_dilations = arrayi64<: 1, 1>",
     "window_dilations must be an integer array, got arrayi64<: 1, 1>"),
    ("window_dimensions = array<i64: 2, 2>, padding = dense<0> : tensor<1x2xi64>",
     "padding has 2 values, expected 4"),
    ("window_dimensions = array<i64: 1, 1>", "result shape [2, 4] is not the window's [4, 8]"),
    ("window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>, "
     "padding = dense<65> : tensor<2x2xi64>",
     "result shape [2, 4] is not the window's [67, 69]"),
    ("window_dimensions = array<i64: 3, 3>, window_strides = array<i64: 2, 2>, "
     "padding = dense<[[1, 0], [0, 1]]> : tensor<2x2xi64>", None),
    ("window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>, "
     "base_dilations = array<i64: 2, 1>", "result shape [2, 4] is not the window's [3, 4]"),
])
def test_reduce_window_properties(properties: str, error: str | None,
                                  verify_text: Callable[[str], list[str]]) -> None:
    errors = verify_text(_reduce_window(properties))
    assert errors == [] if error is None else (len(errors) == 1 and error in errors[0]), errors


def test_channel_handles_read_as_mlir_writes_integers() -> None:
    from planner.model.dialects.ops import channel_id
    from planner.model.text.io import parse_module

    text = ('func.func @main(%a: tensor<8xf32>) -> tensor<8xf32> {\n'
            '  %0 = "stablehlo.all_reduce"(%a) <{channel_handle = #stablehlo.channel_handle<'
            'handle = HANDLE, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({\n'
            '  ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n'
            '    %s = stablehlo.add %x, %y : tensor<f32>\n'
            '    stablehlo.return %s : tensor<f32>\n'
            '  }) : (tensor<8xf32>) -> tensor<8xf32>\n  return %0 : tensor<8xf32>\n}\n')
    for handle, value in (("7", 7), ("0x10", 16), ("0x7fffffffffffffff", 2**63 - 1)):
        module = parse_module(text.replace("HANDLE", handle), "t.mlir")
        op = next(o for o in module.walk() if o.name == "stablehlo.all_reduce")
        assert channel_id(op) == value


@pytest.mark.jax
def test_a_reduce_window_of_another_shape_is_jaxlibs_error_too(
        sdy_oracle: Callable[[str], tuple[str, str]]) -> None:
    verdict, _ = sdy_oracle(_reduce_window("window_dimensions = array<i64: 1, 1>"))
    assert verdict != ACCEPTS


def _sharded_reduce_window(sharding: str) -> str:
    return ('sdy.mesh @mesh = <["x"=4]>\n'
            "func.func @main(%a: tensor<4x8xf32>, %i: tensor<f32>) -> tensor<4x4xf32> {\n"
            '  %0 = "stablehlo.reduce_window"(%a, %i) <{window_dimensions = array<i64: 2, 2>, '
            "window_strides = array<i64: 2, 2>}> ({\n"
            "  ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n"
            "    %s = stablehlo.add %x, %y : tensor<f32>\n"
            "    stablehlo.return %s : tensor<f32>\n"
            f"  }}) {{sdy.sharding = #sdy.sharding_per_value<[<@mesh, {sharding}>]>}} : "
            "(tensor<4x8xf32>, tensor<f32>) -> tensor<4x4xf32>\n"
            "  return %0 : tensor<4x4xf32>\n}\n")


@pytest.mark.parametrize(("sharding", "error"), [
    # the window gives [2, 4]; 2 rows over 4 devices pad to 4, as pad-for-divisibility pads
    ('[{"x"}, {}]', None),
    ('[{}, {"x"}]', "result shape [4, 4] is not the window's [2, 4]"),
])
def test_a_result_padded_to_divide_its_sharding_is_the_partitioners(
        sharding: str, error: str | None, verify_text: Callable[[str], list[str]]) -> None:
    errors = verify_text(_sharded_reduce_window(sharding))
    assert errors == [] if error is None else (len(errors) == 1 and error in errors[0]), errors
