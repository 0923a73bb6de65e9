"""Independent sets of nodes: nodes of one class share no edge, so their best responses
can be computed and applied together."""

from __future__ import annotations

import numpy as np

from planner.solve.core.adjacency import Adjacency


def color_classes(adj: Adjacency, nodes: np.ndarray) -> list[np.ndarray]:
    """A greedy colouring of ``nodes`` (largest degree first): one sorted index array per
    colour, only edges between ``nodes`` count."""
    n = len(adj.ptr) - 1
    color = np.full(n, -1, np.int64)
    deg = adj.degree()
    order = nodes[np.argsort(-deg[nodes], kind="stable")]
    ptr, other = adj.ptr, adj.other
    for i in order.tolist():
        used = set(color[other[ptr[i]:ptr[i + 1]]].tolist())
        c = 0
        while c in used:
            c += 1
        color[i] = c
    colored = nodes[np.argsort(color[nodes], kind="stable")]
    counts = np.bincount(color[nodes]) if len(nodes) else np.zeros(0, np.int64)
    parts = np.split(colored, np.cumsum(counts)[:-1])
    return [np.sort(c) for c in parts if len(c)]
