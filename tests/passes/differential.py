"""Differential checks of our passes against Shardy's (jaxlib): same output after
normalising both, or both reject the input."""

from __future__ import annotations

import pytest

from planner.model.ir.diagnostics import PlannerError
from planner.model.text.io import parse_module, print_module
from planner.passes import run_passes


def ours(text: str, passes: list[str]) -> str:
    """Our output for ``passes`` on ``text``, in our pretty form."""
    module = parse_module(text, "<case>")
    run_passes(module, passes)
    return print_module(module)


def assert_same_as_shardy(text: str, passes: list[str], theirs: list[str] | None = None) -> str:
    """Run ``passes`` through both (``theirs`` on Shardy's side when it needs other option
    spellings); the normalised outputs must be equal. Returns ours."""
    pytest.importorskip("jaxlib")
    from tests.oracle.mlir import normalise
    from tests.oracle.shardy import run_shardy

    expected = run_shardy(text, theirs if theirs is not None else passes)
    got = ours(text, passes)
    assert normalise(got) == expected, f"ours:\n{got}\nshardy:\n{expected}"
    return got


def assert_both_reject(text: str, passes: list[str], message: str) -> str:
    """Shardy must reject ``text`` under ``passes``, and ours with an error containing
    ``message``. Returns our error line."""
    pytest.importorskip("jaxlib")
    from tests.oracle.shardy import ShardyRejected, run_shardy

    with pytest.raises(ShardyRejected):
        run_shardy(text, passes)
    with pytest.raises(PlannerError) as info:
        ours(text, passes)
    assert message in str(info.value), str(info.value)
    return str(info.value)
