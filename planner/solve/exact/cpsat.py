"""CP-SAT model of a strategy problem, or of the free part of one (the rest fixed).

One Boolean per allowed strategy with exactly one per node; edge variables only for the
finite pairs of edges between free nodes, tied to the node variables by the marginal
encoding (Σ_b y_ab = x_a, Σ_a y_ab = x_b); edges to fixed nodes fold into node costs;
memory rows only at the maximal live sets, counting fixed nodes as constants. Costs are
scaled into integers (exact when they are integers that fit); the caller re-evaluates
every solution in floats. The edge variables, their constraints and the objectives are
written into the model's proto from arrays, not one Python call per literal.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from ortools.sat.python import cp_model

from planner._native import TENSORFLOW_FIRST
from planner.solve.core.adjacency import Adjacency, edge_row
from planner.solve.core.problem import StrategyProblem
from planner.solve.exact.memory_rows import maximal_live_times

_MAX_OBJECTIVE = 2.0**50  # well inside int64 with room for CP-SAT's own sums


@dataclass
class Objective:
    """An integer objective: coefficients over the model's proto variables."""

    variables: np.ndarray
    coeffs: np.ndarray

    def minimise(self, m: cp_model.CpModel) -> None:
        """Make this the model's objective (replacing any)."""
        m.clear_objective()
        if not len(self.variables):
            m.minimize(0)
            return
        m.proto.objective.vars.extend(self.variables.tolist())
        m.proto.objective.coeffs.extend(self.coeffs.tolist())

    def at_most(self, m: cp_model.CpModel, value: int) -> None:
        """Constrain this objective to at most ``value``."""
        c = m.proto.constraints.add()
        c.linear.vars.extend(self.variables.tolist())
        c.linear.coeffs.extend(self.coeffs.tolist())
        c.linear.domain.extend([cp_model.INT_MIN, value])


@dataclass
class Model:
    """A built model: node literals per free node (strategy index -> literal)."""

    model: cp_model.CpModel
    nodes: np.ndarray
    literals: list[dict[int, cp_model.IntVar]]
    objectives: list[Objective] = field(default_factory=list)
    scales: list[float] = field(default_factory=list)
    offsets: list[float] = field(default_factory=list)  # constant part of each objective
    group_literals: dict[int, cp_model.IntVar] = field(default_factory=dict)
    infeasible: bool = False


def _scale(max_total: float, integral: bool) -> float:
    if integral and max_total < _MAX_OBJECTIVE:
        return 1.0
    return max(max_total, 1e-300) / _MAX_OBJECTIVE


def build(problem: StrategyProblem, nodes: np.ndarray | None = None, fixed: np.ndarray | None = None,
          adjacency: Adjacency | None = None, live_times: np.ndarray | None = None,
          with_groups: bool = False, objective: bool = True) -> Model:
    """Model of ``problem`` over ``nodes`` (all when None), the others at ``fixed``.
    ``with_groups`` adds one literal per assumption group that switches its restrictions
    on (for explanations); otherwise groups must already be applied. One family of
    constraints at a time, in this order (variables are created in it, which CP-SAT's
    search depends on): one-hot nodes, edges, memory rows, group literals, objectives."""
    p = problem
    free = np.ones(p.num_nodes, bool) if nodes is None else np.zeros(p.num_nodes, bool)
    if nodes is not None:
        free[nodes] = True
    nodes = np.flatnonzero(free)
    out = Model(cp_model.CpModel(), nodes, [])
    index = -np.ones(p.num_nodes, np.int64)
    index[nodes] = np.arange(len(nodes))
    # Objectives: tiers in order, then the cost.
    terms = _Terms([(s.node_cost, s.edge_cost) for s in p.tiers] + [(p.node_cost, p.edge_cost)])
    _one_hot_nodes(out, p, free, fixed, adjacency or Adjacency.of(p), terms)
    _edges(out, p, free, index, terms, objective)
    if p.usage_limit is not None:  # at the maximal live sets with a free, varying node
        times = maximal_live_times(p.intervals) if live_times is None else live_times
        _memory_rows(out, p, free, fixed, times)
    if with_groups:
        _group_literals(out, p, free, index)
    if objective:
        _objectives(out, index, terms)
    return out


@dataclass
class _Terms:
    """Per objective (tiers, then the cost): its node costs (free nodes, with edges to
    fixed nodes folded in), its pair variables' proto indices and costs, its constant."""

    objectives: list[tuple[np.ndarray, np.ndarray | None]]
    node: list[dict[tuple[int, int], float]] = field(default_factory=list)
    edge_ids: list[list[np.ndarray]] = field(default_factory=list)
    edge_costs: list[list[np.ndarray]] = field(default_factory=list)
    constants: list[float] = field(default_factory=list)

    def __post_init__(self) -> None:
        k = len(self.objectives)
        self.node = [{} for _ in range(k)]
        self.edge_ids, self.edge_costs = [[] for _ in range(k)], [[] for _ in range(k)]
        self.constants = [0.0] * k

    def add_edges(self, k: int, ids: np.ndarray, costs: np.ndarray) -> None:
        """Objective ``k``'s terms of the pair variables ``ids`` (the zero ones left out)."""
        nz = costs != 0
        self.edge_ids[k].append(ids[nz])
        self.edge_costs[k].append(costs[nz])


def _one_hot_nodes(out: Model, p: StrategyProblem, free: np.ndarray,
                   fixed: np.ndarray | None, adj: Adjacency, terms: _Terms) -> None:
    """One literal per allowed strategy of each free node, exactly one of them true;
    a strategy a fixed neighbour forbids has none."""
    m, objs = out.model, terms.objectives
    allowed_mask = np.isfinite(p.node_cost)
    for i in out.nodes:
        lo, hi = int(p.offsets[i]), int(p.offsets[i + 1])
        ok = allowed_mask[lo:hi].copy()
        folded = [np.asarray(o[0][lo:hi], np.float64).copy() for o in objs]
        for slot in adj.incident(int(i)):
            j = int(adj.other[slot])
            if free[j]:
                continue
            assert fixed is not None
            e, first = int(adj.edges[slot]), bool(adj.first[slot])
            row = edge_row(p, p.edge_cost, e, first, int(fixed[j]))
            ok &= np.isfinite(row)
            for k, (_, ec) in enumerate(objs):
                if ec is not None:
                    folded[k] += edge_row(p, ec, e, first, int(fixed[j]))
        lits = {}
        for s in np.flatnonzero(ok):
            lits[int(s)] = m.new_bool_var(f"x{i}_{s}")
            for k in range(len(objs)):
                c = folded[k][s]
                if c:
                    terms.node[k][(int(i), int(s))] = c
        if not lits:
            out.infeasible = True
        m.add_exactly_one(lits.values())
        out.literals.append(lits)


def _edges(out: Model, p: StrategyProblem, free: np.ndarray, index: np.ndarray,
           terms: _Terms, objective: bool) -> None:
    """Edges between free nodes: constant ones fold into the objectives' constants, the
    others get the marginal encoding over their finite pairs. The pair variables and
    their constraints go into the model's proto in one text-format merge (a Python
    call per literal is several times slower on big problems)."""
    m, objs = out.model, terms.objectives
    both = free[p.edge_nodes[:, 0]] & free[p.edge_nodes[:, 1]]
    first = len(m.proto.variables)  # the pair variables' proto indices start here
    count = 0
    rows: list[str] = []
    for e in np.flatnonzero(both):
        u, v = (int(x) for x in p.edge_nodes[e])
        lu, lv = out.literals[index[u]], out.literals[index[v]]
        if not lu or not lv:
            continue
        cost = p.edge_matrix(int(e))
        mats = [cost] + [
            (ec[p.edge_offsets[e]:p.edge_offsets[e + 1]].reshape(cost.shape)
             if ec is not None else None) for _, ec in objs[:-1]]
        au, av = np.array(sorted(lu)), np.array(sorted(lv))
        sub = cost[np.ix_(au, av)]
        fin = np.isfinite(sub)
        tier_subs = [None if mm is None else mm[np.ix_(au, av)] for mm in mats[1:]]
        if fin.all() and not objective:
            continue  # feasibility only: an edge without forbidden pairs restricts nothing
        if fin.all() and np.ptp(sub) == 0 and all(
                s is None or np.ptp(s) == 0 for s in tier_subs):
            terms.constants[-1] += float(sub.flat[0])
            for k, s in enumerate(tier_subs):
                if s is not None:
                    terms.constants[k] += float(s.flat[0])
            continue
        # Marginal encoding over the finite pairs (row-major). Separable matrices (row +
        # column costs) would need no pair variables, but the contest instances have
        # almost none after reductions (A: 4 of 40,658 edges, B: 0), so they take this path.
        ra, rb = np.nonzero(fin)
        ids = first + count + np.arange(len(ra))
        count += len(ra)
        for k, c in enumerate([*tier_subs, sub]):
            if c is not None:
                terms.add_edges(k if k < len(tier_subs) else -1, ids, c[ra, rb])
        by_row = np.split(ids, np.cumsum(np.bincount(ra, minlength=len(au)))[:-1])
        order = np.argsort(rb, kind="stable")
        by_col = np.split(ids[order], np.cumsum(np.bincount(rb, minlength=len(av)))[:-1])
        rows += [_sum_is(ys, lu[int(a)].index) for ys, a in zip(by_row, au, strict=True)]
        rows += [_sum_is(ys, lv[int(b)].index) for ys, b in zip(by_col, av, strict=True)]
    if rows:  # (an edge with no finite pair still forbids its endpoints' literals)
        m.proto.merge_text_format("variables { domain: [0, 1] }\n" * count + "".join(rows))


def _sum_is(ys: np.ndarray, literal: int) -> str:
    """The text-format constraint Σ ys = literal."""
    vs = ", ".join(map(str, ys.tolist()))
    ones = "1, " * len(ys)
    return (f"constraints {{ linear {{ vars: [{vs}{', ' if len(ys) else ''}{literal}] "
            f"coeffs: [{ones}-1] domain: [0, 0] }} }}\n")


def _objectives(out: Model, index: np.ndarray, terms: _Terms) -> None:
    """Each objective as integer coefficients over proto variables, scaled
    (``Model.scales``)."""
    for k in range(len(terms.objectives)):
        node = terms.node[k]
        lits = np.array([out.literals[index[i]][s].index for i, s in node], np.int64)
        costs = np.fromiter(node.values(), np.float64, len(node))
        ids = np.concatenate([lits, *terms.edge_ids[k]]) if terms.edge_ids[k] else lits
        cs = np.concatenate([costs, *terms.edge_costs[k]]) if terms.edge_costs[k] else costs
        total = float(np.abs(cs).sum())
        scale = _scale(total, bool(np.all(cs == np.round(cs))))
        coeffs = np.round(cs / scale).astype(np.int64)
        keep = coeffs != 0
        out.objectives.append(Objective(ids[keep], coeffs[keep]))
        out.scales.append(scale)
        out.offsets.append(terms.constants[k])


def _memory_rows(out: Model, p: StrategyProblem, free: np.ndarray, fixed: np.ndarray | None,
                 times: np.ndarray) -> None:
    """One usage row per maximal live set that holds a free node whose usage varies; the
    fixed nodes' usage is a constant profile. Vectorised over times, then one row each
    (~65 lines: the vectorised selection and the rows share their index arrays)."""
    iv = p.intervals
    free_nodes = out.nodes
    lo_free = iv[free_nodes, 0]
    hi_free = iv[free_nodes, 1]
    horizon = int(iv[:, 1].max(initial=0)) + 2
    # Only the times some free node is live at; fixed nodes count as a usage profile.
    cover = np.zeros(horizon)
    np.add.at(cover, lo_free, 1)
    np.add.at(cover, hi_free, -1)
    times = times[np.cumsum(cover)[times] > 0]
    fixed_profile = None
    if fixed is not None and (~free).any():
        fixed_nodes = np.flatnonzero(~free)
        usage = p.node_usage[p.offsets[fixed_nodes] + np.maximum(fixed[fixed_nodes], 0)]
        delta = np.zeros(horizon)
        np.add.at(delta, iv[fixed_nodes, 0], usage)
        np.add.at(delta, iv[fixed_nodes, 1], -usage)
        fixed_profile = np.cumsum(delta)
    assert p.usage_limit is not None  # memory rows only where a limit binds
    limit = float(p.usage_limit)
    # Per free node: its usage above its smallest one, per strategy literal (flat, CSR).
    base = np.zeros(len(free_nodes))
    lits_flat: list[cp_model.IntVar] = []
    coef_parts: list[np.ndarray] = []
    ptr = np.zeros(len(free_nodes) + 1, np.int64)
    for pos, i in enumerate(free_nodes):
        lits = out.literals[pos]
        strat = np.fromiter(lits, np.int64, len(lits))
        us = p.node_usage[int(p.offsets[i]) + strat]
        base[pos] = us.min() if len(us) else 0.0
        keep = us > base[pos]
        lits_flat.extend(lits[int(x)] for x in strat[keep])
        coef_parts.append(us[keep] - base[pos])
        ptr[pos + 1] = ptr[pos] + int(keep.sum())
    coef = np.concatenate(coef_parts) if coef_parts else np.zeros(0)
    most = np.maximum.reduceat(np.append(coef, 0.0), ptr[:-1]) * (np.diff(ptr) > 0) \
        if len(free_nodes) else np.zeros(0)
    # The free nodes live change only at their own starts and ends: every time step of one
    # segment between those has the same set, and needs only the segment's tightest row.
    cuts = np.unique(np.concatenate([lo_free, hi_free]))
    seg = np.searchsorted(cuts, times, side="right")
    segs, first = np.unique(seg, return_index=True)
    slack = np.full(len(segs), limit)
    if fixed_profile is not None:
        np.minimum.at(slack, np.searchsorted(segs, seg), limit - fixed_profile[times])
    t_rep = times[first]
    live = (lo_free[None, :] <= t_rep[:, None]) & (t_rep[:, None] < hi_free[None, :])
    rhs = slack - live @ base
    integral = bool(np.all(coef == np.round(coef))) and float(coef.max(initial=0)) < 2**53
    scale = 1.0 if integral else max(float(coef.max(initial=1.0)), 1e-300) / 2**40
    icoef = (coef if integral else np.ceil(coef / scale)).astype(np.int64)
    entry_node = np.repeat(np.arange(len(free_nodes)), np.diff(ptr))
    for row, bound in zip(live, rhs, strict=True):
        nodes = np.flatnonzero(row)
        if float(most[nodes].sum()) <= bound:
            continue  # cannot overflow
        idx = np.flatnonzero(row[entry_node])
        if len(idx) == 0:
            out.infeasible = True  # bound < 0 with nothing to lower
            continue
        out.model.add(cp_model.LinearExpr.weighted_sum([lits_flat[k] for k in idx],
                                                      icoef[idx].tolist())
                      <= math.floor(bound / scale + 1e-9))


def _group_literals(out: Model, p: StrategyProblem, free: np.ndarray, index: np.ndarray) -> None:
    m = out.model
    for i, g in enumerate(p.groups):
        lit = m.new_bool_var(f"group:{g.name}")
        out.group_literals[i] = lit
        node_of = np.searchsorted(p.offsets, g.forbidden_strategies, side="right") - 1
        for s, i in zip(g.forbidden_strategies, node_of, strict=True):
            x = out.literals[index[i]].get(int(s - p.offsets[i])) if free[i] else None
            if x is not None:
                m.add_implication(lit, x.negated())
        if len(g.pairs):
            edge_of = np.searchsorted(p.edge_offsets, g.pairs, side="right") - 1
            for pair, e in zip(g.pairs, edge_of, strict=True):
                u, v = (int(x) for x in p.edge_nodes[e])
                k_v = int(p.offsets[v + 1] - p.offsets[v])
                a, b = divmod(int(pair - p.edge_offsets[e]), k_v)
                xu = out.literals[index[u]].get(a)
                xv = out.literals[index[v]].get(b)
                if xu is not None and xv is not None:
                    m.add_bool_or([lit.negated(), xu.negated(), xv.negated()])


@dataclass
class CpResult:
    assignment: np.ndarray | None  # local strategy per free node, in ``Model.nodes`` order
    optimal: bool
    infeasible: bool
    bound: float  # lower bound of the last objective, in cost units (with its offset)
    values: list[float]


class _Progress(cp_model.CpSolverSolutionCallback):
    def __init__(self, report: Callable[[float, float], None], scale: float,
                 offset: float) -> None:
        super().__init__()
        self.report, self.scale, self.offset = report, scale, offset

    def on_solution_callback(self) -> None:
        self.report(self.ObjectiveValue() * self.scale + self.offset,
                    self.BestObjectiveBound() * self.scale + self.offset)


# CP-SAT's deterministic time per wall second of its interleaved search (measured on a
# 2-core machine, near the middle): a deterministic share of the limit in seconds becomes
# this much deterministic time.
DETERMINISTIC_TIME_PER_SECOND = 1.5


def set_limits(parameters: Any, time_limit: float, deterministic: bool,
               wall_limit: float = math.inf) -> None:
    """CP-SAT's ``parameters`` stop it after ``time_limit`` seconds (by its deterministic
    time, its search interleaved so that it is reproducible, when ``deterministic``), and
    after ``wall_limit`` wall seconds either way."""
    wall = wall_limit if deterministic else min(time_limit, wall_limit)
    if math.isfinite(wall):
        parameters.max_time_in_seconds = max(0.01, wall)
    if deterministic:
        parameters.max_deterministic_time = max(0.01, DETERMINISTIC_TIME_PER_SECOND
                                                * time_limit)
        parameters.interleave_search = True


def solve_model(built: Model, time_limit: float, workers: int = 2, seed: int = 0,
                deterministic: bool = False, hint: np.ndarray | None = None,
                progress: Callable[[float, float], None] | None = None,
                relative_gap: float = 0.0, wall_limit: float = math.inf) -> CpResult:
    """Minimise the objectives lexicographically (each tier's optimum, or best value when
    time runs out, becomes a constraint for the next). ``hint``: a local strategy per free
    node, replacing any earlier run's. A model can be solved again: an earlier run's
    tier constraints (each tier no worse than it found) stay. ``relative_gap``: the last
    objective stops once within that fraction of its bound (CP-SAT's
    ``relative_gap_limit``; then ``optimal`` only when the bound meets the value).
    Deterministic: ``time_limit`` is CP-SAT's deterministic time, ``wall_limit`` wall
    seconds at most. One loop over the tiers sharing the solver, hint and callback."""
    m = built.model
    if built.infeasible:
        return CpResult(None, False, True, math.inf, [])
    if TENSORFLOW_FIRST:
        raise RuntimeError("TensorFlow was imported before the planner: its protobuf "
                           "crashes OR-tools' CP-SAT. Import planner first (before keras_hub "
                           "or tensorflow), or plan with method='greedy'")
    if hint is not None:
        m.clear_hints()
        for lits, s in zip(built.literals, hint, strict=True):
            for t, lit in lits.items():
                m.add_hint(lit, int(t == s))
    deadline = time.monotonic() + (wall_limit if deterministic else min(time_limit, wall_limit))
    planned = time_limit  # deterministic seconds left
    values: list[float] = []
    result = None
    bound = -math.inf
    optimal = True
    for k, (expr, scale, offset) in enumerate(
            zip(built.objectives, built.scales, built.offsets, strict=True)):
        expr.minimise(m)
        solver = cp_model.CpSolver()
        left = deadline - time.monotonic()
        set_limits(solver.parameters, planned if deterministic else left, deterministic, left)
        solver.parameters.num_workers = workers
        solver.parameters.random_seed = seed
        last = k == len(built.objectives) - 1
        if last and relative_gap > 0:
            # Relative to the integer objective without the constant offsets, which are
            # costs too (>= 0 in the planner): at least as strict as the caller's gap.
            solver.parameters.relative_gap_limit = relative_gap
        cb = _Progress(progress, scale, offset) if progress is not None and last else None
        status = solver.Solve(m, cb)
        planned -= solver.deterministic_time / DETERMINISTIC_TIME_PER_SECOND
        if status in (cp_model.INFEASIBLE, cp_model.MODEL_INVALID):
            return CpResult(None, False, status == cp_model.INFEASIBLE, math.inf, [])
        if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            return CpResult(None, False, False, -math.inf, values)
        # A stop at the gap limit also reports OPTIMAL: a proof needs the bound too.
        optimal &= status == cp_model.OPTIMAL and (
            not last or relative_gap <= 0
            or solver.BestObjectiveBound() >= solver.ObjectiveValue())
        result = np.array([next((s for s, lit in lits.items() if solver.Value(lit)), -1)
                           for lits in built.literals], np.int64)
        value = solver.ObjectiveValue()
        values.append(value * scale + offset)
        bound = solver.BestObjectiveBound() * scale + offset
        if not last:
            expr.at_most(m, round(value))
            m.clear_hints()
            for lits, s in zip(built.literals, result, strict=True):
                for t, lit in lits.items():
                    m.add_hint(lit, int(t == s))
    return CpResult(result, optimal, False, bound, values)
