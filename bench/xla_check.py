"""Does XLA compile our export as annotated? The check of the ``xla`` pipeline on the corpus.

For every ``NAME.shardy_propagated.mlir`` of the corpus:

- before: ``python -m tests.oracle.xla NAME.shardy_propagated.mlir --check`` (what XLA does with
  the propagated program itself);
- after: the program through ``--pipeline`` (default ``xla``: the export pipeline then
  ``planner-xla-legalize``, by ``planner.run_passes``; repeat the flag for several passes or
  pipelines, e.g. ``--pipeline collectives --pipeline planner-xla-legalize``), written to ``--out``,
  then measured the same way (the oracle takes the device count from the mesh).

With ``--shardy-export`` the export is Shardy's own (jaxlib, through the test oracle) and
only ``planner-xla-legalize`` is ours: the stand-in while our export was unfinished;
``--collectives`` adds ``sdy-reshard-to-collectives`` to that export and
``--full-version`` sets ``enable-full-version`` of ``sdy-insert-explicit-reshards``
(both only with ``--shardy-export``).

Each measurement runs the XLA oracle in its own process (XLA aborts the process on some
inputs). Printed per program: compiled, whether the oracle had to rewrite anything itself
(``legal``: it must not), the max error (relative to the output's magnitude) against the unsharded program, the collectives
before and after (count and bytes sent per device, executions weighted by loop trip
counts) and whether they are equal. Exit status 1 if any program fails. Run::

    .venv/bin/python bench/xla_check.py [NAME_SUBSTR ...] [--shardy-export]
        [--collectives] [--full-version] [--pipeline NAME ...] [--out DIR] [--json FILE]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from bench.inputs import corpus_dir, run_xla_oracle
from planner.model.text.io import parse_module, print_module
from planner.passes import run_passes

ROOT = Path(__file__).resolve().parents[1]
SUFFIX = ".shardy_propagated.mlir"

# Shardy's export pipeline as the stand-in runs it (jaxlib's pass names and defaults).
SHARDY_EXPORT = [
    "sdy-sink-data-flow-edges", "sdy-remove-sharding-groups",
    "sdy-sharding-constraint-to-reshard", "sdy-update-non-divisible-input-output-shardings",
    "sdy-close-shardings", "sdy-insert-explicit-reshards",
]
SHORT = {"all-reduce": "AR", "all-gather": "AG", "reduce-scatter": "RS", "all-to-all": "A2A",
         "collective-permute": "CP", "collective-broadcast": "CB", "ragged-all-to-all": "RA2A"}


@dataclass
class Measure:
    """One oracle run: compiled or why not, numerics, collectives by kind."""

    compiled: bool
    error: str = ""
    max_rel_err: float | None = None
    numerics_ok: bool = False
    legalized: bool = False
    # kind -> [executions (loop trip counts weighted), bytes sent per device over them]
    collectives: dict[str, list[int]] = field(default_factory=dict)


def measure(path: Path, timeout: float) -> Measure:
    """Run the XLA oracle on ``path`` in a fresh process."""
    try:
        proc = run_xla_oracle(path, "--check", timeout=timeout)
    except subprocess.TimeoutExpired:
        return Measure(False, f"timeout after {timeout:.0f} s")
    try:
        report = json.loads(proc.stdout)
    except json.JSONDecodeError:
        lines = [ln for ln in proc.stderr.splitlines() if ln.strip()]
        return Measure(False, f"exit {proc.returncode}: " + (lines[-1] if lines else "")[:300])
    numerics = report.get("numerics", {})
    return Measure(True, numerics.get("error", ""), numerics.get("max_rel_err"),
                   bool(numerics.get("ok")), report["legalized"],
                   dict(sorted(report["collectives"]["by_kind"].items())))


def export_ours(text: str, pipeline: list[str]) -> str:
    """``text`` through our passes and pipelines."""
    module = parse_module(text, "<corpus>")
    run_passes(module, pipeline)
    return print_module(module)


def export_shardy(text: str, collectives: bool, full_version: bool) -> str:
    """Shardy's export of ``text`` (the oracle), then our ``planner-xla-legalize``."""
    if str(ROOT) not in sys.path:  # the oracle lives in the tests package
        sys.path.insert(0, str(ROOT))
    from tests.oracle.shardy import run_shardy

    passes = list(SHARDY_EXPORT)
    if full_version:
        passes[-1] += "{enable-full-version=true}"
    if collectives:
        passes.append("sdy-reshard-to-collectives")
    passes.append("sdy-drop-sharding-rules")
    module = parse_module(run_shardy(text, passes), "<shardy-export>")
    run_passes(module, ["planner-xla-legalize"])
    return print_module(module)


def _kb(n: int) -> str:
    for unit, size in (("M", 1 << 20), ("K", 1 << 10)):
        if n >= size:
            return f"{n / size:.1f}{unit}"
    return f"{n}B"


def collectives_text(m: Measure) -> str:
    """``AR 2x/1.0M`` per kind: executed count and bytes sent per device."""
    if not m.compiled:
        return "-"
    return " ".join(f"{SHORT.get(k, k)} {n}x/{_kb(b)}" for k, (n, b) in
                    m.collectives.items()) or "none"


@dataclass
class Row:
    """One program: its measures before and after, and why the pipeline failed, if so."""

    name: str
    before: Measure
    after: Measure
    note: str = ""

    @property
    def equal(self) -> bool:
        return self.after.compiled and self.after.collectives == self.before.collectives

    @property
    def ok(self) -> bool:
        a = self.after
        return self.equal and a.numerics_ok and not a.legalized and not self.note


def check(path: Path, args: argparse.Namespace, out: Path) -> Row:
    """Measure one corpus program before and after the pipeline."""
    name = path.name[: -len(SUFFIX)]
    before = measure(path, args.timeout)
    text = path.read_text()
    try:
        if args.shardy_export:
            result = export_shardy(text, args.collectives, args.full_version)
        else:
            result = export_ours(text, args.pipeline or ["xla"])
    except Exception as e:  # report and go on: the table is about every program
        return Row(name, before, Measure(False, "pipeline failed"),
                   f"{type(e).__name__}: {e}"[:300])
    target = out / f"{name}.xla.mlir"
    target.write_text(result)
    return Row(name, before, measure(target, args.timeout))


def print_table(rows: list[Row]) -> None:
    head = ("program", "compiled", "legal", "max rel err", "before", "after", "equal")
    table = [head]
    for r in rows:
        a = r.after
        err = "-" if a.max_rel_err is None else f"{a.max_rel_err:.2g}"
        if a.compiled and not a.numerics_ok:
            err += " BAD" if not a.error else f" ({a.error[:40]})"
        table.append((r.name, "yes" if a.compiled else "NO", "NO" if a.legalized else "yes", err, collectives_text(r.before),
                      collectives_text(a), "yes" if r.equal else "NO"))
    widths = [max(len(str(row[i])) for row in table) for i in range(len(head))]
    for row in table:
        print("  ".join(str(c).ljust(w) for c, w in zip(row, widths, strict=True)).rstrip())
    for r in rows:
        if r.note or r.after.error:
            print(f"{r.name}: {r.note or r.after.error}")
    good = sum(r.ok for r in rows)
    print(f"{good}/{len(rows)} programs compile, match numerically and keep XLA's collectives")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("names", nargs="*", help="only programs whose name contains one of these")
    ap.add_argument("--pipeline", action="append",
                    help="our pipeline or pass, repeatable (default: xla)")
    ap.add_argument("--shardy-export", action="store_true",
                    help="stand-in: Shardy's export (jaxlib), then our planner-xla-legalize")
    ap.add_argument("--collectives", action="store_true",
                    help="with --shardy-export: lower reshards to collectives")
    ap.add_argument("--full-version", action="store_true",
                    help="with --shardy-export: sdy-insert-explicit-reshards full version")
    ap.add_argument("--corpus", type=Path, default=None,
                    help="default: $PLANNER_CORPUS, else tests/programs")
    ap.add_argument("--out", type=Path, default=None, help="where to write the outputs")
    ap.add_argument("--json", type=Path, default=None, help="also write the rows here")
    ap.add_argument("--timeout", type=float, default=600.0, help="seconds per oracle run")
    args = ap.parse_args(argv)
    if (args.collectives or args.full_version) and not args.shardy_export:
        ap.error("--collectives and --full-version need --shardy-export")
    if args.pipeline and args.shardy_export:
        ap.error("--pipeline and --shardy-export exclude each other")
    out = args.out or Path(tempfile.mkdtemp(prefix="xla_check_"))
    out.mkdir(parents=True, exist_ok=True)
    paths = [p for p in sorted(corpus_dir(args.corpus).glob("*" + SUFFIX))
             if not args.names or any(n in p.name for n in args.names)]
    rows = []
    for path in paths:
        rows.append(check(path, args, out))
        print(f"{rows[-1].name}: {'ok' if rows[-1].ok else 'DIFFERENT'}", file=sys.stderr)
    print_table(rows)
    print(f"outputs in {out}")
    if args.json:
        args.json.write_text(json.dumps([r.__dict__ | {"equal": r.equal, "ok": r.ok}
                                         for r in rows], default=lambda o: o.__dict__,
                                        indent=1))
    return 0 if all(r.ok for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
