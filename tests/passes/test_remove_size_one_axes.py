"""sdy-remove-size-one-axes: size-one axes removed from every sharding, meshes kept."""

from __future__ import annotations

import pytest

from planner.model.sharding.axis import AxisRef
from planner.model.sharding.mesh import MeshAttr, MeshAxis
from planner.model.sharding.tensor_sharding import DimSharding, TensorSharding
from planner.passes.imports.remove_size_one_axes import without_size_one_axes
from tests.passes.differential import assert_both_reject, assert_same_as_shardy, ours

PASSES = ["sdy-remove-size-one-axes"]
MESH = 'sdy.mesh @m = <["a"=1, "b"=2, "c"=1, "d"=4]>\nsdy.mesh @n = <["x"=8]>\n'

CASES: dict[str, str] = {
    "function_arguments_and_results": MESH + """
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"a", "b"}, {"c", ?}]>},
                %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"d", "c", ?}, {}], replicated={"a", "b"}>})
    -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"c"}, {?}], unreduced={"a", "d"}>}) {
  return %arg0 : tensor<8x8xf32>
}""",
    "priorities_of_emptied_closed_dims_dropped": MESH + """
func.func @main(%arg0: tensor<8x8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"a"}p0, {"c", ?}p1, {"d"}p2]>})
    -> tensor<8x8x8xf32> {
  return %arg0 : tensor<8x8x8xf32>
}""",
    "op_shardings": MESH + """
func.func @main(%arg0: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %0 = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"d", "a"}], replicated={"c"}>]>} : tensor<8xf32>
  %1:2 = stablehlo.optimization_barrier {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"a", ?}]>, <@m, [{"c", "b"}]>]>} %0, %arg0 : tensor<8xf32>, tensor<8xf32>
  return %1#0, %1#1 : tensor<8xf32>, tensor<8xf32>
}""",
    "constraint_reshard_and_edges": MESH + """
func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = sdy.sharding_constraint %arg0 <@m, [{"a", "d", ?}]> : tensor<8xf32>
  %1 = sdy.reshard %0 <@m, [{"b", "c"}], replicated={"a"}> : tensor<8xf32>
  %2 = stablehlo.negate %1 : tensor<8xf32>
  %3 = sdy.data_flow_edge %2 sharding=<@m, [{"c", ?}]> : tensor<8xf32>
  return %3 : tensor<8xf32>
}""",
    "manual_computation_keeps_manual_axes": MESH + """
func.func @main(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@m, [{"d", "a"}, {"b"}]>] out_shardings=[<@m, [{"d"}, {"b"}], replicated={"c"}>] manual_axes={"a", "b", "c", "d"} (%arg1: tensor<2x8xf32>) {
    %1 = stablehlo.negate %arg1 : tensor<2x8xf32>
    sdy.return %1 : tensor<2x8xf32>
  } : (tensor<8x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}""",
    "named_computation_and_call": MESH + """
func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = sdy.named_computation<"foo">(%arg0) in_shardings=[<@m, [{"a", "b"}]>] out_shardings=[<@m, [{"b", "c", ?}]>] (%arg1: tensor<8xf32>) {
    %2 = stablehlo.abs %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"c"}]>]>} : tensor<8xf32>
    sdy.return %2 : tensor<8xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  %1 = call @f(%0) {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"d", "a"}]>]>} : (tensor<8xf32>) -> tensor<8xf32>
  return %1 : tensor<8xf32>
}
func.func private @f(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@m, [{"d", "a"}]>}) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}""",
    "other_meshes_and_inlined_meshes": MESH + """
func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@n, [{"x"}]>},
                %arg1: tensor<8xf32> {sdy.sharding = #sdy.sharding<mesh<["p"=1, "q"=8]>, [{"p", "q"}]>})
    -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<mesh<["p"=1, "q"=8]>, [{"q", ?}], replicated={"p"}>}) {
  return %arg0 : tensor<8xf32>
}""",
    "no_mesh_with_size_one_axes": """
sdy.mesh @n = <["x"=8]>
func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<mesh<["p"=1, "q"=8]>, [{"p", "q"}]>})
    -> tensor<8xf32> {
  %0 = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<mesh<["p"=1, "q"=8]>, [{"p", ?}]>]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}""",
    "collectives_not_naming_removed_axes": MESH + """
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"b", "a"}, {"c"}]>}) -> tensor<8x8xf32> {
  %0 = sdy.all_reduce {"d"} %arg0 out_sharding=<@m, [{"b", "a"}, {"c"}]> : tensor<8x8xf32>
  %1 = sdy.all_slice [{}, {"d"}] %0 out_sharding=<@m, [{"b", "a"}, {"c", "d"}]> : tensor<8x8xf32>
  %2 = sdy.collective_permute %1 out_sharding=<@m, [{"a", "b"}, {"d", "c"}]> : tensor<8x8xf32>
  return %2 : tensor<8x8xf32>
}""",
    "while_and_nested_regions": MESH + """
func.func @main(%arg0: tensor<8xf32>, %arg1: tensor<i32>) -> tensor<8xf32> {
  %0:2 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1) : tensor<8xf32>, tensor<i32>
    attributes {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"a", "d"}]>, <@m, []>]>}
  cond {
    %1 = stablehlo.compare LT, %iterArg_0, %iterArg_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  } do {
    %1 = stablehlo.negate %iterArg {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"c", ?}]>]>} : tensor<8xf32>
    stablehlo.return %1, %iterArg_0 : tensor<8xf32>, tensor<i32>
  }
  return %0#0 : tensor<8xf32>
}""",
}


@pytest.mark.jax
@pytest.mark.parametrize("name", CASES)
def test_same_as_shardy(name: str) -> None:
    assert_same_as_shardy(CASES[name], PASSES)


@pytest.mark.jax
def test_collective_axes_not_updated() -> None:
    # The all_gather still gathers "a", which its operand's sharding no longer has: Shardy's
    # verifier rejects the result of the pass, and so does ours.
    text = MESH + """
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"b", "a"}, {}]>}) -> tensor<8x8xf32> {
  %0 = sdy.all_gather [{"a"}, {}] %arg0 out_sharding=<@m, [{"b"}, {}]> : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}"""
    assert_both_reject(text, PASSES, "all_gather")


def test_without_size_one_axes() -> None:
    mesh = MeshAttr((MeshAxis("a", 1), MeshAxis("b", 2), MeshAxis("c", 1)))
    a, b, c = AxisRef("a"), AxisRef("b"), AxisRef("c")
    s = TensorSharding("m", (DimSharding((a, b), True, 0), DimSharding((c,), True, 1),
                             DimSharding((c,), False, 2)), (a,), (c,))
    assert without_size_one_axes(s, mesh) == TensorSharding(
        "m", (DimSharding((b,), True, 0), DimSharding(()), DimSharding((), False, 2)))
    unchanged = TensorSharding("m", (DimSharding((b,)),))
    assert without_size_one_axes(unchanged, mesh) is unchanged


def test_outputs() -> None:
    out = ours(CASES["function_arguments_and_results"], PASSES)
    assert 'sdy.mesh @m = <["a"=1, "b"=2, "c"=1, "d"=4]>' in out
    assert '#sdy.sharding<@m, [{"b"}, {?}]>' in out
    assert '#sdy.sharding<@m, [{"d", ?}, {}], replicated={"b"}>' in out
    assert '#sdy.sharding<@m, [{}, {?}], unreduced={"d"}>' in out
    out = ours(CASES["manual_computation_keeps_manual_axes"], PASSES)
    assert 'in_shardings=[<@m, [{"d"}, {"b"}]>] out_shardings=[<@m, [{"d"}, {"b"}]>] ' \
           'manual_axes={"a", "b", "c", "d"}' in out
    out = ours(CASES["no_mesh_with_size_one_axes"], PASSES)
    assert '[{"p", "q"}]' in out and '[{"p", ?}]' in out
    out = ours(CASES["priorities_of_emptied_closed_dims_dropped"], PASSES)
    assert '[{}, {?}p1, {"d"}p2]' in out
