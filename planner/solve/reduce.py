"""Exact reductions: the reduced problem has the same optimum (plus ``offset``) and every
solution of it lifts to a solution of the original with the same cost.

* dead strategies: infinite node cost, or no finite pair with some neighbour's live
  strategies (arc consistency, to a fixpoint);
* dominated strategies: another strategy of the node is no worse on the node, on every
  incident edge against every live neighbour strategy, in every stage and in memory;
* edges: constant ones leave (their cost goes to ``offset``), parallel ones merge;
* leaves whose memory use cannot matter (never live, or the same usage for every live
  strategy) fold into their neighbour, and such nodes of degree two into an edge between
  their neighbours (min-plus product), remembering their best reply for lifting; the node
  stays with its one usage so that memory rows are unchanged.

Nodes keep their numbers; strategies are renumbered per node (``kept``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from planner.solve.problem import Stage, StrategyProblem
from planner.solve.solution import ReductionStat

_MAX_DOMINANCE_STRATEGIES = 128


@dataclass
class Reduction:
    problem: StrategyProblem
    offset: float
    kept: list[np.ndarray]  # per node: original local indices of the reduced strategies
    # (node, neighbours, best reply indexed by the neighbours' original strategies)
    folded: list[tuple[int, tuple[int, ...], np.ndarray]] = field(default_factory=list)
    stats: list[ReductionStat] = field(default_factory=list)
    infeasible: bool = False

    def lift(self, assignment: np.ndarray) -> np.ndarray:
        """Original local strategy indices for a reduced solution."""
        out = np.array([k[s] for k, s in zip(self.kept, assignment, strict=True)], np.int64)
        for node, nbrs, reply in reversed(self.folded):
            out[node] = reply[tuple(out[j] for j in nbrs)]
        return out


class _Work:
    """Mutable per-node strategies and per-edge matrices (original local indices)."""

    def __init__(self, p: StrategyProblem) -> None:
        self.p = p
        n = p.num_nodes
        self.kept = [np.arange(int(k)) for k in p.num_strategies]
        self.cost = [p.node_costs(i).copy() for i in range(n)]
        self.usage = [p.node_usages(i).copy() for i in range(n)]
        self.stage_cost = [[s.node_cost[p.offsets[i]:p.offsets[i + 1]].copy() for i in range(n)]
                           for s in p.stages]
        self.edges: dict[tuple[int, int], np.ndarray] = {}
        self.stage_edges: list[dict[tuple[int, int], np.ndarray]] = [{} for _ in p.stages]
        merged = 0
        for e in range(p.num_edges):
            u, v = (int(x) for x in p.edge_nodes[e])
            m = p.edge_matrix(e)
            sm = [None if s.edge_cost is None else
                  s.edge_cost[p.edge_offsets[e]:p.edge_offsets[e + 1]].reshape(m.shape)
                  for s in p.stages]
            if u > v:
                u, v, m = v, u, m.T
                sm = [None if x is None else x.T for x in sm]
            if u == v:  # a self-loop is a node cost on the diagonal
                self.cost[u] = self.cost[u] + np.diag(m)
                continue
            if (u, v) in self.edges:
                merged += 1
                self.edges[(u, v)] = self.edges[(u, v)] + m
            else:
                self.edges[(u, v)] = m.astype(np.float64, copy=True)
            for k, x in enumerate(sm):
                if x is not None:
                    d = self.stage_edges[k]
                    d[(u, v)] = d.get((u, v), 0) + x
        self.merged = merged
        self.nbrs: list[set[int]] = [set() for _ in range(n)]
        for u, v in self.edges:
            self.nbrs[u].add(v)
            self.nbrs[v].add(u)

    def matrix(self, i: int, j: int) -> np.ndarray:
        """Edge (i, j) with i's strategies as rows (current strategies only)."""
        return self.edges[(i, j)] if i < j else self.edges[(j, i)].T

    def keep(self, i: int, mask: np.ndarray) -> None:
        self.kept[i] = self.kept[i][mask]
        self.cost[i] = self.cost[i][mask]
        self.usage[i] = self.usage[i][mask]
        for sc in self.stage_cost:
            sc[i] = sc[i][mask]
        for j in self.nbrs[i]:
            key = (min(i, j), max(i, j))
            sel = (lambda m: m[mask]) if i < j else (lambda m: m[:, mask])
            self.edges[key] = sel(self.edges[key])
            for d in self.stage_edges:
                if key in d:
                    d[key] = sel(d[key])

    def drop_edge(self, i: int, j: int) -> None:
        key = (min(i, j), max(i, j))
        del self.edges[key]
        for d in self.stage_edges:
            d.pop(key, None)
        self.nbrs[i].discard(j)
        self.nbrs[j].discard(i)


def reduce_problem(problem: StrategyProblem) -> Reduction:
    """Apply the reductions to a fixpoint. Assumption groups must already be applied."""
    p = problem
    w = _Work(p)
    stats = {name: [0, 0, 0] for name in ("dead", "dominated", "edges", "leaves", "series")}
    stats["edges"][1] += w.merged
    offset = 0.0
    folded: list[tuple[int, tuple[int, ...], np.ndarray]] = []
    limit = p.usage_limit
    live = p.intervals[:, 1] > p.intervals[:, 0]
    changed = True
    queue = set(range(p.num_nodes))
    while changed:
        changed = False
        # Dead strategies, to a fixpoint.
        while queue:
            i = queue.pop()
            mask = np.isfinite(w.cost[i])
            for j in w.nbrs[i]:
                mask &= np.isfinite(w.matrix(i, j)).any(axis=1)
            if not mask.all():
                stats["dead"][2] += int((~mask).sum())
                w.keep(i, mask)
                queue |= w.nbrs[i]
                changed = True
                if not mask.any():
                    return _result(p, w, offset, folded, stats, infeasible=True)
        # Dominated strategies.
        for i in range(p.num_nodes):
            k = len(w.kept[i])
            if k < 2 or k > _MAX_DOMINANCE_STRATEGIES:
                continue
            cols = [w.cost[i][:, None], *[sc[i][:, None] for sc in w.stage_cost]]
            if limit is not None and live[i]:
                cols.append(w.usage[i][:, None])
            for j in w.nbrs[i]:
                cols.append(w.matrix(i, j))
                for d in w.stage_edges:
                    key = (min(i, j), max(i, j))
                    if key in d:
                        cols.append(d[key] if i < j else d[key].T)
            f = np.concatenate(cols, axis=1)
            le = (f[:, None, :] <= f[None, :, :]).all(axis=2)  # le[a, b]: a no worse than b
            np.fill_diagonal(le, False)
            equal = le & le.T
            # b is dominated if some a is no worse (ties: the higher index goes).
            dominated = (le & ~equal).any(axis=0) | np.triu(equal, 1).any(axis=0)
            if dominated.any():
                stats["dominated"][2] += int(dominated.sum())
                w.keep(i, ~dominated)
                queue |= w.nbrs[i] | {i}
                changed = True
        # Constant edges and edges of single-strategy nodes.
        for (u, v) in list(w.edges):
            m = w.edges[(u, v)]
            stage_const = all((u, v) not in d or np.ptp(d[(u, v)]) == 0 for d in w.stage_edges)
            if stage_const and np.isfinite(m).all() and np.ptp(m) == 0:
                offset += float(m.flat[0])
                w.drop_edge(u, v)
                stats["edges"][1] += 1
                changed = True
            elif (len(w.kept[u]) == 1 or len(w.kept[v]) == 1) and stage_const:
                if len(w.kept[u]) == 1:
                    w.cost[v] = w.cost[v] + m[0, :]
                    queue.add(v)
                else:
                    w.cost[u] = w.cost[u] + m[:, 0]
                    queue.add(u)
                w.drop_edge(u, v)
                stats["edges"][1] += 1
                changed = True
        # Leaves whose memory use cannot matter fold into their neighbour.
        if not p.stages:
            for i in range(p.num_nodes):
                if len(w.nbrs[i]) != 1 or len(w.kept[i]) < 2:
                    continue
                if limit is not None and live[i] and np.ptp(w.usage[i]) > 0:
                    continue
                (j,) = w.nbrs[i]
                total = w.cost[i][:, None] + w.matrix(i, j)  # leaf strategy x neighbour
                best = np.argmin(total, axis=0)
                w.cost[j] = w.cost[j] + total[best, np.arange(total.shape[1])]
                folded.append((i, (j,), _reply1(w, j, w.kept[i][best])))
                w.drop_edge(i, j)
                keepone = np.zeros(len(w.kept[i]), bool)
                keepone[0] = True
                w.cost[i] = w.cost[i] * 0  # its cost now lives in the neighbour
                w.keep(i, keepone)
                stats["leaves"][0] += 1
                queue.add(j)
                changed = True
            # Series: a node between two others becomes an edge between them.
            for i in range(p.num_nodes):
                if len(w.nbrs[i]) != 2 or len(w.kept[i]) < 2:
                    continue
                if limit is not None and live[i] and np.ptp(w.usage[i]) > 0:
                    continue
                j, k = sorted(w.nbrs[i])
                # total[a, b, c]: i at a, j at b, k at c.
                total = (w.cost[i][:, None, None] + w.matrix(i, j)[:, :, None]
                         + w.matrix(i, k)[:, None, :])
                if total.size > 4_000_000:
                    continue
                best = np.argmin(total, axis=0)
                through = np.take_along_axis(total, best[None], axis=0)[0]
                folded.append((i, (j, k), _reply2(w, j, k, w.kept[i][best])))
                w.drop_edge(i, j)
                w.drop_edge(i, k)
                if (j, k) in w.edges:
                    w.edges[(j, k)] = w.edges[(j, k)] + through
                else:
                    w.edges[(j, k)] = through
                    w.nbrs[j].add(k)
                    w.nbrs[k].add(j)
                keepone = np.zeros(len(w.kept[i]), bool)
                keepone[0] = True
                w.cost[i] = w.cost[i] * 0
                w.keep(i, keepone)
                stats["series"][0] += 1
                queue |= {j, k}
                changed = True
    return _result(p, w, offset, folded, stats)


def _reply2(w: _Work, j: int, k: int, reply_per_current: np.ndarray) -> np.ndarray:
    """A series node's best reply per pair of its neighbours' ORIGINAL strategies."""
    full = np.full((int(w.p.num_strategies[j]), int(w.p.num_strategies[k])), -1, np.int64)
    full[np.ix_(w.kept[j], w.kept[k])] = reply_per_current
    return full


def cat(xs: list[np.ndarray]) -> np.ndarray:
    return np.concatenate(xs) if xs else np.zeros(0)


def _reply1(w: _Work, j: int, reply_per_current: np.ndarray) -> np.ndarray:
    """A leaf's best reply per ORIGINAL local strategy of its neighbour."""
    full = np.full(int(w.p.num_strategies[j]), -1, np.int64)
    full[w.kept[j]] = reply_per_current
    return full


def _result(p: StrategyProblem, w: _Work, offset: float, folded: list, stats: dict,
            infeasible: bool = False) -> Reduction:
    n = p.num_nodes
    ks = np.array([len(k) for k in w.kept], np.int64)
    offsets = np.zeros(n + 1, np.int64)
    np.cumsum(ks, out=offsets[1:])
    keys = sorted(w.edges)
    en = np.array(keys, np.int64).reshape(-1, 2)
    mats = [w.edges[k] for k in keys]
    eo = np.zeros(len(keys) + 1, np.int64)
    np.cumsum([m.size for m in mats], out=eo[1:])
    stages = tuple(
        Stage(s.name, cat(w.stage_cost[k]),
              None if s.edge_cost is None else cat([
                  w.stage_edges[k].get(key, np.zeros_like(w.edges[key])).ravel()
                  for key in keys]))
        for k, s in enumerate(p.stages))
    reduced = StrategyProblem(offsets, cat(w.cost), cat(w.usage), p.intervals, en, eo,
                              cat([m.ravel() for m in mats]), p.usage_limit, (), stages, p.name)
    stat_list = [
        ReductionStat("dead strategies", strategies_removed=stats["dead"][2]),
        ReductionStat("dominated strategies", strategies_removed=stats["dominated"][2]),
        ReductionStat("constant, parallel and fixed edges", edges_removed=stats["edges"][1]),
        ReductionStat("folded leaves", nodes_removed=stats["leaves"][0],
                      edges_removed=stats["leaves"][0]),
        ReductionStat("series nodes", nodes_removed=stats["series"][0],
                      edges_removed=stats["series"][0]),
    ]
    return Reduction(reduced, offset, [k.copy() for k in w.kept], folded, stat_list, infeasible)
