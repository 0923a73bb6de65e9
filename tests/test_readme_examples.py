"""The Python examples of the README and the user guide run as written, each as a script
from the repository's root (as a fresh clone would run them); those that need the
``models`` extra run where it is installed."""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys

import pytest

from tests.conftest import REPO

PAGES = [REPO / "README.md", *sorted((REPO / "docs" / "guide").glob("*.md"))]
BLOCKS = [b for page in PAGES for b in re.findall(r"```python\n(.*?)```", page.read_text(), re.S)]


def _needs(code: str) -> list[str]:
    """The top-level modules ``code`` imports that are not installed."""
    imported = re.findall(r"^from (\w+)", code, re.M)
    for names in re.findall(r"^import (.*)$", code, re.M):
        imported += [part.split()[0].split(".")[0] for part in names.split(",")]
    return sorted({m for m in imported if importlib.util.find_spec(m) is None})


def test_the_docs_have_their_examples() -> None:
    assert len(BLOCKS) >= 4
    assert any("planner.jit(" in b for b in BLOCKS)
    assert any("train_step_program(" in b for b in BLOCKS)
    assert any("from flax import nnx" in b for b in BLOCKS)


@pytest.mark.parametrize("code", BLOCKS, ids=[f"block{i}" for i in range(len(BLOCKS))])
def test_an_example_runs_as_a_script(code: str) -> None:
    missing = _needs(code)
    if missing:
        pytest.skip(f"needs {', '.join(missing)}")
    env = {k: v for k, v in os.environ.items() if k not in ("XLA_FLAGS", "PYTHONPATH")}
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
