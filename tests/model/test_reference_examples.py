"""Every MLIR example of the Shardy reference documents, as a complete module.

The cases live in ``data/reference/*.mlir``, one module per example. Each starts with
header comments:

* ``// source: DOC.md:LINES`` -- where the example (or the rule it illustrates) is;
* ``// expect: valid | invalid | parse-error`` -- what the document says about it
  (``parse-error``: the document's literal text is not valid syntax);
* ``// jaxlib: skip REASON`` -- optional, when jaxlib 0.10.2 predates the syntax;
* ``// verifier: xfail REASON`` -- optional, where the document and Shardy disagree and
  the planner's verifier sides with the document (reported, not hidden: it xfails);
* ``// local-shape: AxB ...`` -- optional, per-device shapes the document states for
  the sharded func arguments, in order.

Sketch lines of the documents (``@mesh = <...>``, ``sharding<...> : tensor<...>``,
``%x : tensor<...> {sdy.sharding=<...>}``) are turned into real ops and attributes,
with a comment in each file saying what they came from. ``data/reference/pretty/``
holds the documents' own pretty StableHLO lines; they are checked once the StableHLO
custom syntax is registered.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

import pytest

from planner.model.ir.attributes import ArrayAttr, DictAttr, StringAttr
from planner.model.ir.core import Operation
from planner.model.ir.diagnostics import ParseError, PlannerError
from planner.model.ir.equality import structurally_equal
from planner.model.ir.types import TensorType
from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.tensor_sharding import TensorSharding
from planner.model.text.io import parse_module, print_module
from tests.conftest import SHARDY_DOCS

DATA = Path(__file__).parent / "data" / "reference"
DOCS = SHARDY_DOCS
ERROR_FORMAT = re.compile(r"^[^:]+:\d+:\d+: error: .+")


@dataclass(frozen=True)
class Case:
    path: Path
    text: str
    sources: tuple[tuple[str, int, int], ...]  # (document, first line, last line)
    expect: str
    jaxlib_skip: str | None
    verifier_xfail: str | None
    local_shapes: tuple[tuple[int, ...], ...]

    @property
    def name(self) -> str:
        return self.path.stem


def _header_value(text: str, key: str) -> str | None:
    m = re.search(rf"^// {key}:[ \t]*(.*)$", text, re.M)
    return m.group(1).strip() if m else None


def _source_ranges(line: str) -> tuple[tuple[str, int, int], ...]:
    """``a.md:10-20 (note), 30-31, b.md:5`` -> ranges; a bare range keeps the last doc."""
    line = re.sub(r"\([^()]*\)", "", line)  # drop parenthesised notes (they quote text)
    out: list[tuple[str, int, int]] = []
    doc = ""
    for m in re.finditer(r"(?:([\w.]+\.md):)?(\d+)(?:-(\d+))?", line):
        doc = m.group(1) or doc
        first = int(m.group(2))
        out.append((doc, first, int(m.group(3) or first)))
    return tuple(out)


def load_case(path: Path) -> Case:
    text = path.read_text()
    expect = _header_value(text, "expect")
    source = _header_value(text, "source")
    assert expect in ("valid", "invalid", "parse-error"), f"{path.name}: bad expect header"
    assert source, f"{path.name}: no source header"
    shapes = _header_value(text, "local-shape")
    local = tuple(tuple(int(d) for d in s.split("x")) for s in shapes.split()) if shapes else ()
    return Case(path, text, _source_ranges(source), expect, _flag(text, "jaxlib", "skip"),
                _flag(text, "verifier", "xfail"), local)


def _flag(text: str, key: str, word: str) -> str | None:
    """The reason of a ``// key: word REASON`` header, if there is one."""
    value = _header_value(text, key)
    return value.removeprefix(word).strip() if value and value.startswith(word) else None


CASES = [load_case(p) for p in sorted(DATA.glob("*.mlir"))]
PARSING = [c for c in CASES if c.expect != "parse-error"]
VALID = [c for c in CASES if c.expect == "valid"]
INVALID = [c for c in CASES if c.expect == "invalid"]
PARSE_ERRORS = [c for c in CASES if c.expect == "parse-error"]
PRETTY = sorted((DATA / "pretty").glob("*.mlir"))


def _ids(cases: list[Case]) -> list[str]:
    return [c.name for c in cases]


def parse_case(case: Case) -> Operation:
    return parse_module(case.text, case.path.name)


# -- coverage of the documents ------------------------------------------------------------


def _doc_examples() -> list[tuple[str, int, int, str]]:
    """Fenced blocks of the docs that are MLIR examples or sketches of one.

    Grammar blocks (``::=``), tablegen parameter lists (``::llvm::``/``::mlir::``),
    C++ signatures and pass option lists are not examples."""
    found = []
    assert DOCS is not None
    for doc in sorted(DOCS.glob("*.md")):
        lines = doc.read_text().splitlines()
        start = None
        lang = ""
        for i, line in enumerate(lines, 1):
            if not line.strip().startswith("```"):
                continue
            if start is None:
                start, lang = i, line.strip()[3:]
                continue
            body = "\n".join(lines[start:i - 1])
            is_example = lang == "mlir" or re.search(
                r"%|@|tensor<|sharding<|replicated=|\([i-z](, ?[i-z])*\)|\w = \w+ ?\(", body)
            is_grammar = any(s in body for s in ("::=", "::llvm::", "::mlir::"))
            if is_example and not is_grammar:
                found.append((doc.name, start, i, body))
            start = None
    return found


def test_every_document_example_has_a_case() -> None:
    if DOCS is None or not DOCS.is_dir():
        pytest.skip("Shardy's documents not given (PLANNER_SHARDY_DOCS)")
    cited = [r for c in CASES for r in c.sources]
    missing = [f"{doc}:{a}-{b}" for doc, a, b, _ in _doc_examples()
               if not any(d == doc and s <= b and a <= e for d, s, e in cited)]
    assert not missing, f"document examples without a test case: {missing}"


def test_cases_exist_for_each_expectation() -> None:
    assert len(VALID) >= 40 and len(INVALID) >= 10 and len(PARSE_ERRORS) >= 3


# -- parsing and printing -------------------------------------------------------------------


@pytest.mark.parametrize("case", PARSING, ids=_ids(PARSING))
def test_parses(case: Case) -> None:
    module = parse_case(case)
    assert module.name == "builtin.module"


@pytest.mark.parametrize("case", PARSE_ERRORS, ids=_ids(PARSE_ERRORS))
def test_document_typo_is_a_parse_error(case: Case) -> None:
    with pytest.raises(ParseError) as info:
        parse_case(case)
    assert ERROR_FORMAT.match(str(info.value)), str(info.value)
    assert str(info.value).startswith(case.path.name + ":")


@pytest.mark.parametrize("generic", [False, True], ids=["pretty", "generic"])
@pytest.mark.parametrize("case", PARSING, ids=_ids(PARSING))
def test_round_trip(case: Case, generic: bool) -> None:
    module = parse_case(case)
    text = print_module(module, generic=generic)
    again = parse_module(text, "<printed>")
    assert structurally_equal(module, again), text
    # Printing is a fixed point: the reprinted text is the same text.
    assert print_module(again, generic=generic) == text


@pytest.mark.parametrize("path", PRETTY, ids=[p.stem for p in PRETTY])
def test_document_pretty_form(path: Path) -> None:
    """The documents' pretty StableHLO lines mean the same as the generic rewrite."""
    text = path.read_text()
    try:
        module = parse_module(text, path.name)
    except ParseError as e:
        if "is unknown" in e.message:
            pytest.skip(f"StableHLO custom syntax not registered yet: {e.message}")
        raise
    twin = _header_value(text, "same-as")
    assert twin is not None
    generic = parse_module((DATA / twin).read_text(), twin)
    assert structurally_equal(module, generic)
    assert structurally_equal(module, parse_module(print_module(module), "<printed>"))


# -- what the documents state about the examples ---------------------------------------------


def _meshes(module: Operation) -> dict[str, MeshAttr]:
    out = {}
    for op in module.walk():
        name, mesh = op.properties.get("sym_name"), op.properties.get("mesh")
        if op.name == "sdy.mesh" and isinstance(name, StringAttr) and isinstance(mesh, MeshAttr):
            out[name.value] = mesh
    return out


def _arg_shardings(module: Operation) -> list[tuple[TensorSharding, TensorType]]:
    """(sharding, type) of every sharded argument of the first function."""
    func = next(op for op in module.walk() if op.name == "func.func")
    attrs = func.properties.get("arg_attrs")
    assert isinstance(attrs, ArrayAttr)
    out = []
    for arg, d in zip(func.regions[0].blocks[0].args, attrs, strict=True):
        assert isinstance(d, DictAttr)
        s = d.get("sdy.sharding")
        if isinstance(s, TensorSharding):
            assert isinstance(arg.type, TensorType)
            out.append((s, arg.type))
    return out


LOCAL = [c for c in CASES if c.local_shapes]


@pytest.mark.parametrize("case", LOCAL, ids=_ids(LOCAL))
def test_documented_local_shape(case: Case) -> None:
    module = parse_case(case)
    meshes = _meshes(module)
    got = []
    for sharding, ty in _arg_shardings(module):
        mesh = sharding.mesh if isinstance(sharding.mesh, MeshAttr) else meshes[sharding.mesh]
        got.append(sharding.local_shape(tuple(d for d in ty.shape if d is not None), mesh))
    assert tuple(got) == case.local_shapes


def test_iota_device_ids_read_as_implicit() -> None:
    """Shardy drops an explicit iota device order when parsing; so does the planner."""
    module = parse_case(next(c for c in CASES if c.name.endswith("multiple_meshes")))
    assert all(not m.device_ids for m in _meshes(module).values())
    ordered = parse_case(next(c for c in CASES if c.name == "sdy_dialect__meshes"))
    assert _meshes(ordered)["ab_ordered"].device_ids == (0, 2, 4, 1, 3, 5)
    assert _meshes(ordered)["maximal"].device_ids == (3,)


# -- verifier -------------------------------------------------------------------------------


def _verifier() -> ModuleType:
    # The verifier is written concurrently; until it exists these tests skip.
    return pytest.importorskip("planner.model.verify.verifier")


VERIFIED = [pytest.param(c, id=c.name, marks=pytest.mark.xfail(reason=c.verifier_xfail))
            if c.verifier_xfail else pytest.param(c, id=c.name) for c in VALID]


@pytest.mark.parametrize("case", VERIFIED)
def test_valid_case_verifies(case: Case) -> None:
    errors = _verifier().verify(parse_case(case))
    assert errors == [], "\n".join(map(str, errors))


@pytest.mark.parametrize("case", INVALID, ids=_ids(INVALID))
def test_invalid_case_is_rejected(case: Case) -> None:
    errors = _verifier().verify(parse_case(case))
    assert errors, "the document says this is invalid, but the verifier accepted it"
    for e in errors:
        assert isinstance(e, PlannerError)
        assert ERROR_FORMAT.match(str(e)), str(e)


# -- the oracle: jaxlib's MLIR parser with the sdy and stablehlo dialects ---------------------


def _jaxlib_parse(text: str) -> None:
    pytest.importorskip("jaxlib")
    import jax._src.interpreters.mlir as jm
    from jaxlib.mlir import ir

    with jm.make_ir_context():
        ir.Module.parse(text)


JAX_VALID = [c for c in VALID if c.jaxlib_skip is None]


@pytest.mark.jax
@pytest.mark.parametrize("generic", [False, True], ids=["pretty", "generic"])
@pytest.mark.parametrize("case", JAX_VALID, ids=_ids(JAX_VALID))
def test_jaxlib_accepts_printed_valid_case(case: Case, generic: bool) -> None:
    _jaxlib_parse(print_module(parse_case(case), generic=generic))


JAX_REJECTED = [c for c in CASES if c.expect != "valid"]


@pytest.mark.jax
@pytest.mark.parametrize("case", JAX_REJECTED, ids=_ids(JAX_REJECTED))
def test_jaxlib_rejects_invalid_case(case: Case) -> None:
    """The documents' "invalid" agrees with Shardy's: it rejects what we print."""
    text = case.text if case.expect == "parse-error" else print_module(parse_case(case))
    pytest.importorskip("jaxlib")
    with pytest.raises(Exception, match="Unable to parse module"):
        _jaxlib_parse(text)


@pytest.mark.jax
@pytest.mark.parametrize("path", PRETTY, ids=[p.stem for p in PRETTY])
def test_jaxlib_accepts_document_pretty_form(path: Path) -> None:
    _jaxlib_parse(path.read_text())
