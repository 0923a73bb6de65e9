"""What-if results as a terminal table, CSV and JSON."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence

from planner.whatif.variants import VariantResult


def _kinds(results: Sequence[VariantResult]) -> list[str]:
    return sorted({k for r in results for k in r.bytes_by_kind})


def rows(results: Sequence[VariantResult]) -> tuple[list[str], list[list[str]]]:
    """Header and rows, the same for the table and the CSV."""
    kinds = _kinds(results)
    header = ["variant", "status", "step_ms", "compute_ms", "comm_ms",
              *[f"{k}_bytes" for k in kinds], "peak_mem_MiB", "solve_s", "gap"]

    def ms(x: float | None) -> str:
        return "" if x is None else f"{x * 1e3:.4g}"

    body = []
    for r in results:
        body.append([
            r.variant.label, r.status, ms(r.step_time_s), ms(r.compute_s),
            ms(r.communication_s), *[str(r.bytes_by_kind.get(k, 0)) for k in kinds],
            "" if r.peak_memory_bytes is None else f"{r.peak_memory_bytes / 2**20:.4g}",
            f"{r.solve_time_s:.3g}", "" if r.gap is None else f"{r.gap:.2%}",
        ])
    return header, body


def to_csv(results: Sequence[VariantResult]) -> str:
    header, body = rows(results)
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
