"""Batch planning throughput: every corpus program (``$PLANNER_CORPUS`` or the project's own, ``x…`` sizes
included: planned, never simulated) under 3 meshes, run by ``planner batch``'s runner with
1 and 2 local worker processes and on a local Ray instance (2 workers). Prints one row
per run: jobs, ok/failed, wall seconds, jobs per minute, speed-up over 1 local worker.

Meshes per program, over its own axis names: the mesh as written, the sizes reversed
(``data=2,model=4`` -> ``data=4,model=2``; a 3-axis mesh rotated), and everything on the
first axis (the others 1: pure data parallelism) -- for a 1-axis mesh of n devices, n, n/2
and n/4 devices. Each job's solver gets ``--time-limit`` seconds (default 5; plans stop
earlier at planner plan's default gap).

    .venv/bin/python bench/bench_batch.py [--time-limit S] [--programs N] [--no-ray]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from bench.inputs import corpus_dir  # noqa: E402

CORPUS = corpus_dir()  # $PLANNER_CORPUS, else tests/programs


def meshes(program: Path) -> list[str | None]:
    """The three meshes of ``program`` (None: as written)."""
    from planner.model.text.io import parse_file

    module = parse_file(program)
    (mesh,) = module.meshes().values()  # type: ignore[attr-defined]
    names = [a.name for a in mesh.axes]
    sizes = [a.size for a in mesh.axes]
    if len(sizes) == 1:
        n = sizes[0]
        return [None, f"{names[0]}={max(1, n // 2)}", f"{names[0]}={max(1, n // 4)}"]
    rotated = sizes[1:] + sizes[:1] if len(sizes) > 2 else sizes[::-1]
    first = [mesh.num_devices] + [1] * (len(sizes) - 1)
    return [None] + [",".join(f"{a}={s}" for a, s in zip(names, ss, strict=True))
                     for ss in (rotated, first)]


def manifest(path: Path, time_limit: float, limit: int | None) -> int:
    programs = sorted(p for p in CORPUS.glob("*.mlir")
                      if ".generic." not in p.name and ".shardy_propagated." not in p.name)
    lines = []
    for p in programs[:limit]:
        for i, mesh in enumerate(meshes(p)):
            job = {"program": str(p), "id": f"{p.stem}-{i}",
                   "solver": {"time_limit": time_limit, "workers": 1}, "timeout": 600}
            if mesh is not None:
                job["mesh"] = mesh
            lines.append(json.dumps(job))
    path.write_text("\n".join(lines) + "\n")
    return len(lines)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--time-limit", type=float, default=5.0)
    ap.add_argument("--programs", type=int, help="only the first N corpus programs")
    ap.add_argument("--no-ray", action="store_true")
    args = ap.parse_args()
    from planner.batch.results import read_records
    from planner.batch.runner import run_batch

    runs = [("local", 1), ("local", 2)] + ([] if args.no_ray else [("ray", 2)])
    with tempfile.TemporaryDirectory() as tmp:
        m = Path(tmp) / "jobs.jsonl"
        n = manifest(m, args.time_limit, args.programs)
        print(f"{n} jobs ({n // 3} programs x 3 meshes), solver limit {args.time_limit:g} s")
        print(f"{'executor':8} {'workers':>7} {'jobs':>5} {'ok':>4} {'failed':>6} "
              f"{'wall s':>8} {'jobs/min':>9} {'speed-up':>8}")
        base = None
        for executor, workers in runs:
            out = Path(tmp) / f"{executor}-{workers}.jsonl"
            s = run_batch(m, out, workers=workers, executor=executor, progress=False)
            rate = 60 * s.total / s.wall_s
            base = base or s.wall_s
            print(f"{executor:8} {workers:>7} {s.total:>5} {s.statuses['ok']:>4} "
                  f"{s.failed:>6} {s.wall_s:>8.1f} {rate:>9.1f} {base / s.wall_s:>7.2f}x",
                  flush=True)
            for r in read_records(out):
                if r["status"] != "ok" and executor == "local" and workers == 1:
                    print(f"  {r['id']}: {r['status']}: {r.get('error', '')[:150]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
