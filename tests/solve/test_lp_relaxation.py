"""The LP relaxation: a valid bound on every problem, the optimum itself when integral,
fractional on a frustrated cycle, and the usage limit's rows."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from planner.solve.bounds.lp_relaxation import lp_relaxation
from planner.solve.core.problem import evaluate_assignment, make_problem
from planner.solve.exact.brute_force import brute_force
from tests.solve.test_solver_paths import grid


@pytest.mark.parametrize("seed", range(6))
def test_bound_is_valid_and_an_integral_optimum_is_optimal(seed: int) -> None:
    p = grid(seed)
    _, key = brute_force(p)
    lp = lp_relaxation(p, time_limit=10)
    assert lp.bound <= key[-1] + 1e-9
    if lp.assignment is not None:
        ev = evaluate_assignment(p, lp.assignment)
        assert ev.valid and ev.cost == pytest.approx(key[-1])
        assert lp.bound == pytest.approx(key[-1], rel=1e-9)


def test_a_tree_is_solved_exactly() -> None:
    """On a tree the local polytope is integral: the LP is the optimum."""
    rng = np.random.default_rng(5)
    edges = [(0, 1), (1, 2), (1, 3), (3, 4)]
    p = make_problem([rng.integers(0, 9, 3).astype(float) for _ in range(5)], edges=edges,
                     edge_costs=[rng.integers(0, 20, (3, 3)).astype(float) for _ in edges])
    _, key = brute_force(p)
    lp = lp_relaxation(p, time_limit=10)
    assert lp.assignment is not None
    assert evaluate_assignment(p, lp.assignment).cost == key[-1]
    assert lp.bound == pytest.approx(key[-1], rel=1e-9)


def test_a_frustrated_triangle_is_fractional() -> None:
    """Three nodes that must all differ with two strategies each: any plan pays 1, the
    LP's half-half point pays 0; the bound stays valid and no assignment is claimed."""
    edges = [(0, 1), (1, 2), (0, 2)]
    same = np.eye(2)
    p = make_problem([[0.0, 0.0]] * 3, edges=edges, edge_costs=[same] * 3)
    lp = lp_relaxation(p, time_limit=10)
    assert lp.assignment is None
    assert lp.rounded is not None and evaluate_assignment(p, lp.rounded).valid
    assert -1e-9 <= lp.bound <= 1e-9


def test_usage_rows_raise_the_bound() -> None:
    """Two nodes live together, each heavy and free or light at 10: under a limit of 11
    one must be light. Without the limit's row the LP pays nothing; with it, 10."""
    p = make_problem([[0.0, 10.0]] * 2, [[10.0, 1.0]] * 2, [(0, 1), (0, 1)],
                     usage_limit=11.0)
    free = lp_relaxation(dataclasses.replace(p, usage_limit=None), time_limit=10)
    capped = lp_relaxation(p, time_limit=10)
    assert free.bound == pytest.approx(0.0, abs=1e-9)
    assert capped.bound == pytest.approx(brute_force(p)[1][-1], rel=1e-9)


def test_forbidden_strategies_are_never_chosen() -> None:
    p = make_problem([[0.0, 5.0], [0.0, 5.0]], edges=[(0, 1)],
                     edge_costs=[[[np.inf, 1.0], [1.0, 0.0]]])
    lp = lp_relaxation(p, time_limit=10)
    assert lp.assignment is not None and tuple(lp.assignment) in {(0, 1), (1, 0)}
    assert lp.bound == pytest.approx(6.0, rel=1e-9)


def test_the_iterations_it_took_are_reported_and_kept_within_the_limit() -> None:
    p = dataclasses.replace(grid(2), usage_limit=None)
    free = lp_relaxation(p, time_limit=10)
    assert free.iterations > 0
    cut = lp_relaxation(p, time_limit=10, iteration_limit=1)
    assert cut.iterations <= 1
