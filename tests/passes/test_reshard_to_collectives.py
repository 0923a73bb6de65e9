"""sdy-reshard-to-collectives: every reshard becomes the all_slice / collective_permute /
all_to_all / all_gather sequence Shardy emits, in the same order with the same shardings."""

from __future__ import annotations

import pytest

from planner.model.sharding.axis import AxisRef
from planner.model.sharding.mesh import MeshAttr, MeshAxis
from planner.model.sharding.reshard_lowering import lower_reshard
from planner.model.sharding.tensor_sharding import TensorSharding
from tests.passes.differential import assert_both_reject, assert_same_as_shardy, ours

PASS = "sdy-reshard-to-collectives"
KEEP = "sdy-reshard-to-collectives{keep-redundant-reshards=true}"

XYZ = 'sdy.mesh @mesh = <["x"=2, "y"=2, "z"=2]>\n'
XYZW = 'sdy.mesh @mesh = <["x"=2, "y"=2, "z"=2, "w"=2]>\n'
# Axis names out of alphabetical order, so Shardy's name order and the mesh order differ.
BADC = 'sdy.mesh @mesh = <["b"=4, "a"=2, "d"=8, "c"=2]>\n'
# Same axes as @mesh, devices in reverse order; and a mesh with other axes.
REV = ('sdy.mesh @mesh = <["x"=2, "y"=4]>\n'
       'sdy.mesh @rev = <["x"=2, "y"=4], device_ids=[7, 6, 5, 4, 3, 2, 1, 0]>\n'
       'sdy.mesh @other = <["u"=8]>\n')
ODD = 'sdy.mesh @mesh = <["p"=3, "q"=2, "r"=6]>\n'


def one(mesh: str, src: str | None, dst: str, ty: str = "tensor<16x16xf32>",
        dst_mesh: str = "@mesh") -> str:
    """``%arg0`` of type ``ty`` with sharding ``src`` (none if None) resharded to ``dst``."""
    attr = f" {{sdy.sharding = #sdy.sharding<@mesh, {src}>}}" if src is not None else ""
    return f"""{mesh}func.func @main(%arg0: {ty}{attr}) -> {ty} {{
  %0 = sdy.reshard %arg0 <{dst_mesh}, {dst}> : {ty}
  return %0 : {ty}
}}"""


T3 = "tensor<16x16x16xf32>"

CASES: dict[str, tuple[str, list[str]]] = {
    # the example of the pass documentation
    "doc_example": (one(XYZ, '[{"x", "y", "z"}, {}]', '[{"x"}, {}]', "tensor<16x2xf32>"),
                    [PASS]),
    # all_slice: the target shards more
    "slice_two_dims": (one(XYZ, '[{}, {}]', '[{"x"}, {"y", "z"}]'), [PASS]),
    "slice_operand_without_sharding": (one(XYZ, None, '[{"z", "x"}, {}]'), [PASS]),
    "slice_appends_to_prefix": (one(XYZ, '[{"x"}, {}]', '[{"x", "y"}, {"z"}]'), [PASS]),
    # all_gather: the target shards less
    "gather_two_dims": (one(XYZ, '[{"x", "y"}, {"z"}]', '[{"x"}, {}]'), [PASS]),
    "gather_to_replicated": (one(XYZ, '[{"x"}, {"y", "z"}]', '[{}, {}]'), [PASS]),
    # all_to_all: axes move between dimensions
    "all_to_all_one_axis": (one(XYZ, '[{"x"}, {}]', '[{}, {"x"}]'), [PASS]),
    "all_to_all_suffix": (one(XYZ, '[{"x", "y", "z"}, {}]', '[{"x"}, {"y", "z"}]'), [PASS]),
    "all_to_all_into_order": (one(XYZ, '[{"y"}, {"x"}, {}]', '[{}, {}, {"x", "y"}]', T3),
                              [PASS]),
    "all_to_all_two_targets": (one(XYZ, '[{"x", "y", "z"}, {}, {}]',
                                   '[{}, {"y", "z"}, {"x"}]', T3), [PASS]),
    "slice_for_all_to_all": (one(XYZW, '[{"w"}, {"x"}, {}]', '[{}, {}, {"x", "y", "z", "w"}]',
                                 "tensor<4x8x32xf32>"), [PASS]),
    "slice_for_all_to_all_not_divisible": (
        one(XYZW, '[{"w"}, {"x"}, {}]', '[{}, {}, {"x", "y", "z", "w"}]',
            "tensor<4x2x32xf32>"), [PASS]),
    # collective_permute: same shard counts, other axes or order
    "permute_reorder_in_dim": (one(XYZ, '[{"x", "y"}, {}]', '[{"y", "x"}, {}]'), [PASS]),
    "permute_swap_dims": (one(XYZ, '[{"x"}, {"y"}]', '[{"y"}, {"x"}]'), [PASS]),
    "permute_replace_axis": (one(XYZ, '[{"x"}, {}]', '[{"y"}, {}]'), [PASS]),
    "permute_then_gather": (one(XYZW, '[{"x", "w"}, {}, {"z", "y"}]',
                                '[{}, {"y"}, {"w", "z"}]', T3), [PASS]),
    "permute_and_all_to_all": (one(XYZ, '[{"z", "y", "x"}, {}, {}]',
                                   '[{}, {"y"}, {"x", "z"}]', T3), [PASS]),
    # several kinds at once, on several dimensions
    "three_dims_mixed": (one(XYZW, '[{"x"}, {"y", "z"}, {}]', '[{"w", "y"}, {}, {"z"}]', T3),
                         [PASS]),
    "slice_permute_gather": (one(XYZW, '[{"x", "y"}, {}]', '[{"z"}, {"w", "x"}]'), [PASS]),
    # sub-axes: split where source and target only partly overlap
    "sub_axis_gather": (one(BADC, '[{"b"}, {}]', '[{"b":(1)2}, {}]'), [PASS]),
    "sub_axis_move": (one(BADC, '[{"b"}, {}]', '[{"b":(1)2}, {"b":(2)2}]'), [PASS]),
    "sub_axis_reorder": (one(BADC, '[{"d"}, {}]', '[{"d":(4)2, "d":(1)4}, {}]'), [PASS]),
    "sub_axes_merge_back": (one(BADC, '[{"d":(1)2}, {"d":(2)4}]', '[{"d"}, {}]'), [PASS]),
    "sub_axes_name_order": (one(BADC, '[{"b", "a"}, {"c"}]', '[{"c", "b":(2)2}, {"a", "d":(1)2}]'),
                            [PASS]),
    # dimensions that the axes don't divide
    "non_divisible_slice": (one(XYZ, '[{}, {}]', '[{"x", "y"}, {"z"}]', "tensor<3x5xf32>"),
                            [PASS]),
    "non_divisible_move": (one(XYZ, '[{"x"}, {"y"}]', '[{"y", "x"}, {}]', "tensor<6x3xf32>"),
                           [PASS]),
    "odd_axis_sizes": (one(ODD, '[{"p"}, {"q"}]', '[{"r"}, {"p"}]', "tensor<12x12xf32>"),
                       [PASS]),
    "odd_axes_two_rounds": (one(ODD, '[{"r", "q"}, {}]', '[{"q"}, {"r":(1)3, "p"}]',
                                "tensor<12x18xf32>"), [PASS]),
    # a dynamic dimension counts as MLIR's kDynamic (-2^63), which 3^k doesn't divide
    "dynamic_dimension": (one('sdy.mesh @mesh = <["x"=3, "y"=3, "z"=3, "w"=3]>\n',
                              '[{"w"}, {"x"}, {}]', '[{}, {}, {"x", "y", "z", "w"}]',
                              "tensor<4x?x32xf32>"), [PASS]),
    # Shardy gathers a whole dimension when its last axis isn't in the target (a quirk
    # of its reverse iteration); here the result then misses the target
    "gather_quirk": (one('sdy.mesh @mesh = <["b"=3, "a"=8, "c"=6]>\n',
                         '[{"c":(2)3, "b"}, {"c":(1)2, "a"}]', '[{"c":(1)2}, {"c":(2)3}]'),
                     [PASS]),
    # device orders: a collective_permute to the other mesh
    "device_order_only": (one(REV, '[{"x"}, {"y"}]', '[{"x"}, {"y"}]', dst_mesh="@rev"),
                          [PASS]),
    "device_order_and_move": (one(REV, '[{"x"}, {}]', '[{}, {"x", "y"}]', dst_mesh="@rev"),
                              [PASS]),
    "device_order_replicated_target": (one(REV, '[{"x"}, {}]', '[{}, {}]', dst_mesh="@rev"),
                                       [PASS]),
    "other_mesh_left_alone": (one(REV, '[{"x"}, {}]', '[{"u"}, {}]', dst_mesh="@other"),
                              [PASS]),
    # replicated and unreduced
    "replicated_removed": (one(XYZ, '[{}, {}], replicated={"x"}', '[{}, {}]'), [PASS]),
    "unreduced_carried": (one(XYZ, '[{"x"}, {}], unreduced={"y"}', '[{}, {"x"}], unreduced={"y"}'),
                          [PASS]),
    "unreduced_dropped_for_replicated": (
        one(XYZ, '[{"x"}, {}], unreduced={"y"}', '[{}, {}], unreduced={"y"}'), [PASS]),
    # redundant reshards: removed, or kept with keep-redundant-reshards
    "redundant_removed": (one(XYZ, '[{"x"}, {"y"}]', '[{"x"}, {"y"}]'), [PASS]),
    "redundant_kept": (one(XYZ, '[{"x"}, {"y"}]', '[{"x"}, {"y"}]'), [KEEP]),
    "redundant_open_kept": (one(XYZ, '[{"x", ?}, {?}]', '[{"x"}, {}]'), [KEEP]),
    "redundant_unsharded_kept": (one(XYZ, None, '[{}, {}]'), [KEEP]),
    "redundant_unreduced_differs_kept": (one(XYZ, '[{"x"}, {}], unreduced={"y"}', '[{"x"}, {}]'),
                                         [KEEP]),
    "not_redundant_with_keep": (one(XYZ, '[{"x"}, {}]', '[{}, {"x"}]'), [KEEP]),
    "device_order_not_redundant": (one(REV, '[{"x"}, {}]', '[{"x"}, {}]', dst_mesh="@rev"),
                                   [KEEP]),
    # where the operand's sharding is found
    "through_barrier": (XYZ + """func.func @main(%arg0: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y"}, {}]>}) -> tensor<16x16xf32> {
  %0 = sdy.propagation_barrier %arg0 allowed_direction=NONE : tensor<16x16xf32>
  %1 = sdy.reshard %0 <@mesh, [{}, {"y"}]> : tensor<16x16xf32>
  return %1 : tensor<16x16xf32>
}""", [PASS]),
    "barrier_kept_when_replicated": (XYZ + """func.func @main(%arg0: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %0 = sdy.propagation_barrier %arg0 allowed_direction=FORWARD : tensor<16x16xf32>
  %1 = sdy.reshard %0 <@mesh, [{}, {}]> : tensor<16x16xf32>
  return %1 : tensor<16x16xf32>
}""", [PASS]),
    "chain_of_reshards": (XYZ + """func.func @main(%arg0: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<16x16xf32> {
  %0 = sdy.reshard %arg0 <@mesh, [{"x"}, {}]> : tensor<16x16xf32>
  %1 = sdy.reshard %0 <@mesh, [{}, {"x", "z"}]> : tensor<16x16xf32>
  %2 = stablehlo.add %1, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"y"}, {}]>]>} : tensor<16x16xf32>
  %3 = sdy.reshard %2 <@mesh, [{}, {"y"}]> : tensor<16x16xf32>
  return %3 : tensor<16x16xf32>
}""", [PASS]),
    # the second reshard starts from the all_gather the first became (on @mesh), not from
    # the first's own sharding (on @rev): a permute is needed
    "chain_across_device_orders": (REV + """func.func @main(%arg0: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<16x16xf32> {
  %0 = sdy.reshard %arg0 <@rev, [{}, {}]> : tensor<16x16xf32>
  %1 = sdy.reshard %0 <@rev, [{"x"}, {}]> : tensor<16x16xf32>
  return %1 : tensor<16x16xf32>
}""", [PASS]),
    # jaxlib 0.10.2 still lowers (here: removes) reshards to or from a maximal mesh
    "maximal_mesh": (REV + 'sdy.mesh @maximal = <[], device_ids=[3]>\n' + """func.func @main(%arg0: tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, [], unreduced={"x"}>}) -> (tensor<f32>, tensor<f32>) {
  %0 = sdy.reshard %arg0 <@maximal, []> : tensor<f32>
  %1 = sdy.reshard %0 <@mesh, []> : tensor<f32>
  return %0, %1 : tensor<f32>, tensor<f32>
}""", [PASS]),
    "inside_manual_computation": (XYZ + """func.func @main(%arg0: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x", "y"}, {}]>] out_shardings=[<@mesh, [{"x"}, {"z"}]>] manual_axes={"x"} (%arg1: tensor<8x16xf32>) {
    %1 = sdy.reshard %arg1 <@mesh, [{}, {"z"}]> : tensor<8x16xf32>
    sdy.return %1 : tensor<8x16xf32>
  } : (tensor<16x16xf32>) -> tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}""", [PASS]),
    "two_functions": (XYZ + """func.func @main(%arg0: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<16x16xf32> {
  %0 = sdy.reshard %arg0 <@mesh, [{"y"}, {}]> : tensor<16x16xf32>
  %1 = call @f(%0) : (tensor<16x16xf32>) -> tensor<16x16xf32>
  return %1 : tensor<16x16xf32>
}
func.func private @f(%arg0: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}) -> tensor<16x16xf32> {
  %0 = sdy.reshard %arg0 <@mesh, [{}, {"y"}]> : tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}""", [PASS]),
}


@pytest.mark.jax
@pytest.mark.parametrize("name", CASES)
def test_same_as_shardy(name: str) -> None:
    text, passes = CASES[name]
    assert_same_as_shardy(text, passes)


@pytest.mark.jax
def test_rejects_incompatible_sub_axes() -> None:
    # "b":(2)3 and "b":(3)2 can't coexist: the all_slice Shardy emits is invalid
    text = one('sdy.mesh @mesh = <["b"=6, "a"=8, "c"=4]>\n', '[{"b":(1)2}, {"c", "b":(2)3}]',
               '[{"b":(3)2, "a":(4)2}, {"a":(2)2}]', "tensor<16x6xf32>")
    assert_both_reject(text, [PASS], 'overlapping sub-axes: "b":(2)3, "b":(3)2')


@pytest.mark.jax
def test_rejects_permute_to_renamed_mesh() -> None:
    # same axes and device ids under another name: the permute Shardy emits is invalid
    text = one(XYZ + 'sdy.mesh @twin = <["x"=2, "y"=2, "z"=2]>\n', '[{"x"}, {}]',
               '[{"x"}, {}]', dst_mesh="@twin")
    assert_both_reject(text, [PASS], "same device ids")


@pytest.mark.jax
def test_rejects_permute_changing_shard_count() -> None:
    # with an axis of size 3 Shardy's permute can change a dimension's shard count
    text = one('sdy.mesh @mesh = <["b"=2, "a"=4, "x"=3]>\n', '[{"a"}, {"b"}]',
               '[{"b", "a", "x"}, {}]', "tensor<3x8xf32>")
    assert_both_reject(text, [PASS], "sharded 6 ways but the operand's is sharded")


# -- without jax: exact outputs -----------------------------------------------------------------


def test_doc_example() -> None:
    out = ours(CASES["doc_example"][0], [PASS])
    assert 'sdy.all_gather [{"y", "z"}, {}] %arg0 out_sharding=<@mesh, [{"x"}, {}]> : ' \
        "tensor<16x2xf32>" in out
    assert "sdy.reshard" not in out


def test_order_of_collectives() -> None:
    out = ours(CASES["three_dims_mixed"][0], [PASS])
    ops = [line.split("=", 1)[1].split()[0] for line in out.splitlines() if "sdy.a" in line
           or "sdy.c" in line]
    assert ops == ["sdy.all_slice", "sdy.collective_permute", "sdy.all_to_all", "sdy.all_gather"]


def test_keep_redundant_reshards() -> None:
    text = CASES["redundant_removed"][0]
    assert "sdy.reshard" not in ours(text, [PASS])
    assert 'sdy.reshard %arg0 <@mesh, [{"x"}, {"y"}]>' in ours(text, [KEEP])


def test_device_order_permute() -> None:
    out = ours(CASES["device_order_only"][0], [PASS])
    assert 'sdy.collective_permute %arg0 out_sharding=<@rev, [{"x"}, {"y"}]>' in out


def test_other_mesh_left_alone() -> None:
    assert 'sdy.reshard %arg0 <@other, [{"u"}, {}]>' in ours(CASES["other_mesh_left_alone"][0],
                                                            [PASS])


def test_inlined_mesh() -> None:
    # jaxlib 0.10.2 crashes on inlined meshes here; we follow Shardy's newer source, which
    # compares meshes (inlined or named) as attributes: the same ops as with a named mesh
    named = one('sdy.mesh @mesh = <["x"=2, "y"=2]>\n', '[{"x", "y"}, {}]', '[{}, {"x"}]',
                "tensor<16x2xf32>")
    inlined = named.split("\n", 1)[1].replace("@mesh", 'mesh<["x"=2, "y"=2]>')
    expected = ours(named, [PASS]).split("\n", 2)[2].replace("@mesh", 'mesh<["x"=2, "y"=2]>')
    assert ours(inlined, [PASS]).split("\n", 1)[1] == expected
    assert "sdy.collective_permute" in expected and "sdy.all_gather" in expected


def test_lower_reshard_without_ir() -> None:
    mesh = MeshAttr((MeshAxis("x", 2), MeshAxis("y", 2)))
    x, y = AxisRef("x"), AxisRef("y")
    steps = lower_reshard(TensorSharding.closed("mesh", [x], []),
                          TensorSharding.closed("mesh", [], [x, y]), (8, 8), mesh)
    assert steps is not None
    assert [s.name for s in steps] == ["sdy.all_slice", "sdy.all_to_all"]
    # "y" is sliced next to "x" so that one all_to_all moves both, in order
    assert str(steps[0].properties["slicing_axes"]) == \
        '#sdy<list_of_axis_ref_lists[{"y"}, {}]>'
    assert str(steps[1].properties["params"]) == \
        '#sdy<all_to_all_param_list[{"x", "y"}: 0->1]>'
    assert steps[-1].out_sharding == TensorSharding.closed("mesh", [], [x, y])
    assert lower_reshard(TensorSharding.closed("mesh", [], []),
                         TensorSharding.closed("mesh", [], []), (8, 8), mesh) == []
