"""Fuzzing the commands: mutated programs (``tests.model.test_fuzz.mutants``: the project's
own programs and the reference examples, mutated) through ``planner verify``, ``cost``,
``plan`` (``--time-limit 0.5``) and ``simulate``, in process. Every run ends in an exit
code with no traceback, within 3x the limit (0.5 s for the commands without one).
The campaign's seed is the parser fuzz test's (printed); ``PLANNER_FUZZ_SEED`` runs
another, ``PLANNER_FUZZ_COMMAND_MUTANTS`` sets its size.
"""

from __future__ import annotations

import contextlib
import io
import os
import time
import traceback
from pathlib import Path

from planner.cli import main
from planner.model.ir.diagnostics import PlannerError
from planner.model.text.io import parse_module
from planner.model.verify.verifier import verify
from tests.model.test_fuzz import SEED, _time_limit, _Timeout, mutants

MUTANTS = int(os.environ.get("PLANNER_FUZZ_COMMAND_MUTANTS", "1200"))
LIMIT_S = 0.5
COMMANDS = (["verify"], ["cost"], ["plan", "--time-limit", str(LIMIT_S), "-o", os.devnull],
            ["simulate"])


def _run(args: list[str]) -> str | None:
    """None when ``planner ARGS`` ends well; otherwise what went wrong."""
    err, out = io.StringIO(), io.StringIO()
    start = time.monotonic()
    try:
        with _time_limit(3 * LIMIT_S + 1.0), contextlib.redirect_stderr(err), \
                contextlib.redirect_stdout(out):
            code = main(args)
    except _Timeout:
        return "still running after 3x its limit (+1 s)"
    except Exception as e:  # a traceback would reach the user
        where = traceback.extract_tb(e.__traceback__)[-1]
        return f"{type(e).__name__}: {str(e)[:120]} at {where.filename}:{where.lineno}"
    took = time.monotonic() - start
    if "Traceback" in err.getvalue():
        return "printed a traceback"
    if code not in (0, 1):
        return f"exit code {code}"
    if took > 3 * LIMIT_S:
        return f"took {took:.2f} s, over 3x the {LIMIT_S} s limit"
    return None


def test_commands_on_mutated_programs(tmp_path: Path) -> None:
    print(f"command fuzz: {MUTANTS} mutants, seed {SEED} (PLANNER_FUZZ_SEED={SEED} repeats it)")
    problems, valid = [], 0
    for i, m in enumerate(mutants(MUTANTS, SEED)):
        try:
            if verify(parse_module(m.text, "mutant.mlir")):
                continue  # verify's own errors are the parser fuzz test's business
        except PlannerError:
            continue
        valid += 1
        path = tmp_path / f"m{i}.mlir"
        path.write_text(m.text)
        for command in COMMANDS:
            problem = _run([command[0], str(path), *command[1:]])
            if problem:
                problems.append(f"mutant {i} ({m.operator} of {m.seed_name}) "
                                f"{command[0]}: {problem}")
    assert valid > MUTANTS // 10  # the campaign did reach the commands
    assert not problems, f"seed {SEED}:\n" + "\n".join(problems[:20])
