"""StableHLO collectives as exchanges between simulated devices, process groups per the
spec (cross_replica, cross_partition, cross_replica_and_partition, flattened_ids), and the
bytes each device sends under the ring model."""

from __future__ import annotations

import numpy as np
import pytest

from planner.model.dialects.ops import ModuleOp
from planner.model.text.io import parse_module
from planner.runtime.interpreter import Interpreter

ADD = """({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %s = stablehlo.add %x, %y : tensor<f32>
      stablehlo.return %s : tensor<f32>
    })"""


def run(body: str, in_type: str, out_type: str, R: int, P: int) -> tuple[list, Interpreter]:
    text = f"""module {{
  func.func @main(%a: {in_type}) -> {out_type} {{
    %0 = {body} : ({in_type}) -> {out_type}
    return %0 : {out_type}
  }}
}}"""
    module = parse_module(text, "<t>")
    assert isinstance(module, ModuleOp)
    interp = Interpreter(module, R, P)
    inputs = [[np.arange(4, dtype=np.float32).reshape(2, 2) + 10 * d for d in range(R * P)]]
    return interp.run("main", inputs)[0], interp


def _x(d: int) -> np.ndarray:
    return np.arange(4, dtype=np.float32).reshape(2, 2) + 10 * d


T = "tensor<2x2xf32>"


@pytest.mark.parametrize("groups,channel,use_global,R,P,expect", [
    # flattened ids, non-iota groups
    ("[[0, 3], [1, 2]]", True, True, 1, 4, [[0, 3], [1, 2]]),
    # cross_replica: replica groups within each partition
    ("[[0, 1]]", False, False, 2, 2, [[0, 2], [1, 3]]),
    # cross_replica_and_partition: replicas in the group x every partition
    ("[[0], [1]]", True, False, 2, 2, [[0, 1], [2, 3]]),
])
def test_all_reduce_process_groups(groups: str, channel: bool, use_global: bool, R: int,
                                   P: int, expect: list[list[int]]) -> None:
    props = [f"replica_groups = dense<{groups}> : tensor<{len(eval(groups))}x"
             f"{len(eval(groups)[0])}xi64>"]
    if channel:
        props.append("channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>")
    if use_global:
        props.append("use_global_device_ids")
    out, interp = run(f'"stablehlo.all_reduce"(%a) <{{{", ".join(props)}}}> {ADD}', T, T, R, P)
    for g in expect:
        want = sum(_x(d) for d in g)
        for d in g:
            np.testing.assert_array_equal(out[d], want)
    assert dict(interp.counters.by_device) == {d: 16 * 2 * (len(expect[0]) - 1) //
                                                len(expect[0]) for d in range(R * P)}


def test_all_gather_reduce_scatter_all_to_all() -> None:
    g = ('replica_groups = dense<[[2, 0, 3, 1]]> : tensor<1x4xi64>, channel_handle = '
         '#stablehlo.channel_handle<handle = 1, type = 1>, use_global_device_ids')
    out, interp = run(f'"stablehlo.all_gather"(%a) <{{all_gather_dim = 1 : i64, {g}}}>', T,
                      "tensor<2x8xf32>", 1, 4)
    want = np.concatenate([_x(d) for d in (2, 0, 3, 1)], axis=1)
    assert all(np.array_equal(o, want) for o in out)
    assert set(interp.counters.by_device.values()) == {16 * 3}
    # all_to_all across partitions (channel): split dim 0 in 2, concat on dim 1
    a2a = ('replica_groups = dense<[[1, 0], [3, 2]]> : tensor<2x2xi64>, channel_handle = '
           '#stablehlo.channel_handle<handle = 1, type = 1>, split_dimension = 0 : i64, '
           'concat_dimension = 1 : i64, split_count = 2 : i64')
    out, interp = run(f'"stablehlo.all_to_all"(%a) <{{{a2a}}}>', T, "tensor<1x4xf32>", 1, 4)
    np.testing.assert_array_equal(out[1], np.concatenate([_x(1)[:1], _x(0)[:1]], axis=1))
    np.testing.assert_array_equal(out[0], np.concatenate([_x(1)[1:], _x(0)[1:]], axis=1))
    assert set(interp.counters.by_device.values()) == {8}


def test_reduce_scatter_values() -> None:
    g = ('replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, channel_handle = '
         '#stablehlo.channel_handle<handle = 1, type = 1>, use_global_device_ids')
    text = f"""module {{
  func.func @main(%a: tensor<4x2xf32>) -> tensor<2x2xf32> {{
    %0 = "stablehlo.reduce_scatter"(%a) <{{scatter_dimension = 0 : i64, {g}}}> {ADD} : (tensor<4x2xf32>) -> tensor<2x2xf32>
    return %0 : tensor<2x2xf32>
  }}
}}"""
    module = parse_module(text, "<t>")
    interp = Interpreter(module, 1, 4)  # type: ignore[arg-type]
    xs = [np.arange(8, dtype=np.float32).reshape(4, 2) * (d + 1) for d in range(4)]
    out = interp.run("main", [xs])[0]
    np.testing.assert_array_equal(out[1], (xs[0] + xs[1])[2:])
    np.testing.assert_array_equal(out[2], (xs[2] + xs[3])[:2])
    assert set(interp.counters.by_device.values()) == {16}


def test_collective_permute_and_broadcast() -> None:
    pairs = ('source_target_pairs = dense<[[0, 2], [2, 1], [1, 0]]> : tensor<3x2xi64>, '
             'channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>')
    out, interp = run(f'"stablehlo.collective_permute"(%a) <{{{pairs}}}>', T, T, 1, 4)
    np.testing.assert_array_equal(out[2], _x(0))
    np.testing.assert_array_equal(out[0], _x(1))
    np.testing.assert_array_equal(out[3], np.zeros((2, 2)))  # not a target: zeros
    assert dict(interp.counters.by_device) == {0: 16, 1: 16, 2: 16, 3: 0}
    # cross_replica permute on 2 replicas x 2 partitions
    out, _ = run('"stablehlo.collective_permute"(%a) <{source_target_pairs = dense<[[0, 1]]> '
                 ': tensor<1x2xi64>}>', T, T, 2, 2)
    np.testing.assert_array_equal(out[2], _x(0))
    np.testing.assert_array_equal(out[3], _x(1))
    bc = ('replica_groups = dense<[[3, 1]]> : tensor<1x2xi64>, channel_handle = '
          '#stablehlo.channel_handle<handle = 1, type = 1>')
    out, _ = run(f'"stablehlo.collective_broadcast"(%a) <{{{bc}}}>', T, T, 1, 4)
    np.testing.assert_array_equal(out[1], _x(3))
    np.testing.assert_array_equal(out[0], np.zeros((2, 2)))


def test_partition_and_replica_ids() -> None:
    text = """module {
  func.func @main() -> (tensor<ui32>, tensor<ui32>) {
    %0 = stablehlo.partition_id : tensor<ui32>
    %1 = stablehlo.replica_id : tensor<ui32>
    return %0, %1 : tensor<ui32>, tensor<ui32>
  }
}"""
    out = Interpreter(parse_module(text, "<t>"), 2, 3).run("main", [])  # type: ignore[arg-type]
    assert [int(x) for x in out[0]] == [0, 1, 2, 0, 1, 2]
    assert [int(x) for x in out[1]] == [0, 0, 0, 1, 1, 1]


BRANCHES = """module {
  func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
    %p = stablehlo.partition_id : tensor<ui32>
    %i = stablehlo.convert %p : (tensor<ui32>) -> tensor<i32>
    %0 = "stablehlo.case"(%i) ({
      stablehlo.return %a : tensor<2xf32>
    }, {
      %n = stablehlo.negate %a : tensor<2xf32>
      stablehlo.return %n : tensor<2xf32>
    }, {
      %r = BRANCH
      stablehlo.return %r : tensor<2xf32>
    }) : (tensor<i32>) -> tensor<2xf32>
    return %0 : tensor<2xf32>
  }
}"""


def test_devices_may_take_different_branches() -> None:
    # device 3 takes the last branch (an index out of range), as the spec says
    module = parse_module(BRANCHES.replace("BRANCH", "stablehlo.add %a, %a : tensor<2xf32>"),
                          "<t>")
    inputs = [[np.array([1.0, 2.0], np.float32) * (d + 1) for d in range(4)]]
    out = Interpreter(module, 1, 4).run("main", inputs)[0]  # type: ignore[arg-type]
    assert [o.tolist() for o in out] == [[1, 2], [-2, -4], [6, 12], [8, 16]]


def test_different_branches_with_a_collective_are_refused() -> None:
    from planner.model.ir.diagnostics import PlannerError

    gather = ('"stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = '
              'dense<[[0], [1], [2], [3]]> : tensor<4x1xi64>} : (tensor<2xf32>) -> '
              'tensor<2xf32>')
    module = parse_module(BRANCHES.replace("BRANCH", gather), "<t>")
    inputs = [[np.ones(2, np.float32)] * 4]
    with pytest.raises(PlannerError, match="devices disagree on the branch taken and a "
                                           "branch holds a collective"):
        Interpreter(module, 1, 4).run("main", inputs)  # type: ignore[arg-type]
