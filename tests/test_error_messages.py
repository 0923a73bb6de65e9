"""Every error a user can meet on the command line is one line that names what they
typed: the flag (not the Python field), the file they gave (never ``<unknown>``)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import planner
from planner.cli import main
from planner.planning.options import PlanOptions

EXAMPLE = str(Path(planner.__file__).parent / "examples" / "mlp.mlir")
FIELDS = [f for f in PlanOptions.model_fields if "_" in f]  # time_limit, memory_cap...

CASES = [
    ["plan", EXAMPLE, "--pin", "nope=P()"],
    ["plan", EXAMPLE, "--pin", "w2=P('modle')"],
    ["plan", EXAMPLE, "--pin", "w2=P('model', None, None)"],
    ["plan", EXAMPLE, "--tie", "result5=arg0"],
    ["plan", EXAMPLE, "--tie", "arg0"],
    ["plan", EXAMPLE, "--explain", "nope"],
    ["plan", EXAMPLE, "--mesh", "data=3"],
    ["plan", EXAMPLE, "--mesh", "data=2,"],
    ["plan", EXAMPLE, "--hardware", "nope"],
    ["plan", EXAMPLE, "--memory-cap", "1KiB"],
    ["plan", EXAMPLE, "--memory-cap", "lots"],
    ["plan", EXAMPLE, "--memory-weight", "-1"],
    ["plan", EXAMPLE, "--time-limit", "0"],
    ["plan", EXAMPLE, "--workers", "0"],
    ["plan", EXAMPLE, "--seed", "-1"],
    ["plan", EXAMPLE, "--gap", "2"],
    ["plan", EXAMPLE, "--decompose", "maybe"],
    ["plan", EXAMPLE, "-o", EXAMPLE],
    ["cost", EXAMPLE, "--hardware", "nope"],
    ["whatif", EXAMPLE, "--memory-cap", "lots"],
    ["whatif", EXAMPLE, "--mesh", "x4"],
    ["plan", "/no/such/file.mlir"],
    ["plan", ""],
]


@pytest.mark.parametrize("args", CASES, ids=[" ".join(a[:1] + a[2:]) for a in CASES])
def test_an_error_names_what_the_user_typed(args: list[str],
                                            capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*args, "--time-limit", "3"] if "--time-limit" not in args else args) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert re.match(r"^\S*:\d+:\d+: error: ", err)
    assert "<unknown>" not in err
    for field in FIELDS:  # the flag's spelling, never the field's
        assert not re.search(rf"(?<![-\w]){field}(?!\w)", err), (field, err)
