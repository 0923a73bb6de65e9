"""sdy-sharding-group-import: transitive unification, renumbering 0..N-1, validation."""

from __future__ import annotations

import pytest

from planner.model.ir.diagnostics import PlannerError
from planner.passes.imports.sharding_group_import import EquivalenceClasses
from tests.passes.differential import assert_both_reject, assert_same_as_shardy, ours

PASSES = ["sdy-sharding-group-import"]
MESH = 'sdy.mesh @mesh = <["a"=2, "b"=2]>\n'
ARGS3 = "%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>"


def groups(*lines: str, args: str = ARGS3) -> str:
    body = "\n".join(f"  {line}" for line in lines)
    return f"func.func @main({args}) {{\n{body}\n  return\n}}"


def manual(body: str, after: str = "") -> str:
    """One manual computation on an 8x8 argument, ``body`` inside, ``after`` outside."""
    return MESH + f"""
func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {{
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{{?}}, {{?}}]>] out_shardings=[<@mesh, [{{?}}, {{?}}]>] manual_axes={{}} (%arg1: tensor<8x8xf32>) {{
    %1 = stablehlo.abs %arg1 : tensor<8x8xf32>
    %2 = stablehlo.negate %1 : tensor<8x8xf32>
{body}
    sdy.return %2 : tensor<8x8xf32>
  }} : (tensor<8x8xf32>) -> tensor<8x8xf32>
{after}
  return %0 : tensor<8x8xf32>
}}"""


CASES: dict[str, str] = {
    "no_groups": groups("%0 = stablehlo.add %arg0, %arg1 : tensor<4xf32>"),
    "disjoint_groups_renumbered": groups(
        "sdy.sharding_group %arg0 group_id = 42 : tensor<4xf32>",
        "sdy.sharding_group %arg1 group_id = 7 : tensor<4xf32>",
        "sdy.sharding_group %arg2 group_id = 42 : tensor<4xf32>"),
    "one_value_in_two_groups": groups(
        "sdy.sharding_group %arg0 group_id = 3 : tensor<4xf32>",
        "sdy.sharding_group %arg0 group_id = 1 : tensor<4xf32>",
        "sdy.sharding_group %arg1 group_id = 1 : tensor<4xf32>",
        "sdy.sharding_group %arg2 group_id = 8 : tensor<4xf32>"),
    # Numbering follows the order the classes' leaders were first met, not their ids:
    # 5 is met first but joins 7's class (7 leads), so 9's class is numbered first.
    "numbering_by_leader_order": groups(
        "sdy.sharding_group %arg0 group_id = 5 : tensor<4xf32>",
        "sdy.sharding_group %arg1 group_id = 9 : tensor<4xf32>",
        "sdy.sharding_group %arg2 group_id = 7 : tensor<4xf32>",
        "sdy.sharding_group %arg2 group_id = 5 : tensor<4xf32>"),
    "transitive_chain": groups(
        "sdy.sharding_group %arg0 group_id = 0 : tensor<4xf32>",
        "sdy.sharding_group %arg0 group_id = 1 : tensor<4xf32>",
        "sdy.sharding_group %arg1 group_id = 1 : tensor<4xf32>",
        "sdy.sharding_group %arg1 group_id = 2 : tensor<4xf32>",
        "sdy.sharding_group %arg2 group_id = 2 : tensor<4xf32>",
        "sdy.sharding_group %arg2 group_id = 3 : tensor<4xf32>"),
    "duplicate_ops_on_one_value": groups(
        "sdy.sharding_group %arg0 group_id = 4 : tensor<4xf32>",
        "%0 = stablehlo.add %arg0, %arg1 : tensor<4xf32>",
        "sdy.sharding_group %arg0 group_id = 4 : tensor<4xf32>",
        "sdy.sharding_group %0 group_id = 2 : tensor<4xf32>",
        "sdy.sharding_group %arg0 group_id = 4 : tensor<4xf32>"),
    # Shardy does not compare the shardings of a group's members at import.
    "conflicting_shardings_accepted": MESH + groups(
        "sdy.sharding_group %arg0 group_id = 5 : tensor<4xf32>",
        "sdy.sharding_group %arg1 group_id = 5 : tensor<4xf32>",
        args='%arg0: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>}, '
             '%arg1: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}]>}'),
    "groups_across_functions": """
func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  sdy.sharding_group %arg0 group_id = 12 : tensor<4xf32>
  %0 = call @f(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  sdy.sharding_group %0 group_id = 30 : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @f(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  sdy.sharding_group %arg0 group_id = 30 : tensor<4xf32>
  sdy.sharding_group %arg0 group_id = 12 : tensor<4xf32>
  return %arg0 : tensor<4xf32>
}""",
    "groups_inside_and_outside_manual": manual(
        "    sdy.sharding_group %1 group_id = 50 : tensor<8x8xf32>\n"
        "    sdy.sharding_group %2 group_id = 50 : tensor<8x8xf32>",
        "  sdy.sharding_group %0 group_id = 10 : tensor<8x8xf32>\n"
        "  sdy.sharding_group %arg0 group_id = 10 : tensor<8x8xf32>"),
    # Values under a while loop inside the manual computation still have that manual
    # computation as nearest manual parent.
    "group_in_while_inside_manual": manual("""
    sdy.sharding_group %2 group_id = 6 : tensor<8x8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3:2 = stablehlo.while(%x = %2, %i = %c) : tensor<8x8xf32>, tensor<i32>
      cond {
      %4 = stablehlo.compare LT, %i, %i : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %5 = stablehlo.add %x, %x : tensor<8x8xf32>
      sdy.sharding_group %5 group_id = 6 : tensor<8x8xf32>
      stablehlo.return %5, %i : tensor<8x8xf32>, tensor<i32>
    }"""),
}

CROSSING = manual("    sdy.sharding_group %1 group_id = 77 : tensor<8x8xf32>",
                  "  sdy.sharding_group %0 group_id = 77 : tensor<8x8xf32>")
TWO_MANUALS = MESH + """
func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{?}, {?}]>] out_shardings=[<@mesh, [{?}, {?}]>] manual_axes={} (%arg1: tensor<8x8xf32>) {
    sdy.sharding_group %arg1 group_id = 3 : tensor<8x8xf32>
    sdy.return %arg1 : tensor<8x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %1 = sdy.manual_computation(%0) in_shardings=[<@mesh, [{?}, {?}]>] out_shardings=[<@mesh, [{?}, {?}]>] manual_axes={} (%arg1: tensor<8x8xf32>) {
    sdy.sharding_group %arg1 group_id = 3 : tensor<8x8xf32>
    sdy.return %arg1 : tensor<8x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}"""
NESTED_LEVELS = MESH + """
func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{?}, {?}]>] out_shardings=[<@mesh, [{?}, {?}]>] manual_axes={} (%arg1: tensor<8x8xf32>) {
    %1 = sdy.manual_computation(%arg1) in_shardings=[<@mesh, [{?}, {?}]>] out_shardings=[<@mesh, [{?}, {?}]>] manual_axes={} (%arg2: tensor<8x8xf32>) {
      sdy.sharding_group %arg2 group_id = 9 : tensor<8x8xf32>
      sdy.return %arg2 : tensor<8x8xf32>
    } : (tensor<8x8xf32>) -> tensor<8x8xf32>
    sdy.sharding_group %1 group_id = 9 : tensor<8x8xf32>
    sdy.return %1 : tensor<8x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}"""
SHAPES = groups("sdy.sharding_group %arg0 group_id = 23 : tensor<4xf32>",
                "sdy.sharding_group %arg1 group_id = 23 : tensor<4x1xf32>",
                args="%arg0: tensor<4xf32>, %arg1: tensor<4x1xf32>")
REJECTED = {
    "crosses_manual_boundary": (CROSSING, "ShardingGroupOps values cannot cross "
                                "ManualComputationOp boundaries for groupId: 77"),
    "two_manual_computations": (TWO_MANUALS, "cannot cross ManualComputationOp boundaries "
                                "for groupId: 3"),
    "different_nesting_levels": (NESTED_LEVELS, "cannot cross ManualComputationOp boundaries "
                                 "for groupId: 9"),
    "different_shapes": (SHAPES, "ShardingGroupOps values must have the same shape for "
                         "groupId: 23"),
}


@pytest.mark.jax
@pytest.mark.parametrize("name", CASES)
def test_same_as_shardy(name: str) -> None:
    assert_same_as_shardy(CASES[name], PASSES)


@pytest.mark.jax
@pytest.mark.parametrize("name", REJECTED)
def test_both_reject(name: str) -> None:
    text, message = REJECTED[name]
    assert_both_reject(text, PASSES, message)


def _group_lines(text: str) -> list[str]:
    return [line.strip() for line in ours(text, PASSES).splitlines() if "sharding_group" in line]


def test_renumbering_and_dedup() -> None:
    assert _group_lines(CASES["disjoint_groups_renumbered"]) == [
        "sdy.sharding_group %arg0 group_id=0 : tensor<4xf32>",
        "sdy.sharding_group %arg1 group_id=1 : tensor<4xf32>",
        "sdy.sharding_group %arg2 group_id=0 : tensor<4xf32>"]
    assert _group_lines(CASES["numbering_by_leader_order"]) == [
        "sdy.sharding_group %arg0 group_id=1 : tensor<4xf32>",
        "sdy.sharding_group %arg1 group_id=0 : tensor<4xf32>",
        "sdy.sharding_group %arg2 group_id=1 : tensor<4xf32>"]
    assert _group_lines(CASES["transitive_chain"]) == [
        f"sdy.sharding_group %arg{i} group_id=0 : tensor<4xf32>" for i in range(3)]
    assert _group_lines(CASES["duplicate_ops_on_one_value"]) == [
        "sdy.sharding_group %arg0 group_id=0 : tensor<4xf32>",
        "sdy.sharding_group %0 group_id=1 : tensor<4xf32>"]


def test_errors_point_at_the_offending_op() -> None:
    for text, where in ((CROSSING, "<case>:10:3"), (SHAPES, "<case>:3:3")):
        with pytest.raises(PlannerError) as info:
            ours(text, PASSES)
        assert str(info.value).startswith(f"{where}: error: ShardingGroupOps values")


def test_equivalence_classes_order() -> None:
    classes = EquivalenceClasses()
    classes.union(4, 4)
    classes.union(2, 6)
    classes.union(6, 4)  # 2 leads {2, 6}, which absorbs {4}
    classes.union(9, 9)
    assert classes.leaders() == [2, 9]
    assert classes.find(4) == 2
