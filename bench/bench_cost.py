"""The cost model against XLA: for every corpus program's ``shardy_propagated`` module (and,
with ``--planned``, the planner's own plan of the program), our evaluator's step time,
FLOPs, communication bytes, collectives and peak memory per device (``planner.cost`` on
the ``xla-cpu`` profile: h100-8's roofline, the XLA oracle's CPU schedule) next to what
XLA makes of the same module
(``bench/xla_roofline.py``: XLA's cost analysis and partitioned HLO priced by the public
roofline), with the ratio ours/XLA of each, and their geometric mean, min and max.

FLOPs compare our loop-bodies-once count with XLA's cost analysis (which counts a loop
body once); step time and bytes weight loop bodies by trip count on both sides. ``x…``
programs are only compiled, never run. Seconds per program: our evaluator's, and XLA's
compile (the XLA oracle's whole run, process start included, is ~0.5-1.5 s per program; the
JSON is cached by file content).

    .venv/bin/python bench/bench_cost.py [NAME_SUBSTR ...] [--cache DIR] [--json FILE]
                                         [--planned] [--time-limit S]
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from bench.inputs import corpus_dir  # noqa: E402

CORPUS = corpus_dir()  # $PLANNER_CORPUS, else tests/programs
sys.path.insert(0, str(REPO / "bench"))

from xla_roofline import roofline, run_oracle  # noqa: E402

from planner import load, plan  # noqa: E402
from planner.encode.cost.evaluator import evaluate_plan  # noqa: E402
from planner.solve.core.problem import peak_usage  # noqa: E402

SUFFIX = ".shardy_propagated.mlir"
ORACLE_PROFILE = "xla-cpu"  # the hardware profile that describes what the oracle runs
PLANNED = ".planned.mlir"
COLUMNS = ("step", "flops", "bytes", "count", "peak")


def _ratio(ours: float, xla: float) -> float | None:
    if xla == 0:
        return 1.0 if ours == 0 else None
    return ours / xla


def planned(path: Path, out_dir: Path, time_limit: float) -> tuple[Path, float]:
    """The planner's plan of the program ``path`` propagates, written to ``out_dir``, and
    the solver's peak over the evaluator's for it (one liveness model for both: they
    part where reshards' buffers, which the solver leaves out, matter)."""
    source = path.with_name(path.name.removesuffix(SUFFIX) + ".mlir")
    result = plan(load(source), time_limit=time_limit)
    out = out_dir / (path.name.removesuffix(SUFFIX) + PLANNED)
    out.write_text(result.text())
    assert result.assignment is not None
    solver = peak_usage(result.problem, result.assignment)
    return out, solver / max(result.report.cost.peak_memory_bytes, 1)


def compare(path: Path, cache: Path | None) -> dict:
    """Our figures, XLA's, and the ratios for one module."""
    t0 = time.perf_counter()
    ours = evaluate_plan(load(path), ORACLE_PROFILE)
    t1 = time.perf_counter()
    meter = run_oracle(path, cache)
    t2 = time.perf_counter()
    xla = roofline(meter)
    mine = {"step": ours.step_time_s, "flops": ours.flops_loop_bodies_once,
            "bytes": ours.communication_bytes_per_device, "count": ours.collective_count,
            "peak": ours.peak_memory_bytes}
    theirs = {"step": xla.step_time_s, "flops": xla.flops, "bytes": xla.bytes_per_device,
              "count": xla.collective_count, "peak": xla.peak_memory_bytes}
    return {"name": path.name.removesuffix(SUFFIX).removesuffix(PLANNED), "ours": mine,
            "xla": theirs, "kind": "planned" if path.name.endswith(PLANNED) else "shardy",
            "ratio": {k: _ratio(mine[k], theirs[k]) for k in COLUMNS},
            "evaluate_s": t1 - t0, "xla_s": t2 - t1, "xla_compile_s": xla.compile_s,
            "ours_by_kind": {k: v.model_dump() for k, v in ours.collectives.items()},
            "xla_by_kind": meter["collectives"]["by_kind"]}


def _fmt(r: float | None) -> str:
    return "   -  " if r is None else f"{r:6.2f}"


def _summary(rows: list[dict]) -> list[str]:
    lines = []
    for k in COLUMNS:
        rs = [r["ratio"][k] for r in rows if r["ratio"][k] is not None and r["ratio"][k] > 0]
        if not rs:
            continue
        geo = math.exp(sum(math.log(x) for x in rs) / len(rs))
        exact = sum(1 for x in rs if abs(x - 1) < 1e-9)
        near = sum(1 for x in rs if abs(x - 1) <= 0.10)
        fair = sum(1 for x in rs if abs(x - 1) <= 0.15)
        lines.append(f"{k:6s} ours/XLA: geomean {geo:.3f}, min {min(rs):.3f}, max {max(rs):.3f},"
                     f" exact {exact}/{len(rs)}, within 10% {near}/{len(rs)}, within 15% "
                     f"{fair}/{len(rs)}")
    return lines


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("names", nargs="*", help="only programs whose name contains one of these")
    ap.add_argument("--cache", type=Path, default=Path("/tmp/planner-xla-oracle"),
                    help="XLA oracle JSON cache (default /tmp/planner-xla-oracle)")
    ap.add_argument("--json", type=Path, help="write every row as JSON")
    ap.add_argument("--planned", action="store_true",
                    help="also plan each program and compare the plan")
    ap.add_argument("--time-limit", type=float, default=10.0, help="per plan, seconds")
    args = ap.parse_args()
    paths = sorted(p for p in CORPUS.glob(f"*{SUFFIX}")
                   if not args.names or any(n in p.name for n in args.names))
    agreement: dict[str, float] = {}
    if args.planned:
        out_dir = Path(tempfile.mkdtemp(prefix="bench-cost-"))
        for p in list(paths):
            out, agreement[p.name.removesuffix(SUFFIX)] = planned(p, out_dir, args.time_limit)
            paths.append(out)
    print(f"{'program':38s} {'step us ours/XLA':>20s} {'ratio':>6s} {'flops':>6s} "
          f"{'bytes':>6s} {'count':>8s} {'peak':>6s} {'ours s':>6s} {'XLA s':>6s}")
    rows = []
    for p in paths:
        try:
            r = compare(p, args.cache)
        except Exception as e:  # one failure must not hide the rest of the table
            print(f"{p.name.removesuffix(SUFFIX):38s} FAILED: {type(e).__name__}: {e}"[:200])
            continue
        rows.append(r)
        o, x, q = r["ours"], r["xla"], r["ratio"]
        label = r["name"] + (" (planned)" if r["kind"] == "planned" else "")
        print(f"{label:38s} {o['step'] * 1e6:9.2f}/{x['step'] * 1e6:<9.2f} "
              f"{_fmt(q['step'])} {_fmt(q['flops'])} {_fmt(q['bytes'])} "
              f"{o['count']:>3d}/{x['count']:<4d} {_fmt(q['peak'])} {r['evaluate_s']:6.2f} "
              f"{r['xla_compile_s']:6.2f}")
    for kind in ("shardy", "planned"):
        group = [r for r in rows if r["kind"] == kind]
        if group:
            print(f"\n{'as Shardy propagates' if kind == 'shardy' else 'as planned'}:")
            for line in _summary(group):
                print(line)
    if agreement:
        close = sum(abs(r - 1) <= 0.05 for r in agreement.values())
        worst = max(agreement, key=lambda n: abs(math.log(agreement[n])))
        print(f"\nsolver's peak / evaluator's, planned: within 5 % {close}/{len(agreement)}, "
              f"worst {agreement[worst]:.3f} ({worst})")
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
