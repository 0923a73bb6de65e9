"""Shared test helpers: where the test programs live, and the jaxlib MLIR oracle."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

# Tests that run XLA use up to 8 virtual CPU devices; the count is fixed when jax first
# initialises its backend, so it is set before any test can.
if not re.search(r"--xla_force_host_platform_device_count=\d+", os.environ.get("XLA_FLAGS", "")):
    os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") +
                               " --xla_force_host_platform_device_count=8").strip()

REPO = Path(__file__).resolve().parent.parent
# The project's own programs (``tests/programs/export.py`` writes them).
CORPUS = REPO / "tests" / "programs"
# Shardy's documents, only when given: the reference-example tests then also check that
# each case's cited lines exist (the cases themselves live in tests/model/data).
SHARDY_DOCS = Path(os.environ["PLANNER_SHARDY_DOCS"]) if os.environ.get("PLANNER_SHARDY_DOCS") \
    else None


def corpus_files(pattern: str = "*.mlir") -> list[Path]:
    return sorted(CORPUS.glob(pattern))


@pytest.fixture(scope="session")
def mlir_oracle():  # type: ignore[no-untyped-def]
    """``normalise(text)``: jaxlib parses (and verifies) ``text`` and prints it generic."""
    pytest.importorskip("jaxlib")
    from tests.oracle.mlir import normalise

    return normalise
