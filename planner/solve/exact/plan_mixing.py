"""Mixing two plans under the usage limit, part by part.

Where two plans differ, the nodes that differ fall into connected parts (joined by edges
between two such nodes). Any node next to a part but outside it chooses the same in both
plans, so taking a part's choices from the other plan changes the cost by an amount of
its own, whatever is taken elsewhere, and the usage by the part's own usage. The best
mix is then a knapsack over the parts, one row per time step where the limit can bind,
solved exactly by CP-SAT. A plan that fits and one that is cheaper but overflows (e.g.
tied plans, whose layers all choose alike) mix into one that fits and beats the first:
some layers cheap, the others lean.
"""

from __future__ import annotations

import math

import networkx as nx
import numpy as np
from ortools.sat.python import cp_model

from planner.solve.core.problem import StrategyProblem, evaluate_assignment, usage_profile
from planner.solve.exact.cpsat import TENSORFLOW_FIRST, set_limits

# Costs are scaled to integers of this resolution over the largest gain or loss.
COST_STEPS = 1 << 30
# Cells (parts x time spans) of one block of the usage table, and of the knapsack's rows
# at most (beyond, the table outgrows the memory budget: no mixing).
ROW_CELLS = 1 << 22
MAX_ROW_CELLS = 1 << 26


def mix_plans(problem: StrategyProblem, base: np.ndarray, other: np.ndarray, time_limit: float,
         workers: int = 2, deterministic: bool = False, wall_limit: float = math.inf
         ) -> np.ndarray:
    """The cheapest valid mix of ``base`` (valid) and ``other`` that takes each part
    (see module docstring) from one of them, tiers ignored; ``base`` when no mix is
    cheaper. ``time_limit``: CP-SAT's, in deterministic time when ``deterministic``;
    ``wall_limit``: its wall seconds at most, either way."""
    p = problem
    base, other = np.asarray(base, np.int64), np.asarray(other, np.int64)
    part = _parts(p, base != other)
    count = int(part.max(initial=-1)) + 1
    if count == 0 or TENSORFLOW_FIRST:
        return base
    gain = _cost_change(p, base, other, part, count)
    rows_room = _usage_rows(p, base, other, part, count)
    if rows_room is None:
        return base
    rows, room = rows_room
    allowed = np.isfinite(gain)
    m = cp_model.CpModel()
    take = [m.new_bool_var(f"x{i}") for i in range(count)]
    for i in np.flatnonzero(~allowed).tolist():
        m.add(take[i] == 0)
    scale = COST_STEPS / max(float(np.abs(gain[allowed]).max(initial=0.0)), 1e-300)
    weights = np.where(allowed, np.round(gain * scale), 0).astype(np.int64)
    m.minimize(cp_model.LinearExpr.weighted_sum(take, weights.tolist()))
    for row, r in zip(rows.astype(np.int64), room.astype(np.int64), strict=True):
        used = np.flatnonzero(row)
        m.add(cp_model.LinearExpr.weighted_sum([take[i] for i in used],
                                               row[used].tolist()) <= int(r))
    solver = cp_model.CpSolver()
    set_limits(solver.parameters, time_limit, deterministic, wall_limit)
    solver.parameters.num_workers = workers
    if solver.solve(m) not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return base
    chosen = np.array([solver.value(x) for x in take], bool)
    mixed = np.where((part >= 0) & chosen[np.maximum(part, 0)], other, base)
    ev, before = evaluate_assignment(p, mixed), evaluate_assignment(p, base)
    return mixed if ev.valid and ev.cost < before.cost else base


def _parts(p: StrategyProblem, differ: np.ndarray) -> np.ndarray:
    """Per node, its part (numbered from 0) where ``differ``, else -1."""
    nodes = np.flatnonzero(differ)
    u, v = p.edge_nodes[:, 0], p.edge_nodes[:, 1]
    both = differ[u] & differ[v]
    g = nx.Graph()
    g.add_nodes_from(nodes.tolist())
    g.add_edges_from(zip(u[both].tolist(), v[both].tolist(), strict=True))
    part = np.full(p.num_nodes, -1, np.int64)
    for i, members in enumerate(sorted(nx.connected_components(g), key=min)):
        part[list(members)] = i
    return part


def _cost_change(p: StrategyProblem, base: np.ndarray, other: np.ndarray, part: np.ndarray,
                 count: int) -> np.ndarray:
    """Per part, what taking it from ``other`` adds to ``base``'s cost (inf: forbidden)."""
    k = p.num_strategies
    at = part >= 0
    nodes = np.flatnonzero(at)
    change = np.bincount(part[nodes], p.node_cost[p.offsets[nodes] + other[nodes]]
                         - p.node_cost[p.offsets[nodes] + base[nodes]], minlength=count)
    u, v = p.edge_nodes[:, 0], p.edge_nodes[:, 1]
    touched = np.flatnonzero(at[u] | at[v])
    tu, tv = u[touched], v[touched]
    mixed_u = np.where(at[tu], other[tu], base[tu])
    mixed_v = np.where(at[tv], other[tv], base[tv])
    off = p.edge_offsets[touched]
    delta = p.edge_cost[off + mixed_u * k[tv] + mixed_v] \
        - p.edge_cost[off + base[tu] * k[tv] + base[tv]]
    owner = np.where(at[tu], part[tu], part[tv])
    return change + np.bincount(owner, delta, minlength=count)


def _usage_rows(p: StrategyProblem, base: np.ndarray, other: np.ndarray, part: np.ndarray,
                count: int) -> tuple[np.ndarray, np.ndarray] | None:
    """Knapsack rows where the limit can bind, (rows, parts) and (rows,): per span of
    time steps between two of the parts' nodes' starts or ends, each part's change of
    usage there (rounded up, which only tightens) and the room ``base`` leaves in the
    span's fullest step; equal rows once, with the least room. None past
    ``MAX_ROW_CELLS``."""
    if p.usage_limit is None:
        return np.zeros((0, count)), np.zeros(0)
    nodes = np.flatnonzero(part >= 0)
    change = np.ceil(p.node_usage[p.offsets[nodes] + other[nodes]]
                     - p.node_usage[p.offsets[nodes] + base[nodes]])
    start, end = p.intervals[nodes, 0], p.intervals[nodes, 1]
    live = (end > start) & (change != 0)
    nodes, change, start, end = nodes[live], change[live], start[live], end[live]
    profile = usage_profile(p, base)
    cuts = np.unique(np.concatenate([[0, len(profile)], start, np.minimum(end, len(profile))]))
    spans = len(cuts) - 1
    room = float(p.usage_limit) - np.maximum.reduceat(profile, cuts[:-1])[:spans]
    first, last = np.searchsorted(cuts, start), np.searchsorted(cuts, end)
    # Spans where the growth of all parts together could overflow (a bound of the
    # parts' own): only there are rows needed.
    growth = np.zeros(spans + 1)
    np.add.at(growth, first, np.maximum(change, 0))
    np.add.at(growth, last, -np.maximum(change, 0))
    wanted = np.flatnonzero(np.cumsum(growth)[:spans] > room)
    if len(wanted) * count > MAX_ROW_CELLS:
        return None
    rows = np.zeros((len(wanted), count))
    step = max(1, ROW_CELLS // (spans + 1))
    for lo in range(0, count, step):  # parts in blocks: a difference array over spans each
        mine = (part[nodes] >= lo) & (part[nodes] < lo + step)
        table = np.zeros((min(step, count - lo), spans + 1))
        np.add.at(table, (part[nodes][mine] - lo, first[mine]), change[mine])
        np.add.at(table, (part[nodes][mine] - lo, last[mine]), -change[mine])
        rows[:, lo:lo + step] = np.cumsum(table, axis=1)[:, wanted].T
    rows, inverse = np.unique(rows, axis=0, return_inverse=True)
    least = np.full(len(rows), np.inf)
    np.minimum.at(least, inverse.ravel(), room[wanted])
    return rows, np.floor(least)
