"""Sharding priorities (``{"x"}p0``) as lexicographic solver tiers.

Semantics (README, "Priorities"): every annotation holds whatever its priority; the
priorities decide *where* the reshards go when annotations pull an unannotated tensor two
ways. An annotation's priority is the smallest priority among its dimensions; ones
without any take part in no tier. For each priority ``p`` in increasing order there is
one tier, minimised before the next and before the cost: the reshard seconds on every
edge, each weighted ``2**-d`` where ``d`` is the edge's distance (in nodes) from the
nearest annotation of priority ``p``, except edges touching a node that an annotation of
a later priority restricts (ignored at this tier, as Shardy ignores them in iteration
``p``). So a p0 annotation's sharding spreads as far as it can before any p1 one is
looked at, the reshards land next to the lower-priority annotations, and a conflict is
resolved as far from the higher-priority annotation as possible -- Shardy's "propagate
priority <= i at iteration i, never override what the user wrote".
"""

from __future__ import annotations

from collections import deque
from dataclasses import replace

import numpy as np

from planner.encode.problem.constraints import Constraint
from planner.solve.core.problem import StrategyProblem, Tier


def annotation_priority(c: Constraint) -> int | None:
    """The smallest dimension priority of the constraint's annotation (None if none)."""
    if c.annotation is None:
        return None
    ps = [d.priority for d in c.annotation.sharding.dims if d.priority is not None]
    return min(ps) if ps else None


def _distances(problem: StrategyProblem, sources: set[int], blocked: set[int]) -> np.ndarray:
    n = problem.num_nodes
    adj: list[list[int]] = [[] for _ in range(n)]
    for u, v in problem.edge_nodes:
        adj[int(u)].append(int(v))
        adj[int(v)].append(int(u))
    dist = np.full(n, np.inf)
    queue = deque(sorted(sources))
    for s in sources:
        dist[s] = 0
    while queue:
        u = queue.popleft()
        for v in adj[u]:
            if dist[v] == np.inf and v not in blocked:
                dist[v] = dist[u] + 1
                queue.append(v)
    return dist


def with_priority_tiers(problem: StrategyProblem,
                        constraints: list[Constraint]) -> StrategyProblem:
    """``problem`` with one tier per distinct annotation priority (none if no
    annotation has a priority)."""
    by_priority: dict[int, set[int]] = {}
    for c in constraints:
        p = annotation_priority(c)
        if p is not None:
            by_priority.setdefault(p, set()).update(n for n, _ in c.forbidden_strategies)
    if not by_priority:
        return problem
    sizes = np.diff(problem.edge_offsets)
    tiers = []
    for p in sorted(by_priority):
        later = set().union(*(v for q, v in by_priority.items() if q > p)) - by_priority[p]
        dist = _distances(problem, by_priority[p], later)
        u, v = problem.edge_nodes[:, 0], problem.edge_nodes[:, 1]
        d = np.minimum(dist[u], dist[v]) if problem.num_edges else np.zeros(0)
        if later and problem.num_edges:
            ignored = np.isin(u, list(later)) | np.isin(v, list(later))
            d = np.where(ignored, np.inf, d)
        weight = np.where(np.isfinite(d), 2.0 ** -np.where(np.isfinite(d), d, 0), 0.0)
        tiers.append(Tier(f"priority p{p}", np.zeros(len(problem.node_cost)),
                          problem.edge_cost * np.repeat(weight, sizes)))
    return replace(problem, tiers=(*tiers, *problem.tiers))
