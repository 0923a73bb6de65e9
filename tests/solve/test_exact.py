"""The solver and the reductions against brute force on random small problems."""

from __future__ import annotations

import itertools
import time

import numpy as np
import pytest

from planner.solve.core.problem import (
    AssumptionGroup,
    StrategyProblem,
    evaluate_assignment,
    make_problem,
)
from planner.solve.exact.brute_force import brute_force
from planner.solve.exact.minimal_conflict import _smaller, smallest_conflict
from planner.solve.reduce import Reduction, reduce_problem
from planner.solve.reduce.cap import KIND as CAPPED
from planner.solve.solution import SolveOptions, SolveStatus
from planner.solve.solver import solve
from planner.solve.summary import summary
from tests.solve.random_problems import random_problem

SEEDS = range(120)


@pytest.mark.parametrize("limit", [True, False], ids=["memory", "no-memory"])
@pytest.mark.parametrize("seed", SEEDS)
def test_reductions_preserve_the_optimum(seed: int, limit: bool) -> None:
    p = random_problem(seed, tiers=seed % 3 == 0, limit=limit)
    best, key = brute_force(p)
    red = reduce_problem(p)
    if best is None:
        assert red.infeasible or brute_force(red.problem)[0] is None
        return
    assert not red.infeasible
    rbest, rkey = brute_force(red.problem)
    assert rbest is not None
    lifted = red.lift(rbest)
    ev = evaluate_assignment(p, lifted)
    assert ev.valid
    assert (*ev.tier_values, ev.cost) == key
    assert rkey[-1] + red.offset == key[-1]


@pytest.mark.parametrize("seed", SEEDS)
def test_solve_equals_brute_force(seed: int) -> None:
    p = random_problem(seed, tiers=seed % 3 == 0, groups=seed % 4 == 0)
    enabled = frozenset({0, 2}) if p.groups else None
    best, key = brute_force(p, enabled)
    s = solve(p, SolveOptions(time_limit=5, deterministic=True, enabled_groups=enabled))
    if best is None:
        assert s.status is SolveStatus.INFEASIBLE and s.assignment is None
        return
    assert s.status is SolveStatus.OPTIMAL
    assert (*s.tier_values, s.cost) == key
    assert s.lower_bound == s.cost and s.gap == 0.0


@pytest.mark.parametrize("seed", [s for s in range(200) if s % 4 == 0][:40])
def test_conflict_is_a_smallest_infeasible_subset(seed: int) -> None:
    p = random_problem(seed, groups=True, limit=False)
    names = range(len(p.groups))
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


def test_every_reduction_fires_on_the_random_problems() -> None:
    removed: dict[str, int] = {}
    for seed in SEEDS:
        for r in reduce_problem(random_problem(seed, limit=False)).stats:
            removed[r.name] = removed.get(r.name, 0) + r.nodes_removed + r.edges_removed + \
                r.strategies_removed
    # (the strategy cap, inexact, is tested in test_cap.py: it needs a pair budget)
    assert all(count >= 5 for name, count in removed.items()
               if name not in ("series nodes", CAPPED)), removed


def ring_with_tail(seed: int) -> StrategyProblem:
    """A ring of five nodes with a tail of two, never live: leaves and series nodes fold."""
    rng = np.random.default_rng(seed)
    ks = rng.integers(1, 4, 7)
    edges = [(0, 1), (1, 2), (2, 3), (3, 4), (4, 0), (2, 5), (5, 6)]
    mats = []
    for u, v in edges:
        m = rng.integers(0, 9, (ks[u], ks[v])).astype(float)
        m[rng.random(m.shape) < 0.15] = np.inf
        mats.append(m)
    return make_problem([rng.integers(0, 9, k).astype(float) for k in ks],
                        [rng.integers(0, 4, k).astype(float) for k in ks],
                        [(0, 0)] * 7, edges, mats, usage_limit=1.0)


def _removed(red: Reduction, kind: str) -> int:
    return next(r.nodes_removed for r in red.stats if r.name == kind)


def test_series_nodes_fold_on_rings() -> None:
    folded = sum(_removed(reduce_problem(ring_with_tail(seed)), "series nodes")
                 for seed in range(30))
    assert folded >= 15


@pytest.mark.parametrize("seed", range(30))
def test_series_and_leaves_fold_a_ring_with_a_tail_exactly(seed: int) -> None:
    p = ring_with_tail(seed)
    best, key = brute_force(p)
    red = reduce_problem(p)
    if best is None:
        assert red.infeasible or brute_force(red.problem)[0] is None
        return
    rbest, rkey = brute_force(red.problem)
    assert rkey[-1] + red.offset == key[-1]
    assert evaluate_assignment(p, red.lift(rbest)).cost == key[-1]


def test_conflict_is_the_smallest_even_when_a_larger_one_is_minimal() -> None:
    # One node, strategies a b c: g0 forbids all three alone; g1 (a, b) and g2 (c) only
    # together. {g1, g2} is minimal too, but {g0} is the smallest.
    base = make_problem([np.zeros(3)], [np.zeros(3)], [(0, 1)], [], [])
    groups = (AssumptionGroup("g1", np.array([0, 1])), AssumptionGroup("g2", np.array([2])),
              AssumptionGroup("g0", np.array([0, 1, 2])))
    p = StrategyProblem(base.offsets, base.node_cost, base.node_usage, base.intervals,
                        base.edge_nodes, base.edge_offsets, base.edge_cost, None, groups)
    s = solve(p, SolveOptions(time_limit=5, deterministic=True))
    assert s.status is SolveStatus.INFEASIBLE
    assert s.conflict == (2,)
    assert "conflict:   g0" in summary(s, p.groups)
    quiet = solve(p, SolveOptions(time_limit=5, deterministic=True, name_conflict=False))
    assert quiet.status is SolveStatus.INFEASIBLE and quiet.conflict is None
    assert smallest_conflict(p, frozenset({0, 1}), 5.0) == (0, 1)
    # Deletion may end at the minimal {g1, g2}: the search by size still finds {g0}.
    deadline = time.monotonic() + 5.0
    assert _smaller(p, [0, 1, 2], (0, 1), deadline) == (2,)
    assert _smaller(p, [0, 1], (0, 1), deadline) == (0, 1)


def test_lns_neighbourhoods_stay_within_their_pair_budget() -> None:
    from planner.solve.core.adjacency import Adjacency
    from planner.solve.exact.lns import within_pairs

    # A path 0-1-2-3 of nodes with 3 strategies: each edge holds 9 pairs.
    p = make_problem([[0, 1, 2]] * 4, [[0, 0, 0]] * 4, [(0, 1)] * 4, [(0, 1), (1, 2), (2, 3)],
                     [np.zeros((3, 3))] * 3)
    adj = Adjacency.of(p)
    order = np.array([1, 2, 0, 3])
    assert within_pairs(p, adj, order, 18).tolist() == [1, 2, 0]
    assert within_pairs(p, adj, order, 17).tolist() == [1, 2]
    assert within_pairs(p, adj, order, 0).tolist() == [1]  # one node at least
    assert within_pairs(p, adj, order, 27).tolist() == [1, 2, 0, 3]
