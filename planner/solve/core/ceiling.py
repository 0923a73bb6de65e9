"""The wall-clock ceiling of a plan: the ``time.monotonic()`` no phase runs past, and what
it cut short.

Deterministic runs plan their phases in work budgets (search rounds, diffusion sweeps,
CP-SAT's deterministic time) drawn from the time limit; the clock only ends them at the
ceiling. A run the ceiling cut may differ from the next, so what it cut is kept for the
report; so is what a clock-timed run skipped for lack of time."""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field


@dataclass(eq=False)
class Ceiling:
    """No phase runs past ``at`` (a ``time.monotonic()``; inf: no ceiling); ``cut`` names
    the work it cut short or left out, in order."""

    at: float = math.inf
    cut: list[str] = field(default_factory=list)

    def left(self) -> float:
        """Wall seconds to the ceiling (inf: none)."""
        return max(0.0, self.at - time.monotonic())

    def fits(self, seconds: float, what: str) -> bool:
        """Whether ``seconds`` of work fit before the ceiling; when not, ``what`` (left
        out) is noted."""
        if self.left() > seconds:
            return True
        self.note(what)
        return False

    def reached(self, what: str) -> bool:
        """Whether the ceiling has passed; if so, ``what`` (cut short by it) is noted."""
        return not self.fits(0.0, what)

    def note(self, what: str) -> None:
        if what not in self.cut:
            self.cut.append(what)
