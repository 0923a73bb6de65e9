"""A module whose entry function uses several meshes of the same devices, as XLA runs
it: one program over the devices, each value sharded on its own mesh. The simulated
mesh equals the reference interpreter, and XLA (``tests/oracle/xla.py``) computes the
same numbers."""

from __future__ import annotations

import numpy as np
import pytest

from planner.model.text.io import parse_module
from planner.runtime.simulate import simulate

# A collective permute between two orders of the same four devices.
PERMUTED = """module {
  sdy.mesh @mesh = <["x"=4]>
  sdy.mesh @rev = <["x"=4], device_ids=[3, 1, 0, 2]>
  func.func @main(%arg0: tensor<8x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<8x2xf32> {sdy.sharding = #sdy.sharding<@rev, [{"x"}, {}]>}) {
    %0 = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : tensor<8x2xf32>
    %1 = sdy.collective_permute %0 out_sharding=<@rev, [{"x"}, {}]> : tensor<8x2xf32>
    %2 = stablehlo.add %1, %1 {sdy.sharding = #sdy.sharding_per_value<[<@rev, [{"x"}, {}]>]>} : tensor<8x2xf32>
    return %2 : tensor<8x2xf32>
  }
}
"""
# Two meshes of other axes over the same devices, each value on its own.
SIDE_BY_SIDE = """module {
  sdy.mesh @a = <["x"=2, "y"=2]>
  sdy.mesh @b = <["z"=4], device_ids=[2, 0, 3, 1]>
  func.func @main(%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@a, [{"x"}, {"y"}]>}, %arg1: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@b, [{"z"}, {}]>}) -> (tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@a, [{"x"}, {"y"}]>}, tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@b, [{"z"}, {}]>}, tensor<4xf32> {sdy.sharding = #sdy.sharding<@b, [{}]>}) {
    %0 = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@a, [{"x"}, {"y"}]>]>} : tensor<8x4xf32>
    %1 = stablehlo.exponential %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@b, [{"z"}, {}]>]>} : tensor<8x4xf32>
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %2 = stablehlo.reduce(%arg1 init: %z) applies stablehlo.add across dimensions = [0] {sdy.sharding = #sdy.sharding_per_value<[<@b, [{}]>]>} : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
    return %0, %1, %2 : tensor<8x4xf32>, tensor<8x4xf32>, tensor<4xf32>
  }
}
"""
PROGRAMS = {"permuted": PERMUTED, "side_by_side": SIDE_BY_SIDE}


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_several_meshes_simulate_equal_to_the_reference(name: str) -> None:
    result = simulate(parse_module(PROGRAMS[name], "<t>"))
    assert result.device_ids == (0, 1, 2, 3)
    assert [c.ok for c in result.checks] == [True] * len(result.checks)


def test_the_permute_moves_each_shard_to_its_place_in_the_other_order() -> None:
    result = simulate(parse_module(PERMUTED, "<t>"))
    # Row block p of the result is held by the device at position p of @rev.
    assert np.array_equal(result.outputs[0], -2 * result.inputs[0])
    assert dict(result.counters.count) == {"collective_permute": 1}


@pytest.mark.jax
@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_xla_computes_the_same_numbers(name: str) -> None:
    from tests.oracle import xla as oracle

    oracle.ensure_devices(8)
    result = simulate(parse_module(PROGRAMS[name], "<t>"))
    theirs = oracle.run(oracle.compile_text(PROGRAMS[name]), result.inputs)
    for ours, xla in zip(result.outputs, theirs, strict=True):
        np.testing.assert_allclose(ours, np.asarray(xla), rtol=1e-6, atol=1e-6)


def test_an_op_across_meshes_of_other_axes_is_refused() -> None:
    # No reshard moves a value between @a and @b: the op has no shards to compute on.
    from planner.model.ir.diagnostics import PlannerError

    text = SIDE_BY_SIDE.replace(
        "%1 = stablehlo.exponential %arg1", "%1 = stablehlo.add %arg0, %arg1")
    with pytest.raises(PlannerError, match=r"'stablehlo.add' op reads and gives values on "
                                           r"meshes of different axes \(@a, @b\)"):
        simulate(parse_module(text, "<case>"))  # type: ignore[arg-type]
