"""Exact reductions and the primal heuristic on the IOPDDL contest instances.

One row per instance: sizes before and after ``reduce_problem`` (nodes with a choice
left, edges, strategies) and its time; ``greedy`` cost and time; ``local_search`` cost
after a fixed budget (default 20 s); validity under the contest rules (``evaluate`` on the
original problem); the ratios to XLA and to the best team. Usage:

    python bench/bench_heuristic.py [--seconds S] [--only A,B]
"""

from __future__ import annotations

import argparse
import json
import math
import os
import time
from pathlib import Path

import numpy as np

from planner.solve.core.problem import evaluate_assignment
from planner.solve.heuristics.heuristic import greedy, local_search
from planner.solve.iopddl import read_iopddl
from planner.solve.reduce import reduce_problem

CONTEST = Path(os.environ.get("PLANNER_IOPDDL", "iopddl"))  # the contest's folder


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=20.0)
    ap.add_argument("--only", default="")
    args = ap.parse_args()
    scores = json.loads((CONTEST / "scores.json").read_text())
    names = [n for n in sorted(scores) if not args.only or n in args.only.split(",")]
    print("| inst | nodes (choice left) | edges | strategies | reduce s | greedy | s "
          "| + local search | valid | /XLA | /best team |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    ratios = []
    for name in names:
        p = read_iopddl(CONTEST / f"asplos-2025-iopddl-{name}.json.gz")
        t = time.monotonic()
        red = reduce_problem(p)
        t_red = time.monotonic() - t
        q = red.problem
        t = time.monotonic()
        a = greedy(q)
        t_greedy = time.monotonic() - t
        g_cost = evaluate_assignment(q, a).cost + red.offset if a is not None else math.inf
        b = local_search(q, a, args.seconds) if a is not None else None
        ev = evaluate_assignment(p, red.lift(b)) if b is not None else None
        cost = ev.cost if ev is not None else math.inf
        xla, best = scores[name]["xla"], scores[name]["best_team"]
        ratios.append(cost / best)
        print(f"| {name} | {p.num_nodes} ({int((q.num_strategies > 1).sum())}) "
              f"| {p.num_edges}→{q.num_edges} | {len(p.node_cost)}→{len(q.node_cost)} "
              f"| {t_red:.2f} | {g_cost:,.0f} | {t_greedy:.1f} | {cost:,.0f} "
              f"| {ev is not None and ev.valid} | {cost / xla if xla else float('nan'):.3f} "
              f"| {cost / best:.3f} |", flush=True)
    print(f"\ngeomean cost / best team: {float(np.exp(np.mean(np.log(ratios)))):.3f}")


if __name__ == "__main__":
    main()
