"""Modules whose meshes differ in device count (an 8-device mesh beside 2-device ones) go
through every Shardy pass of ``planner opt`` and the import/export pipelines exactly as
through jaxlib's."""

from __future__ import annotations

from pathlib import Path

import pytest

from planner.cli import main
from planner.passes.pipelines import EXPORT, IMPORT
from planner.passes.registry import passes
from tests.passes.differential import assert_same_as_shardy

CASE = Path(__file__).parent / "data" / "multi_size_meshes.mlir"
# Ours only: an alias of sdy-constant-or-scalar-splitter, and Shardy's canonicalization
# pattern as a pass of its own; and a pass Shardy added after jaxlib 0.10.2.
NOT_IN_JAXLIB = frozenset({"sdy-constant-splitter", "planner-reduce-scatter-fusion",
                           "sdy-resolve-single-device-sharding"})
# Partitioner passes that expect every reshard and constraint lowered first: on this module
# jaxlib aborts the process (convert-global-to-local) or leaves the remaining sdy ops
# naming a dropped mesh (drop-sharding-and-mesh); tests/passes/test_<pass>.py cover them.
NEED_LOWERED = frozenset({"sdy-convert-global-to-local", "sdy-drop-sharding-and-mesh"})
SHARDY_PASSES = sorted(n for n in passes() if n.startswith("sdy-")
                       and n not in NOT_IN_JAXLIB | NEED_LOWERED)
RUNS = [[name] for name in SHARDY_PASSES] + [
    ["sdy-insert-explicit-reshards{enable-full-version=true}"], list(IMPORT), list(EXPORT),
    [*IMPORT, *EXPORT]]


def test_verify_and_opt_accept_meshes_of_different_sizes(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["verify", str(CASE)]) == 0
    assert main(["opt", str(CASE), "--pass", "import", "--pass", "export"]) == 0
    assert capsys.readouterr().err == ""


@pytest.mark.jax
@pytest.mark.parametrize("run", RUNS, ids=lambda r: "+".join(r) if len(r) < 3 else f"{len(r)} passes")
def test_every_pass_matches_shardy(run: list[str]) -> None:
    assert_same_as_shardy(CASE.read_text(), run)
