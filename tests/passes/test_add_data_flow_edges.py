"""sdy-add-data-flow-edges: an edge op on every data-flow edge owner, and (with
sdy-sink-data-flow-edges) the round trip back."""

from __future__ import annotations

import pytest

from tests.passes.differential import assert_both_reject, assert_same_as_shardy, ours

PASSES = ["sdy-add-data-flow-edges"]
MESH = 'sdy.mesh @mesh = <["x"=2, "y"=4]>\n'

COND = """
    cond {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %r = stablehlo.compare  LT, %iterArg_0, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %r : tensor<i1>
  }"""

CASES: dict[str, str] = {
    # Loop results own the edges (the body arguments are targets, not owners, and keep
    # their uses); a token result gets no edge; the loop keeps its own sharding.
    "while_results_token_skipped": MESH + """
func.func @main(%arg0: tensor<8xf32>, %arg1: tensor<i32>, %arg2: !stablehlo.token) -> (tensor<8xf32>, tensor<i32>) {
  %0:3 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1, %iterArg_1 = %arg2) : tensor<8xf32>, tensor<i32>, !stablehlo.token
    attributes {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>, <@mesh, []>, <@mesh, []>]>}""" + COND + """ do {
    %1 = stablehlo.add %iterArg, %iterArg : tensor<8xf32>
    stablehlo.return %1, %iterArg_0, %iterArg_1 : tensor<8xf32>, tensor<i32>, !stablehlo.token
  }
  %2 = stablehlo.add %0#0, %0#0 : tensor<8xf32>
  return %2, %0#1 : tensor<8xf32>, tensor<i32>
}""",
    "case_with_shardings": MESH + """
func.func @main(%arg0: tensor<8xf32>, %arg1: tensor<i32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %0:2 = "stablehlo.case"(%arg1) ({
    stablehlo.return %arg0, %arg0 : tensor<8xf32>, tensor<8xf32>
  }, {
    %1 = stablehlo.negate %arg0 : tensor<8xf32>
    stablehlo.return %1, %arg0 : tensor<8xf32>, tensor<8xf32>
  }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x", ?}]>, <@mesh, [{}], replicated={"y"}>]>} : (tensor<i32>) -> (tensor<8xf32>, tensor<8xf32>)
  return %0#1, %0#0 : tensor<8xf32>, tensor<8xf32>
}""",
    # An unused owner still gets an edge (that is why the edge op is not pure).
    "barrier_unused_and_reused_results": MESH + """
func.func @main(%arg0: tensor<8xf32>, %arg1: tensor<4x2xf32>) -> tensor<8xf32> {
  %0:2 = stablehlo.optimization_barrier %arg0, %arg1 : tensor<8xf32>, tensor<4x2xf32>
  %1 = stablehlo.multiply %0#0, %0#0 : tensor<8xf32>
  %2 = stablehlo.add %1, %0#0 : tensor<8xf32>
  return %2 : tensor<8xf32>
}""",
    # Named computations own edges by body arguments (first in the body, in order) and
    # by results; missing in/out shardings give edges without a sharding.
    "named_computation": MESH + """
func.func @main(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %0 = sdy.named_computation<"with">(%arg0, %arg1) in_shardings=[<@mesh, [{"x"}]>, <@mesh, [{"y", ?}]>] out_shardings=[<@mesh, [{}]>] (%arg2: tensor<8xf32>, %arg3: tensor<8xf32>) {
    %1 = stablehlo.add %arg2, %arg3 : tensor<8xf32>
    %2 = stablehlo.add %1, %arg2 : tensor<8xf32>
    sdy.return %2 : tensor<8xf32>
  } : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  %3 = sdy.named_computation<"without">(%0) (%arg2: tensor<8xf32>) {
    sdy.return %arg2 : tensor<8xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %0, %3 : tensor<8xf32>, tensor<8xf32>
}""",
    # Manual computation body arguments' edges hold the in_shardings without manual axes.
    "manual_computation": MESH + """
func.func @main(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"x", "y"}, {?}]>, <@mesh, [{}, {"x"}], replicated={"y"}>] out_shardings=[<@mesh, [{"x", ?}, {}]>] manual_axes={"x"} (%arg2: tensor<4x8xf32>, %arg3: tensor<8x4xf32>) {
    %1 = stablehlo.negate %arg2 : tensor<4x8xf32>
    sdy.return %1 : tensor<4x8xf32>
  } : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}""",
    # stablehlo.if and func.call are not data-flow ops for Shardy's passes.
    "if_and_call_untouched": MESH + """
func.func @main(%arg0: tensor<8xf32>, %arg1: tensor<i1>) -> tensor<8xf32> {
  %0 = "stablehlo.if"(%arg1) ({
    stablehlo.return %arg0 : tensor<8xf32>
  }, {
    %1 = stablehlo.negate %arg0 : tensor<8xf32>
    stablehlo.return %1 : tensor<8xf32>
  }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : (tensor<i1>) -> tensor<8xf32>
  %2 = call @f(%0) : (tensor<8xf32>) -> tensor<8xf32>
  return %2 : tensor<8xf32>
}
func.func private @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}""",
    # Nested data-flow ops; uses of an owner inside a nested region are redirected too.
    "nested_and_uses_in_regions": MESH + """
func.func @main(%arg0: tensor<8xf32>, %arg1: tensor<i32>) -> tensor<8xf32> {
  %0 = stablehlo.optimization_barrier %arg0 : tensor<8xf32>
  %1:2 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1) : tensor<8xf32>, tensor<i32>""" + COND + """ do {
    %2 = stablehlo.add %iterArg, %0 : tensor<8xf32>
    %3 = stablehlo.optimization_barrier %2 : tensor<8xf32>
    %4:2 = "stablehlo.case"(%iterArg_0) ({
      stablehlo.return %3, %2 : tensor<8xf32>, tensor<8xf32>
    }, {
      stablehlo.return %2, %3 : tensor<8xf32>, tensor<8xf32>
    }) : (tensor<i32>) -> (tensor<8xf32>, tensor<8xf32>)
    %5 = stablehlo.add %4#0, %4#1 : tensor<8xf32>
    stablehlo.return %5, %iterArg_0 : tensor<8xf32>, tensor<i32>
  }
  return %1#0 : tensor<8xf32>
}""",
    "while_in_manual_computation": MESH + """
func.func @main(%arg0: tensor<8xf32>, %arg1: tensor<i32>) -> tensor<8xf32> {
  %0 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"x"}]>, <@mesh, []>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%arg2: tensor<4xf32>, %arg3: tensor<i32>) {
    %1:2 = stablehlo.while(%iterArg = %arg2, %iterArg_0 = %arg3) : tensor<4xf32>, tensor<i32>""" + COND + """ do {
      %2 = stablehlo.negate %iterArg : tensor<4xf32>
      stablehlo.return %2, %iterArg_0 : tensor<4xf32>, tensor<i32>
    }
    sdy.return %1#0 : tensor<4xf32>
  } : (tensor<8xf32>, tensor<i32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}""",
    "inlined_mesh_and_priorities": """
func.func @main(%arg0: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = stablehlo.optimization_barrier {sdy.sharding = #sdy.sharding_per_value<[<mesh<["a"=2]>, [{"a", ?}p1, {?}]>]>} %arg0 : tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}""",
    "dynamic_shape_skipped": MESH + """
func.func @main(%arg0: tensor<8xf32>, %arg1: tensor<?xf32>) -> (tensor<8xf32>, tensor<?xf32>) {
  %0:2 = stablehlo.optimization_barrier %arg0, %arg1 : tensor<8xf32>, tensor<?xf32>
  return %0#0, %0#1 : tensor<8xf32>, tensor<?xf32>
}""",
    "no_data_flow_ops": MESH + """
func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
  %0 = stablehlo.negate %arg0 : tensor<8xf32>
  %1 = sdy.sharding_constraint %0 <@mesh, [{"y"}]> : tensor<8xf32>
  return %1 : tensor<8xf32>
}""",
}

# A module with a loop, a case and a manual computation, some values sharded.
ROUND_TRIP = MESH + """
func.func @main(%arg0: tensor<8x8xf32>, %arg1: tensor<i32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %0:2 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1) : tensor<8x8xf32>, tensor<i32>
    attributes {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {?}]>, <@mesh, []>]>}""" + COND + """ do {
    %1 = stablehlo.add %iterArg, %iterArg : tensor<8x8xf32>
    stablehlo.return %1, %iterArg_0 : tensor<8x8xf32>, tensor<i32>
  }
  %2:2 = "stablehlo.case"(%arg1) ({
    stablehlo.return %0#0, %arg0 : tensor<8x8xf32>, tensor<8x8xf32>
  }, {
    stablehlo.return %arg0, %0#0 : tensor<8x8xf32>, tensor<8x8xf32>
  }) : (tensor<i32>) -> (tensor<8x8xf32>, tensor<8x8xf32>)
  %3 = sdy.manual_computation(%2#0) in_shardings=[<@mesh, [{"x", "y"}, {}]>] out_shardings=[<@mesh, [{"x"}, {?}]>] manual_axes={"x"} (%arg2: tensor<4x8xf32>) {
    %4 = stablehlo.negate %arg2 : tensor<4x8xf32>
    sdy.return %4 : tensor<4x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %3, %2#1 : tensor<8x8xf32>, tensor<8x8xf32>
}"""


@pytest.mark.jax
@pytest.mark.parametrize("name", CASES)
def test_same_as_shardy(name: str) -> None:
    assert_same_as_shardy(CASES[name], PASSES)


@pytest.mark.jax
def test_add_then_sink_same_as_shardy() -> None:
    assert_same_as_shardy(ROUND_TRIP, [*PASSES, "sdy-sink-data-flow-edges"])


@pytest.mark.jax
def test_existing_edge_rejected() -> None:
    # The owner already has an edge: a second one is added, which then feeds the first,
    # and the verifier after the pass rejects that (in Shardy too).
    text = MESH + """
func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = stablehlo.optimization_barrier %arg0 : tensor<8xf32>
  %1 = sdy.data_flow_edge %0 sharding=<@mesh, [{"x"}]> : tensor<8xf32>
  return %1 : tensor<8xf32>
}"""
    assert_both_reject(text, PASSES, "must not be defined by an sdy op")


def test_loop_edges_after_op_in_order() -> None:
    out = ours(CASES["while_results_token_skipped"], PASSES)
    assert ('    }\n    %1 = sdy.data_flow_edge %0#0 sharding=<@mesh, [{"x"}]> : tensor<8xf32>\n'
            '    %2 = sdy.data_flow_edge %0#1 sharding=<@mesh, []> : tensor<i32>\n'
            '    %3 = stablehlo.add %1, %1 : tensor<8xf32>\n'
            '    return %3, %2 : tensor<8xf32>, tensor<i32>') in out
    assert "%0#2" not in out  # the token has no edge
    assert "stablehlo.add %arg3, %arg3" in out  # body arguments keep their uses
    assert 'attributes {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>' in out


def test_block_argument_edges_first_in_body() -> None:
    out = ours(CASES["manual_computation"], PASSES)
    # The manual axis "x" is erased from the body side; replicated "y" stays.
    assert ('{\n      %2 = sdy.data_flow_edge %arg2 sharding=<@mesh, [{"y"}, {?}]> : tensor<4x8xf32>\n'
            '      %3 = sdy.data_flow_edge %arg3 sharding=<@mesh, [{}, {}], replicated={"y"}> '
            ': tensor<8x4xf32>\n      %4 = stablehlo.negate %2') in out
    assert 'sdy.data_flow_edge %0 sharding=<@mesh, [{"x", ?}, {}]> : tensor<8x8xf32>' in out


def test_missing_shardings_give_bare_edges() -> None:
    out = ours(CASES["barrier_unused_and_reused_results"], PASSES)
    assert "%1 = sdy.data_flow_edge %0#0 : tensor<8xf32>" in out
    assert "%2 = sdy.data_flow_edge %0#1 : tensor<4x2xf32>" in out
    assert "%3 = stablehlo.multiply %1, %1" in out and "stablehlo.add %3, %1" in out


def test_if_call_and_plain_ops_unchanged() -> None:
    for name in ("if_and_call_untouched", "no_data_flow_ops"):
        assert "sdy.data_flow_edge" not in ours(CASES[name], PASSES)
