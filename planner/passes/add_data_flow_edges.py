"""``sdy-add-data-flow-edges``: an ``sdy.data_flow_edge`` on every data-flow edge owner.

Also the edge-owner model the sibling passes share (``sdy-sink-data-flow-edges``,
``sdy-apply-sharding-constraints``): which ops are data-flow ops as Shardy's
``ShardableDataFlowOpInterface`` sees them, which of their values own an edge, and how a
target finds its edge op (``DataFlowEdgeOp::lookup``).
"""

from __future__ import annotations

from planner.model.ir import BlockArgument, Operation, OpResult, Value
from planner.model.ops import ModuleOp
from planner.model.types import TensorType
from planner.model.value_sharding import value_sharding
from planner.passes.registry import Pass

EDGE_OP = "sdy.data_flow_edge"

# The ops that implement ShardableDataFlowOpInterface in jaxlib 0.10.2. Note that
# stablehlo.if and func.call are not among them (planner.encode.data_flow models those as
# edges for the planner's own graph, but Shardy's passes leave them alone).
SHARDABLE_DATA_FLOW_OPS = frozenset({
    "stablehlo.while", "stablehlo.case", "stablehlo.optimization_barrier",
    "sdy.manual_computation", "sdy.named_computation",
})

# Ops whose body arguments own edges of their own (the rest own edges by results only).
_BLOCK_ARG_OWNERS = frozenset({"sdy.manual_computation", "sdy.named_computation"})


def block_arg_edge_owners(op: Operation) -> list[BlockArgument]:
    """``getBlockArgumentEdgeOwners``: the body arguments of a manual or named computation."""
    if op.name in _BLOCK_ARG_OWNERS:
        return list(op.regions[0].blocks[0].args)
    return []


def result_edge_owners(op: Operation) -> list[OpResult]:
    """``getOpResultEdgeOwners``: every result of a data-flow op."""
    return list(op.results) if op.name in SHARDABLE_DATA_FLOW_OPS else []


def edge_owner(target: Value) -> Value | None:
    """The owner of the edge ``target`` belongs to (``getEdgeOwnerFromTarget``), or None
    when ``target`` is not a target of a data-flow op. A loop's block arguments belong to
    the edge its result owns; every other target owns its edge."""
    op = target.owner_op  # the defining op, or the op whose region holds the argument
    if op is None or op.name not in SHARDABLE_DATA_FLOW_OPS:
        return None
    if isinstance(target, BlockArgument) and op.name == "stablehlo.while":
        return op.results[target.index]
    return target


def edge_user(owner: Value | None) -> Operation | None:
    """The ``sdy.data_flow_edge`` of ``owner``: its only use, when that use is an edge op."""
    if owner is None or len(owner.uses) != 1:
        return None
    user = owner.uses[0][0]
    return user if user.name == EDGE_OP else None


def lookup_edge(target: Value) -> Operation | None:
    """``DataFlowEdgeOp::lookup``: the edge op holding the sharding of ``target``'s edge."""
    return edge_user(edge_owner(target))


def _is_static_tensor(value: Value) -> bool:
    return isinstance(value.type, TensorType) and value.type.is_static


def insert_after_value(value: Value, op: Operation) -> None:
    """Insert ``op`` right after ``value``'s defining op, or first in the block of a block
    argument (MLIR's ``setInsertionPointAfterValue``)."""
    if isinstance(value, OpResult):
        assert value.op.parent is not None
        value.op.parent.insert_after(value.op, op)
    else:
        assert isinstance(value, BlockArgument)
        value.block.insert(0, op)


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
            src_loc, loc = owner.loc, None
        edge = Operation.create(
            EDGE_OP, [owner], [owner.type],
            properties={"sharding": sharding} if sharding is not None else {},
            src_loc=src_loc, loc=loc)
        insert_after_value(owner, edge)
        for user, index in list(owner.uses):
            if user is not edge:
                user.set_operand(index, edge.results[0])


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
