"""``reduce_problem``: every exact reduction, repeated until none applies."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from planner.solve.core.problem import StrategyProblem
from planner.solve.reduce.cap import cap_strategies
from planner.solve.reduce.constant_edges import fold_trivial_edges
from planner.solve.reduce.dead import eliminate_dead
from planner.solve.reduce.dominated import remove_dominated
from planner.solve.reduce.fold import fold_leaves, fold_series
from planner.solve.reduce.isolated import fix_isolated
from planner.solve.reduce.memory import relevant_nodes
from planner.solve.reduce.result import Reduction, build_result
from planner.solve.reduce.work import Work

PARALLEL = "parallel edges"
# Past a pair budget, problems of at most this many times its pairs are reduced exactly
# before the cap, which then cuts only what the reductions left (often nothing: they
# fold most of a training step away); bigger ones are capped first, as the reductions
# take time in proportion to the pairs.
REDUCE_FIRST = 4


def caps_first(pairs: int, max_pairs: int) -> bool:
    """Whether a problem of ``pairs`` edge pairs over a budget of ``max_pairs`` is capped
    before its exact reductions (see ``REDUCE_FIRST``)."""
    return pairs > REDUCE_FIRST * max_pairs


def reduce_problem(problem: StrategyProblem, deadline: float | None = None,
                   max_pairs: int | None = None, keep: np.ndarray | None = None,
                   rank: Callable[[], np.ndarray] | None = None) -> Reduction:
    """Apply the exact reductions to a fixpoint (see :class:`Reduction` for what the result
    guarantees), or until ``time.monotonic()`` passes ``deadline`` (each round is exact, so
    stopping between rounds leaves a valid, less reduced problem). Assumption groups must
    already be applied (``problem.with_groups``); the reduced problem has none.
    ``infeasible`` is set when some node loses every strategy. With ``max_pairs``, the
    strategy cap (``cap.py``, inexact: the guarantees then hold over the kept
    strategies, ``keep``'s among them: a hint; ``rank``: a score per strategy, lower
    kept first) where the edges hold more pairs: once the exact reductions are done, or
    first where the problem holds more than ``REDUCE_FIRST`` times them."""
    w = Work(problem, deadline)
    if w.merged:
        w.count(PARALLEL, edges=w.merged)
    if max_pairs is not None and caps_first(w.pairs(), max_pairs):
        cap_strategies(w, max_pairs, keep, rank)
        max_pairs = None
    queue = set(range(problem.num_nodes))
    pending = np.ones(problem.num_nodes, bool)  # nodes to check for dominance
    while True:
        if not eliminate_dead(w, queue):
            return build_result(w, infeasible=True)
        max_usage = np.array([u.max(initial=0.0) for u in w.usage])
        relevant, _ = relevant_nodes(problem.intervals, max_usage, problem.usage_limit)
        changed = remove_dominated(w, np.flatnonzero(pending), relevant)
        pending[:] = False
        changed |= fold_trivial_edges(w)
        changed |= fold_leaves(w, relevant)
        changed |= fold_series(w, relevant)
        fix_isolated(w, relevant)
        if max_pairs is not None and (not changed or w.out_of_time()):
            # The exact reductions are done (or out of time): cap what they left, then
            # reduce again.
            changed |= cap_strategies(w, max_pairs, keep, rank)
            max_pairs = None
        if not changed or w.out_of_time():
            return build_result(w)
        queue |= changed
        for i in changed:
            pending[i] = True
            pending[list(w.nbrs[i])] = True
