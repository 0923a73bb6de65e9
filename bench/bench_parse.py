"""Parse and print throughput of the model on the corpus.

For every corpus program, in its pretty (``NAME.mlir``) and generic
(``NAME.generic.mlir``) form: the median time of several parses of the text, and of
several prints of the parsed module back into the same form, as milliseconds and as
MB/s of text. Programs that do not parse (e.g. pretty StableHLO before its custom
syntax is registered) are listed as skipped. Then one big module (``--big-mb``, 50 MB by
default: the largest corpus program's entry function repeated under other names): read
as ``planner verify`` reads it (file, parse, ``gc.freeze``) and verify once each, in MB/s. Run::

    .venv/bin/python bench/bench_parse.py [--repeat 7] [--corpus DIR] [--filter SUBSTR]
                                          [--big-mb 50]
"""

from __future__ import annotations

import argparse
import gc
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # the repository

from bench.inputs import corpus_dir
from planner.cli import GC_THRESHOLDS
from planner.cli.common import read_module
from planner.model.ir.core import Operation
from planner.model.ir.diagnostics import PlannerError
from planner.model.text.io import parse_module, print_module
from planner.model.verify.verifier import verify

MB = 1_000_000


@dataclass(frozen=True)
class Row:
    name: str
    form: str  # "pretty" or "generic"
    in_bytes: int
    parse_s: float | None  # None: skipped
    out_bytes: int = 0
    print_s: float = 0.0
    note: str = ""


def median_time(fn: Callable[[], object], repeat: int) -> float:
    """Median wall time of ``repeat`` calls (after one warm-up call)."""
    fn()
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def measure(path: Path, form: str, repeat: int) -> Row:
    text = path.read_text()
    size = len(text.encode())
    try:
        module: Operation = parse_module(text, path.name)
    except PlannerError as e:
        return Row(path.name, form, size, None, note=e.message[:60])
    parse_s = median_time(lambda: parse_module(text, path.name), repeat)
    generic = form == "generic"
    out = print_module(module, generic=generic)
    print_s = median_time(lambda: print_module(module, generic=generic), repeat)
    return Row(path.name, form, size, parse_s, len(out.encode()), print_s)


def rate(nbytes: int, seconds: float) -> str:
    return f"{nbytes / MB / seconds:8.2f}" if seconds > 0 else "       -"


def table(rows: list[Row]) -> str:
    head = (f"{'program':48s} {'form':7s} {'KB':>7s} {'parse ms':>9s} {'MB/s':>8s} "
            f"{'print ms':>9s} {'MB/s':>8s}")
    lines = [head, "-" * len(head)]
    for r in rows:
        if r.parse_s is None:
            lines.append(f"{r.name:48s} {r.form:7s} {r.in_bytes / 1000:7.1f}   skipped: {r.note}")
            continue
        lines.append(f"{r.name:48s} {r.form:7s} {r.in_bytes / 1000:7.1f} "
                     f"{r.parse_s * 1000:9.2f} {rate(r.in_bytes, r.parse_s)} "
                     f"{r.print_s * 1000:9.2f} {rate(r.out_bytes, r.print_s)}")
    lines.append("-" * len(head))
    for form in ("pretty", "generic"):
        done = [r for r in rows if r.form == form and r.parse_s is not None]
        skipped = sum(1 for r in rows if r.form == form and r.parse_s is None)
        if not done:
            lines.append(f"{'TOTAL ' + form:48s} {'':7s} {'':7s}   all {skipped} skipped")
            continue
        nin = sum(r.in_bytes for r in done)
        nout = sum(r.out_bytes for r in done)
        tp = sum(r.parse_s or 0.0 for r in done)
        tq = sum(r.print_s for r in done)
        note = f"  ({len(done)} programs, {skipped} skipped)"
        lines.append(f"{'TOTAL ' + form:48s} {'':7s} {nin / 1000:7.1f} {tp * 1000:9.2f} "
                     f"{rate(nin, tp)} {tq * 1000:9.2f} {rate(nout, tq)}{note}")
    return "\n".join(lines)


def big_module(corpus: Path, megabytes: float) -> str:
    """At least ``megabytes`` MB of MLIR: the largest pretty corpus program whose entry is
    ``@main``, with ``@main`` repeated as ``@main_1``, ``@main_2``... (SSA names are local
    to a function, so the copies need no renaming)."""
    sources = [p for p in corpus.glob("*.mlir") if p.name.count(".") == 1]
    text = max((p.read_text() for p in sources if "func.func public @main(" in p.read_text()),
               key=len)
    start = text.index("  func.func public @main(")
    end = text.index("\n  }\n", start) + len("\n  }\n")
    main_fn = text[start:end].replace("func.func public @main(", "func.func private @main_{}(")
    copies = int(megabytes * MB / len(main_fn)) + 1
    body = "".join(main_fn.replace("@main_{}(", f"@main_{k}(") for k in range(copies))
    return text[:end] + body + text[end:]


def big_row(corpus: Path, megabytes: float) -> str:
    """Read (as ``planner verify`` reads: file, parse, freeze) and verify the big module."""
    gc.set_threshold(*GC_THRESHOLDS)  # as the planner command runs
    text = big_module(corpus, megabytes)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "big.mlir"
        path.write_text(text)
        t0 = time.perf_counter()
        module = read_module(str(path))
        parse_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    errors = verify(module)
    verify_s = time.perf_counter() - t0
    n = len(text.encode())
    ops = sum(1 for _ in module.walk())
    return (f"big module: {n / MB:.1f} MB, {ops} ops: read {parse_s:.1f} s "
            f"({n / MB / parse_s:.2f} MB/s), verify {verify_s:.1f} s "
            f"({n / MB / verify_s:.2f} MB/s), parse + verify "
            f"{n / MB / (parse_s + verify_s):.2f} MB/s; {len(errors)} errors")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", type=Path, default=corpus_dir(),
                    help="default: $PLANNER_CORPUS, else tests/programs")
    ap.add_argument("--repeat", type=int, default=7, help="timed repetitions (median)")
    ap.add_argument("--filter", default="", help="only programs whose name contains this")
    ap.add_argument("--big-mb", type=float, default=50.0,
                    help="size of the big module in MB (0: skip it)")
    args = ap.parse_args(argv)
    generic_files = sorted(args.corpus.glob("*.generic.mlir"))
    rows: list[Row] = []
    for gpath in generic_files:
        name = gpath.name.removesuffix(".generic.mlir")
        if args.filter not in name:
            continue
        pretty = gpath.with_name(name + ".mlir")
        if pretty.exists():
            rows.append(measure(pretty, "pretty", args.repeat))
        rows.append(measure(gpath, "generic", args.repeat))
    if not rows and not args.big_mb:
        print(f"no corpus programs found in {args.corpus}")
        return 1
    print(f"median of {args.repeat} runs (time.perf_counter); MB = 10^6 bytes of text; "
          "print MB/s counts the printed text")
    print(table(rows))
    if args.big_mb > 0:
        print(big_row(args.corpus, args.big_mb))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
