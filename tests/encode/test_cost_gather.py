"""An all-gather along several dimensions is priced as XLA's partitioner runs it: one
collective per dimension, the same bytes in total."""

from __future__ import annotations

import pytest

import planner
from planner.encode.cost.cost_model import CostModel
from planner.encode.cost.evaluator import evaluate_plan
from planner.encode.cost.hardware import load_hardware

TWO_DIMS = """module {
sdy.mesh @mesh = <["x"=2, "y"=4]>
func.func public @main(%arg0: tensor<8x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {"x"}]>}) -> (tensor<8x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
  %0 = sdy.all_gather [{"y"}, {"x"}] %arg0 out_sharding=<@mesh, [{}, {}]> : tensor<8x512xf32>
  return %0 : tensor<8x512xf32>
}
}
"""
# Local 2x256 f32 = 2 KiB; gathering 8 shards sends 7 x 2 KiB: dimension 0 first, along
# "y" (3 x 2 KiB), then dimension 1 along "x" (the 8 KiB gathered so far, once).
LOCAL = 2 * 256 * 4


def test_two_dimension_gather_is_two_collectives() -> None:
    report = evaluate_plan(planner.parse(TWO_DIMS), explicit=True)
    ag = report.collectives["all_gather"]
    assert (ag.count, ag.bytes_per_device) == (2, 7 * LOCAL)
    assert ag.seconds == pytest.approx(2 * 5e-6 + 7 * LOCAL / 450e9, rel=1e-12)
    assert report.collective_count == 2


def test_steps_follow_dimension_order_on_their_own_links() -> None:
    module = planner.parse(TWO_DIMS)
    op = next(o for o in module.walk() if o.name == "sdy.all_gather")
    hw = load_hardware("h100-cluster")
    model = CostModel(hw, module.meshes())
    comm = model.sdy_collective(op)
    mesh = module.meshes()["mesh"]
    y_then_x = hw.link_for(("y",), mesh).seconds(3 * LOCAL) + \
        hw.link_for(("x",), mesh).seconds(4 * LOCAL)
    assert comm.count == 2 and comm.bytes_per_device == 7 * LOCAL
    assert comm.seconds == pytest.approx(y_then_x, rel=1e-12)


SCATTER = """module {
sdy.mesh @mesh = <["x"=2, "y"=4]>
func.func public @main(%arg0: tensor<8x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<8x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}) {
  %0 = sdy.reduce_scatter [{"y"}, {}] %arg0 out_sharding=<@mesh, [{"y"}, {}]> : tensor<8x512xf32>
  return %0 : tensor<8x512xf32>
}
}
"""
FULL = 8 * 512 * 4


def test_reduce_scatter_is_priced_as_the_all_reduce_xla_cpu_runs() -> None:
    module = planner.parse(SCATTER)
    op = next(o for o in module.walk() if o.name == "sdy.reduce_scatter")
    cpu = CostModel(load_hardware("h100-8"), module.meshes()).sdy_collective(op)
    assert cpu.bytes_per_device == 2 * FULL * 3 // 4  # all-reduce of the 16 KiB input
    fused = load_hardware("h100-8").model_copy(update={"fused_reduce_scatter": True})
    ring = CostModel(fused, module.meshes()).sdy_collective(op)
    assert ring.bytes_per_device == FULL * 3 // 4
    assert cpu.seconds - ring.seconds == pytest.approx(FULL * 3 / 4 / 450e9, rel=1e-12)
