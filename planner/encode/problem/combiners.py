"""XLA's all-reduce combiner in the strategy problem, for the sets of reductions it merges.

A training step's weight and bias gradients are reductions nothing downstream waits for
(``combining.sink_reductions``), and a layer's query, key and value projections are
reductions independent of one another (``combining.sibling_reductions``): XLA's combiner
merges the all-reduces of such a set over the same devices into one, which pays its
latency once. That latency is no cost of one op's strategy, but of the set of strategies
chosen: it is paid once per class of devices that any member reduces over. Each such
class becomes a *combiner* node with two strategies, absent (0) and present (the class's
latency); an edge forbids a member's strategy of that class beside an absent combiner.
The strategies a member's cap left out join the classes its kept ones join, on the same
edges (for a bound that covers them: ``reshard_edges.EdgeTable.member_pairs``). Where a
class has no combiner (none of the kept strategies joins it), each pays a fair share of
its latency instead: the least of it over the members that may join it, divided by their
number (a bound may price less than a plan pays, never more).
The members' own strategies pay the bandwidth of their
all-reduces (``CostModel.all_reduce_alpha_scale`` is 0 for them) and, where the hardware
caps a combined collective's bytes, the share of a latency their bytes fill of one
combined collective: the plan's latencies are then ``1 + bytes / threshold`` per class,
where XLA's greedy grouping runs between ``bytes / threshold`` and one more. A sink
downstream of another (a variance after its mean) cannot join its collective: where both
reduce over one class, the pair pays one latency more (``waiting_pair``, for the last
sink upstream only).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property, partial

import numpy as np

from planner.encode.cost.cost_model import CostModel, reduces_several
from planner.encode.problem.axis_assignments import Assignment
from planner.encode.problem.strategies import OpStrategies
from planner.model.ir.core import Operation
from planner.model.ir.types import TensorType
from planner.model.sharding.axis import AxisRef
from planner.model.sharding.rule import OpShardingRule
from planner.model.sharding.tensor_sharding import TensorSharding

# A class of sink all-reduces: the axes they reduce over (hence the devices of a group).
CombineKey = tuple[AxisRef, ...]


@dataclass
class ReductionChoices:
    """One combined reduction's strategies as the combiner sees them: the class each joins
    (None: no all-reduce), the class's latency, and the node's weight (a loop's trip
    count); and its strategies, for those the cap left out (:attr:`left_keys`)."""

    node: int
    keys: list[CombineKey | None]
    latency: dict[CombineKey, float]
    weight: float
    strategies: OpStrategies
    rule: OpShardingRule
    model: CostModel

    @cached_property
    def left_keys(self) -> list[CombineKey | None]:
        """The class each strategy the reduction's cap left out joins, if any (worked out
        once, when a bound first asks)."""
        st = self.strategies
        static = _static(st.op)
        return [_key(st.op, self.rule, a, [st.pruned_result(m, r) for r, _ in static])
                for m, a in enumerate(st.pruned_assignments)]


def _key(op: Operation, rule: OpShardingRule, a: Assignment,
         results: list[TensorSharding]) -> CombineKey | None:
    """The class a strategy of ``op`` (axes ``a``, giving ``results``) joins, if any."""
    reduced = tuple(x for f in rule.reduction for x in a[f])
    if not reduced or any(out.unreduced for out in results) or reduces_several(op):
        return None
    return reduced


def _latency(model: CostModel, key: CombineKey, out: TensorSharding | None) -> float:
    """The latency of an all-reduce of class ``key`` on the mesh of result ``out``."""
    return model.link(key, model.mesh_of(out)).latency_s


def _static(op: Operation) -> list[tuple[int, TensorType]]:
    return [(r, res.type) for r, res in enumerate(op.results)
            if isinstance(res.type, TensorType) and res.type.is_static]


def reduction_choices(node: int, st: OpStrategies, rule: OpShardingRule, model: CostModel,
                      weight: float) -> tuple[ReductionChoices, np.ndarray]:
    """The combiner's view of reduction ``st.op``'s strategies, and the seconds each
    strategy adds for its share of a combined collective's bytes (unscaled)."""
    op = st.op
    latency: dict[CombineKey, float] = {}
    share = np.zeros(st.count)
    threshold = model.hardware.combine_threshold_bytes
    static = _static(op)
    keys = [_key(op, rule, a, [st.result(s, r) for r, _ in static])
            for s, a in enumerate(st.assignments)]
    for s, key in enumerate(keys):
        if key is None:
            continue
        if key not in latency:
            latency[key] = _latency(model, key, st.result(s, static[0][0]) if static else None)
        if threshold is not None:
            share[s] = sum(latency[key] * model.result_bytes(t, st.result(s, r))
                           for r, t in static) / threshold
    return ReductionChoices(node, keys, latency, weight, st, rule, model), share


def add_combiners(members: list[ReductionChoices],
                  add_node: Callable[[str, np.ndarray], int],
                  add_pair: Callable[[int, int, np.ndarray,
                                      Callable[[], np.ndarray] | None], None],
                  charge: Callable[[int, Callable[[], np.ndarray]], None]) -> None:
    """One combiner node per class the ``members`` (one set) may reduce over, tied to
    them (see the module docstring). ``add_node(label, cost)`` makes a two-strategy node
    and returns its index; ``add_pair(u, v, pair, left)`` ties node ``u``'s strategies,
    and (``left()``, when asked) those it left out, to node ``v``'s; ``charge(u, more)``
    adds ``more()`` to the seconds of what ``u`` left out."""
    classes: dict[CombineKey, float] = {}
    for member in members:
        for key, seconds in member.latency.items():
            classes[key] = max(classes.get(key, 0.0), seconds * member.weight)
    for key, seconds in classes.items():
        label = "combiner{" + ",".join(str(a) for a in key) + "}"
        c = add_node(label, np.array([0.0, seconds]))
        for member in members:
            joins = np.array([k == key for k in member.keys], bool)
            if joins.any():
                pair = np.zeros((len(joins), 2))
                pair[joins, 0] = np.inf
                add_pair(member.node, c, pair, partial(_left_pair, member, key)
                         if member.strategies.pruned_assignments else None)
    shares = _FairShares(members)
    for member in members:
        if member.strategies.pruned_assignments:
            charge(member.node, partial(shares.of, member))


class _FairShares:
    """What each left-out strategy of a set's members pays for a class no combiner stands
    for (see the module docstring), worked out for the whole set when first asked."""

    def __init__(self, members: list[ReductionChoices]) -> None:
        self.members = members

    def of(self, member: ReductionChoices) -> np.ndarray:
        return self._shares[member.node]

    @cached_property
    def _shares(self) -> dict[int, np.ndarray]:
        combined = {k for m in self.members for k in m.latency}
        untied: dict[int, list[CombineKey | None]] = {}
        least: dict[CombineKey, float] = {}
        joiners: dict[CombineKey, set[int]] = {}
        for m in self.members:
            st = m.strategies
            static = _static(st.op)
            keys = untied[m.node] = [k if k not in combined else None for k in m.left_keys]
            for j, k in enumerate(keys):
                if k is None or m.node in joiners.get(k, ()):
                    continue
                joiners.setdefault(k, set()).add(m.node)
                out = st.pruned_result(j, static[0][0]) if static else None
                least[k] = min(least.get(k, math.inf), _latency(m.model, k, out) * m.weight)
        fair = {k: least[k] / len(joiners[k]) for k in least}
        return {node: np.array([fair[k] if k is not None else 0.0 for k in keys])
                for node, keys in untied.items()}


def _left_pair(member: ReductionChoices, key: CombineKey) -> np.ndarray:
    """The pair costs of ``member``'s left-out strategies with class ``key``'s combiner:
    those that join it cannot have it absent."""
    pair = np.zeros((len(member.strategies.pruned_assignments), 2))
    pair[np.array([k == key for k in member.left_keys], bool), 0] = np.inf
    return pair


def waiting_pair(parent: ReductionChoices, child: ReductionChoices) -> np.ndarray:
    """The latency ``child`` adds where it all-reduces over the devices its upstream sink
    ``parent`` does: it waits for that all-reduce, so it runs in a collective of its own."""
    # The child's classes numbered; no all-reduce, or another class: -1.
    classes: dict[CombineKey | None, int] = {key: k for k, key in enumerate(child.latency)}
    of_parent = np.array([classes.get(key, -1) for key in parent.keys])
    of_child = np.array([classes.get(key, -1) for key in child.keys])
    seconds = np.array([*child.latency.values(), 0.0]) * child.weight
    same = (of_parent[:, None] == of_child[None, :]) & (of_child[None, :] >= 0)
    return np.where(same, seconds[of_child][None, :], 0.0)
