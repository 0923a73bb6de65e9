"""Repeated blocks tied: the classes colour refinement finds, the tied problem's costs,
the lifted bound's validity, and solves that tie (with and without memory prices)."""

from __future__ import annotations

import dataclasses
import itertools

import numpy as np
import pytest

import planner.solve.tied as tied
from planner.solve.bounds.trws import TrwsRun
from planner.solve.core.problem import StrategyProblem, evaluate_assignment, make_problem
from planner.solve.core.ties import lift, tie, tie_classes
from planner.solve.exact.brute_force import brute_force
from planner.solve.solution import SolveOptions, SolveStatus
from planner.solve.solver import solve


def stack(layers: int, seed: int = 0, k: int = 3, usage: float = 0.0,
          limit: float | None = None) -> StrategyProblem:
    """``layers`` copies of one 3-node block (a -> b, a -> c, b -> c), each block's c
    feeding the next block's a; every block has the same costs. Node i of block l is
    live over [l, l + 2) when ``usage`` is given (strategy s uses ``usage * s``)."""
    rng = np.random.default_rng(seed)
    node = [rng.integers(0, 9, k).astype(float) for _ in range(3)]
    inner = [rng.integers(0, 20, (k, k)).astype(float) for _ in range(3)]
    link = rng.integers(0, 20, (k, k)).astype(float)
    costs, edges, edge_costs, live = [], [], [], []
    for layer in range(layers):
        base = 3 * layer
        costs += node
        live += [(layer, layer + 2)] * 3
        edges += [(base, base + 1), (base, base + 2), (base + 1, base + 2)]
        edge_costs += inner
        if layer:
            edges.append((base - 1, base))
            edge_costs.append(link)
    usages = [usage * np.arange(k, dtype=float)] * len(costs)
    return make_problem(costs, usages, live, edges, edge_costs, usage_limit=limit)


def test_interior_blocks_share_classes_and_the_ends_do_not() -> None:
    p = stack(8)
    c = tie_classes(p, rounds=1)
    # Blocks 1..6 see the same neighbourhood at radius 1; block 0's a has no link in,
    # block 7's c no link out.
    assert [c[3 * b] for b in range(1, 7)] == [c[3]] * 6
    assert [c[3 * b + 2] for b in range(1, 7)] == [c[5]] * 6
    assert c[0] != c[3] and c[23] != c[5]
    assert c[1] == c[4]  # b has no link: the same everywhere at radius 1
    assert c.max() + 1 == 5  # a, b, c inside, a first, c last
    # More rounds tell more blocks apart from the ends, never fewer.
    assert tie_classes(p, rounds=3).max() + 1 > 5


def test_costs_of_unequal_nodes_are_never_tied() -> None:
    p = stack(4)
    bumped = p.node_cost.copy()
    bumped[p.offsets[6]] += 1.0  # block 2's a costs more
    c = tie_classes(dataclasses.replace(p, node_cost=bumped), rounds=1)
    assert c[6] not in {c[3], c[9]}


@pytest.mark.parametrize("rounds", [1, 2])
def test_the_tied_problem_prices_expanded_plans_exactly(rounds: int) -> None:
    p = stack(5, seed=rounds)
    ties = tie(p, tie_classes(p, rounds))
    q = ties.quotient
    rng = np.random.default_rng(0)
    for _ in range(20):
        a = rng.integers(0, q.num_strategies)
        assert evaluate_assignment(q, a).cost == pytest.approx(
            evaluate_assignment(p, ties.expand(a)).cost, rel=1e-12)


def test_a_class_edge_inside_the_class_adds_its_diagonal() -> None:
    """Two nodes tied into one class with an edge between them: the tied problem has no
    edge, and the edge's diagonal in the class's costs. (Colour refinement tells an
    edge's ends apart: they see it from either side.)"""
    p = make_problem([[1.0, 2.0], [1.0, 2.0]], edges=[(0, 1)],
                     edge_costs=[[[5.0, 7.0], [7.0, 3.0]]])
    assert tie_classes(p).tolist() == [0, 1]
    ties = tie(p, np.array([0, 0]))
    assert ties.quotient.num_nodes == 1 and ties.quotient.num_edges == 0
    assert list(ties.quotient.node_cost) == [7.0, 7.0]


def bound_at(p: StrategyProblem, phi: tuple[np.ndarray, np.ndarray],
             prices: np.ndarray | None = None) -> float:
    """The dual bound of ``p`` at the reparametrisation ``phi`` and memory ``prices``."""
    run = TrwsRun(p, prices=prices)
    run.start_from(*phi)
    return run.best


@pytest.mark.parametrize("seed", range(4))
def test_lifted_bounds_are_valid(seed: int) -> None:
    """Whatever the tied problem's reparametrisation, lifted it bounds the untied
    optimum; the tied problem's own diffusion, lifted then diffused, too."""
    p = stack(3, seed=seed)  # 3^9 assignments to brute-force
    optimum = brute_force(p)[1][-1]
    ties = tie(p, tie_classes(p, 1))
    assert ties.quotient.num_nodes < p.num_nodes
    q = ties.quotient
    rng = np.random.default_rng(seed)
    k = q.num_strategies
    for _ in range(5):
        phi = (rng.normal(0, 5, int(k[q.edge_nodes[:, 0]].sum())),
               rng.normal(0, 5, int(k[q.edge_nodes[:, 1]].sum())))
        assert bound_at(p, lift(ties, p, phi)) <= optimum + 1e-9
    run = TrwsRun(q)
    run.run(None, max_sweeps=50)
    phi = lift(ties, p, (run.to_first, run.to_second))
    whole = TrwsRun(p)
    whole.start_from(*phi)
    assert whole.run(None, max_sweeps=50) <= optimum + 1e-9


def test_priced_bounds_are_valid() -> None:
    p = stack(3, seed=7, usage=4.0, limit=12.0)
    optimum = brute_force(p)[1][-1]
    zero = tuple(np.zeros(int(p.num_strategies[p.edge_nodes[:, s]].sum())) for s in (0, 1))
    bounds = [bound_at(p, zero, np.full(4, price)) for price in (0.0, 0.5, 3.0)]  # type: ignore[arg-type]
    assert max(bounds) <= optimum + 1e-9
    assert len(set(bounds)) == 3  # the prices moved the bound


@pytest.fixture
def tie_small(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tie problems of test size (the solver ties only from a million pairs)."""
    monkeypatch.setattr(tied, "MIN_PAIRS", 0)


@pytest.mark.usefixtures("tie_small")
def test_a_tied_solve_is_valid_and_certified_against_the_untied_problem() -> None:
    p = stack(80, seed=3)
    untied = solve(p, SolveOptions(time_limit=20, tie_layers=False))
    assert untied.status is SolveStatus.OPTIMAL
    sol = solve(p, SolveOptions(time_limit=5, deterministic=True))
    assert sol.tied_classes and sol.tied_classes < p.num_nodes / 4
    assert evaluate_assignment(p, sol.assignment).cost == sol.cost
    assert sol.lower_bound <= untied.cost + 1e-9 <= sol.cost + 2e-9
    # The tied plan is the same on every interior block.
    blocks = sol.assignment.reshape(-1, 3)
    assert (blocks[4:-4] == blocks[4]).all()


@pytest.mark.usefixtures("tie_small")
def test_memory_prices_find_a_tied_plan_within_the_limit() -> None:
    """Cheap strategies are heavy: unpriced, the tied plan overflows the limit; priced,
    it fits (and the solve says it tied)."""
    p = stack(80, seed=3, usage=10.0, limit=35.0)
    free = tie(p, tie_classes(p, tied.ROUNDS))
    q_opt = solve(free.quotient, SolveOptions(time_limit=5, tie_layers=False))
    assert not evaluate_assignment(p, free.expand(q_opt.assignment)).valid
    sol = solve(p, SolveOptions(time_limit=5, deterministic=True))
    assert sol.tied_classes
    ev = evaluate_assignment(p, sol.assignment)
    assert ev.valid and ev.peak_usage <= 35.0
    assert sol.lower_bound <= sol.cost


def test_deterministic_tied_solves_repeat(tie_small: None) -> None:
    p = stack(80, seed=5)
    runs = [solve(p, SolveOptions(time_limit=2, deterministic=True)) for _ in range(2)]
    assert list(runs[0].assignment) == list(runs[1].assignment)
    assert runs[0].lower_bound == runs[1].lower_bound


@pytest.mark.usefixtures("tie_small")
def test_where_no_tied_plan_exists_the_untied_solve_answers() -> None:
    """Each block's c must differ from the next block's c (an edge forbidding equal
    strategies): tied, every c is one class that cannot take any strategy; untied, the
    c's alternate."""
    p = stack(80, seed=3)
    cs = [3 * b + 2 for b in range(80)]
    differ = np.where(np.eye(3, dtype=bool), np.inf, 0.0)
    q = make_problem([p.node_costs(i) for i in range(p.num_nodes)],
                     edges=[tuple(e) for e in p.edge_nodes.tolist()]
                     + list(itertools.pairwise(cs)),
                     edge_costs=[p.edge_matrix(e) for e in range(p.num_edges)]
                     + [differ] * (len(cs) - 1))
    classes = tie_classes(q, tied.ROUNDS)
    assert len({int(classes[c]) for c in cs[8:-8]}) == 1  # the interior c's: one class
    sol = solve(q, SolveOptions(time_limit=2, deterministic=True))
    assert sol.tied_classes == 0
    ev = evaluate_assignment(q, sol.assignment)
    assert ev.valid and ev.cost == sol.cost
    assert all(sol.assignment[a] != sol.assignment[b] for a, b in itertools.pairwise(cs))


def test_memory_prices_rise_faster_far_over_the_limit() -> None:
    # Close to the limit the price doubles; twice over it, it quadruples.
    assert [tied._growth(x) for x in (1.1, 1.5, 2.0, 3.0)] == [2.0, 2.25, 4.0, 9.0]


@pytest.mark.usefixtures("tie_small")
def test_tied_plans_that_overflow_are_mixed_with_a_hint_that_fits(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """No priced attempt: the only tied plan overflows the limit. With no plan to mix it
    with, the untied solve answers; with a hint that fits (every node at its leanest
    strategy), the two are mixed within the limit and the solve goes on from there."""
    monkeypatch.setattr(tied, "PRICE_ATTEMPTS", 0)
    p = stack(80, seed=3, usage=10.0, limit=35.0)
    assert solve(p, SolveOptions(time_limit=2, deterministic=True)).tied_classes == 0
    lean = np.zeros(p.num_nodes, np.int64)
    start = evaluate_assignment(p, lean)
    assert start.valid
    sol = solve(p, SolveOptions(time_limit=2, deterministic=True, hint=lean))
    assert sol.tied_classes
    ev = evaluate_assignment(p, sol.assignment)
    assert ev.valid and ev.cost == sol.cost < start.cost
    assert sol.lower_bound <= sol.cost
