"""User intents found in a module, each with the source location that stated it.

Later steps turn each into a constraint, and name it (by its location) when the
constraints conflict.
"""

from __future__ import annotations

from dataclasses import dataclass

from planner.model.ir.core import Operation, Value
from planner.model.ir.diagnostics import SourceLoc
from planner.model.sharding.tensor_sharding import TensorSharding

# What a user can say about shardings, and where it lives in the IR.
ANNOTATION_KINDS = (
    "func_arg",             # sdy.sharding on a func argument
    "func_result",          # sdy.sharding on a func result
    "op_sharding",          # sdy.sharding on an op's results (e.g. from earlier propagation)
    "sharding_constraint",  # sdy.sharding_constraint
    "manual_in",            # in_shardings of a manual/named computation
    "manual_out",           # out_shardings of a manual/named computation
    "data_flow_edge",       # sharding on an sdy.data_flow_edge
)


@dataclass(frozen=True, eq=False)
class Annotation:
    """A sharding the user gave for ``value``."""

    kind: str
    value: Value
    sharding: TensorSharding
    loc: SourceLoc | None
    op: Operation | None = None  # the op that carries it (None for func args)
    index: int = 0  # argument/result/operand index within that op or func


@dataclass(frozen=True, eq=False)
class ShardingGroup:
    """Values that must be sharded identically (``sdy.sharding_group`` with one id)."""

    group_id: int
    values: tuple[Value, ...]
    locs: tuple[SourceLoc | None, ...]


@dataclass(frozen=True, eq=False)
class ManualRegion:
    """A manual computation: its manual axes are fixed; only free axes may be chosen."""

    op: Operation
    manual_axes: tuple[str, ...]
    loc: SourceLoc | None


@dataclass(frozen=True, eq=False)
class Barrier:
    """A propagation barrier: shardings flow only in ``allowed_direction``."""

    op: Operation
    allowed_direction: str
    loc: SourceLoc | None


@dataclass(frozen=True)
class LayoutTie:
    """An entry result that must keep an entry argument's sharding: the argument's
    buffer is donated to it (``FuncOp.donations``), or the caller ties them (a training
    step's new state keeps the state's layout, or the next step could not take it)."""

    arg: int
    result: int
    donated: bool
    loc: SourceLoc | None
