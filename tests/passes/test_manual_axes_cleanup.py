"""sdy-manual-axes-cleanup: sorted manual axes, unused manual axes made replicated."""

from __future__ import annotations

import pytest

from planner.model.ir.diagnostics import PlannerError
from planner.model.sharding.axis import AxisRef, sort_and_merge
from planner.model.sharding.mesh import MeshAttr, MeshAxis
from planner.passes.imports.manual_axes_cleanup import axis_set_diff
from tests.passes.differential import assert_both_reject, assert_same_as_shardy, ours

PASSES = ["sdy-manual-axes-cleanup"]
MESH = 'sdy.mesh @mesh = <["a"=4, "b"=2, "c"=2]>\n'


def manual(in_shardings: str, out_shardings: str, axes: str, local: str,
           body: str = "", ret: str = "%arg1", outer: str = "tensor<8x8xf32>") -> str:
    """A function wrapping one manual computation with one operand and one result."""
    return MESH + f"""
func.func @main(%arg0: {outer}) -> {outer} {{
  %0 = sdy.manual_computation(%arg0) in_shardings=[{in_shardings}] out_shardings=[{out_shardings}] manual_axes={axes} (%arg1: {local}) {{
    {body}
    sdy.return {ret} : {local}
  }} : ({outer}) -> {outer}
  return %0 : {outer}
}}"""


CASES: dict[str, str] = {
    "unsorted_manual_axes_sorted": manual('<@mesh, [{"c"}, {"a"}]>', '<@mesh, [{"c"}, {"a"}]>',
                                          '{"c", "a"}', "tensor<4x2xf32>"),
    "unused_axes_become_replicated": manual('<@mesh, [{"a"}, {}]>', '<@mesh, [{}, {}]>',
                                            '{"a", "c"}', "tensor<2x8xf32>",
                                            ret="%1", body='%1 = stablehlo.concatenate %arg1, '
                                            '%arg1, %arg1, %arg1, dim = 0 : (tensor<2x8xf32>, '
                                            'tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>) '
                                            '-> tensor<8x8xf32>').replace(
        "sdy.return %1 : tensor<2x8xf32>", "sdy.return %1 : tensor<8x8xf32>"),
    "all_manual_axes_used": manual('<@mesh, [{"a"}, {"b"}]>',
                                   '<@mesh, [{}, {}], replicated={"a"}, unreduced={"b"}>',
                                   '{"a", "b"}', "tensor<2x4xf32>", ret="%1",
                                   body='%1 = sdy.constant dense<0.0> : tensor<8x8xf32>'
                                   ).replace(
        "sdy.return %1 : tensor<2x4xf32>", "sdy.return %1 : tensor<8x8xf32>"),
    "unused_part_of_sub_axis_and_merge": manual(
        '<@mesh, [{"c", "a":(1)2}, {}]>', '<@mesh, [{}, {}], replicated={"a":(1)2}>',
        '{"c", "a"}', "tensor<2x8xf32>", ret="%1",
        body='%1 = stablehlo.concatenate %arg1, %arg1, %arg1, %arg1, dim = 0 : '
             '(tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>) -> '
             'tensor<8x8xf32>').replace("sdy.return %1 : tensor<2x8xf32>",
                                        "sdy.return %1 : tensor<8x8xf32>"),
    "sub_axis_in_the_middle_used": manual(
        '<@mesh, [{"a":(2)2}, {}]>', '<@mesh, [{"a":(2)2}, {}]>', '{"a"}',
        "tensor<4x8xf32>"),
    "no_manual_axes": manual('<@mesh, [{"a", ?}, {}]>', '<@mesh, [{}, {?}], replicated={"c"}>',
                             "{}", "tensor<8x8xf32>"),
    "empty_mesh_rebound_to_common_mesh": MESH + 'sdy.mesh @empty = <[]>\n' + """
func.func @main(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@empty, [{}, {}]>, <@mesh, [{"b"}, {}]>] out_shardings=[<@empty, [{}, {}]>] manual_axes={"b"} (%arg2: tensor<8x8xf32>, %arg3: tensor<4x8xf32>) {
    sdy.return %arg2 : tensor<8x8xf32>
  } : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}""",
    "inlined_common_mesh": """
func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<mesh<["x"=2, "y"=2]>, [{"y"}, {}]>] out_shardings=[<mesh<["x"=2, "y"=2]>, [{"y"}, {}]>] manual_axes={"y", "x"} (%arg1: tensor<4x8xf32>) {
    sdy.return %arg1 : tensor<4x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}""",
    "nested_manual_computations": MESH + """
func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{}, {"b"}]>] out_shardings=[<@mesh, [{}, {"b"}]>] manual_axes={"c", "b"} (%arg1: tensor<8x4xf32>) {
    %1 = sdy.manual_computation(%arg1) in_shardings=[<@mesh, [{"a"}, {}]>] out_shardings=[<@mesh, [{}, {}]>] manual_axes={"a"} (%arg2: tensor<2x4xf32>) {
      %2 = stablehlo.concatenate %arg2, %arg2, %arg2, %arg2, dim = 0 : (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<8x4xf32>
      sdy.return %2 : tensor<8x4xf32>
    } : (tensor<8x4xf32>) -> tensor<8x4xf32>
    sdy.return %1 : tensor<8x4xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}""",
    "no_inputs_outputs_empty_body": MESH + """
func.func @main() {
  sdy.manual_computation() in_shardings=[] out_shardings=[] manual_axes={"a"} () {
    sdy.return
  } : () -> ()
  return
}""",
    "no_inputs_outputs_no_manual_axes": MESH + """
func.func @main() {
  sdy.manual_computation() in_shardings=[] out_shardings=[] manual_axes={} () {
    %0 = sdy.constant dense<1.0> : tensor<8xf32>
    sdy.return
  } : () -> ()
  return
}""",
    "several_results_and_functions": MESH + """
func.func @main(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %0:2 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"b", ?}, {?}]>] out_shardings=[<@mesh, [{"b"}, {}]>, <@mesh, [{}, {"c", "b"}]>] manual_axes={"c", "b"} (%arg1: tensor<4x8xf32>) {
    %1 = stablehlo.slice %arg1 [0:4, 0:4] : (tensor<4x8xf32>) -> tensor<4x4xf32>
    %2 = stablehlo.reshape %1 : (tensor<4x4xf32>) -> tensor<8x2xf32>
    sdy.return %arg1, %2 : tensor<4x8xf32>, tensor<8x2xf32>
  } : (tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>)
  %3 = call @f(%0#0) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %3, %0#1 : tensor<8x8xf32>, tensor<8x8xf32>
}
func.func private @f(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{?}, {?}], replicated={"c"}>] out_shardings=[<@mesh, [{?}, {?}]>] manual_axes={"c", "a"} (%arg1: tensor<8x8xf32>) {
    sdy.return %arg1 : tensor<8x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}""",
}

NON_EMPTY_BODY = MESH + """
func.func @main() {
  sdy.manual_computation() in_shardings=[] out_shardings=[] manual_axes={"a"} () {
    %0 = sdy.constant dense<1.0> : tensor<8xf32>
    sdy.return
  } : () -> ()
  return
}"""


@pytest.mark.jax
@pytest.mark.parametrize("name", CASES)
def test_same_as_shardy(name: str) -> None:
    assert_same_as_shardy(CASES[name], PASSES)


@pytest.mark.jax
def test_no_inputs_outputs_with_body_rejected() -> None:
    assert_both_reject(NON_EMPTY_BODY, PASSES, "op has manual_axes when there are no in/out "
                       "shardings and the body is not empty")


def test_rejects_non_empty_body_at_the_op() -> None:
    with pytest.raises(PlannerError) as info:
        ours(NON_EMPTY_BODY, PASSES)
    assert str(info.value).startswith("<case>:4:3: error: op has manual_axes when there are no")


def test_sorts_manual_axes() -> None:
    out = ours(CASES["unsorted_manual_axes_sorted"], PASSES)
    assert 'manual_axes={"a", "c"}' in out
    assert 'in_shardings=[<@mesh, [{"c"}, {"a"}]>]' in out  # nothing unused: unchanged


def test_unused_axes_replicated() -> None:
    out = ours(CASES["unused_axes_become_replicated"], PASSES)
    assert 'in_shardings=[<@mesh, [{"a"}, {}], replicated={"c"}>]' in out
    assert 'out_shardings=[<@mesh, [{}, {}], replicated={"a", "c"}>]' in out
    out = ours(CASES["unused_part_of_sub_axis_and_merge"], PASSES)
    assert 'in_shardings=[<@mesh, [{"c", "a":(1)2}, {}], replicated={"a":(2)2}>]' in out
    assert 'out_shardings=[<@mesh, [{}, {}], replicated={"a", "c"}>]' in out
    out = ours(CASES["sub_axis_in_the_middle_used"], PASSES)
    assert 'replicated={"a":(1)2}' in out


def test_rebinds_to_common_mesh() -> None:
    out = ours(CASES["empty_mesh_rebound_to_common_mesh"], PASSES)
    assert ('in_shardings=[<@mesh, [{}, {}], replicated={"b"}>, <@mesh, [{"b"}, {}]>] '
            'out_shardings=[<@mesh, [{}, {}], replicated={"b"}>]') in out


def test_axis_set_diff() -> None:
    mesh = MeshAttr((MeshAxis("a", 8), MeshAxis("b", 2)))
    a, b = AxisRef("a"), AxisRef("b")
    assert axis_set_diff([a, b], [b], mesh) == [a]
    assert axis_set_diff([a], [AxisRef.of("a", 2, 2)], mesh) == [
        AxisRef.of("a", 1, 2), AxisRef.of("a", 4, 2)]
    assert axis_set_diff([a], [AxisRef.of("a", 1, 2), AxisRef.of("a", 4, 2)], mesh) == [
        AxisRef.of("a", 2, 2)]
    assert axis_set_diff([a], [a], mesh) == []
    assert sort_and_merge([b, AxisRef.of("a", 4, 2), AxisRef.of("a", 1, 4)], mesh) == [a, b]
