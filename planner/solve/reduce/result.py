"""What a reduction returns: the reduced problem, the offset, and how to map solutions
between it and the original."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from planner.solve.core.problem import StrategyProblem, Tier
from planner.solve.reduce.background import background_nodes
from planner.solve.reduce.cap import KIND as CAPPED
from planner.solve.reduce.memory import profile, relevant_nodes
from planner.solve.reduce.work import Work
from planner.solve.solution import ReductionStat

# Every reduction's name, in the order the statistics list them.
KINDS = (CAPPED, "dead strategies", "dominated strategies", "parallel edges", "constant edges",
         "folded leaves", "series nodes", "isolated nodes")


@dataclass
class Reduction:
    """``problem`` holds the surviving nodes (renumbered in their original order, only
    their surviving strategies), then single-strategy *background* nodes carrying the
    constant memory of removed nodes. For every assignment ``a`` of it,
    ``evaluate_assignment(original, lift(a))`` costs ``evaluate_assignment(problem, a).cost + offset`` (and
    tier values shifted by ``tier_offsets``), and is valid exactly when ``a`` is; some
    optimum of the original is the lift of an optimum of ``problem`` (of the original
    with only the strategies the cap kept, where it capped)."""

    problem: StrategyProblem
    offset: float
    tier_offsets: tuple[float, ...]
    node_map: np.ndarray  # int64[n_original]: reduced index, -1 for removed nodes
    kept: list[np.ndarray]  # per surviving node: original local indices of its strategies
    fixed: np.ndarray  # int64[n_original]: chosen strategy of removed nodes, else -1
    # (node, neighbours, best reply indexed by the neighbours' original strategies)
    folded: list[tuple[int, tuple[int, ...], np.ndarray]] = field(default_factory=list)
    stats: list[ReductionStat] = field(default_factory=list)
    infeasible: bool = False

    def lift(self, assignment: np.ndarray) -> np.ndarray:
        """Original local strategy indices (int64) for an assignment of ``problem``."""
        a = np.asarray(assignment, np.int64)
        out = self.fixed.copy()
        alive = np.flatnonzero(self.node_map >= 0)
        for i in alive.tolist():
            out[i] = self.kept[self.node_map[i]][a[self.node_map[i]]]
        for node, nbrs, reply in reversed(self.folded):
            out[node] = reply[tuple(out[j] for j in nbrs)]
        return out

    def restrict(self, assignment: np.ndarray) -> np.ndarray | None:
        """An original assignment as one of ``problem`` (a hint), or None when it uses a
        strategy the reductions removed from a surviving node."""
        out = np.zeros(self.problem.num_nodes, np.int64)
        for i in np.flatnonzero(self.node_map >= 0).tolist():
            r = int(self.node_map[i])
            hit = np.flatnonzero(self.kept[r] == assignment[i])
            if len(hit) == 0:
                return None
            out[r] = hit[0]
        return out


def _cat(xs: list[np.ndarray]) -> np.ndarray:
    return np.concatenate(xs) if xs else np.zeros(0)


def build_result(w: Work, infeasible: bool = False) -> Reduction:
    """Assemble the :class:`Reduction` of the final state ``w``."""
    p = w.p
    n = p.num_nodes
    alive = np.flatnonzero(~w.removed)
    node_map = np.full(n, -1, np.int64)
    node_map[alive] = np.arange(len(alive))
    # Memory: usages of nodes live only at free steps cannot matter (set to zero); removed
    # nodes keep theirs as background where some step is tight.
    max_usage = np.array([u.max(initial=0.0) for u in w.usage])
    relevant, tight = relevant_nodes(p.intervals, max_usage, p.usage_limit)
    iv = p.intervals[alive]
    usages = [w.usage[i] if relevant[i] else np.zeros_like(w.usage[i]) for i in alive]
    removed = np.flatnonzero(w.removed & relevant)
    bg_iv, bg_usage = background_nodes(
        profile(p.intervals[removed], max_usage[removed], len(tight)), tight)
    limit = p.usage_limit if relevant.any() else None
    if limit is None:
        bg_iv, bg_usage = bg_iv[:0], bg_usage[:0]
    ks = np.array([len(w.kept[i]) for i in alive] + [1] * len(bg_usage), np.int64)
    offsets = np.zeros(len(ks) + 1, np.int64)
    np.cumsum(ks, out=offsets[1:])
    node_levels = np.concatenate(
        [w.node[i] for i in alive] + [np.zeros((w.levels, len(bg_usage)))], axis=1)
    keys = sorted(w.edges)
    en = node_map[np.array(keys, np.int64).reshape(-1, 2)]
    mats = [w.edges[k].reshape(w.levels, -1) for k in keys]
    eo = np.zeros(len(keys) + 1, np.int64)
    np.cumsum([m.shape[1] for m in mats], out=eo[1:])
    edge_levels = np.concatenate(mats, axis=1) if mats else np.zeros((w.levels, 0))
    tiers = tuple(Tier(s.name, node_levels[k], edge_levels[k])
                  for k, s in enumerate(p.tiers))
    names = None
    if p.node_names is not None:
        names = tuple(p.node_names[i] for i in alive) + ("background",) * len(bg_usage)
    reduced = StrategyProblem(
        offsets, node_levels[-1].copy(), _cat([*usages, bg_usage]),
        np.concatenate([iv, bg_iv]).reshape(-1, 2), en, eo, edge_levels[-1].copy(), limit,
        (), tiers, p.name, names)
    stats = [ReductionStat(kind, *w.counts.get(kind, (0, 0, 0))) for kind in KINDS]
    return Reduction(reduced, float(w.offset[-1]), tuple(float(x) for x in w.offset[:-1]),
                     node_map, [w.kept[i] for i in alive], w.fixed, w.folded, stats,
                     infeasible)
