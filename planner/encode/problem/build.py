"""An :class:`Encoding` and its constraints as the solver's flat :class:`StrategyProblem`."""

from __future__ import annotations

import dataclasses

import numpy as np

from planner.encode.problem.constraints import Constraint
from planner.encode.problem.edges import WRITE_S_PER_BYTE
from planner.encode.problem.encoder import Encoding
from planner.solve.core.problem import AssumptionGroup, Stage, StrategyProblem, peak_usage
from planner.solve.core.segments import segment_argmin


def build_problem(enc: Encoding, constraints: list[Constraint], usage_limit: float | None = None,
                  stages: tuple[Stage, ...] = (), name: str = "") -> StrategyProblem:
    """The problem: node costs (plus self-edges), usages, intervals, one edge per node
    pair, one assumption group per constraint. A ``usage_limit`` no assignment can reach
    is left out: it excludes nothing, and the solver reduces more without one."""
    for c in constraints:  # pair constraints need an edge even where nothing flows
        for u, v, m in c.pairs:
            enc.edges.ensure(u, v, m.shape[0], m.shape[1])
    k = np.array([n.count for n in enc.nodes], np.int64)
    offsets = np.zeros(len(k) + 1, np.int64)
    np.cumsum(k, out=offsets[1:])
    cost = np.concatenate([n.cost + n.usage * WRITE_S_PER_BYTE + enc.edges.node_extra.get(i, 0)
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
                              edge_cost, usage_limit, tuple(groups), stages, name,
                              tuple(n.label for n in enc.nodes))
    if usage_limit is not None and len(k):
        hungriest = segment_argmin(np.zeros(len(usage)), -usage, offsets[:-1]) - offsets[:-1]
        if peak_usage(problem, hungriest) <= usage_limit:
            problem = dataclasses.replace(problem, usage_limit=None)
    problem.validate()
    return problem
