"""``planner plan`` (deterministic by default): the same program and options give the
same plan, memory trade and Shardy baseline included (every budget planned; the clock
only a ceiling, which these runs stay under)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from planner.cli import main
from tests.conftest import REPO

PROGRAM = REPO / "tests" / "programs" / "gpt2_4x2_inputs_only.mlir"


def plan_twice(tmp_path: Path, capsys: pytest.CaptureFixture[str],
               extra: list[str]) -> list[tuple[str, dict]]:
    runs = []
    for k in range(2):
        report = tmp_path / f"report{k}.json"
        code = main(["plan", str(PROGRAM), "--time-limit", "5",
                     "--report", str(report), *extra])
        out, err = capsys.readouterr()
        assert code == 0, err
        runs.append((out, json.loads(report.read_text())))
        assert runs[-1][1]["solver"]["cut_short"] == [], err
    return runs


@pytest.mark.parametrize("extra", [[], ["--memory-cap", "200KiB"]])
def test_the_same_input_and_options_give_the_same_plan(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], extra: list[str]) -> None:
    (module_a, report_a), (module_b, report_b) = plan_twice(tmp_path, capsys, extra)
    assert module_a == module_b
    assert report_a["solver"]["objective_s"] == report_b["solver"]["objective_s"]
    assert report_a["front"] == report_b["front"]
    assert report_a["cost"] == report_b["cost"]
    # The memory trade ran (it found leaner plans), and so did the capped solves.
    assert len(report_a["front"]) > 1
