"""Corpus programs on the simulated mesh equal the reference interpreter, as JAX exported
them and as Shardy propagated them. A representative subset runs here (each family, every
mesh rank, manual computations, a training step); bench/bench_simulate.py --sweep runs all
non-x programs. Programs jaxlib 0.10.2's partitioner passes cannot handle are listed in
bench_simulate.py with the reason."""

from __future__ import annotations

import pytest

from planner.model.text.io import parse_file
from planner.runtime.simulate import simulate
from tests.conftest import CORPUS

pytestmark = pytest.mark.jax

SUBSET = ["mlp2_2x4_tp", "mlp4_2x2x2_mixed", "mlp2_2x4_manual", "moe_2x4_manual",
          "gpt1_2x4_tp", "embed_8_inputs_only", "train_mlp2_2x4_fsdp",
          "conv_4x2_tp"]


@pytest.mark.parametrize("form", ["", ".shardy_propagated"])
@pytest.mark.parametrize("name", SUBSET)
def test_corpus_program_simulates_equal(name: str, form: str) -> None:
    from tests.runtime.jaxlib_partition import partitioner as partition

    result = simulate(parse_file(CORPUS / f"{name}{form}.mlir"),  # type: ignore[arg-type]
                      partitioner=partition)
    assert result.ok, [vars(c) for c in result.checks]
