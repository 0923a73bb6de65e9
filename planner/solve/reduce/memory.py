"""Which nodes' memory use can matter.

A time step is *free* when even the largest usage of every live node (over its surviving
strategies) stays within the limit: no assignment can overflow there. A node live only at
free steps can use any memory, so its usage is irrelevant; the same holds for every node
without a usage limit or never live. Strategies only ever disappear during reduction, so a
free step stays free.
"""

from __future__ import annotations

import numpy as np


def profile(intervals: np.ndarray, values: np.ndarray, horizon: int) -> np.ndarray:
    """Summed ``values`` of the nodes live at each step ``0..horizon-1``."""
    delta = np.zeros(horizon + 1)
    np.add.at(delta, intervals[:, 0], values)
    np.add.at(delta, intervals[:, 1], -values)
    return np.cumsum(delta)[:horizon]


def relevant_nodes(intervals: np.ndarray, max_usage: np.ndarray,
                   limit: float | None) -> tuple[np.ndarray, np.ndarray]:
    """(node mask: live at some step that is not free, step mask: not free)."""
    n = len(intervals)
    if limit is None or n == 0:
        return np.zeros(n, bool), np.zeros(0, bool)
    live = intervals[:, 1] > intervals[:, 0]
    horizon = int(intervals[:, 1].max(initial=0))
    tight = profile(intervals[live], max_usage[live], horizon) > limit
    # A node is relevant when its interval holds a tight step: prefix counts of tight steps.
    count = np.concatenate([[0], np.cumsum(tight)])
    hit = count[intervals[:, 1]] - count[np.minimum(intervals[:, 0], intervals[:, 1])] > 0
    return live & hit, tight
