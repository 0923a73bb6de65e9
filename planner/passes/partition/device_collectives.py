"""The sdy collectives as StableHLO collectives between devices: replica groups from the
mesh axes, channel handles in program order, partition-id tables for slices."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from planner.model.dialects.ops import reduction_op_of
from planner.model.ir.core import Operation, Value
from planner.model.ir.diagnostics import PlannerError
from planner.model.ir.op_names import HLO, SDY
from planner.model.ir.types import TensorType
from planner.model.sharding.axis import AxisRef, axes_size
from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.tensor_sharding import (
    AllToAllParamList,
    AxisRefList,
    ListOfAxisRefLists,
    TensorSharding,
)
from planner.passes.partition.build import Builder, groups_attr, int_attr
from planner.passes.partition.context import LocalContext
from planner.passes.partition.devices import ordered_atoms, replica_groups, shard_index_by_device

# sdy reduction kinds -> the StableHLO op of the reduction body
REDUCER = {"sum": "add", "max": "maximum", "min": "minimum"}


def _mesh(ctx: LocalContext, op: Operation, sharding: TensorSharding | None) -> MeshAttr:
    mesh = ctx.mesh_of(sharding)
    if mesh is None:
        raise PlannerError(f"'{op.name}' op failed to resolve mesh", op.src_loc)
    return mesh


def _out_sharding(op: Operation) -> TensorSharding:
    s = op.properties["out_sharding"]
    assert isinstance(s, TensorSharding)
    return s


def _axis_lists(ctx: LocalContext, op: Operation, key: str
                ) -> tuple[tuple[tuple[AxisRef, ...], ...], MeshAttr]:
    """The per-dimension axes of property ``key`` and the op's mesh."""
    dims = op.properties[key]
    assert isinstance(dims, ListOfAxisRefLists)
    return dims.lists, _mesh(ctx, op, _out_sharding(op))


def dimension_offset(b: Builder, mesh: MeshAttr, axes: Sequence[AxisRef], shard_size: int
                     ) -> Value:
    """This device's start along a dimension sharded by ``axes`` into ``shard_size`` pieces."""
    return b.device_entry(shard_index_by_device(mesh, axes) * shard_size)


def dynamic_slice_for_axes(b: Builder, x: Value, mesh: MeshAttr,
                           axes_per_dim: Sequence[Sequence[AxisRef]], local: TensorType
                           ) -> Value:
    """This device's piece of ``x`` (replicated along ``axes_per_dim``)."""
    starts = []
    for i, axes in enumerate(axes_per_dim):
        size = local.shape[i]
        assert size is not None
        starts.append(dimension_offset(b, mesh, axes, size) if axes else b.constant(0))
    return b.dynamic_slice(x, starts, [int(d or 0) for d in local.shape])


def _groups(mesh: MeshAttr, axes: Sequence[AxisRef]) -> tuple[np.ndarray, int]:
    g = replica_groups(mesh, axes)
    return g, g.shape[1]


def _all_gather(ctx: LocalContext, op: Operation) -> Value:
    lists, mesh = _axis_lists(ctx, op, "gathering_axes")
    b = ctx.builder(op)
    x = op.operands[0]
    t = x.tensor_type
    gathered = [i for i, axes in enumerate(lists) if axes]
    if ctx.per_dim_all_gather or len(gathered) == 1:
        for i in reversed(gathered):
            groups, n = _groups(mesh, lists[i])
            shape = list(x.tensor_type.static_shape)
            shape[i] = shape[i] * n
            x = b.collective(HLO.ALL_GATHER, x, t.with_shape(tuple(shape)),
                             {"all_gather_dim": int_attr(i), "replica_groups": groups_attr(groups)},
                             ctx.channel())
        return x
    local = [int(d or 0) for d in t.shape]
    factors = [axes_size(lists[i], mesh) for i in gathered]
    x = b.reshape(x, [1, *local])
    groups, n = _groups(mesh, [a for i in gathered for a in lists[i]])
    x = b.collective(HLO.ALL_GATHER, x, t.with_shape((n, *local)),
                     {"all_gather_dim": int_attr(0), "replica_groups": groups_attr(groups)},
                     ctx.channel())
    x = b.reshape(x, [*factors, *local])
    perm: list[int] = []
    k = len(gathered)
    for i in range(len(local)):
        if i in gathered:
            perm.append(gathered.index(i))
        perm.append(i + k)
    x = b.transpose(x, perm)
    final = [d * factors[gathered.index(i)] if i in gathered else d for i, d in enumerate(local)]
    return b.reshape(x, final)


def _all_reduce(ctx: LocalContext, op: Operation) -> Value:
    axes = op.properties["reduction_axes"]
    assert isinstance(axes, AxisRefList)
    mesh = _mesh(ctx, op, _out_sharding(op))
    groups, _ = _groups(mesh, axes.axes)
    b = ctx.builder(op)
    return b.collective(HLO.ALL_REDUCE, op.operands[0], op.results[0].tensor_type,
                        {"replica_groups": groups_attr(groups)}, ctx.channel(),
                        REDUCER[reduction_op_of(op)])


def _all_slice(ctx: LocalContext, op: Operation) -> Value:
    lists, mesh = _axis_lists(ctx, op, "slicing_axes")
    return dynamic_slice_for_axes(ctx.builder(op), op.operands[0], mesh, lists,
                                  op.results[0].tensor_type)


def _all_to_all(ctx: LocalContext, op: Operation) -> Value:
    params = op.properties["params"]
    assert isinstance(params, AllToAllParamList)
    mesh = _mesh(ctx, op, _out_sharding(op))
    b = ctx.builder(op)
    x = op.operands[0]
    t = x.tensor_type
    shape = [int(d or 0) for d in t.shape]
    if len(params.params) == 1:
        p = params.params[0]
        groups, n = _groups(mesh, p.axes)
        if shape[p.tgt_dim] % n:
            raise PlannerError("'sdy.all_to_all' op dimension not divisible by num devices "
                               "per group", op.src_loc)
        out = list(shape)
        out[p.src_dim] *= n
        out[p.tgt_dim] //= n
        props = {"split_dimension": int_attr(p.tgt_dim), "concat_dimension": int_attr(p.src_dim),
                 "split_count": int_attr(n), "replica_groups": groups_attr(groups)}
        return b.collective(HLO.ALL_TO_ALL, x, t.with_shape(tuple(out)), props,
                            ctx.channel())
    return _all_to_all_multi(ctx, op, b, mesh, x, shape)


def _all_to_all_multi(ctx: LocalContext, op: Operation, b: Builder, mesh: MeshAttr, x: Value,
                      shape: list[int]) -> Value:
    """Several parameters as one all_to_all: each target dimension split into (devices,
    rest), the device parts moved in front and exchanged, then merged into the sources."""
    params = op.properties["params"]
    assert isinstance(params, AllToAllParamList)
    ps = sorted(params.params, key=lambda p: p.tgt_dim)
    x = _device_parts_in_front(
        b, x, shape, {p.tgt_dim: axes_size(p.axes, mesh) for p in ps}, op,
        "dynamic shape or dimension not divisible by num devices per param")
    t0 = [int(d or 0) for d in x.tensor_type.shape]
    groups, n = _groups(mesh, [a for p in ps for a in p.axes])
    x = b.reshape(x, [n, *t0[len(ps):]])
    props = {"split_dimension": int_attr(0), "concat_dimension": int_attr(0),
             "split_count": int_attr(n), "replica_groups": groups_attr(groups)}
    x = b.collective(HLO.ALL_TO_ALL, x, x.tensor_type, props, ctx.channel())
    x = b.reshape(x, t0)
    perm1 = [i + len(ps) for i in range(len(shape))]
    for i, p in enumerate(ps):
        perm1.insert(perm1.index(p.src_dim + len(ps)), i)
    x = b.transpose(x, perm1)
    t1 = [int(d or 0) for d in x.tensor_type.shape]
    final: list[int] = []
    i = 0
    while i < len(t1):
        if perm1[i] < len(ps):
            final.append(t1[i] * t1[i + 1])
            i += 2
        else:
            final.append(t1[i])
            i += 1
    return b.reshape(x, final)


def _permute_axes(sharding: TensorSharding, atoms: list[AxisRef], mesh: MeshAttr
                  ) -> list[AxisRef]:
    """The atoms in the order the sharding's dimensions use them, then the rest."""
    out: list[AxisRef] = []
    for dim in sharding.dims:
        for a in dim.axes:
            for atom in atoms:
                if atom.name == a.name and a.contains(atom, mesh) and atom not in out:
                    out.append(atom)
    out.extend(a for a in atoms if a not in out)
    return out


def _collective_permute(ctx: LocalContext, op: Operation) -> Value:
    out = _out_sharding(op)
    src = ctx.sharding(op.operands[0])
    out_mesh = _mesh(ctx, op, out)
    in_mesh = _mesh(ctx, op, src) if src is not None else out_mesh
    if in_mesh.num_devices != out_mesh.num_devices:
        raise PlannerError("'sdy.collective_permute' op between meshes of different sizes is "
                           "not supported", op.src_loc)
    src = src or TensorSharding.unsharded(out.mesh, len(out.dims))
    all_axes = [a for s in (src, out) for d in s.dims for a in d.axes]
    atoms = ordered_atoms(out_mesh, all_axes)
    out_index = shard_index_by_device(out_mesh, _permute_axes(out, atoms, out_mesh))
    in_index = shard_index_by_device(in_mesh, _permute_axes(src, atoms, out_mesh))
    device_of = np.empty_like(out_index)
    device_of[out_index] = np.arange(out_index.size)
    pairs = np.stack([np.arange(in_index.size), device_of[in_index]], axis=1)
    b = ctx.builder(op)
    x = op.operands[0]
    return b.collective(HLO.COLLECTIVE_PERMUTE, x, x.tensor_type,
                        {"source_target_pairs": groups_attr(pairs)}, ctx.channel())


def _reduce_scatter(ctx: LocalContext, op: Operation) -> Value:
    dims = op.properties["reduce_scatter_axes"]
    assert isinstance(dims, ListOfAxisRefLists)
    x = op.operands[0]
    mesh = _mesh(ctx, op, ctx.sharding(x) or _out_sharding(op))
    kind = REDUCER[reduction_op_of(op)]
    local = op.results[0].tensor_type
    scattered = [i for i, axes in enumerate(dims.lists) if axes]
    every = [a for i in scattered for a in dims.lists[i]]
    b = ctx.builder(op)
    if len(scattered) == 1:
        groups, _ = _groups(mesh, dims.lists[scattered[0]])
        return b.collective(HLO.REDUCE_SCATTER, x, local,
                            {"replica_groups": groups_attr(groups),
                             "scatter_dimension": int_attr(scattered[0])},
                            ctx.channel(), kind)
    if ctx.combine_reduce_scatter:
        return _reduce_scatter_combined(ctx, op, b, mesh, scattered, kind)
    channel = ctx.channel()
    groups, _ = _groups(mesh, every)
    reduced = b.collective(HLO.ALL_REDUCE, x, x.tensor_type,
                           {"replica_groups": groups_attr(groups)}, channel, kind)
    return dynamic_slice_for_axes(b, reduced, mesh, dims.lists, local)


def _reduce_scatter_combined(ctx: LocalContext, op: Operation, b: Builder, mesh: MeshAttr,
                             scattered: list[int], kind: str) -> Value:
    dims = op.properties["reduce_scatter_axes"]
    assert isinstance(dims, ListOfAxisRefLists)
    x = op.operands[0]
    shape = [int(d or 0) for d in x.tensor_type.shape]
    local = op.results[0].tensor_type
    factors = {i: axes_size(dims.lists[i], mesh) for i in scattered}
    x = _device_parts_in_front(b, x, shape, factors, op,
                               "dimension not divisible by scattering factor")
    total = int(np.prod(list(factors.values())))
    x = b.reshape(x, [total, *[int(d or 0) for d in local.shape]])
    groups, _ = _groups(mesh, [a for i in scattered for a in dims.lists[i]])
    x = b.collective(HLO.REDUCE_SCATTER, x,
                     local.with_shape((1, *local.shape)),
                     {"replica_groups": groups_attr(groups), "scatter_dimension": int_attr(0)},
                     ctx.channel(), kind)
    return b.reshape(x, [int(d or 0) for d in local.shape])


def _device_parts_in_front(b: Builder, x: Value, shape: list[int], factors: dict[int, int],
                           op: Operation, not_divisible: str) -> Value:
    """``x`` (of ``shape``) with each dimension ``i`` of ``factors`` split into
    (``factors[i]``, the rest), and those device parts moved in front, in dimension order;
    a dimension a factor does not divide is an error of ``op``."""
    split: list[int] = []
    front: list[int] = []
    for i, d in enumerate(shape):
        if i not in factors:
            split.append(d)
            continue
        if d % factors[i]:
            raise PlannerError(f"'{op.name}' op {not_divisible}", op.src_loc)
        front.append(len(split))
        split.extend([factors[i], d // factors[i]])
    return b.transpose(b.reshape(x, split), front + [i for i in range(len(split))
                                                     if i not in front])


def _keep_on_first(b: Builder, x: Value, mesh: MeshAttr, axes: Sequence[AxisRef]) -> Value:
    """``x`` on the devices at index 0 along ``axes``, zeros elsewhere: a full value made
    into partial sums over ``axes`` (they add up to ``x``)."""
    t = x.tensor_type
    first = b.device_entry((shard_index_by_device(mesh, axes) == 0).astype(np.int64))
    flags = TensorType(t.shape, "i64")
    keep = b.compare(b.broadcast(first, flags), b.broadcast(b.constant(0), flags), "NE")
    zero = b.broadcast(b.scalar_literal("0", t.element_type) if t.element_type != "i1"
                       else b.constant(False, "i1"), t)
    return b.select(keep, x, zero)


def _replicated_to_unreduced(ctx: LocalContext, op: Operation) -> Value:
    axes = op.properties["axes"]
    assert isinstance(axes, AxisRefList)
    mesh = _mesh(ctx, op, _out_sharding(op))
    return _keep_on_first(ctx.builder(op), op.operands[0], mesh, axes.axes)


def _sharded_to_unreduced(ctx: LocalContext, op: Operation) -> Value:
    """Each device writes its shard into zeros of the gathered shape at its offset (the
    shards add up to the whole along those dimensions), then keeps it only where it is
    first along the axes it did not shard by."""
    lists, mesh = _axis_lists(ctx, op, "axes")
    b = ctx.builder(op)
    x = op.operands[0]
    t = x.tensor_type
    out_t = op.results[0].tensor_type
    zero = b.broadcast(b.scalar_literal("0", t.element_type), out_t)
    starts = [dimension_offset(b, mesh, axes, int(t.shape[i] or 0)) if axes else b.constant(0)
              for i, axes in enumerate(lists)]
    return b.value(HLO.DYNAMIC_UPDATE_SLICE, [zero, x, *starts], out_t)


LOWERINGS = {
    SDY.ALL_GATHER: _all_gather,
    SDY.ALL_REDUCE: _all_reduce,
    SDY.ALL_SLICE: _all_slice,
    SDY.ALL_TO_ALL: _all_to_all,
    SDY.COLLECTIVE_PERMUTE: _collective_permute,
    SDY.REDUCE_SCATTER: _reduce_scatter,
    SDY.REPLICATED_TO_UNREDUCED: _replicated_to_unreduced,
    SDY.SHARDED_TO_UNREDUCED: _sharded_to_unreduced,
}
