"""Shared fixtures of the verifier tests: our verifier on text, and jaxlib's sdy verifier
(the oracle: MLIR verifies every op when it parses a module)."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from planner.model.text.io import parse_module
from planner.model.verify.verifier import verify


@pytest.fixture(scope="session")
def verify_text() -> Callable[[str], list[str]]:
    """Parse ``text`` as ``t.mlir`` and return the verifier's errors as strings."""

    def run(text: str) -> list[str]:
        return [str(e) for e in verify(parse_module(text, "t.mlir"))]

    return run


# What jaxlib says about an input: "accepts"; "rejects" (a verifier or attribute rule);
# "syntax" (it can't even read the construct, so no rule of its verifier was consulted).
ACCEPTS, REJECTS, SYNTAX = "accepts", "rejects", "syntax"
_SYNTAX_ERROR = re.compile(r"error: [^\n]*?: (custom op '[^']*' )?"
                           r"(expected '|expected integer|failed to parse)")


@pytest.fixture(scope="session")
def sdy_oracle() -> Callable[[str], tuple[str, str]]:
    """jaxlib's verdict on ``text`` (see ACCEPTS/REJECTS/SYNTAX) and its error text."""
    pytest.importorskip("jaxlib")
    import jax._src.interpreters.mlir as jm
    from jaxlib.mlir import ir

    def run(text: str) -> tuple[str, str]:
        with jm.make_ir_context():
            try:
                ir.Module.parse(text)
            except Exception as e:  # MLIRError: the parser's or a verifier's diagnostics
                message = str(e)
                first = next((line for line in message.splitlines() if "error:" in line), "")
                return (SYNTAX if _SYNTAX_ERROR.search(first) else REJECTS), message
        return ACCEPTS, ""

    return run
