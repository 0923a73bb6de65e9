"""Priorities, the documented way: batch parallelism (p0) -> megatron (p1) -> ZeRO (p2).
Every annotation holds; where the batch sharding of the activations and the ZeRO sharding
of a weight pull the matmul two ways, p0 wins: the weight is gathered."""

from __future__ import annotations

from planner.model.dialects.value_sharding import value_sharding
from planner.planning.plan import plan

TEXT = """module {
sdy.mesh @mesh = <["batch"=2, "model"=4]>
func.func public @main(%x: tensor<16x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"batch"}p0, {}]>},
    %w: tensor<1024x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"batch"}p2, {"model"}p1]>})
    -> tensor<16x8192xf32> {
  %h = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<16x1024xf32>, tensor<1024x8192xf32>) -> tensor<16x8192xf32>
  %y = stablehlo.tanh %h : tensor<16x8192xf32>
  return %y : tensor<16x8192xf32>
}
}
"""


def _dot_sharding(text: str) -> str:
    r = plan(text, time_limit=5.0)
    assert [a.status for a in r.report.annotations] == ["holds", "holds"]
    dot = next(op for op in r.module.walk() if op.name == "stablehlo.dot_general")
    return value_sharding(dot.results[0]).stripped()  # type: ignore[union-attr]


def test_batch_parallelism_wins_over_zero() -> None:
    r = plan(TEXT, time_limit=5.0)
    # An annotation counts at its smallest dimension priority: %w is a p1 annotation.
    assert [s.name for s in r.problem.tiers] == ["priority p0", "priority p1"]
    assert _dot_sharding(TEXT) == '<@mesh, [{"batch"}, {"model"}]>'
    # The weight is gathered along "batch" (ZeRO), the activations are not touched.
    assert r.report.cost.collectives["all_gather"].count == 1


def test_without_priorities_cost_alone_decides() -> None:
    # The same annotations without priorities: resharding the small activations is
    # cheaper than gathering the weight, so the contracting dimension stays on "batch".
    plain = TEXT.replace("}p0", "}").replace("}p1", "}").replace("}p2", "}")
    assert _dot_sharding(plain) == '<@mesh, [{}, {"model"}]>'
