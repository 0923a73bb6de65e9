"""planner-reduce-scatter-fusion: all_reduce + all_slice -> reduce_scatter (+ residual all_slice).

Shardy has no pass of this name: the rewrite is a canonicalization pattern of its
collectives, so the oracle runs MLIR's ``canonicalize`` on each function. The inputs are
such that no other canonicalization applies (every value is used, no no-op collectives, no
all_slice of an all_gather)."""

from __future__ import annotations

import pytest

from planner.model.dialects.collective_bytes import collective_cost
from planner.model.sharding.axis import AxisRef
from planner.model.text.io import parse_module
from planner.passes import run_passes
from planner.passes.planner.reduce_scatter_fusion import split_slicing_axes
from tests.passes.differential import assert_same_as_shardy, ours

PASSES = ["planner-reduce-scatter-fusion"]
THEIRS = ["func.func(canonicalize)"]
MESH = 'sdy.mesh @mesh = <["x"=2, "y"=2, "z"=2, "p"=2]>\n'
MESH4 = 'sdy.mesh @mesh = <["r"=2, "x"=4, "y"=2, "z"=4]>\n'


def _func(arg_sharding: str, body: str, results: int = 1, shape: str = "16x16") -> str:
    """A ``@main`` taking one ``tensor<{shape}xf32>`` (with ``arg_sharding`` if given) and
    returning ``results`` of them; ``body`` ends with its ``return``."""
    t = f"tensor<{shape}xf32>"
    attrs = f" {{sdy.sharding = #sdy.sharding<{arg_sharding}>}}" if arg_sharding else ""
    outs = ", ".join([t] * results)
    return f"func.func @main(%arg0: {t}{attrs}) -> ({outs}) {{\n{body}\n}}"


CASES: dict[str, str] = {
    # Each dimension's slicing axes are exactly reduction axes: a reduce_scatter alone.
    "no_residual": MESH + _func("@mesh, [{}, {}]", """
  %0 = sdy.all_reduce {"x", "y"} %arg0 out_sharding=<@mesh, [{}, {}]> : tensor<16x16xf32>
  %1 = sdy.all_slice [{"x"}, {"y"}] %0 out_sharding=<@mesh, [{"x"}, {"y"}]> : tensor<16x16xf32>
  return %1 : tensor<16x16xf32>"""),
    # Reduction axes prefix each dimension; the rest is sliced afterwards.
    "residual_axes": MESH + _func("@mesh, [{}, {}]", """
  %0 = sdy.all_reduce {"x", "y"} %arg0 out_sharding=<@mesh, [{}, {}]> : tensor<16x16xf32>
  %1 = sdy.all_slice [{"x", "z"}, {"y", "p"}] %0 out_sharding=<@mesh, [{"x", "z"}, {"y", "p"}]> : tensor<16x16xf32>
  return %1 : tensor<16x16xf32>"""),
    # A dimension with residual axes only, another with reduction axes in non-mesh order.
    "residual_only_dim": MESH + _func("@mesh, [{}, {}]", """
  %0 = sdy.all_reduce {"x", "y"} %arg0 out_sharding=<@mesh, [{}, {}]> : tensor<16x16xf32>
  %1 = sdy.all_slice [{"z"}, {"y", "x"}] %0 out_sharding=<@mesh, [{"z"}, {"y", "x"}]> : tensor<16x16xf32>
  return %1 : tensor<16x16xf32>"""),
    # The operand's own axes come first in the reduce_scatter's out_sharding.
    "sharded_operand": MESH4 + _func('@mesh, [{"r"}, {}]', """
  %0 = sdy.all_reduce {"y", "z"} %arg0 out_sharding=<@mesh, [{"r"}, {}]> : tensor<64x16xf32>
  %1 = sdy.all_slice [{"y", "z"}, {"x"}] %0 out_sharding=<@mesh, [{"r", "y", "z"}, {"x"}]> : tensor<64x16xf32>
  return %1 : tensor<64x16xf32>""", shape="64x16"),
    # Rank 3, the middle dimension untouched.
    "three_dims": MESH + _func("@mesh, [{}, {\"p\"}, {}]", """
  %0 = sdy.all_reduce {"x", "z"} %arg0 out_sharding=<@mesh, [{}, {"p"}, {}]> : tensor<8x8x8xf32>
  %1 = sdy.all_slice [{"z", "y"}, {}, {"x"}] %0 out_sharding=<@mesh, [{"z", "y"}, {"p"}, {"x"}]> : tensor<8x8x8xf32>
  return %1 : tensor<8x8x8xf32>""", shape="8x8x8"),
    # A sub-axis following the operand's sub-axis merges with it; another one does not.
    "sub_axes_merge": MESH4 + _func('@mesh, [{"x":(1)2}, {"z":(2)2}]', """
  %0 = sdy.all_reduce {"x":(2)2, "z":(1)2} %arg0 out_sharding=<@mesh, [{"x":(1)2}, {"z":(2)2}]> : tensor<16x16xf32>
  %1 = sdy.all_slice [{"x":(2)2, "y"}, {"z":(1)2}] %0 out_sharding=<@mesh, [{"x", "y"}, {"z":(2)2, "z":(1)2}]> : tensor<16x16xf32>
  return %1 : tensor<16x16xf32>"""),
    # A reduction sub-axis matches only an equal slicing axis, not the axis holding it.
    "sub_axis_not_matching_full_axis": MESH4 + _func("@mesh, [{}, {}]", """
  %0 = sdy.all_reduce {"x":(1)2} %arg0 out_sharding=<@mesh, [{}, {}]> : tensor<16x16xf32>
  %1 = sdy.all_slice [{"x"}, {}] %0 out_sharding=<@mesh, [{"x"}, {}]> : tensor<16x16xf32>
  return %1 : tensor<16x16xf32>"""),
    # Sub-axes of one axis over two dimensions, with a residual sub-axis.
    "sub_axes_two_dims": MESH4 + _func("@mesh, [{}, {}]", """
  %0 = sdy.all_reduce {"x":(2)2, "z":(1)2} %arg0 out_sharding=<@mesh, [{}, {}]> : tensor<16x16xf32>
  %1 = sdy.all_slice [{"z":(1)2}, {"x":(2)2, "z":(2)2}] %0 out_sharding=<@mesh, [{"z":(1)2}, {"x":(2)2, "z":(2)2}]> : tensor<16x16xf32>
  return %1 : tensor<16x16xf32>"""),
    # A reduction axis not sliced at all: no fusion.
    "reduction_axis_left_over": MESH + _func("@mesh, [{}, {}]", """
  %0 = sdy.all_reduce {"x", "y"} %arg0 out_sharding=<@mesh, [{}, {}]> : tensor<16x16xf32>
  %1 = sdy.all_slice [{"x"}, {"z"}] %0 out_sharding=<@mesh, [{"x"}, {"z"}]> : tensor<16x16xf32>
  return %1 : tensor<16x16xf32>"""),
    # A reduction axis sliced, but after a non-reduction axis (not in the prefix).
    "reduction_axis_not_in_prefix": MESH + _func("@mesh, [{}, {}]", """
  %0 = sdy.all_reduce {"x", "y"} %arg0 out_sharding=<@mesh, [{}, {}]> : tensor<16x16xf32>
  %1 = sdy.all_slice [{"z", "x"}, {"y"}] %0 out_sharding=<@mesh, [{"z", "x"}, {"y"}]> : tensor<16x16xf32>
  return %1 : tensor<16x16xf32>"""),
    # The all_reduce is also read by another op: no fusion.
    "all_reduce_other_user": MESH + _func("@mesh, [{}, {}]", """
  %0 = sdy.all_reduce {"x"} %arg0 out_sharding=<@mesh, [{}, {}]> : tensor<16x16xf32>
  %1 = sdy.all_slice [{"x"}, {}] %0 out_sharding=<@mesh, [{"x"}, {}]> : tensor<16x16xf32>
  %2 = stablehlo.negate %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : tensor<16x16xf32>
  return %1, %2 : tensor<16x16xf32>, tensor<16x16xf32>""", results=2),
    # Two all_slice users with different slicing axes: neither fuses.
    "different_slice_users": MESH + _func("@mesh, [{}, {}]", """
  %0 = sdy.all_reduce {"x"} %arg0 out_sharding=<@mesh, [{}, {}]> : tensor<16x16xf32>
  %1 = sdy.all_slice [{"x"}, {}] %0 out_sharding=<@mesh, [{"x"}, {}]> : tensor<16x16xf32>
  %2 = sdy.all_slice [{}, {"x"}] %0 out_sharding=<@mesh, [{}, {"x"}]> : tensor<16x16xf32>
  return %1, %2 : tensor<16x16xf32>, tensor<16x16xf32>""", results=2),
    # Identical users, an op between them: fused before the first, both replaced.
    "identical_slice_users": MESH + _func("@mesh, [{}, {}]", """
  %0 = sdy.all_reduce {"x", "y"} %arg0 out_sharding=<@mesh, [{}, {}]> : tensor<16x16xf32>
  %1 = sdy.all_slice [{"x", "z"}, {"y"}] %0 out_sharding=<@mesh, [{"x", "z"}, {"y"}]> : tensor<16x16xf32>
  %2 = stablehlo.negate %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x", "z"}, {"y"}]>]>} : tensor<16x16xf32>
  %3 = sdy.all_slice [{"x", "z"}, {"y"}] %0 out_sharding=<@mesh, [{"x", "z"}, {"y"}]> : tensor<16x16xf32>
  return %2, %3 : tensor<16x16xf32>, tensor<16x16xf32>""", results=2),
    # No sharding on the operand: it counts as unsharded.
    "operand_without_sharding": MESH + _func("", """
  %0 = sdy.all_reduce {"y"} %arg0 out_sharding=<@mesh, [{}, {}]> : tensor<16x16xf32>
  %1 = sdy.all_slice [{}, {"y", "x"}] %0 out_sharding=<@mesh, [{}, {"y", "x"}]> : tensor<16x16xf32>
  return %1 : tensor<16x16xf32>"""),
    # Replicated and unreduced axes come from the all_slice's out_sharding; the operand's
    # open dimension becomes closed.
    "replicated_and_unreduced": MESH + _func('@mesh, [{"p", ?}, {}], unreduced={"x", "z"}', """
  %0 = sdy.all_reduce {"x"} %arg0 out_sharding=<@mesh, [{"p"}, {}], unreduced={"z"}> : tensor<16x16xf32>
  %1 = sdy.all_slice [{}, {"x"}] %0 out_sharding=<@mesh, [{"p"}, {"x"}], replicated={"y"}, unreduced={"z"}> : tensor<16x16xf32>
  return %1 : tensor<16x16xf32>"""),
    # Discardable attributes of the fused ops are not carried over.
    "discardable_attrs_dropped": MESH + _func("@mesh, [{}, {}]", """
  %0 = sdy.all_reduce {"y"} %arg0 out_sharding=<@mesh, [{}, {}]> {tag = "reduce"} : tensor<16x16xf32>
  %1 = sdy.all_slice [{"y", "p"}, {}] %0 out_sharding=<@mesh, [{"y", "p"}, {}]> {tag = "slice"} : tensor<16x16xf32>
  return %1 : tensor<16x16xf32>"""),
    # Two fusions in a row, the second reading the residual all_slice of the first.
    "chained": MESH + _func("@mesh, [{}, {}]", """
  %0 = sdy.all_reduce {"x"} %arg0 out_sharding=<@mesh, [{}, {}]> : tensor<16x16xf32>
  %1 = sdy.all_slice [{"x", "y"}, {}] %0 out_sharding=<@mesh, [{"x", "y"}, {}]> : tensor<16x16xf32>
  %2 = sdy.all_reduce {"z"} %1 out_sharding=<@mesh, [{"x", "y"}, {}]> : tensor<16x16xf32>
  %3 = sdy.all_slice [{}, {"z"}] %2 out_sharding=<@mesh, [{"x", "y"}, {"z"}]> : tensor<16x16xf32>
  return %3 : tensor<16x16xf32>"""),
    # Inside a manual computation's body, on the free axes.
    "inside_manual_computation": MESH + _func('@mesh, [{"x"}, {}]', """
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x", "y"}, {}]>] manual_axes={"x"} (%arg1: tensor<8x16xf32>) {
    %1 = sdy.all_reduce {"y"} %arg1 out_sharding=<@mesh, [{}, {}]> : tensor<8x16xf32>
    %2 = sdy.all_slice [{"y"}, {}] %1 out_sharding=<@mesh, [{"y"}, {}]> : tensor<8x16xf32>
    sdy.return %2 : tensor<8x16xf32>
  } : (tensor<16x16xf32>) -> tensor<16x16xf32>
  return %0 : tensor<16x16xf32>"""),
    # An inlined mesh on the collectives.
    "inlined_mesh": _func('mesh<["a"=2, "b"=2]>, [{}, {}]', """
  %0 = sdy.all_reduce {"a", "b"} %arg0 out_sharding=<mesh<["a"=2, "b"=2]>, [{}, {}]> : tensor<16x16xf32>
  %1 = sdy.all_slice [{"b"}, {"a"}] %0 out_sharding=<mesh<["a"=2, "b"=2]>, [{"b"}, {"a"}]> : tensor<16x16xf32>
  return %1 : tensor<16x16xf32>"""),
}


@pytest.mark.jax
@pytest.mark.parametrize("name", CASES)
def test_same_as_shardy(name: str) -> None:
    assert_same_as_shardy(CASES[name], PASSES, theirs=THEIRS)


def _body(text: str) -> list[str]:
    """The op lines of ``@main`` in our output, stripped."""
    lines = ours(text, PASSES).splitlines()
    start = next(i for i, line in enumerate(lines) if "func.func @main" in line)
    return [line.strip() for line in lines[start + 1:] if line.strip() not in ("}", "")]


def test_fusion_with_residual() -> None:
    assert _body(CASES["residual_axes"]) == [
        '%0 = sdy.reduce_scatter [{"x"}, {"y"}] %arg0 out_sharding=<@mesh, [{"x"}, {"y"}]> '
        ": tensor<16x16xf32>",
        '%1 = sdy.all_slice [{"z"}, {"p"}] %0 out_sharding=<@mesh, [{"x", "z"}, {"y", "p"}]> '
        ": tensor<16x16xf32>",
        "return %1 : tensor<16x16xf32>",
    ]


def test_fusion_without_residual() -> None:
    assert _body(CASES["no_residual"]) == [
        '%0 = sdy.reduce_scatter [{"x"}, {"y"}] %arg0 out_sharding=<@mesh, [{"x"}, {"y"}]> '
        ": tensor<16x16xf32>",
        "return %0 : tensor<16x16xf32>",
    ]


def test_operand_axes_and_sub_axes_merge() -> None:
    assert _body(CASES["sharded_operand"])[0] == (
        '%0 = sdy.reduce_scatter [{"y", "z"}, {}] %arg0 out_sharding=<@mesh, [{"r", "y", "z"}, '
        "{}]> : tensor<64x16xf32>")
    body = _body(CASES["sub_axes_merge"])
    assert body[0] == (
        '%0 = sdy.reduce_scatter [{"x":(2)2}, {"z":(1)2}] %arg0 out_sharding=<@mesh, '
        '[{"x"}, {"z":(2)2, "z":(1)2}]> : tensor<16x16xf32>')
    assert body[1].startswith('%1 = sdy.all_slice [{"y"}, {}] %0 out_sharding=<@mesh, '
                              '[{"x", "y"}, {"z":(2)2, "z":(1)2}]>')


@pytest.mark.parametrize("name", ["reduction_axis_left_over", "reduction_axis_not_in_prefix",
                                  "sub_axis_not_matching_full_axis", "all_reduce_other_user",
                                  "different_slice_users"])
def test_not_fused(name: str) -> None:
    out = ours(CASES[name], PASSES)
    assert "sdy.reduce_scatter" not in out and "sdy.all_reduce" in out


def test_identical_users_share_the_result() -> None:
    body = _body(CASES["identical_slice_users"])
    assert body[0].startswith('%0 = sdy.reduce_scatter [{"x"}, {"y"}] %arg0')
    assert body[1].startswith('%1 = sdy.all_slice [{"z"}, {}] %0')
    assert body[2].startswith("%2 = stablehlo.negate %1")
    assert body[3] == "return %2, %1 : tensor<16x16xf32>, tensor<16x16xf32>"


def test_out_sharding_keeps_slice_replicated_and_unreduced() -> None:
    assert _body(CASES["replicated_and_unreduced"])[0] == (
        '%0 = sdy.reduce_scatter [{}, {"x"}] %arg0 out_sharding=<@mesh, [{"p"}, {"x"}], '
        'replicated={"y"}, unreduced={"z"}> : tensor<16x16xf32>')


def test_discardable_attrs_dropped() -> None:
    assert "tag" not in ours(CASES["discardable_attrs_dropped"], PASSES)


def test_chained_fusions() -> None:
    body = _body(CASES["chained"])
    assert [line.split(" ")[2] for line in body[:-1]] == [
        "sdy.reduce_scatter", "sdy.all_slice", "sdy.reduce_scatter"]


def test_split_slicing_axes() -> None:
    x, y, z = AxisRef("x"), AxisRef("y"), AxisRef("z")
    fusion = split_slicing_axes((x, y), ((x, z), (y,)))
    assert fusion is not None and fusion.has_residual
    assert fusion.reduce_scatter == ((x,), (y,)) and fusion.residual == ((z,), ())
    # Each reduction axis is claimed once: the second dimension's "x" stays residual.
    fusion = split_slicing_axes((x,), ((x,), (x,)))
    assert fusion is not None and fusion.residual == ((), (x,))
    assert split_slicing_axes((x, y), ((x,), (z, y))) is None


def test_fusion_saves_bytes() -> None:
    # all_reduce sends 2*(g-1)/g of the full buffer; reduce_scatter (g-1)/g of it.
    before = parse_module(CASES["residual_axes"], "<case>")
    mesh = before.meshes()["mesh"]
    cost_before = sum(collective_cost(op, mesh).bytes_per_device
                      for op in before.funcs()["main"].body.ops if op.name.startswith("sdy."))
    after = run_passes(parse_module(CASES["residual_axes"], "<case>"), PASSES)
    cost_after = sum(collective_cost(op, mesh).bytes_per_device
                     for op in after.funcs()["main"].body.ops if op.name.startswith("sdy."))
    # 16x16 f32 = 1024 bytes, 4 devices per group: 2 * 1024 * 3/4 before, 1024 * 3/4 after.
    assert (cost_before, cost_after) == (1536, 768)
