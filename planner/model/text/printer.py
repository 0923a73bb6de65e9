"""Prints the IR as MLIR text: custom forms where registered, the generic form otherwise
(or everywhere with ``generic=True``). Output is accepted by MLIR's own parser."""

from __future__ import annotations

import re
from collections.abc import Callable

from planner.model.ir.attributes import Attribute, entry_text
from planner.model.ir.core import Block, Operation, Region, Value
from planner.model.ir.name_scopes import location_name
from planner.model.ir.types import FunctionType, Type

# name -> printer of the op's custom form (everything after ``%r = ``).
CustomPrinter = Callable[["Printer", Operation, int], str]
CUSTOM_PRINTERS: dict[str, CustomPrinter] = {}

# Ops whose custom form drops the ``func.`` prefix (resolved through func.func's default
# dialect).
_FUNC_DIALECT_SHORT = frozenset({"func.return"})
# A name MLIR accepts after ``%`` that is not a number; the printer's own names.
_NAMED = re.compile(r"^[A-Za-z$._-][A-Za-z0-9$._-]*$")
_NUMBERED = re.compile(r"^arg[0-9]+$")
# Ops whose regions start a fresh value numbering (IsolatedFromAbove in MLIR).
_ISOLATED = frozenset({"builtin.module", "func.func"})


def _kept(hint: str | None, taken: set[str] | None) -> str | None:
    """The source's name of a value to print it by (``%x`` stays ``%x``), unique in its
    scope (a second ``x`` becomes ``x_1``); None where the printer numbers it: no name, a
    number or ``argN`` (the printer's own forms, so that they never collide), or no
    names kept (``taken`` None)."""
    if taken is None or not hint or not _NAMED.match(hint) or _NUMBERED.match(hint):
        return None
    name, k = hint, 0
    while name in taken:
        k += 1
        name = f"{hint}_{k}"
    taken.add(name)
    return name


def custom_printer(*names: str) -> Callable[[CustomPrinter], CustomPrinter]:
    def register(fn: CustomPrinter) -> CustomPrinter:
        for n in names:
            CUSTOM_PRINTERS[n] = fn
        return fn

    return register


def _loc(op: Operation) -> str:
    """An op's named location (JAX's name stack), printed back without the locations it
    nests (aliases the printed module does not define)."""
    name = location_name(op.loc)
    return f' loc("{name}")' if name else ""


class Printer:
    def __init__(self, generic: bool = False, indent_width: int = 2,
                 source_names: bool = False) -> None:
        self.generic = generic
        self.source_names = source_names
        self.indent_width = indent_width
        self.names: dict[int, str] = {}
        self._result_group: dict[int, str] = {}

    # -- naming ---------------------------------------------------------------------------
    def number(self, root: Operation) -> None:
        self._number_isolated(root)

    def _number_isolated(self, op: Operation) -> None:
        counters = {"arg": 0, "val": 0}
        # The source names kept in this scope (None: every value numbered).
        taken: set[str] | None = set() if self.source_names else None
        for region in op.regions:
            self._number_region(region, counters, taken)

    def _number_region(self, region: Region, counters: dict[str, int],
                       taken: set[str] | None) -> None:
        for block in region.blocks:
            for arg in block.args:
                name = _kept(arg.name_hint, taken)
                if name is None:
                    name = f"arg{counters['arg']}"
                    counters["arg"] += 1
                self.names[id(arg)] = f"%{name}"
            for op in block.ops:
                if not op.results:
                    continue
                base = _kept(op.results[0].name_hint, taken)
                if base is None:
                    base = str(counters["val"])
                    counters["val"] += 1
                base = f"%{base}"
                self._result_group[id(op)] = base
                for r in op.results:
                    self.names[id(r)] = base if len(op.results) == 1 else f"{base}#{r.index}"
        for block in region.blocks:
            for op in block.ops:
                if op.name in _ISOLATED:
                    self._number_isolated(op)
                else:
                    for sub in op.regions:
                        self._number_region(sub, counters, taken)

    def name(self, v: Value) -> str:
        try:
            return self.names[id(v)]
        except KeyError:
            return "%<<UNKNOWN>>"

    def names_of(self, values: list[Value]) -> str:
        return ", ".join(self.name(v) for v in values)

    # -- pieces ---------------------------------------------------------------------------
    def pad(self, indent: int) -> str:
        return " " * (indent * self.indent_width)

    @staticmethod
    def types(types: list[Type]) -> str:
        return ", ".join(map(str, types))

    @staticmethod
    def functional_type(ins: list[Type], outs: list[Type]) -> str:
        return str(FunctionType(tuple(ins), tuple(outs)))

    @staticmethod
    def attr_dict(attrs: dict[str, Attribute], skip: tuple[str, ...] = ()) -> str:
        items = sorted((k, v) for k, v in attrs.items() if k not in skip)
        if not items:
            return ""
        return "{" + ", ".join(entry_text(k, v) for k, v in items) + "}"

    def opt_attr_dict(self, attrs: dict[str, Attribute], skip: tuple[str, ...] = ()) -> str:
        """`` {a = 1}`` or nothing."""
        text = self.attr_dict(attrs, skip)
        return " " + text if text else ""

    def region(self, region: Region, indent: int, print_entry_args: bool = True) -> str:
        lines = ["{"]
        for i, block in enumerate(region.blocks):
            show_label = i > 0 or (print_entry_args and block.args) or \
                (self.generic and block.args)
            if show_label:
                lines.append(self.pad(indent) + self.block_header(block, i))
            for op in block.ops:
                lines.append(self.pad(indent + 1) + self.op(op, indent + 1) + _loc(op))
        lines.append(self.pad(indent) + "}")
        return "\n".join(lines)

    def block_header(self, block: Block, index: int) -> str:
        label = f"^bb{index}"
        if block.args:
            label += "(" + ", ".join(f"{self.name(a)}: {a.type}" for a in block.args) + ")"
        return label + ":"

    # -- ops --------------------------------------------------------------------------------
    def op(self, op: Operation, indent: int) -> str:
        head = ""
        if op.results:
            base = self._result_group.get(id(op), "%<<UNKNOWN>>")
            head = f"{base}:{len(op.results)} = " if len(op.results) > 1 else f"{base} = "
        custom = None if self.generic else CUSTOM_PRINTERS.get(op.name)
        if op.name in _FUNC_DIALECT_SHORT and (op.parent_op is None
                                               or op.parent_op.name != "func.func"):
            # The custom form writes a bare ``return``, which MLIR (and the parser) only
            # resolves inside a func.func body; anywhere else the generic form is used.
            custom = None
        if custom is None:
            return head + self.generic_op(op, indent)
        try:
            return head + custom(self, op, indent)
        except (KeyError, IndexError, AssertionError, AttributeError, TypeError, ValueError):
            # As MLIR does for an op that fails to verify: when the custom form cannot
            # express the op (a generic-form func.func without sym_name, a collective
            # missing its axes, ...), print the generic form rather than crash.
            return head + self.generic_op(op, indent)

    def generic_op(self, op: Operation, indent: int) -> str:
        text = f'"{op.name}"({self.names_of(op.operands)})'
        if op.properties:
            text += " <" + self.attr_dict(op.properties) + ">"
        if op.regions:
            text += " (" + ", ".join(self.region(r, indent) for r in op.regions) + ")"
        text += self.opt_attr_dict(op.attributes)
        ins = [v.type for v in op.operands]
        outs = [r.type for r in op.results]
        return text + " : " + self.functional_type(ins, outs)
