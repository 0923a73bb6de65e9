"""The cyclic garbage collector's pace while planning.

A module is millions of small objects that live as long as the plan; at Python's default
threshold (700 allocations) the collector walks them again and again (a quarter of
planning a 10,000-op chain; on a 32-layer training step, pricing the plan took 3.3 s at
the default and 1.8 s at these). Young collections 140x rarer; older generations still
run, so discarded copies of a module are still freed."""

from __future__ import annotations

import contextlib
import gc
from collections.abc import Iterator

GC_THRESHOLDS = (100_000, 20, 10)


@contextlib.contextmanager
def fewer_collections() -> Iterator[None]:
    """``GC_THRESHOLDS`` meanwhile (where they are lower), the caller's afterwards."""
    saved = gc.get_threshold()
    gc.set_threshold(*(max(a, b) for a, b in zip(saved, GC_THRESHOLDS, strict=True)))
    try:
        yield
    finally:
        gc.set_threshold(*saved)
