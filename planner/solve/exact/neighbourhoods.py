"""Neighbourhoods for large-neighbourhood search: sets of movable nodes that are worth
re-solving together (coupled by edges, by shared memory, or by program order)."""

from __future__ import annotations

import numpy as np

from planner.solve.core.adjacency import Adjacency
from planner.solve.core.problem import StrategyProblem, usage_profile


def ball(adj: Adjacency, root: int, size: int, rng: np.random.Generator,
         movable: np.ndarray) -> np.ndarray:
    """Breadth-first from ``root`` over movable nodes (neighbours in random order), up to
    ``size`` nodes."""
    seen = {root}
    frontier = [root]
    while frontier and len(seen) < size:
        nxt: list[int] = []
        for i in frontier:
            for j in rng.permutation(adj.other[adj.ptr[i]:adj.ptr[i + 1]]).tolist():
                if j not in seen and movable[j]:
                    seen.add(j)
                    nxt.append(j)
                    if len(seen) >= size:
                        return np.fromiter(seen, np.int64, len(seen))
        frontier = nxt
    return np.fromiter(seen, np.int64, len(seen))


def live_at(problem: StrategyProblem, t: int, size: int, rng: np.random.Generator,
            movable: np.ndarray) -> np.ndarray:
    """Movable nodes live at step ``t`` (they share its memory row), up to ``size``."""
    iv = problem.intervals
    live = np.flatnonzero((iv[:, 0] <= t) & (t < iv[:, 1]) & movable)
    return rng.choice(live, size, replace=False) if len(live) > size else live


def peak_step(problem: StrategyProblem, assignment: np.ndarray,
              rng: np.random.Generator, top: int = 10) -> int:
    """One of the ``top`` steps of highest usage under ``assignment``."""
    profile = usage_profile(problem, assignment)
    if len(profile) == 0:
        return 0
    return int(rng.choice(np.argsort(-profile, kind="stable")[:top]))


def edge_ends(problem: StrategyProblem, size: int, rng: np.random.Generator,
              movable: np.ndarray) -> np.ndarray:
    """Both ends of random edges (spread over the graph), up to ``size`` movable nodes."""
    if problem.num_edges == 0:
        return np.zeros(0, np.int64)
    picked = rng.choice(problem.num_edges, min(problem.num_edges, size), replace=False)
    ends = np.unique(problem.edge_nodes[picked].ravel())
    ends = ends[movable[ends]]
    return rng.choice(ends, size, replace=False) if len(ends) > size else ends


def order_window(movable_nodes: np.ndarray, size: int, rng: np.random.Generator) -> np.ndarray:
    """A run of ``size`` consecutive movable nodes in index order (program order in the
    contest instances and in encoded programs)."""
    if len(movable_nodes) <= size:
        return movable_nodes
    start = int(rng.integers(0, len(movable_nodes) - size + 1))
    return movable_nodes[start:start + size]
