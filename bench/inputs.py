"""Where the benches read their programs: the project's own (``tests/programs``) unless a
corpus is given with ``--corpus DIR`` or the ``PLANNER_CORPUS`` environment variable (a
folder of ``NAME.mlir`` with ``NAME.shardy_propagated.mlir`` beside them)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
OWN_PROGRAMS = REPO / "tests" / "programs"


def corpus_dir(given: Path | None = None) -> Path:
    """The corpus folder: ``given``, else ``$PLANNER_CORPUS``, else the project's own."""
    if given is not None:
        return given
    env = os.environ.get("PLANNER_CORPUS")
    return Path(env) if env else OWN_PROGRAMS


def run_xla_oracle(path: Path, *extra: str, timeout: float = 1800) -> subprocess.CompletedProcess:
    """``python -m tests.oracle.xla PATH ...`` in a fresh process (XLA aborts the
    process on some inputs)."""
    return subprocess.run([sys.executable, "-m", "tests.oracle.xla", str(path), *extra],
                          capture_output=True, text=True, timeout=timeout, cwd=REPO)
