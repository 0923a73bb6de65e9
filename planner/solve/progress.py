"""Live solver progress on a terminal: the incumbent cost and the lower bound."""

from __future__ import annotations

import math
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager


@contextmanager
def solver_progress(label: str) -> Iterator[Callable[[float, float], None] | None]:
    """A progress callback for :class:`SolveOptions` that redraws one status line on
    stderr while it is a terminal; None (no output) otherwise."""
    if not sys.stderr.isatty():
        yield None
        return
    from rich.console import Console
    from rich.live import Live

    console = Console(stderr=True)
    start = time.monotonic()
    best = [math.inf, -math.inf]
    with Live(console=console, refresh_per_second=4, transient=True) as live:

        def report(cost: float, bound: float) -> None:
            best[0] = min(best[0], cost)
            best[1] = max(best[1], bound)
            lb = f"{best[1]:.6g}" if math.isfinite(best[1]) else "-"
            live.update(f"{label}: incumbent {best[0]:.6g}  bound {lb}  "
                        f"{time.monotonic() - start:5.1f}s")

        yield report
