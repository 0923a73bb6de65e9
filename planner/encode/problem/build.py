"""An :class:`Encoding` and its constraints as the solver's flat :class:`StrategyProblem`."""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Collection

import numpy as np

from planner.encode.problem.constraints import Constraint
from planner.encode.problem.encoder import Encoding
from planner.solve.core.problem import (
    AssumptionGroup,
    LeftOut,
    StrategyProblem,
    Tier,
    peak_usage,
)
from planner.solve.core.segments import segment_argmin

# Seconds a node's strategy pays per byte it holds: a hundred-thousandth of an H100's HBM
# write time. Only a tie-breaker: of plans equally fast, the solver takes the leaner (the
# step time has no term for memory, and without one a replicated value costs as little
# as a sharded one). The report takes it out again (``tie_break_seconds``).
TIE_S_PER_BYTE = 1 / 3.35e17


def tie_break_seconds(problem: StrategyProblem, assignment: np.ndarray) -> float:
    """What the tie-breaker adds to ``assignment``'s cost."""
    chosen = problem.offsets[:-1] + np.asarray(assignment, np.int64)
    return TIE_S_PER_BYTE * float(problem.node_usage[chosen].sum())


def most_tie_break_seconds(problem: StrategyProblem) -> float:
    """The most the tie-breaker adds to any assignment's cost (a bound on the cost less
    it is a bound on the step time once this is taken off)."""
    starts = problem.offsets[:-1]
    return TIE_S_PER_BYTE * float(np.maximum.reduceat(problem.node_usage, starts).sum()) \
        if len(starts) else 0.0


def build_problem(enc: Encoding, constraints: list[Constraint], usage_limit: float | None = None,
                  tiers: tuple[Tier, ...] = (), name: str = "") -> StrategyProblem:
    """The problem: node costs (plus self-edges), usages, intervals, one edge per node
    pair, one assumption group per constraint. A ``usage_limit`` no assignment can reach
    is left out: it excludes nothing, and the solver reduces more without one."""
    for c in constraints:  # pair constraints need an edge even where nothing flows
        for u, v, m in c.pairs:
            enc.edges.ensure(u, v, m.shape[0], m.shape[1])
    k = np.array([n.count for n in enc.nodes], np.int64)
    offsets = np.zeros(len(k) + 1, np.int64)
    np.cumsum(k, out=offsets[1:])
    cost = np.concatenate([n.cost + n.usage * TIE_S_PER_BYTE + enc.edges.node_extra.get(i, 0)
                           for i, n in enumerate(enc.nodes)]) if enc.nodes else np.zeros(0)
    usage = np.concatenate([n.usage for n in enc.nodes]) if enc.nodes else np.zeros(0)
    keys = sorted(enc.edges.pairs)
    edge_nodes = np.array(keys, np.int64).reshape(len(keys), 2)
    sizes = [enc.edges.pairs[e].size for e in keys]
    edge_offsets = np.zeros(len(keys) + 1, np.int64)
    np.cumsum(sizes, out=edge_offsets[1:])
    edge_cost = np.concatenate([enc.edges.pairs[e].ravel() for e in keys]) if keys \
        else np.zeros(0)
    where = {e: i for i, e in enumerate(keys)}
    groups = []
    for c in constraints:
        strat = [offsets[n] + np.asarray(idx, np.int64) for n, idx in c.forbidden_strategies]
        pairs = []
        for u, v, m in c.pairs:
            if u > v:
                u, v, m = v, u, m.T
            flat = np.flatnonzero(m.ravel())
            pairs.append(edge_offsets[where[(u, v)]] + flat)
        groups.append(AssumptionGroup(
            c.name, np.concatenate(strat) if strat else np.zeros(0, np.int64),
            np.concatenate(pairs) if pairs else np.zeros(0, np.int64), c.location))
    problem = StrategyProblem(offsets, cost, usage, enc.intervals, edge_nodes, edge_offsets,
                              edge_cost, None, tuple(groups), tiers, name,
                              tuple(n.label for n in enc.nodes), left_out(enc, constraints))
    problem.validate()
    return with_usage_limit(problem, usage_limit)


def with_usage_limit(problem: StrategyProblem, usage_limit: float | None) -> StrategyProblem:
    """``problem`` under ``usage_limit`` (bytes per device; None: none), left out where no
    assignment can reach it: it excludes nothing, and the solver reduces more without
    one."""
    if usage_limit is not None and problem.num_nodes:
        usage, starts = problem.node_usage, problem.offsets[:-1]
        hungriest = segment_argmin(np.zeros(len(usage)), -usage, starts) - starts
        if peak_usage(problem, hungriest) <= usage_limit:
            usage_limit = None
    return dataclasses.replace(problem, usage_limit=usage_limit)


def left_out(enc: Encoding, constraints: list[Constraint]) -> LeftOut | None:
    """The strategies the encoder's caps left out, with floors in the problem's terms (a
    node whose usages the encoder zeroed, fused or counted at its producer, has a floor
    of no bytes either), priced on demand under the ``constraints`` (the problem's
    groups)."""
    rows = [(i, *n.left_out) for i, n in enumerate(enc.nodes) if n.left_out is not None]
    if not rows:
        return None
    nodes, count, seconds, nbytes = (np.array(c) for c in zip(*rows, strict=True))
    live = np.array([enc.nodes[i].usage.any() for i in nodes])
    usage = np.where(live, nbytes, 0.0)
    return LeftOut(nodes.astype(np.int64), count.astype(np.int64),
                   seconds + usage * TIE_S_PER_BYTE, usage,
                   one_by_one=_OneByOne(enc, constraints))


class _OneByOne:
    """The strategies an encoding's caps left out, priced one by one in the problem's
    terms (``LeftOutStrategies``)."""

    def __init__(self, enc: Encoding, constraints: list[Constraint]) -> None:
        self.enc = enc
        self.forbidden: dict[int, list[tuple[int, np.ndarray]]] = {}  # node -> (group, idx)
        for g, c in enumerate(constraints):
            for n, idx in c.forbidden_left_out:
                self.forbidden.setdefault(n, []).append((g, idx))

    def strategies(self, node: int, enabled: Collection[int] | None
                   ) -> tuple[np.ndarray, np.ndarray]:
        cost, usage = self._priced(node)
        for g, idx in self.forbidden.get(node, []):
            if enabled is None or g in enabled:
                cost = cost.copy()
                cost[idx] = np.inf
        return cost, usage

    def _priced(self, node: int) -> tuple[np.ndarray, np.ndarray]:
        n = self.enc.nodes[node]
        st = n.strategies
        if st is None:  # a sharding's candidates: no seconds of their own
            usage, seconds = n.left_out_usage, np.zeros(len(n.left_out_usage))
        else:
            usage = st.pruned_usage
            seconds = st.pruned_seconds * n.weight + sum(more() for more in n.left_out_charges)
        if not n.usage.any():  # fused away, or counted at its producer
            usage = np.zeros(len(usage))
        return seconds + usage * TIE_S_PER_BYTE, usage

    def pairs(self, u: int, v: int, u_left: bool, v_left: bool) -> np.ndarray:
        return self.enc.edges.member_pairs(u, v, u_left, v_left)

    def stand_ins(self, nodes: np.ndarray, edge_nodes: np.ndarray, deadline: float | None
                  ) -> tuple[np.ndarray, np.ndarray] | None:
        first, second = [], []
        k = np.array([n.count for n in self.enc.nodes], np.int64)
        has = np.zeros(len(k), bool)
        has[nodes] = True
        for u, v in edge_nodes.tolist():
            if not (has[u] or has[v]):
                continue
            if deadline is not None and time.monotonic() > deadline:
                return None
            row, column = self.enc.edges.stand_in_rows(u, v)
            if has[u]:
                first.append(row if row is not None else np.zeros(k[v]))
            if has[v]:
                second.append(column if column is not None else np.zeros(k[u]))
        rows, columns = (np.concatenate(x) if x else np.zeros(0) for x in (first, second))
        return rows, columns
