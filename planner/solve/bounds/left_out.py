"""A lower bound that covers the strategies a problem leaves out (``LeftOut``).

The solver's bound is over the strategies it was given. Each node that lost some gets one
stand-in strategy as cheap as their floors: their least cost and usage, and on each edge
their least pair cost with each neighbour strategy (``LeftOut.first``/``second``, 0
where the builder gives none; 0 with a neighbour's stand-in). A plan that uses left-out
strategies costs at least as much as the same plan with stand-ins, so a bound of the
problem with stand-ins (``extended``) covers every plan: the solver's, where it can solve
it whole (``solver.solve``), else the one below.

TRW-S on it (:mod:`planner.solve.bounds.trws`) gives a bound ``LB``: a sum of one
piece per edge, each at least its least. A plan that uses the stand-in of node ``i``
costs at least ``LB`` plus ``excess_i``, how much the least pieces of ``i``'s edges rise
with the stand-in taken. Plans without stand-ins are the solver's, so the full
problem's optimum is at least

    min(the solver's bound, LB + min_i excess_i):

where the stand-ins cannot pay, the solver's own bound stands. When the solver itself
capped strategies (``reduce/cap.py``) its bound covers only what it kept, and ``LB``
alone is the bound. Memory prices keep all of it valid (a Lagrangian bound); without
them the bound is of the problem without its usage limit, a relaxation too.
"""

from __future__ import annotations

import dataclasses
import math
import time
from collections.abc import Mapping

import numpy as np

from planner.solve.bounds.trws import TrwsRun
from planner.solve.core.problem import LeftOut, LeftOutStrategies, StrategyProblem
from planner.solve.core.segments import pair_chunks, positions

# Beyond this many edge pairs the extended problem and its TRW-S state (every pair twice
# over) outgrow the planner's memory budget: the bound then stays the solver's, over the
# kept strategies (as for the tied solve's, ``tied.MAX_WHOLE_BOUND_PAIRS``).
MAX_PAIRS = 10_000_000
# TRW-S runs in slices of at most this long (or this many sweeps, deterministic), the
# bound read after each: it stops as soon as it reaches the solver's.
SLICE_SECONDS = 0.25
SLICE_SWEEPS = 8


@dataclasses.dataclass(frozen=True)
class Covered:
    """The bound over every strategy, and how many left-out ones it shows cannot pay
    (their stand-in's bound is at least the incumbent)."""

    bound: float
    ruled_out: int
    # A plan cheaper than the solver's that the covering found (``Solution.beyond``).
    plan: tuple[np.ndarray, dict[int, int], float] | None = None


def extended(problem: StrategyProblem, left_out: LeftOut,
             explicit: Mapping[int, tuple[np.ndarray, np.ndarray]] | None = None
             ) -> StrategyProblem:
    """``problem`` with what it leaves out at every node of ``left_out``, after the kept
    strategies: one stand-in, its floor cost and usage and its least pair costs; or,
    at the nodes ``explicit`` names (node -> the cost and usage of each strategy left
    out), those strategies one by one, priced by ``left_out.one_by_one`` (against a
    neighbour's stand-in, 0). Groups, tiers and the rest are dropped: a bound ignores
    them."""
    p, explicit = problem, explicit or {}
    extra = np.zeros(p.num_nodes, np.int64)
    extra[left_out.nodes] = 1
    for i, (cost, _) in explicit.items():
        extra[i] = len(cost)
    union = np.zeros(p.num_nodes, bool)
    union[left_out.nodes] = True
    union[list(explicit)] = False
    k = p.num_strategies
    k2 = k + extra
    offsets = np.concatenate([[0], np.cumsum(k2)]).astype(np.int64)
    keep = np.ones(int(offsets[-1]), bool)
    keep[np.repeat(offsets[:-1] + k, extra) + positions(extra)] = False
    node_cost = np.empty(len(keep))
    node_usage = np.empty(len(keep))
    node_cost[keep], node_usage[keep] = p.node_cost, p.node_usage
    stand_in = union[left_out.nodes]
    node_cost[offsets[left_out.nodes[stand_in]] + k[left_out.nodes[stand_in]]] = \
        left_out.cost[stand_in]
    node_usage[offsets[left_out.nodes[stand_in]] + k[left_out.nodes[stand_in]]] = \
        left_out.usage[stand_in]
    for i, (cost, usage) in explicit.items():
        node_cost[offsets[i] + k[i]:offsets[i + 1]] = cost
        node_usage[offsets[i] + k[i]:offsets[i + 1]] = usage
    u, v = p.edge_nodes[:, 0], p.edge_nodes[:, 1]
    edge_offsets = np.concatenate([[0], np.cumsum(k2[u] * k2[v])]).astype(np.int64)
    edge_cost = np.zeros(int(edge_offsets[-1]))
    kv, kv2 = k[v], k2[v]
    for first, last, e, t in pair_chunks(k[u] * kv, p.edge_offsets):
        where = edge_offsets[e] + (t // kv[e]) * kv2[e] + t % kv[e]
        edge_cost[where] = p.edge_cost[p.edge_offsets[first]:p.edge_offsets[last]]
    ends = (extra[u] > 0, extra[v] > 0)
    if left_out.first is not None:  # the first end's stand-in row
        e = np.flatnonzero(ends[0])
        mine = np.repeat(union[u[e]], kv[e])
        e = e[union[u[e]]]
        edge_cost[np.repeat(edge_offsets[e] + k[u][e] * kv2[e], kv[e]) + positions(kv[e])] = \
            left_out.first[mine]
    if left_out.second is not None:  # the second end's stand-in column
        e = np.flatnonzero(ends[1])
        ku = k[u][e]
        mine = np.repeat(union[v[e]], ku)
        e, ku = e[union[v[e]]], ku[union[v[e]]]
        edge_cost[np.repeat(edge_offsets[e] + kv[e], ku) + positions(ku) *
                  np.repeat(kv2[e], ku)] = left_out.second[mine]
    if explicit:
        assert left_out.one_by_one is not None
        _fill_explicit(p, explicit, left_out.one_by_one, k, k2, edge_offsets, edge_cost)
    return StrategyProblem(offsets, node_cost, node_usage, p.intervals, p.edge_nodes,
                           edge_offsets, edge_cost, p.usage_limit, name=p.name)


def _fill_explicit(p: StrategyProblem, explicit: Mapping[int, object],
                   one_by_one: LeftOutStrategies, k: np.ndarray, k2: np.ndarray,
                   edge_offsets: np.ndarray, edge_cost: np.ndarray) -> None:
    """The pair costs of the strategies left out at the ``explicit`` nodes, in place."""
    touched = np.flatnonzero(np.isin(p.edge_nodes, list(explicit)).any(axis=1))
    for e in touched.tolist():
        u, v = (int(x) for x in p.edge_nodes[e])
        m = edge_cost[edge_offsets[e]:edge_offsets[e + 1]].reshape(k2[u], k2[v])
        lu, lv = u in explicit, v in explicit
        if lu:
            m[k[u]:, :k[v]] = one_by_one.pairs(u, v, True, False)
        if lv:
            m[:k[u], k[v]:] = one_by_one.pairs(u, v, False, True)
        if lu and lv:
            m[k[u]:, k[v]:] = one_by_one.pairs(u, v, True, True)


def cover(problem: StrategyProblem, left_out: LeftOut, kept_bound: float, capped: bool,
          upper: float, seconds: float, sweeps: int | None = None) -> Covered | None:
    """The bound over ``problem``'s strategies and those ``left_out`` (see the module
    docstring), after ``seconds`` of TRW-S (or ``sweeps``, deterministic, if fewer) that
    stop once it reaches ``kept_bound``; ``kept_bound`` is the solver's over the given
    strategies (all of them unless ``capped``), ``upper`` the incumbent's cost. None
    when the problem is too big to extend."""
    if len(problem.edge_cost) > MAX_PAIRS:
        return None
    run = TrwsRun(extended(problem, left_out), upper)
    deadline = time.monotonic() + seconds
    while True:  # in slices: the bound is read between them
        slice_seconds = SLICE_SECONDS if sweeps is None else deadline - time.monotonic()
        run.run(upper, slice_seconds, None if sweeps is None else min(sweeps, SLICE_SWEEPS))
        covered = _read(run, left_out, kept_bound, capped, upper)
        if sweeps is not None:
            sweeps -= SLICE_SWEEPS
        if covered.bound >= kept_bound or (sweeps is not None and sweeps <= 0) or \
                time.monotonic() >= deadline:
            return covered


def _read(run: TrwsRun, left_out: LeftOut, kept_bound: float, capped: bool,
          upper: float) -> Covered:
    """The bound at TRW-S's current messages (see the module docstring): each stand-in
    is its node's last strategy in the extended problem."""
    value, excess = run.last_excess(left_out.nodes)
    with_stand_in = value + excess
    # float rounding in the sums, as the bounds guard against it
    value -= 1e-9 * abs(value)
    with_stand_in -= 1e-9 * np.abs(with_stand_in)
    ruled_out = int(left_out.count[with_stand_in >= upper].sum())
    if capped:
        return Covered(min(value, upper), ruled_out)
    return Covered(min(kept_bound, float(with_stand_in.min(initial=math.inf))), ruled_out)
