"""Every MLIR input the test suite holds, for the differential verdict test: the files
under ``tests/**/data``, the shared corpus, and the inline programs of the model and pass
tests (found by importing those test modules and walking their module-level values:
strings, and the lists, tuples, dicts and ``pytest.param`` sets holding them)."""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterator
from pathlib import Path

from _pytest.mark.structures import ParameterSet

from tests.conftest import CORPUS

TESTS = Path(__file__).resolve().parents[1]
# Test packages whose inline programs count (the verifier's and the passes' case tables).
INLINE_PACKAGES = ("model", "model/verifier", "passes")
# A program opens with one of these (after comments) and defines a mesh or a function.
_PROGRAM_START = re.compile(r"\A\s*(?://[^\n]*\n\s*)*(module\b|func\.func\b|sdy\.mesh\b|#|!)")
_DEFINES = re.compile(r"(func\.func|sdy\.mesh) @")


def looks_like_program(text: str) -> bool:
    """A whole module's text rather than an error message, a fragment or a name."""
    return bool(_PROGRAM_START.match(text) and _DEFINES.search(text))


def _strings(value: object, path: str, depth: int = 0) -> Iterator[tuple[str, str]]:
    """(where, text) for every program string inside ``value``."""
    if depth > 4:
        return
    if isinstance(value, str):
        if looks_like_program(value):
            yield path, value
    elif isinstance(value, ParameterSet):
        name = value.id if value.id is not None else path
        for i, v in enumerate(value.values):
            yield from _strings(v, f"{name}.{i}", depth + 1)
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from _strings(v, f"{path}[{k}]", depth + 1)
    elif isinstance(value, list | tuple):
        for i, v in enumerate(value):
            yield from _strings(v, f"{path}[{i}]", depth + 1)


def file_inputs() -> list[tuple[str, str]]:
    """(name, text) of the data files and the corpus."""
    paths = sorted(TESTS.glob("**/data/**/*.mlir")) + sorted(CORPUS.glob("*.mlir"))
    return [(str(p.relative_to(TESTS.parent) if p.is_relative_to(TESTS.parent) else p.name),
             p.read_text()) for p in paths]


def inline_inputs() -> list[tuple[str, str]]:
    """(name, text) of the programs written inline in the case tables of the tests."""
    found = []
    for package in INLINE_PACKAGES:
        for path in sorted((TESTS / package).glob("*.py")):
            if path.name in ("__init__.py", "conftest.py", "test_verdicts.py"):
                continue
            module_name = "tests." + package.replace("/", ".") + "." + path.stem
            module = importlib.import_module(module_name)
            for name, value in vars(module).items():
                if not name.startswith("__"):
                    found.extend((f"{module_name}:{where}", text)
                                 for where, text in _strings(value, name))
    return found


def all_inputs(extra: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """Every input once (the first name under which a text appears wins)."""
    seen: set[str] = set()
    out = []
    for name, text in [*file_inputs(), *inline_inputs(), *extra]:
        if text not in seen:
            seen.add(text)
            out.append((name, text))
    return out
