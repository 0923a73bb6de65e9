"""The ``planner`` command line, modelled on ``mlir-opt``/``sdy_opt``.

Every user error prints one MLIR-style line (``FILE:LINE:COL: error: message``) and
exits 1; no traceback reaches the user.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from planner import api
from planner.model.ir.core import Operation
from planner.model.ir.diagnostics import PlannerError, SourceLoc


class _ArgumentParser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        # argparse would exit 2 with usage; keep the one-line, exit-1 contract.
        raise PlannerError(message, SourceLoc("planner", 0, 0))


def _read(path: str) -> Operation:
    if path == "-":
        return api.parse(sys.stdin.read(), "<stdin>")
    return api.load(path)


def _write(text: str, out: str | None) -> None:
    if out is None or out == "-":
        sys.stdout.write(text)
        return
    try:
        Path(out).write_text(text)
    except OSError as e:
        raise PlannerError(f"cannot write output: {e.strerror}", SourceLoc(out, 0, 0)) from None


def _cmd_verify(args: argparse.Namespace) -> int:
    module = _read(args.input)
    errors = api.verify(module)
    for e in errors:
        print(e, file=sys.stderr)
    return 1 if errors else 0


def _cmd_fmt(args: argparse.Namespace) -> int:
    module = _read(args.input)
    if not args.no_verify:
        api.check(module)
    _write(api.to_text(module, generic=args.generic), args.output)
    return 0


def _cmd_rules(args: argparse.Namespace) -> int:
    from planner.model.rules import annotate_rules

    module = _read(args.input)
    api.check(module)
    annotate_rules(module, conservative=args.conservative)
    _write(api.to_text(module, generic=args.generic), args.output)
    return 0


def _cmd_opt(args: argparse.Namespace) -> int:
    from planner.passes import parse_pass, run_passes

    runs = [run for spec in args.passes for run in parse_pass(spec)]
    module = _read(args.input)
    if not args.no_verify:
        api.check(module)
    run_passes(module, runs, verify=not args.no_verify)
    _write(api.to_text(module, generic=args.generic), args.output)
    return 0


def _cmd_batch(args: argparse.Namespace) -> int:
    from planner.batch.runner import run_batch

    s = run_batch(args.manifest, args.out, workers=args.workers, executor=args.executor,
                  resume=args.resume)
    print(f"{s.total} jobs: {s.statuses['ok']} ok, {s.failed} failed, {s.skipped} skipped")
    return 1 if s.failed else 0


def _cmd_whatif(args: argparse.Namespace) -> int:
    from planner.batch.manifest import parse_size
    from planner.whatif.explore import explore
    from planner.whatif.report import to_csv, to_json, to_table
    from planner.whatif.variants import grid, parse_mesh

    try:
        for mesh in args.meshes:
            parse_mesh(mesh)
        caps = [parse_size(c) for c in args.memory_caps]
    except ValueError as e:
        raise PlannerError(str(e), SourceLoc("planner", 0, 0)) from None
    variants = grid(args.meshes, args.hardware, caps, tuple(args.pins))
    module = _read(args.input)
    api.check(module)
    results = explore(module, variants, time_limit=args.time_limit, seed=args.seed)
    sys.stdout.write(to_table(results))
    if args.csv:
        _write(to_csv(results), args.csv)
    if args.json:
        _write(to_json(results), args.json)
    if args.plot:
        from planner.whatif.plot import plot

        plot(results, args.plot)
    return 1 if all(r.status == "error" for r in results) else 0


def _cmd_simulate(args: argparse.Namespace) -> int:
    from planner.runtime.report import run_command

    code, text = run_command(_read(args.input), args.inputs, args.outputs, args.seed,  # type: ignore[arg-type]
                             args.rtol, args.atol, args.report, args.trace)
    sys.stdout.write(text)
    return code


def _cmd_cost(args: argparse.Namespace) -> int:
    module = _read(args.input)
    api.check(module)
    report = api.cost(module, hardware=args.hardware)
    sys.stdout.write(report.summary())
    if args.report:
        _write(report.model_dump_json(indent=1) + "\n", args.report)
    return 0


def _cmd_plan(args: argparse.Namespace) -> int:
    from planner.batch.manifest import parse_size
    from planner.planning.plan import PlanConflict, plan
    from planner.solve.progress import solver_progress

    module = _read(args.input)
    api.check(module)
    try:
        cap = parse_size(args.memory_cap) if args.memory_cap else None
    except ValueError as e:
        raise PlannerError(str(e), SourceLoc("planner", 0, 0)) from None
    if not 0 <= args.gap < 1:
        raise PlannerError(f"--gap must be in [0, 1), got {args.gap:g}", SourceLoc("planner", 0, 0))
    if args.memory_weight < 0:
        raise PlannerError(f"--memory-weight must be >= 0, got {args.memory_weight:g}",
                           SourceLoc("planner", 0, 0))
    try:
        with solver_progress(args.input) as progress:
            result = plan(module, mesh=args.mesh, hardware=args.hardware, memory_cap=cap,
                          time_limit=args.time_limit, strategy=args.strategy, seed=args.seed,
                          workers=args.workers, pins=args.pins, progress=progress,
                          gap=args.gap, memory_weight=args.memory_weight)
    except PlanConflict as e:
        for line in e.diagnostics():
            print(line, file=sys.stderr)
        return 1
    sys.stderr.write(result.report.summary())
    if args.explain:
        from planner.planning.explain import explain

        sys.stderr.write(explain(result, args.explain, seed=args.seed))
    if args.collectives or args.partition:
        from planner.passes import run_passes
        from planner.passes.registry import PIPELINES

        pipeline = "partition" if args.partition else "collectives"
        if pipeline not in PIPELINES:
            raise PlannerError(f"the '{pipeline}' pipeline is not available in this build",
                               SourceLoc("planner", 0, 0))
        run_passes(result.module, [pipeline])
    text = result.text()
    _write(text if text.endswith("\n") else text + "\n", args.output)
    if args.report:
        _write(result.report.model_dump_json(indent=1) + "\n", args.report)
    return 0


def _cmd_iopddl(args: argparse.Namespace) -> int:
    from planner.solve.iopddl import read_iopddl, write_solution
    from planner.solve.progress import solver_progress
    from planner.solve.solution import SolveOptions, SolveStatus
    from planner.solve.solver import solve
    from planner.solve.summary import summary

    start = time.monotonic()  # the limit covers reading too
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
            workers=args.workers, strategy=args.strategy,
            seed=args.seed, deterministic=args.deterministic, progress=progress))
    solution.wall_time = time.monotonic() - start
    sys.stdout.write(summary(solution))
    if solution.assignment is None:
        return 1 if solution.status is SolveStatus.INFEASIBLE else 2
    if args.output:
        write_solution(args.output, solution.assignment)
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = _ArgumentParser(prog="planner", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_ArgumentParser)

    p = sub.add_parser("verify", help="parse and verify a module; exit 1 with the errors")
    p.add_argument("input", help="MLIR file, or - for stdin")
    p.set_defaults(run=_cmd_verify)

    p = sub.add_parser("fmt", help="parse, verify and print a module")
    p.add_argument("input", help="MLIR file, or - for stdin")
    p.add_argument("-o", "--output", help="output file (default: stdout)")
    p.add_argument("--generic", action="store_true", help="print every op in generic form")
    p.add_argument("--no-verify", action="store_true", help="skip the verifier")
    p.set_defaults(run=_cmd_fmt)

    p = sub.add_parser("rules", help="attach sdy.sharding_rule to every op that has one, as "
                                     "Shardy's sdy-populate-op-sharding-rules does")
    p.add_argument("input", help="MLIR file, or - for stdin")
    p.add_argument("-o", "--output", help="output file (default: stdout)")
    p.add_argument("--generic", action="store_true", help="print every op in generic form")
    p.add_argument("--conservative", action="store_true",
                   help="no factors that need non-divisible or halo handling")
    p.set_defaults(run=_cmd_rules)

    p = sub.add_parser("opt", help="run passes or pipelines in order, as sdy_opt does")
    p.add_argument("input", help="MLIR file, or - for stdin")
    p.add_argument("--pass", dest="passes", action="append", default=[], metavar="NAME",
                   help="a pass (NAME or NAME{key=value ...}) or pipeline (import, export, "
                        "collectives, xla, partition); repeat to run several")
    p.add_argument("-o", "--output", help="output file (default: stdout)")
    p.add_argument("--generic", action="store_true", help="print every op in generic form")
    p.add_argument("--no-verify", action="store_true",
                   help="skip the verifier on the input and on the result")
    p.set_defaults(run=_cmd_opt)

    p = sub.add_parser("batch", help="run a manifest of planning jobs; one JSON line each")
    p.add_argument("manifest", help="jobs: JSONL (one per line) or TOML ([[job]] tables)")
    p.add_argument("--out", required=True, help="results log (JSONL), appended as jobs finish")
    p.add_argument("--workers", type=int, default=1, help="jobs at a time (default 1)")
    p.add_argument("--executor", default="local", metavar="local|ray[:ADDRESS]",
                   help="processes on this machine, or Ray tasks (local instance or cluster)")
    p.add_argument("--resume", action="store_true", help="skip jobs already in the log")
    p.set_defaults(run=_cmd_batch)

    p = sub.add_parser("whatif", help="re-plan a program under other meshes, hardware, pins "
                                      "and memory caps; compare")
    p.add_argument("input", help="MLIR file, or - for stdin")
    p.add_argument("--mesh", dest="meshes", action="append", default=[], metavar="x=4,y=2",
                   help="a mesh to try (repeat; default: the program's own)")
    p.add_argument("--hardware", action="append", default=[], metavar="NAME|FILE",
                   help="a hardware profile to try (repeat; default h100-8)")
    p.add_argument("--memory-cap", dest="memory_caps", action="append", default=[],
                   metavar="SIZE", help="a per-device memory cap to try (repeat for a sweep)")
    p.add_argument("--pin", dest="pins", action="append", default=[], metavar="VALUE=SHARDING",
                   help="pin a value's sharding in every variant (repeat)")
    p.add_argument("--time-limit", type=float, default=30.0, help="solver seconds per variant")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--csv", help="write the comparison as CSV")
    p.add_argument("--json", help="write every variant's figures as JSON")
    p.add_argument("--plot", help="draw step time and memory per variant (PNG; extra 'plot')")
    p.set_defaults(run=_cmd_whatif)

    p = sub.add_parser("simulate", help="partition, run on a simulated mesh and compare with "
                                        "the reference interpreter")
    p.add_argument("input", help="MLIR file, or - for stdin")
    p.add_argument("--inputs", help="npz with arg0, arg1, ... in global shapes (default: "
                                    "seeded random)")
    p.add_argument("--outputs", help="write the assembled global outputs (out0, ...) as npz")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--rtol", type=float, help="relative tolerance (f32 1e-5, bf16 1e-2)")
    p.add_argument("--atol", type=float, help="absolute tolerance (f32 1e-5, bf16 1e-2)")
    p.add_argument("--report", help="write errors and bytes moved as JSON")
    p.add_argument("--trace", help="write a per-device timeline (Chrome/Perfetto JSON)")
    p.set_defaults(run=_cmd_simulate)

    p = sub.add_parser("cost", help="price a fully annotated module: step time (compute, "
                                    "collectives), communication by kind, peak memory")
    p.add_argument("input", help="MLIR file, or - for stdin")
    p.add_argument("--hardware", default="h100-8", metavar="NAME|FILE",
                   help="a preset (h100-8, h100-cluster, tpu-v5p) or a JSON/TOML profile")
    p.add_argument("--report", help="write the report as JSON")
    p.set_defaults(run=_cmd_cost)

    p = sub.add_parser("plan", help="decide every sharding by optimisation: the annotated "
                                    "module on stdout (or -o), a summary on stderr")
    p.add_argument("input", help="MLIR file, or - for stdin")
    p.add_argument("-o", "--output", help="write the annotated module here (default stdout)")
    p.add_argument("--report", help="write the plan report as JSON")
    p.add_argument("--hardware", default="h100-8", metavar="NAME|FILE",
                   help="a preset (h100-8, h100-cluster, tpu-v5p) or a JSON/TOML profile")
    p.add_argument("--mesh", metavar="x=4,y=2", help="plan on this mesh instead of the module's")
    p.add_argument("--memory-cap", metavar="SIZE", help="bytes per device at most (e.g. 16GiB)")
    p.add_argument("--pin", dest="pins", action="append", default=[], metavar="VALUE=SHARDING",
                   help="fix argN/resultN to a sharding, e.g. 'arg0=<@mesh, [{\"x\"}, {}]>'")
    p.add_argument("--time-limit", type=float, default=10.0, metavar="S")
    p.add_argument("--strategy", choices=("cpsat", "greedy"), default="cpsat")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--workers", type=int, default=2, metavar="N")
    p.add_argument("--gap", type=float, default=1e-3, metavar="G",
                   help="stop once proven within this relative gap of optimal "
                        "(default 0.001; 0: prove optimality or use the whole limit)")
    p.add_argument("--memory-weight", type=float, default=0.5, metavar="W",
                   help="then take a plan x %% slower for more than x/W %% less peak memory "
                        "(default 0.5; 0: step time only)")
    p.add_argument("--collectives", action="store_true",
                   help="then make every collective explicit (the collectives pipeline)")
    p.add_argument("--partition", action="store_true",
                   help="then write the per-device program (the partition pipeline)")
    p.add_argument("--explain", metavar="VALUE",
                   help="say why VALUE (argN, resultN, %%NAME) got its sharding")
    p.set_defaults(run=_cmd_plan)

    p = sub.add_parser("iopddl", help="solve an IOPDDL contest instance (a strategy graph)")
    p.add_argument("input", metavar="INSTANCE", help="contest JSON, .json or .json.gz")
    p.add_argument("--time-limit", type=float, default=60.0, metavar="S")
    p.add_argument("--workers", type=int, default=2, metavar="N")
    p.add_argument("--strategy", choices=("cpsat", "greedy"), default="cpsat")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--deterministic", action="store_true",
                   help="same input and options give the same solution (deterministic time)")
    p.add_argument("-o", "--output", metavar="SOLUTION.json",
                   help="write the solution (a JSON list, one strategy per node)")
    p.set_defaults(run=_cmd_iopddl)
    return parser


def main(argv: list[str] | None = None) -> int:
    try:
        args = build_parser().parse_args(argv)
        return args.run(args)
    except PlannerError as e:
        print(e, file=sys.stderr)
        return 1
    except RecursionError:
        print("<input>:0:0: error: input nests too deeply", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
