"""A bound over the strategies a problem leaves out (``bounds.left_out``), against brute
force over the full problem."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from planner.solve.bounds.left_out import cover, extended
from planner.solve.core.problem import LeftOut, StrategyProblem, evaluate_assignment, make_problem
from planner.solve.exact.brute_force import brute_force
from planner.solve.solution import SolveOptions
from planner.solve.solver import solve
from tests.solve.random_problems import random_problem


def without_last(p: StrategyProblem, nodes: list[int], rows: bool = False
                 ) -> tuple[StrategyProblem, LeftOut]:
    """``p`` with the last strategy of each of ``nodes`` left out, and the record of it
    (its cost and usage as the floors; ``rows``: its pair costs as the stand-ins')."""
    drop = set(nodes)
    k = p.num_strategies
    keep = [np.arange(int(k[i]) - (i in drop)) for i in range(p.num_nodes)]
    kept = make_problem(
        [p.node_costs(i)[keep[i]] for i in range(p.num_nodes)],
        [p.node_usages(i)[keep[i]] for i in range(p.num_nodes)], p.intervals,
        [tuple(e) for e in p.edge_nodes.tolist()],
        [p.edge_matrix(e)[np.ix_(keep[u], keep[v])] for e, (u, v) in
         enumerate(p.edge_nodes.tolist())], p.usage_limit)
    last = np.array([p.offsets[i + 1] - 1 for i in nodes], np.int64)
    first, second = [], []
    for e, (u, v) in enumerate(p.edge_nodes.tolist()):
        m = p.edge_matrix(e)
        if u in drop:
            first.append(m[-1, keep[v]])
        if v in drop:
            second.append(m[keep[u], -1])
    flat = [np.concatenate(x) if rows and x else None for x in (first, second)]
    return kept, LeftOut(np.array(nodes, np.int64), np.ones(len(nodes), np.int64),
                         p.node_cost[last], p.node_usage[last], *flat)


@pytest.mark.parametrize("seed", range(40))
def test_the_bound_covers_what_was_left_out(seed: int) -> None:
    full = random_problem(seed, max_nodes=7, limit=seed % 2 == 0)
    nodes = [i for i in range(full.num_nodes) if full.num_strategies[i] > 1][::2]
    if not nodes:
        return
    kept, left = without_last(full, nodes)
    _, kept_key = brute_force(kept)
    _, full_key = brute_force(full)
    if not kept_key:
        return  # nothing to bound from
    covered = cover(kept, left, kept_key[-1], False, kept_key[-1], 1.0, sweeps=200)
    assert covered is not None
    assert covered.bound <= full_key[-1] + 1e-9 <= kept_key[-1] + 1e-9
    # A left-out strategy proven unable to beat the kept optimum is not in a better plan.
    if full_key[-1] < kept_key[-1]:
        assert covered.ruled_out < len(nodes)


@pytest.mark.parametrize("seed", range(40))
def test_priced_stand_ins_bound_the_full_problem_exactly(seed: int) -> None:
    # One strategy left out per node, its pair costs as the stand-in's: the problem with
    # stand-ins is the full problem but where two stand-ins meet (they pay 0 there), and
    # the solve that covers them proves its optimum.
    full = random_problem(seed, max_nodes=7, limit=seed % 2 == 0)
    nodes = [i for i in range(full.num_nodes) if full.num_strategies[i] > 1][::2]
    kept, left = without_last(full, nodes, rows=True)
    _, kept_key = brute_force(kept)
    _, full_key = brute_force(full)
    if not nodes or not kept_key:
        return
    sol = solve(dataclasses.replace(kept, left_out=left),
                SolveOptions(time_limit=5.0, deterministic=True, cover_left_out=True))
    assert sol.bound_all is not None and sol.bound_all <= full_key[-1] + 1e-9
    meet = any(u in nodes and v in nodes for u, v in full.edge_nodes.tolist())
    if not meet:
        assert sol.bound_all == pytest.approx(full_key[-1])


class OneByOne:
    """The strategies ``full`` has beyond the first ``kept`` of each node, one by one."""

    def __init__(self, full: StrategyProblem, kept: np.ndarray) -> None:
        self.full, self.kept = full, kept

    def strategies(self, node: int, enabled: object) -> tuple[np.ndarray, np.ndarray]:
        out = slice(int(self.kept[node]), None)
        return self.full.node_costs(node)[out], self.full.node_usages(node)[out]

    def pairs(self, u: int, v: int, u_left: bool, v_left: bool) -> np.ndarray:
        e = next(e for e, ends in enumerate(self.full.edge_nodes.tolist()) if ends == [u, v])
        rows = slice(int(self.kept[u]), None) if u_left else slice(0, int(self.kept[u]))
        cols = slice(int(self.kept[v]), None) if v_left else slice(0, int(self.kept[v]))
        return self.full.edge_matrix(e)[rows, cols]


@pytest.mark.parametrize("seed", range(30))
def test_stand_ins_taken_join_one_by_one_until_the_bound_is_the_optimum(seed: int) -> None:
    # Several strategies left out per node, their stand-in the union of them: the solves
    # that cover them take the taken stand-ins' strategies one by one, and end on the
    # full problem's optimum.
    rng = np.random.default_rng(seed)
    full = random_problem(seed + 100, max_nodes=6, limit=seed % 2 == 0)
    k = full.num_strategies
    kept_k = np.where(k > 1, rng.integers(1, np.maximum(k, 2)), k)
    nodes = np.flatnonzero(kept_k < k)
    if not len(nodes):
        return
    keep = [np.arange(int(kept_k[i])) for i in range(full.num_nodes)]
    edges = [tuple(e) for e in full.edge_nodes.tolist()]
    kept = make_problem([full.node_costs(i)[keep[i]] for i in range(full.num_nodes)],
                        [full.node_usages(i)[keep[i]] for i in range(full.num_nodes)],
                        full.intervals, edges,
                        [full.edge_matrix(e)[np.ix_(keep[u], keep[v])]
                         for e, (u, v) in enumerate(edges)], full.usage_limit)
    first, second = [], []
    for e, (u, v) in enumerate(edges):
        m = full.edge_matrix(e)
        if u in nodes:
            first.append(m[kept_k[u]:, :kept_k[v]].min(axis=0))
        if v in nodes:
            second.append(m[:kept_k[u], kept_k[v]:].min(axis=1))
    out = [(full.node_costs(i)[kept_k[i]:], full.node_usages(i)[kept_k[i]:]) for i in nodes]
    left = LeftOut(nodes, k[nodes] - kept_k[nodes], np.array([c.min() for c, _ in out]),
                   np.array([u.min() for _, u in out]),
                   np.concatenate(first) if first else np.zeros(0),
                   np.concatenate(second) if second else np.zeros(0), OneByOne(full, kept_k))
    _, kept_key = brute_force(kept)
    _, full_key = brute_force(full)
    if not kept_key:
        return
    sol = solve(dataclasses.replace(kept, left_out=left),
                SolveOptions(time_limit=10.0, deterministic=True, cover_left_out=True))
    assert sol.bound_all == pytest.approx(full_key[-1])


def test_strategies_that_cannot_pay_leave_the_bound_alone() -> None:
    # A chain whose left-out strategies cost more than the whole plan: the bound over
    # every strategy is the solver's own, and each left-out strategy is ruled out.
    p = make_problem([[1.0, 4.0], [2.0, 0.0], [3.0, 1.0]], edges=[(0, 1), (1, 2)],
                     edge_costs=[[[0.0, 5.0], [5.0, 0.0]], [[0.0, 5.0], [5.0, 0.0]]])
    left = LeftOut(np.array([0, 2]), np.array([3, 2]), np.array([50.0, 60.0]), np.zeros(2))
    covered = cover(p, left, 4.0, False, 4.0, 1.0, sweeps=100)
    assert covered is not None and (covered.bound, covered.ruled_out) == (4.0, 5)
    # Cheap ones (a stand-in at node 0 costing 0 with free edges) lower it to what a plan
    # of stand-ins could cost: node 1's and node 2's best with free edges to node 0.
    cheap = LeftOut(np.array([0]), np.array([1]), np.array([0.0]), np.zeros(1))
    covered = cover(p, cheap, 4.0, False, 4.0, 1.0, sweeps=100)
    assert covered is not None and covered.bound == pytest.approx(1.0)
    assert covered.ruled_out == 0


def test_stand_ins_cost_their_floors_and_nothing_on_edges() -> None:
    p = make_problem([[1.0, 2.0], [3.0]], [[1.0, 1.0], [2.0]], [(0, 1), (0, 1)], [(0, 1)],
                     [[[7.0], [8.0]]])
    ext = extended(p, LeftOut(np.array([0]), np.array([4]), np.array([0.5]), np.array([0.25])))
    assert ext.num_strategies.tolist() == [3, 1]
    assert ext.edge_cost.tolist() == [7.0, 8.0, 0.0]
    ev = evaluate_assignment(ext, np.array([2, 0]))
    assert (ev.cost, ev.peak_usage) == (0.5 + 3.0, 2.25)


def test_stand_ins_pay_their_least_pair_costs() -> None:
    # Node 0 keeps two strategies and left some out; node 1 keeps two. The stand-in's row
    # is its least cost with each of node 1's; node 2's stand-in its least with node 1's.
    p = make_problem([[1.0, 2.0], [3.0, 4.0], [5.0]], edges=[(0, 1), (1, 2)],
                     edge_costs=[[[1.0, 2.0], [3.0, 4.0]], [[6.0], [7.0]]])
    left = LeftOut(np.array([0, 2]), np.array([4, 1]), np.array([0.5, 0.25]), np.zeros(2),
                   first=np.array([8.0, 9.0]), second=np.array([10.0, 11.0]))
    ext = extended(p, left)
    assert ext.num_strategies.tolist() == [3, 2, 2]
    assert ext.edge_matrix(0).tolist() == [[1.0, 2.0], [3.0, 4.0], [8.0, 9.0]]
    assert ext.edge_matrix(1).tolist() == [[6.0, 10.0], [7.0, 11.0]]


def test_solve_reports_both_bounds() -> None:
    p = make_problem([[1.0, 4.0], [2.0, 0.0]], edges=[(0, 1)],
                     edge_costs=[[[0.0, 5.0], [5.0, 0.0]]])
    left = LeftOut(np.array([1]), np.array([2]), np.array([0.5]), np.zeros(1))
    sol = solve(StrategyProblem(p.offsets, p.node_cost, p.node_usage, p.intervals,
                                p.edge_nodes, p.edge_offsets, p.edge_cost, left_out=left),
                SolveOptions(time_limit=2.0, deterministic=True, cover_left_out=True))
    # Over the kept strategies: (0, 0) at 3; a stand-in at node 1 with node 0's best: 1.5.
    assert (sol.cost, sol.lower_bound, sol.bound_all) == (3.0, 3.0, pytest.approx(1.5))
    assert sol.left_out_ruled_out == 0
