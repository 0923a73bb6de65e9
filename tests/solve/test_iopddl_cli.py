"""``planner iopddl``: the contest format in and out, the summary, one-line errors."""

from __future__ import annotations

import gzip
import json
import os
from pathlib import Path

import numpy as np
import pytest

from planner.cli import main
from planner.solve.core.problem import evaluate_assignment
from planner.solve.iopddl import read_iopddl
from planner.solve.solution import SolveOptions
from planner.solve.solver import solve

# The contest instances are not ours to ship: these tests run when given their folder.
CONTEST = Path(os.environ.get("PLANNER_IOPDDL", "/nonexistent"))

# Two nodes live together; the cheap pair (0, 1) needs 7 units of memory, the limit is 6.
TINY = {"problem": {
    "name": "tiny", "usage_limit": 6,
    "nodes": {"intervals": [[0, 2], [1, 3], [5, 5]],
              "costs": [[1, 4], [3, 0], [2]], "usages": [[2, 1], [5, 5], [9]]},
    "edges": {"nodes": [[0, 1], [1, 2]], "costs": [[0, 1e18, 7, 2], [1, 1]]},
}}


def write(tmp_path: Path, data: object, name: str = "p.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(data))
    return path


def test_solves_and_writes_the_contest_format(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, TINY)
    out = tmp_path / "sol.json"
    assert main(["iopddl", str(path), "--time-limit", "5", "-o", str(out)]) == 0
    # Node 0 must take its second strategy (memory), then node 1 picks 1: 4 + 0 + 2 + 2 + 1.
    assert json.loads(out.read_text()) == [1, 1, 0]
    lines = capsys.readouterr().out.splitlines()
    assert lines[:4] == ["status:     optimal", "cost:       9", "bound:      9", "gap:        0.00%"]
    # Node 2 (one strategy) folds into node 1, node 1 (same usage either way) into node 0.
    assert lines[5] == "nodes:      3 (1 with a choice left after reductions)"


def test_reads_gzip(tmp_path: Path) -> None:
    path = tmp_path / "p.json.gz"
    with gzip.open(path, "wt") as f:
        json.dump(TINY, f)
    p = read_iopddl(path)
    assert (p.num_nodes, p.num_edges, p.usage_limit) == (3, 2, 6.0)
    assert np.isinf(p.edge_cost[1])


@pytest.mark.parametrize(("data", "message"), [
    ("{", "malformed JSON: Expecting property name enclosed in double quotes at line 1 column 2"),
    ({"problem": {"nodes": {}}}, "not an IOPDDL instance: missing or malformed 'edges'"),
    ({"problem": {**TINY["problem"], "nodes": {**TINY["problem"]["nodes"],  # type: ignore[dict-item]
                                               "usages": [[2, 1], [5], [9]]}}},
     "node 1 has 2 costs but 1 usages"),
    ({"problem": {**TINY["problem"], "edges": {"nodes": [[0, 1]],
                                               "costs": [[1, 2, 3]]}}},
     "edge 0 has 3 costs, expected 4"),
    ({"problem": {**TINY["problem"], "nodes": {**TINY["problem"]["nodes"],  # type: ignore[dict-item]
                                               "intervals": [[0, 2], [1, 3], [0, 3e12]]}}},
     "node 2's interval [0, 3000000000000] is not 0 <= start <= end <= 2,147,483,648 "
     "(usage profiles hold a slot per step)"),
    ({"problem": {**TINY["problem"], "usage_limit": 5}},
     "the instance is infeasible: no choice of strategies fits its usage limit"),
])
def test_bad_input_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                               data: object, message: str) -> None:
    path = tmp_path / "p.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data))
    assert main(["iopddl", str(path)]) == 1
    assert capsys.readouterr().err == f"{path}:0:0: error: {message}\n"


def test_missing_file(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["iopddl", "nope.json"]) == 1
    assert capsys.readouterr().err == "nope.json:0:0: error: no such file\n"


@pytest.mark.skipif(not CONTEST.exists(), reason="contest instances not present")
def test_contest_instance_b_is_valid_within_a_short_limit() -> None:
    p = read_iopddl(CONTEST / "asplos-2025-iopddl-B.json.gz")
    s = solve(p, SolveOptions(time_limit=4))
    assert s.assignment is not None
    ev = evaluate_assignment(p, s.assignment)
    assert ev.valid and ev.cost == s.cost
    assert s.lower_bound <= s.cost
    assert s.wall_time < 4 * 1.1 + 1


@pytest.mark.parametrize(("args", "message"), [
    (["--workers", "0"], "--workers: Input should be greater than or equal to 1"),
    (["--time-limit", "0"], "--time-limit: Input should be greater than 0"),
    (["--time-limit", "nan"], "--time-limit: Input should be a finite number"),
    (["--time-limit", "inf"], "--time-limit: Input should be a finite number"),
    (["--seed", "-1"], "--seed: Input should be greater than or equal to 0"),
])
def test_options_are_checked_as_plan_checks_them(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str],
        message: str) -> None:
    assert main(["iopddl", str(write(tmp_path, TINY)), *args]) == 1
    assert capsys.readouterr().err == f"planner:0:0: error: {message}\n"
