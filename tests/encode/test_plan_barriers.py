"""Propagation barriers steer the plan by their allowed direction (planner/encode/problem/barriers.py).

The program broadcasts a 16x16 argument sharded on dim 0 into 16x16x8 and returns it
sharded on dim 1. Without a barrier the cheapest plan reshards the small argument before
the broadcast, i.e. the result's sharding flows all the way back. A barrier between the
broadcast and its user decides which side's sharding may flow across it."""

from __future__ import annotations

import pytest

from planner.model.dialects.ops import ModuleOp
from planner.model.dialects.value_sharding import value_sharding
from planner.planning.plan import plan
from planner.runtime.simulate import simulate

DIM0, DIM1 = '<@mesh, [{"x"}, {}, {}]>', '<@mesh, [{}, {"x"}, {}]>'


def program(direction: str | None) -> str:
    barrier = (f"%1 = sdy.propagation_barrier %0 allowed_direction={direction} : "
               "tensor<16x16x8xf32>" if direction else
               "%1 = stablehlo.abs %0 : tensor<16x16x8xf32>")
    return f"""sdy.mesh @mesh = <["x"=4]>
func.func @main(%arg0: tensor<16x16xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{"x"}}, {{}}]>}})
    -> (tensor<16x16x8xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{}}, {{"x"}}, {{}}]>}}) {{
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x8xf32>
  {barrier}
  %2 = stablehlo.negate %1 : tensor<16x16x8xf32>
  return %2 : tensor<16x16x8xf32>
}}
"""


@pytest.mark.parametrize("direction,broadcast,negate", [
    (None, DIM1, DIM1),           # no barrier: the result's sharding flows back
    ("BACKWARD", DIM1, DIM1),     # result -> operand allowed: the same
    ("FORWARD", DIM0, None),      # operand side decided alone (negate: a tie)
    ("NONE", DIM0, DIM1),         # each side alone, the reshard at the barrier
])
def test_barrier_direction_decides_which_side_follows(direction: str | None, broadcast: str,
                                                      negate: str | None) -> None:
    result = plan(program(direction), time_limit=5.0)
    module = result.module
    assert isinstance(module, ModuleOp)
    ops = {op.name: op for op in module.walk()}
    got = value_sharding(ops["stablehlo.broadcast_in_dim"].results[0])
    assert got is not None and got.stripped() == broadcast
    if negate is not None:
        got = value_sharding(ops["stablehlo.negate"].results[0])
        assert got is not None and got.stripped() == negate
    assert simulate(module).ok  # the partition pipeline drops the barrier
