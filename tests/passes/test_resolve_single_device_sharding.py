"""sdy-resolve-single-device-sharding: an op placed on one device of a module with several
meshes runs on that device alone (a ``stablehlo.if`` on its id, zeros elsewhere, a sum
all-reduce after it), and the partitioned program computes what the global one does.

Shardy added the pass after the jaxlib we test against, so these check exact structure
and the simulated mesh against the reference interpreter, not a differential."""

from __future__ import annotations

import numpy as np
import pytest

from planner.model.ir.diagnostics import PlannerError
from planner.model.text.io import parse_module
from planner.runtime.simulate import simulate
from tests.passes.differential import ours

MESHES = """sdy.mesh @mesh = <["a"=2, "b"=2]>
sdy.mesh @dev2 = <[], device_ids=[2]>
sdy.mesh @dev1 = <[], device_ids=[1]>
"""
ON = "{{sdy.sharding = #sdy.sharding_per_value<[<@{}, []>]>}}"
TILED = '<@mesh, [{"a"}, {"b"}]>'
PROGRAM = MESHES + f"""func.func @main(%x: tensor<8x4xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{"a"}}, {{}}]>}}) -> (tensor<8x4xf32> {{sdy.sharding = #sdy.sharding{TILED}}}, tensor<4xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{}}]>}}) {{
  %0 = stablehlo.multiply %x, %x {ON.format("dev2")} : tensor<8x4xf32>
  %1 = stablehlo.add %0, %x {{sdy.sharding = #sdy.sharding_per_value<[{TILED}]>}} : tensor<8x4xf32>
  %c = stablehlo.constant dense<0.0> : tensor<f32>
  %2 = stablehlo.reduce(%0 init: %c) applies stablehlo.add across dimensions = [0] {ON.format("dev1")} : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
  return %1, %2 : tensor<8x4xf32>, tensor<4xf32>
}}"""
BEFORE = ["sdy-insert-explicit-reshards{enable-full-version=true}",
          "sdy-reshard-to-collectives"]
PASS = "sdy-resolve-single-device-sharding"


def test_each_placed_op_runs_behind_its_device_guard() -> None:
    module = parse_module(ours(PROGRAM, [*BEFORE, PASS]), "<out>")
    names = [op.name for op in module.entry_function().body.ops]
    assert "sdy.reshard" not in names
    assert names.count("stablehlo.if") == 2
    guarded = [names[i + 1] for i, n in enumerate(names) if n == "stablehlo.if"]
    assert guarded == ["sdy.all_reduce", "sdy.all_reduce"]
    ifs = [op for op in module.walk() if op.name == "stablehlo.if"]
    inside = [[o.name for o in region.block.ops] for op in ifs for region in op.regions]
    assert inside == [["stablehlo.multiply", "stablehlo.return"],
                      ["stablehlo.constant", "stablehlo.return"],
                      ["stablehlo.reduce", "stablehlo.return"],
                      ["stablehlo.constant", "stablehlo.return"]]
    devices = [op.operands[0].op.operands[1].op.properties["value"].literal  # type: ignore[union-attr]
               for op in ifs]
    assert devices == ["2", "1"]


@pytest.mark.parametrize("seed", [0, 1])
def test_the_partitioned_program_computes_the_global_one(seed: int) -> None:
    result = simulate(parse_module(PROGRAM, "<case>"), seed=seed)  # type: ignore[arg-type]
    assert result.ok
    x = result.inputs[0]
    np.testing.assert_array_equal(result.outputs[0], x * x + x)
    np.testing.assert_allclose(result.outputs[1], (x * x).sum(axis=0), rtol=1e-6)
    # one all-reduce per placed op
    assert result.counters.count["all_reduce"] == 2


def test_replica_ids_name_the_device_with_replicas() -> None:
    text = ours(PROGRAM, [*BEFORE, PASS + "{replica-count=4}"])
    assert text.count("stablehlo.replica_id") == 2 and "partition_id" not in text


def test_results_on_a_device_and_spread_over_the_mesh_are_refused() -> None:
    text = MESHES + """func.func @main(%x: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %0:2 = stablehlo.custom_call @two(%x) {sdy.sharding = #sdy.sharding_per_value<[<@dev1, []>, <@mesh, [{"a"}]>]>} : (tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)
  return %0#0, %0#1 : tensor<8xf32>, tensor<8xf32>
}"""
    with pytest.raises(PlannerError, match="a result on one device and another result on "
                                           "other devices"):
        ours(text, [PASS])
