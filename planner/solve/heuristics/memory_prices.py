"""Prices on memory per time step (Lagrange multipliers of the usage limit): a strategy's
priced cost is its cost plus its usage times the summed price of the steps its node is
live at. Prices rise at steps over the limit and decay where there is room."""

from __future__ import annotations

import copy

import numpy as np

from planner.solve.core.problem import StrategyProblem


class MemoryPrices:
    """Per-step prices for ``problem`` (all zero without a usage limit)."""

    RISE = 1.3  # factor at an overflowing step
    DECAY = 0.6  # factor at a step with more than ``ROOM`` of the limit free
    ROOM = 0.02

    def __init__(self, problem: StrategyProblem, node_fin: np.ndarray) -> None:
        p = problem
        self.p = p
        self.price = np.zeros(int(p.intervals[:, 1].max(initial=0)) + 1)
        self.node_of = np.repeat(np.arange(p.num_nodes), p.num_strategies)
        # First price of an overflowing step: a typical cost per unit of memory (over the
        # nodes that trade one for the other) spread over a typical live interval.
        self.floor = 0.0
        if p.usage_limit is not None and p.num_nodes:
            off = p.offsets[:-1]
            du = np.maximum.reduceat(p.node_usage, off) - np.minimum.reduceat(p.node_usage, off)
            dc = np.maximum.reduceat(node_fin, off) - np.minimum.reduceat(node_fin, off)
            both = (du > 0) & (dc > 0)
            length = np.diff(p.intervals, axis=1)[:, 0]
            if both.any():
                self.floor = float(np.median(dc[both] / du[both])) / max(1.0, float(
                    np.median(length[length > 0])) if (length > 0).any() else 1.0)
            elif (du > 0).any():
                self.floor = 1.0 / float(du[du > 0].min())

    def copy(self) -> MemoryPrices:
        """Prices that move on their own from these."""
        other = copy.copy(self)
        other.price = self.price.copy()
        return other

    def priced(self, node_fin: np.ndarray, price: np.ndarray | None = None) -> np.ndarray:
        """Node costs plus usage times the price (``self.price`` unless given) of the
        node's live steps."""
        cum = np.concatenate([[0.0], np.cumsum(self.price if price is None else price)])
        w = cum[self.p.intervals[:, 1]] - cum[self.p.intervals[:, 0]]
        return node_fin + w[self.node_of] * self.p.node_usage

    def over(self, profile: np.ndarray) -> np.ndarray:
        """Steps (of the price array) where ``profile`` exceeds the limit."""
        prof = np.zeros(len(self.price))
        prof[:min(len(profile), len(prof))] = profile[:len(prof)]
        return prof > (np.inf if self.p.usage_limit is None else self.p.usage_limit)

    def update(self, profile: np.ndarray) -> None:
        """Raise prices where ``profile`` (usage per step) overflows, lower them where
        there is room."""
        limit = self.p.usage_limit
        if limit is None:
            return
        prof = np.zeros(len(self.price))
        prof[:min(len(profile), len(prof))] = profile[:len(prof)]
        over = prof > limit
        self.price = np.where(over, np.maximum(self.price * self.RISE, self.floor),
                              np.where(prof < (1 - self.ROOM) * limit,
                                       self.price * self.DECAY, self.price))
