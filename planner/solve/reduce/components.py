"""Independent parts of a problem, and the problem induced on a set of nodes."""

from __future__ import annotations

import numpy as np

from planner.solve.core.problem import StrategyProblem, Tier, usage_profile
from planner.solve.reduce.background import background_nodes


def components(problem: StrategyProblem) -> list[np.ndarray]:
    """Node index arrays (sorted, ordered by their first node) of the parts that can be
    solved independently. Edges join nodes; under a usage limit so does being live at a
    common time step with non-zero usage, since memory couples such nodes (on contest
    instances this usually leaves one part)."""
    n = problem.num_nodes
    en = problem.edge_nodes
    rows, cols = [en[:, 0]], [en[:, 1]]
    if problem.usage_limit is not None:
        iv = problem.intervals
        uses = np.maximum.reduceat(np.abs(problem.node_usage), problem.offsets[:-1]) > 0 \
            if n else np.zeros(0, bool)
        live = np.flatnonzero((iv[:, 1] > iv[:, 0]) & uses)
        # Sweep by start: a node overlapping the running end joins the previous ones.
        order = live[np.argsort(iv[live, 0], kind="stable")]
        ends = np.maximum.accumulate(iv[order, 1]) if len(order) else order
        joins = np.flatnonzero(iv[order[1:], 0] < ends[:-1]) + 1
        rows.append(order[joins - 1])
        cols.append(order[joins])
    r, c = np.concatenate(rows), np.concatenate(cols)
    label = _labels(n, r, c)
    order = np.argsort(label, kind="stable")
    _, first = np.unique(label[order], return_index=True)
    return np.split(order, first[1:])


def _labels(n: int, r: np.ndarray, c: np.ndarray) -> np.ndarray:
    """The smallest node of each node's connected component (min-label propagation with
    pointer jumping; numpy only)."""
    label = np.arange(n)
    while True:
        before = label.copy()
        low = np.minimum(label[r], label[c])
        np.minimum.at(label, r, low)
        np.minimum.at(label, c, low)
        while True:  # jump to the label's label until stable
            nxt = label[label]
            if np.array_equal(nxt, label):
                break
            label = nxt
        if np.array_equal(label, before):
            return label


def subproblem(problem: StrategyProblem, nodes: np.ndarray,
               fixed_assignment: np.ndarray | None = None) -> StrategyProblem:
    """The problem induced on ``nodes`` (their order is kept: node ``r`` of the result is
    ``nodes[r]``). Without ``fixed_assignment`` edges leaving ``nodes`` and the memory of
    the other nodes are dropped (right for a component). With it (a local strategy per
    node of ``problem``) the other nodes stay at their strategies: an edge to one of them
    adds its row to the node's costs (tiers too), and their usage, where some node of
    ``nodes`` is live, follows as single-strategy background nodes after ``nodes``."""
    p = problem
    nodes = np.asarray(nodes, np.int64)
    inside = np.full(p.num_nodes, -1, np.int64)
    inside[nodes] = np.arange(len(nodes))
    k = p.num_strategies
    idx = np.concatenate([np.arange(p.offsets[i], p.offsets[i + 1]) for i in nodes.tolist()]) \
        if len(nodes) else np.zeros(0, np.int64)
    levels = [p.node_cost] + [s.node_cost for s in p.tiers]
    node_levels = [x[idx].astype(np.float64) for x in levels]
    edge_levels = [p.edge_cost] + [s.edge_cost for s in p.tiers]
    u_in, v_in = inside[p.edge_nodes[:, 0]] >= 0, inside[p.edge_nodes[:, 1]] >= 0
    both = np.flatnonzero(u_in & v_in)
    sub_off = np.zeros(len(nodes) + 1, np.int64)
    np.cumsum(k[nodes], out=sub_off[1:])
    if fixed_assignment is not None:
        a = np.asarray(fixed_assignment, np.int64)
        for e in np.flatnonzero(u_in ^ v_in).tolist():
            u, v = (int(x) for x in p.edge_nodes[e])
            base, kv = int(p.edge_offsets[e]), int(k[v])
            if u_in[e]:  # u inside: the column of v's fixed strategy
                pos, sel = u, base + a[v] + kv * np.arange(k[u])
            else:
                pos, sel = v, base + a[u] * kv + np.arange(kv)
            r = int(inside[pos])
            for dst, src in zip(node_levels, edge_levels, strict=True):
                if src is not None:
                    dst[sub_off[r]:sub_off[r + 1]] += src[sel]
    pair_idx = np.concatenate([np.arange(p.edge_offsets[e], p.edge_offsets[e + 1])
                               for e in both.tolist()]) if len(both) else np.zeros(0, np.int64)
    eo = np.zeros(len(both) + 1, np.int64)
    np.cumsum(np.diff(p.edge_offsets)[both], out=eo[1:])
    usage = p.node_usage[idx]
    iv = p.intervals[nodes]
    if fixed_assignment is not None and p.usage_limit is not None and len(nodes):
        outside = inside < 0
        a_out = np.where(outside, fixed_assignment, 0)
        prof = usage_profile(_only(p, outside), a_out)
        steps = np.zeros(len(prof), bool)
        for s, e in iv.tolist():
            steps[s:min(e, len(prof))] = True
        bg_iv, bg_u = background_nodes(prof, steps)
        iv = np.concatenate([iv, bg_iv])
        usage = np.concatenate([usage, bg_u])
        node_levels = [np.concatenate([x, np.zeros(len(bg_u))]) for x in node_levels]
        sub_off = np.concatenate([sub_off, sub_off[-1] + 1 + np.arange(len(bg_u))])
    tiers = tuple(
        Tier(s.name, node_levels[j + 1],
             None if s.edge_cost is None else s.edge_cost[pair_idx].astype(np.float64))
        for j, s in enumerate(p.tiers))
    return StrategyProblem(sub_off, node_levels[0], usage, iv, inside[p.edge_nodes[both]],
                           eo, p.edge_cost[pair_idx], p.usage_limit, (), tiers, p.name)


def _only(p: StrategyProblem, mask: np.ndarray) -> StrategyProblem:
    """``p`` with the usage of nodes outside ``mask`` set to zero (for a usage profile)."""
    per_node = np.repeat(mask, p.num_strategies)
    return StrategyProblem(p.offsets, p.node_cost, np.where(per_node, p.node_usage, 0.0),
                           p.intervals, p.edge_nodes[:0], np.zeros(1, np.int64), np.zeros(0),
                           p.usage_limit)
