"""The model corpus planned: plan time and gap, our plan against Shardy's (evaluator and
XLA), and the planned program simulated against the reference where it is small enough.

Exports the corpus first when ``--corpus`` (default ``/tmp/planner-models``) has none
(``bench/models/export.py``; extra ``models``). Per program: wall time of ``plan``, the
solver's gap and status, step time and peak memory ours/Shardy's by the evaluator (a)
and by XLA's roofline (b), and ``planner simulate`` of the planned module (programs whose
arguments hold at most ``--simulate-mb``), then how many meet the issue's targets (the
solve's gap <= 1 %: its fastest plan against the bound, before a memory trade; XLA time
<= 1.0x and memory <= 1.05x Shardy's; simulation equal).

    .venv/bin/python bench/bench_models.py [NAME_GLOB] [--time-limit 30] [--no-xla]
        [--simulate-mb 600] [--corpus DIR] [--json OUT]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
DEFAULT_CORPUS = Path("/tmp/planner-models")


def _argument_bytes(path: Path) -> int:
    import planner
    from planner.model.ir.types import TensorType

    func = planner.load(path).entry_function()  # type: ignore[attr-defined]
    return sum(a.type.byte_size for a in func.body.args if isinstance(a.type, TensorType))


def simulate(planned: Path, timeout: float) -> tuple[str, float]:
    """``planner simulate`` in its own process: "ok", "differs" or why not, and seconds."""
    t0 = time.monotonic()
    try:
        out = subprocess.run([sys.executable, "-m", "planner", "simulate", str(planned)],
                             capture_output=True, text=True, timeout=timeout, cwd=REPO)
    except subprocess.TimeoutExpired:
        return "timeout", timeout
    seconds = time.monotonic() - t0
    if out.returncode == 0:
        return "ok", seconds
    last = (out.stderr or out.stdout).strip().splitlines()
    return ("differs" if "max abs err" in out.stdout else (last[-1][:60] if last else "failed"),
            seconds)


def _ratio(row: dict, key: str) -> str:
    return f"{row[key]:.3f}" if key in row else "-"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("programs", nargs="?", default="*")
    ap.add_argument("--time-limit", type=float, default=30.0)
    ap.add_argument("--no-xla", action="store_true")
    ap.add_argument("--simulate-mb", type=float, default=600.0)
    ap.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    ap.add_argument("--json")
    args = ap.parse_args()
    if not any(args.corpus.glob("*.shardy_propagated.mlir")):
        subprocess.run([sys.executable, "-m", "bench.models.export", "--out", str(args.corpus)],
                       check=True, cwd=REPO)
    os.environ["PLANNER_CORPUS"] = str(args.corpus)
    from bench.bench_plan import OUT, corpus_row

    print("| program | plan s | gap (fastest) | gap (plan) | status | time (a) | time (b) "
          "| memory (a) | memory (b) | simulate |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    rows = []
    names = sorted(p.name.removesuffix(".shardy_propagated.mlir")
                   for p in args.corpus.glob(f"{args.programs}.shardy_propagated.mlir"))
    for name in names:
        try:
            row = corpus_row(name, args.time_limit, not args.no_xla, None)
        except Exception as e:  # a program the planner cannot plan is a result
            row = {"program": name, "error": f"{type(e).__name__}: {e}"[:120]}
            print(f"| {name} | error: {row['error']} |", flush=True)
            rows.append(row)
            continue
        small = _argument_bytes(args.corpus / f"{name}.mlir") <= args.simulate_mb * 2**20
        row["simulate"], row["simulate_s"] = simulate(OUT / f"{name}.planned.mlir", 600) \
            if small else ("too big", 0.0)
        rows.append(row)
        ratios = " | ".join(_ratio(row, k) for k in ("ratio_a", "ratio_b", "mem_a", "mem_b"))
        print(f"| {name} | {row['wall_s']:.1f} | {100 * row['fastest_gap']:.2f}% | "
              f"{100 * row['gap']:.2f}% | {row['status']} | "
              f"{ratios} | {row['simulate']} {row['simulate_s']:.0f} s |", flush=True)
    ok = [r for r in rows if "error" not in r]
    print(f"planned {len(ok)}/{len(rows)}; gap (fastest) <= 1 %: "
          f"{sum(r['fastest_gap'] <= 0.01 for r in ok)}; "
          f"XLA time <= 1.0x Shardy's: {sum(r.get('ratio_b', 9) <= 1.0 for r in ok)}; "
          f"XLA memory <= 1.05x: {sum(r.get('mem_b', 9) <= 1.05 for r in ok)}; simulated "
          f"equal: {sum(r['simulate'] == 'ok' for r in ok)}/"
          f"{sum(r['simulate'] != 'too big' for r in ok)}")
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
