"""Subcommands that plan: plan, report, whatif, batch."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from pydantic import ValidationError

from planner import api
from planner.cli.common import (
    ARGS,
    add_hardware,
    add_input,
    add_plan_options,
    flag_error,
    plan_options_of,
    read_module,
    write_output,
)
from planner.files import refuse_clashes, together
from planner.model.dialects.ops import ModuleOp
from planner.model.ir.diagnostics import PlannerError


def add_plan(p: argparse.ArgumentParser) -> None:
    add_input(p)
    p.add_argument("-o", "--output", help="write the annotated module here (default stdout)")
    p.add_argument("--report", help="write the plan report as JSON")
    p.add_argument("--html", help="write the plan as one HTML page: every tensor's "
                   "sharding, time, memory, the front (and --explain's answer)")
    add_plan_options(p)
    p.add_argument("--collectives", action="store_true",
                   help="then make every collective explicit (the collectives pipeline)")
    p.add_argument("--partition", action="store_true",
                   help="then write the per-device program (the partition pipeline)")
    p.add_argument("--explain", metavar="VALUE",
                   help="say why VALUE (argN, resultN, %%NAME) got its sharding")


def run_plan(args: argparse.Namespace) -> int:
    from planner.planning.plan import PlanConflict, plan
    from planner.planning.schedule import STARTUP_SECONDS
    from planner.solve.progress import solver_progress

    options = plan_options_of(args)
    start = time.monotonic()
    module = read_module(args.input)
    api.check(module)
    if args.explain:  # a name the program lacks is refused before planning it
        from planner.encode.problem.pins import check_named

        check_named(module, args.explain, "--explain")
    # The limit covers the whole command (its start-up too) except reading the program.
    since = args.started + (time.monotonic() - start)
    head = STARTUP_SECONDS if args.startup_counted else 0.0
    try:
        with solver_progress(args.input) as progress:
            result = plan(module, options, progress=progress, since=since, head=head)
    except PlanConflict as e:
        for line in e.diagnostics():
            print(line, file=sys.stderr)
        return 1
    sys.stderr.write(result.report.summary())
    why: dict[str, str] = {}
    if args.explain:
        from planner.planning.explain import explain

        why[args.explain] = explain(result, args.explain, seed=options.seed,
                                    deterministic=options.deterministic)
        sys.stderr.write(why[args.explain])
    with together():  # all of the outputs, or none
        if args.html:
            from planner.planning.html_page import render

            write_output(render(result, why), args.html)  # before lowering changes it
        if args.collectives or args.partition:
            _lower(result.module, "partition" if args.partition else "collectives")
        text = result.text()
        write_output(text if text.endswith("\n") else text + "\n", args.output)
        if args.report:
            write_output(result.report.model_dump_json(indent=1) + "\n", args.report)
    return 0


def add_report(p: argparse.ArgumentParser) -> None:
    add_input(p)
    p.add_argument("--html", required=True, help="write the page here")
    add_hardware(p)
    p.add_argument("--explain", metavar="VALUE", action="append", default=[],
                   help="also say why this value has its sharding (repeatable)")


def run_report(args: argparse.Namespace) -> int:
    """The page of a plan read from its annotated module: the module's shardings closed
    and held as annotations, so that planning it again gives back exactly that plan."""
    from planner.encode.cost.evaluator import unsharded_values
    from planner.encode.problem.pins import check_named
    from planner.passes import run_passes
    from planner.planning.plan import plan

    module = read_module(args.input)
    api.check(module)
    bare, total = unsharded_values(module)
    if bare:
        raise PlannerError(f"{bare} of {total} values of the entry function carry no "
                           "sharding: this is no plan yet (planner plan decides them)",
                           module.entry_function().src_loc)
    for name in args.explain:
        check_named(module, name, "--explain")
    run_passes(module, ["sdy-close-shardings"])
    result = plan(module, hardware=args.hardware, memory_weight=0, baseline="none")
    # (the notes on the program would speak of the shardings held here, not the user's)
    result.report = result.report.model_copy(update={"notes": []})
    api.report(result, args.html, args.explain)
    return 0


def _lower(module: ModuleOp, pipeline: str) -> None:
    from planner.passes import run_passes
    from planner.passes.registry import PIPELINES

    if pipeline not in PIPELINES:
        raise PlannerError(f"the '{pipeline}' pipeline is not available in this build", ARGS)
    run_passes(module, [pipeline])


def add_whatif(p: argparse.ArgumentParser) -> None:
    add_input(p)
    # Each takes one value or several (--hardware h100-8 tpu-v5p), and repeats.
    p.add_argument("--mesh", dest="meshes", action="extend", nargs="+", default=[],
                   metavar="x=4,y=2", help="meshes to try (default: the program's own)")
    p.add_argument("--hardware", dest="hardwares", action="extend", nargs="+", default=[],
                   metavar="NAME|FILE", help="hardware profiles to try (default h100-8)")
    p.add_argument("--memory-cap", dest="memory_caps", action="extend", nargs="+", default=[],
                   metavar="SIZE", help="per-device memory caps to try (a sweep)")
    add_plan_options(p, skip=("mesh", "hardware", "memory_cap"))
    p.add_argument("--csv", help="write the comparison as CSV")
    p.add_argument("--json", help="write every variant's figures as JSON")
    p.add_argument("--plot", help="draw step time and memory per variant (PNG; extra 'plot')")
    search = p.add_argument_group(
        "mesh search", "--devices N: plan every mesh of N devices over the program's axis "
        "roles, in every device order the hardware tells apart, and certify the best")
    search.add_argument("--devices", type=int, metavar="N",
                        help="search the meshes of this many devices")
    search.add_argument("--axes", metavar="a,b,c", help="the axis roles to size (default: "
                        "the program's mesh axes)")
    search.add_argument("--max-axis", dest="max_axis", action="append", default=[],
                        metavar="AXIS=SIZE", help="the largest size of an axis; repeatable")
    search.add_argument("--work", metavar="DIR", help="where the plans and the resumable "
                        "log go (default: PROGRAM.meshes in the current directory)")
    search.add_argument("--resume", action="store_true", help="skip the meshes the log has")
    search.add_argument("--executor", default="local", metavar="local|ray[:ADDRESS]",
                        help="where the plans run (default local)")
    search.add_argument("--jobs", type=int, default=1, metavar="N",
                        help="plans at a time (default 1)")
    search.add_argument("-o", "--output", metavar="BEST.mlir",
                        help="write the best mesh's plan here")


def _cap(text: str) -> int:
    """A ``--memory-cap`` of a sweep: a size, checked as ``plan`` checks it."""
    from planner.planning.options import PlanOptions

    cap = PlanOptions(memory_cap=text).memory_cap
    if not isinstance(cap, int):
        raise ValueError(f"'{text}' is not a size: a sweep's caps are sizes (e.g. 16GiB)")
    return cap


def run_whatif(args: argparse.Namespace) -> int:
    from planner.whatif.explore import explore
    from planner.whatif.tables import to_csv, to_json, to_table
    from planner.whatif.variants import grid

    if args.devices is not None:
        return _run_mesh_search(args)
    options = plan_options_of(args)
    try:
        caps = [_cap(c) for c in args.memory_caps]
        variants = grid(args.meshes, args.hardwares, caps, options.pins)
    except ValueError as e:  # a ValidationError names the field and what is wrong
        raise flag_error(e) if isinstance(e, ValidationError) else \
            PlannerError(str(e), ARGS) from None
    module = read_module(args.input)
    api.check(module)
    results = explore(module, variants, options=options)
    sys.stdout.write(to_table(results))
    with together():
        if args.csv:
            write_output(to_csv(results), args.csv)
        if args.json:
            write_output(to_json(results), args.json)
        if args.plot:
            from planner.whatif.plot import plot

            plot(results, args.plot)
    return 1 if all(r.status == "error" for r in results) else 0


def _max_axis(texts: list[str]) -> dict[str, int]:
    limits = {}
    for text in texts:
        name, _, size = text.partition("=")
        if not name or not size.isdigit() or int(size) < 1:
            raise PlannerError(f"bad --max-axis '{text}': expected AXIS=SIZE (e.g. model=8)",
                               ARGS)
        limits[name] = int(size)
    return limits


def _run_mesh_search(args: argparse.Namespace) -> int:
    from planner.whatif.mesh_search import SEARCH_LOG, copy_best_plan, search_meshes
    from planner.whatif.tables import search_csv, search_table

    if args.meshes or len(args.hardwares) > 1 or args.memory_caps:
        raise PlannerError("--devices searches the meshes itself: give no --mesh or "
                           "--memory-cap, and one --hardware", ARGS)
    if args.input == "-":
        raise PlannerError("--devices plans the program in batch jobs: give it as a file",
                           ARGS)
    given = plan_options_of(args)
    options = given.model_copy(update={"hardware": args.hardwares[0]}) if args.hardwares \
        else given
    roles = [a.strip() for a in args.axes.split(",")] if args.axes else []
    work = args.work or f"{Path(args.input).stem}.meshes"
    # the search's log is an output too: none of the others may replace it (the search
    # checks its folder; the command checked the others could be written)
    refuse_clashes({"work": Path(work) / SEARCH_LOG, "output": args.output, "csv": args.csv,
                    "json": args.json, "plot": args.plot}, (args.input,), writable=False)
    search = search_meshes(args.input, args.devices, options=options, work=work,
                           roles=roles, max_size=_max_axis(args.max_axis),
                           executor=args.executor, workers=args.jobs, resume=args.resume)
    sys.stdout.write(search_table(search))
    with together():
        if args.output:
            copy_best_plan(search, args.output)
        if args.csv:
            write_output(search_csv(search), args.csv)
        if args.json:
            write_output(search.model_dump_json(indent=1) + "\n", args.json)
        if args.plot:
            from planner.whatif.plot import plot_search

            plot_search(search, args.plot)
    return 0 if search.best is not None else 1


def add_batch(p: argparse.ArgumentParser) -> None:
    p.add_argument("manifest", help="jobs: JSONL (one per line) or TOML ([[job]] tables)")
    p.add_argument("--out", required=True, help="results log (JSONL), appended as jobs finish")
    p.add_argument("--workers", type=int, default=1, help="jobs at a time (default 1)")
    p.add_argument("--executor", default="local", metavar="local|ray[:ADDRESS]",
                   help="processes on this machine, or Ray tasks (local instance or cluster)")
    p.add_argument("--resume", action="store_true", help="skip jobs already in the log")


def run_batch(args: argparse.Namespace) -> int:
    from planner.batch.runner import run_batch as run

    s = run(args.manifest, args.out, workers=args.workers, executor=args.executor,
            resume=args.resume)
    print(f"{s.total} jobs: {s.statuses['ok']} ok, {s.failed} failed, {s.skipped} skipped")
    return 1 if s.failed else 0
