"""Verifier entry points: all errors in source order, ``verify_or_raise``, and the
corpus of real JAX programs, which must verify cleanly."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from planner.model.dialects.ops import ModuleOp
from planner.model.ir.diagnostics import VerificationError
from planner.model.sharding.tensor_sharding import TensorSharding
from planner.model.text.io import parse_file, parse_module
from planner.model.verify.verifier import verify, verify_or_raise
from tests.conftest import corpus_files

GENERIC = corpus_files("*.generic.mlir")

SEVERAL_ERRORS = """sdy.mesh @mesh = <["a"=2, "b"=4]>
sdy.mesh @mesh = <["a"=8]>
func.func @f(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"z"}, {}]>},
             %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>}) -> tensor<8x8xf32> {
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"a", "a"}, {}]> : tensor<8x8xf32>
  %1 = sdy.propagation_barrier %0 allowed_direction=BOTH : tensor<8x8xf32>
  %2 = "stablehlo.add"(%1, %arg1) {sdy.sharding = #sdy.sharding_per_value<[<@other, [{}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i]) {i=8, j=8}>} : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  return %2 : tensor<8x8xf32>
}
"""


def test_all_errors_in_source_order() -> None:
    errors = verify(parse_module(SEVERAL_ERRORS, "t.mlir"))
    assert [str(e) for e in errors] == [
        "t.mlir:2:1: error: 'sdy.mesh' op redefinition of symbol named 'mesh'",
        "t.mlir:3:14: error: 'func.func' op arg 0 sharding: unknown axis name \"z\" in mesh @mesh",
        "t.mlir:4:14: error: 'func.func' op arg 1 sharding: sharding rank 1 doesn't match the "
        "rank 2 of tensor<8x8xf32>",
        "t.mlir:5:8: error: 'sdy.sharding_constraint' op sharding: duplicate axis ref \"a\"",
        "t.mlir:6:8: error: 'sdy.propagation_barrier' op allowed_direction can't be BOTH: a "
        "barrier that blocks no direction is redundant",
        "t.mlir:7:8: error: 'stablehlo.add' op result 0: unknown mesh @other",
        "t.mlir:7:8: error: 'stablehlo.add' op sdy.sharding_rule: result 0 mapping has rank 1 "
        "but its type tensor<8x8xf32> has rank 2",
    ]
    assert all(isinstance(e, VerificationError) for e in errors)


def test_verify_or_raise_raises_the_first_error() -> None:
    with pytest.raises(VerificationError) as info:
        verify_or_raise(parse_module(SEVERAL_ERRORS, "t.mlir"))
    assert str(info.value) == "t.mlir:2:1: error: 'sdy.mesh' op redefinition of symbol named 'mesh'"
    assert info.value.loc is not None and (info.value.loc.line, info.value.loc.col) == (2, 1)


def test_verify_or_raise_accepts_a_valid_module() -> None:
    verify_or_raise(parse_module('sdy.mesh @mesh = <["a"=2]>', "t.mlir"))


def test_ops_built_in_code_have_no_location() -> None:
    module = ModuleOp.build()
    module.body.append(ModuleOp.create("sdy.sharding_constraint", [], [], {
        "sharding": TensorSharding("mesh")}))
    assert [str(e) for e in verify(module)] == [
        "<unknown>:0:0: error: 'sdy.sharding_constraint' op expected 1 operand, got 0"]


def test_meshes_are_looked_up_in_the_enclosing_module() -> None:
    text = """module {
  sdy.mesh @outer = <["a"=2]>
  module @inner {
    sdy.mesh @m = <["b"=2]>
    func.func @f(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@outer, [{"a"}]>}) -> tensor<8xf32> {
      return %arg0 : tensor<8xf32>
    }
  }
}
"""
    assert [str(e) for e in verify(parse_module(text, "t.mlir"))] == [
        "t.mlir:5:18: error: 'func.func' op arg 0 sharding: unknown mesh @outer"]


@pytest.mark.skipif(not GENERIC, reason="corpus not available")
@pytest.mark.parametrize("path", GENERIC, ids=lambda p: p.name)
def test_corpus_verifies(path: Path) -> None:
    assert [str(e) for e in verify(parse_file(path))] == []


def test_an_op_moved_after_a_user_breaks_dominance() -> None:
    # Text cannot say this (the parser rejects the use); a pass can, by inserting an op
    # after one of its users.
    module = parse_module("""func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %a : tensor<4xf32>
  %1 = stablehlo.abs %0 : tensor<4xf32>
  %2 = stablehlo.add %1, %0 : tensor<4xf32>
  return %2 : tensor<4xf32>
}
""", "t.mlir")
    assert verify(module) == []
    body = next(iter(module.funcs().values())).body  # type: ignore[attr-defined]
    negate, _, add = body.ops[:3]
    body.remove(negate)
    body.insert_after(add, negate)
    assert [str(e) for e in verify(module)] == [
        "t.mlir:3:8: error: 'stablehlo.abs' op operand #0 does not dominate this use",
        "t.mlir:4:8: error: 'stablehlo.add' op operand #1 does not dominate this use",
    ]


def test_a_dimension_beyond_int64_is_a_parse_error() -> None:
    from planner.model.ir.diagnostics import ParseError
    from planner.model.text.io import parse_module

    big = "99999999999999999999999999"
    text = f"func.func @main(%a: tensor<{big}x4xf32>) -> tensor<{big}x4xf32> {{\n" \
        f"  return %a : tensor<{big}x4xf32>\n}}"
    with pytest.raises(ParseError, match="a dimension is at most 9223372036854775807"):
        parse_module(text, "t.mlir")
    largest = text.replace(big, str(2**63 - 1))
    assert verify(parse_module(largest, "t.mlir")) == []


def test_a_function_without_its_type_is_one_error_not_a_crash(
        verify_text: Callable[[str], list[str]]) -> None:
    text = """"builtin.module"() ({
  "func.func"() <{sym_name = "main"}> ({
  ^bb0(%a: tensor<4xf32>):
    "func.return"(%a) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
"""
    assert verify_text(text) == [
        "t.mlir:2:3: error: 'func.func' op requires attribute 'function_type'"]


def test_a_terminator_ends_its_block(verify_text: Callable[[str], list[str]]) -> None:
    text = """sdy.mesh @mesh = <["x"=2]>
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  sdy.return %a : tensor<4xf32>
  func.return %a : tensor<4xf32>
  %0 = stablehlo.add %a, %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""
    assert verify_text(text) == [
        "t.mlir:3:3: error: 'sdy.return' op must be the last operation in the parent block",
        "t.mlir:4:3: error: 'func.return' op must be the last operation in the parent block"]
