"""planner.model.sharding.collective_semantics (what each collective does to a sharding) and
planner.model.dialects.collective_bytes (the bytes it sends), checked against the collectives
sdy-reshard-to-collectives emits: replayed one after another they must lead from the
reshard's source sharding to its target."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from planner.model.dialects.collective_bytes import (
    CollectiveCost,
    collective_cost,
    reshard_bytes,
    step_cost,
)
from planner.model.dialects.ops import FuncOp, ModuleOp
from planner.model.dialects.value_sharding import value_sharding
from planner.model.ir.diagnostics import PlannerError
from planner.model.sharding.axis import AxisRef
from planner.model.sharding.collective_semantics import (
    CollectiveError,
    all_gather,
    all_reduce,
    all_slice,
    all_to_all,
    collective_permute,
    infer_out_sharding,
    reduce_scatter,
    replicated_to_unreduced,
    sharded_to_unreduced,
)
from planner.model.sharding.mesh import MeshAttr, MeshAxis
from planner.model.sharding.reshard_lowering import lower_reshard
from planner.model.sharding.tensor_sharding import (
    AllToAllParam,
    AxisRefList,
    DimSharding,
    ListOfAxisRefLists,
    TensorSharding,
)
from planner.model.text.io import parse_module
from planner.passes import run_passes

PASS = "sdy-reshard-to-collectives"
X, Y, Z = AxisRef("x"), AxisRef("y"), AxisRef("z")
MESH = MeshAttr((MeshAxis("x", 2), MeshAxis("y", 4), MeshAxis("z", 2)))


def sh(*dims: list[AxisRef], unreduced: tuple[AxisRef, ...] = ()) -> TensorSharding:
    return TensorSharding("m", tuple(DimSharding(tuple(d)) for d in dims), (), unreduced)


def axes_of(s: TensorSharding) -> list[tuple[AxisRef, ...]]:
    return [d.axes for d in s.dims]


# -- what each collective does -----------------------------------------------------------------


def test_all_gather_and_slice_are_inverse() -> None:
    src = sh([X, Y], [Z])
    gathered = all_gather(src, [(Y,), (Z,)], MESH)
    assert axes_of(gathered) == [(X,), ()]
    assert axes_of(all_slice(gathered, [(Y,), (Z,)], MESH)) == axes_of(src)


def test_all_gather_minor_sub_axis() -> None:
    y1, y2 = AxisRef.of("y", 1, 2), AxisRef.of("y", 2, 2)
    assert axes_of(all_gather(sh([X, Y]), [(y2,)], MESH)) == [(X, y1)]
    assert axes_of(all_slice(sh([X, y1]), [(y2,)], MESH)) == [(X, Y)]  # merged back


def test_all_gather_needs_a_suffix() -> None:
    with pytest.raises(CollectiveError, match="can't gather axis \"x\" from dimension 0"):
        all_gather(sh([X, Y]), [(X,)], MESH)


def test_all_to_all_moves_to_the_minor_end() -> None:
    out = all_to_all(sh([X, Y], [Z], []), [AllToAllParam((Y,), 0, 1)], MESH)
    assert axes_of(out) == [(X,), (Z, Y), ()]


def test_collective_permute_keeps_shard_counts() -> None:
    assert collective_permute(sh([X], [Y]), sh([Z], [Y]), MESH) == sh([Z], [Y])
    with pytest.raises(CollectiveError, match="sharded 4 ways but the operand's is sharded 2"):
        collective_permute(sh([X], []), sh([Y], []), MESH)


def test_unreduced_transitions() -> None:
    s2u = sharded_to_unreduced(sh([X, Y], [Z]), [(Y,), (Z,)], MESH)
    assert axes_of(s2u) == [(X,), ()] and s2u.unreduced == (Y, Z)
    r2u = replicated_to_unreduced(sh([X], []), [Z, Y], MESH)
    assert r2u.unreduced == (Y, Z)  # in mesh order
    reduced = all_reduce(sh([X], [], unreduced=(Y, Z)), [AxisRef.of("y", 2, 2)], MESH)
    assert reduced.unreduced == (AxisRef.of("y", 1, 2), Z)
    scattered = reduce_scatter(sh([], [], unreduced=(Y,)), [(Y,), ()], MESH)
    assert axes_of(scattered) == [(Y,), ()] and scattered.unreduced == ()
    with pytest.raises(CollectiveError, match="overlaps with the operand's dimension"):
        all_reduce(sh([X], []), [X], MESH)
    with pytest.raises(CollectiveError, match="is not replicated"):
        replicated_to_unreduced(sh([X], []), [X], MESH)


# -- the pass's collectives, replayed ----------------------------------------------------------

NAMES = ("x", "b", "a", "y")  # not in alphabetical order, as Shardy's own order is by name


@st.composite
def meshes(draw: st.DrawFn, sizes: tuple[int, ...]) -> MeshAttr:
    names = draw(st.permutations(NAMES))[: draw(st.integers(2, 4))]
    return MeshAttr(tuple(MeshAxis(n, draw(st.sampled_from(sizes))) for n in names))


@st.composite
def shardings(draw: st.DrawFn, mesh: MeshAttr, rank: int) -> TensorSharding:
    """Each axis whole or (size 4) as two sub-axes; each piece on a random dimension or
    unused; consecutive pieces merged as a valid sharding requires."""
    pieces: list[AxisRef] = []
    for ax in mesh.axes:
        if ax.size == 4 and draw(st.booleans()):
            pieces += [AxisRef.of(ax.name, 1, 2), AxisRef.of(ax.name, 2, 2)]
        else:
            pieces.append(AxisRef(ax.name))
    dims: list[list[AxisRef]] = [[] for _ in range(rank)]
    for piece in draw(st.permutations(pieces)):
        d = draw(st.integers(-1, rank - 1))
        if d >= 0:
            if dims[d] and dims[d][-1].can_merge(piece, mesh):
                dims[d][-1] = dims[d][-1].merge(piece, mesh)
            else:
                dims[d].append(piece)
    return sh(*dims)


def module_text(mesh: MeshAttr, shape: tuple[int, ...], src: TensorSharding,
                dst: TensorSharding) -> str:
    t = "tensor<" + "".join(f"{d}x" for d in shape) + "f32>"
    return f"""sdy.mesh @m = {mesh.stripped()}
func.func @main(%arg0: {t} {{sdy.sharding = #sdy.sharding{src.stripped()}}}) -> {t} {{
  %0 = sdy.reshard %arg0 {dst.stripped()} : {t}
  return %0 : {t}
}}"""


def replay(mesh: MeshAttr, shape: tuple[int, ...], src: TensorSharding,
           dst: TensorSharding) -> TensorSharding:
    """Run the pass on a module holding the reshard (which must then verify), replay its
    collectives with planner.model.sharding.collective_semantics, and return the last sharding reached."""
    module = parse_module(module_text(mesh, shape, src, dst), "<prop>")
    run_passes(module, [PASS])
    func = module.body.ops[-1]
    assert isinstance(func, FuncOp) and isinstance(module, ModuleOp)
    ops = func.body.ops[:-1]
    steps = lower_reshard(src, dst, shape, mesh)
    assert steps is not None
    assert [(op.name, op.properties) for op in ops] == [(s.name, s.properties) for s in steps]
    current = src
    for op in ops:
        assert value_sharding(op.operands[0]) == current
        current = infer_out_sharding(op.name, op.properties, current, mesh)
        emitted = op.properties["out_sharding"]
        assert isinstance(emitted, TensorSharding)
        assert (current.mesh, axes_of(current)) == (emitted.mesh, axes_of(emitted)), op.name
        current = emitted
    return current


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_reshard_collectives_reach_the_target(data: st.DataObject) -> None:
    """With axis sizes that are powers of two (Shardy's algorithm is complete there)."""
    mesh = data.draw(meshes((2, 4)))
    rank = data.draw(st.integers(1, 3))
    shape = tuple(data.draw(st.lists(st.integers(1, 12), min_size=rank, max_size=rank)))
    src, dst = data.draw(shardings(mesh, rank)), data.draw(shardings(mesh, rank))
    assert axes_of(replay(mesh, shape, src, dst)) == axes_of(dst)


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_reshard_collectives_apply_with_size_three(data: st.DataObject) -> None:
    """Sizes 2..4: Shardy's greedy choices (which we reproduce) may emit a permute that
    changes a dimension's shard count (then the module doesn't verify, as in Shardy's
    pipeline) or stop short of the target (see test_size_three_can_stop_short); otherwise
    every collective does what its out_sharding says and the module verifies."""
    mesh = data.draw(meshes((2, 3, 4)))
    rank = data.draw(st.integers(1, 3))
    shape = tuple(data.draw(st.lists(st.integers(1, 12), min_size=rank, max_size=rank)))
    src, dst = data.draw(shardings(mesh, rank)), data.draw(shardings(mesh, rank))
    steps = lower_reshard(src, dst, shape, mesh)
    assert steps is not None
    try:
        current = src
        for s in steps:
            current = infer_out_sharding(s.name, s.properties, current, mesh)
    except CollectiveError:
        with pytest.raises(PlannerError, match=r"sharded \d+ ways"):
            replay(mesh, shape, src, dst)
        return
    assert replay(mesh, shape, src, dst).mesh == dst.mesh


def test_size_three_can_stop_short() -> None:
    """The Shardy quirk in the differential case ``gather_quirk``: all of a dimension is
    gathered, including an axis the target still needs."""
    mesh = MeshAttr((MeshAxis("b", 3), MeshAxis("a", 8), MeshAxis("c", 6)))
    b, a, c1, c2 = AxisRef("b"), AxisRef("a"), AxisRef.of("c", 1, 2), AxisRef.of("c", 2, 3)
    src, dst = sh([c2, b], [c1, a]), sh([c1], [c2])
    assert axes_of(replay(mesh, (16, 16), src, dst)) == [(), ()]


def test_size_three_invalid_permute() -> None:
    """After slicing [{"a"}, {"b"}] to [{"a", "x"}, {"b"}], Shardy permutes it to 6 shards
    on dimension 0 where there were 12; its own pipeline fails the same way (differential
    test_rejects_permute_changing_shard_count)."""
    mesh = MeshAttr((MeshAxis("b", 2), MeshAxis("a", 4), MeshAxis("x", 3)))
    a, b, x = AxisRef("a"), AxisRef("b"), AxisRef("x")
    steps = lower_reshard(sh([a], [b]), sh([b, a, x], []), (3, 8), mesh)
    assert steps is not None and [s.name for s in steps[:2]] == ["sdy.all_slice",
                                                                "sdy.collective_permute"]
    sliced = infer_out_sharding(steps[0].name, steps[0].properties, sh([a], [b]), mesh)
    assert axes_of(sliced) == [(a, x), (b,)]
    with pytest.raises(CollectiveError, match="sharded 6 ways but the operand's is sharded 12"):
        infer_out_sharding(steps[1].name, steps[1].properties, sliced, mesh)
    with pytest.raises(PlannerError, match="sharded 6 ways"):
        replay(mesh, (3, 8), sh([a], [b]), sh([b, a, x], []))


# -- costs ------------------------------------------------------------------------------------

F32 = 4


def cost(name: str, props: dict, operand: TensorSharding, shape: tuple[int, ...] = (16, 8),
         element_bytes: int = F32) -> CollectiveCost:
    return step_cost(name, props, operand, shape, element_bytes, MESH)


def lists(*dims: tuple[AxisRef, ...]) -> ListOfAxisRefLists:
    return ListOfAxisRefLists(tuple(dims))


def test_all_gather_cost() -> None:
    # 16x8 f32 on [{"x", "y"}, {}]: 2x8 shards (64 B); gathering "y" (g=4) gives 8x8 shards
    # (256 B), of which each device receives 3/4: it sends 256 * 3/4 = 192 B
    c = cost("sdy.all_gather", {"gathering_axes": lists((Y,), ())}, sh([X, Y], []))
    assert c == CollectiveCost(192, 4, "all_gather")


def test_all_gather_cost_with_padding() -> None:
    # 6 rows over 8 shards: padded 1-row shards of 8 f32 = 32 B; gather all (g=8): 32 * 7
    c = cost("sdy.all_gather", {"gathering_axes": lists((X, Y), ())}, sh([X, Y], []), (6, 8))
    assert c == CollectiveCost(224, 8, "all_gather")


def test_local_ops_cost_nothing() -> None:
    assert cost("sdy.all_slice", {"slicing_axes": lists((Y,), (Z,))}, sh([X], [])) == \
        CollectiveCost(0, 8, "all_slice")
    assert cost("sdy.replicated_to_unreduced", {"axes": AxisRefList((Y,))}, sh([X], [])) == \
        CollectiveCost(0, 4, "replicated_to_unreduced")
    assert cost("sdy.sharded_to_unreduced", {"axes": lists((X,), ())}, sh([X], [])) == \
        CollectiveCost(0, 2, "sharded_to_unreduced")


def test_all_to_all_cost() -> None:
    # 8x8 f32 shards (256 B); g=2: half of each shard leaves: 128 B
    from planner.model.sharding.tensor_sharding import AllToAllParamList

    params = AllToAllParamList((AllToAllParam((X,), 0, 1),))
    assert cost("sdy.all_to_all", {"params": params}, sh([X], [])) == \
        CollectiveCost(128, 2, "all_to_all")


def test_collective_permute_cost() -> None:
    # the whole 8x2 shard of bf16 (2 B): 32 B; no groups
    c = cost("sdy.collective_permute", {"out_sharding": sh([Y], [X])}, sh([X], [Y]),
             element_bytes=2)
    assert c == CollectiveCost(32, None, "collective_permute")


def test_all_reduce_cost() -> None:
    # 8x8 f32 shards (256 B) reduced over "y" (g=4): 2 * 256 * 3/4 = 384 B
    c = cost("sdy.all_reduce", {"reduction_axes": AxisRefList((Y,))},
             sh([X], [], unreduced=(Y,)))
    assert c == CollectiveCost(384, 4, "all_reduce")
    # g=3 doesn't divide: rounded as the XLA oracle does (2 * 64 * 2/3 = 85.33)
    odd = MeshAttr((MeshAxis("x", 2), MeshAxis("y", 4), MeshAxis("z", 2), MeshAxis("w", 3)))
    c = step_cost("sdy.all_reduce", {"reduction_axes": AxisRefList((AxisRef("w"),))},
                  sh([X, Y], []), (16, 8), F32, odd)
    assert c == CollectiveCost(85, 3, "all_reduce")


def test_reduce_scatter_cost() -> None:
    # replicated 16x8 f32 (512 B), reduce-scattered over "y" on dim 0: 512 * 3/4 = 384 B
    c = cost("sdy.reduce_scatter", {"reduce_scatter_axes": lists((Y,), ())},
             sh([], [], unreduced=(Y,)))
    assert c == CollectiveCost(384, 4, "reduce_scatter")


def test_collective_cost_of_an_op() -> None:
    module = parse_module("""sdy.mesh @m = <["x"=2, "y"=4, "z"=2]>
func.func @main(%arg0: tensor<16x8xbf16> {sdy.sharding = #sdy.sharding<@m, [{"x", "y"}, {}]>},
                %arg1: tensor<16x8xi1>) -> (tensor<16x8xbf16>, tensor<16x8xi1>) {
  %0 = sdy.all_gather [{"y"}, {}] %arg0 out_sharding=<@m, [{"x"}, {}]> : tensor<16x8xbf16>
  %1 = sdy.all_reduce {"z"} %arg1 out_sharding=<@m, [{}, {}]> : tensor<16x8xi1>
  return %0, %1 : tensor<16x8xbf16>, tensor<16x8xi1>
}""", "<cost>")
    func = module.body.ops[-1]
    assert isinstance(func, FuncOp)
    gather, reduce = func.body.ops[0], func.body.ops[1]
    assert collective_cost(gather, MESH) == CollectiveCost(96, 4, "all_gather")  # 2x8x2 B * 3
    # an operand without a sharding is replicated: 128 i1 bytes, 2 * 128 * 1/2
    assert collective_cost(reduce, MESH) == CollectiveCost(128, 2, "all_reduce")


def test_reshard_bytes_doc_example() -> None:
    mesh = MeshAttr((MeshAxis("x", 2), MeshAxis("y", 2), MeshAxis("z", 2)))
    # all_gather [{"y", "z"}, {}]: 2x2 f32 shards (16 B), g=4: 48 B
    assert reshard_bytes(sh([X, Y, Z], []), sh([X], []), (16, 2), "f32", mesh) == 48


def test_reshard_bytes_of_a_sequence() -> None:
    mesh = MeshAttr((MeshAxis("x", 2), MeshAxis("y", 2), MeshAxis("z", 2), MeshAxis("w", 2)))
    w = AxisRef("w")
    src, dst = sh([X], [Y, Z], []), sh([w, Y], [], [Z])
    steps = lower_reshard(src, dst, (16, 16, 16), mesh)
    assert steps is not None
    assert [s.name for s in steps] == ["sdy.all_slice", "sdy.collective_permute",
                                       "sdy.all_to_all", "sdy.all_gather"]
    # shards of 16x16x16 f32 after the slice: [x, w] x [y, z] -> 4x4x16 = 1 KiB.
    # slice 0 + permute 1024 + all_to_all over "z" 1024/2 + all_gather "x" on 4x8x16
    # shards (2 KiB), g=2: 2048 * 1/2
    assert reshard_bytes(src, dst, (16, 16, 16), "f32", mesh) == 0 + 1024 + 512 + 1024


def test_reshard_bytes_nothing_to_do() -> None:
    assert reshard_bytes(sh([X], []), sh([X], []), (8, 8), "f32", MESH) == 0
    assert reshard_bytes(sh([], []), sh([], []), (8, 8), "f32", MESH) == 0


def test_reshard_bytes_unsupported() -> None:
    other = TensorSharding("other", (DimSharding((AxisRef("u"),)),))
    with pytest.raises(ValueError, match="no lowering"):  # meshes with different axes
        reshard_bytes(sh([X]), other, (8,), "f32", MESH, MeshAttr((MeshAxis("u", 8),)))


def test_reshard_bytes_to_other_device_order() -> None:
    rev = MeshAttr(MESH.axes, tuple(reversed(range(16))))
    target = TensorSharding("rev", (DimSharding((X,)), DimSharding()))
    # a permute of the whole 8x8 f32 shard
    assert reshard_bytes(sh([X], []), target, (16, 8), "f32", MESH, rev) == 256
