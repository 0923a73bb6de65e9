"""Shardy's own plan of the program: priced beside ours, and read back as an assignment
of our problem, so that planning can fall back on it (the memory rule does).

Shardy's pipeline rewrites the module (constants become ``sdy.constant``, constraints
``sdy.reshard``, equal ops merge), so its ops are found by a tag, not by position: each
op of the copy sent to Shardy carries its walk index as a discardable attribute, which
Shardy keeps on the ops it does not rebuild. Each node keeps the strategies that give its
values Shardy's shardings (an op: its results', and its operands' too where one
strategy gives both), and of those takes the cheapest given its neighbours' choices
(every strategy where Shardy's output says nothing of it, or none gives its sharding).
Read so after the ``resolved`` pipeline (explicit reshards: how each op computes), it is
Shardy's plan as the evaluator prices it; read before, an op whose operands disagree
with its results computes the cheapest way it can, which may cost less. Where the
encoder's cap left out a strategy Shardy's plan uses, the program is encoded again
keeping them (``Baseline.targets``: each op's shardings in the resolved plan) and the
plan read into that problem.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from planner.encode.cost.cost_report import CostReport
from planner.encode.cost.evaluator import evaluate_plan
from planner.encode.cost.hardware import HardwareProfile
from planner.encode.problem.encoder import Encoding, Node, NodeKind
from planner.encode.problem.strategies import Targets
from planner.interop.shardy import ShardyUnavailable, shardy_plan
from planner.model.dialects.ops import SHARDING_ATTR, FuncOp, ModuleOp
from planner.model.dialects.value_sharding import nth_sharding, value_sharding
from planner.model.ir.attributes import IntegerAttr
from planner.model.ir.core import Operation, Value
from planner.model.ir.diagnostics import PlannerError
from planner.model.ir.op_names import SDY
from planner.model.sharding.tensor_sharding import TensorSharding
from planner.passes import run_passes
from planner.planning.prepared import Prepared
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
    ops: list[Operation]  # our module's ops, in walk order, as encoded
    _resolved: dict[int, Operation] | None = None  # as ``found``, in the resolved plan
    _assignment: np.ndarray | None = None
    _read: bool = False

    def assignment(self, into: Prepared | None = None) -> np.ndarray | None:
        """Shardy's plan as a strategy per node (see the module docstring) of ``into``'s
        problem (another encoding of the program, e.g. keeping the strategies of
        :meth:`targets`), else of this one's (read once); None when that breaks an
        annotation by our strategies' account, or when computing with its values'
        shardings (before resolving) costs less than Shardy's explicit reshards make of
        it (after): how such ops run is XLA's partitioner's choice, and the evaluator's
        price of Shardy's plan is in doubt (measured on mlp_sL4_2x2x2_mixed before the
        reshards weighed collectives: XLA ran the cheaper reading)."""
        if into is None and self._read:
            return self._assignment
        enc, problem = (self.encoding, self.problem) if into is None else \
            (into.encoding, into.problem)
        ours = self.ops if into is None else list(into.module.walk())
        if len(ours) != len(self.ops):
            return None  # not the program as encoded here
        before, after = self.found, self.resolved()
        q = problem.with_groups(None)
        cheapest = shardy_assignment(enc, q, _renamed(before, self.ops, ours))
        a = shardy_assignment(enc, q, _renamed(after, self.ops, ours))
        ev, other = evaluate_assignment(q, a), evaluate_assignment(q, cheapest)
        found = a if math.isfinite(ev.cost) and other.cost >= ev.cost * (1 - SETTLED) \
            else None
        if into is None:
            self._read, self._assignment = True, found
        return found

    def resolved(self) -> dict[int, Operation]:
        """As ``found``, the ops of Shardy's plan resolved (``resolved`` pipeline: explicit
        reshards, how each op computes), made once on a copy."""
        if self._resolved is None:
            copy = self.planned.clone()
            where = {id(op): k for k, op in enumerate(self.planned.walk())}
            copied = list(copy.walk())
            self._resolved = {i: copied[where[id(op)]] for i, op in self.found.items()}
            run_passes(copy, ["resolved"], verify=False)
        return self._resolved

    def targets(self) -> dict[int, Targets]:
        """Per op Shardy's plan has (by its walk index), the shardings it computes with:
        its operands' and results' in the resolved plan (see ``prepare``'s ``keep``)."""
        resolved = self.resolved()
        out: dict[int, Targets] = {}
        for k, op in enumerate(self.ops):
            theirs = resolved.get(id(op))
            if theirs is not None and theirs.results and theirs.parent is not None:
                out[k] = (tuple(value_sharding(v) for v in theirs.operands),
                          tuple(value_sharding(v) for v in theirs.results))
        return out


def _renamed(found: dict[int, Operation], ops: list[Operation],
             ours: list[Operation]) -> dict[int, Operation]:
    """``found`` (keyed by ``ops``' ids) keyed by the ids of ``ours``, the same ops of
    another copy, in the same walk order."""
    if ours is ops:
        return found
    return {id(mine): found[id(op)] for op, mine in zip(ops, ours, strict=True)
            if id(op) in found}


# The reading before resolving may cost this share less before it counts as cheaper.
SETTLED = 1e-6


def shardy_baseline(module: ModuleOp, enc: Encoding, problem: StrategyProblem,
                    hardware: HardwareProfile) -> tuple[Baseline | None, str]:
    """Shardy's plan of ``module`` (encoded as ``enc``, ``problem``) priced on
    ``hardware``, or None and why not."""
    priced, note = shardy_priced(module, hardware)
    return (None, note) if priced is None else (read_baseline(*priced, module, enc, problem), "")


def shardy_priced(module: ModuleOp, hardware: HardwareProfile
                  ) -> tuple[tuple[ModuleOp, list[int], CostReport] | None, str]:
    """Shardy's plan of ``module``, the index in ``module``'s walk of each of its ops (in
    its own walk; -1: an op Shardy made) and its price on ``hardware``; or None and why
    not."""
    try:
        planned = shardy_plan(_tagged(module))
    except ShardyUnavailable as e:
        return None, str(e)
    tags = _untagged(planned)
    try:
        cost = evaluate_plan(planned, hardware)
    except PlannerError as e:  # Shardy's output our verifier or evaluator refuses
        return None, f"Shardy's plan could not be priced: {e.message}"
    return (planned, tags, cost), ""


def read_baseline(planned: ModuleOp, tags: list[int], cost: CostReport, module: ModuleOp,
                  enc: Encoding, problem: StrategyProblem) -> Baseline:
    """Shardy's plan of ``module`` as ``shardy_priced`` gives it."""
    ops = list(module.walk())
    found: dict[int, Operation] = {}
    for op, tag in zip(planned.walk(), tags, strict=True):
        if 0 <= tag < len(ops):
            found.setdefault(id(ops[tag]), op)
    return Baseline(cost, planned, found, enc, problem, ops)


def _tagged(module: ModuleOp) -> ModuleOp:
    copy = module.clone()
    for i, op in enumerate(copy.walk()):
        op.attributes[TAG] = IntegerAttr(i)
    return copy


def _untagged(planned: ModuleOp) -> list[int]:
    """Per op of ``planned`` (in its walk), the tag it carried (-1: none), stripped."""
    tags = []
    for op in planned.walk():
        tag = op.attributes.pop(TAG, None)
        tags.append(tag.value if isinstance(tag, IntegerAttr) else -1)
    return tags


def shardy_assignment(enc: Encoding, problem: StrategyProblem,
                      found: dict[int, Operation]) -> np.ndarray:
    """A strategy per node of ``problem`` giving Shardy's shardings (see the module
    docstring); ``found``: our ops' ids -> Shardy's ops."""
    q = problem.with_groups(None)
    allowed = [_allowed(enc, node, found) for node in enc.nodes]
    return best_replies(q, allowed)


def _allowed(enc: Encoding, node: Node, found: dict[int, Operation]) -> np.ndarray | None:
    """Which local strategies of ``node`` give its values Shardy's shardings (an op: its
    results'); None when Shardy's plan says nothing of them, or none does."""
    if node.kind == NodeKind.OP:
        theirs = found.get(id(node.op))
        st = node.strategies
        if theirs is None or st is None:
            return None
        mask = np.ones(st.count, bool)
        for options, index, res in zip(st.result_options, st.result_index, theirs.results,
                                       strict=True):
            mask &= _matches(options, index, res)
        # of those, the ones that take every operand as it comes where one does (no
        # partitioner reshards an operand it can use as it is)
        every = mask.copy()
        for options, index, v in zip(st.operand_options, st.operand_index, theirs.operands,
                                     strict=False):
            every &= _matches(options, index, v)
        if every.any():
            mask = every
    else:
        target = _target(enc, node, found)
        if target is None or not node.candidates:
            return None
        mask = np.array([_same(c, target) for c in node.candidates])
    return mask if mask.any() else None


def _target(enc: Encoding, node: Node, found: dict[int, Operation]) -> object:
    """Shardy's sharding of the value a candidate node decides (a TensorSharding, or
    ``False`` for unsharded), None when unknown."""
    if node.kind in (NodeKind.ARG, NodeKind.RESULT):
        func = found.get(id(enc.func))
        if not isinstance(func, FuncOp):
            return None
        attrs = func.arg_attrs(node.index) if node.kind == NodeKind.ARG else \
            func.result_attrs(node.index)
        return attrs.get(SHARDING_ATTR) or False
    theirs = found.get(id(node.op))
    if theirs is None:
        return None
    if node.kind == NodeKind.VALUE:  # a constraint (Shardy's export makes it a reshard) or reshard
        return theirs.properties.get("sharding") or None
    if node.kind != NodeKind.FLOW:
        return None
    if theirs.name in (SDY.MANUAL_COMPUTATION, SDY.NAMED_COMPUTATION):
        n_in = len(theirs.operands)
        key, i = ("in_shardings", node.index) if node.index < n_in else \
            ("out_shardings", node.index - n_in)
        return nth_sharding(theirs.properties.get(key), i) or False
    return _sharding(theirs.results[node.index])


def _matches(options: Sequence[TensorSharding], index: np.ndarray, v: Value) -> np.ndarray:
    """Per strategy, whether its sharding of a tensor (``options[index]``) is Shardy's of
    ``v``."""
    target = _sharding(v)
    return np.array([_same(o, target) for o in options])[index]


def _sharding(v: Value) -> TensorSharding | bool:
    return value_sharding(v) or False


def _same(ours: TensorSharding, theirs: object) -> bool:
    return ours.shards_as(theirs if isinstance(theirs, TensorSharding) else None)


def best_replies(q: StrategyProblem, allowed: list[np.ndarray | None]) -> np.ndarray:
    """Each node at its cheapest ``allowed`` strategy (any, where None) given its
    neighbours' choices, in two passes from each node's cheapest allowed alone: with
    every value's sharding Shardy's, an op computes the cheapest way it can (XLA's
    partitioner chooses how a dot with disagreeing operands runs, not Shardy)."""
    adj = Adjacency.of(q)
    masks = [np.ones(int(k), bool) if m is None else m for m, k in
             zip(allowed, q.num_strategies, strict=True)]
    a = np.array([int(np.flatnonzero(m)[np.argmin(q.node_costs(i)[m])])
                  for i, m in enumerate(masks)], np.int64)
    free = [i for i, m in enumerate(masks) if m.sum() > 1]
    for _ in range(2):
        for i in free:
            costs = q.node_costs(i).copy()
            for j in adj.incident(i):
                costs += edge_row(q, q.edge_cost, int(adj.edges[j]), bool(adj.first[j]),
                                  int(a[adj.other[j]]))
            a[i] = int(np.flatnonzero(masks[i])[np.argmin(costs[masks[i]])])
    return a
