"""What-if results as a terminal table, CSV and JSON."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence

from planner.encode.cost.units import (
    BYTE_UNITS,
    TIME_UNITS,
    Unit,
    base_unit,
    in_unit,
    unit_for,
)
from planner.whatif.variants import VariantResult


def _kinds(results: Sequence[VariantResult]) -> list[str]:
    return sorted({k for r in results for k in r.bytes_by_kind})


def _figures(r: VariantResult, kinds: list[str]) -> list[float | None]:
    return [r.step_time_s, r.compute_s, r.communication_s,
            *[None if r.step_time_s is None else float(r.bytes_by_kind.get(k, 0))
              for k in kinds],  # (a variant without a plan has no figures)
            None if r.peak_memory_bytes is None else float(r.peak_memory_bytes)]


def _columns(kinds: list[str]) -> list[tuple[str, tuple[Unit, ...]]]:
    """The figure columns: name and the units they are read in."""
    return [("step", TIME_UNITS), ("compute", TIME_UNITS), ("comm", TIME_UNITS),
            *[(k, BYTE_UNITS) for k in kinds], ("peak_mem", BYTE_UNITS)]


def _cell(x: float | None, unit: Unit, readable: bool) -> str:
    """One figure: in ``unit`` for the table; exact (bytes whole) for the CSV."""
    if x is None:
        return ""
    if readable:
        return in_unit(x, unit)
    return str(int(x)) if unit == BYTE_UNITS[0] else repr(x)


def rows(results: Sequence[VariantResult], *, readable: bool = True
         ) -> tuple[list[str], list[list[str]]]:
    """Header and rows. ``readable`` (the table): each column in the unit its largest
    figure reads best in (``step_us``); otherwise (the CSV) seconds and bytes, exact."""
    kinds = _kinds(results)
    figures = [_figures(r, kinds) for r in results]
    header = ["variant", "status"]
    units: list[Unit] = []
    for i, (name, scale) in enumerate(_columns(kinds)):
        unit = unit_for((f[i] or 0.0 for f in figures), scale) if readable else base_unit(scale)
        units.append(unit)
        header.append(f"{name}_{unit[0]}")
    header += ["solve_s", "gap"]
    body = []
    for r, fig in zip(results, figures, strict=True):
        cells = [_cell(x, u, readable) for x, u in zip(fig, units, strict=True)]
        body.append([r.variant.label, r.status, *cells, f"{r.solve_time_s:.3g}",
                     "" if r.gap is None else f"{r.gap:.2%}"])
    return header, body


def to_csv(results: Sequence[VariantResult]) -> str:
    """Seconds and bytes, full precision, one row per variant."""
    header, body = rows(results, readable=False)
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(header)
    writer.writerows(body)
    return out.getvalue()


def to_json(results: Sequence[VariantResult]) -> str:
    return json.dumps([r.model_dump(mode="json") for r in results], indent=1) + "\n"


def to_table(results: Sequence[VariantResult]) -> str:
    """A plain aligned table: text first (left), figures right-aligned."""
    header, body = rows(results)
    widths = [max(len(r[i]) for r in [header, *body]) for i in range(len(header))]

    def line(cells: list[str]) -> str:
        return "  ".join(c.ljust(w) if i < 2 else c.rjust(w)
                         for i, (c, w) in enumerate(zip(cells, widths, strict=True))).rstrip()

    errors = [f"{r.variant.label}: {r.error}" for r in results if r.error]
    return "\n".join([*(line(r) for r in [header, *body]), *errors]) + "\n"
