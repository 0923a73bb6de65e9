"""The strategy-graph problem every solver of this package works on.

Nodes choose one strategy each; a strategy has a cost and a memory usage, and its node
is live over ``[start, end)``. Edges price every pair of their endpoints' strategies
(row-major, the first node's strategy major). The summed usage of the live nodes must
stay within ``usage_limit`` at every time step. A cost of ``inf`` forbids a choice.

Beyond the IOPDDL contest format the planner needs two more things:

* assumption groups: named literals, each forbidding a set of strategies and edge pairs
  when switched on (one per user annotation), so that infeasibility can be explained by
  the smallest conflicting set of them;
* tiers: lexicographic objectives minimised before the cost (priorities p0, p1, ...);
* strategies left out (``LeftOut``): where a model builder kept only some of a node's
  candidates, floors on what the others cost, so that a bound can cover them too.

Everything is held as flat numpy arrays: strategies of node ``i`` are
``offsets[i]:offsets[i+1]``, pair costs of edge ``e`` are
``edge_offsets[e]:edge_offsets[e+1]``.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field
from typing import Protocol

import numpy as np

INF = np.inf
# The contest marks forbidden choices with costs of at least this.
CONTEST_INFINITY = 1e18


@dataclass(frozen=True)
class AssumptionGroup:
    """A named restriction switched on by one literal (a user annotation).

    ``forbidden_strategies`` are global strategy indices (into ``node_cost``) it forbids;
    ``pairs`` are global pair indices (into ``edge_cost``) it forbids.
    ``location`` is free text for messages (``file:line:col`` for annotations).
    """

    name: str
    forbidden_strategies: np.ndarray = field(default_factory=lambda: np.zeros(0, np.int64))
    pairs: np.ndarray = field(default_factory=lambda: np.zeros(0, np.int64))
    location: str = ""


@dataclass(frozen=True)
class Tier:
    """A lexicographic objective minimised before the cost (and before later tiers):
    a cost per strategy and, optionally, per edge pair (same layout as the problem's)."""

    name: str
    node_cost: np.ndarray
    edge_cost: np.ndarray | None = None


class LeftOutStrategies(Protocol):
    """The strategies a problem leaves out, one by one, for a bound that needs them
    (``planner.solve.bounds.left_out``)."""

    def strategies(self, node: int, enabled: Collection[int] | None
                   ) -> tuple[np.ndarray, np.ndarray]:
        """The cost and the usage of each strategy ``node`` leaves out; ``inf`` where an
        ``enabled`` group forbids it (all when None)."""
        ...

    def pairs(self, u: int, v: int, u_left: bool, v_left: bool) -> np.ndarray:
        """The pair costs of edge ``(u, v)``, ``u < v``: rows are ``u``'s strategies, or
        (``u_left``) those it leaves out, columns likewise ``v``'s (a scalar where the
        edge holds no cost that depends on them)."""
        ...

    def stand_ins(self, nodes: np.ndarray, edge_nodes: np.ndarray, deadline: float | None
                  ) -> tuple[np.ndarray, np.ndarray] | None:
        """``LeftOut.first`` and ``second`` of the problem's ``edge_nodes`` where ``nodes``
        leave strategies out: the least pair costs of what each leaves out; None once
        ``deadline`` (a ``time.monotonic()``) has passed."""
        ...


@dataclass(frozen=True)
class LeftOut:
    """Strategies a problem leaves out (a cap on candidates): per node that lost some,
    ``count`` of them, at least ``cost`` each and at least ``usage``. Their pair costs
    with a neighbour's strategy are at least the edge's ``first`` or ``second`` entry
    for it (0 where not given), with a neighbour's left-out ones at least 0. A lower
    bound over the problem holds over them too only where it says so
    (``planner.solve.bounds.left_out``).

    ``first`` holds, edge by edge, for each edge whose first node is in ``nodes``, one
    entry per strategy of its second node; ``second`` likewise for each edge whose
    second node is in ``nodes``, one per strategy of its first. ``one_by_one``, where
    given, prices them one by one, and those least pair costs."""

    nodes: np.ndarray  # int64[m]
    count: np.ndarray  # int64[m]
    cost: np.ndarray  # float64[m]
    usage: np.ndarray  # float64[m]
    first: np.ndarray | None = None  # float64
    second: np.ndarray | None = None  # float64
    one_by_one: LeftOutStrategies | None = None


@dataclass(frozen=True)
class StrategyProblem:
    """A strategy graph (see module docstring). Build with :func:`make_problem` or
    :class:`ProblemBuilder`; arrays are never mutated after construction."""

    offsets: np.ndarray  # int64[n + 1]
    node_cost: np.ndarray  # float64[S]
    node_usage: np.ndarray  # float64[S]
    intervals: np.ndarray  # int64[n, 2], half-open [start, end)
    edge_nodes: np.ndarray  # int64[E, 2]
    edge_offsets: np.ndarray  # int64[E + 1]
    edge_cost: np.ndarray  # float64[P]
    usage_limit: float | None = None
    groups: tuple[AssumptionGroup, ...] = ()
    tiers: tuple[Tier, ...] = ()
    name: str = ""
    node_names: tuple[str, ...] | None = None
    left_out: LeftOut | None = None

    @property
    def num_nodes(self) -> int:
        return len(self.offsets) - 1

    @property
    def num_edges(self) -> int:
        return len(self.edge_nodes)

    @property
    def num_strategies(self) -> np.ndarray:
        """Strategies per node, int64[n]."""
        return np.diff(self.offsets)

    def node_costs(self, i: int) -> np.ndarray:
        return self.node_cost[self.offsets[i] : self.offsets[i + 1]]

    def node_usages(self, i: int) -> np.ndarray:
        return self.node_usage[self.offsets[i] : self.offsets[i + 1]]

    def edge_matrix(self, e: int) -> np.ndarray:
        """Pair costs of edge ``e`` as a (k_u, k_v) view."""
        v = self.edge_nodes[e, 1]
        k_v = self.offsets[v + 1] - self.offsets[v]
        return self.edge_cost[self.edge_offsets[e] : self.edge_offsets[e + 1]].reshape(-1, k_v)

    def with_groups(self, enabled: Collection[int] | None) -> StrategyProblem:
        """The problem with the restrictions of the ``enabled`` groups (indices into
        ``groups``; all when None)
        applied as infinite costs and no groups left (itself when it has none: the arrays
        are never mutated, and a big problem's are hundreds of MB)."""
        if not self.groups:
            return self
        node_cost = self.node_cost.copy()
        edge_cost = self.edge_cost.copy()
        for i, g in enumerate(self.groups):
            if enabled is None or i in enabled:
                node_cost[g.forbidden_strategies] = INF
                edge_cost[g.pairs] = INF
        return StrategyProblem(
            self.offsets, node_cost, self.node_usage, self.intervals, self.edge_nodes,
            self.edge_offsets, edge_cost, self.usage_limit, (), self.tiers, self.name,
            self.node_names,
        )

    def validate(self) -> None:
        """Raise ValueError when the arrays are inconsistent."""
        n = self.num_nodes
        k = self.num_strategies
        if self.offsets[0] != 0 or (k < 1).any():
            raise ValueError("every node needs at least one strategy")
        if len(self.node_cost) != self.offsets[-1] or len(self.node_usage) != self.offsets[-1]:
            raise ValueError("node costs/usages do not match the strategy counts")
        if self.intervals.shape != (n, 2):
            raise ValueError(f"expected {n} live intervals, got {len(self.intervals)}")
        if self.num_edges:
            if self.edge_nodes.min() < 0 or self.edge_nodes.max() >= n:
                raise ValueError("an edge refers to a node that does not exist")
            sizes = k[self.edge_nodes[:, 0]] * k[self.edge_nodes[:, 1]]
            if not np.array_equal(np.diff(self.edge_offsets), sizes):
                bad = int(np.flatnonzero(np.diff(self.edge_offsets) != sizes)[0])
                raise ValueError(
                    f"edge {bad} has {int(np.diff(self.edge_offsets)[bad])} costs, "
                    f"expected {int(sizes[bad])}"
                )
        if len(self.edge_cost) != self.edge_offsets[-1]:
            raise ValueError("edge cost array does not match the edge offsets")
        for s in self.tiers:
            if len(s.node_cost) != len(self.node_cost) or (
                s.edge_cost is not None and len(s.edge_cost) != len(self.edge_cost)
            ):
                raise ValueError(f"tier {s.name!r} does not match the problem's layout")


def make_problem(
    node_costs: list[list[float]] | list[np.ndarray],
    node_usages: list[list[float]] | list[np.ndarray] | None = None,
    intervals: list[tuple[int, int]] | np.ndarray | None = None,
    edges: list[tuple[int, int]] | None = None,
    edge_costs: list[list[float]] | list[np.ndarray] | None = None,
    usage_limit: float | None = None,
    groups: tuple[AssumptionGroup, ...] = (),
    tiers: tuple[Tier, ...] = (),
    name: str = "",
    infinity: float = CONTEST_INFINITY,
) -> StrategyProblem:
    """A problem from per-node and per-edge lists; costs ``>= infinity`` become ``inf``."""
    n = len(node_costs)
    k = np.array([len(c) for c in node_costs], np.int64)
    offsets = np.zeros(n + 1, np.int64)
    np.cumsum(k, out=offsets[1:])
    cost = np.concatenate([np.asarray(c, np.float64) for c in node_costs]) if n else np.zeros(0)
    usage = (
        np.concatenate([np.asarray(u, np.float64) for u in node_usages])
        if node_usages is not None and n
        else np.zeros(len(cost))
    )
    iv = np.asarray(intervals if intervals is not None else [(0, 0)] * n, np.int64).reshape(n, 2)
    edges = edges or []
    en = np.asarray(edges, np.int64).reshape(len(edges), 2)
    sizes = [np.asarray(c).size for c in (edge_costs or [])]
    eo = np.zeros(len(edges) + 1, np.int64)
    np.cumsum(sizes, out=eo[1:])
    ec = (
        np.concatenate([np.asarray(c, np.float64).ravel() for c in edge_costs])
        if edge_costs
        else np.zeros(0)
    )
    cost[cost >= infinity] = INF
    ec[ec >= infinity] = INF
    p = StrategyProblem(offsets, cost, usage, iv, en, eo, ec, usage_limit, groups, tiers, name)
    p.validate()
    return p


@dataclass
class Evaluation:
    """What an assignment costs under the contest's rules."""

    cost: float
    peak_usage: float
    valid: bool
    reason: str = ""
    tier_values: tuple[float, ...] = ()

    @property
    def key(self) -> tuple[float, ...]:
        """What ranks assignments: valid first, then the tiers in order, then the cost."""
        return (0.0 if self.valid else 1.0, *self.tier_values, self.cost)


def cheapest(problem: StrategyProblem, plans: list[np.ndarray]) -> np.ndarray:
    """The first of ``plans`` (at least one) of least :attr:`Evaluation.key`."""
    keys = [evaluate_assignment(problem, a).key for a in plans]
    return plans[min(range(len(plans)), key=keys.__getitem__)]


def chosen_pairs(problem: StrategyProblem, a: np.ndarray) -> np.ndarray:
    """Per edge, the index in ``edge_cost`` of the pair assignment ``a`` (in range)
    chooses."""
    if not problem.num_edges:
        return np.zeros(0, np.int64)
    k = problem.num_strategies
    u, v = problem.edge_nodes[:, 0], problem.edge_nodes[:, 1]
    return problem.edge_offsets[:-1] + a[u] * k[v] + a[v]


def evaluate_assignment(problem: StrategyProblem, assignment: np.ndarray) -> Evaluation:
    """Cost of ``assignment`` (a local strategy index per node): node plus edge costs;
    invalid when an index is out of range, a chosen cost is infinite, or the usage of the
    nodes live at some time step exceeds the limit (intervals are half-open)."""
    a = np.asarray(assignment, np.int64)
    n = problem.num_nodes
    if a.shape != (n,):
        return Evaluation(INF, 0.0, False, f"expected {n} strategy indices, got {a.size}")
    k = problem.num_strategies
    if n and ((a < 0) | (a >= k)).any():
        i = int(np.flatnonzero((a < 0) | (a >= k))[0])
        return Evaluation(INF, 0.0, False, f"node {i} has no strategy {int(a[i])}")
    chosen = problem.offsets[:-1] + a
    node_cost = problem.node_cost[chosen]
    pair = chosen_pairs(problem, a)
    edge_cost = problem.edge_cost[pair]
    peak = peak_usage(problem, a)
    tier_values = tuple(
        float(s.node_cost[chosen].sum() + (s.edge_cost[pair].sum() if s.edge_cost is not None else 0))
        for s in problem.tiers
    )
    cost = float(node_cost.sum() + edge_cost.sum())
    if not np.isfinite(cost):
        if not np.isfinite(node_cost).all():
            i = int(np.flatnonzero(~np.isfinite(node_cost))[0])
            reason = f"node {i} strategy {int(a[i])} is forbidden"
        else:
            e = int(np.flatnonzero(~np.isfinite(edge_cost))[0])
            reason = f"edge {e} pair is forbidden"
        return Evaluation(INF, peak, False, reason, tier_values)
    if problem.usage_limit is not None and peak > problem.usage_limit:
        return Evaluation(cost, peak, False, f"peak usage {peak:g} exceeds {problem.usage_limit:g}",
                          tier_values)
    return Evaluation(cost, peak, True, "", tier_values)


def usage_profile(problem: StrategyProblem, assignment: np.ndarray) -> np.ndarray:
    """Summed usage of the live nodes at every time step, float64[T]."""
    a = np.asarray(assignment, np.int64)
    if problem.num_nodes == 0:
        return np.zeros(0)
    usage = problem.node_usage[problem.offsets[:-1] + a]
    start, end = problem.intervals[:, 0], problem.intervals[:, 1]
    horizon = int(end.max(initial=0)) + 1
    delta = np.zeros(horizon + 1)
    live = end > start
    np.add.at(delta, start[live], usage[live])
    np.add.at(delta, end[live], -usage[live])
    return np.cumsum(delta)[:horizon]


def peak_usage(problem: StrategyProblem, assignment: np.ndarray) -> float:
    prof = usage_profile(problem, assignment)
    return float(prof.max()) if prof.size else 0.0
