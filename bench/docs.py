"""Write ``docs/benchmarks.md``: run the benches and keep each one's table as it printed
it, with the command, the machine and the date. The figures of the documentation come
from here, never from prose or comments.

    .venv/bin/python -m bench.docs [--only NAME ...] [--slow] [-o docs/benchmarks.md]

The quick benches run by default (the project's own test programs, a few minutes on two
cores); ``--slow`` adds the ones that take an hour or need data outside the repository
(models, programs at scale, the contest instances, batch throughput).
"""

from __future__ import annotations

import argparse
import ast
import datetime
import os
import platform
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# (bench, its arguments): quick, then slow.
QUICK = [
    ("bench_parse", ["--repeat", "3", "--big-mb", "10"]),
    ("bench_graph", []),
    ("bench_ir_edits", []),
    ("bench_plan", []),
    ("bench_cost", []),
    ("bench_simulate", []),
    ("bench_simulate", ["--chains"]),
]
SLOW = [
    ("bench_models", []),
    ("bench_scale", []),
    ("bench_encode", []),
    ("bench_iopddl", []),
    ("bench_batch", []),
    ("bench_mesh", []),
    ("bench_mesh", ["--xla"]),
]


def _summary(bench: str) -> str:
    """The first sentence of the bench's docstring."""
    doc = ast.get_docstring(ast.parse((ROOT / "bench" / f"{bench}.py").read_text())) or ""
    return " ".join(doc.split("\n\n")[0].split())


def _title(bench: str, args: list[str]) -> str:
    return " ".join([bench, *args])


def _run(bench: str, args: list[str]) -> str:
    """The section of one bench: what it measures, how it ran, and what it printed."""
    command = [sys.executable, f"bench/{bench}.py", *args]
    print(f"running {' '.join(command[1:])}", file=sys.stderr, flush=True)
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
    output = done.stdout.rstrip() or "(no output)"
    if done.returncode:
        output += f"\n\n(exit code {done.returncode}: {done.stderr.strip().splitlines()[-1:]})"
    shown = " ".join(["python", *command[1:]])
    return f"## {_title(bench, args)}\n\n{_summary(bench)}\n\n`{shown}`\n\n```\n{output}\n```\n"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--only", nargs="+", help="only these benches (bench_plan ...)")
    ap.add_argument("--slow", action="store_true", help="add the slow benches")
    ap.add_argument("-o", "--output", type=Path, default=ROOT / "docs" / "benchmarks.md")
    a = ap.parse_args()
    runs = QUICK + (SLOW if a.slow else [])
    sections = _sections(a.output) if a.only else {}
    for bench, args in runs:
        if not a.only or bench in a.only:
            sections[_title(bench, args)] = _run(bench, args)
    when = datetime.date.today().isoformat()
    head = ("# Benchmarks\n\nWritten by `python -m bench.docs` on "
            f"{when}: {platform.machine()}, {os.cpu_count()} cores, Python "
            f"{platform.python_version()}. Each section is one bench's output as it "
            "printed it.\n\n")
    a.output.write_text(head + "\n".join(sections.values()))


def _sections(path: Path) -> dict[str, str]:
    """The sections of an earlier ``docs/benchmarks.md`` by title (``--only`` replaces
    some and keeps the rest)."""
    if not path.exists():
        return {}
    parts = path.read_text().split("\n## ")[1:]
    return {part.split("\n", 1)[0]: f"## {part.rstrip()}\n" for part in parts}


if __name__ == "__main__":
    main()
