"""The solver core on the IOPDDL-2025 contest instances (a folder given by ``--instances`` or
``$PLANNER_IOPDDL``): one row per
instance with nodes and edges before/after reductions, the usage limit, our cost, XLA's
and the best team's, both ratios, the lower bound, the gap, wall time (reading included),
peak RSS, and the gap to the best lower bound published beyond the contest where there
is one (``KNOWN_BOUNDS``). Each instance runs in its own process (for its peak memory) under the
contest's time limit times ``--time-limit-scale``. Every solution is checked with the
contest's rules (``planner.solve.core.problem.evaluate``) before it is counted.

    .venv/bin/python bench/bench_iopddl.py [NAMES ...] [--instances DIR]
                                           [--time-limit-scale F] [--json FILE]
"""

from __future__ import annotations

import argparse
import json
import math
import os
import resource
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
# The contest instances are not shipped: give their folder with --instances or
# $PLANNER_IOPDDL (asplos-2025-iopddl-NAME.json.gz and scores.json).
DATA = Path(os.environ.get("PLANNER_IOPDDL", "iopddl"))
sys.path.insert(0, str(REPO))


# Lower bounds published beyond the contest (Gurobi runs): B proven optimal at its best
# team's cost; S's optimum within 0.009 % of 1.5114e9. A row's "known gap" is its cost's
# gap to these.
KNOWN_BOUNDS = {"B": 532843.0, "S": 1.5114e9 * (1 - 0.00009)}


def run_one(name: str, limit: float, workers: int) -> dict[str, object]:
    from planner.solve.core.problem import evaluate_assignment
    from planner.solve.iopddl import read_iopddl
    from planner.solve.solution import SolveOptions
    from planner.solve.solver import solve

    start = time.monotonic()
    problem = read_iopddl(Path(os.environ["PLANNER_IOPDDL"]) / f"asplos-2025-iopddl-{name}.json.gz")
    read_s = time.monotonic() - start
    s = solve(problem, SolveOptions(time_limit=max(1.0, limit - read_s), workers=workers))
    valid = s.assignment is not None and evaluate_assignment(problem, s.assignment).valid
    return {"name": name, "nodes": s.nodes, "edges": s.edges, "limit": problem.usage_limit,
            "cost": s.cost if valid else None, "bound": s.lower_bound, "gap": s.gap,
            "status": s.status.value, "wall": time.monotonic() - start,
            "rss_gib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 2**20}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("names", nargs="*", default=list("BGASM"))
    ap.add_argument("--time-limit-scale", type=float, default=1.0)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--json", help="write the rows as JSON")
    ap.add_argument("--instances", type=Path, default=DATA,
                    help="the contest's folder (default: $PLANNER_IOPDDL)")
    ap.add_argument("--one", help=argparse.SUPPRESS)
    ap.add_argument("--limit", type=float, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if not (args.instances / "scores.json").is_file():
        ap.error(f"no contest instances in {args.instances} (--instances or $PLANNER_IOPDDL)")
    os.environ["PLANNER_IOPDDL"] = str(args.instances.resolve())  # for the --one processes
    if args.one:
        print(json.dumps(run_one(args.one, args.limit, args.workers)))
        return
    scores = json.loads((args.instances / "scores.json").read_text())
    rows = []
    head = (f"{'inst':4} {'nodes':>13} {'edges':>13} {'limit':>9} {'cost':>15} {'xla':>15} "
            f"{'best':>15} {'/xla':>6} {'/best':>6} {'bound':>12} {'gap':>7} {'wall s':>7} "
            f"{'limit s':>7} {'RSS GiB':>7} {'known gap':>9}")
    print(head)
    for name in args.names:
        limit = scores[name]["limit_s"] * args.time_limit_scale
        out = subprocess.run([sys.executable, __file__, "--one", name, "--limit", str(limit),
                              "--workers", str(args.workers)],
                             capture_output=True, text=True, check=True)
        r = json.loads(out.stdout.strip().splitlines()[-1])
        xla, best = scores[name]["xla"], scores[name]["best_team"]
        cost = r["cost"]
        r["vs_xla"] = cost / xla if cost and xla else None
        r["vs_best"] = cost / best if cost else None
        known = KNOWN_BOUNDS.get(name)
        r["known_gap"] = (cost - known) / cost if cost and known else None
        rows.append(r)
        fmt = (lambda x, f: format(x, f) if x is not None  # noqa: E731
               else "-".rjust(int(f.rstrip("f").split(".")[0])))
        print(f"{name:4} {r['nodes'][0]:>6}->{r['nodes'][1]:<6} {r['edges'][0]:>6}->"
              f"{r['edges'][1]:<6} {r['limit']:>9.3g} {fmt(cost, '15.0f')} {fmt(xla, '15.0f')} "
              f"{best:>15.0f} {fmt(r['vs_xla'], '6.2f')} {fmt(r['vs_best'], '6.2f')} "
              f"{r['bound']:>12.4g} {100 * r['gap']:>6.1f}% {r['wall']:>7.1f} {limit:>7.0f} "
              f"{r['rss_gib']:>7.2f} "
              f"{'-' if r['known_gap'] is None else format(100 * r['known_gap'], '.3f') + '%':>9}",
              flush=True)
    ratios = [r["vs_best"] for r in rows if r["vs_best"]]
    if ratios:
        geo = math.exp(sum(math.log(x) for x in ratios) / len(ratios))
        print(f"geomean ours/best_team over {len(ratios)}: {geo:.3f}; "
              f"worst: {max(ratios):.3f}")
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=1))


if __name__ == "__main__":
    main()
