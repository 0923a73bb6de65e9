"""Communication as XLA's compile runs it, where that differs from Shardy's explicit
reshards taken one use at a time: a result Shardy left unsharded (XLA propagates into
it), repeated reshards of one value to one sharding (XLA runs one), a reduction of
several inputs (XLA gathers partial results). Each module is compared with XLA (``tests/oracle/xla.py``,
jaxlib 0.10.2 on 8 virtual CPU devices): collective count and bytes sent, exactly."""

from __future__ import annotations

import pytest

import planner
from planner.encode.cost.evaluator import evaluate_plan
from planner.model.dialects.value_sharding import value_sharding
from planner.passes import run_passes

MESH = 'sdy.mesh @mesh = <["data"=2, "model"=4]>'
X = "tensor<16x64xf32>"


def _sharded(dims: str) -> str:
    return f"{{sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{dims}]>]>}}"


# chlo.square carries no sharding (jaxlib's propagation left it so, feeding a full
# reduction): XLA shards it like its operand and all-reduces the scalar; taken as
# replicated, it would all-gather the 16x64 operand first.
UNSHARDED_SQUARE = f"""module @m {{
  {MESH}
  func.func @main(%x: {X} {{sdy.sharding = #sdy.sharding<@mesh, [{{"data", "model"}}, {{}}]>}})
      -> tensor<f32> {{
    %0 = stablehlo.multiply %x, %x {_sharded('{"data", "model"}, {}')} : {X}
    %1 = chlo.square %0 : {X} -> {X}
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %z) applies stablehlo.add across dimensions = [0, 1] : ({X}, tensor<f32>) -> tensor<f32>
    return %2 : tensor<f32>
  }}
}}
"""

# Two gathers of one value to one sharding, as explicit reshards leave them for two
# readers (a training step's activation read by two dots): XLA runs one.
TWO_GATHERS = f"""module @m {{
  {MESH}
  func.func @main(%x: {X} {{sdy.sharding = #sdy.sharding<@mesh, [{{"data"}}, {{}}]>}})
      -> ({X} {{sdy.sharding = #sdy.sharding<@mesh, [{{}}, {{}}]>}}) {{
    %0 = sdy.all_gather [{{"data"}}, {{}}] %x out_sharding=<@mesh, [{{}}, {{}}]> : {X}
    %1 = stablehlo.negate %0 {_sharded('{}, {}')} : {X}
    %2 = sdy.all_gather [{{"data"}}, {{}}] %x out_sharding=<@mesh, [{{}}, {{}}]> : {X}
    %3 = stablehlo.add %1, %2 {_sharded('{}, {}')} : {X}
    return %3 : {X}
  }}
}}
"""

# An argmax along the model-sharded dimension: values and indices are reduced together,
# so XLA all-gathers each device's partial results (16 values, 16 indices) and reduces
# them again, one all-gather each (the CPU pipeline combines no all-gathers).
ARGMAX = f"""module @m {{
  {MESH}
  func.func @main(%x: {X} {{sdy.sharding = #sdy.sharding<@mesh, [{{"data"}}, {{"model"}}]>}})
      -> (tensor<16xi32> {{sdy.sharding = #sdy.sharding<@mesh, [{{"data"}}]>}}) {{
    %i = stablehlo.iota dim = 1 {_sharded('{"data"}, {"model"}')} : tensor<16x64xi32>
    %lo = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %zero = stablehlo.constant dense<0> : tensor<i32>
    %r:2 = stablehlo.reduce(%x init: %lo), (%i init: %zero) across dimensions = [1] {_sharded('{"data"}]>, <@mesh, [{"data"}')} : ({X}, tensor<16x64xi32>, tensor<f32>, tensor<i32>) -> (tensor<16xf32>, tensor<16xi32>)
     reducer(%a: tensor<f32>, %b: tensor<f32>) (%ia: tensor<i32>, %ib: tensor<i32>)  {{
      %gt = stablehlo.compare GT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %eq = stablehlo.compare EQ, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %lt = stablehlo.compare LT, %ia, %ib, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %tie = stablehlo.and %eq, %lt : tensor<i1>
      %take = stablehlo.or %gt, %tie : tensor<i1>
      %v = stablehlo.select %gt, %a, %b : tensor<i1>, tensor<f32>
      %k = stablehlo.select %take, %ia, %ib : tensor<i1>, tensor<i32>
      stablehlo.return %v, %k : tensor<f32>, tensor<i32>
    }}
    return %r#1 : tensor<16xi32>
  }}
}}
"""


def test_an_unsharded_elementwise_result_takes_its_operands_sharding() -> None:
    m = planner.parse(UNSHARDED_SQUARE)
    run_passes(m, ["planner-fill-elementwise-shardings"])
    square = next(op for op in m.walk() if op.name == "chlo.square")
    assert str(value_sharding(square.results[0])) == \
        '#sdy.sharding<@mesh, [{"data", "model"}, {}]>'
    r = evaluate_plan(planner.parse(UNSHARDED_SQUARE), "xla-cpu")
    # The scalar's all-reduce over all 8 devices: 2 x 4 B x 7/8 = 7 B.
    assert {k: (s.count, s.bytes_per_device) for k, s in r.collectives.items()} == \
        {"all_reduce": (1, 7)}


def test_repeated_reshards_of_one_value_run_once() -> None:
    m = planner.parse(TWO_GATHERS)
    run_passes(m, ["planner-merge-identical-collectives"])
    assert [op.name for op in m.walk() if op.name.startswith("sdy.all")] == ["sdy.all_gather"]
    r = evaluate_plan(planner.parse(TWO_GATHERS), "xla-cpu")
    # The other half of the 4 KiB tensor comes in, once.
    assert {k: (s.count, s.bytes_per_device) for k, s in r.collectives.items()} == \
        {"all_gather": (1, 2048)}


def test_a_reduction_of_several_inputs_gathers_partial_results() -> None:
    r = evaluate_plan(planner.parse(ARGMAX), "xla-cpu")
    # Each device holds 8 rows' partial max and index; 3 of the 4 model shards' come in.
    assert {k: (s.count, s.bytes_per_device) for k, s in r.collectives.items()} == \
        {"all_gather": (2, 2 * 3 * 8 * 4)}


@pytest.mark.jax
@pytest.mark.parametrize("text", [UNSHARDED_SQUARE, TWO_GATHERS, ARGMAX],
                         ids=["unsharded_square", "two_gathers", "argmax"])
def test_xla_runs_the_same_collectives(text: str) -> None:
    from tests.oracle import xla as oracle

    r = evaluate_plan(planner.parse(text), "xla-cpu")
    xla = oracle.measure(text).summary()["collectives"]
    assert (r.collective_count, r.communication_bytes_per_device) == \
        (xla["count"], xla["send_bytes"])


@pytest.mark.parametrize(("threshold", "count"), [(255, 2), (256, 1)])
def test_gathered_partials_combine_by_their_gathered_bytes(threshold: int, count: int) -> None:
    from planner.encode.cost.hardware import PRESETS

    # A profile that combines all-gathers: each gathers 4 shards of 8 partial results
    # (128 B); together 256 B, so a 255 B threshold keeps them apart.
    hw = PRESETS["h100-8"].model_copy(update={"combine_all_gathers": True,
                                              "combine_threshold_bytes": threshold})
    assert evaluate_plan(planner.parse(ARGMAX), hw).collective_count == count


@pytest.mark.jax
def test_xla_keeps_a_planned_scan_loops_shardings() -> None:
    # The function's result is sharded over both axes and the loop carry over "data":
    # unless the loop's results and body arguments are pinned, XLA's propagation spreads
    # "model" into the carry and gathers it back in the body every iteration.
    from tests.conftest import CORPUS
    from tests.oracle import xla as oracle

    result = planner.plan(CORPUS / "gpt_scan4_2x4_tp.mlir", seed=0)
    text = result.text()
    ours = evaluate_plan(planner.parse(text), "h100-8")
    xla = oracle.measure(text).summary()["collectives"]
    assert (ours.collective_count, ours.communication_bytes_per_device) == \
        (xla["count"], xla["send_bytes"])
