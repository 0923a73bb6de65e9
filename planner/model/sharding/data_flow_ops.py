"""Shardy's view of data-flow ops and their edges: which ops implement its
``ShardableDataFlowOpInterface``, which of their values own an edge, and how a target
finds the ``sdy.data_flow_edge`` op holding its edge's sharding
(``DataFlowEdgeOp::lookup``)."""

from __future__ import annotations

from planner.model.ir.core import BlockArgument, Operation, OpResult, Value
from planner.model.ir.op_names import HLO, SDY

EDGE_OP = SDY.DATA_FLOW_EDGE

# The ops that implement ShardableDataFlowOpInterface in jaxlib 0.10.2. Note that
# stablehlo.if and func.call are not among them (planner.encode.problem.data_flow models those as
# edges for the planner's own graph, but Shardy's passes leave them alone).
SHARDABLE_DATA_FLOW_OPS = frozenset({
    HLO.WHILE, HLO.CASE, HLO.OPTIMIZATION_BARRIER,
    SDY.MANUAL_COMPUTATION, SDY.NAMED_COMPUTATION,
})

# Ops whose body arguments own edges of their own (the rest own edges by results only).
_BLOCK_ARG_OWNERS = frozenset({SDY.MANUAL_COMPUTATION, SDY.NAMED_COMPUTATION})


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
    if isinstance(target, BlockArgument) and op.name == HLO.WHILE:
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
