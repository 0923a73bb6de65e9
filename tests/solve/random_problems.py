"""Seeded random strategy problems small enough for brute force."""

from __future__ import annotations

import numpy as np

from planner.solve.core.problem import INF, AssumptionGroup, StrategyProblem, Tier, make_problem


def random_problem(seed: int, max_nodes: int = 7, limit: bool = True, tiers: bool = False,
                   groups: bool = False) -> StrategyProblem:
    rng = np.random.default_rng(seed)
    n = int(rng.integers(1, max_nodes + 1))
    ks = rng.integers(1, 4, n)
    costs = [np.where(rng.random(k) < 0.15, INF, rng.integers(0, 20, k)).astype(float)
             for k in ks]
    usages = [rng.integers(0, 6, k).astype(float) for k in ks]
    starts = rng.integers(0, 5, n)
    intervals = [(int(s), int(s + rng.integers(0, 4))) for s in starts]
    edges, edge_costs = [], []
    for _ in range(int(rng.integers(0, 2 * n))):
        u, v = (int(x) for x in rng.integers(0, n, 2))
        if u == v:
            continue
        m = rng.integers(0, 15, (ks[u], ks[v])).astype(float)
        m[rng.random(m.shape) < 0.2] = INF
        edges.append((u, v))
        edge_costs.append(m)
    p = make_problem(costs, usages, intervals, edges, edge_costs,
                     usage_limit=float(rng.integers(4, 14)) if limit else None)
    tier_list: tuple[Tier, ...] = ()
    if tiers:
        tier_list = (Tier("p0", rng.integers(0, 3, len(p.node_cost)).astype(float),
                          rng.integers(0, 2, len(p.edge_cost)).astype(float)),)
    group_list: tuple[AssumptionGroup, ...] = ()
    if groups:
        group_list = tuple(
            AssumptionGroup(f"g{g}", rng.choice(len(p.node_cost), 2, replace=False),
                            (rng.choice(len(p.edge_cost), 1) if len(p.edge_cost) else
                             np.zeros(0, np.int64)), f"t.mlir:{g + 1}:1")
            for g in range(3))
    return StrategyProblem(p.offsets, p.node_cost, p.node_usage, p.intervals, p.edge_nodes,
                           p.edge_offsets, p.edge_cost, p.usage_limit, group_list, tier_list)
