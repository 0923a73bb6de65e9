"""Planning at production scale: transformer forward passes and training steps at 7B- and
70B-class widths with 4, 32 and 80 layers (``scale_models.py``, exported with jax: the
``test`` extra), planned on meshes of 8 to 8,192 devices with 2 to 5 axes, each row for
every program variant (``scale_models.VARIANTS``: vocabulary, norm, attention kind, rotary, dense or
MoE, scan, dtype, optimizer, batch and sequence sizes; ``--variants`` picks some).

Each plan runs in its own process (address space capped at ``--memory-gib``) so that its
peak RSS is its own; the table gives nodes, strategies, the classes repeated layers were
tied into (``planner.solve.tied``), encode, solve and total seconds, the gap, the peak
RSS, the objective and the evaluator's step time of the plan; with ``--untied``, each row that tied is solved again untied
beside it (objective, total seconds, gap) and the ratio of the two objectives: what
tying cost. Programs are exported once into ``--cache``. Plans are the time optimum
(``--memory-weight 0``, so the gap is the solver's; give 0.5 for the default plan, which
may then trade time for memory and report the leaner plan against the first solve's
bound), stopped at the issue's gap, ``--gap 0.01``; the Shardy baseline is not priced
(``--baseline none``: a comparison, not the plan; it adds its own seconds, 8 s on the
32-layer training step). A row may end in ``:SECONDS``, its own time limit (the 70B row:
40 s, so that 1.5x the limit is the issue's 60 s). Run::

    .venv/bin/python bench/bench_scale.py --untied         # the issue's target rows
    .venv/bin/python bench/bench_scale.py --all            # every size x layers x mesh
    .venv/bin/python bench/bench_scale.py --rows 7b:4:fwd:256x4 --time-limit 10
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from bench.scale_models import VARIANTS  # noqa: E402

MESHES = {
    "8x2": None,  # the program's own: data=2, model=4
    "256x3": "data=8,fsdp=8,model=4",
    "256x4": "data=4,fsdp=4,seq=4,model=4",
    "2048x4": "data=8,fsdp=16,seq=4,model=4",
    "8192x5": "data=8,fsdp=16,seq=4,model=8,expert=2",
}
TARGET_ROWS = ("7b:4:fwd:8x2", "7b:4:fwd:256x3", "7b:4:fwd:256x4", "7b:4:train:256x4",
               "7b:32:train:8x2", "70b:80:train:2048x4:40", "7b:4:fwd:8192x5")


def export(size: str, layers: int, step: str, variant: str, cache: Path) -> Path:
    """The program's text in ``cache`` (exported with jax on first use)."""
    path = cache / f"{size}_L{layers}_{step}_{variant}.mlir"
    if not path.exists():
        cache.mkdir(parents=True, exist_ok=True)
        text = subprocess.run([sys.executable, "-m", "bench.scale_models", size, str(layers),
                               step, variant], cwd=REPO, check=True, capture_output=True,
                              text=True).stdout
        path.write_text(text)
    return path


def plan_one(path: str, mesh: str | None, time_limit: float, memory_weight: float,
             gap: float, untied: bool, deterministic: bool = True) -> dict:
    """Plan in this process; the figures of one row."""
    import planner
    import planner.planning.plan  # (imports are not planning time)

    t0 = time.monotonic()
    try:
        result = planner.plan(path, mesh=mesh, time_limit=time_limit, gap=gap,
                              memory_weight=memory_weight, untied=untied, baseline="none",
                              deterministic=deterministic)
    except planner.PlannerError as e:
        return {"error": e.message[:80], "total_s": time.monotonic() - t0}
    s = result.report.solver
    return {"nodes": s.nodes, "strategies": s.strategies, "encode_s": s.encode_s,
            "solve_s": s.solve_s, "total_s": time.monotonic() - t0, "gap": s.gap,
            "status": s.status, "objective_s": s.objective_s, "bound_s": s.bound_s,
            "step_s": result.report.cost.step_time_s,
            "tied_classes": s.tied_classes, "left_out": s.strategies_pruned,
            "gap_all": None if s.bound_all_s is None or not s.objective_s else
            (s.objective_s - s.bound_all_s) / s.objective_s,
            "peak_gib": result.report.cost.peak_memory_bytes / 2**30,
            "cut": "; ".join(s.cut_short),
            "rss_gib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 2**20}


def run_row(row: str, variant: str, cache: Path, time_limit: float, memory_weight: float,
            gap: float, memory_gib: float, timeout: float, untied: bool = False,
            deterministic: bool = True) -> dict:
    size, layers, step, mesh, *own = row.split(":")
    time_limit = float(own[0]) if own else time_limit
    path = export(size, int(layers), step, variant, cache)
    limit = int(memory_gib * 2**30)

    def cap() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))

    cmd = [sys.executable, str(Path(__file__).resolve()), "--one", str(path),
           "--mesh", MESHES[mesh] or "", "--time-limit", str(time_limit),
           "--memory-weight", str(memory_weight), "--gap", str(gap)] \
        + (["--plan-untied"] if untied else []) + ([] if deterministic else ["--clock"])
    t0 = time.monotonic()
    try:
        done = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout,
                              preexec_fn=cap, cwd=REPO)
    except subprocess.TimeoutExpired:
        return {"row": row, "variant": variant, "error": f"no answer in {timeout:.0f} s"}
    lines = done.stdout.strip().splitlines()
    if done.returncode != 0 or not lines:
        why = (done.stderr.strip().splitlines() or ["killed"])[-1][:80]
        return {"row": row, "variant": variant, "error": why,
                "total_s": time.monotonic() - t0}
    return {"row": row, "variant": variant, "time_limit": time_limit,
            **json.loads(lines[-1])}


def table(rows: list[dict]) -> str:
    """The plans (tied where the solver tied layers) and, beside, the untied solves'
    objective and bound: what tying cost against the best untied plan, and against the
    untied bound (the tied plan's gap is to that bound too). Where strategies were left out
    (the encoder's cap, and the solve's where the problem is too big for its limit), the
    gap's bound holds over the others only: "left out" counts them, and "gap, all" is the
    gap to a bound over every candidate where one was computed."""
    head = ("| program | variant | mesh | limit s | nodes | strategies | left out | classes | encode s | "
            "solve s | total s | gap | gap, all | RSS GiB | objective ms | step ms | "
            "untied objective ms (s, gap) | tied / untied | cut short |")
    out = [head, "|" + "---|" * 19]
    for r in rows:
        size, layers, step, mesh = r["row"].split(":")[:4]
        name = f"{size} L{layers} {step} | {r['variant']} | {mesh} | {r.get('time_limit', '')}"
        if "error" in r:
            out.append(f"| {name} | {r['error']} |" + " |" * 15)
            continue
        u = r.get("untied") or {}
        untied = "-" if not u else (u["error"] if "error" in u else
                                    f"{u['objective_s'] * 1e3:.4g} ({u['total_s']:.1f}, "
                                    f"{u['gap']:.2%})")
        ratio = f"{r['objective_s'] / u['objective_s']:.4f}" if "objective_s" in u else "-"
        every = "-" if r.get("gap_all") is None else f"{r['gap_all']:.2%}"
        out.append(f"| {name} | {r['nodes']} | {r['strategies']} | {r.get('left_out', 0)} | "
                   f"{r['tied_classes'] or '-'} | {r['encode_s']:.1f} | {r['solve_s']:.1f} | "
                   f"{r['total_s']:.1f} | {r['gap']:.2%} | {every} | {r['rss_gib']:.2f} | "
                   f"{r['objective_s'] * 1e3:.4g} | {r['step_s'] * 1e3:.4g} | {untied} | "
                   f"{ratio} | {r.get('cut') or '-'} |")
    return "\n".join(out) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rows", default=",".join(TARGET_ROWS),
                    help="SIZE:LAYERS:fwd|train:MESH,... (MESH one of " + ", ".join(MESHES) + ")")
    ap.add_argument("--all", action="store_true", help="every size x layers x step x mesh")
    ap.add_argument("--variants", default=",".join(VARIANTS),
                    help="program variants (scale_models.VARIANTS), each row planned for each")
    ap.add_argument("--time-limit", type=float, default=10.0,
                    help="seconds per plan, for rows without their own")
    ap.add_argument("--memory-weight", type=float, default=0.0,
                    help="0: the time optimum (the solver's gap); 0.5: the default plan")
    ap.add_argument("--gap", type=float, default=0.01,
                    help="the solver stops once proven within this gap (the issue's target)")
    ap.add_argument("--untied", action="store_true",
                    help="also solve each row untied, to "
                    "compare (rows whose plan tied layers)")
    ap.add_argument("--clock", action="store_true",
                    help="plan with --no-deterministic (each step takes what the clock leaves)")
    ap.add_argument("--memory-gib", type=float, default=20.0,
                    help="address-space cap of each plan's process")
    ap.add_argument("--timeout", type=float, default=900.0, help="seconds per plan")
    ap.add_argument("--cache", type=Path, default=Path("/tmp/planner-bench-scale"))
    ap.add_argument("--one", help=argparse.SUPPRESS)
    ap.add_argument("--plan-untied", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--mesh", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.one:
        print(json.dumps(plan_one(args.one, args.mesh or None, args.time_limit,
                                  args.memory_weight, args.gap, args.plan_untied,
                                  not args.clock)))
        return 0
    rows = [f"{s}:{n}:{k}:{m}" for s in ("7b", "70b") for n in (4, 32, 80)
            for k in ("fwd", "train") for m in MESHES] if args.all else args.rows.split(",")
    results = []
    for row in rows:
        for variant in args.variants.split(","):
            results.append(run_row(row, variant, args.cache, args.time_limit,
                                   args.memory_weight, args.gap, args.memory_gib, args.timeout,
                                   deterministic=not args.clock))
            if args.untied and results[-1].get("tied_classes"):
                results[-1]["untied"] = run_row(row, variant, args.cache, args.time_limit,
                                                args.memory_weight, args.gap, args.memory_gib,
                                                args.timeout, untied=True,
                                                deterministic=not args.clock)
        print(json.dumps(results[-1]), file=sys.stderr, flush=True)
    sys.stdout.write(table(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
