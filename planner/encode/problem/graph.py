"""A module as a networkx dataflow graph, plus everything the user said about it.

Scheme (a bipartite ``networkx.MultiDiGraph``):

* op nodes ``("op", n)``: attributes ``op`` (the Operation), ``name``, ``rule``
  (its ``OpShardingRule``, or None for data-flow ops, terminators and sdy ops),
  ``func`` (enclosing function name) and ``loc``;
* value nodes ``("value", n)``: attributes ``value``, ``type``, ``bytes``, ``func``;
* an edge value -> op for each operand (``operand`` = index) and op -> value for each
  result (``result`` = index); both carry ``type`` and ``bytes``.

Nodes are numbered in program order (pre-order walk), so the graph is deterministic.
Beside the graph (``DataflowGraph``), each with its source location and computed once:
the annotations and sharding groups (the constraints' input), the data-flow edges of
every loop, branch and computation and the manual axes of every manual computation (the
encoder reads them per op), and the propagation barriers (their tiers).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

import networkx as nx

from planner.encode.problem.annotations import (
    Annotation,
    Barrier,
    LayoutTie,
    ManualRegion,
    ShardingGroup,
)
from planner.encode.problem.data_flow import DATA_FLOW_OPS, DataFlowEdge, data_flow_edges
from planner.model.dialects.ops import (
    SHARDING_ATTR,
    DataFlowEdgeOp,
    FuncOp,
    ManualComputationOp,
    ModuleOp,
    NamedComputationOp,
    PropagationBarrierOp,
    ShardingConstraintOp,
    ShardingGroupOp,
)
from planner.model.ir.core import Operation, Value
from planner.model.ir.diagnostics import SourceLoc
from planner.model.ir.op_names import BUILTIN, FUNC, HLO, SDY
from planner.model.ir.types import TensorType
from planner.model.sharding.rule import OpShardingRule
from planner.model.sharding.tensor_sharding import ShardingPerValue, TensorSharding

OpNode = tuple[str, int]
RuleLookup = Callable[[Operation], OpShardingRule | None]

# Ops with no sharding rule of their own: terminators and sdy bookkeeping ops.
_UNRULED = frozenset({
    FUNC.RETURN, SDY.RETURN, HLO.RETURN, SDY.SHARDING_GROUP, SDY.MESH,
    FUNC.FUNC, BUILTIN.MODULE,
}) | DATA_FLOW_OPS


def _bytes(value: Value) -> int:
    return value.type.byte_size if isinstance(value.type, TensorType) else 0


@dataclass(eq=False)
class DataflowGraph:
    """The graph and the side tables built from one module."""

    module: ModuleOp
    graph: nx.MultiDiGraph
    op_node: dict[int, OpNode] = field(default_factory=dict)  # id(op) -> node
    value_node: dict[int, OpNode] = field(default_factory=dict)  # id(value) -> node
    sharding_groups: list[ShardingGroup] = field(default_factory=list)
    layout_ties: list[LayoutTie] = field(default_factory=list)  # the entry function's
    annotations: list[Annotation] = field(default_factory=list)
    barriers: list[Barrier] = field(default_factory=list)
    # Per owning op (id), in program order: what the encoder looks up op by op.
    flow_edges: dict[int, list[DataFlowEdge]] = field(default_factory=dict)
    manual: dict[int, ManualRegion] = field(default_factory=dict)

    @property
    def data_flow_edges(self) -> list[DataFlowEdge]:
        """Every data-flow edge of the module, in program order."""
        return [e for edges in self.flow_edges.values() for e in edges]

    @property
    def manual_regions(self) -> list[ManualRegion]:
        """Every manual computation, in program order."""
        return list(self.manual.values())

    def ops(self) -> Iterator[Operation]:
        for node, data in self.graph.nodes(data=True):
            if node[0] == "op":
                yield data["op"]

    def values(self) -> Iterator[Value]:
        for node, data in self.graph.nodes(data=True):
            if node[0] == "value":
                yield data["value"]

    def node_of(self, item: Operation | Value) -> OpNode:
        table = self.op_node if isinstance(item, Operation) else self.value_node
        return table[id(item)]

    def rule(self, op: Operation) -> OpShardingRule | None:
        return self.graph.nodes[self.node_of(op)]["rule"]

    def flow_edges_of(self, op: Operation) -> list[DataFlowEdge]:
        """The data-flow edges ``op`` owns (a loop's, a branch's, a computation's)."""
        return self.flow_edges.get(id(op), [])

    def manual_axes_of(self, op: Operation) -> tuple[str, ...]:
        """The axes a manual computation makes manual; none for any other op."""
        region = self.manual.get(id(op))
        return tuple(region.manual_axes) if region is not None else ()


def build_graph(module: ModuleOp, rule_lookup: RuleLookup | None = None) -> DataflowGraph:
    """The dataflow graph of every function in ``module``."""
    if rule_lookup is None:
        from planner.model.rules import rule_for
        rule_lookup = rule_for
    g = nx.MultiDiGraph()
    dg = DataflowGraph(module, g)
    groups: dict[int, list[tuple[Value, SourceLoc | None]]] = defaultdict(list)
    counter = 0

    def add_value(value: Value, func: str) -> OpNode:
        nonlocal counter
        node = ("value", counter)
        counter += 1
        g.add_node(node, kind="value", value=value, type=value.type, bytes=_bytes(value),
                   func=func)
        dg.value_node[id(value)] = node
        return node

    for func in module.body.ops:
        if not isinstance(func, FuncOp) or func.is_declaration:
            continue
        fname = func.sym_name
        for i, arg in enumerate(func.body.args):
            add_value(arg, fname)
            s = func.arg_sharding(i)
            if s is not None:
                dg.annotations.append(Annotation("func_arg", arg, s, arg.loc or func.src_loc,
                                                 None, i))
        ret = func.body.terminator
        for op in func.walk():
            if op is func:
                continue
            node = ("op", counter)
            counter += 1
            rule = None if op.name in _UNRULED or op.dialect == "sdy" else rule_lookup(op)
            g.add_node(node, kind="op", op=op, name=op.name, rule=rule, func=fname,
                       loc=op.src_loc)
            dg.op_node[id(op)] = node
            for region in op.regions:
                for block in region.blocks:
                    for arg in block.args:
                        add_value(arg, fname)
            for i, v in enumerate(op.operands):
                g.add_edge(dg.value_node[id(v)], node, operand=i, type=v.type, bytes=_bytes(v))
            for i, r in enumerate(op.results):
                vn = add_value(r, fname)
                g.add_edge(node, vn, result=i, type=r.type, bytes=_bytes(r))
            _record(dg, op, groups)
            if op is ret:
                for i, v in enumerate(op.operands):
                    s = func.result_sharding(i)
                    if s is not None:
                        dg.annotations.append(Annotation("func_result", v, s, op.src_loc, op, i))
    dg.sharding_groups = [
        ShardingGroup(gid, tuple(v for v, _ in members), tuple(loc for _, loc in members))
        for gid, members in sorted(groups.items())
    ]
    return dg


def _record(dg: DataflowGraph, op: Operation,
            groups: dict[int, list[tuple[Value, SourceLoc | None]]]) -> None:
    """Side tables for one op: data-flow edges, groups, annotations, manual regions."""
    edges = data_flow_edges(op, dg.module)
    if edges:
        dg.flow_edges[id(op)] = edges
    shardings = op.attributes.get(SHARDING_ATTR)
    if isinstance(shardings, ShardingPerValue):
        for i, (r, s) in enumerate(zip(op.results, shardings, strict=False)):
            dg.annotations.append(Annotation("op_sharding", r, s, op.src_loc, op, i))
    if isinstance(op, ShardingConstraintOp):
        dg.annotations.append(Annotation("sharding_constraint", op.result, op.sharding,
                                         op.src_loc, op))
    elif isinstance(op, DataFlowEdgeOp) and isinstance(op.sharding, TensorSharding):
        dg.annotations.append(Annotation("data_flow_edge", op.result, op.sharding, op.src_loc, op))
    elif isinstance(op, ShardingGroupOp):
        groups[op.group_id].append((op.operands[0], op.src_loc))
    elif isinstance(op, PropagationBarrierOp):
        dg.barriers.append(Barrier(op, op.allowed_direction, op.src_loc))
    elif isinstance(op, ManualComputationOp | NamedComputationOp):
        if isinstance(op, ManualComputationOp):
            dg.manual[id(op)] = ManualRegion(op, op.manual_axes, op.src_loc)
        ins, outs = op.in_shardings, op.out_shardings
        for i, s in enumerate(ins or ()):
            dg.annotations.append(Annotation("manual_in", op.operands[i], s, op.src_loc, op, i))
        for i, s in enumerate(outs or ()):
            dg.annotations.append(Annotation("manual_out", op.results[i], s, op.src_loc, op, i))
