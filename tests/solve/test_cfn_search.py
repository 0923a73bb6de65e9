"""toulbar2's priced search (``planner.solve.heuristics.cfn_search``): exact on small
problems without a usage limit, memory steered by prices where there is one, and the
solver's path that runs it."""

from __future__ import annotations

import numpy as np
import pytest

from planner.solve.core.problem import evaluate_assignment, make_problem
from planner.solve.exact.brute_force import brute_force
from planner.solve.heuristics import cfn_search
from planner.solve.heuristics.memory_prices import MemoryPrices
from tests.solve.random_problems import random_problem

pytestmark = pytest.mark.skipif(not cfn_search.available(), reason="needs pytoulbar2")


@pytest.mark.parametrize("seed", range(12))
def test_without_a_limit_one_solve_is_the_optimum(seed: int) -> None:
    p = random_problem(seed, limit=False)
    best, key = brute_force(p)
    found: list[np.ndarray] = []
    fin = np.where(np.isfinite(p.node_cost), p.node_cost, 0.0)
    cfn_search.cfn_search(p, MemoryPrices(p, fin), 2.0, 0,
                          lambda a: found.append(a) is None)
    if best is None:  # no valid plan: toulbar2 finds none either
        assert all(not evaluate_assignment(p, a).valid for a in found)
        return
    assert len(found) == 1 and evaluate_assignment(p, found[0]).cost == key[-1]


def _four_layers(limit: float):
    """Four nodes live together, each fast (cost 1, 10 B) or lean (cost 2, 1 B), with a
    free chain of edges between them."""
    flat = np.zeros((2, 2))
    return make_problem([np.array([1.0, 2.0])] * 4, [np.array([10.0, 1.0])] * 4,
                        [(0, 2)] * 4, [(0, 1), (1, 2), (2, 3)], [flat] * 3,
                        usage_limit=limit)


def test_prices_steer_the_plan_under_the_limit() -> None:
    p = _four_layers(23.0)  # all fast needs 40 B
    offered: list[np.ndarray] = []

    def offer(a: np.ndarray) -> bool:
        offered.append(a)
        return evaluate_assignment(p, a).valid and len(offered) == 1

    prices = MemoryPrices(p, p.node_cost.copy())
    cfn_search.cfn_search(p, prices, 3.0, 0, offer)
    # Unpriced, every node takes its fast strategy: 40 B at step 0, over the limit; the
    # price rises until the lean strategies win (the four nodes are alike, so they move
    # together: the Lagrangian cannot reach the mixed optimum, cost 6; local search can).
    assert offered[0].tolist() == [0, 0, 0, 0]
    assert any(a.tolist() == [1, 1, 1, 1] for a in offered)
    assert prices.price[:2].sum() > 0  # the nodes' two live steps were priced


def test_the_solver_runs_it_only_where_it_applies(monkeypatch: pytest.MonkeyPatch) -> None:
    import planner.solve.solver as solver
    from planner.solve.solution import SolveOptions

    calls: list[float] = []
    monkeypatch.setattr(solver.cfn_search, "cfn_search",
                        lambda p, prices, seconds, seed, offer: calls.append(seconds))
    monkeypatch.setattr(solver, "WHOLE_MODEL_PAIRS", -1)  # local search and LNS
    monkeypatch.setattr(solver, "CFN_MIN_SECONDS", 0.0)
    p = _four_layers(23.0)
    solver.solve(p, SolveOptions(time_limit=1.0))
    assert len(calls) == 1 and 0 < calls[0] < 1.0
    solver.solve(p, SolveOptions(time_limit=1.0, deterministic=True))
    assert len(calls) == 1  # toulbar2 stops on time: never in deterministic solves
    solver.solve(_four_layers(40.0), SolveOptions(time_limit=1.0))
    assert len(calls) == 1  # a limit that cannot bind: local search alone
