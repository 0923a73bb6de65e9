"""Windowed ops planned along their windowed dimensions: a convolution whose input and
output are sharded along space exchanges halos (two collective permutes of a row each)
rather than gathering the image; the plan runs right on the simulated mesh."""

from __future__ import annotations

import pytest

from planner.model.dialects.ops import ModuleOp
from planner.model.dialects.value_sharding import value_sharding
from planner.passes import run_passes
from planner.planning.plan import plan
from planner.runtime.simulate import simulate

SPACE = '#sdy.sharding<@mesh, [{}, {"x"}, {}, {}]>'


def _conv(n: int) -> str:
    image = f"tensor<2x{n}x{n}x4xf32>"
    return f"""sdy.mesh @mesh = <["x"=4]>
func.func @main(%arg0: {image} {{sdy.sharding = {SPACE}}}, %arg1: tensor<3x3x4x4xf32>)
    -> ({image} {{sdy.sharding = {SPACE}}}) {{
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {{stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]}} {{batch_group_count = 1 : i64, feature_group_count = 1 : i64}} : ({image}, tensor<3x3x4x4xf32>) -> {image}
  return %0 : {image}
}}
"""


@pytest.mark.parametrize("n,kinds", [
    # 4 MiB image: gathering 3/4 of it costs more than two latencies
    (512, {"collective_permute": 2}),
    # 32 KiB image: one all-gather (a latency) beats two permutes (then a local slice)
    (32, {"all_gather": 1, "all_slice": 1}),
])
def test_convolution_sharded_along_space(n: int, kinds: dict[str, int]) -> None:
    # step time only: the halo's price decides (by default the plan would also keep
    # within 1.05x of Shardy's memory, which the halo plan does at 32 too)
    result = plan(_conv(n), time_limit=5.0, memory_weight=0)
    got = {k: c.count for k, c in result.report.cost.collectives.items() if c.count}
    assert got == kinds
    module = result.module
    assert isinstance(module, ModuleOp)
    conv = next(op for op in module.walk() if op.name == "stablehlo.convolution")
    halo = "collective_permute" in kinds
    assert str(value_sharding(conv.results[0])) == (SPACE if halo else
                                                    "#sdy.sharding<@mesh, [{}, {}, {}, {}]>")
    run_passes(module, ["collectives"])
    sim = simulate(module)
    assert sim.ok, [vars(c) for c in sim.checks]
