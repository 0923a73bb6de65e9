"""The parser's quick forms (one regular expression per one-line op) read exactly what the
token parser reads: the same ops, properties, types and source locations, and every
error still comes from the token parser."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from planner.model.ir.core import Operation
from planner.model.ir.diagnostics import ParseError
from planner.model.ir.equality import structurally_equal
from planner.model.text import parser
from planner.model.text.io import parse_module, print_module
from tests.conftest import corpus_files

FILES = corpus_files()


def _token_parse(text: str, monkeypatch: pytest.MonkeyPatch) -> Operation:
    with monkeypatch.context() as m:
        m.setattr(parser, "QUICK_FORMS", {})
        return parse_module(text, "p.mlir")


def _locations(module: Operation) -> list[tuple[str, object]]:
    return [(op.name, op.src_loc) for op in module.walk()]


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_quick_and_token_parsers_agree(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    text = path.read_text()
    quick = parse_module(text, "p.mlir")
    token = _token_parse(text, monkeypatch)
    assert structurally_equal(quick, token)
    assert print_module(quick, generic=True) == print_module(token, generic=True)
    assert _locations(quick) == _locations(token)


def test_quick_forms_read_most_ops_of_printed_programs(monkeypatch: pytest.MonkeyPatch) -> None:
    """Not vacuous: on the pretty programs the quick forms read most ops, and most of
    those come from lines read before but for their SSA names."""
    hits: Counter[str] = Counter()
    form_reads = 0
    quick_op = parser.Parser.quick_op

    def counting_op(p: parser.Parser) -> Operation | None:
        op = quick_op(p)
        if op is not None:
            hits[op.name] += 1
        return op

    def counting(form: parser.QuickForm) -> parser.QuickForm:
        def read(p: parser.Parser, name: str, pos: int) -> tuple[Operation, int] | None:
            nonlocal form_reads
            form_reads += 1
            return form(p, name, pos)
        return read

    monkeypatch.setattr(parser.Parser, "quick_op", counting_op)
    monkeypatch.setattr(parser, "QUICK_FORMS",
                        {k: counting(f) for k, f in parser.QUICK_FORMS.items()})
    total = 0
    for path in FILES:
        if path.name.count(".") == 1:  # NAME.mlir: the pretty form
            total += sum(1 for _ in parse_module(path.read_text()).walk())
    assert sum(hits.values()) > total // 2
    assert form_reads < sum(hits.values()) // 2
    for name in ("stablehlo.add", "stablehlo.dot_general", "stablehlo.broadcast_in_dim",
                 "stablehlo.constant", "stablehlo.reduce", "stablehlo.reshape"):
        assert hits[name] > 0, name


HEAD = ("func.func @f(%a: tensor<8xf32>, %b: tensor<4xf32>) -> tensor<8xf32> {\n"
        "  %c = stablehlo.constant dense<1.0> : tensor<8xf32>\n")


@pytest.mark.parametrize("line, message", [
    ("%0 = stablehlo.add %a, %nope : tensor<8xf32>",
     "p.mlir:3:26: error: use of undeclared SSA value name '%nope'"),
    ("%0 = stablehlo.add %a, %b : tensor<8xf32>",
     "p.mlir:3:26: error: use of value '%b' expects different type than prior uses: "
     "'tensor<8xf32>' vs 'tensor<4xf32>'"),
    ("%c = stablehlo.add %a, %a : tensor<8xf32>",
     "p.mlir:3:3: error: redefinition of SSA value '%c'"),
    ("%0 = stablehlo.reduce(%a init: %c) applies stablehlo.subtract across dimensions = [0] "
     ": (tensor<8xf32>, tensor<8xf32>) -> tensor<f32>",
     "p.mlir:3:46: error: expected the inner-op to be a commutative binary-op from the "
     "stablehlo dialect, with zero region, producing single result"),
    ("%0 = stablehlo.broadcast_in_dim %a, dims = [0] : (tensor<8xf32>) -> (tensor<8x2xf32>, "
     "tensor<8xf32>)",
     "p.mlir:3:8: error: operation 'stablehlo.broadcast_in_dim' defines 2 results but was "
     "assigned 1"),
    # A line read before but for its SSA names, now with an operand of another type.
    ("%0 = stablehlo.abs %a : tensor<8xf32>\n  %1 = stablehlo.abs %b : tensor<8xf32>",
     "p.mlir:4:22: error: use of value '%b' expects different type than prior uses: "
     "'tensor<8xf32>' vs 'tensor<4xf32>'"),
    ("%0 = stablehlo.abs %a : tensor<8xf32>\n  %1 = stablehlo.abs %nope : tensor<8xf32>",
     "p.mlir:4:22: error: use of undeclared SSA value name '%nope'"),
    ("%0 = stablehlo.abs %a : tensor<8xf32>\n  %0 = stablehlo.abs %a : tensor<8xf32>",
     "p.mlir:4:3: error: redefinition of SSA value '%0'"),
])
def test_errors_come_from_the_token_parser(line: str, message: str,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    text = HEAD + "  " + line + "\n  return %a : tensor<8xf32>\n}\n"
    with pytest.raises(ParseError) as quick:
        parse_module(text, "p.mlir")
    with pytest.raises(ParseError) as token:
        _token_parse(text, monkeypatch)
    assert str(quick.value) == str(token.value) == message


@pytest.mark.parametrize("line", [
    "%0 = stablehlo.add %a,%a:tensor<8xf32>",
    "%0 = stablehlo.add\t%a ,  %a : tensor<8xf32>   // a comment",
    "%0 = stablehlo.add %a, %a {mhlo.frontend = \"x\"} : tensor<8xf32>",
    "%0 = stablehlo.add %a, %a : tensor<8xf32> loc(\"here\")",
    "%0 = stablehlo.add %a, %a : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>",
    "%0 = stablehlo.dot_general %a, %a, batching_dims = [0] x [0], contracting_dims = [] x [], "
    "precision = [DEFAULT, HIGHEST] : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>",
    "%0 = stablehlo.slice %a [1:7:2] : (tensor<8xf32>) -> tensor<3xf32>",
    "%0 = stablehlo.compare  LT, %a, %a,  FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>",
    "%0 = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf32>",
])
def test_spellings_read_alike(line: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """White space, comments, dictionaries, locations and optional pieces: whichever
    reader takes the line, the op is the same."""
    text = HEAD + "  " + line + "\n  return %a : tensor<8xf32>\n}\n"
    quick = parse_module(text, "p.mlir")
    token = _token_parse(text, monkeypatch)
    assert print_module(quick, generic=True) == print_module(token, generic=True)
    assert _locations(quick) == _locations(token)


def test_ops_from_one_memoised_line_own_their_properties() -> None:
    text = (HEAD + "  %0 = stablehlo.broadcast_in_dim %a, dims = [0] : (tensor<8xf32>) -> "
            "tensor<8x2xf32>\n  %1 = stablehlo.broadcast_in_dim %c, dims = [0] : "
            "(tensor<8xf32>) -> tensor<8x2xf32>\n  return %a : tensor<8xf32>\n}\n")
    first, second = [op for op in parse_module(text).walk()
                     if op.name == "stablehlo.broadcast_in_dim"]
    assert [v.name_hint for v in first.operands + second.operands] == ["a", "c"]
    assert first.properties == second.properties
    first.properties.clear()
    assert "broadcast_dimensions" in second.properties
    assert second.src_loc is not None and (second.src_loc.line, second.src_loc.col) == (4, 8)
