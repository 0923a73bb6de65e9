"""Exhaustive search over every assignment: the oracle of the property tests."""

from __future__ import annotations

import itertools

import numpy as np

from planner.solve.core.problem import StrategyProblem, evaluate_assignment


def brute_force(
    problem: StrategyProblem, enabled_groups: frozenset[int] | None = None, limit: int = 2_000_000
) -> tuple[np.ndarray | None, tuple[float, ...]]:
    """The lexicographically best valid assignment (tiers in order, then cost) and its
    objective tuple, or (None, ()) when none is valid. Refuses more than ``limit``
    assignments."""
    p = problem.with_groups(enabled_groups)
    k = p.num_strategies
    if int(np.prod(k, dtype=np.float64)) > limit:
        raise ValueError(f"{int(np.prod(k, dtype=np.float64))} assignments is too many")
    best: np.ndarray | None = None
    best_key: tuple[float, ...] = ()
    for choice in itertools.product(*(range(int(x)) for x in k)):
        a = np.array(choice, np.int64)
        ev = evaluate_assignment(p, a)
        if not ev.valid:
            continue
        key = (*ev.tier_values, ev.cost)
        if best is None or key < best_key:
            best, best_key = a, key
    return best, best_key
