"""Every corpus program parses, round-trips and prints text that MLIR itself accepts."""

from __future__ import annotations

from pathlib import Path

import pytest

from planner.model.ir.equality import structurally_equal
from planner.model.text.io import parse_file, parse_module, print_module
from tests.conftest import corpus_files

FILES = corpus_files()


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
@pytest.mark.parametrize("generic", [False, True], ids=["pretty", "generic"])
def test_round_trip(path: Path, generic: bool) -> None:
    module = parse_file(path)
    text = print_module(module, generic=generic)
    again = parse_module(text, "printed.mlir")
    assert structurally_equal(module, again)
    assert print_module(again, generic=generic) == text


@pytest.mark.jax
@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
@pytest.mark.parametrize("generic", [False, True], ids=["pretty", "generic"])
def test_mlir_accepts_printed_text(path: Path, generic: bool, mlir_oracle) -> None:  # type: ignore[no-untyped-def]
    module = parse_file(path)
    assert mlir_oracle(print_module(module, generic=generic)) == mlir_oracle(path.read_text())
