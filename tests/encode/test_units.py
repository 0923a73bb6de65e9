"""Units chosen by magnitude: one figure in its own unit, a column in its largest's."""

from __future__ import annotations

import pytest

from planner.encode.cost.units import (
    BYTE_UNITS,
    TIME_UNITS,
    format_bytes,
    format_seconds,
    in_unit,
    unit_for,
)


@pytest.mark.parametrize("seconds, text", [
    (0.0001359, "135.9 us"), (1.5e-9, "1.5 ns"), (0.0, "0 ns"), (2.5, "2.5 s"),
    (0.012345678, "12.35 ms"), (1e-12, "0.001 ns"), (-3e-6, "-3 us"), (4000.0, "4000 s"),
])
def test_seconds(seconds: float, text: str) -> None:
    assert format_seconds(seconds) == text


@pytest.mark.parametrize("nbytes, text", [
    (0, "0 B"), (1023, "1023 B"), (1024, "1.00 KiB"), (640 * 1024, "640.00 KiB"),
    (3 * 2**30, "3.00 GiB"), (5 * 2**40, "5.00 TiB"),
])
def test_bytes(nbytes: int, text: str) -> None:
    assert format_bytes(nbytes) == text


def test_a_column_takes_the_unit_of_its_largest_figure() -> None:
    unit = unit_for([1.3e-4, 1.4e-4, 2e-6], TIME_UNITS)
    assert unit == ("us", 1e-6)
    assert [in_unit(x, unit) for x in (1.3e-4, 1.4e-4, 2e-6)] == ["130", "140", "2"]
    assert unit_for([0, 0], BYTE_UNITS) == ("B", 1)
    assert unit_for([8 * 2**20, 100], BYTE_UNITS) == ("MiB", 2**20)
