"""Custom forms of the StableHLO ops with regions that MLIR prints pretty: ``reduce`` (the
compact ``applies stablehlo.add`` form and the full ``reducer(...) {...}`` form) and
``while`` (``(%iterArg = %init) : types cond {...} do {...}``)."""

from __future__ import annotations

import re

from planner.model.ir.attributes import Attribute, DenseArrayAttr
from planner.model.ir.core import Block, Operation, Region, Value
from planner.model.ir.diagnostics import SourceLoc
from planner.model.ir.types import FunctionType, TensorType, Type
from planner.model.text.lexer import Token
from planner.model.text.parser import (
    QUICK_FORMS,
    QUICK_LINE_END,
    OpStart,
    Parser,
    custom_parser,
    unescape,
)
from planner.model.text.printer import Printer, custom_printer
from planner.model.text.stablehlo_format import (
    QUICK_INTS,
    QUICK_VALUE,
    SP,
    AttrDict,
    AttrDictWithKeyword,
    FunctionalType,
    NotPretty,
    OneOperand,
    ParseState,
    QuickState,
    SlowPath,
    bind_operand_types,
    i64_array,
    parse_int_list,
    pretty_or_generic,
    quick_ints,
)

# Commutative binary StableHLO ops: the only ones the compact reduce form may name.
COMMUTATIVE_OPS = frozenset({"stablehlo.add", "stablehlo.and", "stablehlo.maximum",
                             "stablehlo.minimum", "stablehlo.multiply", "stablehlo.or",
                             "stablehlo.xor"})


# -- reduce -------------------------------------------------------------------------------------
@custom_parser("stablehlo.reduce")
def parse_reduce(p: Parser, start: OpStart) -> Operation:
    """``stablehlo.reduce(%x init: %i), ... applies OP across dimensions = [..] : type`` or
    ``... across dimensions = [..] : type reducer(%a: t, %b: t) ... { region }``."""
    st = ParseState(frozenset({"dimensions"}))
    inputs = ParseState()
    inits = ParseState()
    while True:
        p.expect("(", "to start an (operand init: value) pair")
        OneOperand().parse(p, inputs)
        p.expect("init")
        p.expect(":")
        OneOperand().parse(p, inits)
        p.expect(")")
        if not p.accept(","):
            break
    st.operands = inputs.operands + inits.operands
    inner: Token | None = None
    if p.accept("applies"):
        inner = p.next()
        if inner.kind not in ("ident", "string"):
            raise p.error(f"expected operation name, got '{inner.text or 'end of input'}'", inner)
    p.expect("across")
    p.expect("dimensions")
    p.expect("=")
    dims = parse_int_list(p, "dimension")
    AttrDict().parse(p, st)
    st.props["dimensions"] = DenseArrayAttr("i64", tuple(dims))
    type_tok = p.peek()
    FunctionalType().parse(p, st)
    if inner is not None:
        region = _compact_region(p, inner, st, type_tok)
    else:
        p.expect("reducer", "(or 'applies OP' before 'across')")
        firsts: list[tuple[Token, Type]] = []
        seconds: list[tuple[Token, Type]] = []
        while p.at("("):
            p.next()
            firsts.append(_block_arg(p))
            p.expect(",")
            seconds.append(_block_arg(p))
            p.expect(")")
        region = p.parse_region(firsts + seconds)
    return Operation.create(start.name, [v for v, _ in st.operands], st.results, st.props,
                            st.attrs, [region], start.loc)


def _block_arg(p: Parser) -> tuple[Token, Type]:
    tok = p.expect_kind("value", "block argument")
    if "#" in tok.text:
        raise p.error("block argument cannot carry a result number", tok)
    p.expect(":")
    t = p.parse_type()
    p.parse_optional_loc()
    return tok, t


def _compact_region(p: Parser, inner: Token, st: ParseState, type_tok: Token) -> Region:
    """The region ``applies OP`` stands for (``compact_region``), or a located error."""
    name = unescape(inner.text) if inner.kind == "string" else inner.text
    if name not in COMMUTATIVE_OPS:
        raise p.error("expected the inner-op to be a commutative binary-op from the stablehlo "
                      "dialect, with zero region, producing single result", inner)
    first = st.operands[0][0].type if st.operands else None
    if not isinstance(first, TensorType):
        raise p.error("the first reduce input must be a tensor", type_tok)
    return compact_region(name, first, p.loc_of(inner))


def compact_region(name: str, first: TensorType, loc: SourceLoc) -> Region:
    """``^bb0(%a: t, %b: t): %r = OP %a, %b; stablehlo.return %r`` with ``t`` the rank-0
    tensor of the first input's element type."""
    scalar = TensorType((), first.element_type)
    block = Block()
    lhs, rhs = block.add_arg(scalar), block.add_arg(scalar)
    op = block.append(Operation.create(name, [lhs, rhs], [scalar], {}, {}, None, loc))
    block.append(Operation.create("stablehlo.return", [op.results[0]], [], {}, {}, None, loc))
    return Region([block])


# The usual one-input compact form on one line, for the quick reader.
_QUICK_REDUCE = (rf"\(({QUICK_VALUE}){SP}init{SP}:{SP}({QUICK_VALUE})\){SP}applies{SP}"
                 rf"(stablehlo\.[a-z_]+){SP}across{SP}dimensions{SP}={SP}\[({QUICK_INTS})\]{SP}")
_QUICK_REDUCE_TYPE = FunctionalType()
_QUICK_REDUCE_LINE = re.compile(_QUICK_REDUCE + (_QUICK_REDUCE_TYPE.quick() or "")
                                + QUICK_LINE_END)


def quick_reduce(p: Parser, name: str, pos: int) -> tuple[Operation, int] | None:
    """``parse_reduce``'s compact one-input form, read with one regular expression."""
    m = _QUICK_REDUCE_LINE.match(p.lex.text, pos)
    if m is None or m.group(3) not in COMMUTATIVE_OPS:
        return None
    q = QuickState(p)
    groups = iter(m.groups())
    try:
        q.operand(next(groups) or "")
        q.operand(next(groups) or "")
        inner, dims = next(groups), next(groups)
        _QUICK_REDUCE_TYPE.take(groups, q)
    except SlowPath:
        return None
    first = q.operands[0].type
    if len(q.results) != 1 or not isinstance(first, TensorType):
        return None
    region = compact_region(inner or "", first, p.lex.loc(m.start(3)))
    op = Operation.create(name, q.operands, q.results,
                          {"dimensions": DenseArrayAttr("i64", quick_ints(dims))}, {}, [region])
    return op, m.end()


QUICK_FORMS["stablehlo.reduce"] = quick_reduce


def _is_compact(op: Operation) -> bool:
    """Whether the reducer is a single commutative op on the block's two arguments (what
    the compact form spells; an inner op with attributes is not, so nothing is lost)."""
    block = op.regions[0].blocks[0]
    if len(op.regions[0].blocks) != 1 or len(block.ops) != 2 or len(block.args) != 2:
        return False
    inner, ret = block.ops
    first = op.operands[0].type
    if not isinstance(first, TensorType):
        return False
    scalar = TensorType((), first.element_type)
    return (inner.name in COMMUTATIVE_OPS and not inner.properties and not inner.attributes
            and not inner.regions and len(inner.results) == 1
            and inner.operands == block.args
            and all(v.type == scalar for v in (*block.args, inner.results[0]))
            and ret.name == "stablehlo.return" and not ret.attributes and not ret.properties
            and ret.operands == [inner.results[0]])


def _attrs_of_reduce(op: Operation) -> dict[str, Attribute]:
    """The attribute dictionary of the custom form: ``dimensions`` is reduce's only property,
    and the form spells it; nothing else may be named like it."""
    if set(op.properties) != {"dimensions"} or "dimensions" in op.attributes:
        raise NotPretty("reduce properties")
    return dict(op.attributes)


@custom_printer("stablehlo.reduce")
@pretty_or_generic
def print_reduce(pr: Printer, op: Operation, indent: int) -> str:
    """Compact when the reducer is one commutative op, else with the ``reducer`` region."""
    n = len(op.operands) // 2
    if (n == 0 or len(op.operands) % 2 or len(op.regions) != 1 or not op.regions[0].blocks
            or len(op.regions[0].blocks[0].args) != 2 * n):
        raise NotPretty("reduce shape")
    dims = i64_array(op.properties.get("dimensions"))
    attrs = _attrs_of_reduce(op)
    pairs = ", ".join(f"({pr.name(op.operands[i])} init: {pr.name(op.operands[i + n])})"
                      for i in range(n))
    compact = _is_compact(op)
    region = op.regions[0]
    text = f"stablehlo.reduce{pairs}"
    if compact:
        text += f" applies {region.blocks[0].ops[0].name}"
    text += (f" across dimensions = [{', '.join(map(str, dims))}]{pr.opt_attr_dict(attrs)} : "
             + str(FunctionType(tuple(v.type for v in op.operands),
                                tuple(r.type for r in op.results))))
    if compact:
        return text
    args = region.blocks[0].args

    def arg(v: Value) -> str:
        return f"{pr.name(v)}: {v.type}"

    reducer = " ".join(f"({arg(args[i])}, {arg(args[i + n])})" for i in range(n))
    return (f"{text}\n{pr.pad(indent)} reducer{reducer} "
            + pr.region(region, indent, print_entry_args=False))


# -- while ----------------------------------------------------------------------------------------
@custom_parser("stablehlo.while")
def parse_while(p: Parser, start: OpStart) -> Operation:
    """``stablehlo.while(%iterArg = %init, ...) : types attributes {...} cond {...} do {...}``;
    both regions take the iteration arguments."""
    st = ParseState()
    names: list[Token] = []
    p.expect("(", "to start the loop operands")
    if not p.accept(")"):
        while True:
            tok = p.expect_kind("value", "iteration argument")
            if "#" in tok.text:
                raise p.error("iteration argument cannot carry a result number", tok)
            names.append(tok)
            p.expect("=")
            OneOperand().parse(p, st)
            if p.accept(")"):
                break
            p.expect(",", "or ')'")
    types: list[Type] = []
    if st.operands:
        p.expect(":", "before the loop operand types")
        tok = p.peek()
        types = p.parse_type_list_no_parens()
        bind_operand_types(p, st, types, tok)
    AttrDictWithKeyword().parse(p, st)
    p.expect("cond", "to start the condition region")
    cond = p.parse_region(list(zip(names, types, strict=True)))
    p.expect("do", "to start the body region")
    body = p.parse_region(list(zip(names, types, strict=True)))
    return Operation.create(start.name, [v for v, _ in st.operands], types, st.props, st.attrs,
                            [cond, body], start.loc)


@custom_printer("stablehlo.while")
@pretty_or_generic
def print_while(pr: Printer, op: Operation, indent: int) -> str:
    """One set of iteration-argument names serves both regions (as in MLIR's form)."""
    types = [v.type for v in op.operands]
    if op.properties or len(op.regions) != 2 or [r.type for r in op.results] != types:
        raise NotPretty("while shape")
    cond, body = op.regions
    for region in (cond, body):
        if not region.blocks or [a.type for a in region.blocks[0].args] != types:
            raise NotPretty("while region arguments")
    # The body's arguments print under the condition's names: both are scoped to their own
    # region, so the names do not clash.
    for c, b in zip(cond.blocks[0].args, body.blocks[0].args, strict=True):
        pr.names[id(b)] = pr.name(c)
    head = "stablehlo.while(" + ", ".join(
        f"{pr.name(a)} = {pr.name(v)}"
        for a, v in zip(cond.blocks[0].args, op.operands, strict=True)) + ")"
    if types:
        head += " : " + pr.types(types)
    if op.attributes:
        head += " attributes " + pr.attr_dict(op.attributes)
    return (f"{head}\n{pr.pad(indent)}cond " + pr.region(cond, indent, print_entry_args=False)
            + " do " + pr.region(body, indent, print_entry_args=False))
