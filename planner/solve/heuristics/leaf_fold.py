"""Leaves folded into their hubs for the heuristic: a node with one neighbour always
takes its best reply to that neighbour's strategy, so the hub can be priced as if its
leaves moved with it (an exact joint move of a star)."""

from __future__ import annotations

import numpy as np

from planner.solve.core.adjacency import Adjacency
from planner.solve.core.problem import StrategyProblem
from planner.solve.core.segments import segment_argmin


class LeafFold:
    """The leaves of ``problem`` (degree one, hub not itself a leaf unless of higher
    number) and, per (leaf, hub strategy) group, the pairs to minimise over."""

    def __init__(self, problem: StrategyProblem, adjacency: Adjacency | None = None,
                 enabled: bool = True) -> None:
        p = problem
        adj = adjacency or Adjacency.of(p)
        deg = adj.degree()
        k = p.num_strategies
        cand = np.flatnonzero((deg == 1) & (k > 1) & enabled)
        hub = adj.other[adj.ptr[cand]]
        # Two leaves joined to each other: the lower-numbered one is the hub.
        keep = (deg[hub] > 1) | (hub < cand)
        self.leaves, self.hubs = cand[keep], hub[keep]
        self.edges = adj.edges[adj.ptr[self.leaves]]
        self.leaf_first = adj.first[adj.ptr[self.leaves]]
        kh, kl = k[self.hubs], k[self.leaves]
        # Groups: (leaf, hub strategy); entries within a group: the leaf's strategies.
        self.group_ptr = np.concatenate([[0], np.cumsum(kh)])  # per leaf
        g_leaf = np.repeat(np.arange(len(self.leaves)), kh)
        g_s = np.arange(int(kh.sum())) - np.repeat(self.group_ptr[:-1], kh)
        self.group_hub_strategy = p.offsets[self.hubs][g_leaf] + g_s
        size = kl[g_leaf]
        self.starts = (np.cumsum(size) - size).astype(np.int64)
        e_group = np.repeat(np.arange(len(g_leaf)), size)
        e_sl = np.arange(int(size.sum())) - np.repeat(self.starts, size)
        e_leaf = g_leaf[e_group]
        e_sh = g_s[e_group]
        base = p.edge_offsets[self.edges][e_leaf]
        first = self.leaf_first[e_leaf]
        self.entry_leaf_strategy = p.offsets[self.leaves][e_leaf] + e_sl
        self.entry_local = e_sl
        self.entry_pair = np.where(first, base + e_sl * kh[e_leaf] + e_sh,
                                   base + e_sh * kl[e_leaf] + e_sl)
        self.is_leaf = np.zeros(p.num_nodes, bool)
        self.is_leaf[self.leaves] = True
        self.leaf_edge = np.zeros(p.num_edges, bool)
        self.leaf_edge[self.edges] = True
        self.size = len(p.node_cost)

    def fold(self, node_bad: np.ndarray, pen: np.ndarray, edge_bad: np.ndarray,
             edge_fin: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """(forbidden count, cost) added to every hub strategy by its leaves' best replies
        under node costs ``pen``, and the reply (local strategy) per group."""
        if len(self.leaves) == 0:
            z = np.zeros(self.size)
            return z, z.copy(), np.zeros(0, np.int64)
        bad = node_bad[self.entry_leaf_strategy] + edge_bad[self.entry_pair]
        val = pen[self.entry_leaf_strategy] + edge_fin[self.entry_pair]
        best = segment_argmin(bad, val, self.starts)
        return (np.bincount(self.group_hub_strategy, bad[best], self.size),
                np.bincount(self.group_hub_strategy, val[best], self.size),
                self.entry_local[best])

    def replies(self, reply: np.ndarray, a: np.ndarray) -> np.ndarray:
        """The leaves' best replies to their hubs' strategies in ``a``."""
        return reply[self.group_ptr[:-1] + a[self.hubs]]
