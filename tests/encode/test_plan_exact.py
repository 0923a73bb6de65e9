"""Exactness: on random small programs the plan's cost equals the least cost of every
valid plan under the same cost model (exhaustive search), the plan keeps every
annotation, and the evaluator prices the decoded module as the encoder did."""

from __future__ import annotations

import numpy as np
import pytest

import planner
from planner.encode.problem.candidates import honours
from planner.planning.plan import plan, prepare
from tests.encode.plan_programs import exhaustive_minimum, random_program

SEEDS = range(24)


@pytest.mark.parametrize("seed", SEEDS)
def test_plan_equals_exhaustive_search(seed: int) -> None:
    text = random_program(seed)
    prepared = prepare(text)
    best = exhaustive_minimum(prepared.problem)
    result = plan(text, time_limit=5.0, memory_weight=0.0)  # step time alone
    assert result.solution.cost == pytest.approx(best, rel=1e-9, abs=1e-15)
    assert result.report.solver.status == "optimal"
    assert planner.verify(result.module) == []
    mesh = result.module.meshes()["mesh"]
    for c in result.constraints:
        a = c.annotation
        assert a is not None
        func = result.module.funcs()["main"]
        got = func.arg_sharding(a.index)
        assert got is not None and honours(got, a.sharding, mesh), c.name


def test_encoder_prices_what_the_evaluator_measures() -> None:
    """Without reshards the encoder's step time (its cost less the bytes-written term)
    is the evaluator's: same compute, same reduction collectives."""
    text = """module {
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func public @main(%arg0: tensor<512x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}, %arg1: tensor<1024x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}) -> (tensor<512x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<512x1024xf32>, tensor<1024x512xf32>) -> tensor<512x512xf32>
  %1 = stablehlo.tanh %0 : tensor<512x512xf32>
  return %1 : tensor<512x512xf32>
}
}
"""
    result = plan(text, time_limit=5.0)
    assert result.report.reshards_inserted == 0
    time_s = result.report.solver.objective_s
    cost = result.report.cost
    assert cost.collectives["all_reduce"].count == 1
    assert time_s == pytest.approx(cost.step_time_s, rel=1e-9)
    ops = {op.name: op for op in result.module.walk()}
    dot = ops["stablehlo.dot_general"]
    assert str(dot.attributes["sdy.sharding"]) == \
        '#sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>'
    assert np.isfinite(result.report.solver.bound_s)
