"""The driver's paths beyond the whole CP-SAT model: local search + LNS + dual bound (as on
problems too big for one model), and the greedy method; deterministic and valid."""

from __future__ import annotations

import numpy as np
import pytest

import planner.solve.solver as solver_module
from planner.solve.core.problem import StrategyProblem, evaluate_assignment, make_problem
from planner.solve.exact.brute_force import brute_force
from planner.solve.solution import SolveOptions, SolveStatus
from planner.solve.solver import solve
from tests.solve.random_problems import random_problem


def grid(seed: int) -> StrategyProblem:
    """A 3x3 grid, three strategies a node, rows live in overlapping windows under a
    usage limit that binds: the reductions leave every node."""
    rng = np.random.default_rng(seed)
    n, k = 9, 3
    edges = [(i, i + 1) for i in range(n) if i % 3 != 2] + [(i, i + 3) for i in range(6)]
    return make_problem([rng.integers(0, 9, k).astype(float) for _ in range(n)],
                        [rng.integers(1, 6, k).astype(float) for _ in range(n)],
                        [(i // 3, i // 3 + 2) for i in range(n)], edges,
                        [rng.integers(0, 20, (k, k)).astype(float) for _ in edges],
                        usage_limit=20.0)


@pytest.mark.parametrize("method", ["cpsat", "greedy"])
def test_large_path_is_deterministic_valid_and_bounded(method: str,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(solver_module, "WHOLE_MODEL_PAIRS", -1)  # never the whole model
    monkeypatch.setattr(solver_module, "LP_SHARE", 0.0)  # nor the LP
    p = grid(1)
    best, key = brute_force(p)
    assert best is not None
    opts = SolveOptions(time_limit=0.5, deterministic=True, method=method, seed=1)
    runs = [solve(p, opts) for _ in range(2)]
    assert np.array_equal(runs[0].assignment, runs[1].assignment)
    s = runs[0]
    # (the final bound may prove the plan optimal: then it says so)
    assert s.status is (SolveStatus.OPTIMAL if s.lower_bound == s.cost else SolveStatus.FEASIBLE)
    ev = evaluate_assignment(p, s.assignment)
    assert ev.valid and ev.cost == s.cost
    assert s.lower_bound <= key[-1] <= s.cost
    assert s.nodes == (9, 9) and s.edges == (12, 12)


def test_progress_reports_only_valid_costs_and_valid_bounds() -> None:
    p = random_problem(23, max_nodes=12)
    _, key = brute_force(p)
    seen: list[tuple[float, float]] = []
    s = solve(p, SolveOptions(time_limit=5, deterministic=True,
                              progress=lambda c, lb: seen.append((c, lb))))
    assert seen
    assert all(c >= key[-1] and lb <= key[-1] for c, lb in seen)
    assert s.cost == key[-1]


@pytest.mark.parametrize("method", ["cpsat", "greedy"])
def test_a_valid_hint_is_never_lost(method: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(solver_module, "WHOLE_MODEL_PAIRS", -1)
    monkeypatch.setattr(solver_module, "LP_SHARE", 0.0)  # nor the LP
    p = grid(11)  # the search alone ends at 92 here, the optimum is 91
    best, key = brute_force(p)
    s = solve(p, SolveOptions(time_limit=0.3, deterministic=True, method=method,
                              hint=best))
    assert s.cost == key[-1]
    assert evaluate_assignment(p, s.assignment).valid


@pytest.mark.parametrize("method", ["cpsat", "greedy"])
def test_search_goes_on_when_the_first_heuristic_finds_nothing(
        method: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(solver_module, "WHOLE_MODEL_PAIRS", -1)
    monkeypatch.setattr(solver_module, "LP_SHARE", 0.0)  # nor the LP
    monkeypatch.setattr(solver_module, "_first_solution", lambda *args: None)
    p = grid(2)
    _, key = brute_force(p)
    s = solve(p, SolveOptions(time_limit=0.5, deterministic=True, method=method))
    assert s.status is SolveStatus.FEASIBLE
    assert evaluate_assignment(p, s.assignment).valid and s.cost == key[-1]


def test_reductions_stop_at_the_limit_and_the_solver_still_answers() -> None:
    # A chain folds away completely, given the time: the answer is then the lift. Reducing
    # 2,000 nodes takes longer than a millisecond: the folds stop part-way (each is exact),
    # and the less reduced problem still gets a valid plan with a valid bound.
    rng = np.random.default_rng(3)
    n = 2000
    p = make_problem([rng.integers(0, 9, 3).astype(float) for _ in range(n)],
                     edges=[(i, i + 1) for i in range(n - 1)],
                     edge_costs=[rng.integers(0, 9, 9).astype(float) for _ in range(n - 1)])
    full = solve(p, SolveOptions(time_limit=60))
    assert full.status is SolveStatus.OPTIMAL and full.assignment is not None
    assert evaluate_assignment(p, full.assignment).cost == full.cost == full.lower_bound
    cut = solve(p, SolveOptions(time_limit=1e-3))
    assert cut.assignment is not None and evaluate_assignment(p, cut.assignment).valid
    assert cut.lower_bound <= full.cost <= evaluate_assignment(p, cut.assignment).cost


def test_a_deterministic_solve_hands_on_the_lp_share_it_did_not_use() -> None:
    """The LP's share of a deterministic run is work: what its simplex iterations did not
    use goes to the phases after it, as a skipped LP's whole share does."""
    import dataclasses

    p = dataclasses.replace(grid(3), usage_limit=None)
    run = solver_module._Solve(p, SolveOptions(time_limit=10, deterministic=True))
    share = solver_module.LP_SHARE * (run.budget.limit - run.budget.reserve)
    run.lp_phase()
    assert 0 < run.budget.planned < share / 2
    tiny = solver_module._Solve(p, SolveOptions(time_limit=1e-4, deterministic=True))
    tiny.lp_phase()  # too little time for the LP: skipped
    assert tiny.budget.planned == 0
