"""A solution's human summary: cost, bound, gap, time and what the reductions removed."""

from __future__ import annotations

from collections.abc import Sequence

from planner.solve.core.problem import AssumptionGroup
from planner.solve.solution import Solution


def summary(solution: Solution, groups: Sequence[AssumptionGroup] = ()) -> str:
    """``groups``: the solved problem's, to name a conflict's groups."""
    s = solution
    gap = f"{100 * s.gap:.2f}%" if s.gap != float("inf") else "-"
    lines = [
        f"status:     {s.status.value}{' (time limit reached)' if s.timed_out else ''}",
        f"cost:       {s.cost:.10g}",
        f"bound:      {s.lower_bound:.10g}",
        f"gap:        {gap}",
        f"wall time:  {s.wall_time:.2f} s",
        f"nodes:      {s.nodes[0]} ({s.nodes[1]} with a choice left after reductions)",
        f"edges:      {s.edges[0]} -> {s.edges[1]}",
    ]
    for r in s.reductions:
        removed = [f"{x} {what}" for x, what in ((r.nodes_removed, "nodes"),
                                                  (r.edges_removed, "edges"),
                                                  (r.strategies_removed, "strategies")) if x]
        lines.append(f"  {r.name}: {', '.join(removed) or 'nothing'}")
    if s.scale != 1.0:
        lines.append(f"cost scale: {s.scale:.6g} per CP-SAT unit")
    if s.conflict:
        lines.append("conflict:   " + ", ".join(
            groups[i].name if i < len(groups) else f"group {i}" for i in s.conflict))
    return "\n".join(lines) + "\n"
