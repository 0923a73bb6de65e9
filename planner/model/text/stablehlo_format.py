"""A small declarative engine for the custom (pretty) forms of StableHLO and CHLO ops.

Most StableHLO ops spell their custom form as a fixed sequence of operands, keywords,
attribute values, an attribute dictionary and a type directive (what MLIR's ODS
``assemblyFormat`` describes). One spec -- a list of elements -- drives both the parser and
the printer here, so the two cannot drift apart. Storage stays generic: every element maps
its piece of text to exactly the property the generic form carries.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field

from planner.model.dialects.ops import enum_attr, enum_value
from planner.model.ir.attributes import (
    Attribute,
    BoolAttr,
    DenseArrayAttr,
    IntegerAttr,
    StringAttr,
    SymbolRefAttr,
    quote,
)
from planner.model.ir.core import Operation, Region, Value
from planner.model.ir.types import FunctionType, TensorType, TupleType, Type
from planner.model.text.lexer import Token
from planner.model.text.parser import (
    QUICK_FORMS,
    QUICK_LINE_END,
    QUICK_TENSOR,
    QUICK_VALUE,
    OpStart,
    Parser,
    QuickForm,
    custom_parser,
    plain_tensor,
    symbol_name,
    unescape,
)
from planner.model.text.printer import Printer, custom_printer


class NotPretty(Exception):
    """Raised while printing when an op does not fit its custom form (a missing or oddly
    typed property, a wrong operand count ...); the op is then printed generic."""


@dataclass
class ParseState:
    """What the elements of a spec have read so far."""

    inherent: frozenset[str] = frozenset()
    operands: list[tuple[Value, Token]] = field(default_factory=list)
    props: dict[str, Attribute] = field(default_factory=dict)
    attrs: dict[str, Attribute] = field(default_factory=dict)
    results: list[Type] = field(default_factory=list)
    regions: list[Region] = field(default_factory=list)


class SlowPath(Exception):
    """A quick form's text matched, but only the token parser may accept it (an unknown
    name, a type that does not agree): it reads the op again and reports."""


class QuickState:
    """What the elements of a quick form have read so far."""

    __slots__ = ("operands", "parser", "props", "results")

    def __init__(self, parser: Parser) -> None:
        self.parser = parser
        self.operands: list[Value] = []
        self.props: dict[str, Attribute] = {}
        self.results: list[Type] = []

    def operand(self, name: str) -> None:
        value = self.parser.quick_lookup(name)
        if value is None:
            raise SlowPath(name)
        self.operands.append(value)

    def bind_types(self, types: Sequence[Type]) -> None:
        """The quick ``bind_operand_types``: written types must be the operands' own."""
        if len(types) != len(self.operands):
            raise SlowPath("operand count")
        for value, t in zip(self.operands, types, strict=True):
            if value.type is not t and value.type != t:
                raise SlowPath("operand type")


Groups = Iterator[str | None]
# Pieces of quick patterns (an SSA use is the parser's QUICK_VALUE): white space within
# a line, a list of integers, a list of plain tensor types.
SP = r"[ \t]*"
QUICK_INTS = r"(?:-?\d+(?:,[ \t]*-?\d+)*)?"
_QUICK_TYPES = rf"(?:{QUICK_TENSOR}(?:,{SP}{QUICK_TENSOR})*)?"


def quick_ints(text: str | None) -> tuple[int, ...]:
    """``1, -2, 3`` (a ``QUICK_INTS`` match) -> (1, -2, 3)."""
    return tuple(int(x) for x in text.split(",")) if text and text.strip() else ()


def quick_types(text: str | None) -> list[Type]:
    """Plain tensor types separated by commas (a ``_QUICK_TYPES`` match)."""
    return [plain_tensor(t.strip()) for t in text.split(",")] if text else []


@dataclass
class PrintState:
    """The op being printed and how many of its operands the elements have printed."""

    op: Operation
    consumed: frozenset[str]
    inherent: frozenset[str] = frozenset()
    next_operand: int = 0

    def prop(self, name: str) -> Attribute:
        """A property the custom form needs; NotPretty when it is missing."""
        value = self.op.properties.get(name)
        if value is None:
            raise NotPretty(name)
        return value

    def take_operand(self) -> Value:
        """The next operand to print; NotPretty when there are none left."""
        if self.next_operand >= len(self.op.operands):
            raise NotPretty("too few operands")
        self.next_operand += 1
        return self.op.operands[self.next_operand - 1]


class Glued(str):
    """A printed fragment that sticks to the previous one (``%t[0]``, ``@target(``)."""

    __slots__ = ()


def join_fragments(fragments: Sequence[str]) -> str:
    """Join printed fragments with MLIR's spacing: a space between words, none before
    ``,`` ``)`` ``]`` or a glued fragment, none after ``(`` ``[``."""
    out = ""
    for frag in fragments:
        if not frag:
            continue
        if out and not (isinstance(frag, Glued) or frag[0] in ",)]" or out[-1] in "(["):
            out += " "
        out += frag
    return out


# -- elements -------------------------------------------------------------------------------------
class Elem:
    """One piece of a custom form."""

    def prop_names(self) -> tuple[str, ...]:
        """The properties this element spells (the others go to the attribute dictionary)."""
        return ()

    def parse(self, p: Parser, st: ParseState) -> None:
        raise NotImplementedError

    def emit(self, pr: Printer, st: PrintState) -> list[str]:
        raise NotImplementedError

    def starts(self, p: Parser) -> bool:
        """Whether the next token begins this element (for optional groups)."""
        return False

    def quick(self) -> str | None:
        """A regular expression for this element's usual one-line text, one group per
        piece ``take`` reads; None when only the token parser reads the element."""
        return None

    def take(self, groups: Groups, q: QuickState) -> None:
        """Read the element from the next groups of its ``quick`` pattern (nothing, for an
        element whose pattern has no group: a keyword)."""


@dataclass(frozen=True)
class Lit(Elem):
    """A keyword or punctuation."""

    text: str
    glue: bool = False

    def parse(self, p: Parser, st: ParseState) -> None:
        p.expect(self.text)

    def emit(self, pr: Printer, st: PrintState) -> list[str]:
        return [Glued(self.text) if self.glue else self.text]

    def starts(self, p: Parser) -> bool:
        return p.at(self.text)

    def quick(self) -> str | None:
        return re.escape(self.text)


def lits(text: str) -> list[Elem]:
    """``", dims ="`` -> three literals."""
    return [Lit(t) for t in text.split()]


class OneOperand(Elem):
    """One SSA operand."""

    def parse(self, p: Parser, st: ParseState) -> None:
        tok = p.expect_kind("value", "SSA operand")
        st.operands.append((p.lookup(tok), tok))

    def emit(self, pr: Printer, st: PrintState) -> list[str]:
        return [pr.name(st.take_operand())]

    def quick(self) -> str | None:
        return f"({QUICK_VALUE})"

    def take(self, groups: Groups, q: QuickState) -> None:
        q.operand(next(groups) or "")


@dataclass(frozen=True)
class Operands(Elem):
    """Zero or more operands separated by commas (ODS ``operands``); with ``trailing`` each
    one is followed by a comma (``%a, %b, dim = 0``). ``empty_comma`` accepts a lone comma
    for an empty list: MLIR prints a rank-0 dynamic_slice as ``%x, , sizes = []``."""

    trailing: bool = False
    empty_comma: bool = False

    def parse(self, p: Parser, st: ParseState) -> None:
        if self.empty_comma and p.at(","):
            p.next()
            return
        while p.peek().kind == "value":
            OneOperand().parse(p, st)
            if self.trailing:
                p.expect(",", "after operand")
            elif not p.accept(","):
                break
            elif p.peek().kind != "value":
                raise p.error("expected SSA operand after ','")

    def emit(self, pr: Printer, st: PrintState) -> list[str]:
        rest = st.op.operands[st.next_operand:]
        st.next_operand = len(st.op.operands)
        names = [pr.name(v) for v in rest]
        if self.trailing:
            return [n + "," for n in names]
        return [", ".join(names)] if names else []

    def quick(self) -> str | None:
        if self.empty_comma:
            return None
        if self.trailing:
            return f"((?:{QUICK_VALUE},{SP})*)"
        return f"((?:{QUICK_VALUE}(?:,{SP}{QUICK_VALUE})*)?)"

    def take(self, groups: Groups, q: QuickState) -> None:
        for name in (next(groups) or "").split(","):
            if name.strip():
                q.operand(name.strip())


class AttrDict(Elem):
    """``{...}``: discardable attributes plus the inherent ones no other element spells."""

    def quick(self) -> str | None:
        return ""  # a quick form has no attribute dictionary

    def parse(self, p: Parser, st: ParseState) -> None:
        if p.at("{"):
            for name, value in p.parse_attr_dict().entries:
                (st.props if name in st.inherent else st.attrs)[name] = value

    def emit(self, pr: Printer, st: PrintState) -> list[str]:
        # The dictionary mixes both kinds; reading it back sorts them by name, so a property
        # the op does not define, or an attribute named like one it does, cannot be printed.
        merged = {k: v for k, v in st.op.properties.items() if k not in st.consumed}
        if any(k not in st.inherent for k in merged):
            raise NotPretty("unknown property")
        for k, v in st.op.attributes.items():
            if k in st.inherent:
                raise NotPretty(f"attribute {k} is named like a property")
            merged[k] = v
        return [pr.attr_dict(merged)]


class AttrDictWithKeyword(AttrDict):
    """``attributes {...}``."""

    def parse(self, p: Parser, st: ParseState) -> None:
        if p.accept("attributes"):
            if not p.at("{"):
                raise p.error("expected '{' after 'attributes'")
            super().parse(p, st)

    def emit(self, pr: Printer, st: PrintState) -> list[str]:
        text = super().emit(pr, st)[0]
        return ["attributes", text] if text else []


# -- property elements ------------------------------------------------------------------------------
@dataclass(frozen=True)
class PropElem(Elem):
    """An element spelling the one property ``name``."""

    name: str

    def prop_names(self) -> tuple[str, ...]:
        return (self.name,)


@dataclass(frozen=True)
class IntProp(PropElem):
    """An integer property (``dim = 0`` -> ``0 : i64``)."""

    type: str = "i64"

    def parse(self, p: Parser, st: ParseState) -> None:
        st.props[self.name] = IntegerAttr(p.parse_int(f"integer for '{self.name}'"), self.type)

    def quick(self) -> str | None:
        return r"(-?\d+)"

    def take(self, groups: Groups, q: QuickState) -> None:
        q.props[self.name] = IntegerAttr(int(next(groups) or ""), self.type)

    def emit(self, pr: Printer, st: PrintState) -> list[str]:
        a = st.prop(self.name)
        if not isinstance(a, IntegerAttr) or a.type != self.type:
            raise NotPretty(self.name)
        return [str(a.value)]


@dataclass(frozen=True)
class BoolProp(PropElem):
    """``true``/``false``."""

    def parse(self, p: Parser, st: ParseState) -> None:
        st.props[self.name] = BoolAttr(p.parse_keyword("true", "false") == "true")

    def quick(self) -> str | None:
        return "(true|false)"

    def take(self, groups: Groups, q: QuickState) -> None:
        q.props[self.name] = BoolAttr(next(groups) == "true")

    def emit(self, pr: Printer, st: PrintState) -> list[str]:
        a = st.prop(self.name)
        if not isinstance(a, BoolAttr):
            raise NotPretty(self.name)
        return [str(a)]


@dataclass(frozen=True)
class StrProp(PropElem):
    """A string property written as a string literal (``config = "ab,bc->ac"``)."""

    def parse(self, p: Parser, st: ParseState) -> None:
        st.props[self.name] = StringAttr(p.parse_string(f"string for '{self.name}'"))

    def quick(self) -> str | None:
        return r'("(?:[^"\\\n]|\\.)*")'

    def take(self, groups: Groups, q: QuickState) -> None:
        q.props[self.name] = StringAttr(unescape(next(groups) or '""'))

    def emit(self, pr: Printer, st: PrintState) -> list[str]:
        a = st.prop(self.name)
        if not isinstance(a, StringAttr):
            raise NotPretty(self.name)
        return [quote(a.value)]


@dataclass(frozen=True)
class SymProp(PropElem):
    """A string property written as a symbol (``custom_call @target``)."""

    def parse(self, p: Parser, st: ParseState) -> None:
        tok = p.expect_kind("symbol", f"symbol for '{self.name}'")
        st.props[self.name] = StringAttr(symbol_name(tok.text))

    def emit(self, pr: Printer, st: PrintState) -> list[str]:
        a = st.prop(self.name)
        if not isinstance(a, StringAttr):
            raise NotPretty(self.name)
        return [str(SymbolRefAttr(a.value))]


def parse_int_list(p: Parser, what: str) -> list[int]:
    """``[1, -2, 3]``."""
    p.expect("[", f"to start {what}")
    return p.parse_comma_list("]", lambda: p.parse_int(what))


@dataclass(frozen=True)
class ArrayProp(PropElem):
    """A ``array<i64: ...>`` property written ``[1, 2]``."""

    def parse(self, p: Parser, st: ParseState) -> None:
        st.props[self.name] = DenseArrayAttr("i64", tuple(parse_int_list(p, self.name)))

    def quick(self) -> str | None:
        return rf"\[({QUICK_INTS})\]"

    def take(self, groups: Groups, q: QuickState) -> None:
        q.props[self.name] = DenseArrayAttr("i64", quick_ints(next(groups)))

    def emit(self, pr: Printer, st: PrintState) -> list[str]:
        return ["[" + ", ".join(map(str, i64_array(st.prop(self.name)))) + "]"]


def i64_array(a: Attribute | None) -> list[int]:
    """The values of an ``array<i64: ...>``; NotPretty for anything else."""
    if not isinstance(a, DenseArrayAttr) or a.element_type != "i64":
        raise NotPretty("expected array<i64>")
    return [int(v) for v in a.values]


@dataclass(frozen=True)
class EnumProp(PropElem):
    """An enum property written bare (``LT`` -> ``#stablehlo<comparison_direction LT>``)."""

    kind: str = ""
    dialect: str = "stablehlo"

    def parse(self, p: Parser, st: ParseState) -> None:
        tok = p.expect_kind("ident", f"{self.kind} value")
        st.props[self.name] = enum_attr(self.kind, tok.text, self.dialect)

    def emit(self, pr: Printer, st: PrintState) -> list[str]:
        a = st.prop(self.name)
        value = enum_value(a, self.kind)
        if value is None or a != enum_attr(self.kind, value, self.dialect):
            raise NotPretty(self.name)
        return [value]

    def starts(self, p: Parser) -> bool:
        return p.peek().kind == "ident"

    def quick(self) -> str | None:
        return r"([A-Za-z_][A-Za-z0-9_]*)"

    def take(self, groups: Groups, q: QuickState) -> None:
        q.props[self.name] = enum_attr(self.kind, next(groups) or "", self.dialect)


@dataclass(frozen=True)
class Opt(Elem):
    """An optional group, read when its first element is next and printed when ``anchor``
    (a property) is present."""

    anchor: str
    elems: tuple[Elem, ...]

    def prop_names(self) -> tuple[str, ...]:
        return tuple(n for e in self.elems for n in e.prop_names())

    def parse(self, p: Parser, st: ParseState) -> None:
        if self.elems[0].starts(p):
            for e in self.elems:
                e.parse(p, st)

    def emit(self, pr: Printer, st: PrintState) -> list[str]:
        if self.anchor not in st.op.properties:
            return []
        return [f for e in self.elems for f in e.emit(pr, st)]

    def quick(self) -> str | None:
        inner = quick_pattern(self.elems)
        return None if inner is None else f"({inner})?"

    def take(self, groups: Groups, q: QuickState) -> None:
        if next(groups) is not None:
            for e in self.elems:
                e.take(groups, q)
            return
        for _ in range(group_count(quick_pattern(self.elems) or "")):
            next(groups)


# -- type directives ---------------------------------------------------------------------------------
def bind_operand_types(p: Parser, st: ParseState, types: Sequence[Type], tok: Token) -> None:
    """Check the written operand types against the operands' actual types."""
    if len(types) != len(st.operands):
        raise p.error(f"{len(st.operands)} operands present, but expected {len(types)}", tok)
    for (value, vtok), t in zip(st.operands, types, strict=True):
        if value.type != t:
            raise p.error(f"use of value '{vtok.text}' expects different type than prior uses: "
                          f"'{t}' vs '{value.type}'", vtok)


def operand_types(st: PrintState) -> list[Type]:
    """Types of the printed op's operands."""
    return [v.type for v in st.op.operands]


def result_types(st: PrintState) -> list[Type]:
    """Types of the printed op's results."""
    return [r.type for r in st.op.results]


def functional(ins: Sequence[Type], outs: Sequence[Type]) -> str:
    """``(ins) -> outs`` as MLIR prints a function type."""
    return str(FunctionType(tuple(ins), tuple(outs)))


def single_result(st: PrintState) -> Type:
    """The type of the op's only result; NotPretty for any other result count."""
    if len(st.op.results) != 1:
        raise NotPretty("expected one result")
    return st.op.results[0].type


class FunctionalType(Elem):
    """``: (ins) -> outs``."""

    def parse(self, p: Parser, st: ParseState) -> None:
        p.expect(":", "before the op's type")
        tok = p.peek()
        t = p.parse_function_type()
        bind_operand_types(p, st, t.inputs, tok)
        st.results = list(t.results)

    def quick(self) -> str | None:
        return rf":{SP}\(({_QUICK_TYPES})\){SP}->{SP}(?:({QUICK_TENSOR})|\(({_QUICK_TYPES})\))"

    def take(self, groups: Groups, q: QuickState) -> None:
        ins, out, outs = next(groups), next(groups), next(groups)
        q.bind_types(quick_types(ins))
        q.results = [plain_tensor(out)] if out else quick_types(outs)

    def emit(self, pr: Printer, st: PrintState) -> list[str]:
        return [":", functional(operand_types(st), result_types(st))]


def bind_single_result(p: Parser, st: ParseState, t: FunctionType, tok: Token) -> None:
    """Operand and result types from ``(ins) -> out`` for an op with one result."""
    bind_operand_types(p, st, t.inputs, tok)
    if len(t.results) != 1:
        raise p.error("expected single output", tok)
    st.results = [t.results[0]]


class SameType(Elem):
    """``: t`` when every operand has the result's type, else ``: (ins) -> out``."""

    def parse(self, p: Parser, st: ParseState) -> None:
        p.expect(":", "before the op's type")
        tok = p.peek()
        t = p.parse_type()
        if isinstance(t, FunctionType):
            bind_single_result(p, st, t, tok)
        else:
            bind_operand_types(p, st, [t] * len(st.operands), tok)
            st.results = [t]

    def quick(self) -> str | None:
        return (rf":{SP}(?:({QUICK_TENSOR})|\(({_QUICK_TYPES})\){SP}->{SP}({QUICK_TENSOR}))")

    def take(self, groups: Groups, q: QuickState) -> None:
        same, ins, out = next(groups), next(groups), next(groups)
        if same:
            t = plain_tensor(same)
            q.bind_types([t] * len(q.operands))
            q.results = [t]
        else:
            q.bind_types(quick_types(ins))
            q.results = [plain_tensor(out or "")]

    def emit(self, pr: Printer, st: PrintState) -> list[str]:
        out = single_result(st)
        ins = operand_types(st)
        if all(t == out for t in ins):
            return [":", str(out)]
        return [":", functional(ins, [out])]


class ResultType(Elem):
    """``: t`` -- the single result's type (ops without operands, ``iota``)."""

    def parse(self, p: Parser, st: ParseState) -> None:
        p.expect(":", "before the result type")
        tok = p.peek()
        bind_operand_types(p, st, [], tok)
        st.results = [p.parse_type()]

    def quick(self) -> str | None:
        return rf":{SP}({QUICK_TENSOR})"

    def take(self, groups: Groups, q: QuickState) -> None:
        q.bind_types([])
        q.results = [plain_tensor(next(groups) or "")]

    def emit(self, pr: Printer, st: PrintState) -> list[str]:
        if st.op.operands:
            raise NotPretty("operands")
        return [":", str(single_result(st))]


class SelectType(Elem):
    """``: pred_type, value_type`` or ``: (p, t, f) -> r``."""

    def parse(self, p: Parser, st: ParseState) -> None:
        p.expect(":", "before the op's type")
        tok = p.peek()
        types = p.parse_type_list_no_parens()
        if len(types) == 1 and isinstance(types[0], FunctionType):
            bind_single_result(p, st, types[0], tok)
        elif len(types) == 2:
            bind_operand_types(p, st, [types[0], types[1], types[1]], tok)
            st.results = [types[1]]
        else:
            raise p.error("expected functional type or list of two types", tok)

    def emit(self, pr: Printer, st: PrintState) -> list[str]:
        out = single_result(st)
        ins = operand_types(st)
        if len(ins) == 3 and ins[1] == out and ins[2] == out:
            return [":", f"{ins[0]}, {out}"]
        return [":", functional(ins, [out])]


def real_of(t: Type) -> Type | None:
    """``tensor<4xf32>`` for ``tensor<4xcomplex<f32>>``."""
    if isinstance(t, TensorType) and t.element_type.startswith("complex<"):
        return TensorType(t.shape, t.element_type[len("complex<"):-1], t.encoding)
    return None


class ComplexType(Elem):
    """``: tensor<..xcomplex<f32>>`` (operands are the real halves) or a function type."""

    def parse(self, p: Parser, st: ParseState) -> None:
        p.expect(":", "before the op's type")
        tok = p.peek()
        t = p.parse_type()
        if isinstance(t, FunctionType):
            bind_single_result(p, st, t, tok)
            return
        real = real_of(t)
        if real is None:
            raise p.error("expected tensor with complex element type", tok)
        bind_operand_types(p, st, [real, real], tok)
        st.results = [t]

    def emit(self, pr: Printer, st: PrintState) -> list[str]:
        out = single_result(st)
        ins = operand_types(st)
        real = real_of(out)
        if real is not None and len(ins) == 2 and all(t == real for t in ins):
            return [":", str(out)]
        return [":", functional(ins, [out])]


class TupleResultType(Elem):
    """``: tuple<a, b>`` (the operands have the element types)."""

    def parse(self, p: Parser, st: ParseState) -> None:
        p.expect(":", "before the op's type")
        tok = p.peek()
        t = p.parse_typed(TupleType, "tuple type")
        bind_operand_types(p, st, t.types, tok)
        st.results = [t]

    def emit(self, pr: Printer, st: PrintState) -> list[str]:
        out = single_result(st)
        if not isinstance(out, TupleType) or list(out.types) != operand_types(st):
            raise NotPretty("tuple type")
        return [":", str(out)]


@dataclass(frozen=True)
class ArrowType(Elem):
    """CHLO's ``: t1, t2 -> r`` (``parens``: ``(t1, t2) -> r``; ``multi``: ``-> (r1, r2)``)."""

    parens: bool = False

    def parse(self, p: Parser, st: ParseState) -> None:
        p.expect(":", "before the op's type")
        tok = p.peek()
        if self.parens:
            t = p.parse_function_type()
            ins, outs = list(t.inputs), list(t.results)
        else:
            ins = p.parse_type_list_no_parens()
            p.expect("->", "before the result types")
            outs = p.parse_result_types()
        bind_operand_types(p, st, ins, tok)
        st.results = outs

    def emit(self, pr: Printer, st: PrintState) -> list[str]:
        ins, outs = operand_types(st), result_types(st)
        if self.parens:
            return [":", functional(ins, outs)]
        if not outs:
            raise NotPretty("no results")
        res = str(outs[0]) if len(outs) == 1 else "(" + ", ".join(map(str, outs)) + ")"
        return [":", ", ".join(map(str, ins)) + " -> " + res]


# -- registration -------------------------------------------------------------------------------------
def consumed_props(elems: Sequence[Elem]) -> frozenset[str]:
    """The properties a spec spells outside its attribute dictionary."""
    return frozenset(n for e in elems for n in e.prop_names())


def quick_pattern(elems: Sequence[Elem]) -> str | None:
    """The elements' quick patterns in a row (white space between), None when one has
    none."""
    pieces = [e.quick() for e in elems]
    if any(piece is None for piece in pieces):
        return None
    return SP.join(piece for piece in pieces if piece)


@functools.cache
def group_count(pattern: str) -> int:
    return re.compile(pattern).groups


def quick_form(elems: Sequence[Elem]) -> QuickForm | None:
    """A reader of the spec's one-line form for ``Parser.quick_op``; None when an element
    has no quick pattern."""
    pattern = quick_pattern(elems)
    if pattern is None:
        return None
    line = re.compile(pattern + QUICK_LINE_END)
    takers = [e.take for e in elems if group_count(e.quick() or "")]  # not the keywords

    def read(p: Parser, name: str, pos: int) -> tuple[Operation, int] | None:
        m = line.match(p.lex.text, pos)
        if m is None:
            return None
        q = QuickState(p)
        groups = iter(m.groups())
        try:
            for take in takers:
                take(groups, q)
        except SlowPath:
            return None
        if len(q.results) != 1:
            return None
        return Operation.create(name, q.operands, q.results, q.props), m.end()

    return read


def register(names: Sequence[str], elems: Sequence[Elem], inherent: Sequence[str] = ()) -> None:
    """Register parser and printer of ``names`` from one spec. ``inherent`` lists the op's
    properties that the attribute dictionary may carry (MLIR moves them out of the
    dictionary into the op's properties)."""
    consumed = consumed_props(elems)
    all_inherent = frozenset(inherent) | consumed

    def parse(p: Parser, start: OpStart) -> Operation:
        st = ParseState(all_inherent)
        for e in elems:
            e.parse(p, st)
        return Operation.create(start.name, [v for v, _ in st.operands], st.results, st.props,
                                st.attrs, st.regions or None, start.loc)

    def print_(pr: Printer, op: Operation, indent: int) -> str:
        st = PrintState(op, consumed, all_inherent)
        try:
            if op.regions:
                raise NotPretty("regions")
            fragments: list[str] = [op.name]
            for e in elems:
                fragments += e.emit(pr, st)
            if st.next_operand != len(op.operands):
                raise NotPretty("operand count")
        except NotPretty:
            return pr.generic_op(op, indent)
        return join_fragments(fragments)

    custom_parser(*names)(parse)
    custom_printer(*names)(print_)
    quick = quick_form(elems)
    if quick is not None:
        QUICK_FORMS.update(dict.fromkeys(names, quick))


def pretty_or_generic(fn: Callable[[Printer, Operation, int], str]
                      ) -> Callable[[Printer, Operation, int], str]:
    """Wrap a hand-written printer so that NotPretty falls back to the generic form."""

    def wrapped(pr: Printer, op: Operation, indent: int) -> str:
        try:
            return fn(pr, op, indent)
        except NotPretty:
            return pr.generic_op(op, indent)

    wrapped.__name__ = fn.__name__
    wrapped.__doc__ = fn.__doc__
    return wrapped
