"""The fast primal heuristic: min-sum message passing under memory prices, then node
moves, memory repair and local search that keep solutions valid.

Every round prices memory per time step (:class:`MemoryPrices`), runs a few rounds of
message passing (:class:`MinSum`, warm from the last) on the priced costs, takes each
node's best strategy by belief, improves it with best-response sweeps (leaves move with
their hubs), repairs memory if the limit is exceeded, and keeps the best valid solution
after a final sweep of moves that respect the limit. Prices then rise at overflowing
steps and fall where there is room. Tiers are folded into one objective
(:func:`scalarize`). Everything is deterministic for a given seed and round count.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

import numpy as np

from planner.solve.core.adjacency import Adjacency
from planner.solve.core.local_costs import LocalCosts
from planner.solve.core.problem import StrategyProblem, evaluate_assignment, usage_profile
from planner.solve.core.scalarize import scalarize
from planner.solve.core.segments import segment_argmin
from planner.solve.heuristics.icm import Sweeper
from planner.solve.heuristics.memory_guard import MemoryGuard
from planner.solve.heuristics.memory_prices import MemoryPrices
from planner.solve.heuristics.memory_repair import repair
from planner.solve.heuristics.min_sum import MinSum

MESSAGE_ROUNDS = 10  # message-passing iterations per round
GREEDY_ROUNDS = 40  # rounds greedy spends at most looking for a first valid solution
GREEDY_EXTRA_ROUNDS = 10  # rounds greedy adds after its first valid solution, at most
REPAIR_ESCALATIONS = 5  # local price rises before a round gives up repairing
STALL_ROUNDS = 3  # rounds without progress before a stalled local search may stop


class PricedSearch:
    """State of the heuristic on one problem: messages, prices, the best valid solution."""

    def __init__(self, problem: StrategyProblem, seed: int = 0) -> None:
        self.original = problem
        q = scalarize(problem)
        self.q = q
        # Seed 0 sweeps the colour classes in a fixed order; other seeds shuffle it, so
        # that retries with other seeds explore differently.
        self.rng = np.random.default_rng(seed) if seed else None
        adj = Adjacency.of(q)
        self.adj = adj
        self.sweeper = Sweeper(q, adj)
        self.local = LocalCosts(q, adjacency=adj)
        self.plain = Sweeper(q, adj, fold_leaves=False) if q.usage_limit is not None else None
        fin = self.sweeper.node_fin
        big = 1e6 * max(1.0, float(np.abs(fin).max(initial=0.0)),
                        float(np.abs(self.local.fin).max(initial=0.0)))
        self.forbidden = big * self.sweeper.node_bad
        # Leaves' messages are exactly their folded best replies (``LeafFold``): pass
        # messages on the other edges only.
        self.messages = MinSum(q, big, np.flatnonzero(~self.sweeper.fold.leaf_edge))
        self.big = big
        self.prices = MemoryPrices(q, fin)
        self.best: np.ndarray | None = None
        self.best_cost = np.inf
        self.rounds = 0

    def offer(self, a: np.ndarray) -> bool:
        """Keep ``a`` (valid or not) when it is valid and better; True when kept."""
        ev = evaluate_assignment(self.q, a)
        if ev.valid and ev.cost < self.best_cost:
            self.best, self.best_cost = a.copy(), ev.cost
            return True
        return False

    def polish(self, a: np.ndarray, sweeps: int = 20) -> np.ndarray:
        """Best-response sweeps on the true costs that keep a valid ``a`` valid."""
        a = a.copy()
        fin = self.sweeper.node_fin
        if self.plain is None:
            self.sweeper.sweep(a, fin, sweeps)
        else:
            self.plain.sweep(a, fin, sweeps, memory=MemoryGuard(self.q, a))
        return a

    def round(self) -> None:
        """One round: messages, decoding, sweeps, repair, polish, price update."""
        q, sw = self.q, self.sweeper
        self.rounds += 1
        pen = self.prices.priced(sw.node_fin)
        f_bad, f_val, _ = sw.fold.fold(sw.node_bad, pen, sw.local.bad, sw.local.fin)
        theta = pen + self.forbidden + self.big * f_bad + f_val
        h = self.messages.iterate(theta, MESSAGE_ROUNDS)
        a = segment_argmin(np.zeros(len(h)), h, q.offsets[:-1]) - q.offsets[:-1]
        sw.sweep(a, pen, 10, self.rng)
        fixed = self._repair(a)
        if fixed is not None and evaluate_assignment(q, fixed).valid:
            self.offer(self.polish(fixed))
        self.prices.update(usage_profile(q, a))

    def _repair(self, a: np.ndarray) -> np.ndarray | None:
        """``a`` within the limit: by single-node repair, else after sweeps under prices
        raised only at the overflowing steps (hubs then move with their leaves, which
        the repair alone cannot do where their pairs are forbidden)."""
        q, sw = self.q, self.sweeper
        fixed = repair(q, a, self.local, self.adj, sw.node_bad, sw.node_fin)
        if fixed is not None or q.usage_limit is None:
            return fixed
        price, b = self.prices.price.copy(), a.copy()
        for _ in range(REPAIR_ESCALATIONS):
            over = self.prices.over(usage_profile(q, b))
            price[over] = np.maximum(2 * price[over], self.prices.floor)
            sw.sweep(b, self.prices.priced(sw.node_fin, price), 5)
            fixed = repair(q, b, self.local, self.adj, sw.node_bad, sw.node_fin)
            if fixed is not None:
                return fixed
        return None


def greedy(problem: StrategyProblem, seed: int = 0, deadline: float | None = None,
           search: PricedSearch | None = None, max_rounds: int | None = None
           ) -> np.ndarray | None:
    """A valid assignment (local strategy index per node) found within a bounded number
    of rounds (see the module docstring), or None: rounds until the first valid
    solution, then as many again (at most ``GREEDY_EXTRA_ROUNDS``), ``max_rounds`` in all
    at most. Without a valid solution, no round but the first starts after ``deadline``
    (``time.monotonic()``; None: no limit). ``search``: a search of ``problem`` to go on
    with (local search may then continue it rather than set one up again)."""
    search = search or PricedSearch(problem, seed)
    first = search.rounds
    most = math.inf if max_rounds is None else max(1, max_rounds)

    def may_go_on() -> bool:
        return search.rounds - first < most and \
            (deadline is None or time.monotonic() < deadline)

    # One round whatever the time: the solver needs a first solution.
    while search.rounds - first < GREEDY_ROUNDS and search.best is None and \
            (search.rounds == first or may_go_on()):
        search.round()
    # Prices settle after the first valid round: a few more rounds improve it cheaply
    # (the solver's hint and starting point).
    for _ in range(min(search.rounds, GREEDY_EXTRA_ROUNDS) if search.best is not None else 0):
        if not may_go_on():
            break
        search.round()
    return search.best


def local_search(problem: StrategyProblem, assignment: np.ndarray,
                 time_limit: float | None, seed: int = 0,
                 should_stop: Callable[[], bool] | None = None,
                 max_moves: int | None = None, stall_seconds: float | None = None,
                 search: PricedSearch | None = None) -> np.ndarray:
    """Improve ``assignment``: the best valid solution of further rounds (each ending in
    limit-respecting best-response moves) and of ``assignment`` itself, which is returned
    unchanged when nothing better is found. Stops after ``time_limit`` seconds, when
    ``should_stop()`` says so, after ``max_moves`` rounds (give ``time_limit=None`` and
    ``max_moves`` for a deterministic run; with neither, 20 rounds), or once
    ``stall_seconds`` and ``STALL_ROUNDS`` rounds passed without a better solution.
    ``search``: a search of ``problem`` to continue (setting one up costs about a round
    per 100k pairs)."""
    a = np.asarray(assignment, np.int64)
    search = search or PricedSearch(problem, seed)
    first_round = search.rounds
    if evaluate_assignment(problem, a).valid:
        search.offer(search.polish(a))
    deadline = None if time_limit is None else time.monotonic() + time_limit
    budget = max_moves if max_moves is not None else (20 if time_limit is None else None)
    best_at, best_round, best_cost = time.monotonic(), first_round, search.best_cost
    while budget is None or search.rounds - first_round < budget:
        now = time.monotonic()
        if deadline is not None and now >= deadline:
            break
        if should_stop is not None and should_stop():
            break
        if stall_seconds is not None and now - best_at >= stall_seconds and \
                search.rounds - best_round >= STALL_ROUNDS:
            break
        search.round()
        if search.best_cost < best_cost:
            best_at, best_round, best_cost = time.monotonic(), search.rounds, search.best_cost
    if search.best is None:
        return a.copy()
    # The scalarised cost decides; keep the input when it is no worse in the original.
    if evaluate_assignment(problem, a).valid and _key(problem, a) <= _key(problem, search.best):
        return a.copy()
    return search.best


def _key(problem: StrategyProblem, a: np.ndarray) -> tuple[float, ...]:
    ev = evaluate_assignment(problem, a)
    return (*ev.tier_values, ev.cost)
