"""Large-neighbourhood search keeps solutions valid, never worsens them, and with
neighbourhoods as large as the problem reaches the optimum (memory rows of fixed nodes
included)."""

from __future__ import annotations

import time

import pytest

from planner.solve.core.problem import evaluate_assignment
from planner.solve.exact.brute_force import brute_force
from planner.solve.exact.lns import lns
from planner.solve.heuristics.heuristic import greedy
from tests.solve.random_problems import random_problem


@pytest.mark.parametrize("seed", range(40))
def test_lns_improves_validly_to_the_optimum(seed: int) -> None:
    p = random_problem(seed, max_nodes=9)
    best, key = brute_force(p)
    start = greedy(p)
    if best is None:
        assert start is None
        return
    if start is None:  # the heuristic may miss a tight memory limit; nothing to improve
        return
    before = evaluate_assignment(p, start).cost
    out = lns(p, start, time.monotonic() + 30, seed=seed, deterministic=True,
              max_iterations=40)
    ev = evaluate_assignment(p, out)
    assert ev.valid and ev.cost <= before
    assert ev.cost == key[-1]
