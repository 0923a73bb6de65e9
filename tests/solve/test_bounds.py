"""Lower bounds against brute force: always valid, exact where the relaxation is tight."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import pytest

from planner.solve.bounds.bounds import folded_bound
from planner.solve.bounds.dual_bound import DualBoundRun, RacedBound, dual_bound
from planner.solve.core.problem import StrategyProblem, make_problem, usage_profile
from planner.solve.exact.brute_force import brute_force
from tests.solve.random_problems import random_problem


@pytest.mark.parametrize("seed", range(60))
def test_dual_bound_never_exceeds_the_optimum(seed: int) -> None:
    p = random_problem(seed, max_nodes=8, limit=seed % 2 == 0)
    best, key = brute_force(p)
    if best is None:
        return
    bound = dual_bound(p, key[-1], max_sweeps=40)
    assert bound <= key[-1] + 1e-9
    assert np.isfinite(bound)


def _tree(seed: int, n: int, most_k: int,
          draw: Callable[[np.random.Generator, tuple[int, ...]], np.ndarray]
          ) -> StrategyProblem:
    """A random tree of ``n`` nodes without memory (each joined to an earlier one), of
    2 to ``most_k`` strategies a node, its costs drawn by ``draw(rng, shape)``."""
    rng = np.random.default_rng(seed)
    ks = rng.integers(2, most_k + 1, n)
    edges = [(int(rng.integers(0, i)), i) for i in range(1, n)]
    return make_problem([draw(rng, (k,)) for k in ks], [np.zeros(k) for k in ks],
                        [(0, 1)] * n, edges, [draw(rng, (ks[u], ks[v])) for u, v in edges])


@pytest.mark.parametrize("seed", range(20))
def test_dual_bound_is_exact_on_trees(seed: int) -> None:
    # On a tree without memory the relaxation is tight and diffusion reaches it, while
    # folding each edge into one endpoint does not.
    p = _tree(seed, 8, 3, lambda rng, shape: rng.integers(0, 9 if len(shape) == 1 else 20,
                                                          shape).astype(float))
    _, key = brute_force(p)
    assert dual_bound(p, key[-1], max_sweeps=300) == pytest.approx(key[-1], rel=1e-8)
    assert folded_bound(p) <= key[-1]


@pytest.mark.parametrize("seed", range(20))
def test_the_plan_diffusion_prefers_on_a_tree_is_the_optimum(seed: int) -> None:
    # Tight relaxation, distinct costs (one optimum): at diffusion's fixed point each
    # node's cheapest reparametrised strategy is the optimal plan's.
    p = _tree(seed, 8, 4, lambda rng, shape: (1 if len(shape) == 1 else 3) * rng.random(shape))
    best, key = brute_force(p)
    run = DualBoundRun(p, key[-1])
    run.run(key[-1], max_sweeps=400)
    assert [a.tolist() for a in run.preferred()] == [best.tolist()]


def test_memory_prices_lift_the_bound() -> None:
    # Two nodes live together, each cheap-and-heavy or dear-and-light, room for one heavy:
    # the optimum pays 5 once; without memory prices every bound is 0.
    p = make_problem([np.array([0.0, 5.0])] * 2, [np.array([10.0, 0.0])] * 2,
                     [(0, 1), (0, 1)], [], [], usage_limit=10.0)
    _, key = brute_force(p)
    assert key[-1] == 5.0
    assert folded_bound(p) == 0.0
    assert 4.9 <= dual_bound(p, 5.0, max_sweeps=200) <= 5.0


def test_deterministic_sweeps_give_the_same_bound() -> None:
    p = random_problem(7, max_nodes=8)
    _, key = brute_force(p)
    assert dual_bound(p, key[-1], max_sweeps=25) == dual_bound(p, key[-1], max_sweeps=25)


@pytest.mark.parametrize("limit", [False, True])
def test_a_resumed_diffusion_continues_where_it_stopped(limit: bool) -> None:
    p = random_problem(11, max_nodes=8, limit=limit)
    _, key = brute_force(p)
    run = DualBoundRun(p, key[-1])
    first = run.run(key[-1], max_sweeps=7)
    assert run.run(key[-1], max_sweeps=13) == dual_bound(p, key[-1], max_sweeps=20) >= first


@pytest.mark.parametrize("seed", range(40))
def test_one_step_prices_never_exceed_the_optimum(seed: int) -> None:
    p = random_problem(seed, max_nodes=8)
    best, key = brute_force(p)
    if best is None:
        return
    step = int(np.argmax(usage_profile(p, best)))
    one = DualBoundRun(p, key[-1])
    one.price_at(step, key[-1])
    assert one.run(key[-1], max_sweeps=60) <= key[-1] + 1e-9
    assert RacedBound(p, key[-1], step).run(key[-1], max_sweeps=100) <= key[-1] + 1e-9


def test_one_step_price_reaches_the_lagrangian_value() -> None:
    """40 layers, each cheap and fat (cost 1, usage 10) or dear and lean (2, 4), all
    live at step 39 only (layer i over [i, 40 + i)); room for 12 fat layers: the optimum
    and the Lagrangian value are 80 - 12 = 68 (price 1/6 per unit of usage)."""
    n = 40
    p = make_problem([np.array([1.0, 2.0])] * n, [np.array([10.0, 4.0])] * n,
                     [(i, n + i) for i in range(n)], [], [], usage_limit=4.0 * n + 72)
    one = DualBoundRun(p, 80.0)
    one.price_at(n - 1, 80.0)
    assert one.run(80.0, max_sweeps=1000) == pytest.approx(68.0, abs=1e-6)
    assert RacedBound(p, 80.0, n - 1).run(80.0, max_sweeps=1000) == pytest.approx(68.0, abs=1e-6)
    # Per-step prices, stepped every sweep, stop lower (65.1): the race took the one.
    assert DualBoundRun(p, 80.0).run(80.0, max_sweeps=1000) < 67.0
