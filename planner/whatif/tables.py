"""What-if results as a terminal table, CSV and JSON."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence
from typing import TYPE_CHECKING

from planner.encode.cost.units import (
    BYTE_UNITS,
    TIME_UNITS,
    Unit,
    base_unit,
    in_unit,
    unit_for,
)
from planner.whatif.variants import VariantResult

if TYPE_CHECKING:
    from planner.whatif.mesh_search import MeshSearch


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
    names, cells = _figure_cells(_columns(kinds), figures, readable)
    header = ["variant", "status", *names, "solve_s", "gap"]
    body = [[r.variant.label, r.status, *row, f"{r.solve_time_s:.3g}",
             "" if r.gap is None else f"{r.gap:.2%}"]
            for r, row in zip(results, cells, strict=True)]
    return header, body


def _figure_cells(columns: list[tuple[str, tuple[Unit, ...]]],
                  figures: list[list[float | None]], readable: bool
                  ) -> tuple[list[str], list[list[str]]]:
    """The figure columns' names (with their unit) and cells: each column in the unit
    its largest figure reads best in where ``readable``, else in seconds and bytes."""
    names: list[str] = []
    units: list[Unit] = []
    for i, (name, scale) in enumerate(columns):
        unit = unit_for((f[i] or 0.0 for f in figures), scale) if readable else base_unit(scale)
        units.append(unit)
        names.append(f"{name}_{unit[0]}")
    cells = [[_cell(x, u, readable) for x, u in zip(fig, units, strict=True)]
             for fig in figures]
    return names, cells


def to_csv(results: Sequence[VariantResult]) -> str:
    """Seconds and bytes, full precision, one row per variant."""
    return _csv(*rows(results, readable=False))


def to_json(results: Sequence[VariantResult]) -> str:
    return json.dumps([r.model_dump(mode="json") for r in results], indent=1) + "\n"


def to_table(results: Sequence[VariantResult]) -> str:
    """A plain aligned table: text first (left), figures right-aligned."""
    header, body = rows(results)
    errors = [f"{r.variant.label}: {r.error}" for r in results if r.error]
    return "\n".join([*_aligned([header, *body], text_columns=2), *errors]) + "\n"


# The meshes a note names before it says "and N more".
SHOWN = 4


def search_rows(search: MeshSearch, *, readable: bool = True
                ) -> tuple[list[str], list[list[str]]]:
    """A mesh search's header and rows, best first (units as :func:`rows`)."""
    figures: list[list[float | None]] = [
        [r.step_time_s, r.compute_s, r.communication_s,
         None if r.peak_memory_bytes is None else float(r.peak_memory_bytes), r.bound_s]
        for r in search.results]
    columns = [("step", TIME_UNITS), ("compute", TIME_UNITS), ("comm", TIME_UNITS),
               ("peak_mem", BYTE_UNITS), ("bound", TIME_UNITS)]
    names, cells = _figure_cells(columns, figures, readable)
    header = ["rank", "mesh", "verdict", *names, "gap", "rounds"]
    body = []
    for k, (r, row) in enumerate(zip(search.results, cells, strict=True), start=1):
        rank = str(k) if r.step_time_s is not None else ""
        mesh = f"{r.mesh} (+{len(r.alike)} alike)" if r.alike else r.mesh
        body.append([rank, mesh, r.verdict, *row,
                     "" if r.gap is None else f"{r.gap:.2%}", str(r.rounds)])
    return header, body


def search_table(search: MeshSearch) -> str:
    """The ranked table, the certificate, and why a mesh has no plan."""
    header, body = search_rows(search)
    lines = _aligned([header, *body], text_columns=3)
    rounds = [r.rounds for r in search.results]
    verdicts = [r.verdict for r in search.results]
    if search.certificate is None:
        lines.append(f"no mesh of the {search.space} candidates was planned")
    else:
        lines.append(f"{search.space} candidate meshes of {search.devices} devices on "
                     f"{search.hardware}, {len(search.results)} unlike: "
                     f"{verdicts.count('ruled out')} ruled out by their bound "
                     f"({rounds.count(0)} unplanned), {rounds.count(2)} planned again in "
                     f"full, {verdicts.count('no plan')} without a plan")
        lines.append(f"certificate: no mesh of this space is faster than the best by more "
                     f"than {search.certificate:.2%}")
    if search.uncertain:
        named = ", ".join(search.uncertain[:SHOWN])
        more = len(search.uncertain) - SHOWN
        lines.append(f"  assuming the bounds of {len(search.uncertain)} meshes cover the "
                     f"strategies their solves left out: {named}" +
                     (f" and {more} more" if more > 0 else ""))
    lines.extend(f"{r.mesh}: {r.error}" for r in search.results if r.error)
    return "\n".join(lines) + "\n"


def search_csv(search: MeshSearch) -> str:
    """Seconds and bytes, full precision, one row per candidate mesh."""
    return _csv(*search_rows(search, readable=False))


def _csv(header: list[str], body: list[list[str]]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(header)
    writer.writerows(body)
    return out.getvalue()


def _aligned(table: list[list[str]], text_columns: int) -> list[str]:
    """Rows of cells aligned in columns: the first ``text_columns`` to the left."""
    widths = [max(len(r[i]) for r in table) for i in range(len(table[0]))]
    return ["  ".join(c.ljust(w) if i < text_columns else c.rjust(w)
                      for i, (c, w) in enumerate(zip(row, widths, strict=True))).rstrip()
            for row in table]
