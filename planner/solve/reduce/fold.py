"""Folding nodes whose memory use cannot matter (see :mod:`memory`) into their neighbours.

* A leaf (one neighbour ``j``) becomes part of ``j``'s node costs: for every strategy of
  ``j`` the leaf's lexicographically best reply (node plus edge levels) is added, and the
  reply is remembered for lifting.
* A series node (two neighbours ``j``, ``k``) becomes an edge between them, the min-plus
  product of its two edges through its own costs, again remembering the best reply per
  pair.

Tiers are carried as levels and replies are lexicographic minima, so both are exact with
tiers. The node then has no edges; :mod:`isolated` removes it and keeps its (constant)
usage where memory matters.
"""

from __future__ import annotations

import numpy as np

from planner.solve.reduce.lexmin import lex_argmin, take
from planner.solve.reduce.work import Work

LEAF = "folded leaves"
SERIES = "series nodes"
# Series products larger than this (node x neighbour x neighbour strategies) are skipped.
MAX_SERIES_ENTRIES = 2_000_000


def _neutral(w: Work, i: int, relevant: np.ndarray) -> bool:
    return not relevant[i] or bool(np.ptp(w.usage[i]) == 0)


def fold_leaves(w: Work, relevant: np.ndarray) -> set[int]:
    """Fold memory-neutral leaves; the neighbours that changed."""
    touched: set[int] = set()
    for i in range(len(w.kept)):
        if w.out_of_time():
            break
        if len(w.nbrs[i]) != 1 or not _neutral(w, i, relevant):
            continue
        (j,) = w.nbrs[i]
        total = w.node[i][:, :, None] + w.matrix(i, j)  # (L, leaf, neighbour)
        best = lex_argmin(total)
        w.node[j] = w.node[j] + take(total, best)
        w.folded.append((i, (j,), w.original_table((j,), w.kept[i][best])))
        _collapse(w, i, best)
        w.drop_edge(i, j)
        w.count(LEAF, nodes=1, edges=1)
        touched.add(j)
    return touched


def fold_series(w: Work, relevant: np.ndarray) -> set[int]:
    """Fold memory-neutral nodes of degree two; the neighbours that changed."""
    touched: set[int] = set()
    for i in range(len(w.kept)):
        if w.out_of_time():
            break
        if len(w.nbrs[i]) != 2 or not _neutral(w, i, relevant):
            continue
        j, k = sorted(w.nbrs[i])
        size = len(w.kept[i]) * len(w.kept[j]) * len(w.kept[k])
        if size > MAX_SERIES_ENTRIES:
            continue
        # total[l, a, b, c]: i at a, j at b, k at c.
        total = (w.node[i][:, :, None, None] + w.matrix(i, j)[:, :, :, None]
                 + w.matrix(i, k)[:, :, None, :])
        best = lex_argmin(total)
        w.folded.append((i, (j, k), w.original_table((j, k), w.kept[i][best])))
        _collapse(w, i, best)
        w.drop_edge(i, j)
        w.drop_edge(i, k)
        w.add_edge(j, k, take(total, best))
        w.count(SERIES, nodes=1, edges=1)
        touched |= {j, k}
    return touched


def _collapse(w: Work, i: int, replies: np.ndarray) -> None:
    """Leave folded node ``i`` one strategy at no cost (its costs now live elsewhere): one
    of its replies, so that its usage stays a usage it really has."""
    mask = np.zeros(len(w.kept[i]), bool)
    mask[int(replies.flat[0])] = True
    w.node[i] = np.zeros_like(w.node[i])
    w.keep(i, mask)
