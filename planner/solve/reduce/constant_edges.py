"""Edges that leave no choice to price: a constant edge (every level the same for all
pairs, all allowed) adds its value to the offset; an edge with a single-strategy endpoint
adds its one row to the other endpoint's node costs. (Parallel edges are merged when the
state is built, see :class:`Work`.)"""

from __future__ import annotations

from planner.solve.reduce.work import Work

KIND = "constant edges"


def fold_trivial_edges(w: Work) -> set[int]:
    """Remove constant edges and edges of single-strategy nodes; the nodes touched."""
    touched: set[int] = set()
    for (u, v), m in list(w.edges.items()):
        if len(w.kept[u]) == 1:
            w.node[v] = w.node[v] + m[:, 0, :]
        elif len(w.kept[v]) == 1:
            w.node[u] = w.node[u] + m[:, :, 0]
        else:
            flat = m.reshape(w.levels, -1)
            if not ((flat == flat[:, :1]).all() and (flat[-1] < float("inf")).all()):
                continue
            w.offset += flat[:, 0]
        w.drop_edge(u, v)
        w.count(KIND, edges=1)
        touched |= {u, v}
    return touched
