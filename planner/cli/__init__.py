"""The ``planner`` command line, modelled on ``mlir-opt``/``sdy_opt``.

Every user error prints one MLIR-style line (``FILE:LINE:COL: error: message``) and
exits 1; no traceback reaches the user. Each subcommand is a pair of functions in this
package, ``add_NAME`` (its flags) and ``run_NAME``; :data:`SUBCOMMANDS` lists them.
"""

from __future__ import annotations

import argparse
import atexit
import contextlib
import gc
import os
import sys
import time
from collections.abc import Callable
from typing import NoReturn

from planner import _clock
from planner._gc import GC_THRESHOLDS
from planner.cli import iopddl, plan, program
from planner.cli.common import ArgumentParser
from planner.files import refuse_clashes
from planner.model.ir.diagnostics import PlannerError, path_loc

# The flags that name files a subcommand writes.
OUTPUT_FLAGS = ("output", "report", "html", "outputs", "trace", "csv", "json", "plot")
INPUT_FLAGS = ("input", "hardware", "inputs", "manifest")

Add = Callable[[argparse.ArgumentParser], None]
Run = Callable[[argparse.Namespace], int]

SUBCOMMANDS: list[tuple[str, str, Add, Run]] = [
    ("verify", "parse and verify a module; exit 1 with the errors",
     program.add_verify, program.run_verify),
    ("fmt", "parse, verify and print a module", program.add_fmt, program.run_fmt),
    ("rules", "attach sdy.sharding_rule to every op that has one, as Shardy's "
              "sdy-populate-op-sharding-rules does", program.add_rules, program.run_rules),
    ("opt", "run passes or pipelines in order, as sdy_opt does", program.add_opt,
     program.run_opt),
    ("batch", "run a manifest of planning jobs; one JSON line each", plan.add_batch,
     plan.run_batch),
    ("whatif", "re-plan a program under other meshes, hardware, pins and memory caps; "
               "compare", plan.add_whatif, plan.run_whatif),
    ("simulate", "partition, run on a simulated mesh and compare with the reference "
                 "interpreter", program.add_simulate, program.run_simulate),
    ("cost", "price a fully annotated module: step time (compute, collectives), "
             "communication by kind, peak memory", program.add_cost, program.run_cost),
    ("plan", "decide every sharding by optimisation: the annotated module on stdout "
             "(or -o), a summary on stderr", plan.add_plan, plan.run_plan),
    ("report", "draw a planned module as one HTML page: every tensor's sharding, time, "
               "memory", plan.add_report, plan.run_report),
    ("iopddl", "solve an IOPDDL contest instance (a strategy graph)", iopddl.add_iopddl,
     iopddl.run_iopddl),
]


def build_parser() -> argparse.ArgumentParser:
    parser = ArgumentParser(prog="planner", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True, parser_class=ArgumentParser)
    for name, help_text, add, run in SUBCOMMANDS:
        p = sub.add_parser(name, help=help_text)
        add(p)
        p.set_defaults(run=run)
    return parser


def _silence_stdout() -> None:
    """Point stdout at /dev/null, so that flushing it at exit fails no more."""
    with contextlib.suppress(OSError, ValueError):
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())




def main(argv: list[str] | None = None) -> int:
    gc.set_threshold(*GC_THRESHOLDS)  # the whole command: see planner/_gc.py
    try:
        code = _main(argv)
    finally:
        if argv is None:
            # The process ends with the command: the collector's last walk over the
            # module's millions of objects at exit would only delay it.
            gc.freeze()
    if argv is None:
        _exit(code)
    return code


def _exit(code: int) -> NoReturn:
    """End the process's own command with ``code``: its output flushed and the exit
    handlers run, without freeing the heap object by object as the interpreter's exit
    does (up to a second after a big plan; the system reclaims it at once)."""
    try:
        if sys.stdout is not None:  # (None: started with it closed)
            sys.stdout.flush()
    except OSError as e:  # stdout gone (a full disk, a closed pipe)
        _silence_stdout()
        print(f"<stdout>:0:0: error: {e.strerror or e}", file=sys.stderr)
        code = code or 1
    with contextlib.suppress(OSError, ValueError, AttributeError):
        sys.stderr.flush()
    atexit._run_exitfuncs()
    os._exit(code)


def _main(argv: list[str] | None) -> int:
    args = None
    try:
        args = build_parser().parse_args(argv)
        # The process's own command (no argv given) counts its time from its start-up;
        # a call from Python (tests, scripts) from now.
        args.started = _clock.STARTED if argv is None else time.monotonic()
        args.startup_counted = argv is None
        # No output may replace an input the command reads, nor another output.
        refuse_clashes({flag: getattr(args, flag, None) for flag in OUTPUT_FLAGS},
                       tuple(getattr(args, flag, None) for flag in INPUT_FLAGS)
                       + tuple(getattr(args, "hardwares", ())))
        return args.run(args)
    except PlannerError as e:
        given = getattr(args, "input", None)
        if e.loc is None and isinstance(given, str) and given != "-":
            e.loc = path_loc(given)  # about the program, somewhere unknown in it
        print(e, file=sys.stderr)
        return 1
    except RecursionError:
        print("<input>:0:0: error: input nests too deeply", file=sys.stderr)
        return 1
    except OSError as e:  # stdout gone (a full disk, a closed pipe), or a file
        _silence_stdout()
        print(f"{e.filename or '<stdout>'}:0:0: error: {e.strerror or e}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
