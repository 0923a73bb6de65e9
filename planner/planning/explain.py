"""``planner plan --explain VALUE``: why a value got its sharding.

Names the annotations that restrict the node deciding the value (its own, and those of
sharding groups it belongs to), then re-solves the same problem with the value's chosen
sharding forbidden, trading memory as the plan did: the step time and peak memory
differences to that next-best plan are what the choice is worth (infinite when nothing
else is allowed).
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from planner.encode.cost.units import format_bytes, format_seconds
from planner.encode.problem.pins import named_value
from planner.model.ir.core import Value
from planner.model.ir.diagnostics import PlannerError
from planner.planning.memory_trade import trade_memory
from planner.planning.options import PLAN_RELATIVE_GAP
from planner.planning.plan import PlanResult
from planner.solve.core.problem import AssumptionGroup, peak_usage
from planner.solve.solution import SolveOptions
from planner.solve.solver import solve


def find_value(result: PlanResult, name: str) -> Value:
    """The value ``name`` names (``argN``, ``resultN`` or a name of the program, as a pin
    names it: ``pins.named_value``)."""
    return named_value(result.encoding.func, name, "--explain")[1]


def explain(result: PlanResult, name: str, time_limit: float = 5.0, seed: int = 0,
            deterministic: bool = True) -> str:
    """A few lines on why value ``name`` is sharded as it is (``deterministic``: the next
    best plan searched by work, not the clock, so that it is the same every time)."""
    enc, problem = result.encoding, result.problem
    value = find_value(result, name)
    if name.startswith("result") and name[6:].isdigit():
        node = enc.result_nodes[int(name[6:])]
        slot_options = enc.nodes[node].candidates
        index = np.arange(len(slot_options))
    else:
        slot = enc.provider.get(value)
        if slot is None:
            raise PlannerError(f"--explain: '{name}' is not a planned tensor")
        node, slot_options, index = slot.node, slot.options, slot.index
    a = result.assignment
    chosen = slot_options[int(index[a[node]])]
    lines = [f"{name}: {chosen.stripped()}"]
    mine = [c for c in result.constraints if node in c.nodes()]
    if mine:
        lines.append("constrained by:")
        lines += [f"  {c.location or '<unknown>'}: {c.what}" for c in mine]
    else:
        lines.append("no annotation restricts it: chosen for cost alone")
    same = np.flatnonzero([slot_options[int(i)].same_dim_axes(chosen) for i in index])
    forbid = AssumptionGroup("--explain", problem.offsets[node] + same)
    without = replace(problem, groups=(*problem.groups, forbid))
    options = SolveOptions(time_limit=time_limit, seed=seed, relative_gap=PLAN_RELATIVE_GAP,
                           name_conflict=False, deterministic=deterministic)
    alt = trade_memory(without, solve(without, options), options, result.memory_weight)
    if alt.assignment is None:
        lines.append("no other sharding is possible under the annotations")
    else:
        other = slot_options[int(index[alt.assignment[node]])]
        diff = alt.cost - result.solution.cost
        peaks = [peak_usage(problem, x) for x in (alt.assignment, a)]
        sign = "+" if diff >= 0 else "-"
        grow = "+" if peaks[0] >= peaks[1] else "-"
        lines.append(f"next best: {other.stripped()} costs {sign}{format_seconds(abs(diff))} "
                     f"per step ({format_seconds(alt.cost)} vs "
                     f"{format_seconds(result.solution.cost)}"
                     f"{'' if alt.status == 'optimal' else f', within {alt.gap:.2%} of its optimum'})"
                     f" and {grow}{format_bytes(abs(peaks[0] - peaks[1]))} peak "
                     f"({format_bytes(peaks[0])} vs {format_bytes(peaks[1])})")
    return "\n".join(lines) + "\n"
