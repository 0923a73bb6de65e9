"""The distinct maximal sets of nodes live at one time step: one memory row each suffices,
since every other step's live set is contained in one of them."""

from __future__ import annotations

import heapq

import numpy as np


def maximal_live_times(intervals: np.ndarray) -> np.ndarray:
    """Time steps whose live sets (``start <= t < end``) are maximal and distinct."""
    live = intervals[:, 1] > intervals[:, 0]
    starts = np.unique(intervals[live, 0])
    order = np.argsort(intervals[:, 0], kind="stable")
    order = order[live[order]]
    ends: list[int] = []  # min-heap of the ends of the nodes live so far
    out: list[int] = []
    k = 0
    for idx, t in enumerate(starts):
        while k < len(order) and intervals[order[k], 0] <= t:
            heapq.heappush(ends, int(intervals[order[k], 1]))
            k += 1
        while ends and ends[0] <= t:
            heapq.heappop(ends)
        following = starts[idx + 1] if idx + 1 < len(starts) else None
        # The set grows into the next start's set unless one of its nodes ends first.
        if following is None or (ends and ends[0] <= following):
            out.append(int(t))
    return np.asarray(out, np.int64)


def live_nodes(intervals: np.ndarray, t: int) -> np.ndarray:
    return np.flatnonzero((intervals[:, 0] <= t) & (t < intervals[:, 1]))
