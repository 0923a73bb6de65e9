"""``sdy-add-data-flow-edges``: an ``sdy.data_flow_edge`` on every data-flow edge owner
(data-flow ops and their edge owners as :mod:`planner.model.sharding.data_flow_ops` has them)."""

from __future__ import annotations

from planner.model.dialects.ops import ModuleOp
from planner.model.dialects.value_sharding import value_sharding
from planner.model.ir.core import BlockArgument, Operation, OpResult, Value, insert_after_value
from planner.model.ir.types import TensorType
from planner.model.sharding.data_flow_ops import (
    EDGE_OP,
    SHARDABLE_DATA_FLOW_OPS,
    block_arg_edge_owners,
    result_edge_owners,
)
from planner.passes.registry import Pass


def _is_static_tensor(value: Value) -> bool:
    return isinstance(value.type, TensorType) and value.type.is_static


def add_edges(owners: list[BlockArgument] | list[OpResult]) -> None:
    """Put an edge op after each owner (in owner order) taking the owner's sharding, and
    route every other use of the owner through it. Owners that are not statically shaped
    tensors (tokens, tuples, dynamic shapes) get none."""
    # Reversed, because each edge goes right after its owner (or first in the block):
    # inserting the last one first leaves them in owner order.
    for owner in reversed(owners):
        if not _is_static_tensor(owner):
            continue
        sharding = value_sharding(owner)
        # Shardy gives the edge its owner's location.
        if isinstance(owner, OpResult):
            src_loc, loc = owner.op.src_loc, owner.op.loc
        else:
            assert isinstance(owner, BlockArgument)
            src_loc, loc = owner.loc, None
        edge = Operation.create(
            EDGE_OP, [owner], [owner.type],
            properties={"sharding": sharding} if sharding is not None else {},
            src_loc=src_loc, loc=loc)
        insert_after_value(owner, edge)
        owner.replace_uses_except(edge.results[0], edge)


def add_data_flow_edges(module: ModuleOp) -> None:
    """Add the edges of every data-flow op in the module. The owner keeps its own
    sharding too, as in Shardy: the sink pass writes the edge's sharding back over it.
    An owner that already has an edge gets a second one, which then feeds the first; the
    verifier rejects that, as Shardy's pass manager does."""
    for op in list(module.walk()):
        if op.name in SHARDABLE_DATA_FLOW_OPS:
            add_edges(block_arg_edge_owners(op))
            add_edges(result_edge_owners(op))


PASS = Pass("sdy-add-data-flow-edges", "Inserts DataFlowEdgeOp for every data-flow edge.",
            add_data_flow_edges)
