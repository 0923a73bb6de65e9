"""``planner iopddl``: the solver core on an IOPDDL-2025 contest instance."""

from __future__ import annotations

import argparse
import sys
import time

from planner.cli.common import options_from
from planner.model.ir.diagnostics import PlannerError, SourceLoc


def add_iopddl(p: argparse.ArgumentParser) -> None:
    p.add_argument("input", metavar="INSTANCE", help="contest JSON, .json or .json.gz")
    p.add_argument("--time-limit", type=float, default=60.0, metavar="S")
    p.add_argument("--workers", type=int, default=2, metavar="N")
    p.add_argument("--method", choices=("cpsat", "greedy"), default="cpsat")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--deterministic", action="store_true",
                   help="same input and options give the same solution (deterministic time)")
    p.add_argument("-o", "--output", metavar="SOLUTION.json",
                   help="write the solution (a JSON list, one strategy per node)")


def run_iopddl(args: argparse.Namespace) -> int:
    from planner.files import write_text
    from planner.solve.iopddl import read_iopddl, solution_json
    from planner.solve.progress import solver_progress
    from planner.solve.solution import SolveOptions, SolveStatus
    from planner.solve.solver import solve
    from planner.solve.summary import summary

    start = time.monotonic()  # the limit covers reading too
    # the same bounds as ``plan``'s (CP-SAT takes 32-bit seeds and thread counts)
    options_from({"time_limit": args.time_limit, "workers": args.workers, "seed": args.seed})
    where = SourceLoc(args.input, 0, 0)
    try:
        problem = read_iopddl(args.input)
    except FileNotFoundError:
        raise PlannerError("no such file", where) from None
    except (OSError, ValueError) as e:
        raise PlannerError(str(e), where) from None
    with solver_progress(problem.name or args.input) as progress:
        solution = solve(problem, SolveOptions(
            # A deterministic run's budgets must not depend on how long reading took.
            time_limit=args.time_limit if args.deterministic else
            max(0.1, args.time_limit - (time.monotonic() - start)),
            workers=args.workers, method=args.method,
            seed=args.seed, deterministic=args.deterministic, progress=progress))
    solution.wall_time = time.monotonic() - start
    sys.stdout.write(summary(solution))
    if solution.status is SolveStatus.INFEASIBLE:
        raise PlannerError("the instance is infeasible: no choice of strategies fits its "
                           "usage limit", where)
    if solution.assignment is None:
        print(f"{where}: error: no solution found within {args.time_limit:g} s; give it "
              "more time (--time-limit)", file=sys.stderr)
        return 2
    if args.output:
        write_text(args.output, solution_json(solution.assignment))
    return 0
