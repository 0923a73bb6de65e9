"""The table-driven verifier cases of every ``test_verify_*`` module: each invalid input
gives exactly its recorded error; each valid one none; and jaxlib's sdy verifier gives the
recorded verdict on both."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tests.model.verifier import (
    test_verify_calls,
    test_verify_collectives,
    test_verify_edges_unreduced,
    test_verify_meshes,
    test_verify_rules,
    test_verify_sdy_ops,
    test_verify_shardings,
)

_MODULES = (test_verify_calls, test_verify_collectives, test_verify_edges_unreduced, test_verify_meshes, test_verify_rules,
            test_verify_sdy_ops, test_verify_shardings)
INVALID = [case for m in _MODULES for case in m.INVALID]
VALID = [case for m in _MODULES for case in m.VALID]


@pytest.mark.parametrize(("text", "expected", "jax"), INVALID)
def test_invalid(verify_text: Callable[[str], list[str]], text: str, expected: str,
                 jax: str) -> None:
    assert verify_text(text) == [expected]


@pytest.mark.parametrize("text", VALID)
def test_valid(verify_text: Callable[[str], list[str]], text: str) -> None:
    assert verify_text(text) == []


@pytest.mark.jax
@pytest.mark.parametrize(("text", "expected", "jax"), INVALID)
def test_jaxlib_agrees_on_invalid(sdy_oracle: Callable[[str], tuple[str, str]], text: str,
                                  expected: str, jax: str) -> None:
    verdict, message = sdy_oracle(text)
    assert verdict == jax, message


@pytest.mark.jax
@pytest.mark.parametrize("text", VALID)
def test_jaxlib_accepts_valid(sdy_oracle: Callable[[str], tuple[str, str]], text: str) -> None:
    verdict, message = sdy_oracle(text)
    assert verdict == "accepts", message
