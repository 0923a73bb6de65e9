"""Lexicographic minima over cost levels (tiers first, the cost last).

Reductions carry every objective as one array with a leading level axis: level ``l < L-1``
is tier ``l``, level ``L-1`` the cost, where ``inf`` marks a forbidden choice. A choice
is better when it is allowed, then when its tiers are lower in order, then its cost.
"""

from __future__ import annotations

import numpy as np


def lex_argmin(levels: np.ndarray) -> np.ndarray:
    """Index along axis 1 of the lexicographically best entry of ``levels`` (shape
    ``(L, k, ...)``) for every position of the remaining axes; the lowest index on ties."""
    cost = levels[-1]
    if len(levels) == 1:  # the cost alone (inf is never below a finite cost; no NaN)
        return np.argmin(cost, axis=0)
    mask = np.ones(cost.shape, bool)
    # Feasibility comes before every tier: an allowed choice beats any forbidden one.
    for key in (~np.isfinite(cost), *levels):
        k = np.where(mask, key, np.inf)
        mask &= k == k.min(axis=0, keepdims=True)
    return mask.argmax(axis=0)


def take(levels: np.ndarray, index: np.ndarray) -> np.ndarray:
    """``levels[:, index[...], ...]`` position by position (the result drops axis 1)."""
    return np.take_along_axis(levels, index[None, None], axis=1)[:, 0]
