"""Plans against proven optima: for each program of the model corpus, the objective of the
plan ``planner plan`` makes at ``--time-limit`` and its reported bound, next to the LP
relaxation of the same problem solved to the end (HiGHS, up to ``--lp-limit``): its bound, and
its rounded plan, which is proven optimal where it costs no more than the bound (an
integral optimum). "plan / optimum" is how far
the plan is from the best there is; "bound / LP" how much of the LP's bound the plan's
certificate reaches.

    .venv/bin/python bench/bench_lp_optima.py [NAME_GLOB] [--time-limit 10]
        [--lp-limit 120] [--corpus DIR]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
DEFAULT_CORPUS = Path("/tmp/planner-models")
# A plan whose cost is within this of a lower bound is taken as proven optimal.
PROVEN = 1e-6


def lp_optimum(problem: Any, limit: float) -> tuple[int, float, bool, float]:
    """Of ``problem`` (a plan's): the reduced problem's pairs, the LP's bound (seconds of
    step time, ties less), whether its rounded plan is valid and costs no more than the
    bound (so optimal), and the LP's seconds (the bound is -inf where the LP did not end
    within ``limit``)."""
    from planner.encode.problem.build import most_tie_break_seconds
    from planner.solve.bounds.lp_relaxation import lp_relaxation
    from planner.solve.core.problem import evaluate_assignment
    from planner.solve.reduce import reduce_problem

    red = reduce_problem(problem.with_groups(None))
    start = time.monotonic()
    lp = lp_relaxation(red.problem, limit)
    seconds = time.monotonic() - start
    bound = lp.bound + red.offset
    rounded = evaluate_assignment(red.problem, lp.rounded) if lp.rounded is not None \
        else None
    proven = rounded is not None and rounded.valid and \
        rounded.cost + red.offset <= bound * (1 + PROVEN)
    return (len(red.problem.edge_cost), bound - most_tie_break_seconds(problem), proven,
            seconds)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("programs", nargs="?", default="*")
    ap.add_argument("--time-limit", type=float, default=10.0)
    ap.add_argument("--lp-limit", type=float, default=120.0)
    ap.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    args = ap.parse_args()
    import planner

    paths = sorted(p for p in args.corpus.glob(f"{args.programs}.mlir")
                   if not p.name.endswith(".shardy_propagated.mlir"))
    if not paths:
        print(f"no programs in {args.corpus} (python -m bench.models.export train)")
        return 1
    print("| program | reduced pairs | plan us | plan's bound us | LP bound us | optimal "
          "| LP s | plan / optimum | bound / LP |")
    print("|---|---|---|---|---|---|---|---|---|")
    ratios = []
    for path in paths:
        result = planner.plan(path, time_limit=args.time_limit, memory_weight=0,
                              baseline="none")
        s = result.report.solver
        pairs, bound, proven, seconds = lp_optimum(result.problem, args.lp_limit)
        over = s.objective_s / bound if bound > 0 else float("nan")
        if proven:
            ratios.append(over)
        print(f"| {path.stem} | {pairs:,} | {s.objective_s * 1e6:.2f} | "
              f"{s.bound_s * 1e6:.2f} | {bound * 1e6:.2f} | {'yes' if proven else 'no'} | "
              f"{seconds:.1f} | {over:.3f}{'' if proven else ' (at most)'} | "
              f"{s.bound_s / bound if bound > 0 else float('nan'):.3f} |", flush=True)
    if ratios:
        worst = max(ratios)
        print(f"\nproven optimal by the LP: {len(ratios)} of {len(paths)}; plans within 1 % "
              f"of it: {sum(r <= 1.01 for r in ratios)}; worst {worst:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
