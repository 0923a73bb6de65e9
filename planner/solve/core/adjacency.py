"""Incident edges of every node as CSR arrays, and the cost rows a node sees from them."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from planner.solve.core.problem import StrategyProblem


@dataclass(frozen=True)
class Adjacency:
    """Edges incident to node ``i``: ``edges[ptr[i]:ptr[i+1]]``, with the other endpoint
    in ``other`` and ``first`` True where ``i`` is the edge's first node (its strategy
    indexes the rows of the edge's matrix)."""

    ptr: np.ndarray
    edges: np.ndarray
    other: np.ndarray
    first: np.ndarray

    @staticmethod
    def of(problem: StrategyProblem) -> Adjacency:
        n, en = problem.num_nodes, problem.edge_nodes
        ends = np.concatenate([en[:, 0], en[:, 1]])
        order = np.argsort(ends, kind="stable")
        e_ids = np.concatenate([np.arange(len(en)), np.arange(len(en))])[order]
        other = np.concatenate([en[:, 1], en[:, 0]])[order]
        first = np.concatenate([np.ones(len(en), bool), np.zeros(len(en), bool)])[order]
        ptr = np.zeros(n + 1, np.int64)
        np.cumsum(np.bincount(ends, minlength=n), out=ptr[1:])
        return Adjacency(ptr, e_ids, other, first)

    def degree(self) -> np.ndarray:
        return np.diff(self.ptr)

    def incident(self, i: int) -> range:
        return range(int(self.ptr[i]), int(self.ptr[i + 1]))


def edge_row(problem: StrategyProblem, costs: np.ndarray, e: int, first: bool,
             other_strategy: int) -> np.ndarray:
    """``costs`` (laid out as ``problem.edge_cost``) of edge ``e`` for every strategy of
    one endpoint, the other endpoint fixed at ``other_strategy``."""
    u, v = problem.edge_nodes[e]
    k_v = int(problem.offsets[v + 1] - problem.offsets[v])
    base = int(problem.edge_offsets[e])
    if first:  # this node is u: a column of the (k_u, k_v) matrix
        k_u = int(problem.offsets[u + 1] - problem.offsets[u])
        return costs[base + other_strategy: base + k_u * k_v: k_v]
    return costs[base + other_strategy * k_v: base + (other_strategy + 1) * k_v]
