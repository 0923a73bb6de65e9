"""Halo exchange of a ``stablehlo.reduce_window`` sharded along a windowed dimension
(``sdy-resolve-permutation-factors``): each device fetches the neighbour rows its output
windows read by collective permutes (whole neighbour shards, as for pads and slices),
reduces locally, and the simulated mesh equals the reference interpreter exactly, moving
fewer bytes than replicating the dimension when it has more than two shards.
jaxlib 0.10.2 has no halo exchange for reduce_window (it replicates, as
``enable-halo-exchange=false`` does here), so its output is no oracle for this form."""

from __future__ import annotations

import pytest

from planner.model.dialects.ops import ModuleOp
from planner.model.text.io import parse_module
from planner.passes import run_passes
from planner.runtime.simulate import partition_pipeline, simulate

MESHES = {
    "x4": ('<["x"=4]>', '[{"x"}, {}]'),
    "x4_perm": ('<["x"=4], device_ids=[2, 0, 3, 1]>', '[{"x"}, {}]'),
    "xy_both": ('<["x"=2, "y"=2], device_ids=[3, 1, 2, 0]>', '[{"x"}, {"y"}]'),
    "xy_one_dim": ('<["x"=2, "y"=2]>', '[{"x", "y"}, {}]'),
}

# (window, strides, padding per dim, reducer, init, output shape)
WINDOWS = {
    "max3_pad1": ([3, 1], [1, 1], [[1, 1], [0, 0]], "maximum", "0xFF800000", (16, 8)),
    "sum3_stride2": ([3, 3], [2, 2], [[1, 0], [1, 0]], "add", "0.0", (8, 4)),
    "sum2_stride2": ([2, 2], [2, 2], [[0, 0], [0, 0]], "add", "0.0", (8, 4)),
    "max5_wide": ([5, 1], [1, 1], [[2, 2], [0, 0]], "maximum", "0xFF800000", (16, 8)),
}


def program(mesh: str, sharding: str, window: list[int], strides: list[int],
            padding: list[list[int]], reducer: str, init: str, out: tuple[int, int]) -> str:
    t_out = f"tensor<{out[0]}x{out[1]}xf32>"
    return f"""sdy.mesh @mesh = {mesh}
func.func @main(%arg0: tensor<16x8xf32> {{sdy.sharding = #sdy.sharding<@mesh, {sharding}>}})
    -> ({t_out} {{sdy.sharding = #sdy.sharding<@mesh, {sharding}>}}) {{
  %cst = stablehlo.constant dense<{init}> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%arg0, %cst) ({{
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.{reducer} %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }}) {{window_dimensions = array<i64: {window[0]}, {window[1]}>,
       window_strides = array<i64: {strides[0]}, {strides[1]}>,
       padding = dense<{padding}> : tensor<2x2xi64>,
       sdy.sharding = #sdy.sharding_per_value<[<@mesh, {sharding}>]>}}
      : (tensor<16x8xf32>, tensor<f32>) -> {t_out}
  return %0 : {t_out}
}}
"""


def _replicating(module: ModuleOp) -> ModuleOp:
    return run_passes(module, ["sdy-lift-inlined-meshes",
                               "sdy-insert-explicit-reshards{enable-full-version=true}",
                               "sdy-resolve-permutation-factors{enable-halo-exchange=false}",
                               "sdy-reshard-to-collectives", "sdy-convert-global-to-local",
                               "sdy-drop-sharding-and-mesh"])


@pytest.mark.parametrize("window", list(WINDOWS))
@pytest.mark.parametrize("mesh", list(MESHES))
def test_reduce_window_halo_is_exact_and_moves_less(mesh: str, window: str) -> None:
    text = program(*MESHES[mesh], *WINDOWS[window])  # type: ignore[arg-type]
    module = parse_module(text)
    assert isinstance(module, ModuleOp)
    halo = simulate(module)
    assert halo.ok and all(c.max_abs == 0 for c in halo.checks), [vars(c) for c in halo.checks]
    replicated = simulate(module, partitioner=_replicating)
    assert replicated.ok
    moved = sum(halo.counters.by_kind.values())
    gathered = sum(replicated.counters.by_kind.values())
    if window == "sum2_stride2":  # windows never straddle shards: nothing moves
        assert moved == 0
    elif mesh == "xy_both":  # 2 shards: the neighbour's whole shard is all there is
        assert 0 < moved <= gathered
    else:
        assert 0 < moved < gathered
    partitioned = partition_pipeline(parse_module(text))  # type: ignore[arg-type]
    names = [op.name for op in partitioned.walk()]
    assert "stablehlo.all_gather" not in names


CONVS = {
    # 1-D, kernel 3, same padding, 4 shards along the spatial dimension
    "1d_same": ('<["x"=4], device_ids=[1, 3, 0, 2]>', "1x16x8", '[{}, {"x"}, {}]', "3x8x8",
                "[b, 0, f]x[0, i, o]->[b, 0, f]", "pad = [[1, 1]]", "1x16x8"),
    # 2-D, both spatial dimensions sharded, stride 2
    "2d_stride2": ('<["x"=2, "y"=2]>', "2x16x16x4", '[{}, {"x"}, {"y"}, {}]', "3x3x4x4",
                   "[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]",
                   "stride = [2, 2], pad = [[1, 0], [1, 0]]", "2x8x8x4"),
    # kernel dilation 2, batch sharded on a free axis beside the spatial one
    "dilated_batch": ('<["x"=2, "y"=4]>', "2x16x4", '[{"x"}, {"y"}, {}]', "3x4x4",
                      "[b, 0, f]x[0, i, o]->[b, 0, f]", "pad = [[2, 2]], rhs_dilate = [2]",
                      "2x16x4"),
}


def conv_program(mesh: str, lhs: str, sharding: str, rhs: str, dims: str, window: str,
                 out: str) -> str:
    return f"""sdy.mesh @mesh = {mesh}
func.func @main(%arg0: tensor<{lhs}xf32> {{sdy.sharding = #sdy.sharding<@mesh, {sharding}>}},
                %arg1: tensor<{rhs}xf32>)
    -> (tensor<{out}xf32> {{sdy.sharding = #sdy.sharding<@mesh, {sharding}>}}) {{
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = {dims}, window = {{{window}}}
      {{batch_group_count = 1 : i64, feature_group_count = 1 : i64,
       sdy.sharding = #sdy.sharding_per_value<[<@mesh, {sharding}>]>}}
      : (tensor<{lhs}xf32>, tensor<{rhs}xf32>) -> tensor<{out}xf32>
  return %0 : tensor<{out}xf32>
}}
"""


@pytest.mark.parametrize("name", list(CONVS))
def test_convolution_halo_is_exact_and_moves_less(name: str) -> None:
    text = conv_program(*CONVS[name])
    module = parse_module(text)
    assert isinstance(module, ModuleOp)
    halo = simulate(module)
    assert halo.ok, [vars(c) for c in halo.checks]
    replicated = simulate(module, partitioner=_replicating)
    assert replicated.ok
    moved = sum(halo.counters.by_kind.values())
    assert 0 < moved < sum(replicated.counters.by_kind.values())
    assert set(halo.counters.by_kind) == {"collective_permute"}
