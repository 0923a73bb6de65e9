"""sdy-lift-inlined-meshes: inlined meshes become mesh symbols, identical meshes merged."""

from __future__ import annotations

import pytest

from planner.model.dialects.symbol_table import SymbolTable
from planner.model.text.io import parse_module, print_module
from planner.passes import run_passes
from tests.passes.differential import assert_same_as_shardy, ours

PASSES = ["sdy-lift-inlined-meshes"]
ALL_REDUCE_BODY = """({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  })"""
SHLO_MESH = '#stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "r", size = 8>]>'

CASES: dict[str, str] = {
    "nothing_to_lift": """
sdy.mesh @m1 = <["x"=2, "y"=4]>
sdy.mesh @m2 = <["x"=4, "y"=2]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m1, [{"x"}, {}]>}) -> tensor<8x8xf32> {
  %0 = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@m2, [{}, {"y"}]>]>} : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}""",
    "duplicates_merged_into_first": """
sdy.mesh @a = <["x"=2, "y"=4]>
sdy.mesh @b = <["x"=8]>
sdy.mesh @c = <["x"=2, "y"=4]>
sdy.mesh @d = <["x"=8]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@c, [{"x"}, {}]>}) -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@d, [{"x", ?}, {}]>}) {
  %0 = sdy.sharding_constraint %arg0 <@c, [{}, {"y"}], replicated={"x"}> : tensor<8x8xf32>
  %1 = sdy.reshard %0 <@b, [{"x"}, {}]> : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}""",
    "inlined_same_as_existing": """
sdy.mesh @mesh = <["x"=2, "y"=4]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<mesh<["x"=2, "y"=4]>, [{"x"}, {?}]>}) -> tensor<8x8xf32> {
  %0 = stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding_per_value<[<mesh<["x"=2, "y"=4]>, [{}, {"y"}], unreduced={"x"}>]>} : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}""",
    "new_meshes_in_order_first_met": """
sdy.mesh @mesh = <["x"=2, "y"=4]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<mesh<["p"=8]>, [{"p"}, {}]>}) -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<mesh<["q"=8]>, [{}, {"q"}]>}) {
  %0 = stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding_per_value<[<mesh<["r"=8]>, [{}, {"r"}]>]>} : tensor<8x8xf32>
  %1 = stablehlo.abs %0 {sdy.sharding = #sdy.sharding_per_value<[<mesh<["p"=8]>, [{}, {}]>]>} : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}""",
    "maximal_and_empty_meshes": """
func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<mesh<[], device_ids=[3]>, []>}) -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<mesh<[]>, [{}]>}) {
  %0 = stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding_per_value<[<mesh<[], device_ids=[7]>, []>]>} : tensor<8xf32>
  %1 = stablehlo.abs %0 {sdy.sharding = #sdy.sharding_per_value<[<mesh<[], device_ids=[3]>, []>]>} : tensor<8xf32>
  return %1 : tensor<8xf32>
}""",
    # Taken names get `_N` suffixes from one counter shared by all names: maximal_mesh_2 is
    # taken (by a non-maximal mesh), so it becomes maximal_mesh_2_0 and the next new mesh
    # skips mesh_0 although it is free.
    "suffix_counter_is_shared": """
sdy.mesh @maximal_mesh_2 = <["z"=8]>
sdy.mesh @mesh = <["x"=8]>
func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<mesh<[], device_ids=[2]>, []>}) -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<mesh<["w"=8]>, [{"w"}]>}) {
  %0 = stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding_per_value<[<mesh<["v"=8]>, [{"v"}]>]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}""",
    # A removed duplicate frees its name; references to it still go to the mesh it
    # duplicated, not to a new mesh that reuses the name.
    "erased_duplicate_name_reused": """
sdy.mesh @mesh = <["x"=8]>
sdy.mesh @mesh_0 = <["x"=8]>
func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh_0, [{"x"}]>}) -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<mesh<["y"=8]>, [{"y"}]>}) {
  return %arg0 : tensor<8xf32>
}""",
    # New meshes go after the last mesh kept, even below a function; a trailing duplicate
    # does not count.
    "inserted_after_last_kept_mesh": """
sdy.mesh @first = <["x"=8]>
func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<mesh<["y"=8]>, [{"y"}]>}) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}
sdy.mesh @second = <["x"=4, "z"=2]>
func.func @other(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@third, [{"x"}]>}) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}
sdy.mesh @third = <["x"=8]>
""",
    "sdy_ops_and_manual_computation": """
func.func @main(%arg0: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %0 = sdy.data_flow_edge %arg0 sharding=<mesh<["x"=2, "y"=4]>, [{"x"}, {}]> : tensor<16x32xf32>
  %1 = sdy.manual_computation(%0) in_shardings=[<mesh<["x"=2, "y"=4]>, [{"x"}, {}]>] out_shardings=[<mesh<["x"=2, "y"=4]>, [{"x"}, {}]>] manual_axes={"x"} (%arg1: tensor<8x32xf32>) {
    %2 = stablehlo.abs %arg1 {sdy.sharding = #sdy.sharding_per_value<[<mesh<["x"=2, "y"=4]>, [{}, {"y"}]>]>} : tensor<8x32xf32>
    sdy.return %2 : tensor<8x32xf32>
  } : (tensor<16x32xf32>) -> tensor<16x32xf32>
  %3 = sdy.sharding_constraint %1 <mesh<["y"=8]>, [{}, {"y"}]> : tensor<16x32xf32>
  %4 = sdy.all_gather [{}, {"y"}] %3 out_sharding=<mesh<["y"=8]>, [{}, {}]> : tensor<16x32xf32>
  return %4 : tensor<16x32xf32>
}""",
    "while_named_computation_and_call": """
sdy.mesh @mesh = <["x"=8]>
func.func @main(%arg0: tensor<8xf32>, %arg1: tensor<i32>) -> tensor<8xf32> {
  %0:2 = stablehlo.while(%a = %arg0, %i = %arg1) : tensor<8xf32>, tensor<i32> attributes {sdy.sharding = #sdy.sharding_per_value<[<mesh<["a"=8]>, [{"a"}]>, <mesh<["b"=8]>, []>]>}
    cond {
    %c = stablehlo.compare LT, %i, %i : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    stablehlo.return %a, %i : tensor<8xf32>, tensor<i32>
  }
  %1 = sdy.named_computation<"nc">(%0#0) in_shardings=[<mesh<["c"=8]>, [{"c"}]>] out_shardings=[<mesh<["a"=8]>, [{}]>] (%arg2: tensor<8xf32>) {
    sdy.return %arg2 : tensor<8xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  %2 = call @f(%1) {sdy.sharding = #sdy.sharding_per_value<[<mesh<["d"=8]>, [{"d"}]>]>} : (tensor<8xf32>) -> tensor<8xf32>
  return %2 : tensor<8xf32>
}
func.func private @f(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<mesh<["e"=8]>, [{"e"}]>}) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}""",
    # Replica groups of StableHLO collectives: all_gather ops are visited before
    # all_reduce ops; a StableHLO mesh never matches an sdy mesh (nor one with other
    # device ids), only the same StableHLO mesh; a reference to a duplicate is renamed.
    "replica_group_meshes": f"""
sdy.mesh @mesh = <["r"=8]>
sdy.mesh @dup = <["r"=8]>
func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {{
  %0 = "stablehlo.all_reduce"(%arg0) {ALL_REDUCE_BODY} {{replica_groups = #stablehlo.replica_group_mesh_axes<mesh = {SHLO_MESH}, axes = [#stablehlo.axis_ref<name = "r">]>}} : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %1 = "stablehlo.all_gather"(%0) {{all_gather_dim = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "r", size = 8>], device_ids = dense<[7, 6, 5, 4, 3, 2, 1, 0]> : tensor<8xi64>>, axes = [#stablehlo.axis_ref<name = "r">]>}} : (tensor<8x8xf32>) -> tensor<64x8xf32>
  %2 = "stablehlo.all_reduce"(%arg0) {ALL_REDUCE_BODY} {{replica_groups = #stablehlo.replica_group_mesh_axes<mesh = {SHLO_MESH}, axes = [#stablehlo.axis_ref<name = "r">]>}} : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %3 = "stablehlo.all_reduce"(%2) {ALL_REDUCE_BODY} {{replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @dup, axes = [#stablehlo.axis_ref<name = "r">]>}} : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %3 : tensor<8x8xf32>
}}""",
    "zero_and_multi_result_ops": """
func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  stablehlo.custom_call @foo(%arg0) {has_side_effect = true, sdy.sharding = #sdy.sharding_per_value<[<mesh<[], device_ids=[0]>, []>]>} : (tensor<8xf32>) -> ()
  %0:2 = stablehlo.optimization_barrier %arg0, %arg0 : tensor<8xf32>, tensor<8xf32>
  %1:2 = stablehlo.custom_call @bar(%0#0) {sdy.sharding = #sdy.sharding_per_value<[<mesh<["q"=8]>, [{"q"}]>, <mesh<["x"=8]>, [{}]>]>} : (tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)
  return %1#1 : tensor<8xf32>
}""",
    "existing_stablehlo_mesh_attr_kept": """
sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "old", size = 8 : i64}]}}
sdy.mesh @ordered = <["x"=8], device_ids=[7, 6, 5, 4, 3, 2, 1, 0]>
func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@ordered, [{"x"}]>}) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}""",
}


@pytest.mark.jax
@pytest.mark.parametrize("name", CASES)
def test_same_as_shardy(name: str) -> None:
    assert_same_as_shardy(CASES[name], PASSES)


def test_inlined_mesh_lifted_after_existing() -> None:
    out = ours(CASES["new_meshes_in_order_first_met"], PASSES)
    lines = [line.strip() for line in out.splitlines() if "sdy.mesh" in line]
    assert [line.split(" = ")[0] for line in lines] == [
        "sdy.mesh @mesh", "sdy.mesh @mesh_0", "sdy.mesh @mesh_1", "sdy.mesh @mesh_2"]
    assert 'sdy.mesh @mesh_0 = <["p"=8]>' in out and 'sdy.mesh @mesh_2 = <["r"=8]>' in out
    assert "#sdy.sharding<@mesh_0, [{\"p\"}, {}]>" in out
    assert "<@mesh_0, [{}, {}]>" in out and "mesh<" not in out


def test_duplicates_renamed() -> None:
    out = ours(CASES["duplicates_merged_into_first"], PASSES)
    assert "@c" not in out and "@d" not in out
    assert 'sdy.sharding_constraint %arg0 <@a, [{}, {"y"}], replicated={"x"}>' in out
    assert '#sdy.sharding<@b, [{"x", ?}, {}]>' in out


def test_names_of_special_meshes() -> None:
    out = ours(CASES["maximal_and_empty_meshes"], PASSES)
    assert out.splitlines()[1:4] == [
        "  sdy.mesh @maximal_mesh_3 = <[], device_ids=[3]> {stablehlo.mesh = {axes = [], "
        "device_ids = dense<[3]> : tensor<1xi64>}}",
        "  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}",
        "  sdy.mesh @maximal_mesh_7 = <[], device_ids=[7]> {stablehlo.mesh = {axes = [], "
        "device_ids = dense<[7]> : tensor<1xi64>}}",
    ]
    out = ours(CASES["suffix_counter_is_shared"], PASSES)
    assert "@maximal_mesh_2_0 = <[], device_ids=[2]>" in out
    assert '@mesh_1 = <["w"=8]>' in out and '@mesh_2 = <["v"=8]>' in out


def test_stablehlo_mesh_attribute() -> None:
    out = ours(CASES["nothing_to_lift"], PASSES)
    assert ('sdy.mesh @m1 = <["x"=2, "y"=4]> {stablehlo.mesh = {axes = [{name = "x", '
            'size = 2 : i64}, {name = "y", size = 4 : i64}]}}') in out
    out = ours(CASES["existing_stablehlo_mesh_attr_kept"], PASSES)
    assert 'name = "old"' in out
    assert "device_ids = dense<[7, 6, 5, 4, 3, 2, 1, 0]> : tensor<8xi64>" in out


def test_replica_groups() -> None:
    out = ours(CASES["replica_group_meshes"], PASSES)
    assert 'sdy.mesh @mesh_0 = <["r"=8]>' in out and 'sdy.mesh @mesh_1 = <["r"=8]>' in out
    assert "@dup" not in out and "#stablehlo.mesh<" not in out
    groups = [line.split("mesh = ")[1].split(",")[0] for line in out.splitlines()
              if "replica_group_mesh_axes" in line]
    assert groups == ["@mesh_1", "@mesh_0", "@mesh_1", "@mesh"]


def test_symbol_table_counter() -> None:
    module = parse_module('sdy.mesh @a = <["x"=2]>\nsdy.mesh @a_0 = <["x"=2]>')
    run_passes(module, [], verify=False)
    table = SymbolTable(module)  # type: ignore[arg-type]
    assert table.insert("b") == "b"
    assert table.insert("a") == "a_1"  # a_0 taken: the counter moved on to 2
    table.erase("a_0")
    assert table.insert("a") == "a_2"
    assert table.insert("a_0") == "a_0"
    assert print_module(module).count("sdy.mesh") == 2
