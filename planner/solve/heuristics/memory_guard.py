"""Keeping node moves within the usage limit: the usage profile of the current
assignment, the room each node has over its live interval, and moves applied so that no
time step overflows (several nodes of one colour class may be live together)."""

from __future__ import annotations

import numpy as np

from planner.solve.core.problem import StrategyProblem, usage_profile


class MemoryGuard:
    """The usage profile of ``a`` under ``problem``'s limit (which must exist)."""

    def __init__(self, problem: StrategyProblem, a: np.ndarray) -> None:
        self.p = problem
        assert problem.usage_limit is not None
        self.limit = float(problem.usage_limit)
        horizon = int(problem.intervals[:, 1].max(initial=0)) + 1
        self.profile = np.zeros(horizon)
        prof = usage_profile(problem, a)
        self.profile[:len(prof)] = prof

    def _room(self, nodes: np.ndarray) -> np.ndarray:
        """limit - peak usage over each node's live interval (inf when never live)."""
        iv = self.p.intervals[nodes]
        room = np.full(len(nodes), np.inf)
        live = np.flatnonzero(iv[:, 1] > iv[:, 0])
        if len(live):
            # Range maxima through a sparse table over the profile.
            table = [self.profile]
            while (1 << len(table)) <= len(self.profile):
                prev, h = table[-1], 1 << (len(table) - 1)
                table.append(np.maximum(prev[:-h], prev[h:]))
            s, e = iv[live, 0], iv[live, 1]
            lev = np.floor(np.log2(e - s)).astype(np.int64)
            peak = np.empty(len(live))
            for level in np.unique(lev).tolist():
                sel = lev == level
                t = table[level]
                peak[sel] = np.maximum(t[s[sel]], t[e[sel] - (1 << level)])
            room[live] = self.limit - peak
        return room

    def overflows(self, nodes: np.ndarray, starts: np.ndarray, strategies: np.ndarray,
                  a: np.ndarray) -> np.ndarray:
        """1.0 for every strategy (flat, node by node) that alone would overflow."""
        p = self.p
        usage = p.node_usage[strategies]
        cur = p.node_usage[p.offsets[nodes] + a[nodes]]
        k = np.diff(np.append(starts, len(strategies)))
        room = np.repeat(self._room(nodes) + cur, k)
        return (usage > room + 1e-9 * max(1.0, self.limit)).astype(np.float64)

    def apply(self, nodes: np.ndarray, new: np.ndarray, a: np.ndarray) -> int:
        """Move ``nodes`` to ``new``: moves that free memory at once, the others one by
        one while they still fit. Returns the number of moves made."""
        p = self.p
        delta = p.node_usage[p.offsets[nodes] + new] - p.node_usage[p.offsets[nodes] + a[nodes]]
        moved = 0
        for i, s, d in zip(nodes.tolist(), new.tolist(), delta.tolist(), strict=True):
            st, en = (int(x) for x in p.intervals[i])
            if d > 0 and en > st and self.profile[st:en].max() + d > self.limit:
                continue
            if en > st:
                self.profile[st:en] += d
            a[i] = s
            moved += 1
        return moved
