"""What a solve returns, and the options it takes."""

from __future__ import annotations

import enum
import math
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from planner.solve.core.budget import PassCost, work
from planner.solve.core.ceiling import Ceiling


class SolveStatus(enum.StrEnum):
    OPTIMAL = "optimal"  # proven: cost equals the bound
    FEASIBLE = "feasible"  # a valid solution; the limit stopped the proof (see ``gap``)
    INFEASIBLE = "infeasible"  # proven: no valid solution exists
    UNKNOWN = "unknown"  # no valid solution found and none proven impossible


@dataclass(frozen=True)
class SolveOptions:
    """How to solve. ``deterministic`` fixes the seed and bounds CP-SAT by deterministic
    time, so that the same input and options give the same solution. ``hint`` is a local
    strategy index per node (a warm start). ``progress`` is called with (incumbent cost,
    lower bound) as they improve. ``enabled_groups`` selects the assumption groups that
    hold, by their index in the problem (all when None). ``relative_gap``: stop as soon as a solution is proven within
    this fraction of optimal, (cost - bound) <= relative_gap * |cost| (0: search until
    optimality is proven or the limit; a stop at the gap reports ``feasible``, not timed
    out). Tiers (priorities) are always solved to the end. ``name_conflict``: on an
    infeasible problem with groups, search for the smallest conflicting set (False when
    only feasibility matters). ``tie_layers``: solve repeated blocks tied where that
    shrinks the problem (``planner.solve.tied``; the bound stays the untied problem's).
    ``cover_left_out``: where the problem leaves strategies out, also bound every plan
    with them (``Solution.bound_all``). ``ceiling``: the wall-clock time no phase runs past,
    deterministic or not, shared by every solve of a plan (it notes what it cut).
    ``max_pairs``: the edge pairs past which the solve caps strategies (``reduce/cap.py``;
    by default, what the time limit allows)."""

    time_limit: float = 10.0
    workers: int = 2
    method: str = "cpsat"  # "cpsat" | "greedy": the algorithm
    seed: int = 0
    deterministic: bool = False
    hint: np.ndarray | None = None
    progress: Callable[[float, float], None] | None = None
    enabled_groups: frozenset[int] | None = None
    relative_gap: float = 0.0
    name_conflict: bool = True
    tie_layers: bool = True
    cover_left_out: bool = False
    ceiling: Ceiling = field(default_factory=Ceiling)
    max_pairs: int | None = None

    def deadline(self, clock: float) -> float | None:
        """When a phase due at ``clock`` (a ``time.monotonic()``) must stop: then, or at
        the ceiling if sooner; deterministic runs stop at the ceiling only (their work
        budgets end them). None: never."""
        at = self.ceiling.at if self.deterministic else min(clock, self.ceiling.at)
        return at if math.isfinite(at) else None

    def work(self, seconds: float, pairs: int, cost: PassCost) -> int | None:
        """``seconds`` of passes over ``pairs`` edge pairs as a count of passes when
        deterministic (``budget.work``); None (the clock decides) otherwise."""
        return work(seconds, pairs, cost) if self.deterministic else None

    def seconds(self, seconds: float) -> float:
        """A phase of ``seconds`` as wall seconds it may run: those, cut at the ceiling;
        deterministic runs up to the ceiling (inf: none)."""
        left = self.ceiling.left()
        return left if self.deterministic else min(seconds, left)


@dataclass(frozen=True)
class ReductionStat:
    """What one exact reduction removed."""

    name: str
    nodes_removed: int = 0
    edges_removed: int = 0
    strategies_removed: int = 0


@dataclass
class Solution:
    """A solve's answer. ``assignment`` is a local strategy index per node of the original
    problem (None only when no valid solution was found). ``cost`` is the final tier's
    objective (the problem's cost); ``tier_values`` the earlier tiers' objectives.
    ``conflict`` is the smallest set of assumption groups that cannot hold together, by
    their index in the problem (infeasible problems with groups only)."""

    status: SolveStatus
    assignment: np.ndarray | None
    cost: float
    lower_bound: float
    wall_time: float
    timed_out: bool = False
    tier_values: tuple[float, ...] = ()
    nodes: tuple[int, int] = (0, 0)  # before / after reductions
    edges: tuple[int, int] = (0, 0)
    reductions: list[ReductionStat] = field(default_factory=list)
    scale: float = 1.0  # cost units per CP-SAT integer unit
    conflict: tuple[int, ...] | None = None
    peak_usage: float = 0.0
    # Seconds from the start to the first solution (reductions, heuristic): the least a
    # solve of a like problem takes, whatever its limit.
    first_solution_s: float = 0.0
    # Strategies capped for time (``reduce/cap.py``): the bound is over the others only.
    strategies_capped: int = 0
    # Where the problem leaves strategies out (``LeftOut``): a bound over them too (None
    # when not computed), and how many of them it shows cannot beat the solution.
    bound_all: float | None = None
    left_out_ruled_out: int = 0
    # A plan cheaper than this one that the bound over every candidate found, where it
    # found one: per node a strategy of the problem (-1 where the node takes one it left
    # out), the strategy left out each of those takes (its index among them), its cost.
    beyond: tuple[np.ndarray, dict[int, int], float] | None = None
    # Repeated blocks tied (``planner.solve.tied``): the classes the nodes formed, 0 when
    # untied. The bound is the untied problem's all the same.
    tied_classes: int = 0

    @property
    def gap(self) -> float:
        """Relative gap (cost - bound) / cost; 0 when proven optimal, inf without a bound."""
        if self.assignment is None:
            return float("inf")
        if self.cost == self.lower_bound:
            return 0.0
        return max(0.0, (self.cost - self.lower_bound) / abs(self.cost)) if self.cost else float("inf")
