"""Unreduced axes as plan state: a value annotated ``unreduced={"y"}`` holds partial sums
over ``y``. A summing op feeding it keeps its partial sums (no all-reduce), a full value
becomes partial locally (replicated/sharded_to_unreduced), an unreduced input is
all-reduced before a non-linear use; every plan simulates equal to the reference (inputs
split into partial sums, outputs added up)."""

from __future__ import annotations

import pytest

from planner.model.dialects.ops import ModuleOp
from planner.planning.plan import plan
from planner.runtime.simulate import simulate

MESH = 'sdy.mesh @mesh = <["x"=2, "y"=4]>'
UNR = '#sdy.sharding<@mesh, [{"x"}, {}], unreduced={"y"}>'


def _tanh(arg: str, result: str) -> str:
    return f"""{MESH}
func.func @main(%arg0: tensor<8x16xf32> {{sdy.sharding = {arg}}}) -> (tensor<8x16xf32> {{sdy.sharding = {result}}}) {{
  %0 = stablehlo.tanh %arg0 : tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}}
"""


DOT_TO_UNREDUCED_RESULT = f"""{MESH}
func.func @main(%arg0: tensor<8x64xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{"x"}}, {{"y"}}]>}},
                %arg1: tensor<64x16xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{"y"}}, {{}}]>}})
    -> (tensor<8x16xf32> {{sdy.sharding = {UNR}}}) {{
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}}
"""

DOT_THROUGH_UNREDUCED_CONSTRAINT = f"""{MESH}
func.func @main(%arg0: tensor<8x64xf32>, %arg1: tensor<64x16xf32>, %arg2: tensor<8x16xf32>) -> tensor<8x16xf32> {{
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x16xf32>) -> tensor<8x16xf32>
  %1 = sdy.sharding_constraint %0 <@mesh, [{{}}, {{}}], unreduced={{"y"}}> : tensor<8x16xf32>
  %2 = stablehlo.add %1, %arg2 : tensor<8x16xf32>
  return %2 : tensor<8x16xf32>
}}
"""

X = '#sdy.sharding<@mesh, [{"x"}, {}]>'
XY = '#sdy.sharding<@mesh, [{"x", "y"}, {}]>'


@pytest.mark.parametrize("program,kinds", [
    # the dot's partial sums are the result: nothing moves
    (DOT_TO_UNREDUCED_RESULT, {}),
    # an unreduced input is summed before tanh
    (_tanh(UNR, X), {"all_reduce": 1}),
    # a full value becomes partial sums locally
    (_tanh(X, UNR), {"replicated_to_unreduced": 1}),
    (_tanh(XY, UNR), {"sharded_to_unreduced": 1}),
    # the dot keeps partial sums up to the constraint; one all-reduce before the add
    # (then sliced locally: the add runs sharded on both axes)
    (DOT_THROUGH_UNREDUCED_CONSTRAINT, {"all_reduce": 1, "all_slice": 1}),
])
def test_unreduced_annotations_plan_and_run(program: str, kinds: dict[str, int]) -> None:
    result = plan(program, time_limit=5.0)
    got = {k: c.count for k, c in result.report.cost.collectives.items() if c.count}
    assert got == kinds
    module = result.module
    assert isinstance(module, ModuleOp)
    sim = simulate(module)
    assert sim.ok, [vars(c) for c in sim.checks]
