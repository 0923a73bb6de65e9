"""The solver and the reductions against brute force on random small problems."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from planner.solve.brute_force import brute_force
from planner.solve.problem import evaluate
from planner.solve.reduce import reduce_problem
from planner.solve.solution import SolveOptions, SolveStatus
from planner.solve.solver import solve
from tests.solve.random_problems import random_problem

SEEDS = range(120)


@pytest.mark.parametrize("seed", SEEDS)
def test_reductions_preserve_the_optimum(seed: int) -> None:
    p = random_problem(seed, stages=seed % 3 == 0)
    best, key = brute_force(p)
    red = reduce_problem(p)
    if best is None:
        assert red.infeasible or brute_force(red.problem)[0] is None
        return
    assert not red.infeasible
    rbest, rkey = brute_force(red.problem)
    assert rbest is not None
    lifted = red.lift(rbest)
    ev = evaluate(p, lifted)
    assert ev.valid
    assert (*ev.stage_values, ev.cost) == key
    assert rkey[-1] + red.offset == key[-1]


@pytest.mark.parametrize("seed", SEEDS)
def test_solve_equals_brute_force(seed: int) -> None:
    p = random_problem(seed, stages=seed % 3 == 0, groups=seed % 4 == 0)
    enabled = frozenset({"g0", "g2"}) if p.groups else None
    best, key = brute_force(p, enabled)
    s = solve(p, SolveOptions(time_limit=5, deterministic=True, enabled_groups=enabled))
    if best is None:
        assert s.status is SolveStatus.INFEASIBLE and s.assignment is None
        return
    assert s.status is SolveStatus.OPTIMAL
    assert (*s.stage_values, s.cost) == key
    assert s.lower_bound == s.cost and s.gap == 0.0


@pytest.mark.parametrize("seed", [s for s in range(200) if s % 4 == 0][:40])
def test_conflict_is_a_smallest_infeasible_subset(seed: int) -> None:
    p = random_problem(seed, groups=True, limit=False)
    names = [g.name for g in p.groups]
    feasible = {frozenset(c): brute_force(p, frozenset(c))[0] is not None
                for r in range(len(names) + 1) for c in itertools.combinations(names, r)}
    s = solve(p, SolveOptions(time_limit=5, deterministic=True))
    if feasible[frozenset(names)]:
        assert s.status is SolveStatus.OPTIMAL
        return
    assert s.status is SolveStatus.INFEASIBLE
    if not feasible[frozenset()]:
        assert s.conflict is None  # infeasible without any annotation
        return
    conflict = frozenset(s.conflict or ())
    assert not feasible[conflict]
    assert all(feasible[conflict - {g}] for g in conflict)  # minimal
    smallest = min(len(c) for c, ok in feasible.items() if not ok)
    assert len(conflict) == smallest


def test_deterministic_mode_repeats() -> None:
    p = random_problem(7, max_nodes=12)
    runs = [solve(p, SolveOptions(time_limit=5, deterministic=True, seed=3)) for _ in range(2)]
    assert np.array_equal(runs[0].assignment, runs[1].assignment)
