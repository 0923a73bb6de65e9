"""Units chosen by magnitude for every figure people read: seconds in ns, us, ms or s,
bytes in B, KiB, MiB, GiB or TiB. A single figure takes its own unit; a column or a
plot axis takes one unit for all its figures (the largest's), so they compare at a
glance. Machine-readable outputs (CSV, JSON) keep seconds and bytes."""

from __future__ import annotations

from collections.abc import Iterable

Unit = tuple[str, float]  # name, and its size in the base unit

TIME_UNITS: tuple[Unit, ...] = (("ns", 1e-9), ("us", 1e-6), ("ms", 1e-3), ("s", 1.0))
BYTE_UNITS: tuple[Unit, ...] = (("B", 1), ("KiB", 2**10), ("MiB", 2**20), ("GiB", 2**30),
                                ("TiB", 2**40))


def unit_for(values: Iterable[float], units: tuple[Unit, ...]) -> Unit:
    """The largest unit in which the largest of ``values`` is at least 1 (the smallest
    unit for zeros)."""
    top = max((abs(v) for v in values), default=0.0)
    chosen = units[0]
    for unit in units:
        if top >= unit[1]:
            chosen = unit
    return chosen


def in_unit(value: float, unit: Unit, digits: int = 4) -> str:
    """``value`` in ``unit``, ``digits`` significant digits, without the unit's name."""
    return f"{value / unit[1]:.{digits}g}"


def base_unit(units: tuple[Unit, ...]) -> Unit:
    """The unit of size 1 (s, B): what machine-read outputs keep."""
    return next(u for u in units if u[1] == 1)


def with_unit(value: float, units: tuple[Unit, ...], digits: int = 4) -> str:
    """``value`` in its own unit, named: ``0.0001359`` in TIME_UNITS -> ``135.9 us``."""
    unit = unit_for([value], units)
    return f"{in_unit(value, unit, digits)} {unit[0]}"


def format_seconds(seconds: float, digits: int = 4) -> str:
    """``0.0001359`` -> ``135.9 us``."""
    return with_unit(seconds, TIME_UNITS, digits)


def format_bytes(b: float) -> str:
    """``b`` bytes in B, KiB, MiB, GiB or TiB, whichever reads best (two decimals past B,
    as reports align them)."""
    unit = unit_for([b], BYTE_UNITS)
    return f"{b:.0f} B" if unit[0] == "B" else f"{b / unit[1]:.2f} {unit[0]}"
