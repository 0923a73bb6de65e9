"""LNS neighbourhoods on a hand-made chain: which nodes each kind picks."""

from __future__ import annotations

import numpy as np

from planner.solve.core.adjacency import Adjacency
from planner.solve.core.problem import make_problem
from planner.solve.exact.neighbourhoods import ball, edge_ends, live_at, order_window, peak_step

# A chain 0-1-2-3-4-5; node 3 has one strategy (not movable); node i is live [i, i+2).
K = [2, 2, 2, 1, 2, 2]
P = make_problem([np.zeros(k) for k in K], [np.arange(k, dtype=float) + i for i, k in
                                            enumerate(K)],
                 [(i, i + 2) for i in range(6)], [(i, i + 1) for i in range(5)],
                 [np.zeros((K[i], K[i + 1])) for i in range(5)], usage_limit=100.0)
MOVABLE = np.array(K) > 1


def test_ball_stays_on_movable_nodes_and_stops_at_size() -> None:
    rng = np.random.default_rng(0)
    adj = Adjacency.of(P)
    assert sorted(ball(adj, 1, 10, rng, MOVABLE).tolist()) == [0, 1, 2]  # 3 blocks the way
    assert sorted(ball(adj, 4, 10, rng, MOVABLE).tolist()) == [4, 5]
    got = ball(adj, 1, 2, rng, MOVABLE)
    assert len(got) == 2 and 1 in got


def test_live_at_and_peak_step() -> None:
    rng = np.random.default_rng(0)
    assert sorted(live_at(P, 4, 10, rng, MOVABLE).tolist()) == [4]  # 3 is live but fixed
    assert sorted(live_at(P, 2, 10, rng, MOVABLE).tolist()) == [1, 2]
    # Usage i + strategy; step t holds nodes t-1 and t: profile 1, 3, 5, 6, 8, 11, 6.
    a = np.array([1, 1, 1, 0, 1, 1])
    assert peak_step(P, a, rng, top=1) == 5
    assert {peak_step(P, a, np.random.default_rng(s), top=2) for s in range(30)} == {4, 5}


def test_edge_ends_and_order_window() -> None:
    rng = np.random.default_rng(1)
    ends = edge_ends(P, 3, rng, MOVABLE)
    assert len(ends) <= 3 and MOVABLE[ends].all()
    movable = np.flatnonzero(MOVABLE)
    w = order_window(movable, 3, rng)
    assert len(w) == 3
    start = int(np.flatnonzero(movable == w[0])[0])
    assert w.tolist() == movable[start:start + 3].tolist()
    assert order_window(movable, 9, rng).tolist() == movable.tolist()
