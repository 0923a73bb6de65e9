"""The verifier: checks a parsed module against every rule of the sdy dialect.

``verify`` walks the module and returns all errors in source order, each an MLIR-style
``'<op>' op <what is wrong>`` located at the op (a function argument's sharding at the
argument). Each op reports at most one error per independent check -- its own rules,
its ``sdy.sharding``, its ``sdy.sharding_rule``, each function argument/result -- since
later rules of one check usually only repeat the first failure.

The rules live in :mod:`planner.model.verify.attrs` (meshes, axes, shardings, rules),
:mod:`planner.model.verify.structure` (what every sdy op must look like),
:mod:`planner.model.verify.ops` (non-collective sdy ops, func and op attributes),
:mod:`planner.model.verify.collective_ops` and :mod:`planner.model.verify.dominance`.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from planner.model.dialects.ops import SHARDING_ATTR, SHARDING_RULE_ATTR, FuncOp
from planner.model.dialects.traits import TERMINATORS
from planner.model.ir.attributes import StringAttr, TypeAttr
from planner.model.ir.core import Operation
from planner.model.ir.diagnostics import SourceLoc, VerificationError
from planner.model.ir.op_names import BUILTIN, FUNC, SDY
from planner.model.ir.types import FunctionType
from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.tensor_sharding import ManualAxes
from planner.model.verify.attrs import Invalid, Symbols, check_mesh
from planner.model.verify.calls import check_call, recursive_calls
from planner.model.verify.collective_ops import COLLECTIVE_NAMES, check_collective
from planner.model.verify.dominance import Dominance
from planner.model.verify.ops import (
    OP_CHECKS,
    Scope,
    check_func_return,
    check_func_signature,
    check_op_sharding_attr,
    check_op_sharding_rule,
    func_sharding_checks,
)
from planner.model.verify.propagation_edges import (
    EDGE_ARRAY_ATTRS,
    EDGES_ATTR,
    check_propagation_edge_array,
    check_propagation_edges,
)
from planner.model.verify.stablehlo import STABLEHLO_CHECKS, check_integer_properties
from planner.model.verify.structure import check_isolated, check_structure

_ISOLATED = (SDY.MANUAL_COMPUTATION, SDY.NAMED_COMPUTATION)


class _Verifier:
    def __init__(self) -> None:
        self.errors: list[VerificationError] = []
        self._reported: set[tuple[int, str]] = set()
        self.dominance = Dominance()

    def report(self, op: Operation, loc: SourceLoc | None, message: str) -> None:
        key = (id(op), message)
        if key not in self._reported:  # e.g. a value used across two isolation levels
            self._reported.add(key)
            self.errors.append(VerificationError(f"'{op.name}' op {message}", loc))

    def run(self, op: Operation, loc: SourceLoc | None, check: Callable[[], None]) -> bool:
        try:
            check()
        except Invalid as e:
            self.report(op, loc, e.message)
            return False
        return True

    # -- walking ------------------------------------------------------------------------
    def visit(self, op: Operation, scope: Scope) -> None:
        if op.name == BUILTIN.MODULE and op.regions and op.regions[0].blocks:
            scope = Scope(self.module_symbols(op), scope.manual_parents)
            for call, message in recursive_calls(scope.symbols):
                self.report(call, call.src_loc, message)
        structure_ok = self.verify_op(op, scope)
        inner = scope
        if op.name == SDY.MANUAL_COMPUTATION and structure_ok:
            axes = op.properties["manual_axes"]
            assert isinstance(axes, ManualAxes)
            parents = dict(scope.manual_parents)
            for axis in axes.axes:
                parents.setdefault(axis, op)  # the outermost owner of an axis is the one named
            inner = Scope(scope.symbols, parents)
        for region in op.regions:
            for block in region.blocks:
                for child in block.ops:
                    self.visit(child, inner)

    def module_symbols(self, module: Operation) -> Symbols:
        """The module's symbol table; also reports redefined symbols. Meshes of different
        device counts are fine here, as in Shardy: whatever can't plan or partition such a
        module says so itself."""
        symbols = Symbols()
        for op in module.regions[0].block.ops:
            name = op.properties.get("sym_name")
            if not isinstance(name, StringAttr):
                continue
            if name.value in symbols.ops:
                self.report(op, op.src_loc, f"redefinition of symbol named '{name.value}'")
                continue
            symbols.ops[name.value] = op
        return symbols

    @staticmethod
    def valid_mesh(mesh: MeshAttr) -> bool:
        try:
            check_mesh(mesh)
        except Invalid:
            return False
        return True

    # -- one op --------------------------------------------------------------------------
    def verify_op(self, op: Operation, scope: Scope) -> bool:
        """Run every check of ``op``; True when its structure is sound enough to descend
        with (only sdy ops have a structure to check here; of StableHLO ops, their
        integer properties and those in ``STABLEHLO_CHECKS``)."""
        loc = op.src_loc
        structure_ok = True
        undefined = self.dominance.first_violation(op)
        if undefined is not None:
            self.report(op, loc, undefined)
        if op.name in TERMINATORS and op.next is not None:
            self.report(op, loc, "must be the last operation in the parent block")
        if op.dialect == "sdy":
            structure_ok = self.run(op, loc, lambda: check_structure(op))
            if structure_ok:
                if op.name in COLLECTIVE_NAMES:
                    self.run(op, loc, lambda: check_collective(op, scope))
                else:
                    self.run(op, loc, lambda: OP_CHECKS[op.name](op, scope))
                if op.name in _ISOLATED:
                    for user, message in check_isolated(op):
                        self.report(user, user.src_loc, message)
        elif op.dialect == "stablehlo" and \
                self.run(op, loc, lambda: check_integer_properties(op)) and \
                op.name in STABLEHLO_CHECKS:
            self.run(op, loc, lambda: STABLEHLO_CHECKS[op.name](op, scope.symbols))
        if SHARDING_ATTR in op.attributes:
            self.run(op, loc, lambda: check_op_sharding_attr(op, scope))
        if SHARDING_RULE_ATTR in op.attributes:
            self.run(op, loc, lambda: check_op_sharding_rule(op))
        if EDGES_ATTR in op.attributes:
            self.run(op, loc, lambda: check_propagation_edges(op, scope))
        for name in EDGE_ARRAY_ATTRS:
            if name in op.attributes:
                self.run(op, loc, functools.partial(check_propagation_edge_array, op, name))
        if isinstance(op, FuncOp):
            ftype = op.properties.get("function_type")
            if not (isinstance(ftype, TypeAttr) and isinstance(ftype.type, FunctionType)):
                self.report(op, loc, "requires attribute 'function_type'")
            else:
                self.run(op, loc, lambda: check_func_signature(op))
                for at, check in func_sharding_checks(op, scope):
                    self.run(op, at, check)
        if op.name == FUNC.RETURN:
            self.run(op, loc, lambda: check_func_return(op))
        if op.name == FUNC.CALL:
            self.run(op, loc, lambda: check_call(op, scope.symbols))
        return structure_ok


def verify(module: Operation) -> list[VerificationError]:
    """Every rule the module breaks, in source order (an empty list: the module is valid)."""
    v = _Verifier()
    v.visit(module, Scope(Symbols()))
    errors = v.errors
    located = [e.loc for e in errors if e.loc is not None]
    if len(located) == len(errors):
        order = sorted(range(len(errors)), key=lambda i: (located[i].file, located[i].line,
                                                          located[i].col))
        errors[:] = [errors[i] for i in order]
    return errors


def verify_or_raise(module: Operation) -> None:
    """Raise the first error :func:`verify` finds, if any."""
    errors = verify(module)
    if errors:
        raise errors[0]
