"""A lower bound and a plan from sequential tree-reweighted message passing (TRW-S,
Kolmogorov 2006) on a strategy problem's pairwise costs.

The bound is that of the local-polytope LP relaxation's dual, which TRW-S raises
monotonically; on sharding problems that LP is usually tight, so the bound reaches the
optimum and the plan rounded from the messages is the optimal plan, in a fraction of
the time HiGHS' simplex takes for the same LP. Min-sum diffusion
(:mod:`planner.solve.bounds.dual_bound`) updates a colour class at once and carries a
cost one edge per sweep; TRW-S's sweep runs node by node in order and back, carrying it
along the whole program, which is why it must be compiled (numba, in
:mod:`planner.solve.bounds._trws_kernels`).

The usage limit is modelled only by fixed prices (:class:`TrwsRun`): where it binds, the
priced diffusion of :mod:`planner.solve.bounds.dual_bound`, which steps its prices,
bounds better. Forbidden choices cost a finite ``big``, which only weakens the bound.
"""

from __future__ import annotations

import math
import time

import numpy as np

from planner.solve.bounds.dual_bound import forbidden_cost, priced_usage
from planner.solve.core.budget import (
    PROOF_TOLERANCE,
    TRWS_ROW_SECONDS,
    TRWS_SETUP_COST,
    TRWS_SWEEP_COST,
    PassCost,
)
from planner.solve.core.problem import StrategyProblem

# Seconds of sweeps between two readings of the bound (a reading is one more pass), and
# sweeps per reading in a deterministic run (there the readings are part of the work).
READ_EVERY_S = 0.05
READ_EVERY_SWEEPS = 16


class TrwsRun:
    """TRW-S on ``problem`` (tiers ignored) that can be resumed: each :meth:`run`
    continues from the messages the last one reached; the bound only grows. The usage
    limit enters only as fixed ``prices`` per time step, if any (each strategy costs its
    usage times the summed price of its node's live steps more, the bound ``limit x
    Σ prices`` less: valid for any prices of at least 0; without them the bound is the
    problem's without its limit, a relaxation too). A run also stops once its own plan is
    proven within ``relative_gap`` (only without prices: its plans may then overflow)."""

    def __init__(self, problem: StrategyProblem, upper: float | None = None,
                 relative_gap: float = 0.0, prices: np.ndarray | None = None) -> None:
        from planner.solve.bounds import _trws_kernels  # numba, loaded on first use

        self.kernels = _trws_kernels
        p = self.p = problem
        self.relative_gap = relative_gap
        self.priced = priced = prices is not None and p.usage_limit is not None and \
            bool(np.any(prices > 0))
        big = forbidden_cost(p, upper)
        self.node = np.where(np.isinf(p.node_cost), big, p.node_cost)
        self.price_offset = 0.0  # what the prices take off the bound
        if priced:
            assert prices is not None and p.usage_limit is not None
            self.node = self.node + priced_usage(p, prices)
            self.price_offset = -float(p.usage_limit) * float(np.sum(prices))
        self.pair = np.where(np.isinf(p.edge_cost), big, p.edge_cost)
        self.big = big
        n, k = p.num_nodes, p.num_strategies
        # Each edge's matrix also column-major, so that both directions' messages read
        # the pairs in order.
        self.offsets = p.offsets.astype(np.int64)
        self.edge_offsets = p.edge_offsets.astype(np.int64)
        self.transposed = self.kernels.transposed(
            self.pair, self.edge_offsets, k[p.edge_nodes[:, 0]].astype(np.int64),
            k[p.edge_nodes[:, 1]].astype(np.int64))
        self.first = p.edge_nodes[:, 0].astype(np.int64)
        self.second = p.edge_nodes[:, 1].astype(np.int64)
        ends = np.concatenate([self.first, self.second])
        self.incident = (np.argsort(ends, kind="stable") % max(p.num_edges, 1)).astype(np.int64)
        self.incident_at = np.concatenate([[0], np.cumsum(np.bincount(ends, minlength=n))]
                                          ).astype(np.int64)
        # Each node's share of its cost on the chains through it: one over the larger of
        # its edges to earlier and to later nodes (TRW-S's monotonic chains).
        low, high = np.minimum(self.first, self.second), np.maximum(self.first, self.second)
        chains = np.maximum(np.bincount(low, minlength=n), np.bincount(high, minlength=n))
        self.weight = 1.0 / np.maximum(chains, 1)
        ku, kv = k[self.first], k[self.second]
        self.first_at = (np.cumsum(ku) - ku).astype(np.int64)
        self.second_at = (np.cumsum(kv) - kv).astype(np.int64)
        self.to_first = np.zeros(int(ku.sum()))
        self.to_second = np.zeros(int(kv.sum()))
        self.plan = np.zeros(n, np.int64)
        self.plan_cost = np.array([math.inf])
        self.best = -math.inf if n else 0.0
        self.sweeps = 0  # over every run

    def start_from(self, to_first: np.ndarray, to_second: np.ndarray) -> None:
        """Continue from these messages instead of those reached so far: a
        reparametrisation in the layout of :class:`planner.solve.bounds.dual_bound.DualBound`
        (``phi_u``, ``phi_v``), such as a tied problem's lifted to this one."""
        self.to_first = np.array(to_first, float)
        self.to_second = np.array(to_second, float)
        if self.p.num_nodes:
            self.best = max(self.best, self._value())

    def preferred(self) -> list[np.ndarray]:
        """The cheapest valid plan rounded from the messages so far, if any."""
        return [self.plan.copy()] if self.plan_cost[0] < self.big else []

    def run(self, upper: float | None = None, time_limit: float = 1.0,
            max_sweeps: int | None = None, target: float | None = None) -> float:
        """The bound after more sweeps: ``max_sweeps`` of them (deterministic), or until
        ``time_limit`` seconds, or until the bound reaches ``target``, whichever comes
        first (``upper`` is unused: no prices to step)."""
        if self.p.num_nodes == 0:
            return self.best
        deadline = time.monotonic() + time_limit
        chunk = READ_EVERY_SWEEPS if max_sweeps is not None else 1
        done = 0
        while max_sweeps is None or done < max_sweeps:
            count = chunk if max_sweeps is None else min(chunk, max_sweeps - done)
            began = time.monotonic()
            self.kernels.sweeps(count, self.node, self.offsets, self.pair, self.transposed,
                           self.edge_offsets, self.first, self.second, self.incident,
                           self.incident_at, self.weight, self.to_first, self.first_at,
                           self.to_second, self.second_at, self.plan, self.plan_cost)
            done += count
            self.sweeps += count
            self.best = max(self.best, self._value())
            now = time.monotonic()
            if now >= deadline or (target is not None and _guarded(self.best) >= target) \
                    or self._proven():
                break
            if max_sweeps is None:  # the next reading READ_EVERY_S later, or at the deadline
                per_sweep = max((now - began) / count, 1e-6)
                chunk = max(1, min(int(READ_EVERY_S / per_sweep),
                                   int((deadline - now) / per_sweep)))
        return _guarded(self.best)

    def last_excess(self, nodes: np.ndarray) -> tuple[float, np.ndarray]:
        """The bound of the messages reached, and per node of ``nodes`` how much more at
        least any assignment that gives it its last strategy costs
        (``_trws_kernels.last_excess``)."""
        if self.p.num_nodes == 0:
            return 0.0, np.zeros(len(nodes))
        value, excess = self.kernels.last_excess(
            self.node, self.offsets, self.pair, self.edge_offsets, self.first, self.second,
            self.incident, self.incident_at, self.to_first, self.first_at, self.to_second,
            self.second_at, np.asarray(nodes, np.int64))
        return self.price_offset + value, excess

    def _proven(self) -> bool:
        """Whether the bound proves the run's own plan within its gap target."""
        cost = float(self.plan_cost[0])
        return not self.priced and cost < self.big and \
            cost - _guarded(self.best) <= max(self.relative_gap, PROOF_TOLERANCE) * abs(cost)

    def _value(self) -> float:
        return self.price_offset + float(self.kernels.bound(
            self.node, self.offsets, self.pair, self.edge_offsets, self.first, self.second,
            self.incident, self.incident_at, self.to_first, self.first_at, self.to_second,
            self.second_at))


def sweep_cost(problem: StrategyProblem) -> PassCost:
    """What one sweep over ``problem`` takes (``TRWS_SWEEP_COST``), the rows of its edges'
    blocks priced into each pair."""
    k = problem.num_strategies
    rows = float((k[problem.edge_nodes[:, 0]] + k[problem.edge_nodes[:, 1]]).sum())
    per_row = TRWS_ROW_SECONDS * rows / max(len(problem.edge_cost), 1)
    return PassCost(TRWS_SWEEP_COST.fixed, TRWS_SWEEP_COST.per_pair + per_row)


def setup_seconds(problem: StrategyProblem) -> float:
    """About how long building a :class:`TrwsRun` on ``problem`` takes."""
    return TRWS_SETUP_COST.fixed + TRWS_SETUP_COST.per_pair * len(problem.edge_cost)


def _guarded(value: float) -> float:
    """``value`` less a guard against float rounding in the sums."""
    return value - 1e-9 * abs(value)
