"""Custom forms of ``builtin.module`` and the ``func`` dialect ops."""

from __future__ import annotations

import re
from collections.abc import Callable

from planner.model.ir.attributes import (
    ArrayAttr,
    Attribute,
    DictAttr,
    StringAttr,
    SymbolRefAttr,
    TypeAttr,
)
from planner.model.ir.core import Block, Operation, Region
from planner.model.ir.types import FunctionType, Type
from planner.model.text.lexer import Token
from planner.model.text.parser import (
    QUICK_NAME,
    QUICK_TENSOR,
    OpStart,
    Parser,
    custom_parser,
    plain_tensor,
    symbol_name,
)
from planner.model.text.printer import Printer, custom_printer


@custom_parser("builtin.module")
def parse_module_op(p: Parser, start: OpStart) -> Operation:
    props: dict[str, Attribute] = {}
    if p.peek().kind == "symbol":
        props["sym_name"] = StringAttr(symbol_name(p.next().text))
    attrs: dict[str, Attribute] = {}
    if p.accept("attributes"):
        attrs = p.parse_attr_dict().as_dict()
    region = p.parse_region()
    return Operation.create("builtin.module", [], [], props, attrs, [region], start.loc)


@custom_printer("builtin.module")
def print_module_op(pr: Printer, op: Operation, indent: int) -> str:
    text = "module"
    name = op.properties.get("sym_name")
    if isinstance(name, StringAttr):
        text += " " + str(SymbolRefAttr(name.value))
    other = {k: v for k, v in op.properties.items() if k != "sym_name"}
    attrs = {**other, **op.attributes}
    if attrs:
        text += " attributes " + pr.attr_dict(attrs)
    return text + " " + pr.region(op.regions[0], indent, print_entry_args=False)


# ``%name: tensor<...>``, a function argument as usually printed (the token parser reads
# anything else).
_QUICK_ARG = re.compile(rf"\s*({QUICK_NAME}):[ \t]*({QUICK_TENSOR})(?=[ \t]*[{{,)])")


def quick_arg(p: Parser) -> tuple[Token, Type] | None:
    """The next named argument when it reads quickly, with its name's token."""
    m = _QUICK_ARG.match(p.lex.text, p.lex.pos)
    if m is None:
        return None
    p.lex.reset(m.end())
    return Token("value", m.group(1), m.start(1), m.end(1)), plain_tensor(m.group(2))


@custom_parser("func.func")
def parse_func(p: Parser, start: OpStart) -> Operation:
    """``func.func [visibility] @name(%args: types {attrs}) -> (results) attributes {...}
    { body }``; a declaration has no body. The grammar in one sequence (~60 lines)."""
    props: dict[str, Attribute] = {}
    if p.peek().kind == "ident" and p.peek().text in ("public", "private", "nested"):
        props["sym_visibility"] = StringAttr(p.next().text)
    props["sym_name"] = StringAttr(symbol_name(p.expect_kind("symbol", "function name").text))
    p.expect("(")
    arg_toks: list[tuple[Token, Type]] = []
    arg_attrs: list[DictAttr] = []
    arg_locs: list[str | None] = []
    inputs: list[Type] = []

    def arg() -> None:
        named = quick_arg(p)
        if named is None and p.peek().kind == "value":
            tok = p.next()
            p.expect(":")
            named = (tok, p.parse_type())
        if named is not None:
            arg_toks.append(named)
        inputs.append(named[1] if named is not None else p.parse_type())
        arg_attrs.append(p.parse_attr_dict() if p.at("{") else DictAttr(()))
        arg_locs.append(p.parse_optional_loc())

    p.parse_comma_list(")", arg)
    if arg_toks and len(arg_toks) != len(inputs):
        raise p.error("function arguments must all be named or all be unnamed")
    results: list[Type] = []
    res_attrs: list[DictAttr] = []
    if p.accept("->"):
        if p.at("("):
            p.next()

            def res() -> None:
                results.append(p.parse_type())
                res_attrs.append(p.parse_attr_dict() if p.at("{") else DictAttr(()))
                p.parse_optional_loc()

            p.parse_comma_list(")", res)
        else:
            results.append(p.parse_type())
            res_attrs.append(DictAttr(()))
    props["function_type"] = TypeAttr(FunctionType(tuple(inputs), tuple(results)))
    if any(len(d) for d in arg_attrs):
        props["arg_attrs"] = ArrayAttr(tuple(arg_attrs))
    if any(len(d) for d in res_attrs):
        props["res_attrs"] = ArrayAttr(tuple(res_attrs))
    attrs: dict[str, Attribute] = {}
    if p.accept("attributes"):
        attrs = p.parse_attr_dict().as_dict()
    regions: list[Region] = []
    if p.at("{"):
        if not arg_toks and inputs:
            raise p.error("a function with a body must name its arguments")
        regions.append(p.parse_region(arg_toks))
        for a, loc in zip(regions[0].blocks[0].args, arg_locs, strict=True):
            # (kept where it stands alone: a reference to a #loc alias would not print)
            a.loc_text = loc if loc is not None and "#" not in loc else None
    else:
        regions.append(Region())
    # sym_visibility etc. may also come through `attributes {...}`; MLIR keeps them inherent.
    for key in ("sym_visibility", "arg_attrs", "res_attrs"):
        if key in attrs:
            props[key] = attrs.pop(key)
    return Operation.create("func.func", [], [], props, attrs, regions, start.loc)


@custom_printer("func.func")
def print_func(pr: Printer, op: Operation, indent: int) -> str:
    ftype = op.properties["function_type"]
    assert isinstance(ftype, TypeAttr) and isinstance(ftype.type, FunctionType)
    vis = op.properties.get("sym_visibility")
    name = op.properties["sym_name"]
    assert isinstance(name, StringAttr)
    text = "func.func " + (f"{vis.value} " if isinstance(vis, StringAttr) else "")
    text += str(SymbolRefAttr(name.value))
    arg_attrs = op.properties.get("arg_attrs")
    res_attrs = op.properties.get("res_attrs")

    def attrs_at(arr: Attribute | None, i: int) -> str:
        if isinstance(arr, ArrayAttr) and i < len(arr):
            d = arr[i]
            if isinstance(d, DictAttr) and len(d):
                return " " + str(d)
        return ""

    body: Block | None = op.regions[0].blocks[0] if op.regions and op.regions[0].blocks else None
    args = []
    for i, t in enumerate(ftype.type.inputs):
        prefix = f"{pr.name(body.args[i])}: " if body is not None else ""
        loc = body.args[i].loc_text if body is not None else None
        args.append(prefix + str(t) + attrs_at(arg_attrs, i) + (f" loc({loc})" if loc else ""))
    text += "(" + ", ".join(args) + ")"
    outs = ftype.type.results
    if outs:
        res = [str(t) + attrs_at(res_attrs, i) for i, t in enumerate(outs)]
        if len(outs) == 1 and not attrs_at(res_attrs, 0) and not isinstance(outs[0], FunctionType):
            text += " -> " + res[0]
        else:
            text += " -> (" + ", ".join(res) + ")"
    extra = {k: v for k, v in op.properties.items()
             if k not in ("sym_name", "sym_visibility", "function_type", "arg_attrs", "res_attrs")}
    extra.update(op.attributes)
    if extra:
        text += " attributes " + pr.attr_dict(extra)
    if body is not None:
        text += " " + pr.region(op.regions[0], indent, print_entry_args=False)
    return text


def parse_return_like(p: Parser, start: OpStart) -> Operation:
    """``KEYWORD {attrs} %a, %b : ta, tb`` (no types without operands): ``func.return`` and
    ``sdy.return``, whose forms are the same."""
    attrs = p.parse_attr_dict().as_dict() if p.at("{") else {}
    operands = []
    if p.peek().kind == "value":
        operands = [p.parse_operand()]
        while p.accept(","):
            operands.append(p.parse_operand())
        p.expect(":")
        check_types(p, operands, p.parse_type_list_no_parens())
    return Operation.create(start.name, operands, [], {}, attrs, None, start.loc)


def print_return_like(keyword: str) -> Callable[[Printer, Operation, int], str]:
    """The printer of a return-like op spelled ``keyword``."""
    def print_return(pr: Printer, op: Operation, indent: int) -> str:
        text = keyword + pr.opt_attr_dict(op.attributes)
        if op.operands:
            text += f" {pr.names_of(op.operands)} : {pr.types([v.type for v in op.operands])}"
        return text

    return print_return


custom_parser("func.return")(parse_return_like)
custom_printer("func.return")(print_return_like("return"))


@custom_parser("func.call")
def parse_call(p: Parser, start: OpStart) -> Operation:
    callee = p.parse_symbol_ref()
    p.expect("(")
    operands = p.parse_operands_until(")")
    attrs = p.parse_attr_dict().as_dict() if p.at("{") else {}
    p.expect(":")
    ftype = p.parse_function_type()
    check_types(p, operands, list(ftype.inputs))
    props: dict[str, Attribute] = {"callee": callee}
    for key in ("arg_attrs", "res_attrs", "no_inline"):
        if key in attrs:
            props[key] = attrs.pop(key)
    return Operation.create("func.call", operands, list(ftype.results), props, attrs, None, start.loc)


@custom_printer("func.call")
def print_call(pr: Printer, op: Operation, indent: int) -> str:
    extra = {k: v for k, v in op.properties.items() if k != "callee"}
    extra.update(op.attributes)
    return (f"func.call {op.properties['callee']}({pr.names_of(op.operands)})"
            f"{pr.opt_attr_dict(extra)} : "
            + pr.functional_type([v.type for v in op.operands], [r.type for r in op.results]))


def check_types(p: Parser, operands: list, types: list[Type]) -> None:
    if len(operands) != len(types):
        raise p.error(f"{len(operands)} operands but {len(types)} types")
    for v, t in zip(operands, types, strict=True):
        if v.type != t:
            raise p.error(f"operand type {v.type} does not match the written type {t}")
