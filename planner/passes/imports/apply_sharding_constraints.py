"""``sdy-apply-sharding-constraints``: constraints that dictate their input's sharding
give it to the input.

A sharding constraint (or a manual computation's in-sharding, which acts as one on its
operand) is applied to its input when the input can carry a sharding and has none, the
constraint is fully closed, and no other constraint or manual computation uses the input
with a different sharding. If the input is a data-flow edge op's result or a target of an
edge that has an edge op, the input's uses are routed through the constraint instead (so
the other targets of the edge are not restricted); only unreduced axes are then put on
the edge op, since they do not propagate. Otherwise the input gets the sharding and the
constraint op its ``sdy.sharding_rule``, as jaxlib 0.10.2 does.

A chain of single-use constraints hanging off an input that has no sharding and no other
constraint users also gives the input's later uses in the tail's block (not a
``func.return``) the tail's result.

Where Shardy's documents disagree with jaxlib, this follows jaxlib: an input produced by
a data-flow edge op is not skipped (as an older description says) but handled as an edge
target above.
"""

from __future__ import annotations

from collections.abc import Callable

from planner.model.dialects.ops import SHARDING_RULE_ATTR, ModuleOp
from planner.model.dialects.value_sharding import (
    set_value_sharding,
    shardable_value,
    value_sharding,
)
from planner.model.ir.core import Operation, OpResult, Value, insert_after_value
from planner.model.ir.diagnostics import PlannerError
from planner.model.ir.op_names import FUNC, SDY
from planner.model.rules import rule_for
from planner.model.sharding.data_flow_ops import EDGE_OP, lookup_edge
from planner.model.sharding.tensor_sharding import ShardingPerValue, TensorSharding
from planner.passes.registry import ARGS_LOC, Option, Pass

CONSTRAINT = SDY.SHARDING_CONSTRAINT
MANUAL = SDY.MANUAL_COMPUTATION


def _in_sharding(op: Operation, index: int) -> TensorSharding:
    shardings = op.properties["in_shardings"]
    assert isinstance(shardings, ShardingPerValue)
    return shardings[index]


def _used_with_other_sharding(value: Value, sharding: TensorSharding) -> bool:
    """A constraint or manual computation uses ``value`` with a sharding other than
    ``sharding``."""
    for user, index in value.uses:
        if user.name == CONSTRAINT and user.properties["sharding"] != sharding:
            return True
        if user.name == MANUAL and _in_sharding(user, index) != sharding:
            return True
    return False


def _used_by_constraint(value: Value, excluded: Operation | None = None) -> bool:
    return any(u is not excluded and u.name in (CONSTRAINT, MANUAL) for u in value.users)


def _should_apply(value: Value, sharding: TensorSharding) -> bool:
    if shardable_value(value) is None:  # e.g. a reduction body's scalar argument
        return False
    if value_sharding(value) is not None:
        return False
    # Shardy keeps this for parity with GSPMD: open constraints are left to propagation.
    if not sharding.is_fully_closed():
        return False
    return not _used_with_other_sharding(value, sharding)


def _is_edge_target(value: Value) -> bool:
    defined_by_edge = isinstance(value, OpResult) and value.op.name == EDGE_OP
    return defined_by_edge or lookup_edge(value) is not None


def _apply(op: Operation, value: Value, sharding: TensorSharding,
           constraint_after_value: Callable[[], Operation]) -> None:
    """Apply ``sharding`` (of constraint-like ``op``) to its input ``value``."""
    if not _should_apply(value, sharding):
        return
    if _is_edge_target(value):
        constraint = constraint_after_value()
        value.replace_uses_except(constraint.results[0], constraint)
        if sharding.unreduced:
            # Unreduced axes do not propagate, so the edge must hold them itself.
            current = value_sharding(value) or TensorSharding.fully_open(sharding.mesh,
                                                                         value.rank)
            set_value_sharding(value, TensorSharding(
                current.mesh, current.dims, current.replicated, sharding.unreduced,
                sharding.reduction))
        return
    # Shardy fetches the op's rule here (for its debug hooks) and leaves it on the op.
    rule = rule_for(op, default_for_unknown=False)
    if rule is not None:
        op.attributes[SHARDING_RULE_ATTR] = rule
    set_value_sharding(value, sharding)


def _move_after_value(op: Operation, value: Value) -> None:
    assert op.parent is not None
    op.parent.remove(op)
    insert_after_value(value, op)


def chain_tail(head: Operation) -> Operation | None:
    """The last constraint of the chain ``head`` starts, when the chain rule holds: the
    head is first in its chain, its input has no sharding and no other constraint or
    manual computation user, every constraint but the last has a single use, the chain
    has at least two constraints and the last has no constraint or manual computation
    user."""
    value = head.operands[0]
    if isinstance(value, OpResult) and value.op.name == CONSTRAINT:
        return None
    if value_sharding(value) is not None or _used_by_constraint(value, excluded=head):
        return None
    tail = head
    while len(tail.results[0].uses) == 1 and tail.results[0].uses[0][0].name == CONSTRAINT:
        tail = tail.results[0].uses[0][0]
    if tail is head or _used_by_constraint(tail.results[0]):
        return None
    return tail


def _on_constraint(op: Operation) -> None:
    tail = chain_tail(op)
    if tail is not None:
        block = tail.parent
        assert block is not None
        position = block.ops.index(tail)
        for user, index in list(op.operands[0].uses):
            if (user is not op and user.name != FUNC.RETURN and user.parent is block
                    and block.ops.index(user) > position):
                user.set_operand(index, tail.results[0])
    value = op.operands[0]
    sharding = op.properties["sharding"]
    assert isinstance(sharding, TensorSharding)

    def move() -> Operation:
        _move_after_value(op, value)
        return op

    _apply(op, value, sharding, move)


def _on_manual_computation(op: Operation) -> None:
    # Operands are re-read each time: applying one may reroute a later, identical one.
    for i in range(len(op.operands)):
        value = op.operands[i]

        def new_constraint(value: Value = value, i: int = i) -> Operation:
            # The manual computation cannot move, so a new constraint goes after the value.
            constraint = Operation.create(
                CONSTRAINT, [value], [value.type],
                properties={"sharding": _in_sharding(op, i)}, src_loc=op.src_loc,
                loc=op.loc)
            insert_after_value(value, constraint)
            return constraint

        _apply(op, value, _in_sharding(op, i), new_constraint)


def _walk(op: Operation) -> None:
    # Post-order, as MLIR's default walk; ops a callback moves or creates land before
    # the current position, so a snapshot of each block visits exactly what MLIR does.
    for region in op.regions:
        for block in region.blocks:
            for child in list(block.ops):
                _walk(child)
    if op.name == CONSTRAINT:
        _on_constraint(op)
    elif op.name == MANUAL:
        _on_manual_computation(op)


def apply_sharding_constraints(module: ModuleOp, debug_sharding_origins: bool = False,
                               debug_propagation_edge_sharding: bool = False) -> None:
    """Apply every sharding constraint in the module that dictates its input's sharding."""
    for name, on in (("debug-sharding-origins", debug_sharding_origins),
                     ("debug-propagation-edge-sharding", debug_propagation_edge_sharding)):
        if on:
            raise PlannerError(f"option '{name}' of pass 'sdy-apply-sharding-constraints' is "
                               "not supported (the planner records no sharding origins)",
                               ARGS_LOC)
    _walk(module)


PASS = Pass("sdy-apply-sharding-constraints",
            "Applies constraints that dictate the sharding of their input.",
            apply_sharding_constraints,
            options=(
                Option("debug-sharding-origins", False,
                       "Shardy's debug record of which constraint shards what; not "
                       "supported (only false is accepted)."),
                Option("debug-propagation-edge-sharding", False,
                       "Shardy's debug record of propagation edges; not supported (only "
                       "false is accepted)."),
            ))
