"""TRW-S against brute force: its bound is valid on every problem, and on trees (where
the relaxation is tight) it is the optimum and its plan the optimal plan."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from planner.solve.bounds._trws_kernels import transposed
from planner.solve.bounds.lp_relaxation import lp_relaxation
from planner.solve.bounds.trws import TrwsRun
from planner.solve.core.problem import evaluate_assignment, make_problem
from planner.solve.exact.brute_force import brute_force
from tests.solve.random_problems import random_problem
from tests.solve.test_bounds import _tree


@pytest.mark.parametrize("seed", range(60))
def test_the_bound_never_exceeds_the_optimum(seed: int) -> None:
    # (the usage limit dropped: TRW-S does not model it)
    p = dataclasses.replace(random_problem(seed, max_nodes=8), usage_limit=None)
    best, key = brute_force(p)
    if best is None:
        return
    run = TrwsRun(p, key[-1])
    bound = run.run(key[-1], max_sweeps=50)
    assert np.isfinite(bound) and bound <= key[-1] + 1e-9
    for plan in run.preferred():  # its plans are plans, priced as they are
        ev = evaluate_assignment(p, plan)
        assert ev.valid and ev.cost >= key[-1] - 1e-9


@pytest.mark.parametrize("seed", range(20))
def test_on_a_tree_the_bound_is_the_optimum_and_the_plan_optimal(seed: int) -> None:
    p = _tree(seed, 9, 4, lambda rng, shape: (1 if len(shape) == 1 else 3) * rng.random(shape))
    best, key = brute_force(p)
    run = TrwsRun(p)
    assert run.run(max_sweeps=200) == pytest.approx(key[-1], rel=1e-8)
    assert [a.tolist() for a in run.preferred()] == [best.tolist()]


@pytest.mark.parametrize("seed", range(8))
def test_on_a_grid_it_reaches_the_lp_bound(seed: int) -> None:
    # A 4x4 grid has cycles: the LP bound is the most TRW-S can reach, and it gets there.
    rng = np.random.default_rng(seed)
    n, k = 16, 3
    edges = [(i, i + 1) for i in range(n) if i % 4 != 3] + [(i, i + 4) for i in range(12)]
    p = make_problem([rng.integers(0, 9, k).astype(float) for _ in range(n)],
                     edges=edges,
                     edge_costs=[rng.integers(0, 20, (k, k)).astype(float) for _ in edges])
    lp = lp_relaxation(p, time_limit=10)
    bound = TrwsRun(p).run(max_sweeps=400)
    assert bound <= lp.bound + 1e-6
    assert bound >= lp.bound - 1e-3 * abs(lp.bound) - 1e-6


def test_a_run_stops_once_its_plan_is_proven() -> None:
    p = _tree(3, 9, 4, lambda rng, shape: rng.random(shape))
    run = TrwsRun(p, relative_gap=0.0)
    run.run(max_sweeps=500)
    assert run.sweeps < 500


def test_forbidden_choices_are_never_taken() -> None:
    # Both nodes cheap together is forbidden; the cheaper way out pays 2.
    inf = np.inf
    p = make_problem([[0.0, 2.0], [0.0, 1.0]], edges=[(0, 1)],
                     edge_costs=[np.array([[inf, 1.5], [0.0, inf]])])
    run = TrwsRun(p)
    assert run.run(max_sweeps=20) == pytest.approx(2.0)
    [plan] = run.preferred()
    assert plan.tolist() == [1, 0] and evaluate_assignment(p, plan).cost == 2.0


def test_runs_resume_and_repeat() -> None:
    p = dataclasses.replace(random_problem(5, max_nodes=8), usage_limit=None)
    whole, parts = TrwsRun(p), TrwsRun(p)
    at_20 = whole.run(max_sweeps=20)
    first = parts.run(max_sweeps=16)
    assert parts.run(max_sweeps=4) == at_20 >= first  # (readings every 16 sweeps)
    assert [a.tolist() for a in whole.preferred()] == [a.tolist() for a in parts.preferred()]


def test_a_run_started_from_messages_goes_on_from_their_bound() -> None:
    p = dataclasses.replace(random_problem(9, max_nodes=8), usage_limit=None)
    ahead = TrwsRun(p)
    reached = ahead.run(max_sweeps=32)
    follower = TrwsRun(p)
    follower.start_from(ahead.to_first, ahead.to_second)
    assert follower.run(max_sweeps=1) >= reached


@pytest.mark.parametrize(("price", "bound"), [(0.0, 0.0), (0.2, 2.0), (0.5, 5.0), (1.0, 0.0)])
def test_memory_prices_give_the_lagrangian_bound(price: float, bound: float) -> None:
    # Two nodes live together, each free-and-heavy (10 bytes) or light at 5, room for one
    # heavy: the optimum pays 5. Priced at p a byte, the bound is 2 min(10p, 5) - 10p.
    p = make_problem([np.array([0.0, 5.0])] * 2, [np.array([10.0, 0.0])] * 2,
                     [(0, 1), (0, 1)], [], [], usage_limit=10.0)
    run = TrwsRun(p, prices=np.array([price]))
    assert run.run(max_sweeps=16) == pytest.approx(bound, rel=1e-8, abs=1e-12)


def test_transposed_blocks() -> None:
    pair = np.arange(2 * 3 + 3 * 1, dtype=float)  # a 2x3 block, then a 3x1
    t = transposed(pair, np.array([0, 6]), np.array([2, 3]), np.array([3, 1]))
    assert t.tolist() == [0, 3, 1, 4, 2, 5, 6, 7, 8]
