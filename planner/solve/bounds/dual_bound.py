"""A Lagrangian lower bound of a strategy problem: min-sum diffusion on the pairwise costs,
memory priced per time step.

Reparametrisation: moving ``phi`` from an edge into its endpoints' strategy costs leaves
every assignment's total unchanged, so ``Σ_i min θ'_i + Σ_e min θ'_e`` bounds every
assignment from below, whatever ``phi`` is. Diffusion (Schlesinger's augmenting-free
min-sum diffusion) makes each node's cost and its edges' min-marginals equal; nodes of one
colour class share no edge, so a class is updated at once with numpy and each update never
lowers the bound. The usage limit enters as prices ``λ_t ≥ 0`` per time step (strategy
costs plus usage times the summed price of the node's live steps, minus ``λ · limit``);
prices follow Polyak subgradient steps towards the incumbent's cost. Forbidden choices
cost a finite ``big`` here, which only weakens the bound (any finite value keeps it valid).

Where the limit binds at one step, such as a training step's turn from forward to
backward, where every layer's activations are live, one price on that step alone does
far better (:meth:`DualBoundRun.price_at`): a scalar, bisected by whether the strategies
diffusion prefers overflow the step, with enough sweeps between two prices for diffusion
to follow. On a 70B 80-layer training step (4.9M pairs after reductions) it reached a
bound of 0.1252 in 25 s, where the per-step prices stopped at 0.1151 after 31 s. Where
other steps bind too, as on the contest's B, the one price stops far lower (0.299e6
against 0.515e6), so :class:`RacedBound` runs both for ``RACE_SWEEPS`` sweeps and goes
on with the higher.
"""

from __future__ import annotations

import math
import time

import numpy as np

from planner.solve.core.adjacency import Adjacency
from planner.solve.core.coloring import color_classes
from planner.solve.core.problem import StrategyProblem, usage_profile
from planner.solve.core.segments import positions, segment_argmin

# Pairs per block of a side: edges of one shape are cut into blocks this size at most, so
# a sweep's temporary (one float per pair of a block) stays in cache.
BLOCK_PAIRS = 1 << 16


class _Side:
    """The edge entries (edge, endpoint strategy) of one colour class on one side (the
    edges' first or second node), in blocks of edges with cost matrices of one shape:
    per block, the costs as (edges, this side's strategies, the other side's) and where
    each end's phi lives; entries block by block (``phi``: into this side's phi array,
    ``strategy``: the global strategy each adds to)."""

    def __init__(self, p: StrategyProblem, edges: np.ndarray, first: bool,
                 theta_e: np.ndarray, u_off: np.ndarray, v_off: np.ndarray) -> None:
        k = p.num_strategies
        u, v = p.edge_nodes[edges, 0], p.edge_nodes[edges, 1]
        ku, kv = k[u], k[v]
        mine_k, other_k = (ku, kv) if first else (kv, ku)
        mine_off, other_off = (u_off, v_off) if first else (v_off, u_off)
        node = u if first else v
        self.first = first
        # (costs, the other end's phi, this end's phi) per block
        self.blocks: list[tuple[np.ndarray, np.ndarray, np.ndarray]] = []
        phi, strategy = [], []
        for km, ko in sorted(set(zip(mine_k.tolist(), other_k.tolist(), strict=True))):
            same = np.flatnonzero((mine_k == km) & (other_k == ko))
            for chunk in np.array_split(same, -(-len(same) * km * ko // BLOCK_PAIRS)):
                e = edges[chunk]
                costs = theta_e[p.edge_offsets[e][:, None] + np.arange(km * ko)]
                # an edge's matrix is (first node's strategies, second's), row-major
                costs = costs.reshape(len(e), km, ko) if first else \
                    costs.reshape(len(e), ko, km).transpose(0, 2, 1).copy()
                mine_at = mine_off[e][:, None] + np.arange(km)
                self.blocks.append((costs, other_off[e][:, None] + np.arange(ko), mine_at))
                phi.append(mine_at.ravel())
                strategy.append((p.offsets[node[chunk]][:, None] + np.arange(km)).ravel())
        empty = np.zeros(0, np.int64)
        self.phi = np.concatenate(phi) if phi else empty
        self.strategy = np.concatenate(strategy) if strategy else empty

    def least(self, other_phi: np.ndarray) -> list[np.ndarray]:
        """Per block, each entry's least cost less the other end's phi: (edges, this
        side's strategies)."""
        return [(costs - other_phi[at][:, None, :]).min(axis=2) for costs, at, _ in self.blocks]


class DualBound:
    """Diffusion state for ``problem`` (see module docstring)."""

    def __init__(self, problem: StrategyProblem, big: float) -> None:
        p = problem
        self.p = p
        k = p.num_strategies
        theta_e = np.where(np.isinf(p.edge_cost), big, p.edge_cost)
        self.theta_n = np.where(np.isinf(p.node_cost), big, p.node_cost)
        en = p.edge_nodes
        ku, kv = k[en[:, 0]], k[en[:, 1]]
        # Per edge, where its first node's strategies' phi start in phi_u, and its second's
        # in phi_v.
        u_off = (np.cumsum(ku) - ku).astype(np.int64)
        v_off = (np.cumsum(kv) - kv).astype(np.int64)
        self.phi_u = np.zeros(int(ku.sum()))
        self.phi_v = np.zeros(int(kv.sum()))
        adj = Adjacency.of(p)
        deg = adj.degree()
        self.deg_s = np.repeat(deg, k).astype(float)
        self.classes = []
        for cls in color_classes(adj, np.flatnonzero(deg > 0)):
            mask = np.zeros(p.num_nodes, bool)
            mask[cls] = True
            strat = np.repeat(p.offsets[cls], k[cls]) + positions(k[cls])
            self.classes.append((
                strat,
                _Side(p, np.flatnonzero(mask[en[:, 0]]), True, theta_e, u_off, v_off),
                _Side(p, np.flatnonzero(mask[en[:, 1]]), False, theta_e, u_off, v_off)))
        steps = int(p.intervals[:, 1].max(initial=0))
        self.price = np.zeros(steps)
        self.live_w = np.zeros(len(p.node_cost))  # summed price of each strategy's steps
        self.pot = self.theta_n.copy()  # θ + Σ phi + usage · price

    def _minima(self, side: _Side) -> np.ndarray:
        """Per entry of ``side``, the least reparametrised cost of its pairs (its own phi,
        the same for all of them, subtracted once)."""
        if not len(side.phi):
            return np.zeros(0)
        mine, other = (self.phi_u, self.phi_v) if side.first else (self.phi_v, self.phi_u)
        return np.concatenate([m.ravel() for m in side.least(other)]) - mine[side.phi]

    def sweep(self) -> None:
        """One diffusion pass over every colour class."""
        size = len(self.pot)
        for strat, su, sv in self.classes:
            mm_u, mm_v = self._minima(su), self._minima(sv)
            total = self.pot + np.bincount(su.strategy, mm_u, size) \
                + np.bincount(sv.strategy, mm_v, size)
            target = total / (self.deg_s + 1.0)
            self.phi_u[su.phi] += mm_u - target[su.strategy]
            self.phi_v[sv.phi] += mm_v - target[sv.strategy]
            self.pot[strat] = target[strat]

    def value(self) -> tuple[float, np.ndarray]:
        """The bound at the current reparametrisation and prices, and each node's best
        strategy (local index) by its reparametrised cost."""
        p = self.p
        starts = p.offsets[:-1]
        nodes = float(np.minimum.reduceat(self.pot, starts).sum()) if p.num_nodes else 0.0
        # Every edge is on the first side of one class: each row's least less its first
        # node's phi, then each edge's least.
        edges = sum(float((m - self.phi_u[at]).min(axis=1).sum())
                    for _, su, _ in self.classes
                    for m, (_, _, at) in zip(su.least(self.phi_v), su.blocks, strict=True))
        limit = p.usage_limit if p.usage_limit is not None else 0.0
        return nodes + edges - limit * float(self.price.sum()), self.preferred()

    def preferred(self) -> np.ndarray:
        """Each node's strategy (local index) of least reparametrised cost: where the
        relaxation is tight and diffusion near its fixed point, an optimal plan."""
        p = self.p
        if not p.num_nodes:
            return np.zeros(0, np.int64)
        starts = p.offsets[:-1]
        return segment_argmin(np.zeros(len(self.pot)), self.pot, starts) - starts

    def set_prices(self, price: np.ndarray) -> None:
        """Replace the memory prices (moves their effect in the strategy costs)."""
        w = priced_usage(self.p, price)
        self.pot += w - self.live_w
        self.live_w, self.price = w, price


# Unpriced sweeps between two readings of the bound.
VALUE_EVERY = 4
# One step priced: sweeps between two prices, and the first price, a share of the
# incumbent's cost per byte of the limit (the 70B step's settled at 0.17).
PEAK_SWEEPS = 20
PEAK_START_PRICE = 0.25
# Sweeps each pricing gets before the race between them is decided.
RACE_SWEEPS = 2 * PEAK_SWEEPS


class DualBoundRun:
    """Diffusion on ``problem`` that can be resumed: each :meth:`run` continues from the
    reparametrisation and prices the last one reached (the bound only grows)."""

    def __init__(self, problem: StrategyProblem, upper: float | None = None) -> None:
        p = self.p = problem
        self.db = DualBound(p, forbidden_cost(p, upper)) if p.num_nodes else None
        self.best = -math.inf if p.num_nodes else 0.0
        self.step_scale = 1.0
        self.sweeps = 0  # over every run
        self.priced = False  # whether some memory price is positive
        self.peak: _Bisection | None = None  # one step priced (price_at)

    def preferred(self) -> list[np.ndarray]:
        """The plan diffusion prefers so far (:meth:`DualBound.preferred`), if any."""
        return [] if self.db is None else [self.db.preferred()]

    def price_at(self, step: int, upper: float) -> None:
        """From now on price memory at ``step`` alone, the price bisected (see module
        docstring) from ``PEAK_START_PRICE`` of ``upper`` (an incumbent's cost) per byte
        of the limit. Needs a usage limit and ``upper > 0``; a step beyond the last does
        nothing."""
        db, limit = self.db, self.p.usage_limit
        if db is None or limit is None or not 0 <= step < len(db.price) or limit <= 0 \
                or upper <= 0:
            return
        self.peak = _Bisection(step, PEAK_START_PRICE * upper / limit)
        self._set_peak_price()

    def _set_peak_price(self) -> None:
        assert self.db is not None and self.peak is not None
        price = np.zeros(len(self.db.price))
        price[self.peak.step] = self.peak.price
        self.db.set_prices(price)
        self.priced = self.peak.price > 0

    def _step(self, memory: bool, upper: float | None) -> None:
        """Read the bound; with memory, step the prices towards ``upper``."""
        db, p = self.db, self.p
        assert db is not None
        val, a = db.value()
        if val > self.best:
            self.best = val
        elif memory:
            self.step_scale *= 0.7  # no progress: shorter price steps
        if memory and self.peak is not None:
            profile = usage_profile(p, a)
            step = self.peak.step
            over = step < len(profile) and profile[step] > float(p.usage_limit)  # type: ignore[arg-type]  # memory: a limit
            self.peak.update(over)
            self._set_peak_price()
            return
        if memory and upper is not None and math.isfinite(upper):
            g = usage_profile(p, a)[:len(db.price)] - float(p.usage_limit)  # type: ignore[arg-type]  # memory: a limit
            g = np.pad(g, (0, len(db.price) - len(g)))
            g = np.where((db.price <= 0) & (g < 0), 0.0, g)
            norm = float(g @ g)
            if norm > 0:
                size = self.step_scale * max(upper - val, 0.0) / norm
                db.set_prices(np.maximum(db.price + size * g, 0.0))
        self.priced = bool(db.price.any())

    def run(self, upper: float | None = None, time_limit: float = 1.0,
            max_sweeps: int | None = None, target: float | None = None) -> float:
        """The bound after more sweeps (see :func:`dual_bound`)."""
        db, p = self.db, self.p
        if db is None:
            return self.best
        memory = p.usage_limit is not None and len(db.price) > 0
        deadline = time.monotonic() + time_limit
        sweeps = 0
        while True:
            db.sweep()
            sweeps += 1
            self.sweeps += 1
            last = (max_sweeps is not None and sweeps >= max_sweeps) or \
                time.monotonic() >= deadline
            # Unpriced, diffusion never lowers the bound: reading it (a pass over every
            # pair) every few sweeps is enough; priced per step, each sweep steps the
            # prices; priced at one step, the price moves every PEAK_SWEEPS.
            if self.peak is not None:
                read = self.sweeps % PEAK_SWEEPS == 0
            else:
                read = self.priced or self.sweeps % VALUE_EVERY == 0
            if read:
                self._step(memory, upper)
            elif last:
                self.best = max(self.best, db.value()[0])
            if last or (target is not None and _guarded(self.best) >= target):
                break
        return _guarded(self.best)


def _guarded(value: float) -> float:
    """``value`` less a guard against float rounding in the sums."""
    return value - 1e-9 * abs(value)


class _Bisection:
    """One step's memory price, bisected between too cheap (the preferred strategies
    overflow the step) and enough; doubled or halved until both are known."""

    def __init__(self, step: int, price: float) -> None:
        assert price > 0
        self.step, self.price = step, price
        self.low, self.high = 0.0, math.inf

    def update(self, over: bool) -> None:
        if over:
            self.low = self.price
        else:
            self.high = self.price
        if math.isinf(self.high):
            self.price *= 2
        elif self.low == 0:
            self.price /= 2
        else:
            self.price = (self.low + self.high) / 2


class RacedBound:
    """Where the usage limit can bind: diffusion with per-step prices against diffusion
    with one price at ``step`` (see module docstring), each ``RACE_SWEEPS`` sweeps, then
    the higher bound alone. :meth:`run` as :meth:`DualBoundRun.run`."""

    def __init__(self, problem: StrategyProblem, upper: float, step: int) -> None:
        one, per_step = DualBoundRun(problem, upper), DualBoundRun(problem, upper)
        one.price_at(step, upper)
        # The one price first: when time runs out mid-race, on big problems (where the
        # race takes seconds) it is the likelier winner.
        self.runs = [one, per_step]

    @property
    def best(self) -> float:
        return max(r.best for r in self.runs)

    def preferred(self) -> list[np.ndarray]:
        """The plan each run's diffusion prefers so far."""
        return [a for r in self.runs for a in r.preferred()]

    def run(self, upper: float | None = None, time_limit: float = 1.0,
            max_sweeps: int | None = None, target: float | None = None) -> float:
        """The bound after more sweeps: the race's first, then its winner's."""
        deadline = time.monotonic() + time_limit
        racing = self.runs if len(self.runs) > 1 else []
        for r in racing:
            while r.sweeps < RACE_SWEEPS and (max_sweeps is None or max_sweeps > 0):
                if time.monotonic() >= deadline:
                    return _guarded(self.best)
                chunk = min(PEAK_SWEEPS, RACE_SWEEPS - r.sweeps,
                            max_sweeps if max_sweeps is not None else PEAK_SWEEPS)
                r.run(upper, max(deadline - time.monotonic(), 0.0), chunk, target)
                if max_sweeps is not None:
                    max_sweeps -= chunk
                if target is not None and _guarded(self.best) >= target:
                    return _guarded(self.best)
        if len(self.runs) > 1 and all(r.sweeps >= RACE_SWEEPS for r in self.runs):
            self.runs = [max(self.runs, key=lambda r: r.best)]
        if len(self.runs) > 1 or max_sweeps == 0:
            return _guarded(self.best)
        return self.runs[0].run(upper, max(deadline - time.monotonic(), 0.0), max_sweeps,
                                target)


def dual_bound(problem: StrategyProblem, upper: float | None = None,
               time_limit: float = 1.0, max_sweeps: int | None = None,
               target: float | None = None) -> float:
    """A lower bound of ``problem``'s cost (tiers ignored; ``inf`` is never claimed
    unless no strategy is finite). ``upper`` (an incumbent's cost) guides the price steps;
    runs ``max_sweeps`` passes (deterministic) or until ``time_limit`` seconds, or until
    the bound reaches ``target`` (a gap that is good enough), whichever comes first."""
    return DualBoundRun(problem, upper).run(upper, time_limit, max_sweeps, target)


def forbidden_cost(problem: StrategyProblem, upper: float | None) -> float:
    """The finite cost a bound gives forbidden choices: above every finite total and
    ``upper`` (an incumbent's cost), so that it matters, yet small enough to keep the
    float sums exact to ~1e-9."""
    p = problem
    fin_n = p.node_cost[np.isfinite(p.node_cost)]
    fin_e = p.edge_cost[np.isfinite(p.edge_cost)]
    scale = float(np.abs(fin_n).sum() + np.abs(fin_e).sum()) + 1.0
    return 2.0 * max(scale, abs(upper) if upper is not None and math.isfinite(upper) else 0.0)


def priced_usage(problem: StrategyProblem, price: np.ndarray) -> np.ndarray:
    """Per strategy, its usage times the summed ``price`` of its node's live time steps:
    what a memory price per time step adds to its cost."""
    p = problem
    cum = np.concatenate([[0.0], np.cumsum(price)])
    ends = np.minimum(p.intervals, len(price))
    return np.repeat(cum[ends[:, 1]] - cum[ends[:, 0]], p.num_strategies) * p.node_usage
