"""Fuzzing options and paths: commands drawn with hostile option values and output paths
(the project's own small program in, a campaign seed printed in the log). Every case
ends in exit 0 or 1 with no traceback, in a few seconds; an error is one MLIR-style
line; the files a case reads are unchanged; it writes nothing but the outputs it
names, and a command of one output that fails leaves none. ``PLANNER_FUZZ_OPTIONS_SEED``
replays a campaign, ``PLANNER_FUZZ_OPTIONS_CASES`` sizes it.
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import itertools
import os
import random
import re
import shutil
import time
import traceback
from pathlib import Path

import pytest

from planner.cli import main
from planner.encode.cost.hardware import load_hardware
from tests.model.test_fuzz import _time_limit, _Timeout

CASES = int(os.environ.get("PLANNER_FUZZ_OPTIONS_CASES", "800"))
SEED = int(os.environ.get("PLANNER_FUZZ_OPTIONS_SEED", str(random.SystemRandom().randrange(2**32))))
PROGRAM = Path(__file__).parent / "programs" / "mlp2_2x4_tp.mlir"
CASE_SECONDS = 20.0
OUTPUT_OPTIONS = ("-o", "--report", "--html", "--csv", "--json", "--plot", "--outputs",
                  "--trace")
ERROR_LINE = re.compile(r"^(.+?: )?[^:]+:\d+:\d+: error: .+")

NUMBERS = ["0", "-1", "1e-9", "nan", "inf", "-inf", "1e400", str(2**70), "abc", "", "0x10",
           "1_000", " 3", "2"]
TIME_LIMITS = ["0", "-5", "nan", "inf", "abc", "", "1e400", "0.3", "0.5"]
MESHES = ["x=2,y=4", "x=8", "x=0", "x=-2", "x=2,x=4", "=4", "x", "x=3,y=3", "a=1,b=8",
          f"x={2**70}", "", "x=2,y=4,", "model=4,data=2"]
CAPS = [*NUMBERS, "1KB", "1XB", "none", "80GiB", "0B", "-1GiB", "64MiB"]
PINS = ['arg0=<@mesh, [{"x"}, {}]>', "arg0=", "=x", "nothere=x", "arg0=x,None",
        "arg0=P('x')garbage", "arg99=x", "arg0=model", "%0=data", "arg0=data,model,x"]
TIES = ["result0=arg0", "result9=arg0", "result0=", "garbage", "result0=arg99"]
METHODS = ["cpsat", "greedy", "nope", ""]
PASSES = ["sdy-close-shardings", "partition", "collectives", "nope", "", "export{x=1}"]


def _paths(d: Path) -> list[str]:
    """Output paths: fresh ones, the input, read-only, a directory, missing parents, a
    full device, empty, a symlink to the input."""
    return [str(d / "out1"), str(d / "out2"), str(d / "out3.mlir"), str(d / "prog.mlir"),
            str(d / "ro.txt"), str(d / "dir"), str(d / "missing" / "x"), "/dev/full", "",
            str(d / "link.mlir"), str(d / "hw.json"), str(d / "out1")]


def _commands(d: Path) -> dict[str, dict[str, list[str]]]:
    """Per command, its options and the values drawn for them."""
    paths = _paths(d)
    hardware = ["h100-8", "nope", str(d / "hw.json"), str(d / "ro.txt"), str(d / "dir"),
                "/dev/null", ""]
    plan = {"-o": paths, "--report": paths, "--html": paths, "--mesh": MESHES,
            "--hardware": hardware, "--memory-cap": CAPS, "--pin": PINS, "--tie": TIES,
            "--time-limit": TIME_LIMITS, "--method": METHODS, "--seed": NUMBERS,
            "--workers": NUMBERS, "--gap": NUMBERS, "--memory-weight": NUMBERS,
            "--baseline": ["none", "shardy", "nope"], "--explain": ["arg0", "nothere", ""]}
    return {
        "plan": plan,
        "whatif": {"--mesh": MESHES, "--hardware": hardware, "--memory-cap": CAPS,
                   "--pin": PINS, "--time-limit": TIME_LIMITS, "--csv": paths,
                   "--json": paths, "--plot": paths, "--workers": NUMBERS,
                   "--jobs": NUMBERS, "--baseline": ["none"],
                   # (valid counts but 2 would search for minutes: not a case)
                   "--devices": ["0", "-1", "nan", str(2**70), "abc", "", "2"]},
        "cost": {"--hardware": hardware, "--report": paths},
        "simulate": {"--outputs": paths, "--report": paths, "--trace": paths,
                     "--seed": NUMBERS, "--rtol": NUMBERS, "--atol": NUMBERS,
                     "--inputs": [str(d / "ro.txt"), str(d / "nope.npz"), "", str(d / "dir")]},
        "fmt": {"-o": paths, "--generic": [], "--no-verify": []},
        "opt": {"-o": paths, "--pass": PASSES, "--generic": []},
    }


def _draw(rng: random.Random, commands: dict[str, dict[str, list[str]]], d: Path
          ) -> list[str]:
    """One command line: a command, the program, up to four options with drawn values;
    a plan or what-if always within a short limit (drawn ones come first)."""
    command = rng.choice(sorted(commands))
    table = commands[command]
    args = [command, str(d / rng.choice(["prog.mlir", "link.mlir"]))]
    for option in rng.sample(sorted(table), rng.randint(0, min(4, len(table)))):
        values = table[option]
        args += [option, rng.choice(values)] if values else [option]
    if command in ("plan", "whatif") and "--time-limit" not in args:
        args += ["--time-limit", "0.3"]
    if command == "whatif" and "--baseline" not in args:
        args += ["--baseline", "none"]
    return args


def _snapshot(d: Path) -> dict[str, str]:
    """Every file under ``d`` by path, with its contents' hash (symlinks as such)."""
    seen = {}
    for p in sorted(d.rglob("*")):
        if p.is_symlink():
            seen[str(p)] = "-> " + os.readlink(p)
        elif p.is_file():
            seen[str(p)] = hashlib.sha256(p.read_bytes()).hexdigest()
        else:
            seen[str(p)] = "dir"
    return seen


def _setup(d: Path) -> None:
    shutil.copy(PROGRAM, d / "prog.mlir")
    (d / "hw.json").write_text(load_hardware("h100-8").model_dump_json())
    (d / "ro.txt").write_text("read only\n")
    (d / "ro.txt").chmod(0o444)
    (d / "dir").mkdir()
    (d / "link.mlir").symlink_to(d / "prog.mlir")


def _problem(args: list[str], d: Path) -> str | None:
    """None when ``planner ARGS`` behaves; otherwise what it did wrong."""
    before = _snapshot(d)
    err, out = io.StringIO(), io.StringIO()
    start = time.monotonic()
    try:
        with _time_limit(CASE_SECONDS), contextlib.redirect_stderr(err), \
                contextlib.redirect_stdout(out):
            code = main(args)
    except _Timeout:
        return f"still running after {CASE_SECONDS} s"
    except SystemExit as e:
        code = e.code if isinstance(e.code, int) else 1
    except Exception as e:  # a traceback would reach the user
        where = traceback.extract_tb(e.__traceback__)[-1]
        return f"{type(e).__name__}: {str(e)[:120]} at {where.filename}:{where.lineno}"
    took = time.monotonic() - start
    text = err.getvalue()
    if "Traceback" in text + out.getvalue():
        return "printed a traceback"
    if code not in (0, 1):
        return f"exit code {code}"
    # An error is a line on stderr; what-if reports a variant's error in its table and
    # simulate a mismatch in its verdict (on stdout), and still write their outputs.
    failed = any(ERROR_LINE.match(line) for line in text.splitlines())
    answered = any(ERROR_LINE.match(line) or line == "verdict: DIFFERENT from the reference"
                   for line in out.getvalue().splitlines())
    if code == 1 and not failed and not answered:
        return f"exit 1 without an error line: {text.strip()[:160]!r}"
    after = _snapshot(d)
    named = {a for a in args[1:] if a.startswith(str(d))}
    if "--devices" in args:  # a mesh search's default work folder, kept for --resume
        named |= {p for p in after if p.startswith(str(d / Path(args[1]).stem) + ".meshes")}
    read = {args[1], str(d / "prog.mlir"), str(d / "ro.txt")} | {
        value for option, value in itertools.pairwise(args)
        if option in ("--hardware", "--inputs")}
    for path, digest in before.items():
        if after.get(path) != digest and (path in read or path not in named):
            return f"changed or removed {path}"
    outputs = [v for o, v in itertools.pairwise(args) if o in OUTPUT_OPTIONS]
    for path in after.keys() - before.keys():
        if path not in named:
            return f"wrote {path}, which it was not asked to"
        if failed and len(outputs) == 1 and path in outputs:
            return f"left {path} behind after an error"
    for path in sorted(after.keys() - before.keys(), reverse=True):  # files, then folders
        p = Path(path)
        p.rmdir() if p.is_dir() and not p.is_symlink() else p.unlink()
    if took > CASE_SECONDS:
        return f"took {took:.1f} s"
    return None


def test_commands_with_drawn_options_and_paths(tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    print(f"options fuzz: {CASES} cases, seed {SEED} (PLANNER_FUZZ_OPTIONS_SEED={SEED} "
          "replays it)")
    _setup(tmp_path)
    monkeypatch.chdir(tmp_path)
    rng = random.Random(SEED)
    commands = _commands(tmp_path)
    problems = []
    for i in range(CASES):
        args = _draw(rng, commands, tmp_path)
        problem = _problem(args, tmp_path)
        if problem is not None:
            problems.append(f"case {i}: planner {' '.join(map(repr, args))}: {problem}")
    assert not problems, f"seed {SEED}:\n" + "\n".join(problems[:30])
