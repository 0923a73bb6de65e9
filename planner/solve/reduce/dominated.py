"""Dominated strategies: strategy ``b`` of a node goes when another strategy ``a`` of the
same node is no worse on the node, on every incident edge against every neighbour
strategy, in every tier, and (only where the node's memory can matter) in usage. Some
optimum never uses ``b``: replacing ``b`` by ``a`` in it costs no more and stays valid.
Of equal strategies the lowest-numbered one stays."""

from __future__ import annotations

import numpy as np

from planner.solve.reduce.work import Work

KIND = "dominated strategies"
# The pairwise comparison is quadratic in the strategies of a node.
MAX_STRATEGIES = 128


def remove_dominated(w: Work, nodes: np.ndarray, relevant: np.ndarray) -> set[int]:
    """Remove dominated strategies of ``nodes``; the nodes that lost some."""
    changed: set[int] = set()
    for i in nodes.tolist():
        if w.out_of_time():
            break
        k = len(w.kept[i])
        if k < 2 or k > MAX_STRATEGIES or w.removed[i]:
            continue
        cols = [w.node[i].T]
        if relevant[i]:
            cols.append(w.usage[i][:, None])
        cols.extend(w.matrix(i, j).transpose(1, 0, 2).reshape(k, -1) for j in w.nbrs[i])
        f = np.concatenate(cols, axis=1)
        le = np.asarray((f[:, None, :] <= f[None, :, :]).all(axis=2))  # a no worse than b
        np.fill_diagonal(le, False)
        equal = le & le.T
        dominated = np.asarray((le & ~equal).any(axis=0) | np.triu(equal, 1).any(axis=0))
        if dominated.any():
            w.count(KIND, strategies=int(dominated.sum()))
            w.keep(i, ~dominated)
            changed.add(i)
    return changed
