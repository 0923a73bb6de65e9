"""sdy-update-non-divisible-input-output-shardings: function inputs/outputs, call results and
manual computation in/out shardings cut to their largest evenly dividing prefix."""

from __future__ import annotations

import pytest

from planner.model.sharding.axis import AxisRef
from planner.model.sharding.mesh import MeshAttr, MeshAxis
from planner.model.sharding.tensor_sharding import DimSharding
from planner.passes.exports.update_non_divisible_input_output_shardings import even_dim
from tests.passes.differential import assert_both_reject, assert_same_as_shardy, ours

PASSES = ["sdy-update-non-divisible-input-output-shardings"]
MESH = 'sdy.mesh @mesh = <["x"=4, "y"=2]>\n'
# Meshes of one module must have the same number of devices (our verifier insists).
MESH24 = 'sdy.mesh @m83 = <["x"=8, "y"=3]>\nsdy.mesh @m24 = <["x"=24]>\n'

CASES: dict[str, str] = {
    "dividing_dims_kept_with_priorities": MESH + """
func.func @main(%arg0: tensor<8x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}p1, {"y"}p0]>})
    -> (tensor<8x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y"}p2, {}]>}) {
  return %arg0 : tensor<8x6xf32>
}""",
    "full_axis_cut_to_sub_axis": MESH + """
func.func @main(%arg0: tensor<2x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>},
                %arg1: tensor<6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}]>})
    -> tensor<2x2xf32> {
  return %arg0 : tensor<2x2xf32>
}""",
    "no_common_factor_leaves_empty_dim": MESH + """
func.func @main(%arg0: tensor<3x5xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y", ?}]>},
                %arg1: tensor<1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}]>})
    -> tensor<3x5xf32> {
  return %arg0 : tensor<3x5xf32>
}""",
    "partial_axis_ends_the_prefix": MESH24 + """
func.func @main(%arg0: tensor<6xf32> {sdy.sharding = #sdy.sharding<@m83, [{"x", "y"}]>},
                %arg1: tensor<6xf32> {sdy.sharding = #sdy.sharding<@m83, [{"y", "x"}]>},
                %arg2: tensor<12xf32> {sdy.sharding = #sdy.sharding<@m83, [{"y", "x"}]>},
                %arg3: tensor<8xf32> {sdy.sharding = #sdy.sharding<@m83, [{"x", "y"}]>})
    -> tensor<6xf32> {
  return %arg0 : tensor<6xf32>
}""",
    "sub_axes_cut_keep_pre_size": MESH24 + """
func.func @main(%arg0: tensor<6xf32> {sdy.sharding = #sdy.sharding<@m24, [{"x":(6)4}]>},
                %arg1: tensor<6xf32> {sdy.sharding = #sdy.sharding<@m24, [{"x":(1)8}]>},
                %arg2: tensor<6xf32> {sdy.sharding = #sdy.sharding<@m24, [{"x":(6)2}]>},
                %arg3: tensor<6xf32> {sdy.sharding = #sdy.sharding<@m83, [{"x":(1)4, "y"}]>})
    -> tensor<6xf32> {
  return %arg0 : tensor<6xf32>
}""",
    "cut_dims_lose_priority_keep_open_flag": MESH + """
func.func @main(%arg0: tensor<2x4x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}p1, {"y"}p2, {?}p3]>})
    -> (tensor<2x4x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}p0, {?}, {"y", ?}p1]>}) {
  return %arg0 : tensor<2x4x3xf32>
}""",
    "replicated_and_unreduced_kept": MESH + """
func.func @main(%arg0: tensor<2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}], replicated={"y"}>})
    -> (tensor<2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}], unreduced={"y"}>}) {
  return %arg0 : tensor<2xf32>
}""",
    "every_function_and_call_results": MESH + """
func.func @main(%arg0: tensor<2x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) -> tensor<2x2xf32> {
  %0 = call @f(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {"y"}]>]>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %1:2 = call @g(%0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>, <@mesh, [{"y", "x"}, {}]>]>} : (tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2x2xf32>)
  return %1#0 : tensor<2x2xf32>
}
func.func private @f(%arg0: tensor<2x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>})
    -> (tensor<2x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}, {}]>}) {
  return %arg0 : tensor<2x2xf32>
}
func.func private @g(%arg0: tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2x2xf32>) {
  return %arg0, %arg0 : tensor<2x2xf32>, tensor<2x2xf32>
}""",
    "other_ops_untouched": MESH + """
func.func @main(%arg0: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = stablehlo.add %arg0, %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {"y"}]>]>} : tensor<2x2xf32>
  %1 = sdy.sharding_constraint %0 <@mesh, [{"x"}, {}]> : tensor<2x2xf32>
  %2 = sdy.reshard %1 <@mesh, [{}, {"x"}]> : tensor<2x2xf32>
  %3 = stablehlo.optimization_barrier {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} %2 : tensor<2x2xf32>
  return %3 : tensor<2x2xf32>
}""",
    "manual_computation_in_and_out": """
sdy.mesh @mesh = <["a"=4, "b"=4, "c"=4]>
func.func @main(%arg0: tensor<24x6xf32>, %arg1: tensor<12xf32>) -> (tensor<24x6xf32>, tensor<12xf32>) {
  %0:2 = sdy.manual_computation(%arg0, %arg1)
      in_shardings=[<@mesh, [{"a", "b", ?}p1, {"c"}p2]>, <@mesh, [{"a", "c"}], replicated={"b"}>]
      out_shardings=[<@mesh, [{"a", "b", "c"}, {?}]>, <@mesh, [{"a"}], replicated={"c"}>]
      manual_axes={"a"} (%arg2: tensor<6x6xf32>, %arg3: tensor<3xf32>) {
    sdy.return %arg2, %arg3 : tensor<6x6xf32>, tensor<3xf32>
  } : (tensor<24x6xf32>, tensor<12xf32>) -> (tensor<24x6xf32>, tensor<12xf32>)
  return %0#0, %0#1 : tensor<24x6xf32>, tensor<12xf32>
}""",
    "named_computation_untouched": MESH + """
func.func @main(%arg0: tensor<6xf32>) -> tensor<6xf32> {
  %0 = sdy.named_computation<"foo">(%arg0) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x", "y"}]>] (%arg1: tensor<6xf32>) {
    sdy.return %arg1 : tensor<6xf32>
  } : (tensor<6xf32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}""",
    "calls_and_manual_computations_in_regions": MESH + """
func.func @main(%arg0: tensor<i32>, %arg1: tensor<6xf32>) -> tensor<6xf32> {
  %0 = "stablehlo.case"(%arg0) ({
    %1 = func.call @f(%arg1) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x", ?}]>]>} : (tensor<6xf32>) -> tensor<6xf32>
    stablehlo.return %1 : tensor<6xf32>
  }, {
    %1 = sdy.manual_computation(%arg1) in_shardings=[<@mesh, [{"y", "x"}]>] out_shardings=[<@mesh, [{"y", "x"}]>] manual_axes={"y"} (%arg2: tensor<3xf32>) {
      sdy.return %arg2 : tensor<3xf32>
    } : (tensor<6xf32>) -> tensor<6xf32>
    stablehlo.return %1 : tensor<6xf32>
  }) : (tensor<i32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}
func.func private @f(%arg0: tensor<6xf32>) -> tensor<6xf32> {
  return %arg0 : tensor<6xf32>
}""",
    "inlined_mesh": """
func.func @main(%arg0: tensor<1x3xf32> {sdy.sharding = #sdy.sharding<mesh<["a"=4, "b"=2]>, [{"a"}, {"b", ?}]>})
    -> tensor<1x3xf32> {
  return %arg0 : tensor<1x3xf32>
}""",
    "scalar_and_unsharded_values": MESH + """
func.func @main(%arg0: tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, [], replicated={"x"}>},
                %arg1: tensor<3xf32>, %arg2: tensor<3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}]>})
    -> (tensor<f32>, tensor<3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}]>}) {
  return %arg0, %arg1 : tensor<f32>, tensor<3xf32>
}""",
    "maximal_sharding_untouched": MESH + """
sdy.mesh @maximal = <[], device_ids=[0]>
func.func @main(%arg0: tensor<6xf32> {sdy.sharding = #sdy.sharding<@maximal, []>})
    -> (tensor<6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) {
  %0 = stablehlo.custom_call @foo(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@maximal, []>]>} : (tensor<6xf32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}""",
    "dynamic_shapes_untouched": MESH + """
func.func @main(%arg0: tensor<?x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {"x"}]>})
    -> (tensor<?x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {"x"}]>}) {
  return %arg0 : tensor<?x6xf32>
}""",
}


@pytest.mark.jax
@pytest.mark.parametrize("name", CASES)
def test_same_as_shardy(name: str) -> None:
    assert_same_as_shardy(CASES[name], PASSES)


@pytest.mark.jax
def test_unknown_mesh_rejected() -> None:
    text = """
func.func @main(%arg0: tensor<3xf32> {sdy.sharding = #sdy.sharding<@nowhere, [{"x"}]>}) -> tensor<3xf32> {
  return %arg0 : tensor<3xf32>
}"""
    assert_both_reject(text, PASSES, "nowhere")


def test_even_dim() -> None:
    mesh = MeshAttr((MeshAxis("x", 8), MeshAxis("y", 3)))
    x, y = AxisRef("x"), AxisRef("y")
    assert even_dim(DimSharding((x,), priority=1), 16, mesh) == DimSharding((x,), priority=1)
    assert even_dim(DimSharding((x, y)), 6, mesh) == DimSharding((AxisRef.of("x", 1, 2),))
    assert even_dim(DimSharding((y, x)), 6, mesh) == DimSharding((y, AxisRef.of("x", 1, 2)))
    assert even_dim(DimSharding((y, x), False, 2), 12, mesh) == \
        DimSharding((y, AxisRef.of("x", 1, 4)), False)
    assert even_dim(DimSharding((x,), False, 0), 5, mesh) == DimSharding((), False)
    assert even_dim(DimSharding((AxisRef.of("x", 2, 4),)), 6, mesh) == \
        DimSharding((AxisRef.of("x", 2, 2),))


def test_arguments_results_and_calls() -> None:
    out = ours(CASES["every_function_and_call_results"], PASSES)
    assert out.count('[{"x":(1)2}, {"y"}]') == 3  # main and @f arguments, call result
    assert '-> (tensor<2x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)2, ?}, {}]>})' in out
    assert '<@mesh, [{"x":(1)2}, {}]>, <@mesh, [{"y"}, {}]>' in out


def test_priorities_and_flags() -> None:
    out = ours(CASES["cut_dims_lose_priority_keep_open_flag"], PASSES)
    assert '[{"x":(1)2, ?}, {"y"}p2, {?}p3]' in out
    assert '[{"x":(1)2}, {?}, {?}]' in out


def test_manual_computation_keeps_manual_axes() -> None:
    out = ours(CASES["manual_computation_in_and_out"], PASSES)
    assert 'in_shardings=[<@mesh, [{"a", "b":(1)2, ?}, {"c":(1)2}]>, ' \
           '<@mesh, [{"a"}], replicated={"b"}>]' in out
    assert 'out_shardings=[<@mesh, [{"a", "b":(1)2}, {?}]>, <@mesh, [{"a"}], replicated={"c"}>]' \
        in out


def test_other_ops_unchanged() -> None:
    text = CASES["other_ops_untouched"] + "\n" + CASES["named_computation_untouched"].replace(
        MESH, "").replace("@main", "@other")
    out = ours(text, PASSES)
    assert ":(" not in out


def test_declaration_arguments_updated() -> None:
    # Shardy crashes on a declaration with arguments; we update its argument attributes.
    text = MESH + """
func.func private @ext(tensor<3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>})
    -> (tensor<6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>})"""
    out = ours(text, PASSES)
    assert '(tensor<3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>})' in out
    assert '-> (tensor<6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)2}]>})' in out
