"""Stopping at a relative gap: the solver returns as soon as its solution is proven within
``SolveOptions.relative_gap`` of the optimum (dual bound on the local-search path, CP-SAT's
``relative_gap_limit`` on the whole model), and never claims optimality it has not proven."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

import planner.solve.exact.cpsat as cpsat
import planner.solve.solver as solver_module
from planner.solve.core.problem import StrategyProblem, Tier, evaluate_assignment, make_problem
from planner.solve.exact.brute_force import brute_force
from planner.solve.solution import SolveOptions, SolveStatus
from planner.solve.solver import solve
from tests.solve.test_solver_paths import grid


@pytest.mark.parametrize("seed", [0, 1, 3, 5])
def test_large_path_stops_once_the_bound_proves_the_gap(
        seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(solver_module, "WHOLE_MODEL_PAIRS", -1)  # never the whole model
    monkeypatch.setattr(solver_module, "LP_SHARE", 0.0)  # nor the LP
    searched: list[float] = []
    real = solver_module.local_search
    monkeypatch.setattr(solver_module, "local_search",
                        lambda *a, **k: searched.append(1) or real(*a, **k))
    p = grid(seed)
    _, key = brute_force(p)
    s = solve(p, SolveOptions(time_limit=5, deterministic=True, relative_gap=0.5))
    # (the bound is read every few sweeps: by then it may prove the optimum itself)
    assert s.status in (SolveStatus.FEASIBLE, SolveStatus.OPTIMAL) and not s.timed_out
    assert s.status is SolveStatus.FEASIBLE or s.lower_bound == s.cost
    assert evaluate_assignment(p, s.assignment).cost == s.cost
    assert s.lower_bound <= key[-1] <= s.cost
    assert s.cost - s.lower_bound <= 0.5 * s.cost
    assert searched == []  # the first solution was proven good enough: no search ran


def test_without_a_gap_the_large_path_searches_to_the_limit(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(solver_module, "WHOLE_MODEL_PAIRS", -1)
    monkeypatch.setattr(solver_module, "LP_SHARE", 0.0)  # nor the LP
    searched: list[int] = []
    real = solver_module.lns
    monkeypatch.setattr(solver_module, "lns", lambda *a, **k: searched.append(1) or real(*a, **k))
    p = grid(0)
    s = solve(p, SolveOptions(time_limit=0.3, deterministic=True))
    assert searched == [1]  # the first solution is optimal (92), and LNS still ran
    # then the final bound proved it
    assert (s.status, s.cost, s.lower_bound, s.timed_out) == (SolveStatus.OPTIMAL, 92, 92, False)


def test_gap_stop_is_deterministic(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(solver_module, "WHOLE_MODEL_PAIRS", -1)
    monkeypatch.setattr(solver_module, "LP_SHARE", 0.0)  # nor the LP
    p = grid(4)  # the first solution (92) is not within 5 %: local search finds 90
    opts = SolveOptions(time_limit=2, deterministic=True, relative_gap=0.05)
    runs = [solve(p, opts) for _ in range(2)]
    assert np.array_equal(runs[0].assignment, runs[1].assignment)
    assert runs[0].lower_bound == runs[1].lower_bound
    _, key = brute_force(p)
    assert runs[0].cost == key[-1] and runs[0].gap <= 0.05


def test_tiers_are_never_cut_short(monkeypatch: pytest.MonkeyPatch) -> None:
    """The bound ignores tiers, so with priorities the gap changes nothing."""
    monkeypatch.setattr(solver_module, "WHOLE_MODEL_PAIRS", -1)
    monkeypatch.setattr(solver_module, "LP_SHARE", 0.0)  # nor the LP
    p = grid(3)
    rng = np.random.default_rng(3)
    p = dataclasses.replace(p, tiers=(Tier("p0", rng.integers(0, 3, len(p.node_cost))
                                           .astype(float),
                                           rng.integers(0, 2, len(p.edge_cost))
                                           .astype(float)),))
    runs = [solve(p, SolveOptions(time_limit=0.5, deterministic=True, relative_gap=g))
            for g in (0.0, 0.99)]
    assert np.array_equal(runs[0].assignment, runs[1].assignment)
    assert runs[1].timed_out and runs[1].tier_values == runs[0].tier_values


def dense_grid(seed: int, side: int = 4, k: int = 4) -> StrategyProblem:
    """A grid with random costs and no memory: nothing reduces, and CP-SAT's first
    solutions are well above its bound for a while."""
    rng = np.random.default_rng(seed)
    n = side * side
    edges = [(i, i + 1) for i in range(n) if i % side != side - 1] + \
        [(i, i + side) for i in range(n - side)]
    return make_problem([rng.integers(0, 50, k).astype(float) for _ in range(n)],
                        [np.zeros(k) for _ in range(n)], [(0, 1)] * n, edges,
                        [rng.integers(0, 100, (k, k)).astype(float) for _ in edges])


@pytest.mark.parametrize("seed", [0, 1])
def test_cpsat_stops_at_the_gap_without_claiming_optimality(seed: int) -> None:
    p = dense_grid(seed)
    r = cpsat.solve_model(cpsat.build(p), 20.0, workers=1, relative_gap=0.3)
    exact = cpsat.solve_model(cpsat.build(p), 60.0, workers=1)
    assert exact.optimal and r.assignment is not None and exact.assignment is not None
    value, best = evaluate_assignment(p, r.assignment).cost, evaluate_assignment(p, exact.assignment).cost
    assert r.bound <= best <= value
    assert value - r.bound <= 0.3 * value
    # Stopped at the gap (the optimum was not reached yet): not claimed optimal.
    assert value > best and not r.optimal
