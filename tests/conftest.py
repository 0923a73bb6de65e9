"""Shared test helpers: where the corpus lives, and the jaxlib MLIR oracle."""

from __future__ import annotations

from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
SHARED = REPO.parent / "shared"
CORPUS = SHARED / "corpus"
REFERENCE = SHARED / "reference"


def corpus_files(pattern: str = "*.mlir") -> list[Path]:
    return sorted(CORPUS.glob(pattern))


@pytest.fixture(scope="session")
def mlir_oracle():  # type: ignore[no-untyped-def]
    """``normalise(text)``: jaxlib parses (and verifies) ``text`` and prints it generic."""
    pytest.importorskip("jaxlib")
    from tests.oracle.mlir import normalise

    return normalise
