"""Recursive-descent parser for MLIR text: the generic op form for any op, plus the
custom forms registered in ``syntax_*`` modules (builtin/func, sdy, stablehlo)."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, NamedTuple, TypeVar

from planner.model.ir.attributes import (
    ArrayAttr,
    Attribute,
    BoolAttr,
    DenseArrayAttr,
    DenseElementsAttr,
    DictAttr,
    FloatAttr,
    IntegerAttr,
    OpaqueAttr,
    StringAttr,
    SymbolRefAttr,
    TypeAttr,
    UnitAttr,
)
from planner.model.ir.core import Block, Operation, Region, Value
from planner.model.ir.diagnostics import ParseError, SourceLoc
from planner.model.ir.types import FunctionType, OpaqueType, TensorType, TupleType, Type
from planner.model.text.inherent import INHERENT

if TYPE_CHECKING:
    from planner.model.dialects.ops import ModuleOp
from planner.model.text.lexer import ESCAPE, Lexer, Token

# name -> parser of the op's custom form, called after the op name was read.
CustomParser = Callable[["Parser", "OpStart"], Operation]
CUSTOM_PARSERS: dict[str, CustomParser] = {}
# Bare op names (no dialect prefix) that MLIR resolves through the default dialect.
SHORT_NAMES = {"module": "builtin.module", "func": "func.func", "return": "func.return",
               "call": "func.call"}
# Names that only resolve through func.func's default dialect: MLIR reads a bare
# ``return`` inside an sdy or stablehlo region as an unknown op, not as func.return.
FUNC_BODY_NAMES = frozenset({"return", "call"})


# name -> quick reader of the op's usual one-line custom form (see ``Parser.quick_op``):
# given the parser and the offset just past the op name, the op and the offset past its
# line, or None to leave the op to the token parser. Filled by the syntax modules.
QuickForm = Callable[["Parser", str, int], "tuple[Operation, int] | None"]
QUICK_FORMS: dict[str, QuickForm] = {}


class QuickRecipe(NamedTuple):
    """What a quick form read from one line, apart from its operands."""

    op_class: type[Operation]
    name: str
    props: dict[str, Attribute]
    results: list[Type]
    operand_types: list[Type]


# dialect prefix -> parser of its ``#dialect...`` attributes, called with the ``#`` token
# unread; filled by the dialect's syntax module.
AttrParser = Callable[["Parser"], Attribute]
DIALECT_ATTR_PARSERS: dict[str, AttrParser] = {}


def custom_parser(*names: str) -> Callable[[CustomParser], CustomParser]:
    def register(fn: CustomParser) -> CustomParser:
        for n in names:
            CUSTOM_PARSERS[n] = fn
        return fn

    return register


class OpStart:
    """What is known when an op's custom syntax begins: its result names and position."""

    __slots__ = ("loc", "name", "result_names")

    def __init__(self, name: str, result_names: list[tuple[str, int]], loc: SourceLoc) -> None:
        self.name = name
        self.result_names = result_names
        self.loc = loc

    @property
    def num_results(self) -> int:
        return sum(n for _, n in self.result_names)


# Regions, attributes and types nested deeper than this are refused with a located error:
# the printer, the verifier and the passes all recurse over the same structure, and a
# depth the parser survives must not overflow Python's stack in them (real programs
# nest a few levels, rarely more than 20).
MAX_NESTING = 100

_T = TypeVar("_T")
_TypeT = TypeVar("_TypeT", bound=Type)


def _nested(method: Callable[..., _T]) -> Callable[..., _T]:
    """Count one level of nesting around a recursive ``Parser`` method."""

    @functools.wraps(method)
    def wrapper(self: Parser, *args: object, **kwargs: object) -> _T:
        if self.depth >= MAX_NESTING:
            raise self.error(f"input nests too deeply (more than {MAX_NESTING} levels)")
        self.depth += 1
        try:
            return method(self, *args, **kwargs)
        finally:
            self.depth -= 1

    return wrapper


# ``%name = dialect.op `` at the start of an op (after white space), for ``quick_op``.
# An SSA name (as the lexer's ``value`` token reads it), and a use (with a result number).
QUICK_NAME = r"%[A-Za-z0-9_$.\-]+"
QUICK_VALUE = rf"{QUICK_NAME}(?:#\d+)?"
_QUICK_HEAD = re.compile(rf"\s*({QUICK_NAME})[ \t]*=[ \t]*([A-Za-z_][\w$]*\.[\w$.]+)[ \t]*")
# A plain tensor type in a quick form, and the line end that must follow one.
# (At most 18 digits a dimension: any longer goes the slow way, which checks its size.)
QUICK_TENSOR = r"tensor<(?:(?:\d{1,18}|\?)x)*[A-Za-z][A-Za-z0-9_]*>"
QUICK_LINE_END = r"[ \t\r]*(?=\n|\Z)"
# The SSA uses in the rest of a quick op's line (the pieces between them are its template).
_QUICK_USES = re.compile(f"({QUICK_VALUE})")
_PLAIN_TENSORS: dict[str, TensorType] = {}
# An attribute dictionary with at most one level of braces inside (strings whole): the
# extent ``parse_attr_dict`` memoises its result by (argument shardings repeat).
_STRING = r'"(?:[^"\\\n]|\\.)*"'
_FLAT_DICT = re.compile(rf'\{{(?:[^{{}}"]|{_STRING}|\{{(?:[^{{}}"]|{_STRING})*\}})*\}}')

_TENSOR_BODY = re.compile(r"^((?:(?:\d+|\?)x)*)([^,]+?)\s*(?:,\s*(.+))?$", re.S)
_WS = re.compile(r"\s+")
_PLAIN_TENSOR = re.compile(r"<((?:(?:\d{1,18}|\?)x)*)([A-Za-z][A-Za-z0-9_]*)>")
MAX_DIMENSION = 2**63 - 1  # MLIR's: a dimension is an int64


def plain_tensor(text: str) -> TensorType:
    """The type of ``tensor<8x?xf32>`` text (a ``QUICK_TENSOR`` match), shared by all
    equal texts (types are immutable)."""
    t = _PLAIN_TENSORS.get(text)
    if t is None:
        if len(_PLAIN_TENSORS) >= 100_000:  # bounded, whatever a long process reads
            _PLAIN_TENSORS.clear()
        m = _PLAIN_TENSOR.match(text, 6)
        assert m is not None, text
        dims = tuple(None if d == "?" else int(d) for d in m.group(1).split("x")[:-1])
        t = _PLAIN_TENSORS.setdefault(text, TensorType(dims, m.group(2)))
    return t


def _normalise_ws(text: str) -> str:
    """Collapse white space outside string literals, so opaque text compares stably."""
    parts = re.split(r'("(?:[^"\\]|\\.)*")', text)
    return "".join(p if i % 2 else _WS.sub(" ", p) for i, p in enumerate(parts))


class Parser:
    def __init__(self, text: str, filename: str = "<input>") -> None:
        self.lex = Lexer(text, filename)
        self.attr_aliases: dict[str, Attribute] = {}
        self.type_aliases: dict[str, Type] = {}
        self.loc_aliases: dict[str, str] = {}
        # Ops whose location names an alias not defined yet (JAX defines them after the
        # module): resolved once the input is read.
        self.aliased_locs: list[Operation] = []
        self.scopes: list[dict[str, Sequence[Value]]] = [{}]
        # Names of the ops being parsed, outermost first: the last one owns the region
        # whose ops are being read (it decides what bare op names resolve to).
        self.op_stack: list[str] = []
        self.depth = 0  # current nesting of regions, attributes and types
        # (depth, text) -> attribute dictionary read from that text (attributes are
        # immutable; cleared when an alias is defined, as the text may name one).
        self.dict_memo: dict[tuple[int, str], DictAttr] = {}
        # A quick op's line with its SSA names taken out -> what its form read from it
        # (same lifetime as ``dict_memo``): a model's layers repeat their lines.
        self.line_memo: dict[str, QuickRecipe] = {}

    # -- token helpers --------------------------------------------------------
    def peek(self) -> Token:
        return self.lex.peek()

    def next(self) -> Token:
        return self.lex.next()

    def error(self, message: str, tok: Token | None = None) -> ParseError:
        tok = tok or self.peek()
        return ParseError(message, self.lex.loc(tok.start))

    def at(self, text: str) -> bool:
        tok = self.peek()
        return tok.text == text and tok.kind in ("punct", "ident", "arrow", "coloncolon")

    def accept(self, text: str) -> bool:
        if self.at(text):
            self.next()
            return True
        return False

    def expect(self, text: str, what: str = "") -> Token:
        if not self.at(text):
            tok = self.peek()
            got = tok.text or "end of input"
            raise self.error(f"expected '{text}'{' ' + what if what else ''}, got '{got}'")
        return self.next()

    def expect_kind(self, kind: str, what: str) -> Token:
        tok = self.peek()
        if tok.kind != kind:
            raise self.error(f"expected {what}, got '{tok.text or 'end of input'}'")
        return self.next()

    def loc_of(self, tok: Token) -> SourceLoc:
        return self.lex.loc(tok.start)

    def parse_int(self, what: str = "integer") -> int:
        tok = self.peek()
        if tok.kind != "number" or "." in tok.text or ("e" in tok.text.lower() and "x" not in tok.text.lower()):
            raise self.error(f"expected {what}, got '{tok.text or 'end of input'}'")
        self.next()
        return int(tok.text, 0) if "x" in tok.text.lower() else int(tok.text)

    def parse_string(self, what: str = "string") -> str:
        return unescape(self.expect_kind("string", what).text)

    def parse_keyword(self, *options: str) -> str:
        tok = self.peek()
        if tok.kind != "ident" or (options and tok.text not in options):
            want = " or ".join(f"'{o}'" for o in options) if options else "keyword"
            raise self.error(f"expected {want}, got '{tok.text or 'end of input'}'")
        return self.next().text

    def parse_comma_list(self, close: str, item: Callable[[], _T]) -> list[_T]:
        """Items separated by commas up to (and consuming) ``close``."""
        out: list[_T] = []
        if self.accept(close):
            return out
        while True:
            out.append(item())
            if self.accept(close):
                return out
            self.expect(",", f"or '{close}'")

    # -- SSA values -----------------------------------------------------------
    def define(self, name: str, values: Sequence[Value], tok: Token) -> None:
        scope = self.scopes[-1]
        if name in scope:
            raise self.error(f"redefinition of SSA value '{name}'", tok)
        scope[name] = values
        for v in values:
            v.name_hint = name[1:]

    def lookup(self, tok: Token) -> Value:
        name, _, idx = tok.text.partition("#")
        for scope in reversed(self.scopes):
            if name in scope:
                values = scope[name]
                i = int(idx) if idx else 0
                if i >= len(values):
                    raise self.error(f"result number {i} out of range for '{name}'", tok)
                return values[i]
        raise self.error(f"use of undeclared SSA value name '{tok.text}'", tok)

    def quick_lookup(self, name: str) -> Value | None:
        """The value named ``name`` (``%x`` or ``%x#1``), None where ``lookup`` would
        raise (the token parser then reports it)."""
        name, _, idx = name.partition("#")
        for scope in reversed(self.scopes):
            values = scope.get(name)
            if values is not None:
                i = int(idx) if idx else 0
                return values[i] if i < len(values) else None
        return None

    def parse_operand(self) -> Value:
        return self.lookup(self.expect_kind("value", "SSA value"))

    def parse_operands_until(self, close: str) -> list[Value]:
        return self.parse_comma_list(close, self.parse_operand)

    # -- types ------------------------------------------------------------------
    @_nested
    def parse_type(self) -> Type:
        tok = self.peek()
        if tok.kind == "ident" and tok.text == "tensor":
            return self._parse_tensor_type()
        if tok.kind == "punct" and tok.text == "(":
            self.next()
            inputs = self.parse_comma_list(")", self.parse_type)
            self.expect("->", "in function type")
            return FunctionType(tuple(inputs), tuple(self.parse_result_types()))
        if tok.kind == "ident" and tok.text == "tuple":
            self.next()
            self.expect("<")
            return TupleType(tuple(self.parse_comma_list(">", self.parse_type)))
        if tok.kind == "bang":
            self.next()
            if tok.text[1:] in self.type_aliases and not self.at("<"):
                return self.type_aliases[tok.text[1:]]
            return OpaqueType(tok.text + self._optional_raw_angle())
        if tok.kind == "ident":
            self.next()
            return OpaqueType(tok.text + self._optional_raw_angle())
        raise self.error(f"expected type, got '{tok.text or 'end of input'}'")

    def parse_typed(self, cls: type[_TypeT], what: str) -> _TypeT:
        """A type that must be a ``cls`` (e.g. a function or tensor type)."""
        tok = self.peek()
        t = self.parse_type()
        if not isinstance(t, cls):
            raise self.error(f"expected {what}, got {t}", tok)
        return t

    def parse_function_type(self) -> FunctionType:
        return self.parse_typed(FunctionType, "function type")

    def parse_result_types(self) -> list[Type]:
        """``type`` or ``(type, ...)`` after an arrow."""
        if self.at("("):
            start = self.lex.pos
            self.next()
            types = self.parse_comma_list(")", self.parse_type)
            if self.at("->"):  # it was a function type returned by a function type
                self.lex.reset(start)
                return [self.parse_type()]
            return types
        return [self.parse_type()]

    def parse_type_list_no_parens(self) -> list[Type]:
        types = [self.parse_type()]
        while self.accept(","):
            types.append(self.parse_type())
        return types

    def _optional_raw_angle(self) -> str:
        tok = self.peek()
        if tok.kind == "punct" and tok.text == "<" and tok.start == self.lex.pos:
            end = self.lex.raw_until_balanced(tok.start)
            return _normalise_ws(self.lex.text[tok.start:end])
        return ""

    def _parse_tensor_type(self) -> TensorType:
        tensor_tok = self.next()
        # Fast path for the common plain form, e.g. ``tensor<8x16xf32>``.
        m = _PLAIN_TENSOR.match(self.lex.text, tensor_tok.end)
        if m:
            self.lex.reset(m.end())
            return plain_tensor(self.lex.text[tensor_tok.start:m.end()])
        tok = self.peek()
        if not (tok.kind == "punct" and tok.text == "<"):
            raise self.error("expected '<' after 'tensor'")
        end = self.lex.raw_until_balanced(tok.start)
        body = self.lex.text[tok.start + 1:end - 1].strip()
        m = _TENSOR_BODY.match(body)
        if not m or body.startswith("*"):
            raise ParseError(f"invalid tensor type 'tensor<{body}>'", self.lex.loc(tok.start))
        dims = tuple(None if d == "?" else int(d) for d in m.group(1).split("x")[:-1])
        if any(d is not None and d > MAX_DIMENSION for d in dims):
            raise ParseError(f"invalid tensor type 'tensor<{body}>': a dimension is at most "
                             f"{MAX_DIMENSION}", self.lex.loc(tok.start))
        elem = _normalise_ws(m.group(2).strip())
        if not re.fullmatch(r"[A-Za-z_][\w.]*(<[^<>]*>)?|![\w.]+(<.*>)?", elem):
            raise ParseError(f"invalid element type '{elem}'", self.lex.loc(tok.start))
        return TensorType(dims, elem, m.group(3).strip() if m.group(3) else None)

    # -- attributes ---------------------------------------------------------------
    @_nested
    def parse_attr(self) -> Attribute:
        tok = self.peek()
        kind, text = tok.kind, tok.text
        if kind == "string":
            self.next()
            return StringAttr(unescape(text))
        if kind == "number":
            self.next()
            is_float = ("." in text or "e" in text.lower()) and "x" not in text.lower()
            if self.accept(":"):
                ty = str(self.parse_type())
                return FloatAttr(text, ty) if is_float or ty.startswith(("f", "bf")) else IntegerAttr(int_literal(text, tok, self), ty)
            return FloatAttr(text, "f64") if is_float else IntegerAttr(int_literal(text, tok, self), "i64")
        if kind == "punct" and text == "[":
            self.next()
            return ArrayAttr(tuple(self.parse_comma_list("]", self.parse_attr)))
        if kind == "punct" and text == "{":
            return self.parse_attr_dict()
        if kind == "symbol":
            return self.parse_symbol_ref()
        if kind == "hash":
            return self._parse_hash_attr()
        if kind == "ident":
            if text in ("true", "false"):
                self.next()
                if self.at(":"):
                    self.next()
                    self.parse_type()
                return BoolAttr(text == "true")
            if text == "unit":
                self.next()
                return UnitAttr()
            if text == "dense":
                return self._parse_dense()
            if text == "array":
                return self._parse_dense_array()
            if text in ("affine_map", "affine_set", "dense_resource", "sparse", "strided",
                        "distinct", "opaque"):
                self.next()
                nxt = self.peek()
                end = self.lex.raw_until_balanced(nxt.start)
                raw = text + _normalise_ws(self.lex.text[nxt.start:end])
                if text == "distinct" and self.at("<"):
                    nxt = self.peek()
                    end = self.lex.raw_until_balanced(nxt.start)
                    raw += _normalise_ws(self.lex.text[nxt.start:end])
                if text in ("dense_resource", "sparse", "opaque") and self.accept(":"):
                    raw += f" : {self.parse_type()}"
                return OpaqueAttr(raw)
        # Anything else must be a type used as an attribute.
        if kind in ("ident", "bang") or (kind == "punct" and text == "("):
            return TypeAttr(self.parse_type())
        raise self.error(f"expected attribute value, got '{text or 'end of input'}'")

    def parse_symbol_ref(self) -> SymbolRefAttr:
        tok = self.expect_kind("symbol", "symbol reference")
        parts = [symbol_name(tok.text)]
        while self.accept("::"):
            parts.append(symbol_name(self.expect_kind("symbol", "nested symbol").text))
        return SymbolRefAttr(parts[0], tuple(parts[1:]))

    def parse_attr_dict(self) -> DictAttr:
        """``{name = value, ...}``, read once per distinct text."""
        tok = self.peek()
        m = _FLAT_DICT.match(self.lex.text, tok.start) if tok.text == "{" else None
        if m is None:
            return self._read_attr_dict()
        key = (self.depth, m.group())
        known = self.dict_memo.get(key)
        if known is not None:
            self.lex.reset(m.end())
            return known
        read = self._read_attr_dict()
        if self.lex.pos == m.end():
            self.dict_memo[key] = read
        return read

    def _read_attr_dict(self) -> DictAttr:
        self.expect("{")
        entries: dict[str, Attribute] = {}

        def entry() -> None:
            tok = self.next()
            if tok.kind == "string":
                name = unescape(tok.text)
            elif tok.kind == "ident":
                name = tok.text
            else:
                raise self.error(f"expected attribute name, got '{tok.text or 'end of input'}'", tok)
            if name in entries:
                raise self.error(f"duplicate key '{name}' in dictionary attribute", tok)
            entries[name] = self.parse_attr() if self.accept("=") else UnitAttr()

        self.parse_comma_list("}", entry)
        return DictAttr.of(entries)

    def _parse_dense(self) -> DenseElementsAttr:
        self.next()
        tok = self.peek()
        if not (tok.kind == "punct" and tok.text == "<"):
            raise self.error("expected '<' after 'dense'")
        end = self.lex.raw_until_balanced(tok.start)
        literal = _normalise_ws(self.lex.text[tok.start + 1:end - 1].strip())
        self.expect(":", "after dense literal")
        return DenseElementsAttr(literal, self.parse_type())

    def _parse_dense_array(self) -> DenseArrayAttr:
        self.next()
        self.expect("<")
        elem = self.parse_keyword()
        values: list[int | float | bool] = []
        if self.accept(":"):
            def item() -> int | float | bool:
                tok = self.next()
                if tok.kind == "ident" and tok.text in ("true", "false"):
                    return tok.text == "true"
                if tok.kind != "number":
                    raise self.error(f"expected number in array, got '{tok.text}'", tok)
                if elem.startswith(("f", "bf")):
                    if tok.text.lower().lstrip("-").startswith("0x"):
                        raise self.error("hexadecimal floats in dense arrays are not supported",
                                         tok)
                    return float(tok.text)
                return int_literal(tok.text, tok, self)
            values = self.parse_comma_list(">", item)
        else:
            self.expect(">")
        return DenseArrayAttr(elem, tuple(values))

    def _parse_hash_attr(self) -> Attribute:
        tok = self.peek()
        name = tok.text[1:]
        dialect_parser = DIALECT_ATTR_PARSERS.get(name.partition(".")[0])
        if dialect_parser is not None:
            return dialect_parser(self)
        self.next()
        nxt = self.peek()
        if nxt.kind == "punct" and nxt.text == "<" and nxt.start == tok.end:
            end = self.lex.raw_until_balanced(nxt.start)
            return OpaqueAttr(tok.text + _normalise_ws(self.lex.text[nxt.start:end]))
        if name in self.attr_aliases:
            return self.attr_aliases[name]
        raise self.error(f"undefined attribute alias '{tok.text}'", tok)

    # -- operations ---------------------------------------------------------------
    def parse_optional_loc(self) -> str | None:
        tok = self.peek()
        if tok.kind == "ident" and tok.text == "loc":
            self.next()
            paren = self.peek()
            if paren.text != "(":
                raise self.error("expected '(' after 'loc'")
            end = self.lex.raw_until_balanced(paren.start)
            inner = self.lex.text[paren.start + 1:end - 1].strip()
            return self.loc_aliases.get(inner[1:], inner) if inner.startswith("#") else inner
        return None

    def forget_aliased(self) -> None:
        """Drop what was memoised from text: a new alias may change what it means."""
        self.dict_memo.clear()
        self.line_memo.clear()

    def quick_op(self) -> Operation | None:
        """The next op when it is one line in a quick form (``%r = name ...``, one result,
        no attribute dictionary or location): one regular expression per form in place
        of a token at a time (a 50 MB printed module reads 5x faster), and none at all
        for a line that differs from one read before only in its SSA names. None leaves
        the op, error or not, to the token parser."""
        text = self.lex.text
        head = _QUICK_HEAD.match(text, self.lex.pos)
        if head is None:
            return None
        name = head.group(2)
        result_name = head.group(1)
        scope = self.scopes[-1]
        form = QUICK_FORMS.get(name)  # a memoised line was read by its form
        if form is None or result_name in scope or "#" in result_name:
            return None
        start = head.end()
        stop = text.find("\n", start)
        if stop < 0:
            stop = len(text)
        pieces = _QUICK_USES.split(text[start:stop])
        key = name + "\n" + "\n".join(pieces[0::2])
        recipe = self.line_memo.get(key)
        if recipe is not None:
            op = self._from_recipe(recipe, pieces[1::2])
            if op is None:
                return None
            end = stop
        else:
            read = form(self, name, start)
            if read is None:
                return None
            op, end = read
            if end == stop and not op.regions and self._quick_uses(pieces[1::2]) == op.operands:
                self.line_memo[key] = QuickRecipe(type(op), name, dict(op.properties),
                                                  [r.type for r in op.results],
                                                  [v.type for v in op.operands])
        op.src_loc = self.lex.loc(head.start(2))
        scope[result_name] = op.results
        op.results[0].name_hint = result_name[1:]
        self.lex.reset(end)
        return op

    def _quick_uses(self, names: list[str]) -> list[Value | None]:
        lookup = self.quick_lookup
        return [lookup(n) for n in names]

    def _from_recipe(self, recipe: QuickRecipe, names: list[str]) -> Operation | None:
        """The op a memoised line makes with these operands; None when one is unknown or
        not of the type the line was read with (the token parser then reports)."""
        operands: list[Value] = []
        for value, t in zip(self._quick_uses(names), recipe.operand_types, strict=True):
            if value is None or (value.type is not t and value.type != t):
                return None
            operands.append(value)
        return recipe.op_class(recipe.name, operands, recipe.results, recipe.props)

    def parse_op(self) -> Operation:
        start = self.peek()
        result_names: list[tuple[str, int]] = []
        result_toks: list[Token] = []
        if start.kind == "value":
            while True:
                tok = self.expect_kind("value", "result name")
                if "#" in tok.text:
                    raise self.error("result name cannot carry a result number", tok)
                count = 1
                if self.accept(":"):
                    count = self.parse_int("result count")
                result_names.append((tok.text, count))
                result_toks.append(tok)
                if not self.accept(","):
                    break
            self.expect("=", "after result names")
        name_tok = self.next()
        loc = self.loc_of(name_tok)
        if name_tok.kind == "string":
            name = unescape(name_tok.text)
            self.op_stack.append(name)
            op = self._parse_generic_op(name, loc)
        elif name_tok.kind == "ident":
            name = SHORT_NAMES.get(name_tok.text, name_tok.text)
            owner = self.op_stack[-1] if self.op_stack else "builtin.module"
            if name_tok.text in FUNC_BODY_NAMES and owner != "func.func":
                raise ParseError(f"custom op '{name_tok.text}' is unknown inside '{owner}'; "
                                 f"write the full name (e.g. 'sdy.return')", loc)
            parse = CUSTOM_PARSERS.get(name)
            if parse is None:
                raise ParseError(f"custom op '{name_tok.text}' is unknown; write it in the generic "
                                 f"form (\"{name}\"(...) : ...)", loc)
            self.op_stack.append(name)
            op = parse(self, OpStart(name, result_names, loc))
        else:
            raise self.error(f"expected operation name, got '{name_tok.text or 'end of input'}'",
                             name_tok)
        self.op_stack.pop()
        op.src_loc = loc
        op.loc = self.parse_optional_loc()
        if op.loc is not None and op.loc.startswith("#"):
            self.aliased_locs.append(op)
        expected = sum(n for _, n in result_names)
        if expected != len(op.results):
            raise ParseError(f"operation '{op.name}' defines {len(op.results)} results but was "
                             f"assigned {expected}", loc)
        i = 0
        for (rname, count), tok in zip(result_names, result_toks, strict=True):
            self.define(rname, op.results[i:i + count], tok)
            i += count
        return op

    def _parse_generic_op(self, name: str, loc: SourceLoc) -> Operation:
        self.expect("(", "to start operand list")
        operand_toks = self.parse_comma_list(")", lambda: self.expect_kind("value", "SSA value"))
        if self.at("["):
            raise self.error("successor blocks are not supported")
        props: dict[str, Attribute] = {}
        if self.at("<"):
            self.next()
            props = self.parse_attr_dict().as_dict()
            self.expect(">", "to close properties")
        regions: list[Region] = []
        if self.at("("):
            self.next()
            regions = self.parse_comma_list(")", self.parse_region)
        attrs = self.parse_attr_dict().as_dict() if self.at("{") else {}
        inherent = INHERENT.get(name, frozenset())
        if any(k in inherent for k in attrs):
            # MLIR moves an op's inherent attributes out of the dictionary into its properties.
            props = {**props, **{k: v for k, v in attrs.items() if k in inherent}}
            attrs = {k: v for k, v in attrs.items() if k not in inherent}
        self.expect(":", "before the op's function type")
        ftype = self.parse_function_type()
        operands = [self.lookup(t) for t in operand_toks]
        if len(operands) != len(ftype.inputs):
            raise ParseError(f"'{name}' has {len(operands)} operands but its type lists "
                             f"{len(ftype.inputs)}", loc)
        for v, t, tok in zip(operands, ftype.inputs, operand_toks, strict=True):
            if v.type != t:
                raise self.error(f"type of operand '{tok.text}' is {v.type}, but {t} was given", tok)
        return Operation.create(name, operands, list(ftype.results), props, attrs, regions, loc)

    @_nested
    def parse_region(self, entry_args: list[tuple[Token, Type]] | None = None) -> Region:
        """``{ ops }`` or ``{ ^bb0(%a: t): ops ^bb1: ops }``; ``entry_args`` are names the
        custom syntax already read (func arguments)."""
        self.expect("{", "to start region")
        region = Region()
        self.scopes.append({})
        block = Block()
        region.add_block(block)
        for tok, ty in entry_args or []:
            arg = block.add_arg(ty, None, self.loc_of(tok))
            self.define(tok.text, [arg], tok)
        first = True
        while True:
            quick = self.quick_op()  # before peeking: the common op needs no token
            if quick is not None:
                block.append(quick)
                first = False
                continue
            if self.at("}"):
                break
            tok = self.peek()
            if tok.kind == "eof":
                raise self.error("unexpected end of input: missing '}' to close region")
            if tok.kind == "block":
                if not first or block.ops or block.args:
                    block = Block()
                    region.add_block(block)
                self.next()
                block.label = tok.text
                if self.accept("("):
                    def parse_arg(block: Block = block) -> None:
                        atok = self.expect_kind("value", "block argument")
                        self.expect(":")
                        a = block.add_arg(self.parse_type(), None, self.loc_of(atok))
                        self.parse_optional_loc()
                        self.define(atok.text, [a], atok)
                    self.parse_comma_list(")", parse_arg)
                self.expect(":", "after block label")
            else:
                block.append(self.parse_op())
            first = False
        self.next()
        self.scopes.pop()
        return region

    def parse_top_level(self) -> ModuleOp:
        from planner.model.dialects.ops import ModuleOp

        ops: list[Operation] = []
        while self.peek().kind != "eof":
            tok = self.peek()
            if tok.kind == "hash" and self._is_alias_def():
                self.next()
                self.expect("=")
                if self.peek().text == "loc":
                    self.loc_aliases[tok.text[1:]] = self.parse_optional_loc() or ""
                else:
                    self.attr_aliases[tok.text[1:]] = self.parse_attr()
                    self.forget_aliased()
                continue
            if tok.kind == "bang" and self._is_alias_def():
                self.next()
                self.expect("=")
                self.type_aliases[tok.text[1:]] = self.parse_type()
                self.forget_aliased()
                continue
            # Ops outside a module print inside one: count that module's region as a
            # level of nesting, so whatever parses also parses once printed.
            explicit_module = tok.text in ("module", '"builtin.module"')
            self.depth = 0 if explicit_module else 1
            ops.append(self.parse_op())
            self.depth = 0
        for op in self.aliased_locs:
            assert op.loc is not None
            op.loc = self.loc_aliases.get(op.loc[1:], op.loc)
        if len(ops) == 1 and isinstance(ops[0], ModuleOp):
            return ops[0]
        module = ModuleOp.build()
        for op in ops:
            module.body.append(op)
        return module

    def _is_alias_def(self) -> bool:
        pos = self.lex.pos
        self.next()
        is_def = self.at("=")
        self.lex.reset(pos)
        return is_def


def int_literal(text: str, tok: Token, p: Parser) -> int:
    """An integer token's value: hex with ``0x``, otherwise decimal (leading zeros are
    fine in MLIR, unlike Python's ``int(text, 0)``); a float where an integer belongs
    is a located error rather than a ``ValueError``."""
    try:
        return int(text, 16) if text.lower().lstrip("-").startswith("0x") else int(text)
    except ValueError:
        raise p.error(f"expected integer, got '{text}'", tok) from None


def unescape(literal: str) -> str:
    """The value of an MLIR string literal (with its quotes).

    ``\\XX`` escapes are bytes: MLIR prints a non-ASCII string as its escaped UTF-8
    bytes (``"é"`` as ``"\\C3\\A9"``), so the bytes are gathered and decoded together.
    Escapes that do not form UTF-8 fall back to one character per byte."""
    body = literal[1:-1]
    if "\\" not in body:
        return body

    def repl(m: re.Match[str]) -> str:
        c = m.group(1)
        if len(c) == 2:
            return chr(int(c, 16))
        return {"n": "\n", "t": "\t"}.get(c, c)

    chars = ESCAPE.sub(repl, body)
    if all(ord(ch) < 0x80 for ch in chars):
        return chars
    # Raw (unescaped) text is UTF-8 already; escaped bytes are re-joined and decoded.
    raw = bytearray()
    pos = 0
    for m in ESCAPE.finditer(body):
        raw += body[pos:m.start()].encode()
        raw += repl(m).encode("latin-1") if len(m.group(1)) == 2 else repl(m).encode()
        pos = m.end()
    raw += body[pos:].encode()
    try:
        return raw.decode()
    except UnicodeDecodeError:
        return chars


def symbol_name(text: str) -> str:
    body = text[1:]
    return unescape(body) if body.startswith('"') else body
