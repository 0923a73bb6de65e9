"""Text forms of the sdy dialect: every ``#sdy`` attribute and every sdy op's custom
syntax, exactly as the dialect document's syntax lines."""

from __future__ import annotations

import re
from collections.abc import Callable
from math import prod
from typing import TypeVar

from planner.model.dialects.ops import reduction_op_of
from planner.model.ir.attributes import (
    Attribute,
    DenseElementsAttr,
    IntegerAttr,
    OpaqueAttr,
    StringAttr,
    SymbolRefAttr,
)
from planner.model.ir.core import Operation, Value
from planner.model.ir.types import TensorType, Type
from planner.model.sharding.axis import AxisRef, SubAxisInfo
from planner.model.sharding.mesh import MeshAttr, MeshAxis
from planner.model.sharding.propagation_edges import (
    EDGE_KINDS,
    AxisEdges,
    EdgeRef,
    PropagationEdgesAttr,
    PropagationStep,
    steps_problem,
)
from planner.model.sharding.rule import (
    FACTOR_KINDS,
    OpShardingRule,
    factor_symbol,
    parse_factor_symbols,
)
from planner.model.sharding.tensor_sharding import (
    PROPAGATION_DIRECTIONS,
    REDUCTIONS,
    AllToAllParam,
    AllToAllParamList,
    AxisRefList,
    DimSharding,
    ListOfAxisRefLists,
    ManualAxes,
    ShardingPerValue,
    TensorSharding,
)
from planner.model.text.builtin import parse_return_like, print_return_like
from planner.model.text.parser import (
    DIALECT_ATTR_PARSERS,
    OpStart,
    Parser,
    _normalise_ws,
    custom_parser,
    symbol_name,
)
from planner.model.text.printer import Printer, custom_printer

_T = TypeVar("_T")

# -- attributes -----------------------------------------------------------------------------------


def nested(p: Parser, mnemonic: str, body: Callable[[Parser], _T]) -> _T:
    """A nested sdy attribute in any spelling MLIR reads there: stripped (``body`` alone),
    pretty ``#sdy.MNEMONIC<...>`` (MLIR hands ``body`` the text from the ``<``, so it only
    works for attributes whose syntax opens with ``<``), or opaque ``#sdy<MNEMONIC body>``."""
    tok = p.peek()
    if tok.kind == "hash" and tok.text == f"#sdy.{mnemonic}":
        p.next()
        if not p.at("<"):
            raise p.error(f"expected '<' after '{tok.text}'")
        return body(p)
    if tok.kind == "hash" and tok.text == "#sdy":
        p.next()
        p.expect("<")
        p.parse_keyword(mnemonic)
        value = body(p)
        p.expect(">", f"to close '#sdy<{mnemonic}'")
        return value
    return body(p)


def op_nested(p: Parser, mnemonic: str, body: Callable[[Parser], _T]) -> _T:
    """``nested`` for an op's attribute operand: MLIR reads a ``: type`` right after a
    full (``#``) attribute as that attribute's type, so an op's own ``: type`` can't
    follow one."""
    full = p.peek().kind == "hash"
    value = nested(p, mnemonic, body)
    if full and p.at(":"):
        raise p.error("expected ':' (the type after a full '#sdy' attribute belongs to it)")
    return value


def parse_mesh_body(p: Parser) -> MeshAttr:
    """``<["a"=2, "b"=4], device_ids=[...]>``."""
    p.expect("<", "to start mesh")
    p.expect("[", "to start mesh axes")

    def axis() -> MeshAxis:
        name = p.parse_string("mesh axis name")
        p.expect("=")
        at = p.peek()
        size = p.parse_int("mesh axis size")
        if size < 1:  # as Shardy's parser: no op may be checked against such a mesh
            raise p.error(f"mesh axis size must be at least 1, got: {size}", at)
        return MeshAxis(name, size)

    axes = p.parse_comma_list("]", lambda: nested(p, "mesh_axis", lambda _: axis()))
    device_ids: list[int] = []
    if p.accept(","):
        p.parse_keyword("device_ids")
        p.expect("=")
        p.expect("[")
        device_ids = p.parse_comma_list("]", lambda: p.parse_int("device id"))
    p.expect(">", "to close mesh")
    # Shardy drops an explicit iota device order when it parses a mesh with axes (it is
    # the implicit order), so ``device_ids=[0, 1, ..]`` reads as no device ids at all.
    if axes and len(device_ids) == prod(a.size for a in axes) and \
            all(d == i for i, d in enumerate(device_ids)):
        device_ids = []
    return MeshAttr(tuple(axes), tuple(device_ids))


def parse_axis_ref(p: Parser) -> AxisRef:
    name = p.parse_string("axis name")
    if p.accept(":"):
        return AxisRef(name, nested(p, "sub_axis_info", _parse_sub_axis_info))
    return AxisRef(name)


def _parse_sub_axis_info(p: Parser) -> SubAxisInfo:
    """``(pre)size``."""
    p.expect("(")
    pre = p.parse_int("sub-axis pre-size")
    p.expect(")")
    return SubAxisInfo(pre, p.parse_int("sub-axis size"))


def parse_axis_ref_elem(p: Parser) -> AxisRef:
    """An axis ref inside an axis-ref list attribute, where MLIR also reads the full
    ``#sdy<axis_ref...>`` (but not inside a dimension sharding, which Shardy reads by hand)."""
    return nested(p, "axis_ref", parse_axis_ref)


def parse_axis_list(p: Parser) -> tuple[AxisRef, ...]:
    """``{"a", "b":(1)2}``."""
    p.expect("{", "to start axis list")
    return tuple(p.parse_comma_list("}", lambda: parse_axis_ref_elem(p)))


def parse_nonempty_axis_list(p: Parser) -> tuple[AxisRef, ...]:
    """``replicated=``/``unreduced=`` lists and all-to-all axes: Shardy rejects an empty
    ``{}`` there (it never prints one), so accepting it would let through text XLA
    refuses."""
    tok = p.peek()
    axes = parse_axis_list(p)
    if not axes:
        raise p.error("expected at least one axis in the list", tok)
    return axes


_PRIORITY = re.compile(r"p(\d+)")
_INT64_MAX = 2**63 - 1


def parse_dim_sharding(p: Parser) -> DimSharding:
    p.expect("{", "to start dimension sharding")
    axes: list[AxisRef] = []
    closed = True
    if not p.accept("}"):
        while True:
            if p.accept("?"):
                closed = False
                p.expect("}", "after '?'")
                break
            axes.append(parse_axis_ref(p))
            if p.accept("}"):
                break
            p.expect(",", "or '}'")
    priority = None
    tok = p.peek()
    if tok.kind == "ident" and tok.start == p.lex.pos:
        m = _PRIORITY.fullmatch(tok.text)
        if not m:
            raise p.error(f"expected priority 'p<N>', got '{tok.text}'")
        # As Shardy: one spelling per priority, and it must fit in an int64.
        if len(m.group(1)) > 1 and m.group(1).startswith("0"):
            raise p.error(f"priorities with leading zeros are not allowed, got '{tok.text}'")
        priority = int(m.group(1))
        if priority > _INT64_MAX:
            raise p.error(f"priority {tok.text} is too large (at most p{_INT64_MAX})")
        p.next()
    return DimSharding(tuple(axes), closed, priority)


def parse_sharding_body(p: Parser) -> TensorSharding:
    """``<@mesh, [{...}, ...], replicated={...}, unreduced={...}>``."""
    p.expect("<", "to start sharding")
    tok = p.peek()
    mesh: str | MeshAttr
    if tok.kind == "symbol":
        mesh = symbol_name(p.next().text)
    elif tok.kind == "ident" and tok.text == "mesh":
        p.next()
        mesh = parse_mesh_body(p)
    else:
        raise p.error(f"expected mesh symbol or inlined 'mesh<...>', got '{tok.text}'")
    p.expect(",")
    p.expect("[", "to start dimension shardings")
    dims = p.parse_comma_list("]", lambda: nested(p, "dimension_sharding", parse_dim_sharding))
    replicated: tuple[AxisRef, ...] = ()
    unreduced: tuple[AxisRef, ...] = ()
    reduction = "sum"
    seen: set[str] = set()
    while p.accept(","):
        key = p.parse_keyword("replicated", "unreduced")
        if key in seen:
            raise p.error(f"'{key}' given twice")
        seen.add(key)
        p.expect("=")
        if key == "replicated":
            replicated = parse_nonempty_axis_list(p)
        else:
            if p.peek().kind == "ident" and p.peek().text in REDUCTIONS:
                reduction = p.next().text
            unreduced = parse_nonempty_axis_list(p)
    p.expect(">", "to close sharding")
    return TensorSharding(mesh, tuple(dims), replicated, unreduced, reduction)


def parse_sharding_list(p: Parser) -> ShardingPerValue:
    """``[<...>, <...>]``."""
    p.expect("[")
    return ShardingPerValue(tuple(p.parse_comma_list(
        "]", lambda: nested(p, "sharding", parse_sharding_body))))


def parse_manual_axes(p: Parser) -> ManualAxes:
    p.expect("{")
    return ManualAxes(tuple(p.parse_comma_list("}", lambda: p.parse_string("manual axis"))))


def _axis_ref_list(p: Parser) -> AxisRefList:
    return AxisRefList(parse_axis_list(p))


def parse_list_of_axis_lists(p: Parser) -> ListOfAxisRefLists:
    p.expect("[")
    return ListOfAxisRefLists(tuple(p.parse_comma_list(
        "]", lambda: nested(p, "axis_ref_list", parse_axis_list))))


def parse_all_to_all_params(p: Parser) -> AllToAllParamList:
    def param() -> AllToAllParam:
        axes = parse_nonempty_axis_list(p)  # Shardy's parser wants axes in every param
        p.expect(":")
        src = p.parse_int("source dimension")
        p.expect("->")
        return AllToAllParam(axes, src, p.parse_int("target dimension"))

    p.expect("[")
    return AllToAllParamList(tuple(p.parse_comma_list(
        "]", lambda: nested(p, "all_to_all_param", lambda _: param()))))


def parse_rule_body(p: Parser) -> OpShardingRule:
    """``<([i, j], [j])->([i]) {i=8, j=4} reduction={j}, custom>``."""
    return _RuleParser(p).rule()


class _RuleParser:
    """The parts of a sharding rule, one method each: tensor mappings, factor sizes,
    special factor kinds, the ``custom`` flag."""

    def __init__(self, p: Parser) -> None:
        self.p = p

    def rule(self) -> OpShardingRule:
        p = self.p
        p.expect("<")
        p.expect("(")
        operands = p.parse_comma_list(")", self.tensor_mapping)
        p.expect("->")
        p.expect("(")
        results = p.parse_comma_list(")", self.tensor_mapping)
        sizes = self.factor_sizes()
        kinds = self.special_factors()
        custom = bool(p.accept(","))
        if custom:
            p.parse_keyword("custom")
        p.expect(">", "to close sharding rule")
        return OpShardingRule(tuple(sizes), tuple(operands), tuple(results),
                              kinds.get("reduction", ()), kinds.get("need_replication", ()),
                              kinds.get("permutation", ()), kinds.get("blocked_propagation", ()),
                              custom)

    def tensor_mapping(self) -> tuple[tuple[int, ...], ...]:
        return nested(self.p, "tensor_mapping", lambda _: self.dim_mappings())

    def dim_mappings(self) -> tuple[tuple[int, ...], ...]:
        self.p.expect("[")
        return tuple(self.p.parse_comma_list(
            "]", lambda: nested(self.p, "dim_mapping", lambda _: self.dim_mapping())))

    def dim_mapping(self) -> tuple[int, ...]:
        tok = self.p.next()
        if tok.kind == "punct" and tok.text == "*":
            return ()  # a null mapping: the printer writes an empty dim as ``*``
        factors = parse_factor_symbols(tok.text) if tok.kind == "ident" else None
        if factors is None:
            raise self.p.error(f"expected factor symbols, got '{tok.text}'", tok)
        return tuple(factors)

    def factor(self) -> int:
        tok = self.p.next()
        idx = parse_factor_symbols(tok.text) if tok.kind == "ident" else None
        if idx is None or len(idx) != 1:
            raise self.p.error(f"expected a factor symbol, got '{tok.text}'", tok)
        return idx[0]

    def factor_sizes(self) -> list[int]:
        """``{i=8, j=4}``: factors are written in iota order, a symbol names its index."""
        sizes: list[int] = []

        def size() -> None:
            tok = self.p.peek()
            index = self.factor()
            if index != len(sizes):
                raise self.p.error(f"factor sizes must name the factors in order i, j, k, ...: "
                                   f"expected '{factor_symbol(len(sizes))}', got '{tok.text}'",
                                   tok)
            self.p.expect("=")
            sizes.append(self.p.parse_int("factor size"))

        if self.p.accept("{"):
            self.p.parse_comma_list("}", size)
        return sizes

    def special_factors(self) -> dict[str, tuple[int, ...]]:
        """``reduction={j} need_replication={k}``: each kind at most once, in
        FACTOR_KINDS order (Shardy's syntax fixes the order)."""
        p = self.p
        kinds: dict[str, tuple[int, ...]] = {}
        while p.peek().kind == "ident" and p.peek().text in FACTOR_KINDS:
            later = [k for k in kinds
                     if FACTOR_KINDS.index(k) >= FACTOR_KINDS.index(p.peek().text)]
            if later:
                what = (f"'{later[0]}' twice" if later[0] == p.peek().text else
                        f"'{p.peek().text}' after '{later[0]}'")
                raise p.error(f"expected '>', got {what} (the kinds of special factors come "
                              f"once each, in the order {', '.join(FACTOR_KINDS)})")
            kind = p.next().text
            p.expect("=")
            p.expect("{")
            kinds[kind] = tuple(p.parse_comma_list("}", self.factor))
        return kinds


def _minus_int(p: Parser, what: str) -> int:
    """``-N`` glued to a keyword (``step-0``, ``operand-2``): the lexer reads the minus as
    the number's sign, so ``step-0`` is ``step`` and ``-0``, and ``step--1`` is step -1."""
    tok = p.peek()
    if tok.kind == "punct" and tok.text == "-":
        p.next()
        return p.parse_int(what)
    if tok.kind == "number" and tok.text.startswith("-"):
        p.next()
        return int(tok.text[1:])
    raise p.error(f"expected '-' and {what}, got '{tok.text or 'end of input'}'")


def _parse_edge_ref(p: Parser) -> EdgeRef:
    kind = p.parse_keyword(*EDGE_KINDS)
    return EdgeRef(kind, _minus_int(p, "value index"))


def _nonempty(p: Parser, close: str, item: Callable[[], _T], what: str) -> list[_T]:
    """A comma list up to ``close`` that must have an item (Shardy's ArrayRefParameter)."""
    if p.at(close):
        raise p.error(f"expected at least one {what}")
    return p.parse_comma_list(close, item)


def parse_propagation_edges(p: Parser) -> PropagationEdgesAttr:
    """``<[{step-N = [{"axis" = operand-0 -> [result-0, ...]}, ...]}, ...]>``, checked as
    Shardy checks the attribute when it builds one."""
    start = p.peek()

    def entry() -> AxisEdges:
        p.expect("{")
        axis = parse_axis_ref(p)
        p.expect("=")
        source = _parse_edge_ref(p)
        p.expect("->")
        p.expect("[")
        targets = _nonempty(p, "]", lambda: _parse_edge_ref(p), "target")
        p.expect("}")
        return AxisEdges(axis, source, tuple(targets))

    def step() -> PropagationStep:
        p.expect("{")
        p.parse_keyword("step")
        index = _minus_int(p, "step index")
        p.expect("=")
        p.expect("[")
        entries = _nonempty(p, "]", entry, "axis entry")
        p.expect("}")
        return PropagationStep(index, tuple(entries))

    p.expect("<")
    p.expect("[")
    steps = tuple(_nonempty(p, "]", step, "propagation step"))
    p.expect(">")
    problem = steps_problem(steps)
    if problem is not None:
        raise p.error(problem, start)
    return PropagationEdgesAttr.of(steps)


_FULL_ATTRS = {
    "sdy.sharding": parse_sharding_body,
    "sdy.sharding_per_value": lambda p: _angled(p, parse_sharding_list),
    "sdy.mesh": parse_mesh_body,
    "sdy.op_sharding_rule": parse_rule_body,
    "sdy.propagation_edges": parse_propagation_edges,
}
_SHORT_ATTRS = {
    "manual_axes": parse_manual_axes,
    "axis_ref_list": _axis_ref_list,
    "list_of_axis_ref_lists": parse_list_of_axis_lists,
    "all_to_all_param_list": parse_all_to_all_params,
}


def _angled(p: Parser, inner):
    p.expect("<")
    value = inner(p)
    p.expect(">")
    return value


def parse_sdy_attr(p: Parser) -> Attribute:
    """``#sdy.NAME<...>`` or ``#sdy<NAME ...>``; debugging attrs are kept opaque."""
    tok = p.next()
    name = tok.text[1:]
    if name in _FULL_ATTRS:
        return _FULL_ATTRS[name](p)
    if name == "sdy":
        p.expect("<")
        kind_tok = p.next()
        parse = _SHORT_ATTRS.get(kind_tok.text) or _FULL_ATTRS.get(f"sdy.{kind_tok.text}")
        if parse is not None:  # ``#sdy<sharding<...>>`` is ``#sdy.sharding<...>`` spelt opaquely
            value = parse(p)
            p.expect(">")
            return value
        raise p.error(f"unknown sdy attribute 'sdy<{kind_tok.text}'", kind_tok)
    if name in ("sdy.edge_value_ref", "sdy.propagation_one_step",
                "sdy.axis_to_propagation_details", "sdy.sub_axis_info", "sdy.axis_ref",
                "sdy.mesh_axis", "sdy.tensor_mapping", "sdy.dim_mapping",
                "sdy.all_to_all_param") and p.at("<"):
        start = p.peek().start
        end = p.lex.raw_until_balanced(start)
        return OpaqueAttr(tok.text + _normalise_ws(p.lex.text[start:end]))
    raise p.error(f"unknown sdy attribute '{tok.text}'", tok)


DIALECT_ATTR_PARSERS["sdy"] = parse_sdy_attr


# -- ops ------------------------------------------------------------------------------------------


def _single_type(p: Parser, any_type: bool = False) -> Type:
    """The op's one written type: a tensor, or (``any_type``) any type, e.g. a token."""
    p.expect(":", "before the result type")
    return p.parse_type() if any_type else p.parse_typed(TensorType, "a tensor type")


# Ops whose value may be of any type (Shardy's AnyType): a token or tuple can be constrained.
_ANY_TYPE = ("sdy.sharding_constraint", "sdy.reshard")


def _same_type_op(p: Parser, start: OpStart, operand, props: dict[str, Attribute]) -> Operation:
    attrs = p.parse_attr_dict().as_dict() if p.at("{") else {}
    tok = p.peek()
    t = _single_type(p, start.name in _ANY_TYPE)
    if operand.type != t:
        raise p.error(f"operand type {operand.type} differs from the written type {t}", tok)
    return Operation.create(start.name, [operand], [t], props, attrs, None, start.loc)


@custom_parser("sdy.mesh")
def _parse_mesh(p: Parser, start: OpStart) -> Operation:
    name = symbol_name(p.expect_kind("symbol", "mesh name").text)
    p.expect("=")
    mesh = nested(p, "mesh", parse_mesh_body)
    attrs = p.parse_attr_dict().as_dict() if p.at("{") else {}
    return Operation.create("sdy.mesh", [], [], {"sym_name": StringAttr(name), "mesh": mesh},
                            attrs, None, start.loc)


@custom_printer("sdy.mesh")
def _print_mesh(pr: Printer, op: Operation, indent: int) -> str:
    name = op.properties["sym_name"]
    mesh = op.properties["mesh"]
    assert isinstance(name, StringAttr) and isinstance(mesh, MeshAttr)
    return f"sdy.mesh {SymbolRefAttr(name.value)} = {mesh.stripped()}{pr.opt_attr_dict(op.attributes)}"


@custom_parser("sdy.sharding_constraint", "sdy.reshard")
def _parse_constraint(p: Parser, start: OpStart) -> Operation:
    operand = p.parse_operand()
    sharding = parse_sharding_body(p)
    return _same_type_op(p, start, operand, {"sharding": sharding})


@custom_printer("sdy.sharding_constraint", "sdy.reshard")
def _print_constraint(pr: Printer, op: Operation, indent: int) -> str:
    s = op.properties["sharding"]
    assert isinstance(s, TensorSharding)
    return (f"{op.name} {pr.name(op.operands[0])} {s.stripped()}"
            f"{pr.opt_attr_dict(op.attributes)} : {op.results[0].type}")


@custom_parser("sdy.sharding_group")
def _parse_group(p: Parser, start: OpStart) -> Operation:
    operand = p.parse_operand()
    p.parse_keyword("group_id")
    p.expect("=")
    gid = p.parse_int("group id")
    attrs = p.parse_attr_dict().as_dict() if p.at("{") else {}
    tok = p.peek()
    t = _single_type(p)
    if operand.type != t:
        raise p.error(f"operand type {operand.type} differs from the written type {t}", tok)
    return Operation.create("sdy.sharding_group", [operand], [],
                            {"group_id": IntegerAttr(gid, "i64")}, attrs, None, start.loc)


@custom_printer("sdy.sharding_group")
def _print_group(pr: Printer, op: Operation, indent: int) -> str:
    gid = op.properties["group_id"]
    assert isinstance(gid, IntegerAttr)
    return (f"sdy.sharding_group {pr.name(op.operands[0])} group_id={gid.value}"
            f"{pr.opt_attr_dict(op.attributes)} : {op.operands[0].type}")


@custom_parser("sdy.propagation_barrier")
def _parse_barrier(p: Parser, start: OpStart) -> Operation:
    operand = p.parse_operand()
    p.parse_keyword("allowed_direction")
    p.expect("=")
    direction = p.parse_keyword(*PROPAGATION_DIRECTIONS)
    return _same_type_op(p, start, operand, {
        "allowed_direction": IntegerAttr(PROPAGATION_DIRECTIONS.index(direction), "i32")})


@custom_printer("sdy.propagation_barrier")
def _print_barrier(pr: Printer, op: Operation, indent: int) -> str:
    d = op.properties["allowed_direction"]
    assert isinstance(d, IntegerAttr)
    return (f"sdy.propagation_barrier {pr.name(op.operands[0])} "
            f"allowed_direction={PROPAGATION_DIRECTIONS[d.value]}"
            f"{pr.opt_attr_dict(op.attributes)} : {op.results[0].type}")


@custom_parser("sdy.data_flow_edge")
def _parse_edge(p: Parser, start: OpStart) -> Operation:
    operand = p.parse_operand()
    props: dict[str, Attribute] = {}
    if p.accept("sharding"):
        p.expect("=")
        props["sharding"] = op_nested(p, "sharding", parse_sharding_body)
    return _same_type_op(p, start, operand, props)


@custom_printer("sdy.data_flow_edge")
def _print_edge(pr: Printer, op: Operation, indent: int) -> str:
    s = op.properties.get("sharding")
    text = f"sdy.data_flow_edge {pr.name(op.operands[0])}"
    if isinstance(s, TensorSharding):
        text += f" sharding={s.stripped()}"
    return text + f"{pr.opt_attr_dict(op.attributes)} : {op.results[0].type}"


@custom_parser("sdy.func_data_flow_edge")
def _parse_func_edge(p: Parser, start: OpStart) -> Operation:
    return _same_type_op(p, start, p.parse_operand(), {})


@custom_printer("sdy.func_data_flow_edge")
def _print_func_edge(pr: Printer, op: Operation, indent: int) -> str:
    return (f"sdy.func_data_flow_edge {pr.name(op.operands[0])}"
            f"{pr.opt_attr_dict(op.attributes)} : {op.results[0].type}")


@custom_parser("sdy.constant")
def _parse_constant(p: Parser, start: OpStart) -> Operation:
    attrs = p.parse_attr_dict().as_dict() if p.at("{") else {}
    tok = p.peek()
    value = p.parse_attr()
    if not isinstance(value, DenseElementsAttr):
        raise p.error("expected a dense elements value", tok)
    return Operation.create("sdy.constant", [], [value.type], {"value": value}, attrs, None,
                            start.loc)


@custom_printer("sdy.constant")
def _print_constant(pr: Printer, op: Operation, indent: int) -> str:
    return f"sdy.constant{pr.opt_attr_dict(op.attributes)} {op.properties['value']}"


custom_parser("sdy.return")(parse_return_like)
custom_printer("sdy.return")(print_return_like("sdy.return"))


def _parse_region_with_args(p: Parser):
    """``(%a: t, ...) { ops }`` -- a single block region whose args are written up front."""
    p.expect("(")
    args = []

    def arg() -> None:
        tok = p.expect_kind("value", "block argument")
        p.expect(":")
        args.append((tok, p.parse_type()))
        p.parse_optional_loc()

    p.parse_comma_list(")", arg)
    return p.parse_region(args)


def _functional_type(p: Parser, operands: list[Value]) -> list[Type]:
    from planner.model.text.builtin import check_types

    p.expect(":")
    ftype = p.parse_function_type()
    check_types(p, operands, list(ftype.inputs))
    return list(ftype.results)


@custom_parser("sdy.manual_computation")
def _parse_manual(p: Parser, start: OpStart) -> Operation:
    p.expect("(")
    operands = p.parse_operands_until(")")
    props: dict[str, Attribute] = {}
    for key in ("in_shardings", "out_shardings"):
        p.parse_keyword(key)
        p.expect("=")
        props[key] = parse_sharding_list(p)
    p.parse_keyword("manual_axes")
    p.expect("=")
    props["manual_axes"] = nested(p, "manual_axes", parse_manual_axes)
    region = _parse_region_with_args(p)
    attrs = p.parse_attr_dict().as_dict() if p.at("{") else {}
    results = _functional_type(p, operands)
    return Operation.create("sdy.manual_computation", operands, results, props, attrs, [region],
                            start.loc)


def _region_with_args(pr: Printer, op: Operation, indent: int) -> str:
    block = op.regions[0].block
    args = ", ".join(f"{pr.name(a)}: {a.type}" for a in block.args)
    return f"({args}) " + pr.region(op.regions[0], indent, print_entry_args=False)


def _ftype(pr: Printer, op: Operation) -> str:
    return pr.functional_type([v.type for v in op.operands], [r.type for r in op.results])


@custom_printer("sdy.manual_computation")
def _print_manual(pr: Printer, op: Operation, indent: int) -> str:
    ins, outs, axes = (op.properties[k] for k in ("in_shardings", "out_shardings", "manual_axes"))
    assert isinstance(ins, ShardingPerValue) and isinstance(outs, ShardingPerValue)
    assert isinstance(axes, ManualAxes)
    return (f"sdy.manual_computation({pr.names_of(op.operands)}) in_shardings={ins.stripped()} "
            f"out_shardings={outs.stripped()} manual_axes={axes.stripped()} "
            f"{_region_with_args(pr, op, indent)}{pr.opt_attr_dict(op.attributes)} : {_ftype(pr, op)}")


@custom_parser("sdy.named_computation")
def _parse_named(p: Parser, start: OpStart) -> Operation:
    p.expect("<")
    props: dict[str, Attribute] = {"name": StringAttr(p.parse_string("computation name"))}
    p.expect(">")
    p.expect("(")
    operands = p.parse_operands_until(")")
    for key in ("in_shardings", "out_shardings"):
        if p.accept(key):
            p.expect("=")
            props[key] = parse_sharding_list(p)
    region = _parse_region_with_args(p)
    attrs = p.parse_attr_dict().as_dict() if p.at("{") else {}
    results = _functional_type(p, operands)
    return Operation.create("sdy.named_computation", operands, results, props, attrs, [region],
                            start.loc)


@custom_printer("sdy.named_computation")
def _print_named(pr: Printer, op: Operation, indent: int) -> str:
    name = op.properties["name"]
    assert isinstance(name, StringAttr)
    text = f"sdy.named_computation<{name}>({pr.names_of(op.operands)})"
    for key in ("in_shardings", "out_shardings"):
        s = op.properties.get(key)
        if isinstance(s, ShardingPerValue):
            text += f" {key}={s.stripped()}"
    return (text + f" {_region_with_args(pr, op, indent)}{pr.opt_attr_dict(op.attributes)}"
            f" : {_ftype(pr, op)}")


# Collectives: ``sdy.NAME [reduction] <axes> %x out_sharding=<...> : type``.
# name -> (property, the attribute's mnemonic, its parser)
_COLLECTIVE_AXES: dict[str, tuple[str, str, Callable[[Parser], Attribute]] | None] = {
    "sdy.all_gather": ("gathering_axes", "list_of_axis_ref_lists", parse_list_of_axis_lists),
    "sdy.all_slice": ("slicing_axes", "list_of_axis_ref_lists", parse_list_of_axis_lists),
    "sdy.reduce_scatter": ("reduce_scatter_axes", "list_of_axis_ref_lists",
                           parse_list_of_axis_lists),
    "sdy.sharded_to_unreduced": ("axes", "list_of_axis_ref_lists", parse_list_of_axis_lists),
    "sdy.all_reduce": ("reduction_axes", "axis_ref_list", _axis_ref_list),
    "sdy.replicated_to_unreduced": ("axes", "axis_ref_list", _axis_ref_list),
    "sdy.all_to_all": ("params", "all_to_all_param_list", parse_all_to_all_params),
    "sdy.collective_permute": None,
}
_WITH_REDUCTION = ("sdy.all_reduce", "sdy.reduce_scatter")


@custom_parser(*_COLLECTIVE_AXES)
def _parse_collective(p: Parser, start: OpStart) -> Operation:
    props: dict[str, Attribute] = {}
    if start.name in _WITH_REDUCTION and p.peek().kind == "ident" and p.peek().text in REDUCTIONS:
        props["reduction_op"] = IntegerAttr(REDUCTIONS.index(p.next().text), "i32")
    spec = _COLLECTIVE_AXES[start.name]
    if spec is not None:
        props[spec[0]] = nested(p, spec[1], spec[2])
    operand = p.parse_operand()
    p.parse_keyword("out_sharding")
    p.expect("=")
    props["out_sharding"] = op_nested(p, "sharding", parse_sharding_body)
    return _same_type_op(p, start, operand, props)


@custom_printer(*_COLLECTIVE_AXES)
def _print_collective(pr: Printer, op: Operation, indent: int) -> str:
    text = op.name
    if op.name in _WITH_REDUCTION and "reduction_op" in op.properties:
        red = reduction_op_of(op)
        if red != "sum":
            text += " " + red
    spec = _COLLECTIVE_AXES[op.name]
    if spec is not None:
        axes = op.properties[spec[0]]
        assert isinstance(axes, AxisRefList | ListOfAxisRefLists | AllToAllParamList)
        text += " " + axes.stripped()
    out = op.properties["out_sharding"]
    assert isinstance(out, TensorSharding)
    return (f"{text} {pr.name(op.operands[0])} out_sharding={out.stripped()}"
            f"{pr.opt_attr_dict(op.attributes)} : {op.results[0].type}")
