"""Time budgets of a solve's phases: shares of what is left before the bound's reserve.

A deterministic run hands out shares of the limit as planned (never reading the clock), so
its phases get the same budgets every run; otherwise shares are of the wall time left.
Either way no phase runs past the ceiling (the caller's own deadline)."""

from __future__ import annotations

import math
import time
from dataclasses import dataclass

from planner.solve.core.ceiling import Ceiling


class Budget:
    """``limit`` seconds from ``start`` (time.monotonic), ``reserve`` of them kept back for
    the final bound; the ``ceiling`` ends every share, planned or not."""

    def __init__(self, limit: float, deterministic: bool, reserve: float,
                 start: float | None = None, ceiling: Ceiling | None = None) -> None:
        self.limit = limit
        self.deterministic = deterministic
        self.reserve = reserve
        # deterministic: only the ceiling (the shares are planned)
        clock = math.inf if deterministic else \
            (time.monotonic() if start is None else start) + limit
        self.deadline = clock if ceiling is None else min(clock, ceiling.at)
        self.ceiling = ceiling
        self.planned = 0.0  # seconds handed out so far (deterministic runs)

    def left(self) -> float:
        """Wall seconds to the deadline (or the ceiling, if sooner; inf: none)."""
        return max(0.0, self.deadline - time.monotonic())

    def fits(self, seconds: float, what: str) -> bool:
        """Whether ``seconds`` of wall time (work the clock measures, deterministic or not)
        fit before the deadline; when not, the ceiling notes ``what`` as left out."""
        if self.left() > seconds:
            return True
        if self.ceiling is not None:
            self.ceiling.note(what)
        return False

    def take(self, share: float = 1.0) -> float:
        """``share`` of what is left before the reserve, in seconds."""
        if self.deterministic:
            seconds = share * max(0.0, self.limit - self.reserve - self.planned)
            self.planned += seconds
            return seconds
        return share * max(0.0, self.left() - self.reserve)

    def give_back(self, seconds: float) -> None:
        """Return ``seconds`` of a planned share its phase did not use (by its work, not
        the clock's: sweeps it did not need), for the phases after it. Clock-timed
        budgets need none: they read what is left."""
        if self.deterministic:
            self.planned = max(0.0, self.planned - seconds)

    def final(self) -> float:
        """The reserve (or what is left of it)."""
        return self.reserve if self.deterministic else min(self.reserve, self.left())


# A bound this close (relative) to the cost proves optimality up to float rounding (the
# dual bound is itself lowered by 1e-9 relative against rounding).
PROOF_TOLERANCE = 1e-8


@dataclass(frozen=True)
class PassCost:
    """What one pass over a problem takes: ``fixed`` seconds, and ``per_pair`` a pair."""

    fixed: float
    per_pair: float


# Work estimates that turn a deterministic run's budget into search rounds and diffusion
# sweeps: calibrated on a 2-core machine on training steps and the contest's instances,
# near the middle (a run that overestimates its speed is cut by the ceiling).
ROUND_COST = PassCost(2e-3, 1.3e-7)
SWEEP_COST = PassCost(5e-4, 1.5e-8)
# ... and TRW-S's sweeps (compiled; the bound read every few sweeps included): per pair,
# and per row of an edge's block (``TRWS_ROW_SECONDS``: the inner loops are a row long,
# so narrow blocks cost more a pair; ``trws.sweep_cost`` folds it in per problem).
TRWS_SWEEP_COST = PassCost(5e-5, 1.6e-9)
TRWS_ROW_SECONDS = 2.2e-8
# ... and a TRW-S run's set-up (its own copies of the costs, one transposed).
TRWS_SETUP_COST = PassCost(0.05, 3.5e-8)


def work(seconds: float, pairs: int, cost: PassCost) -> int:
    """A deterministic stand-in for ``seconds`` of passes over ``pairs`` edge pairs."""
    return max(1, int(seconds / (cost.fixed + cost.per_pair * pairs)))
