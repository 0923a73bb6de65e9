"""A lower bound of any strategy problem, cheap at any size: every edge's cost is at least
its cheapest reply to the first node's strategy, so folding those minima into the first
node's costs and taking each node's minimum bounds every assignment (memory ignored)."""

from __future__ import annotations

import numpy as np

from planner.solve.core.problem import StrategyProblem


def folded_bound(problem: StrategyProblem) -> float:
    """Σ_i min_s (c_i(s) + Σ_{edges e=(i,j)} min_b c_e(s, b)); inf when infeasible."""
    p = problem
    folded = p.node_cost.copy()
    for e in range(p.num_edges):
        u = int(p.edge_nodes[e, 0])
        folded[p.offsets[u]:p.offsets[u + 1]] += p.edge_matrix(e).min(axis=1)
    if p.num_nodes == 0:
        return 0.0
    return float(np.minimum.reduceat(folded, p.offsets[:-1]).sum())
