"""sdy-convert-global-to-local: the per-device program equals Shardy's (jaxlib 0.10.2) on
programs whose collectives and shardings are already explicit; and where Shardy's shard
index of a sub-axis is wrong (it counts sub-axes minor-first), ours is checked against
the documented major-first order."""

from __future__ import annotations

import pytest

from planner.model.ir.diagnostics import PlannerError
from tests.passes.differential import assert_same_as_shardy, ours

PASS = "sdy-convert-global-to-local"
M24 = 'sdy.mesh @mesh = <["x"=2, "y"=4]>\n'
M222 = 'sdy.mesh @mesh = <["x"=2, "y"=2, "z"=2]>\n'
PERM = 'sdy.mesh @mesh = <["x"=2, "y"=4], device_ids=[3, 1, 2, 0, 7, 5, 6, 4]>\n'
REV = ('sdy.mesh @mesh = <["x"=2, "y"=4]>\n'
       'sdy.mesh @rev = <["x"=2, "y"=4], device_ids=[7, 6, 5, 4, 3, 2, 1, 0]>\n')


def sh(dims: str, mesh: str = "@mesh") -> str:
    return f"#sdy.sharding<{mesh}, {dims}>"


def per(dims: str) -> str:
    return f"{{sdy.sharding = #sdy.sharding_per_value<[<@mesh, {dims}>]>}}"


def prog(mesh: str, arg: str, res: str, body: str, ty: str = "tensor<16x32xf32>",
         rty: str | None = None) -> str:
    rty = rty or ty
    return (f"{mesh}func.func @main(%arg0: {ty} {{sdy.sharding = {sh(arg)}}}) -> "
            f"({rty} {{sdy.sharding = {sh(res)}}}) {{\n{body}\n}}")


T = "tensor<16x32xf32>"
CASES: dict[str, tuple[str, list[str]]] = {
    "all_gather_one_dim": (prog(M24, '[{"x"}, {"y"}]', '[{"x"}, {}]', f"""
  %0 = sdy.all_gather [{{}}, {{"y"}}] %arg0 out_sharding=<@mesh, [{{"x"}}, {{}}]> : {T}
  return %0 : {T}"""), [PASS]),
    "all_gather_two_dims_combined": (prog(M24, '[{"x"}, {"y"}]', '[{}, {}]', f"""
  %0 = sdy.all_gather [{{"x"}}, {{"y"}}] %arg0 out_sharding=<@mesh, [{{}}, {{}}]> : {T}
  return %0 : {T}"""), [PASS]),
    "all_gather_two_dims_per_dim": (prog(M24, '[{"x"}, {"y"}]', '[{}, {}]', f"""
  %0 = sdy.all_gather [{{"x"}}, {{"y"}}] %arg0 out_sharding=<@mesh, [{{}}, {{}}]> : {T}
  return %0 : {T}"""), [f"{PASS}{{per-dim-all-gather=true}}"]),
    "all_gather_sub_axis": (prog(M24, '[{"y"}, {}]', '[{"y":(1)2}, {}]', f"""
  %0 = sdy.all_gather [{{"y":(2)2}}, {{}}] %arg0 out_sharding=<@mesh, [{{"y":(1)2}}, {{}}]> : {T}
  return %0 : {T}"""), [PASS]),
    "all_reduce_device_order": (prog(PERM, '[{"x"}, {}]', '[{"x"}, {}]', f"""
  %0 = stablehlo.negate %arg0 {per('[{"x"}, {}]')} : {T}
  %1 = sdy.all_reduce {{"y"}} %0 out_sharding=<@mesh, [{{"x"}}, {{}}]> : {T}
  return %1 : {T}"""), [PASS]),
    "all_slice_two_dims_device_order": (prog(PERM, '[{}, {}]', '[{"y"}, {"x"}]', f"""
  %0 = sdy.all_slice [{{"y"}}, {{"x"}}] %arg0 out_sharding=<@mesh, [{{"y"}}, {{"x"}}]> : {T}
  return %0 : {T}"""), [PASS]),
    "all_to_all_one_param": (prog(M24, '[{"y"}, {}]', '[{}, {"y"}]', f"""
  %0 = sdy.all_to_all [{{"y"}}: 0->1] %arg0 out_sharding=<@mesh, [{{}}, {{"y"}}]> : {T}
  return %0 : {T}"""), [PASS]),
    "all_to_all_two_params": (prog(M222, '[{"x"}, {"y"}, {}, {}]', '[{}, {}, {"y"}, {"x"}]', """
  %0 = sdy.all_to_all [{"x"}: 0->3, {"y"}: 1->2] %arg0 out_sharding=<@mesh, [{}, {}, {"y"}, {"x"}]> : tensor<8x8x8x8xf32>
  return %0 : tensor<8x8x8x8xf32>""", "tensor<8x8x8x8xf32>"), [PASS]),
    "collective_permute_across_device_orders": (
        REV + 'func.func @main(%arg0: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, '
        '[{"x"}, {"y"}]>}) -> (tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@rev, '
        '[{"x"}, {"y"}]>}) {\n  %0 = sdy.collective_permute %arg0 out_sharding=<@rev, '
        '[{"x"}, {"y"}]> : tensor<16x32xf32>\n  return %0 : tensor<16x32xf32>\n}', [PASS]),
    "collective_permute_swaps_axes": (prog(M222, '[{"x"}, {"z"}]', '[{"y"}, {"x"}]', f"""
  %0 = sdy.collective_permute %arg0 out_sharding=<@mesh, [{{"y"}}, {{"x"}}]> : {T}
  return %0 : {T}"""), [PASS]),
    "reduce_scatter_one_dim": (prog(M24, '[{}, {}]', '[{}, {"y"}]', f"""
  %0 = stablehlo.negate %arg0 {per('[{}, {}]')} : {T}
  %1 = sdy.reduce_scatter [{{}}, {{"y"}}] %0 out_sharding=<@mesh, [{{}}, {{"y"}}]> : {T}
  return %1 : {T}"""), [PASS]),
    "reduce_scatter_two_dims": (prog(M24, '[{}, {}]', '[{"x"}, {"y"}]', f"""
  %0 = stablehlo.negate %arg0 {per('[{}, {}]')} : {T}
  %1 = sdy.reduce_scatter [{{"x"}}, {{"y"}}] %0 out_sharding=<@mesh, [{{"x"}}, {{"y"}}]> : {T}
  return %1 : {T}"""), [PASS]),
    "reduce_scatter_two_dims_combined": (prog(M24, '[{}, {}]', '[{"x"}, {"y"}]', f"""
  %0 = stablehlo.negate %arg0 {per('[{}, {}]')} : {T}
  %1 = sdy.reduce_scatter [{{"x"}}, {{"y"}}] %0 out_sharding=<@mesh, [{{"x"}}, {{"y"}}]> : {T}
  return %1 : {T}"""), [f"{PASS}{{combine-multi-dimension-reduce-scatter=true}}"]),
    "constants_sharded_and_splat": (prog(M24, '[{"x"}, {}]', '[{"x"}, {}]', f"""
  %0 = sdy.constant {per('[{"x"}, {}]')} dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]]> : tensor<4x2xf32>
  %1 = sdy.constant {per('[{"x"}, {}]')} dense<2.0> : {T}
  %2 = stablehlo.multiply %arg0, %1 {per('[{"x"}, {}]')} : {T}
  %3 = stablehlo.negate %0 {per('[{"x"}, {}]')} : tensor<4x2xf32>
  return %2 : {T}"""), [PASS]),
    "iota_along_and_across_sharded_dim": (prog(PERM, '[{"y"}, {"x"}]', '[{"y"}, {"x"}]', f"""
  %0 = stablehlo.iota dim = 0 {per('[{"y"}, {"x"}]')} : {T}
  %1 = stablehlo.iota dim = 1 {per('[{"y"}, {}]')} : {T}
  %2 = stablehlo.add %0, %arg0 {per('[{"y"}, {"x"}]')} : {T}
  return %2 : {T}"""), [PASS]),
    "dot_with_sharded_contraction": (
        M24 + 'func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = ' + sh('[{"x"}, {"y"}]')
        + '}, %arg1: tensor<16x32xf32> {sdy.sharding = ' + sh('[{"y"}, {}]') + '}) -> '
        '(tensor<8x32xf32> {sdy.sharding = ' + sh('[{"x"}, {}]') + '}) {\n'
        '  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] '
        + per('[{"x"}, {}]') + ' : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>\n'
        '  %1 = sdy.all_reduce {"y"} %0 out_sharding=<@mesh, [{"x"}, {}]> : tensor<8x32xf32>\n'
        '  return %1 : tensor<8x32xf32>\n}', [PASS]),
    "manual_computation_inlined": (prog(M24, '[{"x"}, {"y"}]', '[{"x"}, {"y"}]', f"""
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{{"x"}}, {{"y"}}]>] out_shardings=[<@mesh, [{{"x"}}, {{"y"}}]>] manual_axes={{"x"}} (%a: tensor<8x32xf32>) {{
    %1 = stablehlo.exponential %a {per('[{}, {"y"}]')} : tensor<8x32xf32>
    sdy.return %1 : tensor<8x32xf32>
  }} : ({T}) -> {T}
  return %0 : {T}"""), [PASS]),
    "pad_on_unsharded_dim_slice_keeping_shards": (prog(M24, '[{"x"}, {}]', '[{"x"}, {}]', f"""
  %c = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.pad %arg0, %c, low = [0, 1], high = [0, 2], interior = [0, 0] {per('[{"x"}, {}]')} : ({T}, tensor<f32>) -> tensor<16x35xf32>
  %1 = stablehlo.slice %0 [0:16, 1:33] {per('[{"x"}, {}]')} : (tensor<16x35xf32>) -> {T}
  return %1 : {T}"""), [PASS]),
    "convolution_feature_groups_sharded": (
        M24 + 'func.func @main(%arg0: tensor<2x16x8xf32> {sdy.sharding = '
        + sh('[{}, {}, {"y"}]') + '}, %arg1: tensor<3x2x8xf32> {sdy.sharding = '
        + sh('[{}, {}, {"y"}]') + '}) -> (tensor<2x16x8xf32> {sdy.sharding = '
        + sh('[{}, {}, {"y"}]') + '}) {\n  %0 = stablehlo.convolution(%arg0, %arg1) '
        'dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {pad = [[1, 1]]} '
        '{batch_group_count = 1 : i64, feature_group_count = 4 : i64, '
        + per('[{}, {}, {"y"}]')[1:-1] + '} : (tensor<2x16x8xf32>, tensor<3x2x8xf32>) -> '
        'tensor<2x16x8xf32>\n  return %0 : tensor<2x16x8xf32>\n}', [PASS]),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_same_as_shardy(name: str) -> None:
    text, passes = CASES[name]
    assert_same_as_shardy(text, passes)


def test_sub_axis_slice_offsets_are_major_first() -> None:
    # "y":(1)2 is the major half of y: devices 0,1 (y=0,1) hold rows 0-7, devices 2,3 rows
    # 8-15 (Shardy 0.10.2 computes (y % 2) instead, the minor half).
    text = prog(M24, '[{}, {}]', '[{"y":(1)2}, {}]', f"""
  %0 = sdy.all_slice [{{"y":(1)2}}, {{}}] %arg0 out_sharding=<@mesh, [{{"y":(1)2}}, {{}}]> : {T}
  return %0 : {T}""")
    got = ours(text, [PASS])
    assert "dense<[0, 0, 8, 8, 0, 0, 8, 8]> : tensor<8xi64>" in got, got


def test_sub_axis_permute_pairs_are_major_first() -> None:
    # x -> "y":(2)2 (the minor half of y). Device 1 (x=0, y=1) holds the shard of index 1
    # over (x, y major half, y minor half); under (y minor, x, y major) that index belongs
    # to device 2 (y=2). Shardy 0.10.2 sends it to device 4 (sub-axes counted minor-first).
    text = prog(M24, '[{"x"}, {}]', '[{"y":(2)2}, {}]', f"""
  %0 = sdy.collective_permute %arg0 out_sharding=<@mesh, [{{"y":(2)2}}, {{}}]> : {T}
  return %0 : {T}""")
    got = ours(text, [PASS])
    assert "dense<[[0, 0], [1, 2], [2, 4], [3, 6], [4, 1], [5, 3], [6, 5], [7, 7]]>" in got, got


def test_non_divisible_sharding_is_an_error() -> None:
    text = prog(M24, '[{}, {"y"}]', '[{}, {"y"}]', """
  return %arg0 : tensor<16x30xf32>""", "tensor<16x30xf32>")
    with pytest.raises(PlannerError, match="not divisible by 4"):
        ours(text, [PASS])


REPLICA_PROGRAM = prog(M24, '[{}, {"y"}]', '[{"x"}, {}]', """
  %c = sdy.constant """ + per('[{"x"}, {}]') + """ dense<[[1.0], [2.0], [3.0], [4.0], [5.0], [6.0], [7.0], [8.0], [9.0], [10.0], [11.0], [12.0], [13.0], [14.0], [15.0], [16.0]]> : tensor<16x1xf32>
  %0 = sdy.all_slice [{"x"}, {}] %arg0 out_sharding=<@mesh, [{"x"}, {"y"}]> : tensor<16x32xf32>
  %1 = sdy.all_gather [{}, {"y"}] %0 out_sharding=<@mesh, [{"x"}, {}]> : tensor<16x32xf32>
  %2 = stablehlo.broadcast_in_dim %c, dims = [0, 1] """ + per('[{"x"}, {}]') + """ : (tensor<16x1xf32>) -> tensor<16x32xf32>
  %3 = stablehlo.add %1, %2 """ + per('[{"x"}, {}]') + """ : tensor<16x32xf32>
  return %3 : tensor<16x32xf32>""")


def test_replica_count_tells_devices_apart_by_replica_id() -> None:
    # Shardy's replica-count option (newer than jaxlib 0.10.2): the same program, with the
    # device's id read from stablehlo.replica_id; run as 8 replicas it computes on every
    # device what the partition-id program computes as 8 partitions.
    import numpy as np

    from planner.model.text.io import parse_module
    from planner.runtime.interpreter import Interpreter

    by_partition = ours(REPLICA_PROGRAM, [PASS])
    by_replica = ours(REPLICA_PROGRAM, [PASS + "{replica-count=8 partition-count=1}"])
    assert "stablehlo.replica_id" in by_replica and "partition_id" not in by_replica
    assert by_replica.replace("replica_id", "partition_id") == by_partition
    x = np.arange(16 * 32, dtype=np.float32).reshape(16, 32)
    shards = [[x[:, 8 * (d % 4):8 * (d % 4) + 8] for d in range(8)]]  # y is the minor axis
    outs = []
    for text, replicas, partitions in ((by_partition, 1, 8), (by_replica, 8, 1)):
        module = parse_module(text, "<local>")
        outs.append(Interpreter(module, replicas, partitions).run("main", shards)[0])  # type: ignore[arg-type]
    for d in range(8):
        rows = slice(8 * (d // 4), 8 * (d // 4) + 8)  # x is the major axis
        np.testing.assert_array_equal(outs[1][d], outs[0][d])
        np.testing.assert_array_equal(outs[0][d], x[rows] + np.arange(1, 17)[rows, None])


def test_replicas_and_partitions_together_are_an_error() -> None:
    with pytest.raises(PlannerError, match="replica-count > 1 and partition-count > 1"):
        ours(REPLICA_PROGRAM, [PASS + "{replica-count=2 partition-count=4}"])


@pytest.mark.parametrize("name", [n for n, (_, p) in CASES.items() if p == [PASS]])
def test_hoisted_device_ids_compute_the_same(name: str) -> None:
    # The planner's option: one partition id per function, each device table built once;
    # every device computes what Shardy's form (an id read at every use) computes.
    import numpy as np

    from planner.model.text.io import parse_module
    from planner.runtime.interpreter import Interpreter

    text = CASES[name][0]
    plain = parse_module(ours(text, [PASS]), "<plain>")
    hoisted = parse_module(ours(text, [PASS + "{hoist-device-ids=true}"]), "<hoisted>")
    read = [sum(op.name == "stablehlo.partition_id" for op in m.walk())
            for m in (plain, hoisted)]
    assert read[1] == min(read[0], 1)
    rng = np.random.default_rng(0)
    args = plain.entry_function().body.args
    inputs = [[rng.standard_normal(a.tensor_type.static_shape).astype(np.float32)
               for _ in range(8)] for a in args]
    want = Interpreter(plain, 1, 8).run("main", inputs)  # type: ignore[arg-type]
    got = Interpreter(hoisted, 1, 8).run("main", inputs)  # type: ignore[arg-type]
    for w, g in zip(want, got, strict=True):
        for d in range(8):
            np.testing.assert_array_equal(g[d], w[d])
