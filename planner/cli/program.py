"""Subcommands on one module as written: verify, fmt, rules, opt, cost, simulate."""

from __future__ import annotations

import argparse
import sys

from planner import api
from planner.cli.common import add_hardware, add_input, read_module, write_output


def add_verify(p: argparse.ArgumentParser) -> None:
    add_input(p)


def run_verify(args: argparse.Namespace) -> int:
    errors = api.verify(read_module(args.input))
    for e in errors:
        print(e, file=sys.stderr)
    return 1 if errors else 0


def _add_printing(p: argparse.ArgumentParser) -> None:
    add_input(p)
    p.add_argument("-o", "--output", help="output file (default: stdout)")
    p.add_argument("--generic", action="store_true", help="print every op in generic form")


def add_fmt(p: argparse.ArgumentParser) -> None:
    _add_printing(p)
    p.add_argument("--no-verify", action="store_true", help="skip the verifier")


def run_fmt(args: argparse.Namespace) -> int:
    module = read_module(args.input)
    if not args.no_verify:
        api.check(module)
    write_output(api.to_text(module, generic=args.generic), args.output)
    return 0


def add_rules(p: argparse.ArgumentParser) -> None:
    _add_printing(p)
    p.add_argument("--conservative", action="store_true",
                   help="no factors that need non-divisible or halo handling")


def run_rules(args: argparse.Namespace) -> int:
    from planner.model.rules import annotate_rules

    module = read_module(args.input)
    api.check(module)
    annotate_rules(module, conservative=args.conservative)
    write_output(api.to_text(module, generic=args.generic), args.output)
    return 0


def add_opt(p: argparse.ArgumentParser) -> None:
    _add_printing(p)
    p.add_argument("--pass", dest="passes", action="append", default=[], metavar="NAME",
                   help="a pass (NAME or NAME{key=value ...}) or pipeline (import, export, "
                        "collectives, xla, partition); repeat to run several")
    p.add_argument("--no-verify", action="store_true",
                   help="skip the verifier on the input and on the result")


def run_opt(args: argparse.Namespace) -> int:
    from planner.passes import parse_pass, run_passes

    runs = [run for spec in args.passes for run in parse_pass(spec)]
    module = read_module(args.input)
    if not args.no_verify:
        api.check(module)
    run_passes(module, runs, verify=not args.no_verify)
    write_output(api.to_text(module, generic=args.generic), args.output)
    return 0


def add_cost(p: argparse.ArgumentParser) -> None:
    add_input(p)
    add_hardware(p)
    p.add_argument("--report", help="write the report as JSON")


def run_cost(args: argparse.Namespace) -> int:
    module = read_module(args.input)
    api.check(module)
    report = api.cost(module, hardware=args.hardware)
    sys.stdout.write(report.summary())
    if args.report:
        write_output(report.model_dump_json(indent=1) + "\n", args.report)
    return 0


def add_simulate(p: argparse.ArgumentParser) -> None:
    add_input(p)
    p.add_argument("--inputs", help="npz with arg0, arg1, ... in global shapes (default: "
                                    "seeded random)")
    p.add_argument("--outputs", help="write the assembled global outputs (out0, ...) as npz")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--rtol", type=float, help="relative tolerance (f32 1e-5, bf16 1e-2)")
    p.add_argument("--atol", type=float, help="absolute tolerance (f32 1e-5, bf16 1e-2)")
    p.add_argument("--report", help="write errors and bytes moved as JSON")
    p.add_argument("--trace", help="write a per-device timeline (Chrome/Perfetto JSON)")


def run_simulate(args: argparse.Namespace) -> int:
    from planner.encode.cost.cost_model import trace_pricing
    from planner.runtime.simulation_report import run_command

    trace = (args.trace, *trace_pricing()) if args.trace else None
    code, text = run_command(read_module(args.input), args.inputs, args.outputs,
                             args.seed, args.rtol, args.atol, args.report, trace)
    sys.stdout.write(text)
    return code
