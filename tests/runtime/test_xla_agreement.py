"""Our simulated outputs equal XLA's: the compiled executable (``tests/oracle/xla.py``, N virtual
CPU devices) runs on the same inputs. XLA accumulates f32 in f32, we in f64, so the check
is relative to each output's largest magnitude (1e-4)."""

from __future__ import annotations

import numpy as np
import pytest

from planner.model.text.io import parse_file
from planner.runtime.simulate import simulate
from tests.conftest import CORPUS

pytestmark = pytest.mark.jax

# gathers, scatters and a training step among them (jaxlib 0.10.2's partitioner passes
# crash on the embedding; planner's partition pipeline runs them)
PROGRAMS = ["mlp2_2x4_tp.shardy_propagated", "moe_2x4_manual.shardy_propagated",
            "gpt1_2x4_tp", "embed_2x4_tp.shardy_propagated",
            "train_mlp2_2x4_fsdp"]


@pytest.mark.parametrize("name", PROGRAMS)
def test_simulated_outputs_equal_xla(name: str) -> None:
    pytest.importorskip("jax")
    from tests.oracle import xla as oracle
    from tests.runtime.jaxlib_partition import partitioner as partition

    path = CORPUS / f"{name}.mlir"
    text = path.read_text()
    compiled = oracle.compile_text(text)
    result = simulate(parse_file(path), partitioner=partition)  # type: ignore[arg-type]
    assert result.ok
    xla = oracle.run(compiled, result.inputs)
    for ours, theirs in zip(result.outputs, xla, strict=True):
        theirs = np.asarray(theirs)
        assert ours.shape == theirs.shape
        if ours.dtype.kind in "iub":
            np.testing.assert_array_equal(ours, theirs)
            continue
        scale = float(np.abs(theirs.astype(np.float64)).max()) or 1.0
        assert float(np.abs(ours.astype(np.float64) - theirs).max()) <= 1e-4 * scale
