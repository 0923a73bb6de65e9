"""The plan's schedule: how ``--time-limit`` is shared among the plan's steps.

A plan is due ``time_limit`` seconds after it starts (parsing done). Decoding and pricing
the plan come last and take about ``after_solve_seconds``: everything before them
(encoding, the axis phases, the solve, the memory trade, pricing Shardy's plan, holding
to its memory, fitting the limit) ends at the ceiling, that much before the plan is due.

A clock-timed run gives each step what the clock says is left. A deterministic run (the
default) plans each step's share of the limit from the program's size (its ops, the edge
pairs of its problems) and turns it into work (search rounds, diffusion sweeps, CP-SAT's
deterministic time), so that the same program and options give the same plan; the
ceiling still ends any step that runs late, and what it cut is reported
(:class:`planner.solve.core.ceiling.Ceiling`).
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field

from planner.solve.core.ceiling import Ceiling

# The solve's time when encoding used (nearly) all of the limit, as a share of it.
MIN_SOLVE_SHARE = 0.05
# The least a solve takes once encoding used its share (reductions, the heuristic's first
# round, the final bound), then decoding and pricing the plan, reading Shardy's, and
# printing the plan: fixed, and per op of the program with its calls inlined (measured on
# a 2-core machine).
AFTER_SOLVE_SECONDS = 0.3
AFTER_SOLVE_SECONDS_PER_OP = 4e-4
# ... without Shardy's plan (no child process competing for the cores, nothing to read).
AFTER_SOLVE_SECONDS_PER_OP_ALONE = 3.5e-4
# The axis-by-axis plan (``axis_decomposition``), where made: this share of the limit.
DECOMPOSE_SHARE = 0.4
# Encoding a program (its graph, strategies and priced edges, the problem): fixed, per op
# and per distinct reshard the cost model priced (``Encoding.reshards_priced``), fitted
# with some room on a 2-core machine over programs of 15 to 12,500 ops, with and without
# calls. Deterministic runs plan the solve with it: both counts are known once encoded,
# the clock is not read.
ENCODE_SECONDS = 0.1
ENCODE_SECONDS_PER_OP = 2e-4
ENCODE_SECONDS_PER_RESHARD = 3.5e-4
# The joint encoding after the axis phases enumerates every axis freely, where the first
# phase enumerated its group's alone: per axis more, it takes up to this many times as
# long (``joint_encode_seconds``), and its solve at least as long again.
JOINT_GROWTH_PER_AXIS = 2.7
# Decoding a plan into a copy of the module and pricing it: fixed, and per op (measured
# on a 2-core machine from 500 to 29,000 ops).
PRICE_SECONDS = 0.02
PRICE_SECONDS_PER_OP = 3.5e-4
# Shardy's plan, from jaxlib, priced (jax's import included).
BASELINE_SECONDS = 1.0
BASELINE_SECONDS_PER_OP = 2.5e-4
# Reading Shardy's plan from its child, then printing ours: per op (measured on a 2-core
# machine).
READ_SECONDS_PER_OP = 2e-4
# The command line's start-up (importing the planner, OR-tools, numpy, networkx), which
# its time limit covers (measured on a 2-core machine).
STARTUP_SECONDS = 1.1
# Deterministic runs do not read the clock: the solve is planned at this share of what
# the limit leaves after the estimates of encoding, the axis phases, decoding, pricing
# and Shardy's plan (where they run late, the ceiling cuts the solve and says so), and
# each repair after it (the memory trade, the hold to Shardy's memory, the fit to the
# limit) at this share of the solve's.
DETERMINISTIC_SOLVE_SHARE = 0.8
DETERMINISTIC_REPAIR_SHARE = 0.2


def after_solve_seconds(ops: int, baseline: bool = True) -> float:
    """About how long the solver's least work, decoding and pricing a plan of ``ops`` ops
    take, Shardy's plan beside it (``baseline``) or not."""
    per_op = AFTER_SOLVE_SECONDS_PER_OP if baseline else AFTER_SOLVE_SECONDS_PER_OP_ALONE
    return AFTER_SOLVE_SECONDS + ops * per_op


def encode_seconds(ops: int, reshards: int) -> float:
    """About how long encoding ``ops`` ops takes, pricing ``reshards`` distinct reshards."""
    return ENCODE_SECONDS + ops * ENCODE_SECONDS_PER_OP + reshards * ENCODE_SECONDS_PER_RESHARD


def joint_encode_seconds(first: float, more_axes: int) -> float:
    """About how long the joint encoding after axis phases takes, the first phase's
    encoding planned at ``first`` seconds and the mesh having ``more_axes`` axes beyond
    the first phase's."""
    return first * JOINT_GROWTH_PER_AXIS ** more_axes


def price_seconds(ops: int) -> float:
    """About how long decoding and pricing one plan of ``ops`` ops take."""
    return PRICE_SECONDS + ops * PRICE_SECONDS_PER_OP


def baseline_seconds(ops: int) -> float:
    """About how long getting and pricing Shardy's plan of ``ops`` ops take."""
    return BASELINE_SECONDS + ops * BASELINE_SECONDS_PER_OP


def solve_budget(ops: int, time_limit: float, baseline: bool = True) -> float:
    """Seconds for encoding and solving a program of ``ops`` ops, so that the plan returns
    within ``time_limit``: what the rest will take (``after_solve_seconds``) comes out of
    the limit, down to ``MIN_SOLVE_SHARE`` of it (below that, no plan is possible)."""
    return max(time_limit - after_solve_seconds(ops, baseline), MIN_SOLVE_SHARE * time_limit)


@dataclass
class Schedule:
    """The shares of one plan's time limit (see the module docstring). ``start`` is a
    ``time.monotonic()``; an untimed schedule (``time_limit`` inf) never stops a step."""

    time_limit: float
    deterministic: bool
    ops: int
    start: float = field(default_factory=time.monotonic)
    ceiling: Ceiling = field(default_factory=Ceiling)
    # The seconds of the limit a deterministic run plans as spent before planning began
    # (a command line's start-up: ``STARTUP_SECONDS``), read from no clock.
    head: float = 0.0
    # Whether Shardy's plan is priced beside ours (``after_solve_seconds``).
    baseline: bool = True

    @classmethod
    def timed(cls, time_limit: float, deterministic: bool, ops: int,
              since: float | None = None, head: float = 0.0,
              baseline: bool = True) -> Schedule:
        """The schedule of a plan due ``time_limit`` seconds after ``since`` (a
        ``time.monotonic()``; now when None), ``head`` seconds of which a deterministic
        run plans as spent before planning began; ``baseline``: Shardy's plan is priced
        beside it."""
        start = time.monotonic() if since is None else since
        return cls(time_limit, deterministic, ops, start,
                   Ceiling(start + solve_budget(ops, time_limit, baseline)), head, baseline)

    @property
    def due(self) -> float:
        """When the plan is due (a ``time.monotonic()``)."""
        return self.start + self.time_limit

    def encode_by(self, planned: bool) -> float | None:
        """When encoding must have ended (None: never): at the ceiling; with a plan in
        hand already (``planned``: the axis phases'), so late that the solve keeps only
        its least share (it starts from that plan and returns at least it)."""
        if not math.isfinite(self.ceiling.at):
            return None
        if not planned:
            return self.ceiling.at
        return max(self.ceiling.at, self.due - after_solve_seconds(self.ops, self.baseline)
                   - MIN_SOLVE_SHARE * self.time_limit)

    def joint_encoding_fits(self, planned: float, solve: float, joint: float) -> bool:
        """Whether the joint encoding after axis phases, planned at ``joint`` seconds
        (``joint_encode_seconds``), and a solve as long fit what the limit leaves after
        the phases' ``planned`` seconds (the last one's encoding included) and the last
        one's ``solve``: as planned when deterministic, else by the clock."""
        if not math.isfinite(self.time_limit):
            return True
        left = solve_budget(self.ops, self.time_limit, self.baseline) - self.head \
            - planned if self.deterministic else self.ceiling.left()
        return left - solve >= 2 * joint

    def solve_seconds(self, baseline_here: bool, reshards: int, before: float = 0.0,
                      repairs: int = 0) -> float:
        """The solve's share: planned when deterministic, else what encoding left, a
        sliver at least (the first solution is quick). The plan comes out of the limit
        first: the start-up (``head``), encoding, which priced ``reshards`` reshards
        (``encode_seconds``), the ``before`` seconds planned for steps ahead of it (the
        axis phases), and Shardy's plan when it is priced in this process
        (``baseline_here``; a child process prices it beside the solve otherwise); a
        deterministic solve leaves room for ``repairs`` more repairs at their share of it
        (``repair_seconds``)."""
        if self.deterministic:
            rest = solve_budget(self.ops, self.time_limit, self.baseline) - self.head - \
                before - encode_seconds(self.ops, reshards) - \
                (baseline_seconds(self.ops) if baseline_here else 0.0)
            return DETERMINISTIC_SOLVE_SHARE * max(rest, MIN_SOLVE_SHARE * self.time_limit) \
                / (1 + DETERMINISTIC_REPAIR_SHARE * repairs)
        return max(self.ceiling.left(), MIN_SOLVE_SHARE * self.time_limit)

    def repair_seconds(self, solve_seconds: float, price_s: float) -> float:
        """A repair's share after the solve (it solves and prices again): planned when
        deterministic, else what is left less ``price_s``, the time to price a plan."""
        if self.deterministic:
            return DETERMINISTIC_REPAIR_SHARE * solve_seconds
        return self.ceiling.left() - price_s

    def baseline_by(self, solve_seconds: float) -> float | None:
        """Until when (a ``time.monotonic()``) to wait for Shardy's plan from a child
        process, or None: go without it. A clock-timed run waits until the ceiling. A
        deterministic one takes it only where its plan has it done by the end of a solve
        of ``solve_seconds`` (``baseline_seconds``: no clock), and then waits for it as
        long as reading it and printing the plan still fit (``READ_SECONDS_PER_OP``)."""
        if not self.deterministic:
            return self.ceiling.at
        if baseline_seconds(self.ops) > solve_seconds:
            return None
        return self.due - AFTER_SOLVE_SECONDS - self.ops * READ_SECONDS_PER_OP

    def without_baseline(self) -> None:
        """Shardy's plan is not priced after all: the ceiling moves to where the
        after-solve time of a plan alone puts it (``after_solve_seconds``)."""
        if self.baseline and math.isfinite(self.ceiling.at):
            self.baseline = False
            self.ceiling.at = self.start + solve_budget(self.ops, self.time_limit, False)

    def baseline_fits(self) -> bool:
        """Whether pricing Shardy's plan fits before the ceiling (noted when not)."""
        return self.ceiling.fits(baseline_seconds(self.ops), "pricing Shardy's plan")
