"""Per-segment minima of flat arrays (a node's strategies are one contiguous segment)."""

from __future__ import annotations

import numpy as np


def segment_argmin(bad: np.ndarray, cost: np.ndarray, starts: np.ndarray) -> np.ndarray:
    """Per segment (``starts``: first index of each non-empty segment, increasing) the
    index of the entry with the fewest ``bad`` terms, then the lowest ``cost``; the first
    such index on ties. Indices are absolute (into the flat arrays)."""
    if len(starts) == 0:
        return np.zeros(0, np.int64)
    seg = np.repeat(np.arange(len(starts)), np.diff(np.append(starts, len(bad))))
    low_bad = np.minimum.reduceat(bad, starts)
    c = np.where(bad == low_bad[seg], cost, np.inf)
    low = np.minimum.reduceat(c, starts)
    # Segments where every candidate costs inf still get their fewest-bad entry.
    hit = (c == low[seg]) & (bad == low_bad[seg])
    pos = np.where(hit, np.arange(len(bad)), len(bad))
    return np.minimum.reduceat(pos, starts)
