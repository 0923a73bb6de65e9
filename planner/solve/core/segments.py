"""Per-segment minima of flat arrays (a node's strategies are one contiguous segment)."""

from __future__ import annotations

from collections.abc import Iterator

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


def positions(sizes: np.ndarray) -> np.ndarray:
    """Each entry's index inside its segment, for consecutive segments of ``sizes``
    (``[2, 3]`` -> ``[0, 1, 0, 1, 2]``)."""
    sizes = np.asarray(sizes, np.int64)
    return np.arange(int(sizes.sum())) - np.repeat(np.cumsum(sizes) - sizes, sizes)


# Edge pairs visited at once by ``pair_chunks``: bounds the temporary arrays of a pass
# over every pair (a big problem's would take hundreds of MB per int64 array at once);
# small chunks reuse the same pages, and so run faster than big ones.
CHUNK_PAIRS = 1 << 18


def pair_chunks(sizes: np.ndarray, offsets: np.ndarray,
                chunk: int = CHUNK_PAIRS) -> Iterator[tuple[int, int, np.ndarray, np.ndarray]]:
    """Runs of whole segments (``sizes[e]`` entries from ``offsets[e]``) of about
    ``chunk`` entries: ``(first, last, segment of each entry, its index in its segment)``
    for segments ``first:last``."""
    first = 0
    count = len(sizes)
    while first < count:
        last = int(np.searchsorted(offsets, offsets[first] + chunk, side="right")) - 1
        last = min(max(last, first + 1), count)
        size = sizes[first:last]
        yield first, last, np.repeat(np.arange(first, last), size), positions(size)
        first = last
