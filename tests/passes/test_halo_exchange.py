"""Halo exchange of sharded pads and slices in sdy-resolve-permutation-factors (current
Shardy; jaxlib 0.10.2 replicates them, see test_resolve_permutation_factors.py): each
device fetches only the neighbouring shards its window reads, by collective permutes,
inside a manual computation. Checked numerically on the simulated mesh (exact), by the
bytes moved, and by finishing our output with jaxlib's own partitioner passes."""

from __future__ import annotations

import numpy as np
import pytest

from planner.model.text.io import parse_module, print_module
from planner.passes import run_passes
from planner.runtime.simulate import simulate
from tests.passes.differential import ours

FULL = "sdy-insert-explicit-reshards{enable-full-version=true}"
PASS = "sdy-resolve-permutation-factors"
X4 = '<["x"=4]>'
XY = '<["x"=2, "y"=4], device_ids=[5, 1, 7, 3, 4, 0, 6, 2]>'


def program(mesh: str, t_in: str, t_out: str, sharding: str, op: str,
            io: str | None = None) -> str:
    """``op`` (a pad of %arg0 by %c, or a slice of %arg0) with operand and result sharded
    alike (the function's arguments and results too, unless ``io`` says otherwise)."""
    is_pad = op.startswith("stablehlo.pad")
    s = f"#sdy.sharding<@mesh, {io or sharding}>"
    operands = f"(tensor<{t_in}xf32>{', tensor<f32>' if is_pad else ''})"
    return f"""module {{
  sdy.mesh @mesh = {mesh}
  func.func @main(%arg0: tensor<{t_in}xf32> {{sdy.sharding = {s}}}) -> (tensor<{t_out}xf32> {{sdy.sharding = {s}}}) {{
    %c = stablehlo.constant dense<7.0> : tensor<f32>
    %0 = {op} {{sdy.sharding = #sdy.sharding_per_value<[<@mesh, {sharding}>]>}} : {operands} -> tensor<{t_out}xf32>
    return %0 : tensor<{t_out}xf32>
  }}
}}"""


def pad(low: str, high: str, interior: str = "[0, 0]") -> str:
    return f"stablehlo.pad %arg0, %c, low = {low}, high = {high}, interior = {interior}"


# name: (program, number of collective permutes)
CASES: dict[str, tuple[str, int]] = {
    "pad_both_sides": (program(X4, "16x8", "24x8", '[{"x"}, {}]', pad("[4, 0]", "[4, 0]")), 2),
    "pad_same_size_shift": (program(X4, "16x8", "16x8", '[{"x"}, {}]',
                                    pad("[2, 1]", "[-2, -1]")), 1),
    "pad_negative": (program(X4, "16x8", "12x8", '[{"x"}, {}]', pad("[-3, 0]", "[-1, 0]")), 1),
    # shard 1's window (result rows 9..17) starts in shard 0; the others read their own
    "pad_interior": (program(X4, "16x8", "36x8", '[{"x"}, {}]',
                             pad("[3, 0]", "[2, 0]", "[1, 0]")), 1),
    "slice_middle": (program(X4, "16x8", "8x8", '[{"x"}, {}]', "stablehlo.slice %arg0 [4:12, 0:8]"), 2),
    # shards 2 and 3 read rows 15..19 and 21..25: one row group to the left each
    "slice_strided": (program(X4, "32x8", "12x4", '[{"x"}, {}]',
                              "stablehlo.slice %arg0 [3:27:2, 1:8:2]"), 1),
    "two_dims_device_order": (program(XY, "16x8", "20x12", '[{"y"}, {"x"}]',
                                      pad("[3, 1]", "[1, 3]")), 2),
    "two_axes_one_dim": (program(XY, "32x8", "16x8", '[{"y", "x"}, {}]',
                                 "stablehlo.slice %arg0 [8:24, 0:8]"), 4),
    "several_hops": (program(XY, "32x8", "64x8", '[{"y", "x"}, {}]', pad("[30, 0]", "[2, 0]")), 4),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_halo_exchange_computes_the_same(name: str) -> None:
    text, permutes = CASES[name]
    partitioned = parse_module(text, "<case>")
    run_passes(partitioned, ["partition"])
    names = [op.name for op in partitioned.walk()]
    assert names.count("stablehlo.collective_permute") == permutes
    assert "stablehlo.all_gather" not in names and "stablehlo.all_to_all" not in names
    result = simulate(parse_module(text, "<case>"))  # type: ignore[arg-type]
    assert set(result.counters.by_kind) == {"collective_permute"}
    assert np.array_equal(result.outputs[0], result.reference[0])


def test_pad_exchanges_neighbour_shards_only() -> None:
    text = CASES["pad_both_sides"][0]
    got = ours(text, [FULL, PASS])
    assert 'manual_axes={"x"}' in got
    # device t receives shard t-1 on channel 1 and shard t+1 on channel 2
    assert "handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3]]>" in got
    assert "handle = 2, type = 1>, source_target_pairs = dense<[[1, 0], [2, 1], [3, 2]]>" in got
    halo = simulate(parse_module(text, "<case>"))  # type: ignore[arg-type]
    # three neighbour pairs each way move one 4x8 f32 shard
    assert dict(halo.counters.by_kind) == {"collective_permute": 2 * 3 * 4 * 8 * 4}


def test_without_a_neighbour_window_nothing_moves() -> None:
    # each shard's strided window stays inside the shard: sliced locally at one offset
    text = program(X4, "32x8", "8x8", '[{"x"}, {}]', "stablehlo.slice %arg0 [1:32:4, 0:8]")
    got = ours(text, [FULL, PASS])
    assert "collective_permute" not in got and "stablehlo.dynamic_slice" in got
    result = simulate(parse_module(text, "<case>"))  # type: ignore[arg-type]
    assert dict(result.counters.by_kind) == {}
    assert np.array_equal(result.outputs[0], result.reference[0])


@pytest.mark.parametrize("sharding,t_in,t_out,io", [
    ('[{"y":(1)2}, {}]', "16x8", "24x8", None),  # a sub-axis
    # does not divide (the function's shardings become "y":(1)2 first)
    ('[{"y"}, {}]', "14x8", "22x8", None),
])
def test_replicated_where_halo_exchange_does_not_apply(sharding: str, t_in: str, t_out: str,
                                                       io: str | None) -> None:
    text = program(XY, t_in, t_out, sharding, pad("[4, 0]", "[4, 0]"), io)
    got = ours(text, [FULL, PASS])
    assert "manual_computation" not in got and "sdy.reshard" in got
    result = simulate(parse_module(text, "<case>"))  # type: ignore[arg-type]
    assert "collective_permute" not in result.counters.by_kind
    assert np.array_equal(result.outputs[0], result.reference[0])


@pytest.mark.jax
@pytest.mark.parametrize("name", ["pad_interior", "slice_strided", "two_dims_device_order"])
def test_jaxlib_partitions_our_halo_exchange_correctly(name: str) -> None:
    """Our halo exchange is Shardy IR that jaxlib's own later passes accept and lower to
    the same numbers."""
    pytest.importorskip("jaxlib")
    from tests.runtime.jaxlib_partition import run_jaxlib

    rest = ("builtin.module(func.func(sdy-reshard-to-collectives),func.func("
            "sdy-pad-for-divisibility),sdy-convert-global-to-local,sdy-drop-sharding-and-mesh)")

    def partition(module):  # type: ignore[no-untyped-def]
        run_passes(module, [FULL, PASS])
        return parse_module(run_jaxlib(print_module(module), rest), "<jaxlib>")

    result = simulate(parse_module(CASES[name][0], "<case>"),  # type: ignore[arg-type]
                      partitioner=partition)
    assert np.array_equal(result.outputs[0], result.reference[0])


def test_reverse_on_an_inlined_mesh_is_done_in_place() -> None:
    # the partition pipeline lifts the inlined mesh to a symbol, so the reverse gets its
    # mirrored mesh: every device sends its 4 floats to its mirror
    text = """module {
  func.func @main(%arg0: tensor<16xf32> {sdy.sharding = #sdy.sharding<mesh<["x"=4]>, [{"x"}]>}) -> (tensor<16xf32> {sdy.sharding = #sdy.sharding<mesh<["x"=4]>, [{"x"}]>}) {
    %0 = stablehlo.reverse %arg0, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<mesh<["x"=4]>, [{"x"}]>]>} : tensor<16xf32>
    return %0 : tensor<16xf32>
  }
}"""
    result = simulate(parse_module(text, "<case>"))  # type: ignore[arg-type]
    assert dict(result.counters.by_kind) == {"collective_permute": 4 * 4 * 4}
    assert np.array_equal(result.outputs[0], result.inputs[0][::-1])


def test_replica_count_reads_replica_ids() -> None:
    text = CASES["pad_both_sides"][0]
    by_partition = ours(text, [FULL, PASS])
    by_replica = ours(text, [FULL, PASS + "{replica-count=4}"])
    assert by_replica.count("stablehlo.replica_id") == by_partition.count("partition_id") == 3
    assert "partition_id" not in by_replica


def test_same_size_shift_is_replicated_without_halo_exchange() -> None:
    # Shardy's pad rule has no permutation factor where the size stays (jaxlib 0.10.2 then
    # leaves the pad sharded and each device shifts its own shard: wrong rows); the shifted
    # dimension is gathered around the pad instead
    text = CASES["pad_same_size_shift"][0]
    got = ours(text, [FULL, PASS + "{enable-halo-exchange=false}"])
    assert "sdy.reshard" in got and "manual_computation" not in got
    result = simulate(parse_module(text, "<case>"),  # type: ignore[arg-type]
                      partitioner=lambda m: run_passes(m, [
                          FULL, PASS + "{enable-halo-exchange=false}", "sdy-reshard-to-collectives",
                          "sdy-pad-for-divisibility", "sdy-convert-global-to-local",
                          "sdy-drop-sharding-and-mesh"]))
    assert "all_gather" in result.counters.by_kind
    assert np.array_equal(result.outputs[0], result.reference[0])
