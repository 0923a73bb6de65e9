"""sdy-sink-data-flow-edges: edge shardings move to their data-flow ops, edge ops go."""

from __future__ import annotations

import pytest

from tests.passes.differential import assert_both_reject, assert_same_as_shardy, ours

PASSES = ["sdy-sink-data-flow-edges"]
MESH = 'sdy.mesh @mesh = <["x"=2, "y"=4]>\n'
DEBUG = "sdy-sink-data-flow-edges{sink-debug-sharding-origins=true " \
    "sink-debug-propagation-edge-sharding=true}"

COND = """
    cond {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %r = stablehlo.compare  LT, %iterArg_0, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %r : tensor<i1>
  }"""

CASES: dict[str, str] = {
    # One edge with a sharding: the other owners (a token too) get fully open ones.
    "partial_edges_filled_open": MESH + """
func.func @main(%arg0: tensor<8xf32>, %arg1: tensor<8x4xf32>, %arg2: !stablehlo.token) -> (tensor<8xf32>, tensor<8x4xf32>) {
  %0:3 = stablehlo.optimization_barrier %arg0, %arg1, %arg2 : tensor<8xf32>, tensor<8x4xf32>, !stablehlo.token
  %1 = sdy.data_flow_edge %0#0 : tensor<8xf32>
  %2 = sdy.data_flow_edge %0#1 sharding=<@mesh, [{"x"}, {?}]> : tensor<8x4xf32>
  return %1, %2 : tensor<8xf32>, tensor<8x4xf32>
}""",
    # No edge with a sharding: the op keeps its own; with one, the op's own is replaced,
    # the open fill-ins using the first edge sharding's mesh.
    "own_sharding_kept_or_replaced": MESH + 'sdy.mesh @other = <["a"=8]>\n' + """
func.func @main(%arg0: tensor<8xf32>, %arg1: tensor<8x4xf32>) -> (tensor<8xf32>, tensor<8x4xf32>) {
  %0:2 = stablehlo.optimization_barrier {sdy.sharding = #sdy.sharding_per_value<[<@other, [{"a"}]>, <@mesh, [{}, {"y"}]>]>} %arg0, %arg1 : tensor<8xf32>, tensor<8x4xf32>
  %1 = sdy.data_flow_edge %0#0 : tensor<8xf32>
  %2 = sdy.data_flow_edge %0#1 : tensor<8x4xf32>
  %3:2 = stablehlo.optimization_barrier {sdy.sharding = #sdy.sharding_per_value<[<@other, [{"a"}]>, <@mesh, [{}, {"y"}]>]>} %1, %2 : tensor<8xf32>, tensor<8x4xf32>
  %4 = sdy.data_flow_edge %3#0 : tensor<8xf32>
  %5 = sdy.data_flow_edge %3#1 sharding=<@mesh, [{}, {"x"}]> : tensor<8x4xf32>
  %6 = stablehlo.add %4, %4 : tensor<8xf32>
  return %6, %5 : tensor<8xf32>, tensor<8x4xf32>
}""",
    "while_results": MESH + """
func.func @main(%arg0: tensor<8xf32>, %arg1: tensor<i32>) -> (tensor<8xf32>, tensor<i32>) {
  %0:2 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1) : tensor<8xf32>, tensor<i32>""" + COND + """ do {
    %1 = stablehlo.negate %iterArg : tensor<8xf32>
    stablehlo.return %1, %iterArg_0 : tensor<8xf32>, tensor<i32>
  }
  %2 = sdy.data_flow_edge %0#0 sharding=<@mesh, [{"x", ?}p1]> : tensor<8xf32>
  %3 = sdy.data_flow_edge %0#1 sharding=<@mesh, []> : tensor<i32>
  return %2, %3 : tensor<8xf32>, tensor<i32>
}""",
    "case_results": MESH + """
func.func @main(%arg0: tensor<8xf32>, %arg1: tensor<i32>) -> tensor<8xf32> {
  %0:2 = "stablehlo.case"(%arg1) ({
    stablehlo.return %arg0, %arg0 : tensor<8xf32>, tensor<8xf32>
  }, {
    stablehlo.return %arg0, %arg0 : tensor<8xf32>, tensor<8xf32>
  }) : (tensor<i32>) -> (tensor<8xf32>, tensor<8xf32>)
  %1 = sdy.data_flow_edge %0#0 : tensor<8xf32>
  %2 = sdy.data_flow_edge %0#1 sharding=<@mesh, [{}], replicated={"x"}, unreduced={"y"}> : tensor<8xf32>
  %3 = stablehlo.add %1, %2 : tensor<8xf32>
  return %3 : tensor<8xf32>
}""",
    # Manual computation: body-argument edges are body-local, so the manual axes come
    # back from the old in_shardings (a missing one is open on the free axes); result
    # edges hold the outer sharding.
    "manual_computation": MESH + """
func.func @main(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %0:2 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"x", "y"}, {}]>, <@mesh, [{"x"}, {}], replicated={"y"}>] out_shardings=[<@mesh, [{"x"}, {}]>, <@mesh, [{"x", ?}, {}]>] manual_axes={"x"} (%arg2: tensor<4x8xf32>, %arg3: tensor<4x8xf32>) {
    %1 = sdy.data_flow_edge %arg2 : tensor<4x8xf32>
    %2 = sdy.data_flow_edge %arg3 sharding=<@mesh, [{}, {?}]> : tensor<4x8xf32>
    %3 = stablehlo.add %1, %2 : tensor<4x8xf32>
    sdy.return %3, %3 : tensor<4x8xf32>, tensor<4x8xf32>
  } : (tensor<8x8xf32>, tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>)
  %4 = sdy.data_flow_edge %0#0 sharding=<@mesh, [{"x", "y"}, {}]> : tensor<8x8xf32>
  %5 = sdy.data_flow_edge %0#1 sharding=<@mesh, [{"x"}, {"y", ?}]> : tensor<8x8xf32>
  return %4, %5 : tensor<8x8xf32>, tensor<8x8xf32>
}""",
    "named_computation": MESH + """
func.func @main(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %0:2 = sdy.named_computation<"foo">(%arg0, %arg1) out_shardings=[<@mesh, [{"x"}, {}]>, <@mesh, [{}, {"x"}]>] (%arg2: tensor<8x8xf32>, %arg3: tensor<8x8xf32>) {
    %1 = sdy.data_flow_edge %arg2 sharding=<@mesh, [{"y"}, {}]> : tensor<8x8xf32>
    %2 = sdy.data_flow_edge %arg3 : tensor<8x8xf32>
    %3 = stablehlo.add %1, %2 : tensor<8x8xf32>
    sdy.return %3, %3 : tensor<8x8xf32>, tensor<8x8xf32>
  } : (tensor<8x8xf32>, tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>)
  %4 = sdy.data_flow_edge %0#0 : tensor<8x8xf32>
  %5 = sdy.data_flow_edge %0#1 : tensor<8x8xf32>
  return %4, %5 : tensor<8x8xf32>, tensor<8x8xf32>
}""",
    # Edge ops that hold no data-flow op's edge (on a plain op, a function argument or a
    # loop's block argument) are just removed, sharding and all.
    "stray_edges_removed": MESH + """
func.func @main(%arg0: tensor<8xf32>, %arg1: tensor<i32>) -> tensor<8xf32> {
  %0 = sdy.data_flow_edge %arg0 sharding=<@mesh, [{"x"}]> : tensor<8xf32>
  %1 = stablehlo.negate %0 : tensor<8xf32>
  %2 = sdy.data_flow_edge %1 sharding=<@mesh, [{"y"}]> : tensor<8xf32>
  %3:2 = stablehlo.while(%iterArg = %2, %iterArg_0 = %arg1) : tensor<8xf32>, tensor<i32>""" + COND + """ do {
    %4 = sdy.data_flow_edge %iterArg sharding=<@mesh, [{"x"}]> : tensor<8xf32>
    %5 = stablehlo.negate %4 : tensor<8xf32>
    stablehlo.return %5, %iterArg_0 : tensor<8xf32>, tensor<i32>
  }
  return %3#0 : tensor<8xf32>
}""",
    "nested_ops": MESH + """
func.func @main(%arg0: tensor<8xf32>, %arg1: tensor<i32>) -> tensor<8xf32> {
  %0:2 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1) : tensor<8xf32>, tensor<i32>""" + COND + """ do {
    %1 = stablehlo.optimization_barrier %iterArg : tensor<8xf32>
    %2 = sdy.data_flow_edge %1 sharding=<@mesh, [{"y"}]> : tensor<8xf32>
    %3 = sdy.named_computation<"g">(%2) (%arg2: tensor<8xf32>) {
      %4 = sdy.data_flow_edge %arg2 sharding=<@mesh, [{"x"}]> : tensor<8xf32>
      sdy.return %4 : tensor<8xf32>
    } : (tensor<8xf32>) -> tensor<8xf32>
    %5 = sdy.data_flow_edge %3 : tensor<8xf32>
    stablehlo.return %5, %iterArg_0 : tensor<8xf32>, tensor<i32>
  }
  %6 = sdy.data_flow_edge %0#0 sharding=<@mesh, [{"x"}]> : tensor<8xf32>
  %7 = sdy.data_flow_edge %0#1 : tensor<i32>
  return %6 : tensor<8xf32>
}""",
    "inlined_meshes_all_present": """
func.func @main(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %0:2 = stablehlo.optimization_barrier %arg0, %arg1 : tensor<8xf32>, tensor<8xf32>
  %1 = sdy.data_flow_edge %0#0 sharding=<mesh<["a"=2]>, [{"a"}]> : tensor<8xf32>
  %2 = sdy.data_flow_edge %0#1 sharding=<mesh<["a"=2]>, [{}]> : tensor<8xf32>
  return %1, %2 : tensor<8xf32>, tensor<8xf32>
}""",
    "dynamic_shape_owner": MESH + """
func.func @main(%arg0: tensor<8xf32>, %arg1: tensor<?xf32>) -> (tensor<8xf32>, tensor<?xf32>) {
  %0:2 = stablehlo.optimization_barrier %arg0, %arg1 : tensor<8xf32>, tensor<?xf32>
  %1 = sdy.data_flow_edge %0#0 sharding=<@mesh, [{"x"}]> : tensor<8xf32>
  return %1, %0#1 : tensor<8xf32>, tensor<?xf32>
}""",
    "two_functions": MESH + """
func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = call @f(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
func.func private @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = stablehlo.optimization_barrier %arg0 : tensor<8xf32>
  %1 = sdy.data_flow_edge %0 sharding=<@mesh, [{"y"}]> : tensor<8xf32>
  return %1 : tensor<8xf32>
}""",
}

# Debug info on the edges, as Shardy's propagation leaves it with its debug options on.
DEBUG_CASE = MESH + """
func.func @main(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %0:2 = stablehlo.optimization_barrier %arg0, %arg1 : tensor<8xf32>, tensor<8xf32>
  %1 = sdy.data_flow_edge %0#0 sharding=<@mesh, [{"x"}]> {sdy.sharding_origins = {x = "input: 0"}, sdy.propagation_edges = #sdy.propagation_edges<[{step-0 = [{"x" = operand-0 -> [result-0]}]}]>} : tensor<8xf32>
  %2 = sdy.data_flow_edge %0#1 : tensor<8xf32>
  %3 = sdy.named_computation<"foo">(%1) (%arg2: tensor<8xf32>) {
    %4 = sdy.data_flow_edge %arg2 {sdy.sharding_origins = {y = "self"}} : tensor<8xf32>
    sdy.return %4 : tensor<8xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %3, %2 : tensor<8xf32>, tensor<8xf32>
}"""


@pytest.mark.jax
@pytest.mark.parametrize("name", CASES)
def test_same_as_shardy(name: str) -> None:
    assert_same_as_shardy(CASES[name], PASSES)


@pytest.mark.jax
@pytest.mark.parametrize("spec", [
    PASSES[0], DEBUG, "sdy-sink-data-flow-edges{sink-debug-sharding-origins=true}",
    "sdy-sink-data-flow-edges{sink-debug-propagation-edge-sharding=true}"])
def test_debug_options_same_as_shardy(spec: str) -> None:
    assert_same_as_shardy(DEBUG_CASE, [spec])


@pytest.mark.jax
def test_open_fill_in_can_break_manual_computation() -> None:
    # The result edge without a sharding makes out_shardings[1] fully open, losing the
    # manual axis, so the body's local shape no longer matches: both verifiers object.
    text = CASES["manual_computation"].replace(
        'sdy.data_flow_edge %0#1 sharding=<@mesh, [{"x"}, {"y", ?}]>', "sdy.data_flow_edge %0#1")
    assert_both_reject(text, PASSES, "but the local type of result 1")


def test_partial_edges_filled_open() -> None:
    out = ours(CASES["partial_edges_filled_open"], PASSES)
    assert ('stablehlo.optimization_barrier {sdy.sharding = #sdy.sharding_per_value<[<@mesh, '
            '[{?}]>, <@mesh, [{"x"}, {?}]>, <@mesh, []>]>} %arg0, %arg1, %arg2') in out
    assert "data_flow_edge" not in out
    assert "return %0#0, %0#1" in out


def test_own_sharding_kept_without_edge_shardings() -> None:
    out = ours(CASES["own_sharding_kept_or_replaced"], PASSES)
    assert out.count('[<@other, [{"a"}]>, <@mesh, [{}, {"y"}]>]') == 1
    assert '[<@mesh, [{?}]>, <@mesh, [{}, {"x"}]>]' in out


def test_manual_computation_axes_restored() -> None:
    out = ours(CASES["manual_computation"], PASSES)
    assert ('in_shardings=[<@mesh, [{"x", ?}, {?}]>, <@mesh, [{"x"}, {?}], replicated={"y"}>] '
            'out_shardings=[<@mesh, [{"x", "y"}, {}]>, <@mesh, [{"x"}, {"y", ?}]>]') in out


def test_named_computation_fills_in_shardings_only_when_needed() -> None:
    out = ours(CASES["named_computation"], PASSES)
    assert ('in_shardings=[<@mesh, [{"y"}, {}]>, <@mesh, [{?}, {?}]>] '
            'out_shardings=[<@mesh, [{"x"}, {}]>, <@mesh, [{}, {"x"}]>]') in out


def test_stray_edges_dropped() -> None:
    out = ours(CASES["stray_edges_removed"], PASSES)
    assert "data_flow_edge" not in out and "sdy.sharding" not in out


def test_inlined_mesh_fill_in_uses_that_mesh() -> None:
    # Shardy reads an inlined mesh's name that is not there (undefined behaviour); we
    # fill in open shardings on the inlined mesh itself.
    text = CASES["inlined_meshes_all_present"].replace(
        "sharding=<mesh<[\"a\"=2]>, [{}]> ", "")
    out = ours(text, PASSES)
    assert '[<mesh<["a"=2]>, [{"a"}]>, <mesh<["a"=2]>, [{?}]>]' in out


def test_debug_info_collected() -> None:
    out = ours(DEBUG_CASE, [DEBUG])
    assert ("sdy.block_arg_propagation_edges = [], sdy.block_arg_sharding_origins = [], "
            "sdy.result_propagation_edges = [#sdy.propagation_edges<[{step-0 = "
            '[{"x" = operand-0 -> [result-0]}]}]>], sdy.result_sharding_origins = '
            '[{x = "input: 0"}]') in out
    assert 'sdy.block_arg_sharding_origins = [{y = "self"}]' in out
    assert "sharding_origins" not in ours(DEBUG_CASE, PASSES)
