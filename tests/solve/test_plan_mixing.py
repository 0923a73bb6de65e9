"""Mixing two plans part by part under the usage limit: exact against every mix of the
parts, and inside the tied solve, where tied plans that fit and that overflow mix."""

from __future__ import annotations

import dataclasses
import itertools

import numpy as np
import pytest

import planner.solve.tied as tied
from planner.solve.core.problem import (
    StrategyProblem,
    evaluate_assignment,
    make_problem,
)
from planner.solve.exact.plan_mixing import _parts, mix_plans
from planner.solve.solution import SolveOptions
from planner.solve.solver import solve

FAT, LEAN = 0, 1


def layers(count: int, limit: float, reshard: float = 0.0) -> StrategyProblem:
    """``count`` layers joined by stream nodes (s0 - l0 - s1 - l1 - ...): a layer is
    cheap and fat (cost 1, usage 10) or dear and lean (cost 2, usage 4), all live at
    once; a stream node has one strategy, and an edge to a lean layer costs ``reshard``."""
    costs, usages, live, edges, edge_costs = [], [], [], [], []
    for i in range(count):
        costs += [[0.0], [1.0, 2.0]]
        usages += [[0.0], [10.0, 4.0]]
        live += [(0, 1), (0, 1)]
        edges += [(2 * i, 2 * i + 1), (2 * i + 1, 2 * i + 2)]
        edge_costs += [[[0.0, reshard]], [[0.0], [reshard]]]
    costs.append([0.0])
    usages.append([0.0])
    live.append((0, 1))
    return make_problem(costs, usages, live, edges, edge_costs, usage_limit=limit)


def plan(count: int, choice: int) -> np.ndarray:
    return np.array([0, choice] * count + [0])


def test_fat_and_lean_layers_mix_to_the_best_that_fits() -> None:
    # 4 layers within 30: 10k + 4(4 - k) <= 30 takes k = 2 fat layers, cost 2 + 4.
    p = layers(4, 30.0, reshard=0.25)
    mixed = mix_plans(p, plan(4, LEAN), plan(4, FAT), time_limit=5)
    ev = evaluate_assignment(p, mixed)
    assert ev.valid and ev.peak_usage == 28.0
    assert ev.cost == 2 * 1 + 2 * (2 + 2 * 0.25)
    assert sorted(mixed[1::2].tolist()) == [FAT, FAT, LEAN, LEAN]


def test_nothing_to_gain_keeps_the_base() -> None:
    p = layers(3, 100.0)
    base = plan(3, FAT)
    assert list(mix_plans(p, base, plan(3, LEAN), time_limit=5)) == list(base)
    assert list(mix_plans(p, base, base, time_limit=5)) == list(base)


def random_problem(seed: int) -> StrategyProblem:
    """A random sparse graph of 8 nodes with 3 strategies each, usages live over random spans,
    some forbidden pairs, no usage limit."""
    rng = np.random.default_rng(seed)
    n, k = 8, 3
    edges = sorted({tuple(sorted(rng.choice(n, 2, replace=False).tolist()))
                    for _ in range(5)})
    edge_costs = [np.where(rng.random((k, k)) < 0.05, np.inf, rng.integers(0, 9, (k, k)))
                  for _ in edges]
    starts = rng.integers(0, 4, n)
    live = [(int(s), int(s + rng.integers(1, 4))) for s in starts]
    usages = [rng.integers(1, 10, k).astype(float) for _ in range(n)]
    costs = [rng.integers(0, 9, k).astype(float) for _ in range(n)]
    return make_problem(costs, usages, live, edges, edge_costs, usage_limit=None)


@pytest.mark.parametrize("seed", range(8))
def test_fusion_is_the_best_mix_of_the_parts(seed: int) -> None:
    """A random plan that fits mixed with the cheapest that may not, against every
    subset of parts taken from the latter."""
    p = random_problem(seed)
    rng = np.random.default_rng(seed + 100)
    every = np.array(list(itertools.product(range(3), repeat=p.num_nodes)))
    evs = [evaluate_assignment(p, a) for a in every]
    cost, peak = np.array([e.cost for e in evs]), np.array([e.peak_usage for e in evs])
    other = every[np.argmin(cost)]
    # A limit the cheapest plan overflows, that some plan meets.
    limit = max(peak.min(), 0.75 * peak[np.argmin(cost)])
    p = dataclasses.replace(p, usage_limit=limit)
    valid = np.flatnonzero(np.isfinite(cost) & (peak <= limit))
    base = every[valid[int(rng.integers(len(valid)))]]
    part = _parts(p, base != other)
    count = int(part.max(initial=-1)) + 1
    best = evaluate_assignment(p, base).cost
    for taken in itertools.product([False, True], repeat=count):
        mix = np.where((part >= 0) & np.array((*taken, False))[part], other, base)
        ev = evaluate_assignment(p, mix)
        if ev.valid:
            best = min(best, ev.cost)
    mixed = mix_plans(p, base, other, time_limit=5)
    ev = evaluate_assignment(p, mixed)
    assert ev.valid and ev.cost == pytest.approx(best, abs=1e-9)


def test_parts_are_the_connected_nodes_that_differ() -> None:
    p = layers(3, 100.0)
    base, other = plan(3, LEAN), plan(3, FAT)
    # Layers differ, stream nodes do not: each layer a part of its own.
    assert _parts(p, base != other).tolist() == [-1, 0, -1, 1, -1, 2, -1]


def test_the_tied_solve_mixes_its_plans_where_memory_binds(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Tied, every interior layer is fat (overflows) or lean (fits): the solve's plan
    has as many fat layers as fit, the optimum (the exact untied solve's)."""
    monkeypatch.setattr(tied, "MIN_PAIRS", 0)
    p = layers(40, 40 * 4 + 6 * 12.0, reshard=0.1)  # room for 12 fat layers
    untied = solve(p, SolveOptions(time_limit=20, tie_layers=False))
    sol, again = (solve(p, SolveOptions(time_limit=5, deterministic=True)) for _ in range(2))
    assert sol.tied_classes
    ev = evaluate_assignment(p, sol.assignment)
    assert ev.valid and int((sol.assignment[1::2] == FAT).sum()) == 12
    assert ev.cost == pytest.approx(untied.cost, abs=1e-9)
    # Deterministic: the same plan and bound again.
    assert list(again.assignment) == list(sol.assignment)
    assert again.lower_bound == sol.lower_bound
