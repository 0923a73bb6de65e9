"""Constant memory use as nodes: a usage profile over time steps becomes one
single-strategy node per run of equal non-zero usage, so that a problem keeps the memory of
nodes taken out of it (removed by a reduction, or fixed outside a subproblem)."""

from __future__ import annotations

import numpy as np


def background_nodes(usage: np.ndarray, steps: np.ndarray | None = None
                     ) -> tuple[np.ndarray, np.ndarray]:
    """(intervals int64[m, 2], usages float64[m]) of the runs of ``usage`` (one value per
    time step) that are non-zero, restricted to ``steps`` (a mask) when given."""
    u = np.asarray(usage, np.float64).copy()
    if steps is not None:
        u[~steps] = 0.0
    if u.size == 0:
        return np.zeros((0, 2), np.int64), np.zeros(0)
    change = np.flatnonzero(np.diff(u) != 0) + 1
    starts = np.concatenate([[0], change])
    ends = np.concatenate([change, [len(u)]])
    keep = u[starts] != 0
    return np.stack([starts[keep], ends[keep]], axis=1).astype(np.int64), u[starts[keep]]
