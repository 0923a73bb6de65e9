"""sdy-apply-sharding-constraints: constraints that dictate their input's sharding."""

from __future__ import annotations

import pytest

from tests.passes.differential import assert_both_reject, assert_same_as_shardy, ours

PASSES = ["sdy-apply-sharding-constraints"]
MESH = 'sdy.mesh @mesh = <["x"=2, "y"=4]>\n'

# A loop whose body constrains its argument, used with and without data-flow edges.
LOOP = MESH + """
func.func @main(%arg0: tensor<8x8xf32>, %arg1: tensor<i32>) -> tensor<8x8xf32> {
  %0:2 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1) : tensor<8x8xf32>, tensor<i32>
    cond {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare  LT, %iterArg_0, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  } do {
    %1 = stablehlo.negate %iterArg : tensor<8x8xf32>
    %2 = sdy.sharding_constraint %iterArg <@mesh, [{}, {"x"}]> : tensor<8x8xf32>
    %3 = stablehlo.add %2, %iterArg : tensor<8x8xf32>
    stablehlo.return %3, %iterArg_0 : tensor<8x8xf32>, tensor<i32>
  }
  return %0#0 : tensor<8x8xf32>
}"""

CASES: dict[str, str] = {
    # Rule 1: a fully closed constraint on an unsharded op result is copied to it (and
    # the constraint gets its sharding rule).
    "copied_to_op_result": MESH + """
func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<8x8xf32>
  %1 = sdy.sharding_constraint %0 <@mesh, [{"x"}, {}], replicated={"y"}> : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}""",
    "copied_to_func_arg_and_scalar": MESH + """
func.func @main(%arg0: tensor<8x8xf32>, %arg1: tensor<f32>) -> (tensor<8x8xf32>, tensor<f32>) {
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"y"}, {"x"}]> : tensor<8x8xf32>
  %1 = sdy.sharding_constraint %arg1 <@mesh, []> : tensor<f32>
  return %0, %1 : tensor<8x8xf32>, tensor<f32>
}""",
    # Exceptions: the input already has a sharding, or the constraint has an open dim.
    "existing_sharding_or_open_dim_kept": MESH + """
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>},
                %arg1: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{}, {"y"}]> : tensor<8x8xf32>
  %1 = sdy.sharding_constraint %arg1 <@mesh, [{"x"}, {?}]> : tensor<8x8xf32>
  %2 = stablehlo.add %arg1, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : tensor<8x8xf32>
  %3 = sdy.sharding_constraint %2 <@mesh, [{"x"}, {}]> : tensor<8x8xf32>
  return %0, %1, %3 : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}""",
    # Other constraint users with the same sharding do not block it; a different one does.
    "other_constraint_users": MESH + """
func.func @main(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
  %0 = stablehlo.add %arg0, %arg0 : tensor<8x8xf32>
  %1 = sdy.sharding_constraint %0 <@mesh, [{"x"}, {}]> : tensor<8x8xf32>
  %2 = sdy.sharding_constraint %0 <@mesh, [{"x"}, {}]> : tensor<8x8xf32>
  %3 = stablehlo.add %arg1, %arg1 : tensor<8x8xf32>
  %4 = sdy.sharding_constraint %3 <@mesh, [{"x"}, {}]> : tensor<8x8xf32>
  %5 = sdy.sharding_constraint %3 <@mesh, [{"y"}, {}]> : tensor<8x8xf32>
  return %1, %2, %4, %5 : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}""",
    # Manual computations: their in_shardings act as constraints, and count as other users.
    "manual_computation_in_shardings": MESH + """
func.func @main(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %0 = stablehlo.add %arg0, %arg0 : tensor<8x8xf32>
  %1 = stablehlo.multiply %arg1, %arg1 : tensor<8x8xf32>
  %2 = sdy.sharding_constraint %1 <@mesh, [{"y"}, {}]> : tensor<8x8xf32>
  %3 = sdy.manual_computation(%0, %1) in_shardings=[<@mesh, [{"x", "y"}, {}]>, <@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x"} (%arg2: tensor<4x8xf32>, %arg3: tensor<4x8xf32>) {
    %4 = stablehlo.add %arg2, %arg3 : tensor<4x8xf32>
    sdy.return %4 : tensor<4x8xf32>
  } : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  return %3, %2 : tensor<8x8xf32>, tensor<8x8xf32>
}""",
    "manual_computation_same_operand_twice": MESH + """
func.func @main(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %0 = stablehlo.add %arg0, %arg0 : tensor<8x8xf32>
  %1 = stablehlo.add %arg1, %arg1 : tensor<8x8xf32>
  %2 = sdy.manual_computation(%0, %0, %1, %1) in_shardings=[<@mesh, [{"x"}, {}]>, <@mesh, [{"x"}, {}]>, <@mesh, [{"x"}, {}]>, <@mesh, [{"x"}, {"y"}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x"} (%arg2: tensor<4x8xf32>, %arg3: tensor<4x8xf32>, %arg4: tensor<4x8xf32>, %arg5: tensor<4x8xf32>) {
    sdy.return %arg2 : tensor<4x8xf32>
  } : (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  %3 = sdy.manual_computation(%arg1) in_shardings=[<@mesh, [{"x", ?}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x"} (%arg2: tensor<4x8xf32>) {
    sdy.return %arg2 : tensor<4x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %2, %3 : tensor<8x8xf32>, tensor<8x8xf32>
}""",
    # Multi-result ops: the sharding goes to its index, the others become fully open.
    "multi_result_op_and_loop_argument": LOOP,
    "case_result": MESH + """
func.func @main(%arg0: tensor<8xf32>, %arg1: tensor<i32>) -> tensor<8xf32> {
  %0:2 = "stablehlo.case"(%arg1) ({
    stablehlo.return %arg0, %arg0 : tensor<8xf32>, tensor<8xf32>
  }, {
    %2 = stablehlo.negate %arg0 : tensor<8xf32>
    stablehlo.return %2, %arg0 : tensor<8xf32>, tensor<8xf32>
  }) : (tensor<i32>) -> (tensor<8xf32>, tensor<8xf32>)
  %1 = sdy.sharding_constraint %0#1 <@mesh, [{"y"}]> : tensor<8xf32>
  return %1 : tensor<8xf32>
}""",
    # Values that cannot carry a sharding (a reduction body's scalars) are left alone.
    "scalar_block_argument_skipped": MESH + """
func.func @main(%arg0: tensor<8xf32>) -> tensor<f32> {
  %c = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%arg0 init: %c) across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    %1 = sdy.sharding_constraint %a <@mesh, []> : tensor<f32>
    %2 = stablehlo.add %1, %b : tensor<f32>
    stablehlo.return %2 : tensor<f32>
  }
  return %0 : tensor<f32>
}""",
    "named_computation_argument": MESH + """
func.func @main(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
  %0 = sdy.named_computation<"f">(%arg0, %arg1) (%arg2: tensor<8xf32>, %arg3: tensor<8xf32>) {
    %1 = sdy.sharding_constraint %arg3 <@mesh, [{"x"}]> : tensor<8xf32>
    %2 = stablehlo.add %arg2, %1 : tensor<8xf32>
    sdy.return %2 : tensor<8xf32>
  } : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}""",
    # A constraint's own result (or a reshard's) already has a sharding.
    "constraint_of_constraint_or_reshard": MESH + """
func.func @main(%arg0: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %0 = sdy.reshard %arg0 <@mesh, [{"x"}]> : tensor<8xf32>
  %1 = sdy.sharding_constraint %0 <@mesh, [{"y"}]> : tensor<8xf32>
  %2 = stablehlo.negate %1 : tensor<8xf32>
  %3 = sdy.sharding_constraint %2 <@mesh, [{"x", ?}]> : tensor<8xf32>
  %4 = sdy.sharding_constraint %3 <@mesh, [{"x"}]> : tensor<8xf32>
  return %1, %4 : tensor<8xf32>, tensor<8xf32>
}""",
    # Data-flow edges: the input is an edge op's result or a target of an edge with an
    # edge op: its uses are routed through the constraint (moved after it) instead.
    "edge_result_reroutes_uses": MESH + """
func.func @main(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %0 = stablehlo.optimization_barrier %arg0 : tensor<8x8xf32>
  %1 = sdy.data_flow_edge %0 : tensor<8x8xf32>
  %2 = stablehlo.negate %1 : tensor<8x8xf32>
  %3 = stablehlo.add %1, %2 : tensor<8x8xf32>
  %4 = sdy.sharding_constraint %1 <@mesh, [{"x"}, {"y"}]> : tensor<8x8xf32>
  return %3, %4 : tensor<8x8xf32>, tensor<8x8xf32>
}""",
    "edge_with_sharding_untouched": MESH + """
func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.optimization_barrier %arg0 : tensor<8x8xf32>
  %1 = sdy.data_flow_edge %0 sharding=<@mesh, [{?}, {?}]> : tensor<8x8xf32>
  %2 = stablehlo.negate %1 : tensor<8x8xf32>
  %3 = sdy.sharding_constraint %1 <@mesh, [{"x"}, {"y"}]> : tensor<8x8xf32>
  return %3 : tensor<8x8xf32>
}""",
    "edge_unreduced_goes_on_edge": MESH + """
func.func @main(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %0:2 = stablehlo.optimization_barrier %arg0, %arg1 : tensor<8x8xf32>, tensor<8x8xf32>
  %1 = sdy.data_flow_edge %0#0 : tensor<8x8xf32>
  %2 = sdy.data_flow_edge %0#1 : tensor<8x8xf32>
  %3 = stablehlo.negate %1 : tensor<8x8xf32>
  %4 = sdy.sharding_constraint %1 <@mesh, [{"x"}, {}], unreduced={"y"}> : tensor<8x8xf32>
  %5 = stablehlo.negate %2 : tensor<8x8xf32>
  %6 = sdy.manual_computation(%2) in_shardings=[<@mesh, [{"x"}, {}], replicated={"y"}>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x"} (%arg2: tensor<4x8xf32>) {
    sdy.return %arg2 : tensor<4x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %7 = stablehlo.add %3, %5 : tensor<8x8xf32>
  return %4, %6 : tensor<8x8xf32>, tensor<8x8xf32>
}""",
    "edge_defined_outside_loop_body": MESH + """
func.func @main(%arg0: tensor<8xf32>, %arg1: tensor<i32>) -> tensor<8xf32> {
  %0 = stablehlo.optimization_barrier %arg0 : tensor<8xf32>
  %1 = sdy.data_flow_edge %0 : tensor<8xf32>
  %2 = stablehlo.negate %arg0 : tensor<8xf32>
  %3:2 = stablehlo.while(%iterArg = %2, %iterArg_0 = %arg1) : tensor<8xf32>, tensor<i32>
    cond {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare  LT, %iterArg_0, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %4 : tensor<i1>
  } do {
    %4 = sdy.sharding_constraint %1 <@mesh, [{"x"}]> : tensor<8xf32>
    %5 = stablehlo.add %iterArg, %4 : tensor<8xf32>
    stablehlo.return %5, %iterArg_0 : tensor<8xf32>, tensor<i32>
  }
  %6 = stablehlo.add %3#0, %1 : tensor<8xf32>
  return %6 : tensor<8xf32>
}""",
    # The chain rule: later uses of the chain's input in the tail's block take the
    # tail's result, except func.return, uses before the tail and uses in nested blocks.
    "chain_replaces_later_uses": MESH + """
func.func @main(%arg0: tensor<8x8xf32>, %arg1: tensor<i32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %0 = stablehlo.add %arg0, %arg0 : tensor<8x8xf32>
  %1 = stablehlo.negate %0 : tensor<8x8xf32>
  %2 = sdy.sharding_constraint %0 <@mesh, [{"x"}, {}]> : tensor<8x8xf32>
  %3 = sdy.sharding_constraint %2 <@mesh, [{"x", ?}, {"y"}]> : tensor<8x8xf32>
  %4 = sdy.sharding_constraint %3 <@mesh, [{}, {"y"}]> : tensor<8x8xf32>
  %5 = stablehlo.multiply %0, %4 : tensor<8x8xf32>
  %6:2 = stablehlo.while(%iterArg = %0, %iterArg_0 = %arg1) : tensor<8x8xf32>, tensor<i32>
    cond {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.compare  LT, %iterArg_0, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %7 : tensor<i1>
  } do {
    %7 = stablehlo.add %iterArg, %0 : tensor<8x8xf32>
    stablehlo.return %7, %iterArg_0 : tensor<8x8xf32>, tensor<i32>
  }
  %8 = stablehlo.add %6#0, %1 : tensor<8x8xf32>
  return %0, %8 : tensor<8x8xf32>, tensor<8x8xf32>
}""",
    "chain_in_loop_body_replaces_terminator_use": MESH + """
func.func @main(%arg0: tensor<8xf32>, %arg1: tensor<i32>) -> tensor<8xf32> {
  %0:2 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1) : tensor<8xf32>, tensor<i32>
    cond {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare  LT, %iterArg_0, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  } do {
    %1 = stablehlo.negate %iterArg : tensor<8xf32>
    %2 = sdy.sharding_constraint %1 <@mesh, [{"x"}]> : tensor<8xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{"y"}]> : tensor<8xf32>
    %4 = stablehlo.add %3, %1 : tensor<8xf32>
    stablehlo.return %1, %iterArg_0 : tensor<8xf32>, tensor<i32>
  }
  return %0#0 : tensor<8xf32>
}""",
    # The chain rule does not hold: a middle constraint with two uses, a tail used by a
    # manual computation, an input with another constraint user, or an input that is
    # sharded already.
    "chain_rule_exceptions": MESH + """
func.func @main(%arg0: tensor<8xf32>, %arg1: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}]>}, %arg2: tensor<8xf32>)
    -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  %0 = stablehlo.negate %arg0 : tensor<8xf32>
  %1 = sdy.sharding_constraint %0 <@mesh, [{"x"}]> : tensor<8xf32>
  %2 = sdy.sharding_constraint %1 <@mesh, [{"y"}]> : tensor<8xf32>
  %3 = stablehlo.add %1, %2 : tensor<8xf32>
  %4 = stablehlo.add %0, %0 : tensor<8xf32>
  %5 = sdy.sharding_constraint %arg1 <@mesh, [{"x"}]> : tensor<8xf32>
  %6 = sdy.sharding_constraint %5 <@mesh, [{"y"}]> : tensor<8xf32>
  %7 = stablehlo.add %arg1, %6 : tensor<8xf32>
  %8 = sdy.sharding_constraint %arg2 <@mesh, [{"x"}]> : tensor<8xf32>
  %9 = sdy.sharding_constraint %8 <@mesh, [{"y"}]> : tensor<8xf32>
  %10 = sdy.manual_computation(%9) in_shardings=[<@mesh, [{"y"}]>] out_shardings=[<@mesh, [{"y"}]>] manual_axes={} (%arg3: tensor<8xf32>) {
    sdy.return %arg3 : tensor<8xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  %11 = stablehlo.add %arg2, %10 : tensor<8xf32>
  %12 = stablehlo.abs %arg0 : tensor<8xf32>
  %13 = sdy.sharding_constraint %12 <@mesh, [{"x"}]> : tensor<8xf32>
  %14 = sdy.sharding_constraint %13 <@mesh, [{"y"}]> : tensor<8xf32>
  %15 = sdy.sharding_constraint %12 <@mesh, [{"x"}]> : tensor<8xf32>
  %16 = stablehlo.add %12, %14 : tensor<8xf32>
  return %3, %4, %7, %11, %15, %16 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}""",
    # A one-constraint "chain" replaces nothing; the input's later users keep it.
    "single_constraint_is_not_a_chain": MESH + """
func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = stablehlo.negate %arg0 : tensor<8xf32>
  %1 = sdy.sharding_constraint %0 <@mesh, [{"x"}]> : tensor<8xf32>
  %2 = stablehlo.add %0, %1 : tensor<8xf32>
  return %2 : tensor<8xf32>
}""",
    "constraint_inside_manual_computation": MESH + """
func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x"} (%arg1: tensor<4x8xf32>) {
    %1 = sdy.sharding_constraint %arg1 <@mesh, [{}, {"y"}]> : tensor<4x8xf32>
    %2 = stablehlo.negate %1 : tensor<4x8xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{}, {"y"}]> : tensor<4x8xf32>
    sdy.return %3 : tensor<4x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}""",
}


@pytest.mark.jax
@pytest.mark.parametrize("name", CASES)
def test_same_as_shardy(name: str) -> None:
    assert_same_as_shardy(CASES[name], PASSES)


# A manual computation in a loop body constrains (with unreduced axes) the loop argument.
LOOP_MANUAL = MESH + """
func.func @main(%arg0: tensor<8xf32>, %arg1: tensor<i32>) -> tensor<8xf32> {
  %0:2 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1) : tensor<8xf32>, tensor<i32>
    cond {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare  LT, %iterArg_0, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  } do {
    %1 = stablehlo.negate %iterArg : tensor<8xf32>
    %2 = sdy.manual_computation(%iterArg) in_shardings=[<@mesh, [{"x"}], unreduced={"y"}>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%arg2: tensor<4xf32>) {
      sdy.return %arg2 : tensor<4xf32>
    } : (tensor<8xf32>) -> tensor<8xf32>
    %3 = stablehlo.add %2, %1 : tensor<8xf32>
    stablehlo.return %3, %iterArg_0 : tensor<8xf32>, tensor<i32>
  }
  return %0#0 : tensor<8xf32>
}"""


@pytest.mark.jax
@pytest.mark.parametrize("text", [LOOP, LOOP_MANUAL], ids=["constraint", "manual"])
def test_loop_argument_with_edges_same_as_shardy(text: str) -> None:
    # After sdy-add-data-flow-edges the loop argument is a target of an edge with an edge
    # op: the constraint moves (or a new one goes) to the start of the body and takes over
    # every use; unreduced axes go on the loop's edge op.
    assert_same_as_shardy(text, ["sdy-add-data-flow-edges", *PASSES])


def test_loop_argument_with_edges() -> None:
    out = ours(LOOP_MANUAL, ["sdy-add-data-flow-edges", *PASSES])
    assert ('} do {\n      %5 = sdy.sharding_constraint %arg2 <@mesh, [{"x"}], unreduced={"y"}> '
            ': tensor<8xf32>\n      %6 = stablehlo.negate %5') in out
    assert 'sdy.data_flow_edge %0#0 sharding=<@mesh, [{?}], unreduced={"y"}>' in out


@pytest.mark.jax
def test_invalid_constraint_rejected() -> None:
    text = MESH + """
func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"z"}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}"""
    assert_both_reject(text, PASSES, "unknown axis name")


def test_copies_closed_sharding_and_sets_rule() -> None:
    out = ours(CASES["copied_to_op_result"], PASSES)
    sharding = '<@mesh, [{"x"}, {}], replicated={"y"}>'
    assert f"stablehlo.add %arg0, %arg0 {{sdy.sharding = #sdy.sharding_per_value<[{sharding}]>}}" \
        in out
    assert (f"sdy.sharding_constraint %0 {sharding} {{sdy.sharding_rule = "
            "#sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=8}>}") in out


def test_exceptions_leave_module_unchanged() -> None:
    out = ours(CASES["existing_sharding_or_open_dim_kept"], PASSES)
    assert "sdy.sharding_rule" not in out
    assert "%arg1: tensor<8x8xf32>)" in out  # no sharding on the open constraint's input
    assert '[<@mesh, [{?}, {?}]>]' in out


def test_different_constraint_blocks_same_does_not() -> None:
    out = ours(CASES["other_constraint_users"], PASSES)
    assert 'stablehlo.add %arg0, %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, ' \
        '[{"x"}, {}]>]>}' in out
    assert "stablehlo.add %arg1, %arg1 : tensor<8x8xf32>" in out


def test_multi_result_gets_open_shardings_elsewhere() -> None:
    out = ours(LOOP, PASSES)
    assert 'sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"x"}]>, <@mesh, []>]>' in out


def test_edge_target_reroutes_uses() -> None:
    out = ours(CASES["edge_result_reroutes_uses"], PASSES)
    lines = [line.strip() for line in out.splitlines()]
    edge = lines.index("%1 = sdy.data_flow_edge %0 : tensor<8x8xf32>")
    assert lines[edge + 1] == \
        '%2 = sdy.sharding_constraint %1 <@mesh, [{"x"}, {"y"}]> : tensor<8x8xf32>'
    assert "%3 = stablehlo.negate %2 : tensor<8x8xf32>" in lines
    assert "return %4, %2 : tensor<8x8xf32>, tensor<8x8xf32>" in lines


def test_edge_unreduced_and_manual_computation_constraint() -> None:
    out = ours(CASES["edge_unreduced_goes_on_edge"], PASSES)
    assert 'sdy.data_flow_edge %0#0 sharding=<@mesh, [{?}, {?}], unreduced={"y"}>' in out
    # The manual computation's operand gets a new constraint right after its edge op.
    assert ('%3 = sdy.data_flow_edge %0#1 : tensor<8x8xf32>\n    %4 = sdy.sharding_constraint '
            '%3 <@mesh, [{"x"}, {}], replicated={"y"}> : tensor<8x8xf32>') in out
    assert "%6 = stablehlo.negate %4" in out and "sdy.manual_computation(%4)" in out


def test_chain_replaces_only_later_same_block_uses() -> None:
    out = ours(CASES["chain_replaces_later_uses"], PASSES)
    assert "%5 = stablehlo.multiply %4, %4" in out
    assert "stablehlo.while(%arg2 = %4," in out
    assert "stablehlo.add %arg2, %0" in out  # nested block: not replaced
    assert "%1 = stablehlo.negate %0" in out  # before the chain: not replaced
    assert "return %0, " in out  # func.return: not replaced


def test_chain_exceptions() -> None:
    out = ours(CASES["chain_rule_exceptions"], PASSES)
    assert "%4 = stablehlo.add %0, %0" in out
    assert "%7 = stablehlo.add %arg1, %6" in out
    assert "%11 = stablehlo.add %arg2, %10" in out
    assert "%16 = stablehlo.add %12, %14" in out


def test_scalar_block_argument_untouched() -> None:
    assert "sdy.sharding_rule" not in ours(CASES["scalar_block_argument_skipped"], PASSES)


# Edges, then constraints, then sinking, as an import followed by an export would: the
# constraint on a loop argument and on a manual computation's operand stay constraints.
PIPELINE = MESH + """
func.func @main(%arg0: tensor<8x8xf32>, %arg1: tensor<i32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %0 = stablehlo.optimization_barrier %arg0 : tensor<8x8xf32>
  %1 = sdy.manual_computation(%0) in_shardings=[<@mesh, [{"x"}, {"y"}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x"} (%arg2: tensor<4x8xf32>) {
    %2 = sdy.sharding_constraint %arg2 <@mesh, [{}, {"y"}]> : tensor<4x8xf32>
    sdy.return %2 : tensor<4x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %3:2 = stablehlo.while(%iterArg = %1, %iterArg_0 = %arg1) : tensor<8x8xf32>, tensor<i32>
    cond {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare  LT, %iterArg_0, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %4 : tensor<i1>
  } do {
    %4 = sdy.sharding_constraint %iterArg <@mesh, [{"y"}, {}]> : tensor<8x8xf32>
    %5 = stablehlo.negate %4 : tensor<8x8xf32>
    stablehlo.return %5, %iterArg_0 : tensor<8x8xf32>, tensor<i32>
  }
  %6 = sdy.sharding_constraint %3#0 <@mesh, [{"x"}, {}]> : tensor<8x8xf32>
  return %6, %0 : tensor<8x8xf32>, tensor<8x8xf32>
}"""


@pytest.mark.jax
def test_between_add_and_sink_same_as_shardy() -> None:
    assert_same_as_shardy(PIPELINE, ["sdy-add-data-flow-edges", *PASSES,
                                     "sdy-sink-data-flow-edges"])


def test_debug_options_not_supported() -> None:
    from planner.model.ir.diagnostics import PlannerError

    with pytest.raises(PlannerError, match="not supported"):
        ours(CASES["copied_to_op_result"],
             ["sdy-apply-sharding-constraints{debug-sharding-origins=true}"])
    assert ours(CASES["copied_to_op_result"],
                ["sdy-apply-sharding-constraints{debug-sharding-origins=false}"]) == \
        ours(CASES["copied_to_op_result"], PASSES)
