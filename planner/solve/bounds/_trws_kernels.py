"""The compiled loops of :mod:`planner.solve.bounds.trws` (numba; imported on first use,
so that ``import planner`` does not pay for numba).

Layout, as :class:`planner.solve.core.problem.StrategyProblem` holds it: node ``i``'s
costs ``node[offsets[i]:offsets[i+1]]``, edge ``e``'s pairs
``pair[edge_offsets[e]:edge_offsets[e+1]]`` row-major (its first node's strategy major).
Messages: ``to_first[first_at[e] + s]`` is what edge ``e`` sends its first node about
strategy ``s``, ``to_second[second_at[e] + t]`` its second node. ``incident[
incident_at[i]:incident_at[i+1]]`` are node ``i``'s edges.
"""

from __future__ import annotations

import numba
import numpy as np

# Float rewrites that let the loops vectorise; not "no infinities": plan costs start at
# inf.
FAST = {"nnan", "nsz", "reassoc", "arcp", "contract"}


@numba.njit(cache=True, nogil=True, fastmath=FAST)
def _gathered(i: int, node: np.ndarray, offsets: np.ndarray, first: np.ndarray,
              incident: np.ndarray, incident_at: np.ndarray, to_first: np.ndarray,
              first_at: np.ndarray, to_second: np.ndarray, second_at: np.ndarray,
              out: np.ndarray) -> None:
    """Node ``i``'s cost plus every message it receives, into ``out[:k_i]``."""
    k = offsets[i + 1] - offsets[i]
    for s in range(k):
        out[s] = node[offsets[i] + s]
    for a in range(incident_at[i], incident_at[i + 1]):
        e = incident[a]
        if first[e] == i:
            for s in range(k):
                out[s] += to_first[first_at[e] + s]
        else:
            for s in range(k):
                out[s] += to_second[second_at[e] + s]


@numba.njit(cache=True, nogil=True, fastmath=FAST)
def sweeps(iterations: int, node: np.ndarray, offsets: np.ndarray, pair: np.ndarray,
           transposed: np.ndarray, edge_offsets: np.ndarray, first: np.ndarray, second: np.ndarray,
           incident: np.ndarray, incident_at: np.ndarray, weight: np.ndarray,
           to_first: np.ndarray, first_at: np.ndarray, to_second: np.ndarray,
           second_at: np.ndarray, best: np.ndarray, best_cost: np.ndarray) -> None:
    """``iterations`` of TRW-S: nodes in index order, then in reverse; each node sends
    every edge towards the nodes ahead of it the least of (its ``weight`` share of its
    gathered cost, less what the edge told it, plus the pair costs), per strategy of the
    other end, normalised to a least of 0. Each forward pass also rounds: each node takes
    its cheapest strategy given the choices of the nodes before it and the messages of
    those after; the cheapest assignment so far is kept in ``best`` (its cost in
    ``best_cost[0]``)."""
    n = len(offsets) - 1
    widest = _widest(offsets)
    gathered = np.empty(widest)
    sent = np.empty(widest)
    least = np.empty(widest)
    x = np.zeros(n, np.int64)
    for _ in range(iterations):
        for forward in (True, False):
            for step in range(n):
                i = step if forward else n - 1 - step
                ki = offsets[i + 1] - offsets[i]
                _gathered(i, node, offsets, first, incident, incident_at, to_first,
                          first_at, to_second, second_at, gathered)
                if forward:
                    x[i] = _rounded(i, x, gathered, offsets, pair, edge_offsets, first,
                                    second, incident, incident_at, to_first, first_at,
                                    to_second, second_at, least)
                for a in range(incident_at[i], incident_at[i + 1]):
                    e = incident[a]
                    i_first = first[e] == i
                    j = second[e] if i_first else first[e]
                    if (j > i) != forward:
                        continue
                    kj = offsets[j + 1] - offsets[j]
                    base = edge_offsets[e]
                    if i_first:
                        for s in range(ki):
                            sent[s] = weight[i] * gathered[s] - to_first[first_at[e] + s]
                        _column_least(pair[base:base + ki * kj], ki, kj, sent, least)
                        out, at = to_second, second_at[e]
                    else:
                        for s in range(ki):
                            sent[s] = weight[i] * gathered[s] - to_second[second_at[e] + s]
                        _column_least(transposed[base:base + ki * kj], ki, kj, sent, least)
                        out, at = to_first, first_at[e]
                    lo = least[0]
                    for t in range(1, kj):
                        lo = min(lo, least[t])
                    for t in range(kj):
                        out[at + t] = least[t] - lo
        cost = _cost(x, node, offsets, pair, edge_offsets, first, second)
        if cost < best_cost[0]:
            best_cost[0] = cost
            best[:] = x


@numba.njit(cache=True, nogil=True, fastmath=FAST)
def _column_least(matrix: np.ndarray, rows: int, cols: int, add: np.ndarray,
                  out: np.ndarray) -> None:
    """``out[t] = min over s of add[s] + matrix[s, t]`` (``matrix`` row-major)."""
    for t in range(cols):
        out[t] = np.inf
    for s in range(rows):
        a = add[s]
        row = matrix[s * cols:(s + 1) * cols]
        for t in range(cols):
            out[t] = min(out[t], a + row[t])


@numba.njit(cache=True, nogil=True, fastmath=FAST)
def _rounded(i: int, x: np.ndarray, gathered: np.ndarray, offsets: np.ndarray,
             pair: np.ndarray, edge_offsets: np.ndarray, first: np.ndarray,
             second: np.ndarray, incident: np.ndarray, incident_at: np.ndarray,
             to_first: np.ndarray, first_at: np.ndarray, to_second: np.ndarray,
             second_at: np.ndarray, scratch: np.ndarray) -> int:
    """Node ``i``'s cheapest strategy given ``x`` of the nodes before it and the messages
    of the edges to those after it: its ``gathered`` cost with each earlier neighbour's
    message replaced by the pair costs with that neighbour's choice."""
    ki = offsets[i + 1] - offsets[i]
    for s in range(ki):
        scratch[s] = gathered[s]
    for a in range(incident_at[i], incident_at[i + 1]):
        e = incident[a]
        if first[e] == i and second[e] < i:
            kj = offsets[second[e] + 1] - offsets[second[e]]
            for s in range(ki):
                scratch[s] += pair[edge_offsets[e] + s * kj + x[second[e]]] \
                    - to_first[first_at[e] + s]
        elif first[e] != i and first[e] < i:
            for s in range(ki):
                scratch[s] += pair[edge_offsets[e] + x[first[e]] * ki + s] \
                    - to_second[second_at[e] + s]
    chosen = 0
    for s in range(1, ki):
        if scratch[s] < scratch[chosen]:
            chosen = s
    return chosen


@numba.njit(cache=True, nogil=True, fastmath=FAST)
def _widest(offsets: np.ndarray) -> int:
    """The most strategies a node has (at least 1)."""
    widest = 1
    for i in range(len(offsets) - 1):
        widest = max(widest, offsets[i + 1] - offsets[i])
    return widest


@numba.njit(cache=True, nogil=True, fastmath=FAST)
def _cost(x: np.ndarray, node: np.ndarray, offsets: np.ndarray, pair: np.ndarray,
          edge_offsets: np.ndarray, first: np.ndarray, second: np.ndarray) -> float:
    total = 0.0
    for i in range(len(x)):
        total += node[offsets[i] + x[i]]
    for e in range(len(first)):
        kv = offsets[second[e] + 1] - offsets[second[e]]
        total += pair[edge_offsets[e] + x[first[e]] * kv + x[second[e]]]
    return total


@numba.njit(cache=True, nogil=True, fastmath=FAST)
def _shares(node: np.ndarray, offsets: np.ndarray, first: np.ndarray, incident: np.ndarray,
            incident_at: np.ndarray, to_first: np.ndarray, first_at: np.ndarray,
            to_second: np.ndarray, second_at: np.ndarray, share: np.ndarray) -> float:
    """Each node's gathered cost split evenly over its edges, into ``share`` (a node
    without edges keeps it whole); returns the least gathered costs of the nodes without
    edges, summed (their pieces of :func:`bound`)."""
    gathered = np.empty(_widest(offsets))
    total = 0.0
    for i in range(len(offsets) - 1):
        _gathered(i, node, offsets, first, incident, incident_at, to_first, first_at,
                  to_second, second_at, gathered)
        degree = incident_at[i + 1] - incident_at[i]
        ki = offsets[i + 1] - offsets[i]
        if degree == 0:
            lo = gathered[0]
            for s in range(1, ki):
                lo = min(lo, gathered[s])
            total += lo
        for s in range(ki):
            share[offsets[i] + s] = gathered[s] / max(degree, 1)
    return total


@numba.njit(cache=True, nogil=True, fastmath=FAST)
def bound(node: np.ndarray, offsets: np.ndarray, pair: np.ndarray, edge_offsets: np.ndarray,
          first: np.ndarray, second: np.ndarray, incident: np.ndarray,
          incident_at: np.ndarray, to_first: np.ndarray, first_at: np.ndarray,
          to_second: np.ndarray, second_at: np.ndarray) -> float:
    """The lower bound of the messages' reparametrisation: each node's gathered cost
    split evenly over its edges, and per edge the least of its pairs less the messages
    plus its ends' shares (a node without edges: its least gathered cost). Valid for any
    messages: the pieces sum to every assignment's cost."""
    share = np.empty(len(node))
    total = _shares(node, offsets, first, incident, incident_at, to_first, first_at,
                    to_second, second_at, share)
    for e in range(len(first)):
        u, v = first[e], second[e]
        total += _least_piece(e, u, v, share, offsets, pair, edge_offsets, to_first,
                              first_at, to_second, second_at, 0, offsets[u + 1] - offsets[u],
                              0, offsets[v + 1] - offsets[v])
    return total


@numba.njit(cache=True, nogil=True, fastmath=FAST)
def _least_piece(e: int, u: int, v: int, share: np.ndarray, offsets: np.ndarray,
                 pair: np.ndarray, edge_offsets: np.ndarray, to_first: np.ndarray,
                 first_at: np.ndarray, to_second: np.ndarray, second_at: np.ndarray,
                 s0: int, s1: int, t0: int, t1: int) -> float:
    """The least of edge ``e``'s (``u``, ``v``) piece of :func:`bound`, its pairs' costs
    less the messages plus its ends' shares, over ``u``'s strategies ``s0:s1`` and
    ``v``'s ``t0:t1`` (local indices)."""
    kv = offsets[v + 1] - offsets[v]
    lo = np.inf
    for s in range(s0, s1):
        row = share[offsets[u] + s] - to_first[first_at[e] + s]
        for t in range(t0, t1):
            c = row + pair[edge_offsets[e] + s * kv + t] + share[offsets[v] + t] \
                - to_second[second_at[e] + t]
            lo = min(lo, c)
    return lo


@numba.njit(cache=True, nogil=True)
def transposed(pair: np.ndarray, edge_offsets: np.ndarray, rows: np.ndarray,
               cols: np.ndarray) -> np.ndarray:
    """Each edge's block of ``pair`` (``rows[e]`` x ``cols[e]``, row-major) column-major."""
    out = np.empty_like(pair)
    for e in range(len(rows)):
        base, r, c = edge_offsets[e], rows[e], cols[e]
        for i in range(r):
            for j in range(c):
                out[base + j * r + i] = pair[base + i * c + j]
    return out


@numba.njit(cache=True, nogil=True, fastmath=FAST)
def last_excess(node: np.ndarray, offsets: np.ndarray, pair: np.ndarray,
                edge_offsets: np.ndarray, first: np.ndarray, second: np.ndarray,
                incident: np.ndarray, incident_at: np.ndarray, to_first: np.ndarray,
                first_at: np.ndarray, to_second: np.ndarray, second_at: np.ndarray,
                nodes: np.ndarray) -> tuple[float, np.ndarray]:
    """:func:`bound`, and per node of ``nodes`` how much its pieces rise at least once
    the node takes its last strategy: over its edges, the least of the edge's piece with
    that strategy less the least of the piece (a node without edges: its gathered cost
    of the last strategy less the least). Any assignment that gives one of ``nodes`` its
    last strategy costs at least the bound plus that node's excess."""
    n = len(offsets) - 1
    share = np.empty(len(node))
    total = _shares(node, offsets, first, incident, incident_at, to_first, first_at,
                    to_second, second_at, share)
    excess = np.zeros(n)
    wanted = np.zeros(n, np.bool_)
    for i in nodes:
        wanted[i] = True
        if incident_at[i + 1] == incident_at[i]:  # no edges: its share is its gathered cost
            lo = np.inf
            for s in range(offsets[i], offsets[i + 1]):
                lo = min(lo, share[s])
            excess[i] = share[offsets[i + 1] - 1] - lo
    for e in range(len(first)):
        u, v = first[e], second[e]
        ku, kv = offsets[u + 1] - offsets[u], offsets[v + 1] - offsets[v]
        lo = _least_piece(e, u, v, share, offsets, pair, edge_offsets, to_first, first_at,
                          to_second, second_at, 0, ku, 0, kv)
        total += lo
        if wanted[u]:  # u at its last strategy
            excess[u] += _least_piece(e, u, v, share, offsets, pair, edge_offsets, to_first,
                                      first_at, to_second, second_at, ku - 1, ku, 0, kv) - lo
        if wanted[v]:  # v at its last strategy
            excess[v] += _least_piece(e, u, v, share, offsets, pair, edge_offsets, to_first,
                                      first_at, to_second, second_at, 0, ku, kv - 1, kv) - lo
    return total, excess[nodes]
