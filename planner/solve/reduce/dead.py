"""Infinite-cost elimination: a strategy is dead when its own cost is infinite or when
every pair it forms on some edge is (no surviving strategy of that neighbour fits it).
Removing one can kill neighbours' strategies in turn: propagate to a fixpoint (arc
consistency)."""

from __future__ import annotations

import numpy as np

from planner.solve.reduce.work import Work

KIND = "dead strategies"


def eliminate_dead(w: Work, queue: set[int]) -> bool:
    """Remove dead strategies of the nodes in ``queue`` and, transitively, of their
    neighbours (``queue`` is emptied). False when some node lost every strategy."""
    while queue:
        i = queue.pop()
        mask = np.isfinite(w.node[i][-1])
        for j in w.nbrs[i]:
            mask &= np.isfinite(w.matrix(i, j)[-1]).any(axis=1)
        if mask.all():
            continue
        w.count(KIND, strategies=int((~mask).sum()))
        w.keep(i, mask)
        if not mask.any():
            return False
        queue |= w.nbrs[i]
    return True
