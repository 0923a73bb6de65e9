"""Data-flow edges: ops that pass values through unchanged (loops, branches, barriers,
manual and named computations, calls). Every source and target of one edge must be
sharded alike (see ``sdy.data_flow_edge`` in the dialect document)."""

from __future__ import annotations

from dataclasses import dataclass

from planner.model.dialects.ops import CallOp, FuncOp, ModuleOp
from planner.model.ir.core import Operation, Value
from planner.model.ir.op_names import FUNC, HLO, SDY

# Ops whose operands/results are tied through their regions rather than by a rule.
DATA_FLOW_OPS = frozenset({
    HLO.WHILE, HLO.CASE, HLO.IF, HLO.OPTIMIZATION_BARRIER,
    SDY.MANUAL_COMPUTATION, SDY.NAMED_COMPUTATION, FUNC.CALL,
})


@dataclass(frozen=True, eq=False)
class DataFlowEdge:
    """Sources and targets that must share a sharding. ``owner`` is the op it belongs to;
    ``manual_axes`` is set when the edge crosses into a manual computation body (there the
    body side is local along those axes)."""

    owner: Operation
    index: int
    sources: tuple[Value, ...]
    targets: tuple[Value, ...]
    manual_axes: tuple[str, ...] = ()


def _terminator_operands(op: Operation, region: int) -> list[Value]:
    block = op.regions[region].blocks[0]
    term = block.terminator
    return list(term.operands) if term is not None else []


def data_flow_edges(op: Operation, module: ModuleOp | None = None) -> list[DataFlowEdge]:
    """The data-flow edges of ``op`` (empty for ops that are not data-flow ops)."""
    edges: list[DataFlowEdge] = []
    if op.name == HLO.WHILE:
        body_ret = _terminator_operands(op, 1)
        cond_args = op.regions[0].blocks[0].args
        body_args = op.regions[1].blocks[0].args
        for i, result in enumerate(op.results):
            edges.append(DataFlowEdge(op, i, (op.operands[i], body_ret[i]),
                                      (result, cond_args[i], body_args[i])))
    elif op.name in (HLO.CASE, HLO.IF):
        branch_rets = [_terminator_operands(op, r) for r in range(len(op.regions))]
        for i, result in enumerate(op.results):
            edges.append(DataFlowEdge(op, i, tuple(rets[i] for rets in branch_rets), (result,)))
    elif op.name == HLO.OPTIMIZATION_BARRIER:
        for i, result in enumerate(op.results):
            edges.append(DataFlowEdge(op, i, (op.operands[i],), (result,)))
    elif op.name in (SDY.MANUAL_COMPUTATION, SDY.NAMED_COMPUTATION):
        manual = tuple(getattr(op, "manual_axes", ()))
        body = op.regions[0].blocks[0]
        rets = _terminator_operands(op, 0)
        n_in = len(op.operands)
        for i, arg in enumerate(body.args):
            edges.append(DataFlowEdge(op, i, (op.operands[i],), (arg,), manual))
        for i, result in enumerate(op.results):
            edges.append(DataFlowEdge(op, n_in + i, (rets[i],), (result,), manual))
    elif isinstance(op, CallOp) and module is not None:
        callee = module.funcs().get(op.callee)
        if isinstance(callee, FuncOp) and not callee.is_declaration:
            rets = list(callee.body.terminator.operands) if callee.body.terminator else []
            n_in = len(op.operands)
            for i, arg in enumerate(callee.body.args):
                edges.append(DataFlowEdge(op, i, (op.operands[i],), (arg,)))
            for i, result in enumerate(op.results):
                edges.append(DataFlowEdge(op, n_in + i, (rets[i],), (result,)))
    return edges
