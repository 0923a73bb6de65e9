"""Repeated blocks of a strategy problem, and the smaller problem that ties them.

A model's layers repeat the same ops on the same types, so its strategy problem repeats
the same nodes (equal strategy costs and usages) joined by the same edges (equal pair
costs). Colour refinement finds them: a node's colour starts as a hash of its costs and
is refined ``rounds`` times by the multiset of (edge costs, direction, neighbour's colour)
around it. Nodes of one colour have isomorphic neighbourhoods of radius ``rounds``: the
same op in every layer away from the stack's ends (where the neighbourhoods differ, the
colours do too). Refining to the fixed point would tell every layer apart by its distance
to the ends; a few rounds keep the layers together.

*Tying* a colour class makes its nodes take one strategy. The tied problem has one node
per class (the members' costs summed) and one edge per class of member edges (their pair
costs summed, oriented from the lower class to the higher); an edge inside a class adds
its diagonal to the class's costs. Its solutions expand to solutions of the original of
the same cost, so its optimum bounds the original's from above; a lower bound of the
original comes from a reparametrisation of the tied problem spread over the members
(:func:`lift`). Members are live at different time steps, so the tied problem has no
usage limit: memory enters it as prices (:meth:`Ties.priced`).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

import numpy as np

from planner.solve.core.problem import StrategyProblem, Tier
from planner.solve.core.segments import pair_chunks, positions

_U64 = np.uint64


def _mix(x: np.ndarray) -> np.ndarray:
    """SplitMix64's finaliser: a well-spread uint64 hash of each entry (wraps on purpose)."""
    x = x + _U64(0x9E3779B97F4A7C15)
    x = (x ^ (x >> _U64(30))) * _U64(0xBF58476D1CE4E5B9)
    x = (x ^ (x >> _U64(27))) * _U64(0x94D049BB133111EB)
    return x ^ (x >> _U64(31))


def _node_hash(values: np.ndarray, offsets: np.ndarray) -> np.ndarray:
    """Per node (strategies ``offsets[i]:offsets[i+1]``), a hash of its values (rounded
    to float32, so that costs equal up to rounding noise hash alike) in their order."""
    sizes = np.diff(offsets)
    return _ordered_hash(values, positions(sizes), offsets[:-1]) ^ _mix(sizes.astype(_U64))


def _ordered_hash(values: np.ndarray, local: np.ndarray, starts: np.ndarray) -> np.ndarray:
    """Per segment (non-empty, from ``starts``), a hash of its values and their positions
    ``local`` in it."""
    bits = values.astype(np.float32).view(np.uint32).astype(_U64)
    return _mix(np.add.reduceat(_mix(bits ^ (local.astype(_U64) << _U64(32))), starts))


def edge_hashes(p: StrategyProblem) -> np.ndarray:
    """Per edge, a hash of its shape and pair costs (in chunks: a pass over every pair;
    :func:`tie_classes` and :func:`tie` take it computed once)."""
    k = p.num_strategies
    kv = k[p.edge_nodes[:, 1]]
    sizes = k[p.edge_nodes[:, 0]] * kv
    out = np.empty(p.num_edges, _U64)
    for first, last, _, t in pair_chunks(sizes, p.edge_offsets):
        starts = p.edge_offsets[first:last] - p.edge_offsets[first]
        costs = p.edge_cost[p.edge_offsets[first]:p.edge_offsets[last]]
        out[first:last] = _ordered_hash(costs, t, starts)
    return _mix(out ^ _mix(sizes.astype(_U64) ^ (kv.astype(_U64) << _U64(32))))


def tie_classes(problem: StrategyProblem, rounds: int = 3,
                edges: np.ndarray | None = None) -> np.ndarray:
    """The class of every node (int64, numbered in order of first appearance) after
    ``rounds`` of colour refinement (see module docstring); ``edges``: the problem's
    :func:`edge_hashes`, when known."""
    p = problem
    colour = _mix(_node_hash(p.node_cost, p.offsets) ^ _mix(_node_hash(p.node_usage, p.offsets)))
    if p.num_edges and rounds:
        u, v = p.edge_nodes[:, 0], p.edge_nodes[:, 1]
        edge = edge_hashes(p) if edges is None else edges
        nodes = np.concatenate([u, v])
        order = np.argsort(nodes, kind="stable")
        starts = np.flatnonzero(np.r_[True, np.diff(nodes[order]) != 0])
        at = nodes[order][starts]
        for _ in range(rounds):
            seen = np.concatenate([_mix(edge ^ colour[v]), _mix(_mix(edge) ^ colour[u])])
            around = np.zeros(p.num_nodes, _U64)
            around[at] = np.add.reduceat(seen[order], starts)
            colour = _mix(colour ^ _mix(around))
    _, first, inverse = np.unique(colour, return_index=True, return_inverse=True)
    renumber = np.empty(len(first), np.int64)
    renumber[np.argsort(first, kind="stable")] = np.arange(len(first))
    return renumber[inverse.ravel()]


@dataclass(frozen=True)
class Ties:
    """A problem tied by ``classes``: ``quotient`` is the tied problem; every original
    strategy maps to ``strategy_to`` (the quotient strategy it adds to), every original
    edge to ``edge_class`` (a quotient edge, -1 inside a class), ``flipped`` when its
    first node is in the quotient edge's second class; ``members`` counts the original
    edges of each quotient edge."""

    classes: np.ndarray
    quotient: StrategyProblem
    strategy_to: np.ndarray
    edge_class: np.ndarray
    flipped: np.ndarray
    members: np.ndarray

    def expand(self, assignment: np.ndarray) -> np.ndarray:
        """The original problem's assignment that gives every member its class's choice."""
        return np.asarray(assignment, np.int64)[self.classes]

    def priced(self, extra: np.ndarray) -> StrategyProblem:
        """The tied problem with ``extra`` (per original strategy) added to the costs:
        e.g. memory prices, which differ between members live at different steps."""
        q = self.quotient
        more = np.bincount(self.strategy_to, extra, minlength=len(q.node_cost))
        return dataclasses.replace(q, node_cost=q.node_cost + more)


def tie(problem: StrategyProblem, classes: np.ndarray,
        edges: np.ndarray | None = None) -> Ties:
    """The tied problem of ``problem`` (see module docstring; usages 0, no usage limit);
    ``edges``: the problem's :func:`edge_hashes`, when known. Member edges of one
    quotient edge have equal costs (up to float32 rounding): the quotient's are the
    first member's times their number."""
    p = problem
    k = p.num_strategies
    count = int(classes.max(initial=-1)) + 1
    first_node = np.full(count, p.num_nodes, np.int64)
    np.minimum.at(first_node, classes, np.arange(p.num_nodes))
    kq = k[first_node]
    if not np.array_equal(kq[classes], k):
        raise ValueError("a class joins nodes with different numbers of strategies")
    offsets = np.concatenate([[0], np.cumsum(kq)]).astype(np.int64)
    strategy_to = offsets[np.repeat(classes, k)] + np.arange(len(p.node_cost)) \
        - np.repeat(p.offsets[:-1], k)

    u, v = p.edge_nodes[:, 0], p.edge_nodes[:, 1]
    cu, cv = classes[u], classes[v]
    flipped = cu > cv
    between = np.flatnonzero(cu != cv)
    lo, hi = np.minimum(cu, cv)[between], np.maximum(cu, cv)[between]
    hashes = edge_hashes(p) if edges is None else edges
    keys = np.stack([lo, hi, hashes[between].view(np.int64),
                     flipped[between].astype(np.int64)], axis=1)
    _, first_edge, inverse = np.unique(keys, axis=0, return_index=True, return_inverse=True)
    # Quotient edges numbered in order of their first member.
    order = np.argsort(first_edge, kind="stable")
    renumber = np.empty(len(order), np.int64)
    renumber[order] = np.arange(len(order))
    edge_class = np.full(p.num_edges, -1, np.int64)
    edge_class[between] = renumber[inverse.ravel()]
    rep = between[first_edge[order]]  # each quotient edge's first member
    q_nodes = np.stack([lo[first_edge[order]], hi[first_edge[order]]], axis=1) \
        if len(rep) else np.zeros((0, 2), np.int64)
    members = np.bincount(edge_class[between], minlength=len(rep))
    q_k1, q_k2 = kq[q_nodes[:, 0]], kq[q_nodes[:, 1]]
    q_offsets = np.concatenate([[0], np.cumsum(q_k1 * q_k2)]).astype(np.int64)
    # Per quotient pair (s, t), the representative's pair: (s, t) or, flipped, (t, s).
    qe = np.repeat(np.arange(len(rep)), q_k1 * q_k2)
    local = np.arange(int(q_offsets[-1])) - q_offsets[qe]
    s_lo, s_hi = local // q_k2[qe], local % q_k2[qe]
    rep_kv = k[v[rep]][qe]
    source = p.edge_offsets[rep[qe]] + np.where(flipped[rep[qe]], s_hi * rep_kv + s_lo,
                                                 s_lo * rep_kv + s_hi)
    scale = members[qe].astype(float)
    # Edges inside a class add their diagonals to the class's costs.
    inner = np.flatnonzero(cu == cv)
    kin = k[u[inner]]
    j = positions(kin)
    e_in = np.repeat(inner, kin)
    diagonal = p.edge_offsets[e_in] + j * k[v[e_in]] + j
    diagonal_to = offsets[classes[u[e_in]]] + j

    def fold(node_cost: np.ndarray, edge_cost: np.ndarray | None
             ) -> tuple[np.ndarray, np.ndarray]:
        nc = np.bincount(strategy_to, node_cost, minlength=int(offsets[-1]))
        if edge_cost is None:
            return nc, np.zeros(int(q_offsets[-1]))
        nc += np.bincount(diagonal_to, edge_cost[diagonal], minlength=len(nc))
        return nc, edge_cost[source] * scale

    node_cost, edge_cost = fold(p.node_cost, p.edge_cost)
    tiers = tuple(Tier(st.name, *fold(st.node_cost, st.edge_cost)) for st in p.tiers)
    quotient = StrategyProblem(
        offsets, node_cost, np.zeros(len(node_cost)), np.zeros((count, 2), np.int64),
        q_nodes, q_offsets, edge_cost, None, (), tiers, f"{p.name} (tied)".strip())
    return Ties(classes, quotient, strategy_to, edge_class, flipped, members)


def lift(ties: Ties, problem: StrategyProblem,
         phi: tuple[np.ndarray, np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    """A reparametrisation of ``problem`` from one of the tied problem (layout of
    :class:`~planner.solve.bounds.dual_bound.DualBound`): each quotient edge's share
    spread evenly over its member edges; an edge inside a class moves half its diagonal
    into each end (the tied problem counts the diagonal in the class's costs). Where
    every member of a class sees the same edges, the lifted bound equals the tied one."""
    p, q = problem, ties.quotient
    k, kq = p.num_strategies, q.num_strategies
    u, v = p.edge_nodes[:, 0], p.edge_nodes[:, 1]
    qu, qv = q.edge_nodes[:, 0], q.edge_nodes[:, 1]
    q_off = (np.cumsum(kq[qu]) - kq[qu], np.cumsum(kq[qv]) - kq[qv])
    out = []
    for side, ends in enumerate((u, v)):
        ke = k[ends]
        e_of = np.repeat(np.arange(p.num_edges), ke)
        j = positions(ke)
        qe = ties.edge_class[e_of]
        between = qe >= 0
        # The quotient edge's side this end sits on: its own unless the edge is flipped.
        q_side = np.where(ties.flipped[e_of], 1 - side, side)
        safe = np.maximum(qe, 0)
        index = np.where(q_side == 0, q_off[0][safe], q_off[1][safe]) + j
        share = np.where(q_side == 0, phi[0][np.where(q_side == 0, index, 0)],
                         phi[1][np.where(q_side == 1, index, 0)])
        lifted = np.where(between, share / np.maximum(ties.members[safe], 1), 0.0)
        inner = ~between
        diag = p.edge_cost[p.edge_offsets[e_of[inner]] + j[inner] * k[v[e_of[inner]]]
                           + j[inner]]
        lifted[inner] = np.where(np.isfinite(diag), diag / 2, 0.0)
        out.append(lifted)
    return out[0], out[1]
