"""Custom (pretty) forms of StableHLO and CHLO ops, checked against MLIR itself.

The inputs in ``data/stablehlo`` are written in the generic form; jaxlib's MLIR prints them
pretty, and both forms must read into the same IR here. Our pretty output must mean the same
to MLIR as the original, and our generic output must carry MLIR's canonical attribute text.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from planner.model.ir.attributes import ArrayAttr, BoolAttr, DenseArrayAttr, DictAttr, IntegerAttr
from planner.model.ir.core import Operation
from planner.model.ir.diagnostics import ParseError
from planner.model.text.io import parse_module, print_module
from tests.conftest import CORPUS

DATA = Path(__file__).parent / "data" / "stablehlo"
CASES = sorted(DATA.glob("*.mlir"))
CORPUS_PAIRS = sorted(p.name[: -len(".generic.mlir")] for p in CORPUS.glob("*.generic.mlir"))
CORPUS_FILES = sorted(CORPUS.glob("*.mlir"))


def _generic(text: str) -> str:
    return print_module(parse_module(text), generic=True)


def _pretty_ops(path: Path) -> list[str]:
    """Ops the case lists on its ``// pretty:`` line: MLIR prints them pretty (and so must we)."""
    m = re.search(r"^// pretty: (.*)$", path.read_text(), re.M)
    names = m.group(1).split() if m else []
    return [n if "." in n else f"stablehlo.{n}" for n in names]


def _uses_generic_form(text: str, op: str) -> bool:
    return f'"{op}"(' in text


@pytest.fixture(scope="module")
def mlir():  # type: ignore[no-untyped-def]
    """jaxlib's MLIR: ``pretty(text)`` and ``generic(text)`` of a parsed (verified) module."""
    pytest.importorskip("jaxlib")
    import jax._src.interpreters.mlir as jm
    from jaxlib.mlir import ir

    class Oracle:
        @staticmethod
        def pretty(text: str) -> str:
            with jm.make_ir_context():
                return ir.Module.parse(text).operation.get_asm()

        @staticmethod
        def generic(text: str) -> str:
            with jm.make_ir_context():
                return ir.Module.parse(text).operation.get_asm(print_generic_op_form=True)

    return Oracle


# -- data-driven cases against MLIR -----------------------------------------------------------
@pytest.mark.jax
@pytest.mark.parametrize("path", CASES, ids=lambda p: p.stem)
def test_pretty_from_mlir_reads_as_generic(path: Path, mlir) -> None:  # type: ignore[no-untyped-def]
    """(1) MLIR's pretty text and MLIR's generic text of the same module read the same."""
    pretty = mlir.pretty(path.read_text())
    for op in _pretty_ops(path):
        assert f" {op} " in pretty or f" {op}(" in pretty, f"MLIR did not print {op} pretty"
    generic = mlir.generic(pretty)
    assert _generic(pretty) == _generic(generic)


@pytest.mark.jax
@pytest.mark.parametrize("path", CASES, ids=lambda p: p.stem)
def test_our_pretty_means_the_same_to_mlir(path: Path, mlir) -> None:  # type: ignore[no-untyped-def]
    """(2) Our pretty print is accepted by MLIR and means what the original meant."""
    original = path.read_text()
    ours = print_module(parse_module(original))
    for op in _pretty_ops(path):
        assert not _uses_generic_form(ours, op), f"{op} printed generic"
    assert mlir.generic(ours) == mlir.generic(original)
    # Reading our pretty text back gives the same IR.
    assert _generic(ours) == _generic(original)


@pytest.mark.jax
@pytest.mark.parametrize("path", CASES, ids=lambda p: p.stem)
def test_our_generic_matches_mlir(path: Path, mlir) -> None:  # type: ignore[no-untyped-def]
    """(3) Our generic print of what we read from MLIR's pretty text is MLIR's own generic
    text, byte for byte (so every attribute we build has MLIR's canonical spelling)."""
    pretty = mlir.pretty(path.read_text())
    ours = print_module(parse_module(pretty), generic=True)
    assert mlir.generic(ours) == mlir.generic(pretty)
    # The printers number values differently (MLIR's generic form does not restart in
    # functions or sibling regions); which value is used where was checked above, so the
    # names are left out here.
    assert _without_names(ours) == _without_names(mlir.generic(pretty))


def _without_names(text: str) -> str:
    return re.sub(r"%[\w.$-]+(#\d+)?", "%_", text)


# -- the corpus ---------------------------------------------------------------------------------
def _drop_empty_arg_attrs(module: Operation) -> Operation:
    """Only the generic form can spell all-empty ``arg_attrs``/``res_attrs``; drop them."""
    for op in module.walk():
        if op.name == "func.func":
            for key in ("arg_attrs", "res_attrs"):
                a = op.properties.get(key)
                if isinstance(a, ArrayAttr) and all(isinstance(d, DictAttr) and not len(d)
                                                    for d in a):
                    del op.properties[key]
    return module


@pytest.mark.parametrize("name", CORPUS_PAIRS)
def test_corpus_pretty_and_generic_read_the_same(name: str) -> None:
    pretty = _drop_empty_arg_attrs(parse_module((CORPUS / f"{name}.mlir").read_text()))
    generic = _drop_empty_arg_attrs(parse_module((CORPUS / f"{name}.generic.mlir").read_text()))
    assert print_module(pretty, generic=True) == print_module(generic, generic=True)


@pytest.mark.jax
@pytest.mark.parametrize("path", CORPUS_FILES, ids=lambda p: p.name)
def test_corpus_pretty_print_accepted_by_mlir(path: Path, mlir_oracle) -> None:  # type: ignore[no-untyped-def]
    text = print_module(parse_module(path.read_text()))
    assert '"stablehlo.dot_general"(' not in text and '"stablehlo.add"(' not in text
    assert mlir_oracle(text) == mlir_oracle(path.read_text())


# -- errors ---------------------------------------------------------------------------------------
_HEAD = ("func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %i: tensor<i32>, "
         "%s: tensor<f32>, %n: tensor<4x8xi32>) {\n")

# Each malformed op line marks with "¦" the token the error must point at.
ERRORS = [
    ("%0 = stablehlo.add %a, ¦%n : tensor<4x8xf32>", "expects different type than prior uses"),
    ("%0 = stablehlo.add %a ¦%a : tensor<4x8xf32>", "expected ','"),
    ("%0 = stablehlo.negate %a : ¦(tensor<4x8xf32>, tensor<f32>) -> tensor<4x8xf32>",
     "1 operands present, but expected 2"),
    ("%0 = stablehlo.negate %a : ¦(tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<f32>)",
     "expected single output"),
    ("%0 = stablehlo.broadcast_in_dim %a, dims = [0, ¦x] : (tensor<4x8xf32>) -> tensor<4x8xf32>",
     "expected broadcast_dimensions"),
    ("%0 = stablehlo.compare LT, %a ¦: (tensor<4x8xf32>) -> tensor<4x8xi1>", "expected ','"),
    ("%0 = stablehlo.compare LT, %a, %a, ¦7 : (tensor<4x8xf32>, tensor<4x8xf32>) -> "
     "tensor<4x8xi1>", "expected comparison_type value"),
    ("%0 = stablehlo.slice %a [0:4:¦] : (tensor<4x8xf32>) -> tensor<4x8xf32>",
     "expected slice stride"),
    ("%0 = stablehlo.dot_general %a, %b, batching_dims = [] x [] ¦: "
     "(tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>", "expected ','"),
    ("%0 = stablehlo.dot_general %a, %b, contracting_dims = [1] ¦[0] : "
     "(tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>", "expected 'x'"),
    ("%0 = stablehlo.dot %a, %b, precision = [DEFAULT, ¦3] : "
     "(tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>", "expected precision"),
    ("%0 = stablehlo.convolution(%a, %b) dim_numbers = ¦[b, b]x[i, o]->[b, f], window = {} : "
     "(tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>", "unexpected dimension 'b'"),
    ("%0 = stablehlo.convolution(%a, %b) dim_numbers = [b, f]x¦[i, 1]->[b, f], window = {} : "
     "(tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>", "dimensions o not specified"),
    ("%0 = stablehlo.convolution(%a, %b) dim_numbers = [b, f]x[i, o]->[b, f], window = "
     "{stride = [1], ¦stride = [1]} : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>",
     "Unexpected keyword stride"),
    ("%0 = stablehlo.convolution(%a, %b) dim_numbers = [b, f]x[i, o]->[b, f], window = "
     "{pad = [¦[1]]} : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>",
     "Expected array with 2 elements"),
    ("%0 = stablehlo.reduce(%a init: %s) applies ¦stablehlo.subtract across dimensions = [1] : "
     "(tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>", "commutative"),
    ("%0 = stablehlo.reduce(%a init: %s) across dimensions = [1] : "
     "(tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32> ¦cond", "expected 'reducer'"),
    ("%0 = stablehlo.reduce(%a init: %s) across dimensions = [1] : "
     "(tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32> reducer(%x: tensor<f32>¦) {}",
     "expected ','"),
    ("%0 = stablehlo.reduce_precision %a, format = ¦e5x10 : tensor<4x8xf32>",
     "expected exponent mantissa in format e#m#"),
    ("%0 = stablehlo.while(%x = %i) : ¦tensor<i32>, tensor<f32> cond {}",
     "1 operands present, but expected 2"),
    ("%0 = stablehlo.while(%x = %i) : tensor<i32> ¦do {}", "expected 'cond'"),
    ("%0 = stablehlo.while(¦%x#1 = %i) : tensor<i32> cond {} do {}",
     "cannot carry a result number"),
    ("%0 = stablehlo.constant ¦3 : tensor<f32>", "expected an elements attribute"),
    ("%0 = stablehlo.custom_call ¦foo(%a) : (tensor<4x8xf32>) -> tensor<4x8xf32>",
     "expected symbol"),
    ("%0 = stablehlo.select %i, %a, %a : ¦tensor<i32>, tensor<4x8xf32>, tensor<f32>",
     "expected functional type or list of two types"),
    ("%0 = stablehlo.tuple %a, %s : ¦tensor<4x8xf32>", "expected tuple type"),
    ("%0 = stablehlo.complex %a, %a : ¦tensor<4x8xf32>", "complex element type"),
    ("%0 = stablehlo.get_tuple_element %a[¦] : (tensor<4x8xf32>) -> tensor<f32>",
     "expected integer"),
    ("%0 = chlo.erf %a : tensor<4x8xf32> ¦tensor<4x8xf32>", "expected '->'"),
    ("%0 = stablehlo.iota dim = 0 : tensor<4xi32> ¦{x}", "expected operation name"),
    ("%0 = stablehlo.optimization_barrier ¦: tensor<f32>", "expected SSA operand or '()'"),
    ("%0 = stablehlo.dynamic_slice %a, %i, %i, sizes = [1, 2] : ¦tensor<4x8xf32>",
     "expected function type"),
]


@pytest.mark.parametrize(("line", "message"), ERRORS, ids=[e[0][5:35] for e in ERRORS])
def test_malformed_custom_forms_are_located_parse_errors(line: str, message: str) -> None:
    col = line.index("¦") + 3  # two spaces of indentation, 1-based columns
    text = _HEAD + "  " + line.replace("¦", "") + "\n  return\n}\n"
    with pytest.raises(ParseError) as info:
        parse_module(text, "bad.mlir")
    err = info.value
    assert message in err.message, str(err)
    assert err.loc is not None and err.loc.file == "bad.mlir"
    assert (err.loc.line, err.loc.col) == (2, col), str(err)


def test_every_truncation_of_a_pretty_program_is_a_parse_error() -> None:
    """No prefix of valid pretty text makes the parser crash with a Python exception."""
    text = (DATA / "shape.mlir").read_text()
    pretty = print_module(parse_module(text))
    body_start = pretty.index("stablehlo.")
    for cut in range(body_start, len(pretty) - 1, 7):
        try:
            parse_module(pretty[:cut])
        except ParseError:
            continue
        raise AssertionError(f"prefix of {cut} characters parsed")


def test_every_truncation_of_region_and_conv_forms_is_a_parse_error() -> None:
    for name in ("reduce.mlir", "conv_dot.mlir", "control.mlir"):
        pretty = print_module(parse_module((DATA / name).read_text()))
        for cut in range(pretty.index("stablehlo."), len(pretty) - 1, 5):
            try:
                parse_module(pretty[:cut])
            except ParseError:
                continue
            raise AssertionError(f"{name}: prefix of {cut} characters parsed")


# -- printer fallbacks ------------------------------------------------------------------------------
def _module_with(op_text: str) -> Operation:
    return parse_module("func.func @f(%a: tensor<4x8xf32>, %s: tensor<f32>) {\n  " + op_text
                        + "\n  return\n}\n")


def _op(module: Operation, name: str) -> Operation:
    return next(op for op in module.walk() if op.name == name)


def test_ops_not_fitting_their_custom_form_print_generic() -> None:
    m = _module_with("%0 = stablehlo.broadcast_in_dim %a, dims = [0, 1] : "
                     "(tensor<4x8xf32>) -> tensor<4x8xf32>")
    op = _op(m, "stablehlo.broadcast_in_dim")
    op.properties["broadcast_dimensions"] = DenseArrayAttr("i32", (0, 1))
    text = print_module(m)
    assert '"stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i32: 0, 1>}>' \
        in text
    assert _generic(text) == print_module(m, generic=True)
    del op.properties["broadcast_dimensions"]
    assert '"stablehlo.broadcast_in_dim"(%arg0) : ' in print_module(m)


def test_int_property_of_another_width_prints_generic() -> None:
    m = _module_with("%0 = stablehlo.iota dim = 1 : tensor<4x8xi32>")
    _op(m, "stablehlo.iota").properties["iota_dimension"] = IntegerAttr(1, "i32")
    assert '"stablehlo.iota"() <{iota_dimension = 1 : i32}>' in print_module(m)


def test_reduce_with_attributes_on_the_inner_op_keeps_the_region() -> None:
    text = (DATA / "reduce.mlir").read_text()
    pretty = print_module(parse_module(text))
    assert "applies stablehlo.add" in pretty
    assert "reducer(" in pretty
    assert _generic(pretty) == _generic(text)


def test_while_body_arguments_take_the_condition_names() -> None:
    pretty = print_module(parse_module((DATA / "control.mlir").read_text()))
    header = re.search(r"stablehlo\.while\((%\w+) = ", pretty)
    assert header is not None
    body = pretty[pretty.index(" do {", header.end()):]
    assert header.group(1) in body.split("}")[0]


def test_constant_with_a_value_of_another_type_uses_the_generic_like_form() -> None:
    m = parse_module('%0 = stablehlo.constant() <{value = dense<1> : tensor<2xi8>}> {x = 1 : i32}'
                     ' : () -> tensor<2xi8>')
    op = _op(m, "stablehlo.constant")
    assert op.properties["value"].literal == "1"  # type: ignore[attr-defined]
    assert op.attributes["x"] == IntegerAttr(1, "i32")
    assert "stablehlo.constant {x = 1 : i32} dense<1> : tensor<2xi8>" in print_module(m)


def test_i64_integers_in_arrays_print_without_type() -> None:
    m = parse_module('"func.func"() <{function_type = () -> (), sym_name = "f"}> ({\n'
                     '  "func.return"() {a = [[1, 0]]} : () -> ()\n}) : () -> ()\n')
    assert "{a = [[1, 0]]}" in print_module(m, generic=True)


# -- forms MLIR prints that are easy to miss ---------------------------------------------------------
_QUIRKS = """
func.func @f(%s: tensor<f32>, %a: tensor<4xf32>) {
  %0 = stablehlo.dynamic_slice %s, , sizes = [] : (tensor<f32>) -> tensor<f32>
  %1 = stablehlo.constant dense_resource<blob1> : tensor<4xf32>
  stablehlo.custom_call @"odd target"(%a) {has_side_effect = true} : (tensor<4xf32>) -> ()
  %3 = stablehlo.reduce(%a init: %s) applies "stablehlo.maximum" across dimensions = [0]
       : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  %4:2 = chlo.top_k(%a, k = 2, is_stable = false) : tensor<4xf32> -> (tensor<2xf32>, tensor<2xi32>)
  %5 = stablehlo.reduce(%a init: %s) across dimensions = [0]
       : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
   reducer(%x: tensor<f32> loc("x.py":1:2), %y: tensor<f32>) {
    stablehlo.return %y : tensor<f32>
  } loc("reduce.py":3:4)
  stablehlo.optimization_barrier {tag} ()
  return
}
"""


def test_quirky_forms_parse_and_print_back() -> None:
    m = parse_module(_QUIRKS)
    ops = {op.name: op for op in m.walk()}
    assert ops["stablehlo.dynamic_slice"].properties["slice_sizes"] == DenseArrayAttr("i64", ())
    assert str(ops["stablehlo.constant"].properties["value"]) == \
        "dense_resource<blob1> : tensor<4xf32>"
    assert ops["stablehlo.custom_call"].properties["call_target_name"].value == "odd target"  # type: ignore[attr-defined]
    assert ops["chlo.top_k"].properties["is_stable"] == BoolAttr(False)
    text = print_module(m)
    assert "stablehlo.dynamic_slice %arg0, sizes = [] :" in text
    assert "stablehlo.constant dense_resource<blob1> : tensor<4xf32>" in text
    assert 'stablehlo.custom_call @"odd target"(%arg1) {has_side_effect = true}' in text
    assert "applies stablehlo.maximum across dimensions = [0]" in text
    assert "chlo.top_k(%arg1, k = 2, is_stable = false) :" in text
    assert re.search(r"reducer\(%arg\d+: tensor<f32>, %arg\d+: tensor<f32>\) {", text)
    assert "stablehlo.optimization_barrier {tag}()" in text
    assert _generic(text) == print_module(m, generic=True)


def test_generic_op_inherent_attributes_in_the_dictionary_become_properties(
        mlir_oracle) -> None:  # type: ignore[no-untyped-def]
    # MLIR accepts an op's inherent attributes in the generic form's attribute dictionary
    # and stores them as properties; prefixed (discardable) ones stay attributes.
    text = """func.func @f(%arg0: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = "stablehlo.sort"(%arg0) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimension = 1 : i64, is_stable = true, mhlo.tag = 3 : i64} : (tensor<8x4xf32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}"""
    module = parse_module(text)
    sort = next(op for op in module.walk() if op.name == "stablehlo.sort")
    assert sorted(sort.properties) == ["dimension", "is_stable"]
    assert sorted(sort.attributes) == ["mhlo.tag"]
    printed = print_module(module)
    assert '<{dimension = 1 : i64, is_stable = true}>' in printed
    assert mlir_oracle(printed) == mlir_oracle(text)


def test_the_source_names_survive_printing_and_stay_unique() -> None:
    text = """func.func @f(%x: tensor<4xf32>, %arg7: tensor<4xf32>) -> tensor<4xf32> {
  %h = stablehlo.add %x, %arg7 : tensor<4xf32>
  %0 = stablehlo.negate %h : tensor<4xf32>
  %c = stablehlo.constant dense<1.0> : tensor<4xf32>
  %r = stablehlo.while(%h_1 = %0) : tensor<4xf32>
  cond {
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  } do {
    %h = stablehlo.multiply %h_1, %c : tensor<4xf32>
    stablehlo.return %h : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}"""
    module = parse_module(text, "<names>")
    named = print_module(module, source_names=True)
    # kept where the source named them; numbers and argN are the printer's own; a
    # name seen twice in one function (the loop body's %h) is made unique
    assert "func.func @f(%x: tensor<4xf32>, %arg0: tensor<4xf32>)" in named
    assert "%h = stablehlo.add %x, %arg0" in named
    assert "%0 = stablehlo.negate %h" in named
    assert "%h_2 = stablehlo.multiply %h_1, %c" in named
    assert "stablehlo.return %h_2" in named and "return %r" in named
    assert print_module(parse_module(named, "<again>"), source_names=True) == named
    assert "%x" not in print_module(module)  # numbered unless asked, as MLIR prints
