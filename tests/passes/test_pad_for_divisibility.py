"""sdy-pad-for-divisibility: non-divisible shards padded where they are made and trimmed
where they are gathered, the same as Shardy (jaxlib 0.10.2); the padded programs compute
what the global ones do on the simulated mesh."""

from __future__ import annotations

import numpy as np
import pytest

from planner.model.ir.diagnostics import PlannerError
from planner.model.text.io import parse_module
from planner.runtime.simulate import simulate
from tests.passes.differential import assert_same_as_shardy, ours

PASS = "sdy-pad-for-divisibility"
SHARDY = ["func.func(sdy-pad-for-divisibility)"]
FULL = "sdy-insert-explicit-reshards{enable-full-version=true}"
X4 = 'sdy.mesh @mesh = <["x"=4]>\n'
XY = 'sdy.mesh @mesh = <["x"=2, "y"=3]>\n'


def per(dims: str) -> str:
    return f"{{sdy.sharding = #sdy.sharding_per_value<[<@mesh, {dims}>]>}}"


SLICED_GATHERED = X4 + """func.func @main(%arg0: tensor<10x8xf32>) -> tensor<10x8xf32> {
  %0 = sdy.all_slice [{"x"}, {}] %arg0 out_sharding=<@mesh, [{"x"}, {}]> : tensor<10x8xf32>
  %1 = stablehlo.negate %0 """ + per('[{"x"}, {}]') + """ : tensor<10x8xf32>
  %2 = sdy.all_gather [{"x"}, {}] %1 out_sharding=<@mesh, [{}, {}]> : tensor<10x8xf32>
  return %2 : tensor<10x8xf32>
}"""

TWO_DIMS = XY + """func.func @main(%arg0: tensor<5x7xf32>) -> tensor<5x7xf32> {
  %0 = sdy.all_slice [{"x"}, {"y"}] %arg0 out_sharding=<@mesh, [{"x"}, {"y"}]> : tensor<5x7xf32>
  %1 = stablehlo.exponential %0 """ + per('[{"x"}, {"y"}]') + """ : tensor<5x7xf32>
  %2 = stablehlo.add %1, %0 """ + per('[{"x"}, {"y"}]') + """ : tensor<5x7xf32>
  %3 = sdy.all_gather [{}, {"y"}] %2 out_sharding=<@mesh, [{"x"}, {}]> : tensor<5x7xf32>
  %4 = sdy.all_gather [{"x"}, {}] %3 out_sharding=<@mesh, [{}, {}]> : tensor<5x7xf32>
  return %4 : tensor<5x7xf32>
}"""

SLICE_ON = X4 + """func.func @main(%arg0: tensor<16x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<14x4xf32> {
  %0 = stablehlo.slice %arg0 [0:14, 0:4] """ + per('[{"x"}, {}]') + """ : (tensor<16x4xf32>) -> tensor<14x4xf32>
  %1 = stablehlo.abs %0 """ + per('[{"x"}, {}]') + """ : tensor<14x4xf32>
  %2 = sdy.all_gather [{"x"}, {}] %1 out_sharding=<@mesh, [{}, {}]> : tensor<14x4xf32>
  return %2 : tensor<14x4xf32>
}"""

CASES: dict[str, tuple[str, list[str], list[str]]] = {
    "slice_then_gather": (SLICED_GATHERED, [PASS], SHARDY),
    "two_dims_two_axes": (TWO_DIMS, [PASS], SHARDY),
    "slice_reads_into_padding": (SLICE_ON, [PASS], SHARDY),
    "divisible_untouched": (X4 + """func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = sdy.all_slice [{"x"}] %arg0 out_sharding=<@mesh, [{"x"}]> : tensor<8xf32>
  %1 = sdy.all_gather [{"x"}] %0 out_sharding=<@mesh, [{}]> : tensor<8xf32>
  return %1 : tensor<8xf32>
}""", [PASS], SHARDY),
    "after_explicit_reshards": (X4 + """func.func @main(%arg0: tensor<16x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<10x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
  %0 = stablehlo.slice %arg0 [0:10, 0:4] """ + per('[{"x"}, {}]') + """ : (tensor<16x4xf32>) -> tensor<10x4xf32>
  %1 = stablehlo.exponential %0 """ + per('[{"x"}, {}]') + """ : tensor<10x4xf32>
  return %1 : tensor<10x4xf32>
}""", [FULL, "sdy-resolve-permutation-factors", "sdy-reshard-to-collectives", PASS],
        [FULL, "sdy-resolve-permutation-factors", "sdy-reshard-to-collectives", *SHARDY]),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_same_as_shardy(name: str) -> None:
    text, mine, theirs = CASES[name]
    assert_same_as_shardy(text, mine, theirs)


def test_function_io_must_divide() -> None:
    text = X4 + """func.func @main(%arg0: tensor<10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<10xf32> {
  return %arg0 : tensor<10xf32>
}"""
    with pytest.raises(PlannerError, match="argument #0 has a non-divisible sharding"):
        ours(text, [PASS])
    pytest.importorskip("jaxlib")
    from tests.oracle.shardy import ShardyRejected, run_shardy
    with pytest.raises(ShardyRejected):
        run_shardy(text, SHARDY)


@pytest.mark.parametrize("text", [SLICED_GATHERED, TWO_DIMS, SLICE_ON])
def test_padded_program_computes_the_same(text: str) -> None:
    result = simulate(parse_module(text, "<case>"))  # type: ignore[arg-type]
    assert result.ok, result.checks
    assert np.allclose(result.outputs[0], result.reference[0], rtol=1e-6, atol=0)


def test_dot_masks_padding_of_unknown_value() -> None:
    # exp(0) = 1 fills the padding of %1: the dot must not add it up. The mask ops carry
    # the operand's sharding so that they localise with it (Shardy leaves them unsharded).
    text = X4 + """func.func @main(%arg0: tensor<4x10xf32>, %arg1: tensor<10x4xf32>) -> tensor<4x4xf32> {
  %0 = sdy.all_slice [{}, {"x"}] %arg0 out_sharding=<@mesh, [{}, {"x"}]> : tensor<4x10xf32>
  %1 = stablehlo.exponential %0 """ + per('[{}, {"x"}]') + """ : tensor<4x10xf32>
  %2 = sdy.all_slice [{"x"}, {}] %arg1 out_sharding=<@mesh, [{"x"}, {}]> : tensor<10x4xf32>
  %3 = stablehlo.dot_general %1, %2, contracting_dims = [1] x [0] """ + per('[{}, {}]') + """ : (tensor<4x10xf32>, tensor<10x4xf32>) -> tensor<4x4xf32>
  %4 = sdy.all_reduce {"x"} %3 out_sharding=<@mesh, [{}, {}]> : tensor<4x4xf32>
  return %4 : tensor<4x4xf32>
}"""
    got = ours(text, [PASS])
    assert "stablehlo.select" in got and "tensor<4x12xi32>" in got, got
    # the same program as a user writes it: the partition pipeline makes the collectives
    natural = X4 + """func.func @main(%arg0: tensor<4x10xf32>, %arg1: tensor<10x4xf32>) -> tensor<4x4xf32> {
  %0 = stablehlo.exponential %arg0 """ + per('[{}, {"x"}]') + """ : tensor<4x10xf32>
  %1 = stablehlo.dot_general %0, %arg1, contracting_dims = [1] x [0] """ + per('[{}, {}]') + """ : (tensor<4x10xf32>, tensor<10x4xf32>) -> tensor<4x4xf32>
  return %1 : tensor<4x4xf32>
}"""
    result = simulate(parse_module(natural, "<case>"))  # type: ignore[arg-type]
    assert result.ok, result.checks


M24 = 'sdy.mesh @mesh = <["x"=2, "y"=4]>\n'
# the operand is already sharded (7 rows a shard) along the dimension that must grow to 16
RESLICED = M24 + """func.func @main(%arg0: tensor<14x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y":(1)2}, {}]>}) -> tensor<14x8xf32> {
  %0 = sdy.all_slice [{"y":(2)2}, {}] %arg0 out_sharding=<@mesh, [{"y"}, {}]> : tensor<14x8xf32>
  %1 = stablehlo.negate %0 """ + per('[{"y"}, {}]') + """ : tensor<14x8xf32>
  %2 = sdy.all_gather [{"y"}, {}] %1 out_sharding=<@mesh, [{}, {}]> : tensor<14x8xf32>
  return %2 : tensor<14x8xf32>
}"""
# padded to 24 for 4 shards, gathered to 2 shards of the true 22 rows (11 a shard)
PARTLY_GATHERED = M24 + """func.func @main(%arg0: tensor<22x8xf32>) -> (tensor<22x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y":(1)2}, {}]>}) {
  %0 = sdy.all_slice [{"y"}, {}] %arg0 out_sharding=<@mesh, [{"y"}, {}]> : tensor<22x8xf32>
  %1 = stablehlo.negate %0 """ + per('[{"y"}, {}]') + """ : tensor<22x8xf32>
  %2 = sdy.all_gather [{"y":(2)2}, {}] %1 out_sharding=<@mesh, [{"y":(1)2}, {}]> : tensor<22x8xf32>
  return %2 : tensor<22x8xf32>
}"""


@pytest.mark.parametrize("text,expected", [
    # a pad on the sharded operand would leave each shard's padding at its own end
    (RESLICED, ['sdy.all_gather [{"y":(1)2}, {}] %arg0 out_sharding=<@mesh, [{}, {}]>',
                "high = [2, 0]", 'sdy.all_slice [{"y"}, {}]']),
    # 2 shards of 12 padded rows are not 2 shards of 11: gathered whole, cut, sliced again
    (PARTLY_GATHERED, ['sdy.all_gather [{"y"}, {}] %3 out_sharding=<@mesh, [{}, {}]>',
                       "[0:22, 0:8]", 'sdy.all_slice [{"y":(1)2}, {}]']),
])
def test_padding_never_lands_inside_a_shard(text: str, expected: list[str]) -> None:
    got = ours(text, [PASS])
    for line in expected:
        assert line in got, got
    result = simulate(parse_module(text, "<case>"))  # type: ignore[arg-type]
    assert np.array_equal(result.outputs[0], -result.inputs[0])
