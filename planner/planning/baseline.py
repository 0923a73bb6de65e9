"""Shardy's own plan of the program: priced beside ours, and read back as an assignment
of our problem, so that planning can fall back on it (the memory rule does).

Shardy's pipeline rewrites the module (constants become ``sdy.constant``, constraints
``sdy.reshard``, equal ops merge), so its ops are found by a tag, not by position: each
op of the copy sent to Shardy carries its walk index as a discardable attribute, which
Shardy keeps on the ops it does not rebuild. Each node takes the strategy that gives its
values Shardy's shardings (an op: its results', then as many of its operands' as it can,
then the cheapest); a node Shardy's output says nothing about (a rebuilt constant), or
whose sharding none of its strategies gives, takes the cheapest strategy given its
neighbours' choices.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from planner.encode.cost.evaluator import evaluate_plan
from planner.encode.cost.hardware import HardwareProfile
from planner.encode.cost.report import CostReport
from planner.encode.problem.encoder import Encoding, Node
from planner.interop.shardy import ShardyUnavailable, shardy_plan
from planner.model.dialects.ops import SHARDING_ATTR, FuncOp, ModuleOp
from planner.model.dialects.value_sharding import nth_sharding, value_sharding
from planner.model.ir.attributes import IntegerAttr
from planner.model.ir.core import Operation, Value
from planner.model.ir.diagnostics import PlannerError
from planner.model.sharding.tensor_sharding import TensorSharding
from planner.passes import run_passes
from planner.solve.core.adjacency import Adjacency, edge_row
from planner.solve.core.problem import StrategyProblem, evaluate_assignment

TAG = "planner.op"


@dataclass(eq=False)
class Baseline:
    """Shardy's plan priced, and the means to read it as an assignment of the problem
    (:meth:`assignment`, only where asked: it resolves the plan op by op)."""

    cost: CostReport
    planned: ModuleOp  # Shardy's plan, tags stripped
    found: dict[int, Operation]  # id of each of our ops -> its op in ``planned``
    encoding: Encoding
    problem: StrategyProblem
    _assignment: np.ndarray | None = None
    _read: bool = False

    def assignment(self) -> np.ndarray | None:
        """Shardy's plan as a strategy per node (see the module docstring); None when
        that breaks an annotation by our strategies' account."""
        if not self._read:
            # As the evaluator partitions it: each op's operands agree with its results.
            run_passes(self.planned, ["resolved"], verify=False)
            a = shardy_assignment(self.encoding, self.problem, self.found)
            valid = math.isfinite(evaluate_assignment(self.problem.with_groups(None), a).cost)
            self._assignment, self._read = (a if valid else None), True
        return self._assignment


def shardy_baseline(module: ModuleOp, enc: Encoding, problem: StrategyProblem,
                    hardware: HardwareProfile) -> tuple[Baseline | None, str]:
    """Shardy's plan of ``module`` (encoded as ``enc``, ``problem``) priced on
    ``hardware``, or None and why not."""
    ops = list(module.walk())
    try:
        planned = shardy_plan(_tagged(module))
    except ShardyUnavailable as e:
        return None, str(e)
    found = _by_tag(planned, ops)  # strips the tags
    try:
        cost = evaluate_plan(planned, hardware)
    except PlannerError as e:  # Shardy's output our verifier or evaluator refuses
        return None, f"Shardy's plan could not be priced: {e.message}"
    return Baseline(cost, planned, found, enc, problem), ""


def _tagged(module: ModuleOp) -> ModuleOp:
    copy = module.clone()
    for i, op in enumerate(copy.walk()):
        op.attributes[TAG] = IntegerAttr(i)
    return copy


def _by_tag(planned: ModuleOp, ops: list[Operation]) -> dict[int, Operation]:
    """``id`` of each of ``ops`` -> its op in ``planned`` (where Shardy kept it)."""
    found: dict[int, Operation] = {}
    for op in planned.walk():
        tag = op.attributes.pop(TAG, None)
        if isinstance(tag, IntegerAttr) and 0 <= tag.value < len(ops):
            found.setdefault(id(ops[tag.value]), op)
    return found


def shardy_assignment(enc: Encoding, problem: StrategyProblem,
                      found: dict[int, Operation]) -> np.ndarray:
    """A strategy per node of ``problem`` giving Shardy's shardings (see the module
    docstring); ``found``: our ops' ids -> Shardy's ops."""
    q = problem.with_groups(None)
    chosen = np.array([_choose(enc, node, found, q.node_costs(i))
                       for i, node in enumerate(enc.nodes)], np.int64)
    return _complete(q, chosen)


def _choose(enc: Encoding, node: Node, found: dict[int, Operation],
            costs: np.ndarray) -> int:
    """The local strategy of ``node`` with Shardy's shardings, -1 when unknown."""
    if node.count == 1:
        return 0
    if node.kind == "op":
        theirs = found.get(id(node.op))
        return -1 if theirs is None else _op_strategy(node, theirs, costs)
    target = _target(enc, node, found)
    if target is None:
        return -1
    matches = [_same(c, target) for c in node.candidates]
    return matches.index(True) if True in matches else -1


def _target(enc: Encoding, node: Node, found: dict[int, Operation]) -> object:
    """Shardy's sharding of the value a candidate node decides (a TensorSharding, or
    ``False`` for unsharded), None when unknown."""
    if node.kind in ("arg", "result"):
        func = found.get(id(enc.func))
        if not isinstance(func, FuncOp):
            return None
        attrs = func.arg_attrs(node.index) if node.kind == "arg" else \
            func.result_attrs(node.index)
        return attrs.get(SHARDING_ATTR) or False
    theirs = found.get(id(node.op))
    if theirs is None:
        return None
    if node.kind == "value":  # a constraint (Shardy's export makes it a reshard) or reshard
        return theirs.properties.get("sharding") or None
    if node.kind != "flow":
        return None
    if theirs.name in ("sdy.manual_computation", "sdy.named_computation"):
        n_in = len(theirs.operands)
        key, i = ("in_shardings", node.index) if node.index < n_in else \
            ("out_shardings", node.index - n_in)
        return nth_sharding(theirs.properties.get(key), i) or False
    return _sharding(theirs.results[node.index])


def _sharding(v: Value) -> TensorSharding | bool:
    return value_sharding(v) or False


def _same(ours: TensorSharding, theirs: object) -> bool:
    if isinstance(theirs, TensorSharding):
        return ours.same_dim_axes(theirs)
    return ours.is_dims_replicated()


def _op_strategy(node: Node, theirs: Operation, costs: np.ndarray) -> int:
    """The strategy giving every result Shardy's sharding, and as many operands theirs
    as possible, the cheapest of those; -1 when none gives the results."""
    st = node.strategies
    assert st is not None
    results = np.ones(st.count, bool)
    for r, (options, index) in enumerate(zip(st.result_options, st.result_index,
                                             strict=True)):
        target = _sharding(theirs.results[r])
        results &= np.array([_same(o, target) for o in options])[index]
    if not results.any():
        return -1
    operands = np.zeros(st.count)
    for k, (options, index) in enumerate(zip(st.operand_options, st.operand_index,
                                             strict=True)):
        if k < len(theirs.operands):
            target = _sharding(theirs.operands[k])
            operands += np.array([_same(o, target) for o in options])[index]
    # most operands as Shardy has them, then the cheapest, then the first
    key = np.where(results, operands, -1.0)
    best = np.flatnonzero(key == key.max())
    return int(best[np.argmin(costs[best])])


def _complete(q: StrategyProblem, chosen: np.ndarray) -> np.ndarray:
    """``chosen`` with each unknown (-1) node at its cheapest strategy given its
    neighbours' (unknown neighbours count once they are chosen; two passes)."""
    unknown = np.flatnonzero(chosen < 0)
    if not len(unknown):
        return chosen
    adj = Adjacency.of(q)
    a = chosen.copy()
    for _ in range(2):
        for i in unknown.tolist():
            costs = q.node_costs(i).copy()
            for j in adj.incident(i):
                other = int(a[adj.other[j]])
                if other >= 0:
                    costs += edge_row(q, q.edge_cost, int(adj.edges[j]), bool(adj.first[j]),
                                      other)
            a[i] = int(np.argmin(costs))
    return a
