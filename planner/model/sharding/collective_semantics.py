"""What each sdy collective does to the sharding of its operand.

One function per collective infers the sharding of its result from the operand's sharding
and the op's parameters (for ``collective_permute``, which has none, the result sharding is
given and only checked). The verifier checks an op's ``out_sharding`` against these, and
``sdy-reshard-to-collectives``'s tests replay the collectives it emits through them.

Inferred shardings are closed and name no replicated axes, like the ``out_sharding`` of
the collectives Shardy creates. A parameter that can't be applied to the operand (gathering
an axis that isn't a suffix of the dimension's axes, reducing a sharded axis...) raises
:class:`CollectiveError`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from planner.model.ir.attributes import Attribute
from planner.model.ir.op_names import SDY
from planner.model.sharding.axis import (
    AxisRef,
    add_axis_or_merge,
    axes_size,
    axes_text,
    make_axis,
    sort_and_merge,
)
from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.tensor_sharding import (
    AllToAllParam,
    AllToAllParamList,
    AxisRefList,
    DimSharding,
    ListOfAxisRefLists,
    TensorSharding,
)

Axes = tuple[AxisRef, ...]


class CollectiveError(ValueError):
    """A collective's parameters can't be applied to its operand's sharding."""


@dataclass
class CollectiveStep:
    """A collective to create: the op name (``sdy.all_gather``...) and its properties,
    ``out_sharding`` included, exactly as they go on the op."""

    name: str
    properties: dict[str, Attribute] = field(default_factory=dict)

    @property
    def out_sharding(self) -> TensorSharding:
        s = self.properties["out_sharding"]
        assert isinstance(s, TensorSharding)
        return s


# -- the algebra on one dimension's axes ------------------------------------------------------


def is_suffix(part: AxisRef, whole: AxisRef, mesh: MeshAttr) -> bool:
    """``part`` is ``whole`` or its minor end."""
    return whole.contains(part, mesh) and part.next_pre_size(mesh) == whole.next_pre_size(mesh)


def gather_dim(axes: Sequence[AxisRef], gathered: Sequence[AxisRef], dim: int, mesh: MeshAttr,
               verb: str = "gather") -> Axes:
    """``axes`` (one dimension's sharding) without ``gathered`` at its minor end; each
    gathered axis, from the last, must be a suffix of what is left."""
    left = list(axes)
    for a in reversed(gathered):
        if not left or not is_suffix(a, left[-1], mesh):
            raise CollectiveError(f"can't {verb} axis {a} from dimension {dim} of the operand "
                                  f"sharding {axes_text(axes)}; the axes must be a suffix of "
                                  "the dimension's axes")
        whole = left.pop()
        if whole.pre_size < a.pre_size:  # keep the part of ``whole`` major to ``a``
            left.append(AxisRef.of(whole.name, whole.pre_size, a.pre_size // whole.pre_size))
    return tuple(left)


def slice_dim(axes: Sequence[AxisRef], sliced: Sequence[AxisRef], mesh: MeshAttr) -> Axes:
    """``axes`` with ``sliced`` appended at the minor end, merging consecutive sub-axes."""
    out = list(axes)
    for a in sliced:
        add_axis_or_merge(out, a, mesh)
    return tuple(out)


def remove_axes(axes: Sequence[AxisRef], removed: Sequence[AxisRef], mesh: MeshAttr) -> Axes:
    """``axes`` minus every part covered by ``removed`` (sub-axes split as needed), sorted
    and merged."""
    pieces = list(axes)
    for r in removed:
        kept: list[AxisRef] = []
        for a in pieces:
            if not a.overlaps(r, mesh):
                kept.append(a)
                continue
            (a0, a1), (r0, r1) = a.interval(mesh), r.interval(mesh)
            if a0 < r0:
                kept.append(make_axis(a.name, a0, r0 // a0, mesh))
            if r1 < a1:
                kept.append(make_axis(a.name, r1, a1 // r1, mesh))
        pieces = kept
    return tuple(sort_and_merge(pieces, mesh))


# -- per collective ---------------------------------------------------------------------------


def _result(operand: TensorSharding, dims: Sequence[Sequence[AxisRef]],
            unreduced: Sequence[AxisRef] | None = None) -> TensorSharding:
    return TensorSharding(operand.mesh, tuple(DimSharding(tuple(d)) for d in dims), (),
                          operand.unreduced if unreduced is None else tuple(unreduced),
                          operand.reduction)


def _check_rank(operand: TensorSharding, per_dim: Sequence[object], what: str) -> None:
    if len(per_dim) != operand.rank:
        raise CollectiveError(f"{what} has rank {len(per_dim)} but the operand sharding has "
                              f"rank {operand.rank}")


def all_gather(operand: TensorSharding, gathering_axes: Sequence[Sequence[AxisRef]],
               mesh: MeshAttr) -> TensorSharding:
    """Each dimension loses its gathered axes (a suffix of its axes)."""
    _check_rank(operand, gathering_axes, "gathering_axes")
    return _result(operand, [gather_dim(d.axes, g, i, mesh)
                             for i, (d, g) in enumerate(zip(operand.dims, gathering_axes, strict=True))])


def all_slice(operand: TensorSharding, slicing_axes: Sequence[Sequence[AxisRef]],
              mesh: MeshAttr) -> TensorSharding:
    """Each dimension gets its slicing axes appended."""
    _check_rank(operand, slicing_axes, "slicing_axes")
    return _result(operand, [slice_dim(d.axes, s, mesh)
                             for d, s in zip(operand.dims, slicing_axes, strict=True)])


def reduce_scatter(operand: TensorSharding, axes: Sequence[Sequence[AxisRef]],
                   mesh: MeshAttr) -> TensorSharding:
    """An all-reduce over ``axes`` then an all-slice along them: each dimension gets its
    axes appended, and they are no longer unreduced."""
    _check_rank(operand, axes, "reduce_scatter_axes")
    flat = [a for dim in axes for a in dim]
    return _result(operand, [slice_dim(d.axes, s, mesh)
                             for d, s in zip(operand.dims, axes, strict=True)],
                   remove_axes(operand.unreduced, flat, mesh))


def sharded_to_unreduced(operand: TensorSharding, axes: Sequence[Sequence[AxisRef]],
                         mesh: MeshAttr) -> TensorSharding:
    """Each dimension loses ``axes`` (a suffix of its axes), which become unreduced."""
    _check_rank(operand, axes, "axes")
    dims = [gather_dim(d.axes, a, i, mesh, "unreduce")
            for i, (d, a) in enumerate(zip(operand.dims, axes, strict=True))]
    moved = [a for dim in axes for a in dim]
    return _result(operand, dims, sort_and_merge([*operand.unreduced, *moved], mesh))


def all_to_all(operand: TensorSharding, params: Sequence[AllToAllParam],
               mesh: MeshAttr) -> TensorSharding:
    """Per parameter, its axes move from the minor end of ``src_dim`` to the minor end of
    ``tgt_dim``."""
    dims = [d.axes for d in operand.dims]
    for p in params:
        for dim in (p.src_dim, p.tgt_dim):
            if not 0 <= dim < operand.rank:
                raise CollectiveError(f"dimension {dim} is out of range [0, {operand.rank})")
        dims[p.src_dim] = gather_dim(operand.dims[p.src_dim].axes, p.axes, p.src_dim, mesh,
                                     "move")
        dims[p.tgt_dim] = slice_dim(operand.dims[p.tgt_dim].axes, p.axes, mesh)
    return _result(operand, dims)


def permute_size_mismatch(operand: TensorSharding, out: TensorSharding,
                          mesh: MeshAttr) -> str | None:
    """Why ``out`` can't be reached from ``operand`` by a collective permute (a dimension
    changing how many ways it is sharded), or None."""
    for d, (a, b) in enumerate(zip(operand.dims, out.dims, strict=True)):
        if a.axes != b.axes and a.size(mesh) != b.size(mesh):
            return (f"out_sharding dimension {d} is sharded {b.size(mesh)} ways but the "
                    f"operand's is sharded {a.size(mesh)} ways")
    return None


def collective_permute(operand: TensorSharding, out_sharding: TensorSharding,
                       mesh: MeshAttr) -> TensorSharding:
    """A permute only moves shards between devices: ``out_sharding`` (given) must shard
    every dimension as many ways as the operand does; it is the result."""
    _check_rank(operand, out_sharding.dims, "out_sharding")
    problem = permute_size_mismatch(operand, out_sharding, mesh)
    if problem:
        raise CollectiveError(problem)
    return out_sharding


def all_reduce(operand: TensorSharding, reduction_axes: Sequence[AxisRef],
               mesh: MeshAttr) -> TensorSharding:
    """Dimensions unchanged; the reduction axes (which may not shard the operand or be
    explicitly replicated) stop being unreduced."""
    for a in reduction_axes:
        if any(a.overlaps(b, mesh) for b in [*operand.dim_axes(), *operand.replicated]):
            raise CollectiveError(f"reduction axis {a} overlaps with the operand's dimension "
                                  "sharding or replicated axes")
    return _result(operand, [d.axes for d in operand.dims],
                   remove_axes(operand.unreduced, reduction_axes, mesh))


def replicated_to_unreduced(operand: TensorSharding, axes: Sequence[AxisRef],
                            mesh: MeshAttr) -> TensorSharding:
    """Dimensions unchanged; ``axes`` (replicated in the operand) become unreduced."""
    for a in axes:
        if any(a.overlaps(b, mesh) for b in operand.dim_axes()):
            raise CollectiveError(f"axis {a} is not replicated: it overlaps with the operand's "
                                  "dimension sharding")
        if any(a.overlaps(b, mesh) for b in operand.unreduced):
            raise CollectiveError(f"axis {a} is not replicated: it overlaps with the operand's "
                                  "unreduced axes")
    return _result(operand, [d.axes for d in operand.dims],
                   sort_and_merge([*operand.unreduced, *axes], mesh))


def _lists(props: Mapping[str, Attribute], key: str) -> tuple[Axes, ...]:
    v = props[key]
    assert isinstance(v, ListOfAxisRefLists), f"{key} is {v}"
    return v.lists


def _list(props: Mapping[str, Attribute], key: str) -> Axes:
    v = props[key]
    assert isinstance(v, AxisRefList), f"{key} is {v}"
    return v.axes


def infer_out_sharding(name: str, properties: Mapping[str, Attribute],
                       operand: TensorSharding, mesh: MeshAttr) -> TensorSharding:
    """The result sharding of collective ``name`` with ``properties`` on ``operand``."""
    if name == SDY.ALL_GATHER:
        return all_gather(operand, _lists(properties, "gathering_axes"), mesh)
    if name == SDY.ALL_SLICE:
        return all_slice(operand, _lists(properties, "slicing_axes"), mesh)
    if name == SDY.REDUCE_SCATTER:
        return reduce_scatter(operand, _lists(properties, "reduce_scatter_axes"), mesh)
    if name == SDY.SHARDED_TO_UNREDUCED:
        return sharded_to_unreduced(operand, _lists(properties, "axes"), mesh)
    if name == SDY.ALL_TO_ALL:
        params = properties["params"]
        assert isinstance(params, AllToAllParamList)
        return all_to_all(operand, params.params, mesh)
    if name == SDY.COLLECTIVE_PERMUTE:
        out = properties["out_sharding"]
        assert isinstance(out, TensorSharding)
        return collective_permute(operand, out, mesh)
    if name == SDY.ALL_REDUCE:
        return all_reduce(operand, _list(properties, "reduction_axes"), mesh)
    if name == SDY.REPLICATED_TO_UNREDUCED:
        return replicated_to_unreduced(operand, _list(properties, "axes"), mesh)
    raise KeyError(f"not a collective: {name}")


def collective_axes(name: str, properties: Mapping[str, Attribute]) -> Axes:
    """Every axis a collective communicates (or slices) along; none for a permute."""
    if name in (SDY.ALL_GATHER, SDY.ALL_SLICE, SDY.REDUCE_SCATTER,
                SDY.SHARDED_TO_UNREDUCED):
        key = {SDY.ALL_GATHER: "gathering_axes", SDY.ALL_SLICE: "slicing_axes",
               SDY.REDUCE_SCATTER: "reduce_scatter_axes"}.get(name, "axes")
        return tuple(a for dim in _lists(properties, key) for a in dim)
    if name == SDY.ALL_TO_ALL:
        params = properties["params"]
        assert isinstance(params, AllToAllParamList)
        return tuple(a for p in params.params for a in p.axes)
    if name == SDY.ALL_REDUCE:
        return _list(properties, "reduction_axes")
    if name == SDY.REPLICATED_TO_UNREDUCED:
        return _list(properties, "axes")
    return ()


def group_size(name: str, properties: Mapping[str, Attribute], mesh: MeshAttr) -> int:
    """How many devices each group of the collective spans: the product of its axes' sizes."""
    return axes_size(collective_axes(name, properties), mesh)
