"""Nodes without edges: one whose memory use cannot matter (or with a single strategy)
takes its lexicographically best strategy, which goes to the offset; the node leaves the
problem, its then constant usage kept as background where memory matters."""

from __future__ import annotations

import numpy as np

from planner.solve.reduce.lexmin import lex_argmin
from planner.solve.reduce.work import Work

KIND = "isolated nodes"


def fix_isolated(w: Work, relevant: np.ndarray) -> None:
    """Fix and remove the isolated nodes that allow it."""
    folded = {f[0] for f in w.folded}
    for i in np.flatnonzero(~w.removed).tolist():
        if w.nbrs[i]:
            continue
        k = len(w.kept[i])
        if k > 1 and relevant[i] and np.ptp(w.usage[i]) > 0:
            continue  # its choice trades cost for memory: the solver decides
        s = int(lex_argmin(w.node[i]))
        w.offset += w.node[i][:, s]
        mask = np.zeros(k, bool)
        mask[s] = True
        w.keep(i, mask)
        w.fixed[i] = w.kept[i][0]
        w.remove(i)
        # Folded nodes were already counted by their own reduction.
        if i not in folded:
            w.count(KIND, nodes=1, strategies=k - 1)
