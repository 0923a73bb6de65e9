"""Tiers as one objective for the heuristics: each tier is weighted above everything
that follows it (the cost and later tiers), so minimising the weighted sum minimises
lexicographically as long as float precision holds. The heuristic only needs good valid
solutions; exact lexicographic optimisation is the CP-SAT model's job."""

from __future__ import annotations

import numpy as np

from planner.solve.core.problem import StrategyProblem


def _span(node: np.ndarray, edge: np.ndarray | None, p: StrategyProblem) -> float:
    """An upper bound of how much an objective can vary between assignments."""
    fin = np.where(np.isfinite(node), node, 0.0)
    total = float(np.abs(fin).sum())
    if edge is not None:
        total += float(np.abs(np.where(np.isfinite(edge), edge, 0.0)).sum())
    return total + 1.0


def scalarize(problem: StrategyProblem) -> StrategyProblem:
    """``problem`` without tiers: their objectives folded into the cost with weights."""
    p = problem
    if not p.tiers:
        return p
    node, edge = p.node_cost.copy(), p.edge_cost.copy()
    weight = _span(node, edge, p)
    for s in reversed(p.tiers):
        node = node + weight * s.node_cost
        if s.edge_cost is not None:
            edge = edge + weight * s.edge_cost
        weight *= _span(s.node_cost, s.edge_cost, p)
    return StrategyProblem(p.offsets, node, p.node_usage, p.intervals, p.edge_nodes,
                           p.edge_offsets, edge, p.usage_limit, (), (), p.name, p.node_names)
