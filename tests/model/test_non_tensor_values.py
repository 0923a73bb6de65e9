"""Tokens and tuples through the rest of the planner: the import and export pipelines and
the sharding rules run on them (as ``planner opt`` and ``planner rules`` do) without
crashing, and give what Shardy gives."""

from __future__ import annotations

from pathlib import Path

import pytest

from planner.cli import main
from planner.passes.pipelines import EXPORT, IMPORT
from tests.passes.differential import assert_same_as_shardy

CASE = Path(__file__).parent / "data" / "tokens" / "side_effects.mlir"


def test_opt_import_export_on_tokens(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["opt", str(CASE), "--pass", "import", "--pass", "export"]) == 0
    out = capsys.readouterr().out
    # The constraints become reshards, whatever the type; the token keeps its replicated
    # sharding, the tuple of one its element's.
    assert "%1 = sdy.reshard %0 <@m, []> : !stablehlo.token" in out
    assert '%4 = sdy.reshard %arg2 <@m, [{"b"}]> : tuple<tensor<8xf32>>' in out
    assert ('%arg2: tuple<tensor<8xf32>> {sdy.sharding = #sdy.sharding<@m, [{"b"}]>}'
            in out)


def test_rules_on_tokens(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", str(CASE)]) == 0
    out = capsys.readouterr().out
    # Only the tensor op gets a rule; token and tuple ops are left alone, as in Shardy.
    assert out.count("sdy.sharding_rule") == 1
    assert ("%3 = stablehlo.add %arg0, %arg0 {sdy.sharding_rule = #sdy.op_sharding_rule<"
            "([i, j], [i, j])->([i, j]) {i=8, j=8}>} : tensor<8x8xf32>") in out


@pytest.mark.jax
@pytest.mark.parametrize("passes", [IMPORT, EXPORT, (*IMPORT, *EXPORT)],
                         ids=["import", "export", "import-export"])
def test_pipelines_on_tokens_match_shardy(passes: tuple[str, ...]) -> None:
    # Without the single-device custom call: explicit reshards of single-device ops are
    # newer than jaxlib 0.10.2 (tests/passes/test_insert_explicit_reshards_single_device.py).
    lines = CASE.read_text().splitlines()
    text = "\n".join(line for line in lines if "custom_call @t(" not in line)
    assert len(text.splitlines()) == len(lines) - 1
    assert_same_as_shardy(text, list(passes))


@pytest.mark.jax
def test_rules_on_tokens_match_shardy(capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("jaxlib")
    from tests.oracle.mlir import normalise
    from tests.oracle.shardy import run_shardy

    assert main(["rules", str(CASE)]) == 0
    ours = capsys.readouterr().out
    assert normalise(ours) == run_shardy(CASE.read_text(), ["sdy-populate-op-sharding-rules"])
