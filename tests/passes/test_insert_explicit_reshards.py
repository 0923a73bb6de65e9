"""sdy-insert-explicit-reshards against Shardy, in the default and the full version."""

from __future__ import annotations

import pytest

from tests.passes.differential import assert_same_as_shardy, ours
from tests.passes.explicit_reshards_cases import CASES

DEFAULT = ["sdy-insert-explicit-reshards"]
FULL = ["sdy-insert-explicit-reshards{enable-full-version=true}"]
# Shardy's own choice of factor shardings, for exact comparison.
FULL_SHARDY = ["sdy-insert-explicit-reshards{enable-full-version=true shardy-heuristic=true}"]


@pytest.mark.jax
@pytest.mark.parametrize("name", CASES)
def test_default_same_as_shardy(name: str) -> None:
    assert_same_as_shardy(CASES[name], DEFAULT)


@pytest.mark.jax
@pytest.mark.parametrize("name", CASES)
def test_full_same_as_shardy(name: str) -> None:
    assert_same_as_shardy(CASES[name], FULL_SHARDY, FULL)


def test_doc_example_full() -> None:
    out = ours(CASES["doc_example_dot"], FULL)
    assert 'sdy.reshard %arg0 <@mesh, [{}, {"y"}]>' in out
    assert 'sdy.all_reduce {"y"}' in out
