"""Exact reductions: each one on a hand-built graph with its exact result, and all of them
against brute force on random problems (memory limits, forbidden choices, tiers)."""

from __future__ import annotations

import numpy as np
import pytest

from planner.solve.core.problem import (
    INF,
    StrategyProblem,
    Tier,
    evaluate_assignment,
    make_problem,
)
from planner.solve.exact.brute_force import brute_force
from planner.solve.reduce import Reduction, components, reduce_problem, subproblem


def removed(red: Reduction) -> dict[str, tuple[int, int, int]]:
    return {r.name: (r.nodes_removed, r.edges_removed, r.strategies_removed)
            for r in red.stats if r.nodes_removed or r.edges_removed or r.strategies_removed}


def tiered(p: StrategyProblem, *tiers: Tier) -> StrategyProblem:
    """``p`` with ``tiers``."""
    return StrategyProblem(p.offsets, p.node_cost, p.node_usage, p.intervals, p.edge_nodes,
                           p.edge_offsets, p.edge_cost, p.usage_limit, tiers=tiers)


def arrays(q: StrategyProblem) -> tuple[list[float], list[float], list[list[int]], list[float]]:
    return (q.node_cost.tolist(), q.node_usage.tolist(), q.edge_nodes.tolist(),
            q.edge_cost.tolist())


def test_dead_strategies_propagate_along_forbidden_pairs() -> None:
    # Node 0's second strategy is forbidden, so node 1's first (allowed only with it) dies.
    p = make_problem([[1, INF], [0, 0]], edges=[(0, 1)], edge_costs=[[[INF, 2], [0, 0]]])
    red = reduce_problem(p)
    assert removed(red) == {"dead strategies": (0, 0, 2), "constant edges": (0, 1, 0),
                            "isolated nodes": (2, 0, 0)}
    assert red.problem.num_nodes == 0 and red.offset == 3.0
    assert red.lift(np.zeros(0, np.int64)).tolist() == [0, 1]


def test_a_node_without_any_allowed_strategy_is_infeasible() -> None:
    p = make_problem([[1, 2], [0, 0]], edges=[(0, 1)], edge_costs=[[[INF, INF], [INF, INF]]])
    assert reduce_problem(p).infeasible


# Two nodes live together under a tight limit keep their memory trade-offs.
TIGHT = dict(intervals=[(0, 1), (0, 1)], usage_limit=7.0)


def test_dominated_strategy_goes_but_a_memory_trade_off_stays() -> None:
    # Strategy 1 of node 0 costs more than strategy 0 with the same usage and edge row;
    # strategy 2 is cheaper on one edge pair but uses more memory.
    p = make_problem([[1, 2, 1], [0, 5]], [[1, 1, 2], [3, 9]], [(0, 2), (0, 2)],
                     [(0, 1)], [[[0, 1], [0, 1], [3, 0]]], usage_limit=10.0)
    red = reduce_problem(p)
    assert removed(red) == {"dominated strategies": (0, 0, 1)}
    assert arrays(red.problem) == ([1, 1, 0, 5], [1, 2, 3, 9], [[0, 1]], [0, 1, 3, 0])
    assert [k.tolist() for k in red.kept] == [[0, 2], [0, 1]]
    assert red.lift(np.array([1, 0])).tolist() == [2, 0]


def test_usage_is_not_compared_without_a_limit() -> None:
    p = make_problem([[1, 2], [0, 5]], [[9, 1], [0, 0]], [(0, 2), (0, 2)])
    red = reduce_problem(p)
    assert red.problem.num_nodes == 0
    assert removed(red)["dominated strategies"] == (0, 0, 2)  # both nodes: no edges
    assert red.offset == 1.0 and red.lift(np.zeros(0, np.int64)).tolist() == [0, 0]


def test_parallel_edges_merge_in_either_orientation() -> None:
    p = make_problem([[0, 0], [0, 0]], [[5, 1], [5, 1]], edges=[(0, 1), (1, 0)],
                     edge_costs=[[[1, 2], [3, 4]], [[10, 20], [30, 40]]], **TIGHT)
    red = reduce_problem(p)
    assert removed(red) == {"parallel edges": (0, 1, 0)}
    assert arrays(red.problem) == ([0, 0, 0, 0], [5, 1, 5, 1], [[0, 1]], [11, 32, 23, 44])


def test_constant_edge_goes_to_the_offset() -> None:
    p = make_problem([[0, 3], [0, 3]], [[5, 1], [5, 1]], edges=[(0, 1)],
                     edge_costs=[[[4, 4], [4, 4]]], **TIGHT)
    red = reduce_problem(p)
    assert removed(red) == {"constant edges": (0, 1, 0)}
    assert red.offset == 4.0 and red.problem.num_edges == 0


def test_leaf_folds_its_best_reply_into_the_neighbour() -> None:
    # Node 1 is a leaf of node 0 and never live; nodes 0 and 2 trade cost for memory.
    p = make_problem([[0, 0], [1, 5], [0, 3]], [[4, 1], [0, 0], [4, 1]],
                     [(0, 1), (0, 0), (0, 1)], [(1, 0)], [[[0, 10], [10, 0]]], usage_limit=6.0)
    red = reduce_problem(p)
    assert removed(red) == {"folded leaves": (1, 1, 0)}
    # Node 0 at 0: the leaf replies 0 (1 + 0); at 1: it replies 1 (5 + 0).
    assert arrays(red.problem) == ([1, 5, 0, 3], [4, 1, 4, 1], [], [])
    assert red.node_map.tolist() == [0, -1, 1]
    assert red.lift(np.array([1, 0])).tolist() == [1, 1, 0]
    assert red.lift(np.array([0, 1])).tolist() == [0, 0, 1]


def test_series_node_becomes_the_min_plus_product_of_its_edges() -> None:
    # Node 0 (never live) sits between nodes 1 and 2, which trade cost for memory.
    p = make_problem([[0, 1], [0, 2], [0, 2]], [[0, 0], [4, 1], [4, 1]],
                     [(0, 0), (0, 1), (0, 1)], [(1, 0), (0, 2)],
                     [[[0, 5], [5, 0]], [[0, 7], [7, 0]]], usage_limit=6.0)
    red = reduce_problem(p)
    assert removed(red) == {"series nodes": (1, 1, 0)}
    # (b, c) -> min_a c0[a] + e1[b, a] + e2[a, c]: (0,0) 0, (0,1) 6 via a=1, (1,0) 5, (1,1) 1.
    assert arrays(red.problem) == ([0, 2, 0, 2], [4, 1, 4, 1], [[0, 1]], [0, 6, 5, 1])
    assert red.lift(np.array([0, 1])).tolist() == [1, 0, 1]
    assert red.lift(np.array([1, 0])).tolist() == [0, 1, 0]


def test_isolated_node_takes_its_best_strategy() -> None:
    red = reduce_problem(make_problem([[3, 1, 2]]))
    # Dominance already drops the worse strategies; the node itself then leaves.
    assert removed(red) == {"dominated strategies": (0, 0, 2), "isolated nodes": (1, 0, 0)}
    assert red.offset == 1.0 and red.lift(np.zeros(0, np.int64)).tolist() == [1]


def test_a_leaf_follows_the_tiers_before_the_cost() -> None:
    # The leaf's second strategy costs 10 but is better in tier p0.
    p = make_problem([[0, 0], [0, 10]], edges=[(0, 1)], edge_costs=[[[0, 0], [0, 1]]])
    red = reduce_problem(tiered(p, Tier("p0", np.array([0.0, 0, 1, 0]))))
    assert red.lift(np.zeros(0, np.int64)).tolist() == [0, 1]
    assert red.offset == 10.0 and red.tier_offsets == (0.0,)


def test_removed_memory_stays_as_background() -> None:
    # Node 1 (one strategy, usage 4) leaves the problem; node 0 must still fit beside it.
    p = make_problem([[0, 5], [0]], [[5, 1], [4]], [(0, 2), (1, 3)], usage_limit=6.0)
    red = reduce_problem(p)
    q = red.problem
    assert q.num_strategies.tolist() == [2, 1]
    assert q.intervals.tolist() == [[0, 2], [1, 2]] and q.node_usage.tolist() == [5, 1, 4]
    assert not evaluate_assignment(q, np.array([0, 0])).valid and evaluate_assignment(q, np.array([1, 0])).valid


def random_problem(seed: int) -> StrategyProblem:
    """Up to 10 nodes, dense enough for every reduction; memory tight or loose, forbidden
    strategies and pairs, a tier in a third of the cases."""
    rng = np.random.default_rng(seed)
    n = int(rng.integers(2, 11))
    ks = rng.integers(1, 4, n)
    while np.prod(ks) > 6000:
        ks[rng.integers(n)] = 1
    costs = [np.where(rng.random(k) < 0.1, INF, rng.integers(0, 9, k)).astype(float) for k in ks]
    usages = [rng.integers(0, 5, k).astype(float) for k in ks]
    if rng.random() < 0.5:  # some nodes with equal usage everywhere
        usages = [u if rng.random() < 0.5 else np.full_like(u, u[0]) for u in usages]
    starts = rng.integers(0, 6, n)
    intervals = [(int(s), int(s + rng.integers(0, 4))) for s in starts]
    pairs = [(int(u), int(v)) for u, v in rng.integers(0, n, (int(rng.integers(n - 1, 2 * n)), 2))
             if u != v]
    mats = []
    for u, v in pairs:
        m = rng.integers(0, 9, (ks[u], ks[v])).astype(float)
        m[rng.random(m.shape) < 0.15] = INF
        if rng.random() < 0.1:
            m[:] = 3.0
        mats.append(m)
    p = make_problem(costs, usages, intervals, pairs, mats,
                     usage_limit=float(rng.integers(3, 16)) if seed % 4 else None)
    if seed % 3:
        return p
    tier = Tier("p0", rng.integers(0, 2, len(p.node_cost)).astype(float),
                rng.integers(0, 2, len(p.edge_cost)).astype(float))
    return tiered(p, tier)


@pytest.mark.parametrize("deadline", [None, 0.0])  # 0: stopped after its first round
@pytest.mark.parametrize("seed", range(60))
def test_reduction_keeps_the_optimum_and_lifts_exactly(seed: int,
                                                       deadline: float | None) -> None:
    p = random_problem(seed)
    best, key = brute_force(p)
    red = reduce_problem(p, deadline)
    rbest, rkey = (None, ()) if red.infeasible else brute_force(red.problem)
    assert (rbest is None) == (best is None)
    if best is None:
        return
    assert rkey[-1] + red.offset == key[-1]
    assert tuple(np.add(rkey[:-1], red.tier_offsets)) == key[:-1]
    ev = evaluate_assignment(p, red.lift(rbest))
    assert ev.valid and (*ev.tier_values, ev.cost) == key
    # Every reduced solution lifts to one of the same cost and validity.
    q = red.problem
    for _ in range(5):
        a = np.random.default_rng(seed).integers(0, q.num_strategies)
        ev_q, ev_p = evaluate_assignment(q, a), evaluate_assignment(p, red.lift(a))
        assert ev_q.valid == ev_p.valid
        if ev_q.valid:
            assert ev_q.cost + red.offset == ev_p.cost


def test_the_random_problems_exercise_every_reduction() -> None:
    total: dict[str, int] = {}
    for seed in range(60):
        for name, counts in removed(reduce_problem(random_problem(seed))).items():
            total[name] = total.get(name, 0) + sum(counts)
    assert all(total.get(name, 0) >= 3 for name in (
        "dead strategies", "dominated strategies", "parallel edges", "constant edges",
        "folded leaves", "series nodes", "isolated nodes")), total


def test_components_split_by_edges_and_join_by_shared_memory() -> None:
    p = make_problem([[0, 1]] * 5, [[1, 2]] * 5, [(0, 2), (5, 6), (1, 3), (9, 9), (6, 8)],
                     [(0, 4), (2, 1)], [[[0, 1], [1, 0]]] * 2)
    assert [c.tolist() for c in components(p)] == [[0, 4], [1, 2], [3]]
    limited = make_problem([[0, 1]] * 5, [[1, 2]] * 5, [(0, 2), (5, 6), (1, 3), (9, 9), (6, 8)],
                           [(0, 4), (2, 1)], [[[0, 1], [1, 0]]] * 2, usage_limit=5.0)
    # Nodes 0 and 2 overlap at step 1, node 4 (via the edge) and 3 never: {0,1,2,4}, {3}.
    assert [c.tolist() for c in components(limited)] == [[0, 1, 2, 4], [3]]


def test_subproblem_folds_edges_and_memory_of_fixed_nodes() -> None:
    p = make_problem([[0, 1], [2, 3], [4, 5]], [[1, 2], [3, 4], [5, 6]],
                     [(0, 2), (1, 3), (0, 1)], [(0, 1), (2, 1)],
                     [[[0, 1], [2, 3]], [[10, 20], [30, 40]]], usage_limit=9.0)
    sub = subproblem(p, np.array([1, 2]), np.array([1, 0, 0]))
    # Node 1 gets edge (0,1)'s row for node 0 at 1: [2, 3]; node 0 (usage 2) live [0, 2)
    # becomes a background node where nodes 1 or 2 are live: steps 0 and 1.
    assert sub.node_cost.tolist() == [4, 6, 4, 5, 0]
    assert sub.edge_nodes.tolist() == [[1, 0]] and sub.edge_cost.tolist() == [10, 20, 30, 40]
    assert sub.intervals.tolist() == [[1, 3], [0, 1], [0, 2]]
    assert sub.node_usage.tolist() == [3, 4, 5, 6, 2]
    assert evaluate_assignment(sub, np.array([0, 0, 0])).cost + 1 == evaluate_assignment(p, np.array([1, 0, 0])).cost
    free = subproblem(p, np.array([2, 1]))
    assert free.num_nodes == 2 and free.node_cost.tolist() == [4, 5, 2, 3]
