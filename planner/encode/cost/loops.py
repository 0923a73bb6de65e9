"""Static trip counts of ``stablehlo.while`` loops, for the loops JAX's ``scan`` and
``fori_loop`` emit: a counter carried by the loop, started at a constant, stepped by a
constant ``add`` in the body, compared with a constant in the condition::

    %init = stablehlo.constant dense<0> : tensor<i32>
    stablehlo.while(%i = %init, ...) cond {
      %c = stablehlo.constant dense<4> : tensor<i32>
      %p = stablehlo.compare LT, %i, %c
      stablehlo.return %p
    } do { ...; %one = stablehlo.constant dense<1>; %n = stablehlo.add %i, %one; ... }

Anything else has no static trip count (None).
"""

from __future__ import annotations

from planner.model.dialects.ops import enum_value
from planner.model.ir.attributes import DenseElementsAttr
from planner.model.ir.core import Block, BlockArgument, Operation, OpResult, Value
from planner.model.ir.op_names import HLO, SDY

_CONSTANTS = (HLO.CONSTANT, SDY.CONSTANT)
_SWAPPED = {"LT": "GT", "LE": "GE", "GT": "LT", "GE": "LE", "EQ": "EQ", "NE": "NE"}


def constant_int(value: Value) -> int | None:
    """The integer a scalar (or splat) integer constant holds, through any
    ``sdy.data_flow_edge``/``convert``-free chain of constants; None otherwise."""
    if not isinstance(value, OpResult) or value.op.name not in _CONSTANTS:
        return None
    attr = value.op.get_attr("value")
    if not isinstance(attr, DenseElementsAttr) or not attr.is_splat:
        return None
    try:
        return int(attr.literal.strip())
    except ValueError:
        return None


def _counter_index(arg: Value, block_owner: Operation) -> int | None:
    if isinstance(arg, BlockArgument) and arg.owner_op is block_owner:
        return arg.index
    return None


def _count(direction: str, start: int, limit: int, step: int) -> int | None:
    """Iterations of ``for (i = start; i DIR limit; i += step)``."""
    if step == 0:
        return None
    if direction in ("LT", "LE"):
        if step < 0:
            return None if (start < limit or (direction == "LE" and start == limit)) else 0
        end = limit if direction == "LT" else limit + 1
        return max(0, -(-(end - start) // step))
    if direction in ("GT", "GE"):
        if step > 0:
            return None if (start > limit or (direction == "GE" and start == limit)) else 0
        end = limit if direction == "GT" else limit - 1
        return max(0, -(-(start - end) // -step))
    if direction == "NE":
        if (limit - start) % step or (limit - start) // step < 0:
            return None
        return (limit - start) // step
    return None


def trip_count(loop: Operation) -> int | None:
    """How many times ``loop``'s body runs, when the counter pattern above proves it."""
    cond, body = loop.regions[0].block, loop.regions[1].block
    ret = cond.terminator
    if ret is None or len(ret.operands) != 1 or not isinstance(ret.operands[0], OpResult):
        return None
    cmp = ret.operands[0].op
    if cmp.name != HLO.COMPARE:
        return None
    direction = enum_value(cmp.get_attr("comparison_direction"))
    if direction is None:
        return None
    lhs, rhs = cmp.operands
    index, limit = _counter_index(lhs, loop), constant_int(rhs)
    if index is None:
        index, limit = _counter_index(rhs, loop), constant_int(lhs)
        direction = _SWAPPED[direction]
    if index is None or limit is None or index >= len(loop.operands):
        return None
    start = constant_int(loop.operands[index])
    step = _step(body, loop, index)
    if start is None or step is None:
        return None
    return _count(direction, start, limit, step)


def _step(body_block: Block, loop: Operation, index: int) -> int | None:
    """The constant the body adds to counter ``index`` (``add %i, c`` or ``add c, %i``)."""
    ret = body_block.terminator
    if ret is None or index >= len(ret.operands):
        return None
    nxt = ret.operands[index]
    if not isinstance(nxt, OpResult) or nxt.op.name not in (HLO.ADD,
                                                            HLO.SUBTRACT):
        return None
    a, b = nxt.op.operands
    sign = -1 if nxt.op.name == HLO.SUBTRACT else 1
    if _counter_index(a, loop) == index and (c := constant_int(b)) is not None:
        return sign * c
    if sign == 1 and _counter_index(b, loop) == index and constant_int(a) is not None:
        return constant_int(a)
    return None
