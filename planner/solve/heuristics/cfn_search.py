"""Cost-function-network search: memory priced into the strategy costs, the priced problem
solved by toulbar2's hybrid best-first search (``pytoulbar2``, the optional ``cfn``
extra), the prices raised where its plan overflowed and lowered where there is room, and
solved again: memory as adaptive penalties, as the IOPDDL-2025 winners handled it.

toulbar2 sees only unary and pairwise costs: the usage limit lives in the prices alone,
so each round's plan is offered (valid ones only count) and the prices follow
(:class:`MemoryPrices`). Each round rebuilds the network (toulbar2 preprocesses it
again: ~5 s on the contest's M, ~10 s on A, after which solutions come within a
second), so the first round gets most of the time; a round that finds nothing gets twice
the time. Costs are scaled into integers; a forbidden choice costs the network's top.
Measured on the contest's instances, whole contest limits: M 5.025e10 (best team
4.993e10; local search alone stalls at 8.39e10), A 6.571e9 (6.549e9; 7.20e9). Not
deterministic (toulbar2 stops on CPU time).
"""

from __future__ import annotations

import time
from collections.abc import Callable

import numpy as np

from planner.solve.core.problem import StrategyProblem, usage_profile
from planner.solve.heuristics.memory_prices import MemoryPrices

# The first round's share of the time (toulbar2's preprocessing must fit in it: on the
# contest's big instances a smaller share found nothing when the first solution came
# late), and the least a round gets.
FIRST_ROUND_SHARE = 0.9
MIN_ROUND_SECONDS = 4.0
# Rounds in a row whose plan fits but is no better, after which the search stops.
STALL_ROUNDS = 3
# Integer costs: the finite total scaled to at most this (toulbar2 costs are int64).
MAX_TOTAL = 2.0**50


def available() -> bool:
    """Whether toulbar2 (``pytoulbar2``) is installed."""
    try:
        import pytoulbar2  # noqa: F401
    except ImportError:
        return False
    return True


def cfn_search(problem: StrategyProblem, prices: MemoryPrices, seconds: float, seed: int,
               offer: Callable[[np.ndarray], bool]) -> None:
    """Rounds of priced toulbar2 solves of ``problem`` (no tiers) for ``seconds`` or
    until ``STALL_ROUNDS`` rounds in a row found a fitting plan no better, from
    ``prices`` (updated in place); every plan found goes to ``offer``, which says whether
    it was better. Without a usage limit, one solve."""
    deadline = time.monotonic() + seconds
    node_cost = problem.node_cost
    if problem.usage_limit is None:  # nothing to price: one solve
        a = _solve(problem, node_cost, seconds, seed)
        if a is not None:
            offer(a)
        return
    slice_s = max(MIN_ROUND_SECONDS, FIRST_ROUND_SHARE * seconds)
    stalled = 0
    while (left := deadline - time.monotonic()) >= 1.0 and stalled < STALL_ROUNDS:
        a = _solve(problem, prices.priced(node_cost), min(slice_s, left), seed)
        if a is None:
            slice_s *= 2
            continue
        profile = usage_profile(problem, a)
        if offer(a):
            stalled = 0
        elif profile.max(initial=0.0) <= problem.usage_limit:  # fits, yet no better
            stalled += 1
        prices.update(profile)
        slice_s = max(MIN_ROUND_SECONDS, min(slice_s, left / 2))


def _solve(p: StrategyProblem, unary: np.ndarray, seconds: float,
           seed: int) -> np.ndarray | None:
    """toulbar2's best plan of ``p`` with node costs ``unary`` within ``seconds`` (CPU)."""
    import pytoulbar2

    finite_u, finite_e = np.isfinite(unary), np.isfinite(p.edge_cost)
    total = float(np.abs(unary[finite_u]).sum() + np.abs(p.edge_cost[finite_e]).sum())
    scale = MAX_TOTAL / max(total, 1e-300)
    top = int(2 * MAX_TOTAL) + 1
    node = np.where(finite_u, np.round(unary * scale), top).astype(np.int64)
    edge = np.where(finite_e, np.round(p.edge_cost * scale), top).astype(np.int64)
    cfn = pytoulbar2.CFN(top, verbose=-1, seed=seed)
    wcsp = cfn.CFN.wcsp
    for i, k in enumerate(p.num_strategies.tolist()):
        cfn.AddVariable(f"n{i}", range(k))
    for i in range(p.num_nodes):
        costs = node[p.offsets[i]:p.offsets[i + 1]]
        if costs.any():
            wcsp.postUnaryConstraint(i, costs.tolist(), False)
    for e in range(p.num_edges):
        costs = edge[p.edge_offsets[e]:p.edge_offsets[e + 1]]
        if costs.any():
            u, v = p.edge_nodes[e].tolist()
            wcsp.postBinaryConstraint(u, v, costs.tolist(), False)
    found = cfn.Solve(timeLimit=max(1, int(seconds)))  # whole CPU seconds
    return None if not found else np.asarray(found[0], np.int64)
