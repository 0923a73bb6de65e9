"""sort (stable, comparator recognised as one compare of the first operand), partition_id,
replica_id."""

from __future__ import annotations

import numpy as np

from planner.model.dialects.ops import enum_value
from planner.model.ir.attributes import int_list
from planner.model.ir.core import Operation
from planner.model.ir.op_names import HLO
from planner.model.ir.op_table import OpTable
from planner.runtime.table import OpContext, PerDevice
from planner.runtime.values import op_error

Args = list[np.ndarray]


def _sort(ctx: OpContext, op: Operation, args: Args) -> Args:
    dim = int_list(op.get_attr("dimension"))[0] if op.get_attr("dimension") else -1
    block = op.regions[0].block
    compares = [o for o in block.ops if o.name == HLO.COMPARE]
    pair = {block.args[0], block.args[1]}
    # Comparators that only compare the first operand's pair (jnp.sort's total-order
    # comparator is several such compares) sort by that operand; NaNs go last.
    used = {v for o in block.ops for v in o.operands if v in set(block.args)}
    if not compares or used - pair:
        raise op_error(op, "'stablehlo.sort' with this comparator is not implemented "
                           "(only compares of the first operand)")
    cmp = compares[-1]
    direction = enum_value(cmp.get_attr("comparison_direction"))
    descending = direction in ("GT", "GE")
    if _reaches(cmp.operands[0], block.args[1]):
        descending = not descending
    key = args[0]
    order = np.argsort(-key if descending and key.dtype.kind != "u" else key, axis=dim,
                       kind="stable")
    if descending and key.dtype.kind == "u":
        order = np.flip(np.argsort(key, axis=dim, kind="stable"), axis=dim)
    return [np.take_along_axis(a, order, axis=dim) for a in args]


def _partition_id(ctx: OpContext, op: Operation, args: Args) -> Args:
    return [np.array(ctx.partition_id, dtype=np.uint32)]


def _replica_id(ctx: OpContext, op: Operation, args: Args) -> Args:
    return [np.array(ctx.replica_id, dtype=np.uint32)]


OPS: OpTable[PerDevice] = OpTable("the interpreter", {
    HLO.SORT: _sort,
    HLO.PARTITION_ID: _partition_id,
    HLO.REPLICA_ID: _replica_id,
})


def _reaches(value: object, arg: object) -> bool:
    """Whether ``value`` is computed from block argument ``arg``."""
    stack = [value]
    while stack:
        v = stack.pop()
        if v is arg:
            return True
        op = getattr(v, "op", None)
        if op is not None:
            stack.extend(op.operands)
    return False
