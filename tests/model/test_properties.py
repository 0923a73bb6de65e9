"""Property tests of the model: the sub-axis algebra against brute-force models, print/parse
round trips of every sdy attribute, and per-device shapes.

Sub-axis models used as ground truth:

* *factor runs*: an axis of size ``n`` is split into an ordered list of factors
  ``[k_0, ..., k_r)`` (major to minor); every sub-axis drawn from that split is a run
  ``[a, b)`` of factor positions, ``(prod k_<a) prod k_a..k_b-1`` in Shardy's notation.
  Overlap, containment, prefix and merging are then plain integer-interval facts.
* *devices*: device ``i`` of the axis has coordinate ``(i // (n // (m*k))) % k`` along
  sub-axis ``(m)k``. Two sub-axes overlap exactly when their coordinates are not
  independent, and ``A`` contains ``B`` exactly when ``B``'s coordinate is a function
  of ``A``'s.
* *bits* (``n`` a power of two): ``(m)k`` is the set of device-index bits
  ``[log2(n/(m*k)), log2(n/m))``.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, replace
from itertools import combinations, pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from planner.model.ir.attributes import ArrayAttr, Attribute, DictAttr, StringAttr
from planner.model.ir.core import Operation, Region
from planner.model.ir.equality import structurally_equal
from planner.model.ir.types import TensorType
from planner.model.sharding.axis import (
    AxisRef,
    SubAxisInfo,
    any_overlap,
    axes_size,
    make_axis,
    merge_consecutive,
    sort_by_mesh,
)
from planner.model.sharding.mesh import MeshAttr, MeshAxis
from planner.model.sharding.rule import OpShardingRule, factor_symbol, parse_factor_symbols
from planner.model.sharding.tensor_sharding import (
    REDUCTIONS,
    AllToAllParam,
    AllToAllParamList,
    AxisRefList,
    DimSharding,
    ListOfAxisRefLists,
    ManualAxes,
    ShardingPerValue,
    TensorSharding,
)
from planner.model.text.io import parse_module, print_module
from planner.model.text.parser import Parser

# -- sub-axis algebra --------------------------------------------------------------------------

FACTORS = (2, 3, 4, 5, 6, 7, 8)  # products of small primes; an axis is at most 64 devices


@dataclass(frozen=True)
class Split:
    """One axis named ``name`` cut into ``factors`` (major to minor)."""

    name: str
    factors: tuple[int, ...]

    @property
    def size(self) -> int:
        return math.prod(self.factors)

    def ref(self, a: int, b: int) -> AxisRef:
        """The canonical ref of the run of factors ``[a, b)``."""
        return make_axis(self.name, math.prod(self.factors[:a]), math.prod(self.factors[a:b]),
                         self.mesh())

    def mesh(self) -> MeshAttr:
        return MeshAttr((MeshAxis(self.name, self.size),))


splits = st.lists(st.sampled_from(FACTORS), min_size=1, max_size=6).filter(
    lambda fs: math.prod(fs) <= 64).map(lambda fs: Split("x", tuple(fs)))


@st.composite
def split_and_runs(draw: st.DrawFn, count: int) -> tuple[Split, list[tuple[int, int]]]:
    split = draw(splits)
    r = len(split.factors)
    runs = []
    for _ in range(count):
        a = draw(st.integers(0, r - 1))
        runs.append((a, draw(st.integers(a + 1, r))))
    return split, runs


def coordinate(ref: AxisRef, n: int, device: int) -> int:
    """Device model: ``device``'s index along ``ref`` (an axis of size ``n``)."""
    m, k = ref.pre_size, ref.size(MeshAttr((MeshAxis(ref.name, n),)))
    return (device // (n // (m * k))) % k


def independent(a: AxisRef, b: AxisRef, n: int) -> bool:
    pairs = {(coordinate(a, n, i), coordinate(b, n, i)) for i in range(n)}
    mesh = MeshAttr((MeshAxis(a.name, n),))
    return len(pairs) == a.size(mesh) * b.size(mesh)


def determines(a: AxisRef, b: AxisRef, n: int) -> bool:
    """``b``'s coordinate is a function of ``a``'s."""
    seen: dict[int, int] = {}
    return all(seen.setdefault(coordinate(a, n, i), coordinate(b, n, i)) == coordinate(b, n, i)
               for i in range(n))


@settings(max_examples=300)  # cheap, and the core of everything downstream
@given(split_and_runs(2))
def test_sub_axis_relations_match_factor_runs(case: tuple[Split, list[tuple[int, int]]]) -> None:
    split, [(a0, a1), (b0, b1)] = case
    mesh, a, b = split.mesh(), split.ref(a0, a1), split.ref(b0, b1)
    assert a.overlaps(b, mesh) == (max(a0, b0) < min(a1, b1))
    assert a.contains(b, mesh) == (a0 <= b0 and b1 <= a1)
    assert a.is_prefix_of(b, mesh) == (a0 == b0 and a1 <= b1)
    assert a.can_merge(b, mesh) == (a1 == b0)
    if a1 == b0:
        assert a.merge(b, mesh) == split.ref(a0, b1)
    # The same facts, seen from the devices.
    n = split.size
    assert a.overlaps(b, mesh) == (not independent(a, b, n))
    assert a.contains(b, mesh) == determines(a, b, n)
    if a.can_merge(b, mesh):
        merged = a.merge(b, mesh)
        kb = b.size(mesh)
        assert all(coordinate(merged, n, i) == coordinate(a, n, i) * kb + coordinate(b, n, i)
                   for i in range(n))


@given(split_and_runs(1))
def test_sub_axis_size_and_interval(case: tuple[Split, list[tuple[int, int]]]) -> None:
    split, [(a0, a1)] = case
    mesh, ref = split.mesh(), split.ref(a0, a1)
    assert ref.size(mesh) == math.prod(split.factors[a0:a1])
    assert ref.interval(mesh) == (math.prod(split.factors[:a0]), math.prod(split.factors[:a1]))
    assert ref.next_pre_size(mesh) == math.prod(split.factors[:a1])


@st.composite
def power_of_two_refs(draw: st.DrawFn) -> tuple[int, AxisRef, AxisRef]:
    """Any two valid sub-axes (or the full axis) of an axis of size 2^p."""
    p = draw(st.integers(1, 6))
    mesh = MeshAttr((MeshAxis("x", 2 ** p),))

    def one() -> AxisRef:
        lo = draw(st.integers(0, p - 1))
        hi = draw(st.integers(lo + 1, p))
        return make_axis("x", 2 ** lo, 2 ** (hi - lo), mesh)

    return 2 ** p, one(), one()


def bits(ref: AxisRef, n: int) -> set[int]:
    """Bit model: the device-index bits ``ref`` covers (bit 0 is the minor-most)."""
    mesh = MeshAttr((MeshAxis(ref.name, n),))
    m, k = ref.pre_size, ref.size(mesh)
    return set(range((n // (m * k)).bit_length() - 1, (n // m).bit_length() - 1))


@settings(max_examples=300)  # cheap, and the core of everything downstream
@given(power_of_two_refs())
def test_sub_axis_relations_match_bits(case: tuple[int, AxisRef, AxisRef]) -> None:
    n, a, b = case
    mesh = MeshAttr((MeshAxis("x", n),))
    ba, bb = bits(a, n), bits(b, n)
    assert a.overlaps(b, mesh) == bool(ba & bb)
    assert a.contains(b, mesh) == (bb <= ba)
    assert a.can_merge(b, mesh) == (min(ba) == max(bb) + 1)
    assert a.is_prefix_of(b, mesh) == (max(ba) == max(bb) and ba <= bb)
    if a.can_merge(b, mesh):
        assert bits(a.merge(b, mesh), n) == ba | bb


@given(st.sampled_from(FACTORS), st.integers(1, 4))
def test_make_axis_canonical(size: int, pre_exp: int) -> None:
    n = size * 2 ** pre_exp
    mesh = MeshAttr((MeshAxis("x", n),))
    assert make_axis("x", 1, n, mesh) == AxisRef("x")
    assert make_axis("x", 1, size, mesh) == AxisRef("x", SubAxisInfo(1, size))
    assert make_axis("x", 2, size, mesh) == AxisRef("x", SubAxisInfo(2, size))
    assert AxisRef("x").size(mesh) == n and AxisRef("x").pre_size == 1


@st.composite
def disjoint_runs(draw: st.DrawFn) -> tuple[Split, list[tuple[int, int]]]:
    """Non-overlapping runs of one split, in random order."""
    split = draw(splits)
    r = len(split.factors)
    cuts = sorted(draw(st.sets(st.integers(1, r - 1))) | {0, r}) if r > 1 else [0, 1]
    runs = [(cuts[i], cuts[i + 1]) for i in range(len(cuts) - 1)]
    chosen = draw(st.lists(st.sampled_from(runs), unique=True, max_size=len(runs)))
    return split, chosen


@settings(max_examples=300)  # cheap, and the core of everything downstream
@given(disjoint_runs())
def test_merge_consecutive_matches_model(case: tuple[Split, list[tuple[int, int]]]) -> None:
    split, runs = case
    mesh = split.mesh()
    expected: list[tuple[int, int]] = []
    for a, b in runs:
        if expected and expected[-1][1] == a:
            expected[-1] = (expected[-1][0], b)
        else:
            expected.append((a, b))
    got = merge_consecutive([split.ref(a, b) for a, b in runs], mesh)
    assert got == [split.ref(a, b) for a, b in expected]
    assert axes_size(got, mesh) == math.prod(split.ref(a, b).size(mesh) for a, b in runs)
    assert not any(x.can_merge(y, mesh) for x, y in pairwise(got))


@st.composite
def multi_axis_refs(draw: st.DrawFn) -> tuple[MeshAttr, list[Split], list[tuple[int, int, int]]]:
    """A mesh of 1-4 axes and refs (axis index, run) drawn from each axis' split."""
    names = draw(st.lists(st.sampled_from("abcdefgh"), min_size=1, max_size=4, unique=True))
    axes = [Split(name, draw(splits).factors) for name in names]
    mesh = MeshAttr(tuple(MeshAxis(s.name, s.size) for s in axes))
    refs = []
    for _ in range(draw(st.integers(0, 8))):
        i = draw(st.integers(0, len(axes) - 1))
        r = len(axes[i].factors)
        a = draw(st.integers(0, r - 1))
        refs.append((i, a, draw(st.integers(a + 1, r))))
    return mesh, axes, refs


def _full(split: Split, mesh: MeshAttr, a: int, b: int) -> AxisRef:
    return make_axis(split.name, math.prod(split.factors[:a]), math.prod(split.factors[a:b]), mesh)


@settings(max_examples=300)  # cheap, and the core of everything downstream
@given(multi_axis_refs())
def test_sort_by_mesh_and_any_overlap(case: tuple[MeshAttr, list[Split], list[tuple[int, int, int]]]
                                      ) -> None:
    mesh, axes, refs = case
    objs = [_full(axes[i], mesh, a, b) for i, a, b in refs]
    expected = [_full(axes[i], mesh, a, b) for i, a, b in sorted(refs)]
    assert sort_by_mesh(objs, mesh) == expected
    clash = any(i == j and max(a, c) < min(b, d)
                for (i, a, b), (j, c, d) in combinations(refs, 2))
    found = any_overlap(objs, mesh)
    assert (found is not None) == clash
    if found is not None:
        assert found[0].overlaps(found[1], mesh)


# -- attribute generators ------------------------------------------------------------------------

# Names exercise quoting: identifiers, spaces, quotes, backslashes, control characters, unicode.
names = st.one_of(
    st.from_regex(r"[a-z][a-z0-9_]{0,5}", fullmatch=True),
    st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), min_size=1, max_size=6),
    st.sampled_from(['a"b', "a\\b", "x\ny", "\t", "é", "a-b", "0", "\\0A", " "]),
)


@st.composite
def meshes(draw: st.DrawFn, max_axes: int = 4) -> tuple[MeshAttr, list[Split]]:
    kind = draw(st.sampled_from(["axes", "axes", "axes", "empty", "maximal"]))
    if kind == "empty":
        return MeshAttr(), []
    if kind == "maximal":
        return MeshAttr((), (draw(st.integers(0, 1000)),)), []
    axis_names = draw(st.lists(names, min_size=1, max_size=max_axes, unique=True))
    axes = [Split(name, draw(splits).factors) for name in axis_names]
    mesh = MeshAttr(tuple(MeshAxis(s.name, s.size) for s in axes))
    if draw(st.booleans()) and mesh.num_devices <= 256:
        ids = draw(st.permutations(range(mesh.num_devices)))
        # An explicit iota order reads back as no order (as in Shardy): draw only others.
        if list(ids) != list(range(mesh.num_devices)):
            mesh = MeshAttr(mesh.axes, tuple(ids))
    return mesh, axes


@st.composite
def refs_of(draw: st.DrawFn, axes: list[Split], mesh: MeshAttr, max_size: int = 6
            ) -> list[AxisRef]:
    if not axes:
        return []
    out = []
    for _ in range(draw(st.integers(0, max_size))):
        split = draw(st.sampled_from(axes))
        r = len(split.factors)
        a = draw(st.integers(0, r - 1))
        out.append(_full(split, mesh, a, draw(st.integers(a + 1, r))))
    return out


@st.composite
def tensor_shardings(draw: st.DrawFn, mesh_and_axes: tuple[MeshAttr, list[Split]] | None = None,
                     rank: int | None = None) -> TensorSharding:
    mesh, axes = mesh_and_axes if mesh_and_axes is not None else draw(meshes())
    rank = draw(st.integers(0, 5)) if rank is None else rank
    dims = []
    for _ in range(rank):
        dim_axes = tuple(draw(refs_of(axes, mesh, 3)))
        priority = draw(st.one_of(st.none(), st.integers(0, 30)))
        dims.append(DimSharding(dim_axes, draw(st.booleans()), priority))
    unreduced = tuple(draw(refs_of(axes, mesh, 3)))
    # The reduction kind is only written next to unreduced axes.
    reduction = draw(st.sampled_from(REDUCTIONS)) if unreduced else "sum"
    bound: str | MeshAttr = mesh if draw(st.booleans()) else draw(names)
    return TensorSharding(bound, tuple(dims), tuple(draw(refs_of(axes, mesh, 3))), unreduced,
                          reduction)


@st.composite
def axis_refs(draw: st.DrawFn) -> list[AxisRef]:
    mesh, axes = draw(meshes())
    return draw(refs_of(axes, mesh))


sharding_per_values = st.lists(tensor_shardings(), max_size=3).map(
    lambda ss: ShardingPerValue(tuple(ss)))
manual_axes = st.lists(names, max_size=4).map(lambda ns: ManualAxes(tuple(ns)))
axis_ref_lists = axis_refs().map(lambda rs: AxisRefList(tuple(rs)))


@st.composite
def list_of_axis_ref_lists(draw: st.DrawFn) -> ListOfAxisRefLists:
    mesh, axes = draw(meshes())
    return ListOfAxisRefLists(tuple(tuple(draw(refs_of(axes, mesh, 3)))
                                    for _ in range(draw(st.integers(0, 4)))))


@st.composite
def all_to_all_params(draw: st.DrawFn) -> AllToAllParamList:
    mesh, axes = draw(meshes())
    if not axes:
        return AllToAllParamList()
    # Every parameter moves at least one axis (Shardy's syntax has no empty `{}` there).
    params = [AllToAllParam(tuple(draw(refs_of(axes, mesh, 3).filter(bool))),
                            draw(st.integers(0, 12)), draw(st.integers(0, 12)))
              for _ in range(draw(st.integers(0, 4)))]
    return AllToAllParamList(tuple(params))


@st.composite
def sharding_rules(draw: st.DrawFn) -> OpShardingRule:
    """Random rules, up to 40 factors (past ``z``: ``z_1``, ``z_2``, ...), with compound
    and null (``*``) dimension mappings and every special factor kind."""
    n = draw(st.integers(0, 40))
    sizes = tuple(draw(st.lists(st.integers(1, 64), min_size=n, max_size=n)))

    def tensor() -> tuple[tuple[int, ...], ...]:
        rank = draw(st.integers(0, 4))
        if n == 0:
            return tuple(() for _ in range(rank))
        return tuple(tuple(draw(st.lists(st.integers(0, n - 1), max_size=3, unique=True)))
                     for _ in range(rank))

    operands = tuple(tensor() for _ in range(draw(st.integers(0, 3))))
    results = tuple(tensor() for _ in range(draw(st.integers(1, 2))))
    # reduction / need_replication / permutation are disjoint; blocked is orthogonal.
    kinds = draw(st.lists(st.sampled_from([None, "r", "n", "p"]), min_size=n, max_size=n))
    order = draw(st.permutations(range(n)))

    def of(kind: str) -> tuple[int, ...]:
        return tuple(f for f in order if kinds[f] == kind)

    blocked = tuple(draw(st.lists(st.integers(0, n - 1), unique=True))) if n else ()
    return OpShardingRule(sizes, operands, results, of("r"), of("n"), of("p"), blocked,
                          draw(st.booleans()))


meshes_only = meshes().map(lambda m: m[0])

ATTRIBUTES: dict[str, st.SearchStrategy[Attribute]] = {
    "tensor_sharding": tensor_shardings(),
    "sharding_per_value": sharding_per_values,
    "manual_axes": manual_axes,
    "axis_ref_list": axis_ref_lists,
    "list_of_axis_ref_lists": list_of_axis_ref_lists(),
    "all_to_all_param_list": all_to_all_params(),
    "mesh": meshes_only,
    "op_sharding_rule": sharding_rules(),
}
any_attribute = st.one_of(*ATTRIBUTES.values())


def parse_attr(text: str) -> Attribute:
    import planner.model.text.io  # noqa: F401  (registers the #sdy attributes)

    parser = Parser(text)
    attr = parser.parse_attr()
    assert parser.peek().kind == "eof", f"trailing text after attribute: {text!r}"
    return attr


# -- attribute round trips -------------------------------------------------------------------------


def _round_trip(attr: Attribute) -> None:
    text = str(attr)
    assert parse_attr(text) == attr, text


@given(tensor_shardings())
def test_tensor_sharding_round_trip(attr: TensorSharding) -> None:
    _round_trip(attr)


@given(sharding_per_values)
def test_sharding_per_value_round_trip(attr: ShardingPerValue) -> None:
    _round_trip(attr)


@given(manual_axes)
def test_manual_axes_round_trip(attr: ManualAxes) -> None:
    _round_trip(attr)


@given(axis_ref_lists)
def test_axis_ref_list_round_trip(attr: AxisRefList) -> None:
    _round_trip(attr)


@given(list_of_axis_ref_lists())
def test_list_of_axis_ref_lists_round_trip(attr: ListOfAxisRefLists) -> None:
    _round_trip(attr)


@given(all_to_all_params())
def test_all_to_all_param_list_round_trip(attr: AllToAllParamList) -> None:
    _round_trip(attr)


@given(meshes_only)
def test_mesh_round_trip(attr: MeshAttr) -> None:
    _round_trip(attr)


@given(sharding_rules())
def test_op_sharding_rule_round_trip(attr: OpShardingRule) -> None:
    _round_trip(attr)
    if attr.num_factors > 18:
        assert "z_1" in str(attr)


@given(st.lists(st.integers(0, 60), min_size=1, max_size=4))
def test_factor_symbols_round_trip(factors: list[int]) -> None:
    assert parse_factor_symbols("".join(map(factor_symbol, factors))) == factors


def test_iota_device_ids_are_dropped() -> None:
    """Shardy reads ``device_ids=[0, 1, ...]`` as the implicit order; so does the planner."""
    mesh = MeshAttr((MeshAxis("a", 2), MeshAxis("b", 2)), (0, 1, 2, 3))
    assert parse_attr(str(mesh)) == MeshAttr(mesh.axes)
    maximal = MeshAttr((), (0,))
    assert parse_attr(str(maximal)) == maximal


# -- round trips inside a module -------------------------------------------------------------------

_SKELETON = """
func.func @f(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  return %arg0 : tensor<8x8xf32>
}
"""
T = TensorType((8, 8), "f32")


def _module_with(build: Callable[[Operation, Operation], None]) -> Operation:
    """A module with one function; ``build(func, return_op)`` adds to it."""
    module = parse_module(_SKELETON)
    func = module.regions[0].blocks[0].ops[0]
    build(func, func.regions[0].blocks[0].ops[-1])
    return module


def _check_module(module: Operation) -> None:
    for generic in (False, True):
        text = print_module(module, generic=generic)
        again = parse_module(text, "<printed>")
        assert structurally_equal(module, again), text
        assert print_module(again, generic=generic) == text


def _insert(ret: Operation, op: Operation) -> Operation:
    assert ret.parent is not None
    ret.parent.insert_before(ret, op)
    return op


@settings(deadline=None)
@given(any_attribute, any_attribute)
def test_attributes_round_trip_in_module(attr: Attribute, other: Attribute) -> None:
    def build(func: Operation, ret: Operation) -> None:
        arg = func.regions[0].blocks[0].args[0]
        # As a discardable attribute and as an inherent property of an unknown op...
        _insert(ret, Operation("test.op", [arg], [T], {"prop": other}, {"a": attr, "b": other}))
        # ... and in the function's argument and result attribute dictionaries.
        func.properties["arg_attrs"] = ArrayAttr((DictAttr.of({"sdy.sharding": attr}),))
        func.properties["res_attrs"] = ArrayAttr((DictAttr.of({"x.y": other}),))
        func.attributes["test.attr"] = attr

    _check_module(_module_with(build))


def _with_mesh_name(s: TensorSharding, mesh: MeshAttr) -> TensorSharding:
    return replace(s, mesh="m") if isinstance(s.mesh, str) else replace(s, mesh=mesh)


@st.composite
def sdy_ops(draw: st.DrawFn) -> list[tuple[str, dict[str, Attribute]]]:
    """(op name, properties) of sdy ops whose custom syntax carries those attributes."""
    mesh, axes = draw(meshes())
    sharding = draw(tensor_shardings((mesh, axes), rank=2))
    lists = ListOfAxisRefLists(tuple(tuple(draw(refs_of(axes, mesh, 2))) for _ in range(2)))
    flat = AxisRefList(tuple(draw(refs_of(axes, mesh, 3))))
    params = AllToAllParamList(tuple(
        AllToAllParam(tuple(draw(refs_of(axes, mesh, 2).filter(bool))), draw(st.integers(0, 1)),
                      draw(st.integers(0, 1))) for _ in range(draw(st.integers(1, 2)))) if axes
        else ())
    # An explicit "sum" prints as nothing (the default), so only max and min are drawn.
    red = {} if draw(st.booleans()) else {"reduction_op": _i32(draw(st.integers(1, 2)))}
    return [
        ("sdy.sharding_constraint", {"sharding": sharding}),
        ("sdy.reshard", {"sharding": sharding}),
        ("sdy.all_gather", {"gathering_axes": lists, "out_sharding": sharding}),
        ("sdy.all_slice", {"slicing_axes": lists, "out_sharding": sharding}),
        ("sdy.reduce_scatter", {"reduce_scatter_axes": lists, "out_sharding": sharding, **red}),
        ("sdy.sharded_to_unreduced", {"axes": lists, "out_sharding": sharding}),
        ("sdy.all_reduce", {"reduction_axes": flat, "out_sharding": sharding, **red}),
        ("sdy.replicated_to_unreduced", {"axes": flat, "out_sharding": sharding}),
        ("sdy.all_to_all", {"params": params, "out_sharding": sharding}),
        ("sdy.collective_permute", {"out_sharding": sharding}),
        ("sdy.data_flow_edge", {"sharding": sharding} if draw(st.booleans()) else {}),
    ]


def _i32(value: int) -> Attribute:
    from planner.model.ir.attributes import IntegerAttr

    return IntegerAttr(value, "i32")


@settings(deadline=None)
@given(sdy_ops())
def test_sdy_op_syntax_round_trip(ops: list[tuple[str, dict[str, Attribute]]]) -> None:
    def build(func: Operation, ret: Operation) -> None:
        value = func.regions[0].blocks[0].args[0]
        for name, props in ops:
            value = _insert(ret, Operation.create(name, [value], [T], props)).results[0]
        ret.set_operand(0, value)

    _check_module(_module_with(build))


@settings(deadline=None)
@given(meshes(), st.data())
def test_manual_and_named_computation_round_trip(mesh_and_axes: tuple[MeshAttr, list[Split]],
                                                 data: st.DataObject) -> None:
    mesh, axes = mesh_and_axes
    ins = ShardingPerValue((data.draw(tensor_shardings((mesh, axes), rank=2)),))
    outs = ShardingPerValue((data.draw(tensor_shardings((mesh, axes), rank=2)),))
    manual = ManualAxes(tuple(data.draw(st.lists(st.sampled_from([s.name for s in axes]),
                                                 unique=True))) if axes else ())

    def region() -> Region:
        r = Region()
        from planner.model.ir.core import Block

        block = r.add_block(Block())
        arg = block.add_arg(T)
        block.append(Operation("sdy.return", [arg]))
        return r

    def build(func: Operation, ret: Operation) -> None:
        value = func.regions[0].blocks[0].args[0]
        props = {"in_shardings": ins, "out_shardings": outs, "manual_axes": manual}
        value = _insert(ret, Operation.create("sdy.manual_computation", [value], [T], props,
                                              None, [region()])).results[0]
        named = {"name": StringAttr(data.draw(names))}
        if data.draw(st.booleans()):
            named |= {"in_shardings": ins, "out_shardings": outs}
        value = _insert(ret, Operation.create("sdy.named_computation", [value], [T], named,
                                              None, [region()])).results[0]
        ret.set_operand(0, value)

    _check_module(_module_with(build))


@settings(deadline=None)
@given(st.lists(meshes_only, min_size=1, max_size=3), st.lists(names, min_size=3, max_size=3,
                                                              unique=True))
def test_mesh_ops_round_trip(mesh_list: list[MeshAttr], symbols: list[str]) -> None:
    def build(func: Operation, ret: Operation) -> None:
        block = func.parent
        assert block is not None
        for mesh, name in zip(mesh_list, symbols, strict=False):
            block.insert(0, Operation.create("sdy.mesh", [], [], {"sym_name": StringAttr(name),
                                                                  "mesh": mesh}))

    _check_module(_module_with(build))


# -- per-device shapes ----------------------------------------------------------------------------


@st.composite
def sharded_shapes(draw: st.DrawFn) -> tuple[TensorSharding, MeshAttr, tuple[int, ...]]:
    mesh, axes = draw(meshes())
    sharding = draw(tensor_shardings((mesh, axes)))
    shape = tuple(draw(st.lists(st.integers(0, 200), min_size=sharding.rank,
                                max_size=sharding.rank)))
    return sharding, mesh, shape


@given(sharded_shapes())
def test_local_shape_and_padding(case: tuple[TensorSharding, MeshAttr, tuple[int, ...]]) -> None:
    sharding, mesh, shape = case
    local = sharding.local_shape(shape, mesh)
    padding = sharding.padding(shape, mesh)
    for d, dim, loc, pad in zip(shape, sharding.dims, local, padding, strict=True):
        n = math.prod(a.size(mesh) for a in dim.axes)
        assert loc == math.ceil(d / n)
        assert pad == loc * n - d and 0 <= pad < n
        assert (pad == 0) == (d % n == 0)
    assert sharding.num_shards(mesh) == math.prod(
        math.prod(a.size(mesh) for a in dim.axes) for dim in sharding.dims)



# -- the oracle: MLIR's own attribute parser --------------------------------------------------------


def _jaxlib_compatible(attr: Attribute) -> bool:
    """jaxlib 0.10.2's sdy predates reduction kinds on unreduced axes and ``*`` mappings,
    and its rule syntax needs at least one operand mapping."""
    text = str(attr)
    return not any(f"unreduced={r}" in text for r in ("max", "min")) and "*" not in text \
        and "<()->" not in text


@pytest.mark.jax
@settings(deadline=None, max_examples=200)
@given(any_attribute)
def test_jaxlib_reads_printed_attribute(attr: Attribute) -> None:
    """MLIR parses what we print, and what MLIR prints back parses to the same value."""
    pytest.importorskip("jaxlib")
    import jax._src.interpreters.mlir as jm
    from jaxlib.mlir import ir

    if not _jaxlib_compatible(attr):
        return
    with jm.make_ir_context():
        printed_by_mlir = str(ir.Attribute.parse(str(attr)))
    assert parse_attr(printed_by_mlir) == attr, printed_by_mlir
    text = str(attr)
    if text.isascii() and text.isprintable() and "\\" not in text + printed_by_mlir:
        # The same canonical text too, where no escaping is involved (MLIR writes '"' as
        # \22 and non-ASCII as escaped UTF-8 bytes; we write \" and raw UTF-8).
        assert printed_by_mlir == text
