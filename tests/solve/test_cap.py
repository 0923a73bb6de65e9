"""The strategy cap: past the pair budget of its time limit a solve keeps at most ``k``
strategies per node (the leanest and the best by cost plus cheapest replies), says how
many went, and its answer is valid in the uncapped problem."""

from __future__ import annotations

import numpy as np
import pytest

import planner.solve.reduce.driver as driver_module
import planner.solve.solver as solver_module
from planner.solve.core.problem import StrategyProblem, evaluate_assignment, make_problem
from planner.solve.reduce import reduce_problem
from planner.solve.reduce.cap import KIND, MIN_KEPT, pairs_after_cap
from planner.solve.solution import SolveOptions
from planner.solve.solver import solve


def _chain(n: int, k: int, seed: int = 0):  # type: ignore[no-untyped-def]
    rng = np.random.default_rng(seed)
    costs = [rng.integers(0, 50, k).astype(float) for _ in range(n)]
    usages = [rng.integers(1, 9, k).astype(float) for _ in range(n)]
    edges = [(i, i + 1) for i in range(n - 1)]
    mats = [rng.integers(0, 30, (k, k)).astype(float) for _ in edges]
    return make_problem(costs, usages, [(i, i + 2) for i in range(n)], edges, mats,
                        usage_limit=12.0)


def test_pairs_after_cap() -> None:
    assert pairs_after_cap(np.array([40, 5]), np.array([40, 40]), 10) == 100 + 50


def test_the_cap_keeps_k_per_node_with_the_leanest_and_says_how_many_went() -> None:
    p = _chain(6, 24)
    red = reduce_problem(p, max_pairs=5 * 12 * 12)  # k = 12 fits exactly
    assert [s.strategies_removed for s in red.stats if s.name == KIND] == [6 * 12]
    for i, kept in enumerate(red.kept):
        usage = p.node_usages(int(np.flatnonzero(red.node_map >= 0)[i]))
        assert len(kept) <= 12 and int(np.argmin(usage)) in kept.tolist()
    uncapped = reduce_problem(p)
    assert [s.strategies_removed for s in uncapped.stats if s.name == KIND] == [0]


def test_never_below_the_minimum() -> None:
    red = reduce_problem(_chain(6, 24), max_pairs=1)
    assert max(len(k) for k in red.kept) == MIN_KEPT


def test_a_solve_past_its_pair_budget_caps_and_stays_valid() -> None:
    # 400 nodes of 60 strategies: 1.4M pairs, over the 1M a 1 s solve may search.
    p = _chain(400, 60)
    sol = solve(p, SolveOptions(time_limit=1.0, deterministic=True))
    assert sol.strategies_capped > 0 and sol.assignment is not None
    assert evaluate_assignment(p, sol.assignment).valid
    small = _chain(40, 60)  # 140k pairs: no cap
    assert solve(small, SolveOptions(time_limit=1.0, deterministic=True)).strategies_capped == 0


def _far_sighted() -> StrategyProblem:
    """Three nodes in a chain, twelve strategies each: the last wants its strategy 11
    (the others cost 1000), which only strategy 11 upstream feeds cheaply (else 100), and
    strategy 11 costs 10 where it is: the optimum (20) takes 11 everywhere, though
    upstream it is the dearest choice by its own cost and its neighbours' cheapest
    replies."""
    k, top = 12, 11
    own = np.zeros(k)
    own[top] = 10.0
    last = np.full(k, 1000.0)
    last[top] = 0.0
    feed = np.zeros((k, k))
    feed[top, :], feed[:, top] = 100.0, 100.0
    feed[top, top] = 0.0
    return make_problem([own, own.copy(), last], [np.zeros(k)] * 3, [(0, 1)] * 3,
                        [(0, 1), (1, 2)], [feed, feed.copy()])


@pytest.mark.parametrize("ranked", [False, True])
def test_a_cap_ranked_by_diffusion_keeps_what_pays_off_further_on(
        ranked: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(solver_module, "MIN_PAIR_BUDGET", 2 * MIN_KEPT * MIN_KEPT)
    monkeypatch.setattr(solver_module, "PAIRS_PER_SECOND", 0)
    monkeypatch.setattr(solver_module, "CAP_SHARE", 1.0 if ranked else -1.0)
    monkeypatch.setattr(driver_module, "REDUCE_FIRST", 0)  # the cap before the reductions
    s = solve(_far_sighted(), SolveOptions(time_limit=2, deterministic=True))
    assert s.strategies_capped == 3 * (12 - MIN_KEPT)
    assert s.cost == (20.0 if ranked else 100.0)


def test_a_problem_within_reach_is_reduced_exactly_before_the_cap(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # 288 pairs over a budget of 128, within REDUCE_FIRST times it: folding the chain
    # exactly leaves nothing to cap, and the far-sighted optimum stays.
    monkeypatch.setattr(solver_module, "MIN_PAIR_BUDGET", 2 * MIN_KEPT * MIN_KEPT)
    monkeypatch.setattr(solver_module, "PAIRS_PER_SECOND", 0)
    s = solve(_far_sighted(), SolveOptions(time_limit=2, deterministic=True))
    assert (s.strategies_capped, s.cost) == (0, 20.0)
    # A chain the reductions cannot shrink (its memory binds; 143k pairs, within
    # REDUCE_FIRST times the budget) is capped after them.
    p = _chain(250, 24)
    red = reduce_problem(p.with_groups(None), max_pairs=40_000)
    assert red.problem.edge_cost.size <= 40_000 < p.edge_cost.size
    assert any(r.name == KIND and r.strategies_removed > 0 for r in red.stats)
