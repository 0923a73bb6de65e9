"""What every strategy of every node costs given its neighbours' strategies, vectorised.

An *entry* is one strategy of one node on one incident edge: the pair cost it forms with
the neighbour's current strategy sits at ``base + stride * a[other]`` in the problem's
flat ``edge_cost``. Summing entries per strategy (``np.bincount``) gives the edge part of
every strategy's local cost in one pass; forbidden pairs are counted apart, so that
``inf`` never has to be added.
"""

from __future__ import annotations

import numpy as np

from planner.solve.core.adjacency import Adjacency
from planner.solve.core.problem import StrategyProblem


class LocalCosts:
    """Entries of ``problem`` (optionally only of the edges where ``use_edge`` is True)."""

    def __init__(self, problem: StrategyProblem, use_edge: np.ndarray | None = None,
                 adjacency: Adjacency | None = None) -> None:
        p = problem
        adj = adjacency or Adjacency.of(p)
        k = p.num_strategies
        slot_node = np.repeat(np.arange(p.num_nodes), adj.degree())
        slots = np.arange(len(adj.edges)) if use_edge is None else \
            np.flatnonzero(use_edge[adj.edges])
        ks = k[slot_node[slots]]
        ent_slot = np.repeat(slots, ks)
        ent_s = np.arange(int(ks.sum())) - np.repeat(np.cumsum(ks) - ks, ks)
        i, j = slot_node[ent_slot], adj.other[ent_slot]
        first = adj.first[ent_slot]
        stride_i = np.where(first, k[j], 1)
        self.strategy = p.offsets[i] + ent_s  # global strategy of the entry
        order = np.argsort(self.strategy, kind="stable")
        self.strategy = self.strategy[order]
        self.base = (p.edge_offsets[adj.edges[ent_slot]] + ent_s * stride_i)[order]
        self.stride = np.where(first, 1, k[i])[order]
        self.other = j[order]
        self.edge = adj.edges[ent_slot][order]
        self.size = len(p.node_cost)
        self.node_of = np.repeat(np.arange(p.num_nodes), k)
        # Entries of node i: entry_ptr[i]:entry_ptr[i+1] (entries are sorted by strategy).
        self.entry_ptr = np.searchsorted(self.strategy, p.offsets)
        self.bad = (~np.isfinite(p.edge_cost)).astype(np.float64)
        self.fin = np.where(self.bad > 0, 0.0, p.edge_cost)

    def pairs(self, a: np.ndarray, entries: np.ndarray | slice = slice(None)) -> np.ndarray:
        """Pair indices (into ``edge_cost``) the ``entries`` form under assignment ``a``."""
        return self.base[entries] + self.stride[entries] * a[self.other[entries]]

    def edge_sums(self, a: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(forbidden pair count, finite edge cost) per global strategy under ``a``."""
        pair = self.pairs(a)
        return (np.bincount(self.strategy, self.bad[pair], self.size),
                np.bincount(self.strategy, self.fin[pair], self.size))

    def node_entries(self, nodes: np.ndarray) -> np.ndarray:
        """Indices of the entries of ``nodes``."""
        lo, hi = self.entry_ptr[nodes], self.entry_ptr[nodes + 1]
        n = hi - lo
        return np.repeat(lo - np.cumsum(n) + n, n) + np.arange(int(n.sum()))
