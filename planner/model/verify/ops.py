"""Verification of ops: the rules of each non-collective sdy op, of func argument and
result shardings, and of the ``sdy.sharding``/``sdy.sharding_rule`` attributes any op
may carry. Structure comes first (:mod:`planner.model.verify.structure`); collectives
are in :mod:`planner.model.verify.collective_ops`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from planner.model.dialects.ops import SHARDING_ATTR, SHARDING_RULE_ATTR, FuncOp
from planner.model.dialects.value_sharding import value_sharding
from planner.model.ir.attributes import (
    Attribute,
    IntegerAttr,
    StringAttr,
    TypeAttr,
)
from planner.model.ir.core import BlockArgument, Operation, OpResult
from planner.model.ir.diagnostics import SourceLoc
from planner.model.ir.op_names import BUILTIN, FUNC, SDY
from planner.model.ir.types import FunctionType, TensorType, Type
from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.tensor_sharding import (
    PROPAGATION_DIRECTIONS,
    ManualAxes,
    ShardingPerValue,
    TensorSharding,
)
from planner.model.verify.attrs import (
    Invalid,
    Symbols,
    check_mesh,
    check_sharding_per_value,
    check_sharding_rule,
    check_tensor_sharding,
    context,
    op_at,
    plural,
    require_static,
)
from planner.model.verify.stablehlo import check_constant
from planner.model.verify.unreduced import check_reduction_transition


@dataclass
class Scope:
    """What an op's checks need from around it: the module's symbols and the axes that
    enclosing manual computations already made manual (axis -> that op)."""

    symbols: Symbols
    manual_parents: dict[str, Operation] = field(default_factory=dict)


# -- attributes any op may carry --------------------------------------------------------------


def check_op_sharding_attr(op: Operation, scope: Scope) -> None:
    """``sdy.sharding`` on an op: a ``#sdy.sharding_per_value`` with one sharding per result."""
    attr = op.attributes[SHARDING_ATTR]
    check_sharding_per_value(attr, [r.type for r in op.results], scope.symbols,
                             scope.manual_parents, SHARDING_ATTR, "result", "result")


def check_op_sharding_rule(op: Operation) -> None:
    with context(SHARDING_RULE_ATTR):
        check_sharding_rule(op.attributes[SHARDING_RULE_ATTR], [v.type for v in op.operands],
                            [r.type for r in op.results])


def func_sharding_checks(func: FuncOp,
                         scope: Scope) -> list[tuple[SourceLoc | None, Callable[[], None]]]:
    """One check per annotated argument and result of a function, with the location
    to report it at (the argument's own, else the function's)."""
    checks: list[tuple[SourceLoc | None, Callable[[], None]]] = []
    ftype = func.function_type
    args = func.body.args if not func.is_declaration else []

    def one(kind: str, i: int, attr: Attribute, t: Type) -> Callable[[], None]:
        def check() -> None:
            with context(f"{kind} {i} sharding"):
                if not isinstance(attr, TensorSharding):
                    raise Invalid(f"must be a #sdy.sharding, got {attr}")
                check_tensor_sharding(attr, t, scope.symbols)
        return check

    for i, t in enumerate(ftype.inputs):
        attr = func.arg_attrs(i).get(SHARDING_ATTR)
        if attr is not None:
            loc = args[i].loc if i < len(args) and args[i].loc is not None else func.src_loc
            checks.append((loc, one("arg", i, attr, t)))
    for i, t in enumerate(ftype.results):
        attr = func.result_attrs(i).get(SHARDING_ATTR)
        if attr is not None:
            checks.append((func.src_loc, one("result", i, attr, t)))
    return checks


# -- sdy ops ----------------------------------------------------------------------------------


def _check_mesh_op(op: Operation, scope: Scope) -> None:
    parent = op.parent_op
    if parent is None or parent.name != BUILTIN.MODULE:
        raise Invalid("expects parent op 'builtin.module'")
    mesh = op.properties["mesh"]
    assert isinstance(mesh, MeshAttr)
    check_mesh(mesh)


def _check_sharding_prop(op: Operation, scope: Scope) -> None:
    """sharding_constraint, reshard: the sharding is valid for the (shared) type, and
    unreduced axes of the operand's sharding it keeps keep their reduction operator (new
    ones are 'sum')."""
    sharding = op.properties["sharding"]
    assert isinstance(sharding, TensorSharding)
    with context("sharding"):
        check_tensor_sharding(sharding, op.results[0].type, scope.symbols, scope.manual_parents)
    source = value_sharding(op.operands[0])
    if source is not None:
        mesh = scope.symbols.mesh_or_none(sharding)
        # Across two meshes unreduced axes can't be compared (Shardy skips it too).
        if mesh is not None and scope.symbols.mesh_or_none(source) == mesh:
            check_reduction_transition(source, sharding, mesh, introduced="sum", reduced=None)


def _require_ranked(value_type: Type, what: str) -> None:
    if not isinstance(value_type, TensorType):
        raise Invalid(f"{what} must be a ranked tensor, got {value_type}")


def _check_sharding_group(op: Operation, scope: Scope) -> None:
    _require_ranked(op.operands[0].type, "input")


def _check_barrier(op: Operation, scope: Scope) -> None:
    _require_ranked(op.operands[0].type, "input")
    direction = op.properties["allowed_direction"]
    assert isinstance(direction, IntegerAttr)
    if PROPAGATION_DIRECTIONS[direction.value] == "BOTH":
        raise Invalid("allowed_direction can't be BOTH: a barrier that blocks no direction "
                      "is redundant")


def _check_constant(op: Operation, scope: Scope) -> None:
    check_constant(op)


def _defining_op_text(op: Operation) -> str:
    return f"'{op.name}' at {op.src_loc}" if op.src_loc is not None else f"'{op.name}'"


def _check_single_use(op: Operation, what: str) -> None:
    uses = len(op.operands[0].uses)
    if uses != 1:
        raise Invalid(f"{what} must have a single user (this op), got {plural(uses, 'use')}")


def _check_data_flow_edge(op: Operation, scope: Scope) -> None:
    require_static(op.results[0].type, "result")
    _check_single_use(op, "input")
    source = op.operands[0]
    # Shardy lets only data-flow ops with their own shardings feed an edge (the spec names
    # sdy.named_computation; Shardy also allows sdy.manual_computation, which is one too).
    if isinstance(source, OpResult) and source.op.dialect == "sdy" and \
            source.op.name not in (SDY.NAMED_COMPUTATION, SDY.MANUAL_COMPUTATION):
        raise Invalid("input must not be defined by an sdy op other than "
                      "sdy.named_computation or sdy.manual_computation, got "
                      f"{_defining_op_text(source.op)}")
    sharding = op.properties.get("sharding")
    if isinstance(sharding, TensorSharding):
        with context("sharding"):
            check_tensor_sharding(sharding, op.results[0].type, scope.symbols,
                                  scope.manual_parents)


def _check_func_data_flow_edge(op: Operation, scope: Scope) -> None:
    require_static(op.results[0].type, "result")
    _check_single_use(op, "operand")
    source = op.operands[0]
    if isinstance(source, BlockArgument):
        if not isinstance(source.owner_op, FuncOp):
            raise Invalid("operand must be a block argument of a func.func or a result of "
                          "a func.call")
    elif isinstance(source, OpResult) and source.op.name != FUNC.CALL:
        raise Invalid("operand must be a block argument of a func.func or a result of a "
                      f"func.call, got a result of {_defining_op_text(source.op)}")


def _check_named_computation(op: Operation, scope: Scope) -> None:
    block = op.regions[0].block
    ret = block.ops[-1]
    if len(block.args) != len(op.operands):
        raise Invalid(f"has {plural(len(op.operands), 'operand')} but its body has "
                      f"{plural(len(block.args), 'block argument')}")
    for i, (arg, operand) in enumerate(zip(block.args, op.operands, strict=True)):
        if arg.type != operand.type:
            raise Invalid(f"block argument {i} has type {arg.type} but operand {i} has type "
                          f"{operand.type}")
    if len(ret.operands) != len(op.results):
        raise Invalid(f"has {plural(len(op.results), 'result')} but its sdy.return has "
                      f"{plural(len(ret.operands), 'operand')}")
    for i, (value, result) in enumerate(zip(ret.operands, op.results, strict=True)):
        if value.type != result.type:
            raise Invalid(f"sdy.return operand {i} has type {value.type} but result {i} has "
                          f"type {result.type}")
    for name, values, noun in (("in_shardings", op.operands, "operand"),
                               ("out_shardings", op.results, "result")):
        attr = op.properties.get(name)
        if attr is not None:
            check_sharding_per_value(attr, [v.type for v in values], scope.symbols,
                                     scope.manual_parents, name, noun, name)


def _local_type(global_type: TensorType, sharding: TensorSharding, mesh: MeshAttr,
                manual: tuple[str, ...], what: str) -> TensorType:
    """The per-device type of a manual computation operand/result: each dimension divided
    by the size of its manual axes, which must divide it (no padding)."""
    shape: list[int | None] = []
    for d, (size, dim) in enumerate(zip(global_type.shape, sharding.dims, strict=True)):
        if size is None:
            shape.append(None)
            continue
        manual_size = 1
        for a in dim.axes:
            if a.name in manual:
                manual_size *= a.size(mesh)
        if manual_size < 1:  # an axis of size 0: the mesh's own error says so
            shape.append(size)
            continue
        if size % manual_size:
            raise Invalid(f"{what} dim {d} of size {size} is not divisible by its manual axes "
                          f"size {manual_size}")
        shape.append(size // manual_size)
    return TensorType(tuple(shape), global_type.element_type)


def _check_manual_values(op: Operation, scope: Scope, name: str, noun: str,
                         global_types: list[Type], local_types: list[Type],
                         local_what: str) -> None:
    manual = op.typed_property("manual_axes", ManualAxes).axes
    attr = op.properties[name]
    assert isinstance(attr, ShardingPerValue)
    if not global_types and not local_types and not len(attr):
        return
    check_sharding_per_value(attr, global_types, scope.symbols, scope.manual_parents, name,
                             noun, name)
    if len(global_types) != len(local_types):
        raise Invalid(f"has {plural(len(global_types), noun)} but {local_what} has "
                      f"{len(local_types)}")
    if len(attr) != len(global_types):
        return  # the single maximal sharding of an op without values; nothing is local
    for i, (gt, lt, sharding) in enumerate(zip(global_types, local_types, attr, strict=True)):
        for d, dim in enumerate(sharding.dims):
            free = next((a for a in dim.axes if a.name not in manual), None)
            if free is not None:
                late = next((a for a in dim.axes[dim.axes.index(free):] if a.name in manual),
                            None)
                if late is not None:
                    raise Invalid(f"{name} {i} dim {d}: manual axis {late} comes after free axis "
                                  f"{free}; manual axes must come before free axes")
        if not isinstance(gt, TensorType):
            continue  # e.g. a token: nothing is local about it
        mesh = scope.symbols.mesh(sharding)
        expected = _local_type(gt, sharding, mesh, manual, f"{noun} {i}")
        if lt != expected:
            raise Invalid(f"{local_what} {i} has type {lt} but the local type of {noun} {i} "
                          f"under {name} {i} is {expected}")


def _check_manual_computation(op: Operation, scope: Scope) -> None:
    manual = op.typed_property("manual_axes", ManualAxes).axes
    for axis in manual:
        parent = scope.manual_parents.get(axis)
        if parent is not None:
            raise Invalid(f'operates on axis "{axis}" which is already manual in the parent '
                          f"{op_at(parent)}")
    # A repeated manual axis is accepted, as Shardy does: manual axes act as a set.
    block = op.regions[0].block
    _check_manual_values(op, scope, "in_shardings", "operand", [v.type for v in op.operands],
                         [a.type for a in block.args], "block argument")
    _check_manual_values(op, scope, "out_shardings", "result", [r.type for r in op.results],
                         [v.type for v in block.ops[-1].operands], "sdy.return operand")
    shardings = [*op.typed_property("in_shardings", ShardingPerValue),
                 *op.typed_property("out_shardings", ShardingPerValue)]
    if not shardings:
        return
    # The common mesh of all in/out shardings, ignoring empty (placeholder) meshes.
    meshes = [(s, scope.symbols.mesh(s)) for s in shardings]
    non_empty = [(s, m) for s, m in meshes if not m.is_empty]
    common = non_empty[0] if non_empty else meshes[0]
    if any(m != common[1] for _, m in non_empty):
        if manual:
            raise Invalid("all in and out shardings must be bound to the same mesh or an "
                          "empty mesh")
        return
    mesh_text = common[0].mesh_text()
    for axis in manual:
        if not common[1].has_axis(axis):
            raise Invalid(f'unknown manual axis "{axis}" in mesh {mesh_text}')
    # Unsorted manual axes are accepted, as Shardy does: sdy-manual-axes-cleanup sorts them.


def _q(name: str) -> str:
    return f'"{name}"'


def _check_nothing(op: Operation, scope: Scope) -> None:
    return None


OpCheck = Callable[[Operation, Scope], None]
OP_CHECKS: dict[str, OpCheck] = {
    SDY.MESH: _check_mesh_op,
    SDY.SHARDING_CONSTRAINT: _check_sharding_prop,
    SDY.RESHARD: _check_sharding_prop,
    SDY.RETURN: _check_nothing,
    SDY.MANUAL_COMPUTATION: _check_manual_computation,
    SDY.NAMED_COMPUTATION: _check_named_computation,
    SDY.SHARDING_GROUP: _check_sharding_group,
    SDY.CONSTANT: _check_constant,
    SDY.DATA_FLOW_EDGE: _check_data_flow_edge,
    SDY.FUNC_DATA_FLOW_EDGE: _check_func_data_flow_edge,
    SDY.PROPAGATION_BARRIER: _check_barrier,
}


_VISIBILITIES = ("public", "private", "nested")


def check_func_signature(func: FuncOp) -> None:
    """A function's visibility is a keyword and its entry block matches its signature."""
    vis = func.properties.get("sym_visibility")
    if vis is not None and not (isinstance(vis, StringAttr) and vis.value in _VISIBILITIES):
        raise Invalid(f"sym_visibility must be one of {', '.join(_VISIBILITIES)}, got {vis}")
    if func.is_declaration:
        return
    blocks = len(func.regions[0].blocks)
    if blocks != 1:  # StableHLO programs have no branches between blocks
        raise Invalid(f"has {blocks} blocks: the planner reads single-block functions")
    last = func.body.terminator
    if last is None or last.name != FUNC.RETURN:
        found = f"'{last.name}'" if last is not None else "an empty block"
        raise Invalid(f"expects its body to end with 'func.return', found {found}")
    inputs = list(func.function_type.inputs)
    args = [a.type for a in func.body.args]
    if args != inputs:
        raise Invalid(f"entry block argument types ({', '.join(map(str, args))}) don't match "
                      f"the function's input types ({', '.join(map(str, inputs))})")


def check_func_return(op: Operation) -> None:
    """``func.return`` ends a ``func.func`` and returns its result types."""
    parent = op.parent_op
    if parent is not None and parent.name in (SDY.MANUAL_COMPUTATION, SDY.NAMED_COMPUTATION):
        return  # their own structure check reports the wrong terminator
    if not isinstance(parent, FuncOp):
        raise Invalid(f"expects parent op 'func.func', got '{parent.name if parent else 'none'}'")
    ftype = parent.properties.get("function_type")
    if not (isinstance(ftype, TypeAttr) and isinstance(ftype.type, FunctionType)):
        return  # the function's own check reports it
    results = list(ftype.type.results)
    got = [v.type for v in op.operands]
    if got != results:
        raise Invalid(f"returns ({', '.join(map(str, got))}) but the function's result types are "
                      f"({', '.join(map(str, results))})")
