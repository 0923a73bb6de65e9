"""``sdy-sink-data-flow-edges``: moves each ``sdy.data_flow_edge``'s sharding to the
data-flow op owning its edge, then replaces the edge op by its input.

Per data-flow op and per kind of owner (body arguments, results): when at least one of
those owners has an edge op with a sharding, every owner of that kind gets one, the
others fully open on the mesh of the first sharding found (even if the op had a sharding
of its own there); when none has, the op is left as it is. Edge ops that do not hold a
data-flow op's edge just disappear, their sharding with them.
"""

from __future__ import annotations

from collections.abc import Sequence

from planner.model.dialects.ops import SHARDING_ATTR, FuncOp, ModuleOp
from planner.model.dialects.value_sharding import add_free_axes
from planner.model.ir.attributes import ArrayAttr, Attribute, DictAttr, OpaqueAttr
from planner.model.ir.core import Operation, Value
from planner.model.ir.op_names import SDY
from planner.model.sharding.data_flow_ops import (
    EDGE_OP,
    SHARDABLE_DATA_FLOW_OPS,
    block_arg_edge_owners,
    lookup_edge,
    result_edge_owners,
)
from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.tensor_sharding import ManualAxes, ShardingPerValue, TensorSharding
from planner.passes.registry import Option, Pass

# Where the debug info of the edges goes on the op, per kind of owner.
_ORIGINS_ATTR = {"block_arg": "sdy.block_arg_sharding_origins",
                 "result": "sdy.result_sharding_origins"}
_EDGES_ATTR = {"block_arg": "sdy.block_arg_propagation_edges",
               "result": "sdy.result_propagation_edges"}


def shardings_from_edges(owners: Sequence[Value]) -> list[TensorSharding] | None:
    """The sharding of each owner's edge op, the missing ones fully open on the mesh of
    the first one present; None when no owner's edge op has a sharding."""
    found: list[TensorSharding | None] = []
    mesh: str | MeshAttr | None = None
    for owner in owners:
        edge = lookup_edge(owner)
        sharding = edge.properties.get("sharding") if edge is not None else None
        if not isinstance(sharding, TensorSharding):
            sharding = None
        elif mesh is None:
            # Shardy takes the mesh *name* here, which an inlined mesh does not have (it
            # reads garbage then); we take the inlined mesh itself.
            mesh = sharding.mesh
        found.append(sharding)
    if mesh is None:
        return None
    return [s if s is not None else TensorSharding.fully_open(mesh, owner.rank)
            for s, owner in zip(found, owners, strict=True)]


def _set_block_arg_shardings(op: Operation, shardings: list[TensorSharding]) -> None:
    if op.name == SDY.MANUAL_COMPUTATION:
        # Edge shardings are body-local; the manual axes come back from the old ones.
        manual = op.properties["manual_axes"]
        axes = manual.axes if isinstance(manual, ManualAxes) else ()
        outer = op.properties["in_shardings"]
        assert isinstance(outer, ShardingPerValue)
        op.properties["in_shardings"] = ShardingPerValue(tuple(
            add_free_axes(o, s, axes) for o, s in zip(outer, shardings, strict=True)))
    elif op.name == SDY.NAMED_COMPUTATION:
        op.properties["in_shardings"] = ShardingPerValue(tuple(shardings))


def _set_result_shardings(op: Operation, shardings: list[TensorSharding]) -> None:
    if op.name in (SDY.MANUAL_COMPUTATION, SDY.NAMED_COMPUTATION):
        op.properties["out_shardings"] = ShardingPerValue(tuple(shardings))
    else:
        op.attributes[SHARDING_ATTR] = ShardingPerValue(tuple(shardings))


def _is_propagation_edges(attr: Attribute | None) -> bool:
    return (isinstance(attr, OpaqueAttr) and attr.mnemonic == "sdy.propagation_edges"
            and attr.body.strip() != "[]")


def _save_debug_info(op: Operation, owners: Sequence[Value], kind: str, origins: bool,
                     edges: bool) -> None:
    """Collect the edges' ``sdy.sharding_origins`` / ``sdy.propagation_edges`` into an
    array on ``op``, as Shardy does: edges without one contribute nothing, so positions
    need not match owners."""
    if not origins and not edges:
        return
    origin_dicts: list[Attribute] = []
    edge_lists: list[Attribute] = []
    for owner in owners:
        edge = lookup_edge(owner)
        if edge is None:
            continue
        origin = edge.attributes.get("sdy.sharding_origins")
        if origins and isinstance(origin, DictAttr):
            origin_dicts.append(origin)
        propagation = edge.attributes.get("sdy.propagation_edges")
        if edges and _is_propagation_edges(propagation):
            assert propagation is not None
            edge_lists.append(propagation)
    if origins:
        op.attributes[_ORIGINS_ATTR[kind]] = ArrayAttr(tuple(origin_dicts))
    if edges:
        op.attributes[_EDGES_ATTR[kind]] = ArrayAttr(tuple(edge_lists))


def _sink_into(op: Operation, origins: bool, edges: bool) -> None:
    args = block_arg_edge_owners(op)
    shardings = shardings_from_edges(args)
    if shardings is not None:
        _set_block_arg_shardings(op, shardings)
    _save_debug_info(op, args, "block_arg", origins, edges)
    results = result_edge_owners(op)
    shardings = shardings_from_edges(results)
    if shardings is not None:
        _set_result_shardings(op, shardings)
    _save_debug_info(op, results, "result", origins, edges)


def _visit(op: Operation, origins: bool, edges: bool) -> None:
    # Pre-order: a data-flow op is seen before its edge ops (they are its users or live
    # in its regions), so it reads their shardings before they go.
    if op.name == EDGE_OP:
        op.results[0].replace_all_uses_with(op.operands[0])
        op.erase()
        return
    if op.name in SHARDABLE_DATA_FLOW_OPS:
        _sink_into(op, origins, edges)
    for region in op.regions:
        for block in region.blocks:
            for child in list(block.ops):
                _visit(child, origins, edges)


def sink_data_flow_edges(module: ModuleOp, sink_debug_sharding_origins: bool = False,
                         sink_debug_propagation_edge_sharding: bool = False) -> None:
    """Sink the edge ops of every function in the module."""
    for func in [op for op in module.body.ops if isinstance(op, FuncOp)]:
        _visit(func, sink_debug_sharding_origins, sink_debug_propagation_edge_sharding)


PASS = Pass(
    "sdy-sink-data-flow-edges", "Sinks all DataFlowEdgeOp into their input.",
    sink_data_flow_edges,
    options=(
        Option("sink-debug-sharding-origins", False,
               "Copy each edge op's sdy.sharding_origins dictionary into an array on its "
               "data-flow op (sdy.block_arg_sharding_origins / "
               "sdy.result_sharding_origins). Only useful on the output of Shardy's "
               "propagation with debug-sharding-origins, which the planner does not "
               "produce."),
        Option("sink-debug-propagation-edge-sharding", False,
               "Likewise for each edge op's sdy.propagation_edges "
               "(sdy.block_arg_propagation_edges / sdy.result_propagation_edges)."),
    ),
    nested=True)
