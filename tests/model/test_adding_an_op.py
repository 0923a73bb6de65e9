"""What ``docs/adding-an-op.md`` asks of an op holds for every op of the test programs."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from planner.model.dialects.traits import NO_RULE_OPS
from planner.model.ir.op_names import Trait, all_ops
from planner.model.rules.registry import lookup
from planner.model.text.io import parse_file
from planner.runtime.interpreter import supported_ops

ROOT = Path(__file__).resolve().parents[2]
GUIDE = ROOT / "docs" / "adding-an-op.md"


def _ops_of_the_test_programs() -> list[str]:
    names: set[str] = set()
    for path in sorted((ROOT / "tests" / "programs").glob("*.mlir")):
        names.update(op.name for op in parse_file(str(path)).walk())
    return sorted(names)


@pytest.mark.parametrize("name", _ops_of_the_test_programs())
def test_every_op_of_the_test_programs_is_declared_ruled_and_run(name: str) -> None:
    op = all_ops().get(name)
    assert op is not None, f"{name}: not declared in op_names.py"
    assert lookup(name) is not None or name in NO_RULE_OPS, f"{name}: no sharding rule"
    assert name in supported_ops() or Trait.STRUCTURE in op.traits, \
        f"{name}: the interpreter does not run it"


def test_every_file_the_guide_names_exists() -> None:
    paths = set(re.findall(r"`((?:planner|tests|docs)/[\w/.]+\.(?:py|md))`", GUIDE.read_text()))
    assert len(paths) >= 10
    assert sorted(p for p in paths if not (ROOT / p).exists()) == []
