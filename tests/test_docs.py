"""The documentation: a short README that links into ``docs/``, and a site that builds."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO

README = (REPO / "README.md").read_text()


def test_the_readme_is_short_and_keeps_its_quickstart() -> None:
    assert len(README.splitlines()) <= 200
    commands = re.findall(r"```sh\n(.*?)\n```", README, re.S)
    assert commands[:2] == [
        "python3 -m venv .venv && .venv/bin/pip install -q -e . && .venv/bin/planner plan "
        "planner/examples/mlp.mlir --explain arg2",
        "python3 -m venv .venv && .venv/bin/pip install -q -e '.[test]' && .venv/bin/pytest"]


def test_every_page_is_linked_from_the_readme_and_in_the_site() -> None:
    pages = {str(p.relative_to(REPO)) for p in (REPO / "docs").rglob("*.md")}
    linked = set(re.findall(r"\]\((docs/[\w/.-]+\.md)\)", README))
    assert linked <= pages
    assert pages - linked == {"docs/index.md"}
    nav = set(re.findall(r": ([\w/.-]+\.md)$", (REPO / "mkdocs.yml").read_text(), re.M))
    assert {f"docs/{p}" for p in nav} == pages


@pytest.mark.skipif(shutil.which("mkdocs") is None and
                    not (Path(sys.executable).parent / "mkdocs").exists(),
                    reason="needs mkdocs (the test and docs extras have it)")
def test_the_site_builds_without_a_warning(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-q",
                           "-d", str(tmp_path / "site")], cwd=REPO, capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    assert (tmp_path / "site" / "glossary" / "index.html").exists()
