"""The local-polytope LP relaxation of a strategy problem, solved by HiGHS' simplex.

Variables: ``x[i, s]`` (node i takes strategy s) and ``y[e, s, t]`` (edge e's pair);
``Σ_s x[i, s] = 1``; each edge's pairs marginalise onto its endpoints
(``Σ_t y[e, s, t] = x[u, s]``, ``Σ_s y[e, s, t] = x[v, t]``); where the usage limit can be
overflowed at a time step, the live nodes' usage stays under it. Minimise node plus pair
costs. On sharding problems this LP is often tight: its optimum is integral, so the
optimal plan itself, proven (a 2-layer BERT training step: 93.45 us by the LP in 5 s,
where CP-SAT and local search stopped at 131.9 us after 30 s).

The bound is not HiGHS' objective (its tolerances make that approximate) but the
Lagrangian value of its row duals, recomputed here: for any duals, ``b·y + Σ_j
min(0, c_j - (Aᵀy)_j)`` bounds every point of the box ``0 ≤ x ≤ 1``, so it is a valid
lower bound whatever HiGHS' accuracy.
"""

from __future__ import annotations

import contextlib
import math
import os
import sys
from collections.abc import Iterator
from dataclasses import dataclass

import numpy as np

from planner.solve.core.problem import StrategyProblem
from planner.solve.core.segments import positions, segment_argmin
from planner.solve.reduce.memory import relevant_nodes

# Costs are seconds (1e-6 apart); HiGHS works best near 1.
COST_SCALE = 1e6
# A node marginal this close to 1 is integral.
INTEGRAL = 1 - 1e-6


@dataclass(frozen=True)
class LpResult:
    """``bound``: a valid lower bound (-inf when HiGHS did not reach the optimum);
    ``assignment``: the LP optimum's strategy per node when every node's marginal is
    integral (None otherwise); ``rounded``: each node's largest marginal (a start for
    search; None without a solution); ``iterations``: the simplex iterations it took."""

    bound: float
    assignment: np.ndarray | None
    rounded: np.ndarray | None
    iterations: int = 0


def lp_relaxation(problem: StrategyProblem, time_limit: float | None,
                  iteration_limit: int | None = None) -> LpResult:
    """The LP of ``problem`` (tiers ignored) within ``time_limit`` seconds and/or
    ``iteration_limit`` simplex iterations (a deterministic budget)."""
    import highspy

    p = problem
    matrix, cost, upper, lower_rhs, upper_rhs = _lp(p)
    with _stdout_muted():  # HiGHS prints a banner when made, before any option holds
        h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    h.setOptionValue("solver", "simplex")
    h.setOptionValue("threads", 1)  # deterministic
    if time_limit is not None:
        h.setOptionValue("time_limit", max(0.01, time_limit))
    if iteration_limit is not None:
        h.setOptionValue("simplex_iteration_limit", iteration_limit)
    lp = highspy.HighsLp()
    lp.num_col_, lp.num_row_ = matrix.shape[1], matrix.shape[0]
    lp.col_cost_, lp.col_lower_, lp.col_upper_ = cost, np.zeros(len(cost)), upper
    lp.row_lower_, lp.row_upper_ = lower_rhs, upper_rhs
    lp.a_matrix_.format_ = highspy.MatrixFormat.kColwise
    lp.a_matrix_.start_, lp.a_matrix_.index_, lp.a_matrix_.value_ = matrix.csc()
    h.passModel(lp)
    h.run()
    iterations = int(h.getInfo().simplex_iteration_count)
    if h.getModelStatus() != highspy.HighsModelStatus.kOptimal:
        return LpResult(-math.inf, None, None, iterations)
    solution = h.getSolution()
    x = np.asarray(solution.col_value)[:len(p.node_cost)]
    starts = p.offsets[:-1]
    rounded = segment_argmin(np.zeros(len(x)), -x, starts) - starts
    integral = bool((x[starts + rounded] >= INTEGRAL).all()) if p.num_nodes else True
    bound = _lagrangian(matrix, cost, upper, lower_rhs, upper_rhs,
                        np.asarray(solution.row_dual))
    return LpResult(bound / COST_SCALE, rounded if integral else None, rounded, iterations)


@contextlib.contextmanager
def _stdout_muted() -> Iterator[None]:
    """File descriptor 1 to /dev/null meanwhile (C++ writes there, not to sys.stdout)."""
    sys.stdout.flush()
    saved = os.dup(1)
    with open(os.devnull, "w") as null:
        os.dup2(null.fileno(), 1)
        try:
            yield
        finally:
            os.dup2(saved, 1)
            os.close(saved)


def _lagrangian(matrix: _Coo, cost: np.ndarray, upper: np.ndarray, lower_rhs: np.ndarray,
                upper_rhs: np.ndarray, dual: np.ndarray) -> float:
    """The Lagrangian bound of ``dual`` (signs made valid: an upper-bounded row's dual
    is at most 0, a lower-bounded one's at least 0)."""
    eq = lower_rhs == upper_rhs
    y = np.where(eq, dual, np.where(np.isfinite(upper_rhs), np.minimum(dual, 0.0),
                                    np.maximum(dual, 0.0)))
    rhs = np.where(y < 0, upper_rhs, np.where(y > 0, lower_rhs, 0.0))  # no inf * 0
    reduced = cost - matrix.transpose_times(y)
    return float(np.dot(rhs, y) + np.minimum(reduced, 0.0) @ upper)


@dataclass(frozen=True)
class _Coo:
    """A sparse matrix as (row, column, value) triples."""

    rows: np.ndarray
    cols: np.ndarray
    values: np.ndarray
    shape: tuple[int, int]

    def csc(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Column starts, row indices and values, column by column (HiGHS' layout)."""
        order = np.lexsort((self.rows, self.cols))
        starts = np.concatenate([[0], np.cumsum(np.bincount(self.cols,
                                                            minlength=self.shape[1]))])
        return starts, self.rows[order], self.values[order]

    def transpose_times(self, y: np.ndarray) -> np.ndarray:
        """Aᵀy."""
        return np.bincount(self.cols, self.values * y[self.rows], minlength=self.shape[1])


def _lp(p: StrategyProblem) -> tuple[_Coo, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """The constraint matrix, column costs and upper bounds, row bounds."""
    k = p.num_strategies
    n, e_count, s_count, pairs = p.num_nodes, p.num_edges, len(p.node_cost), len(p.edge_cost)
    u, v = p.edge_nodes[:, 0], p.edge_nodes[:, 1]
    ku, kv = k[u], k[v]
    e_of = np.repeat(np.arange(e_count), ku * kv)
    local = np.arange(pairs) - np.repeat(p.edge_offsets[:-1], ku * kv)
    row_u = n + _starts(ku)
    row_v = n + int(ku.sum()) + _starts(kv)
    pair_cols = s_count + np.arange(pairs)
    rows = [np.repeat(np.arange(n), k), row_u[e_of] + local // kv[e_of],
            row_v[e_of] + local % kv[e_of]]
    cols = [np.arange(s_count), pair_cols, pair_cols]
    for ends, k_side, row_side in ((u, ku, row_u), (v, kv, row_v)):
        j = positions(k_side)
        rows.append(np.repeat(row_side, k_side) + j)
        cols.append(p.offsets[np.repeat(ends, k_side)] + j)
    ones = sum(len(c) for c in cols[:3])
    values = np.concatenate([np.ones(ones), -np.ones(len(rows[3]) + len(rows[4]))])
    marginal_rows = n + int(ku.sum()) + int(kv.sum())
    mem_rows, mem_cols, mem_vals, limits = _memory_rows(p)
    rows.append(marginal_rows + mem_rows)
    cols.append(mem_cols)
    values = np.concatenate([values, mem_vals])
    matrix = _Coo(np.concatenate(rows), np.concatenate(cols), values,
                  (marginal_rows + len(limits), s_count + pairs))
    cost = np.concatenate([p.node_cost, p.edge_cost]) * COST_SCALE
    upper = np.ones(len(cost))
    forbidden = ~np.isfinite(cost)
    upper[forbidden], cost[forbidden] = 0.0, 0.0
    lower_rhs = np.concatenate([np.ones(n), np.zeros(marginal_rows - n),
                                np.full(len(limits), -np.inf)])
    upper_rhs = np.concatenate([np.ones(n), np.zeros(marginal_rows - n), limits])
    return matrix, cost, upper, lower_rhs, upper_rhs


def _starts(sizes: np.ndarray) -> np.ndarray:
    return (np.cumsum(sizes) - sizes).astype(np.int64)


def usage_can_bind(problem: StrategyProblem) -> bool:
    """Whether some time step's largest usages exceed the usage limit (then the LP has
    usage rows, and on the contest's problems it is fractional: the limit cuts through
    the polytope)."""
    return len(_tight_steps(problem)) > 0


def _tight_steps(p: StrategyProblem) -> np.ndarray:
    """The time steps where the live nodes' largest usages exceed the limit."""
    if p.num_nodes == 0:
        return np.zeros(0, np.int64)
    usage = np.where(np.isfinite(p.node_cost), p.node_usage, 0.0)
    _, tight = relevant_nodes(p.intervals, np.maximum.reduceat(usage, p.offsets[:-1]),
                              p.usage_limit)
    return np.flatnonzero(tight)


def _memory_rows(p: StrategyProblem) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Usage rows (row, column, usage) and their limits, for the time steps where the
    live nodes' largest usages could exceed the limit (elsewhere a row cannot bind)."""
    empty = np.zeros(0, np.int64)
    tight = _tight_steps(p)
    usage = np.where(np.isfinite(p.node_cost), p.node_usage, 0.0)
    rows, cols, vals = [], [], []
    for r, t in enumerate(tight):
        nodes = np.flatnonzero((p.intervals[:, 0] <= t) & (t < p.intervals[:, 1]))
        strategies = np.concatenate([np.arange(p.offsets[i], p.offsets[i + 1])
                                     for i in nodes]) if len(nodes) else empty
        rows.append(np.full(len(strategies), r))
        cols.append(strategies)
        vals.append(usage[strategies])
    if not rows:
        return empty, empty, np.zeros(0), np.zeros(0)
    assert p.usage_limit is not None  # rows are only made where the limit can bind
    return (np.concatenate(rows), np.concatenate(cols), np.concatenate(vals),
            np.full(len(tight), float(p.usage_limit)))
