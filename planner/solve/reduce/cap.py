"""The strategy cap (the one inexact reduction): when the problem holds more edge pairs
than the solve can search within its limit, every node keeps at most ``k`` strategies,
``k`` the largest that fits the pair budget: its leanest (memory stays satisfiable where
it was) and the best by their own cost plus the cheapest reply of each neighbour (tiers
first). An optimum may be lost, so a solve that capped says how many strategies went and
its bound holds over the kept ones only."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from planner.solve.reduce.work import Work

KIND = "strategies capped (inexact)"
# Never fewer than this many per node, whatever the budget.
MIN_KEPT = 8


def pairs_after_cap(ku: np.ndarray, kv: np.ndarray, k: int) -> int:
    """Edge pairs left when no node keeps more than ``k`` strategies."""
    return int((np.minimum(ku, k) * np.minimum(kv, k)).sum())


def cap_strategies(w: Work, max_pairs: int, keep: np.ndarray | None = None,
                   rank: Callable[[], np.ndarray] | None = None) -> set[int]:
    """Cap every node's strategies so that the edges hold about ``max_pairs`` pairs (see
    the module docstring), keeping ``keep`` (an original strategy per node: a hint) where
    it is left; the nodes that lost strategies. ``rank`` (it gives a score per strategy
    of the problem, lower first; called only where the cap cuts), where given, takes the
    place of the local prices: the min-marginals of a relaxation see past the neighbours
    (a conv sharded on its batch costs more where it is and saves the reshards of the
    whole encoder after it)."""
    if not w.edges or w.pairs() <= max_pairs:
        return set()
    kept = np.array([len(s) for s in w.kept])
    ends = np.array(list(w.edges), np.int64)
    ku, kv = kept[ends[:, 0]], kept[ends[:, 1]]
    lo, hi = MIN_KEPT, max(MIN_KEPT, int(kept.max()))
    while lo < hi:  # the largest k within the budget (MIN_KEPT at least)
        mid = (lo + hi + 1) // 2
        lo, hi = (mid, hi) if pairs_after_cap(ku, kv, mid) <= max_pairs else (lo, mid - 1)
    removed = 0
    capped = np.flatnonzero(kept > lo)
    scores = rank() if rank is not None else None
    for i in capped.tolist():
        if scores is not None:
            start = int(w.p.offsets[i])
            best = np.argsort(scores[start + w.kept[i]], kind="stable")
        else:
            levels = w.node[i].copy()  # (tiers + cost, k_i)
            for j in w.nbrs[i]:
                levels = levels + w.matrix(i, j).min(axis=2)
            best = np.lexsort(levels[::-1])  # first tier most significant
        leanest = int(np.argmin(w.usage[i]))
        mask = np.zeros(kept[i], bool)
        mask[leanest] = True
        if keep is not None:
            mask[w.kept[i] == keep[i]] = True
        mask[best[~mask[best]][: max(0, lo - int(mask.sum()))]] = True
        w.keep(i, mask)
        removed += int(kept[i]) - int(mask.sum())
    w.count(KIND, strategies=removed)
    return set(capped.tolist())
