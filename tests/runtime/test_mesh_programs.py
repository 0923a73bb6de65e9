"""Global sdy programs on meshes of 1, 2 and 3 axes, with non-iota device orders and
sub-axes: the simulated mesh equals the reference, and the bytes it counts equal
planner/model/dialects/collective_bytes.py's figures for the sdy collectives the partitioner lowers."""

from __future__ import annotations

import pytest

from planner.model.dialects.collective_bytes import collective_cost
from planner.model.dialects.ops import ModuleOp
from planner.model.text.io import parse_module
from planner.passes import run_passes
from planner.runtime.simulate import simulate

pytestmark = pytest.mark.jax

MESHES = {
    "1axis": '<["x"=4]>',
    "1axis_perm": '<["x"=4], device_ids=[2, 0, 3, 1]>',
    "2axes_perm": '<["x"=2, "y"=4], device_ids=[7, 3, 5, 1, 6, 2, 4, 0]>',
    "3axes": '<["x"=2, "y"=2, "z"=2]>',
    "3axes_perm": '<["x"=2, "y"=2, "z"=2], device_ids=[1, 0, 3, 2, 5, 4, 7, 6]>',
}

PROGRAMS = {
    # contracting dim sharded: partial sums, all_reduce
    "dot_reduce": ("[{}, {\"x\"}]", "[{\"x\"}, {}]", "[{}, {}]"),
    # output resharded across axes: all_gather / all_to_all
    "dot_reshard": ("[{\"x\"}, {}]", "[{}, {\"y\"}]", "[{\"y\"}, {}]"),
    # sub-axis of x on one dim, the rest on another
    "dot_subaxis": ("[{\"x\":(1)2}, {}]", "[{}, {\"x\":(2)2}]", "[{}, {\"x\"}]"),
    "dot_3axes": ("[{\"x\", \"z\"}, {\"y\"}]", "[{\"y\"}, {}]", "[{\"z\"}, {\"x\"}]"),
}

NEEDS = {"dot_reshard": {"y"}, "dot_subaxis": set(), "dot_3axes": {"y", "z"}}


def program(mesh: str, a: str, b: str, out: str) -> str:
    return f"""module {{
  sdy.mesh @mesh = {mesh}
  func.func @main(%a: tensor<8x16xf32> {{sdy.sharding = #sdy.sharding<@mesh, {a}>}},
                  %b: tensor<16x8xf32> {{sdy.sharding = #sdy.sharding<@mesh, {b}>}})
      -> (tensor<8x8xf32> {{sdy.sharding = #sdy.sharding<@mesh, {out}>}}) {{
    %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
    %1 = stablehlo.tanh %0 : tensor<8x8xf32>
    return %1 : tensor<8x8xf32>
  }}
}}"""


CASES = [(m, p) for m in MESHES for p in PROGRAMS
         if NEEDS.get(p, set()) <= set(("x", "y", "z")[: MESHES[m].count("=") -
                                                         MESHES[m].count("device_ids=")])
         and not (p == "dot_subaxis" and not m.startswith("1axis"))]


def _expected_bytes(text: str) -> list[int]:
    """Per-device bytes of the sdy collectives jaxlib's reshard-to-collectives emits, by
    the cost model (every device of a group sends the same amount)."""
    from tests.runtime.jaxlib_partition import run_jaxlib

    lowered = parse_module(run_jaxlib(text, "builtin.module(func.func(sdy-insert-explicit-"
                                            "reshards{enable-full-version=true}),func.func("
                                            "sdy-reshard-to-collectives))"), "<lowered>")
    assert isinstance(lowered, ModuleOp)
    mesh = next(iter(lowered.meshes().values()))
    return [collective_cost(op, mesh).bytes_per_device for op in lowered.walk()
            if op.name.startswith("sdy.") and op.name.split(".")[1] in
            ("all_gather", "all_reduce", "reduce_scatter", "all_to_all", "collective_permute")]


@pytest.mark.parametrize("mesh,prog", CASES)
def test_mesh_program(mesh: str, prog: str) -> None:
    from tests.runtime.jaxlib_partition import partitioner as partition

    text = program(MESHES[mesh], *PROGRAMS[prog])
    result = simulate(parse_module(text, "<t>"), partitioner=partition,  # type: ignore[arg-type]
                      seed=3)
    assert result.ok, [vars(c) for c in result.checks]
    expected = sum(_expected_bytes(text))
    # Every device sends the same bytes under the ring model.
    assert set(result.counters.by_device.values()) <= {expected}, (
        dict(result.counters.by_device), expected)
    if expected:
        assert result.counters.by_kind


def test_run_passes_on_our_side_keeps_program() -> None:
    # The global program is not modified by simulate.
    text = program(MESHES["1axis"], *PROGRAMS["dot_reduce"])
    module = parse_module(text, "<t>")
    before = len(list(module.walk()))
    from tests.runtime.jaxlib_partition import partitioner as partition
    simulate(module, partitioner=partition)  # type: ignore[arg-type]
    assert len(list(module.walk())) == before
    run_passes(module, ["import"])  # still a valid global program


def test_maximal_mesh_runs_on_one_device() -> None:
    from tests.runtime.jaxlib_partition import partitioner as partition

    text = """module {
  sdy.mesh @m = <[], device_ids=[3]>
  func.func @main(%a: tensor<4xf32> {sdy.sharding = #sdy.sharding<@m, []>}) -> tensor<4xf32> {
    %0 = stablehlo.exponential %a : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}"""
    result = simulate(parse_module(text, "<t>"), partitioner=partition)  # type: ignore[arg-type]
    assert result.ok and result.num_devices == 1


FAMILY_BODIES = {
    # reduce over a sharded dim, shape ops, elementwise
    "reduce_shape": ("""
    %c = stablehlo.constant dense<0.0> : tensor<f32>
    %r = stablehlo.reduce(%a init: %c) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %t = stablehlo.transpose %b, dims = [1, 0] : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %m = stablehlo.reduce(%t init: %c) applies stablehlo.maximum across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %s = stablehlo.add %r, %m : tensor<8xf32>
    %o = stablehlo.reshape %s : (tensor<8xf32>) -> tensor<2x4xf32>""", "tensor<2x4xf32>"),
    # gather rows of a (replicated) table by sharded indices; jaxlib 0.10.2's
    # convert-global-to-local crashes on a gather from a sharded table
    "gather": ("""
    %i0 = stablehlo.iota dim = 0 : tensor<8x1xi32>
    %i = sdy.sharding_constraint %i0 <@mesh, [{"x"}, {}]> : tensor<8x1xi32>
    %rb = sdy.sharding_constraint %b <@mesh, [{}, {}]> : tensor<16x8xf32>
    %g = "stablehlo.gather"(%rb, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<16x8xf32>, tensor<8x1xi32>) -> tensor<8x8xf32>
    %o = stablehlo.multiply %g, %g : tensor<8x8xf32>""", "tensor<8x8xf32>"),
    # a loop whose body contracts a sharded dimension
    "while": ("""
    %z = stablehlo.constant dense<0> : tensor<i32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %three = stablehlo.constant dense<3> : tensor<i32>
    %w:2 = stablehlo.while(%k = %z, %x = %a) : tensor<i32>, tensor<8x16xf32>
     cond {
      %p = stablehlo.compare LT, %k, %three : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %d = stablehlo.dot_general %x, %b, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
      %e = stablehlo.tanh %d : tensor<8x8xf32>
      %f = stablehlo.concatenate %e, %e, dim = 1 : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x16xf32>
      %k1 = stablehlo.add %k, %one : tensor<i32>
      stablehlo.return %k1, %f : tensor<i32>, tensor<8x16xf32>
    }
    %o = stablehlo.negate %w#1 : tensor<8x16xf32>""", "tensor<8x16xf32>"),
}


def family_program(mesh: str, body: str, out_type: str) -> str:
    return f"""module {{
  sdy.mesh @mesh = {mesh}
  func.func @main(%a: tensor<8x16xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{"x"}}, {{}}]>}},
                  %b: tensor<16x8xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{"x"}}, {{}}]>}})
      -> {out_type} {{{body}
    return %o : {out_type}
  }}
}}"""


@pytest.mark.parametrize("mesh", ["1axis_perm", "2axes_perm", "3axes_perm"])
@pytest.mark.parametrize("family", list(FAMILY_BODIES))
def test_op_family_on_mesh(family: str, mesh: str) -> None:
    from tests.runtime.jaxlib_partition import partitioner as partition

    text = family_program(MESHES[mesh], *FAMILY_BODIES[family])
    result = simulate(parse_module(text, "<t>"), partitioner=partition,  # type: ignore[arg-type]
                      seed=5)
    assert result.ok, [vars(c) for c in result.checks]


DUS = """sdy.mesh @mesh = <["x"=2, "y"=4], device_ids=[7, 3, 5, 1, 6, 2, 4, 0]>
func.func @main(%arg0: tensor<16x12xf32> {{sdy.sharding = #sdy.sharding<@mesh, {out}>}},
    %arg1: tensor<5x{w}xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>)
    -> (tensor<16x12xf32> {{sdy.sharding = #sdy.sharding<@mesh, {out}>}}) {{
  %0 = stablehlo.dynamic_update_slice %arg0, %arg1, %arg2, %arg3 {{sdy.sharding =
    #sdy.sharding_per_value<[<@mesh, {out}>]>}} : (tensor<16x12xf32>, tensor<5x{w}xf32>,
    tensor<i32>, tensor<i32>) -> tensor<16x12xf32>
  return %0 : tensor<16x12xf32>
}}"""


@pytest.mark.parametrize("out", ['[{"x"}, {"y"}]', '[{"y"}, {}]', '[{"x", "y"}, {}]'])
@pytest.mark.parametrize("w", [3, 12])
@pytest.mark.parametrize("starts", [(0, 0), (6, 2), (11, 11), (-3, 5), (40, -9)])
def test_dynamic_update_slice_over_a_sharded_dimension(out: str, w: int,
                                                       starts: tuple[int, int]) -> None:
    """The update lands only on the devices whose rows it reaches, across shard
    boundaries, with the start clamped as the global op clamps it."""
    import numpy as np

    module = parse_module(DUS.format(out=out, w=w))
    assert isinstance(module, ModuleOp)
    rng = np.random.default_rng(0)
    args = [rng.standard_normal((16, 12)).astype(np.float32),
            rng.standard_normal((5, w)).astype(np.float32),
            np.array(starts[0], np.int32), np.array(starts[1], np.int32)]
    assert simulate(module, args).ok
