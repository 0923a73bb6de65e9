"""StableHLO ops whose per-device form differs from the global one by more than types:
sharded constants and iotas (this device's piece), pads and slices (local bounds),
convolution group counts, gathers and scatters over a sharded operand (indices made local,
out-of-shard lookups masked), and the checks on ops that must not need communication."""

from __future__ import annotations

import numpy as np

from planner.model.dialects.ops import ConvolutionOp, GatherOp, ScatterOp, int_list
from planner.model.ir.attributes import DenseElementsAttr, IntegerAttr
from planner.model.ir.core import Operation, Value
from planner.model.ir.diagnostics import PlannerError
from planner.model.ir.op_names import HLO, SDY
from planner.model.ir.types import TensorType
from planner.model.sharding.axis import AxisRef, axes_size
from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.tensor_sharding import TensorSharding
from planner.passes.partition.build import Builder, i64_array, int_attr
from planner.passes.partition.context import LocalContext
from planner.passes.partition.device_collectives import dimension_offset, dynamic_slice_for_axes
from planner.passes.partition.devices import shard_index_by_device


def _sharded(s: TensorSharding | None) -> bool:
    return s is not None and not s.is_fully_replicated()


def _axes(s: TensorSharding | None, dim: int) -> tuple[AxisRef, ...]:
    return s.dims[dim].axes if s is not None and dim < len(s.dims) else ()


def _mesh(ctx: LocalContext, op: Operation, *shardings: TensorSharding | None) -> MeshAttr:
    for s in shardings:
        m = ctx.mesh_of(s)
        if m is not None:
            return m
    raise PlannerError(f"'{op.name}' op failed to resolve mesh", op.src_loc)


def constant(ctx: LocalContext, op: Operation) -> Value | None:
    """``sdy.constant`` (and a sharded ``stablehlo.constant``): the device's piece."""
    result = op.results[0]
    local = result.tensor_type
    glob = ctx.global_tensor(result)
    value = op.properties["value"]
    assert isinstance(value, DenseElementsAttr)
    b = ctx.builder(op)
    if local == glob or value.is_splat:
        if op.name == HLO.CONSTANT and local == glob:
            return None
        return b.value(HLO.CONSTANT, [], local,
                       {"value": DenseElementsAttr(value.literal, local)})
    s = ctx.sharding(result)
    assert s is not None
    mesh = _mesh(ctx, op, s)
    whole = b.value(HLO.CONSTANT, [], glob, {"value": value})
    return dynamic_slice_for_axes(b, whole, mesh, [d.axes for d in s.dims], local)


def iota(ctx: LocalContext, op: Operation) -> Value | None:
    """A local iota plus this device's offset along the iota dimension."""
    s = ctx.sharding(op.results[0])
    if not _sharded(s):
        return None
    assert s is not None
    mesh = _mesh(ctx, op, s)
    local = op.results[0].tensor_type
    dim = op.typed_property("iota_dimension", IntegerAttr).value
    b = ctx.builder(op)
    x = b.value(HLO.IOTA, [], local, {"iota_dimension": int_attr(dim)})
    if not s.dims[dim].axes:
        return x
    offset = dimension_offset(b, mesh, s.dims[dim].axes, int(local.shape[dim] or 0))
    offset = b.convert(offset, local.element_type)
    return b.binary("add", x, b.broadcast(offset, local))


def pad(ctx: LocalContext, op: Operation) -> Value | None:
    """Local padding; where devices' offsets differ, pad enough for all and slice each
    device's window out by a partition-id table."""
    operand, result = op.operands[0], op.results[0]
    s_in, s_out = ctx.sharding(operand), ctx.sharding(result)
    if not _sharded(s_in):
        return None
    assert s_in is not None
    mesh = _mesh(ctx, op, s_in)
    g_in, g_out = ctx.global_tensor(operand), ctx.global_tensor(result)
    low = int_list(op.properties["edge_padding_low"])
    interior = int_list(op.properties["interior_padding"])
    n = mesh.num_devices
    offsets = np.zeros((g_in.rank, n), dtype=np.int64)
    for i in range(g_in.rank):
        axes_in, axes_out = _axes(s_in, i), _axes(s_out, i)
        if axes_in != axes_out:
            raise PlannerError(f"'stablehlo.pad' op dimension {i} has mismatched sharding axes; "
                               "this requires a reshard", op.src_loc)
        count = axes_size(axes_in, mesh)
        k_in = shard_index_by_device(mesh, axes_in)
        k_out = shard_index_by_device(mesh, axes_out)
        size_in = int(g_in.shape[i] or 0) // count
        size_out = int(g_out.shape[i] or 0) // count
        offsets[i] = k_in * size_in * (interior[i] + 1) + low[i] - k_out * size_out
    local_in, local_out = operand.tensor_type, result.tensor_type
    b = ctx.builder(op)
    padding = op.operands[1]
    expanded = [(int(d or 0) - 1) * (p + 1) + 1 for d, p in zip(local_in.shape, interior,
                                                                strict=True)]
    uniform = (offsets == offsets[:, :1]).all(axis=1)
    if uniform.all():
        lo = offsets[:, 0].tolist()
        hi = [int(o or 0) - (e + lo_) for o, e, lo_ in zip(local_out.shape, expanded, lo,
                                                            strict=True)]
        return b.pad(operand, padding, lo, hi, interior)
    lo = np.maximum(0, offsets.max(axis=1)).tolist()
    hi = [max(0, int(o or 0) - int(mn) - e) for o, mn, e in
          zip(local_out.shape, offsets.min(axis=1), expanded, strict=True)]
    padded = b.pad(operand, padding, lo, hi, interior)
    pid = b.device_index()
    starts = [b.table_entry(lo[i] - offsets[i], pid) if not uniform[i]
              else b.constant(int(lo[i] - offsets[i][0])) for i in range(g_in.rank)]
    return b.dynamic_slice(padded, starts, [int(d or 0) for d in local_out.shape])


def communication_free_slice_dim(op: Operation, dim: int, s: TensorSharding | None,
                                 mesh: MeshAttr | None, g_in: TensorType,
                                 g_out: TensorType) -> bool:
    """Whether a slice keeps each device's data on that device along ``dim``: unsharded,
    or starting at 0 with stride 1 and the same number of elements per shard."""
    count = axes_size(_axes(s, dim), mesh) if mesh is not None else 1
    if count <= 1:
        return True
    if int_list(op.properties["start_indices"])[dim] != 0 \
            or int_list(op.properties["strides"])[dim] != 1:
        return False
    d_in, d_out = g_in.shape[dim], g_out.shape[dim]
    if d_in is None or d_out is None:
        return False
    return -(-d_in // count) == -(-d_out // count)


def slice_(ctx: LocalContext, op: Operation) -> Value | None:
    operand, result = op.operands[0], op.results[0]
    s_in, s_out = ctx.sharding(operand), ctx.sharding(result)
    if not _sharded(s_in) and not _sharded(s_out):
        return None
    mesh = _mesh(ctx, op, s_in, s_out)
    g_in, g_out = ctx.global_tensor(operand), ctx.global_tensor(result)
    start = int_list(op.properties["start_indices"])
    limit = int_list(op.properties["limit_indices"])
    new_start, new_limit = [], []
    for i in range(g_in.rank):
        if _axes(s_in, i) != _axes(s_out, i):
            raise PlannerError(f"'stablehlo.slice' op dimension {i} has mismatched sharding "
                               "axes; this requires a reshard", op.src_loc)
        if not _axes(s_in, i):
            new_start.append(start[i])
            new_limit.append(limit[i])
            continue
        if start[i] != 0 or (limit[i] != g_in.shape[i] and not communication_free_slice_dim(
                op, i, s_in, mesh, g_in, g_out)):
            raise PlannerError(f"'stablehlo.slice' op dimension {i} is a sharded slice and "
                               "requires device communication", op.src_loc)
        new_start.append(0)
        full = limit[i] == g_in.shape[i]
        new_limit.append(int((operand if full else result).tensor_type.shape[i] or 0))
    b = ctx.builder(op)
    return b.slice(operand, new_start, new_limit, int_list(op.properties["strides"]))


def dynamic_update_slice(ctx: LocalContext, op: Operation) -> Value | None:
    """Where the result shards a dimension the update does not cover whole, the update
    lands only on the devices whose rows it reaches (a local op with the global start
    would write it at the wrong rows). Each device clamps the start as the global op does
    and, along every dimension the update does not cover, pads the update by the local
    size on both sides, cuts out the window over its own rows and keeps its own data
    where the update is not."""
    operand, update, result = op.operands[0], op.operands[1], op.results[0]
    s = ctx.sharding(result)
    g_out, g_upd = ctx.global_tensor(result), ctx.global_tensor(update)
    partial = [d for d in range(g_out.rank) if g_upd.shape[d] != g_out.shape[d]]
    if not any(_axes(s, d) for d in partial):
        return None  # the local op is the global one
    assert s is not None
    mesh = _mesh(ctx, op, s)
    if any(_axes(ctx.sharding(update), d) for d in partial):
        raise PlannerError(f"'{op.name}' op's update is sharded along a dimension it does "
                           "not cover whole; this requires a reshard", op.src_loc)
    b = ctx.builder(op)
    local = result.tensor_type
    shape = [int(x or 0) for x in local.shape]
    index_t = TensorType(local.shape, "i64")
    window_starts = [b.constant(0) for _ in shape]
    pad = [0] * len(shape)
    keep: Value | None = None
    for d in partial:
        full, width = int(g_out.shape[d] or 0), int(g_upd.shape[d] or 0)
        start = b.value(HLO.CLAMP, [b.constant(0), b.convert(op.operands[2 + d], "i64"),
                                    b.constant(full - width)], TensorType((), "i64"))
        offset = dimension_offset(b, mesh, s.dims[d].axes, shape[d]) if s.dims[d].axes \
            else b.constant(0)
        first = b.binary("subtract", offset, start)  # the update's row at local row 0
        window_starts[d] = b.binary("add", first, b.constant(shape[d]))
        pad[d] = shape[d]
        rows = b.binary("add", b.value(HLO.IOTA, [], index_t,
                                       {"iota_dimension": int_attr(d)}),
                        b.broadcast(first, index_t))
        inside = b.binary("and", b.compare(rows, b.broadcast(b.constant(0), index_t), "GE"),
                          b.compare(rows, b.broadcast(b.constant(width), index_t), "LT"))
        keep = inside if keep is None else b.binary("and", keep, inside)
    assert keep is not None
    element = update.tensor_type.element_type
    zero = b.value(HLO.CONVERT, [b.constant(0)], TensorType((), element))
    window = b.dynamic_slice(b.pad(update, zero, pad, pad), window_starts, shape)
    return b.select(keep, window, operand)


def _local_group_count(count: int, axes: tuple[AxisRef, ...], mesh: MeshAttr) -> int:
    if count <= 1 or not axes:
        return count
    return count // min(count, axes_size(axes, mesh))


def convolution(ctx: LocalContext, op: Operation) -> Value | None:
    """Feature and batch group counts shrink with the sharding of the grouped dimension."""
    assert isinstance(op, ConvolutionOp)
    lhs, rhs = (ctx.sharding(v) for v in op.operands)
    if not any(_sharded(s) for s in (lhs, rhs, ctx.sharding(op.results[0]))):
        return None
    mesh = _mesh(ctx, op, lhs, rhs, ctx.sharding(op.results[0]))
    dn = op.dimension_numbers
    feature = _local_group_count(op.feature_group_count,
                                 _axes(rhs, dn.kernel_output_feature_dimension), mesh)
    batch = _local_group_count(op.batch_group_count, _axes(lhs, dn.input_batch_dimension), mesh)
    op.properties["feature_group_count"] = int_attr(feature)
    op.properties["batch_group_count"] = int_attr(batch)
    op.attributes.clear()  # Shardy builds a new op from the inherent properties only
    return None


def concatenate(ctx: LocalContext, op: Operation) -> Value | None:
    """Only checks: no sharding along the concatenated dimension, operands like the result."""
    dim = op.typed_property("dimension", IntegerAttr).value
    out = ctx.sharding(op.results[0])
    if _axes(out, dim):
        raise PlannerError(f"'stablehlo.concatenate' op dimension {dim} is sharded but the "
                           "concatenation is on this dimension", op.src_loc)
    for k, v in enumerate(op.operands):
        s = ctx.sharding(v)
        if not _sharded(s):
            continue
        for i in range(v.rank):
            if i == dim and _axes(s, i):
                raise PlannerError(f"'stablehlo.concatenate' op operand {k} is sharded on "
                                   f"concatenation dimension {dim}", op.src_loc)
            if i != dim and _axes(s, i) != _axes(out, i):
                raise PlannerError(f"'stablehlo.concatenate' op dimension {i} has mismatched "
                                   "sharding axes; this requires a reshard", op.src_loc)
    return None


def windowed(ctx: LocalContext, op: Operation) -> Value | None:
    """reduce_window/select_and_scatter: a sharded dimension must have no padding and a
    window that never crosses a shard boundary."""
    s = ctx.sharding(op.operands[0])
    if not _sharded(s):
        return None
    assert s is not None
    mesh = _mesh(ctx, op, s)
    window = int_list(op.properties.get("window_dimensions"))
    strides = int_list(op.properties.get("window_strides"))
    padding = op.properties.get("padding")
    pads = [int(x) for x in padding.literal.replace("[", " ").replace("]", " ")
            .replace(",", " ").split()] if isinstance(padding, DenseElementsAttr) else []
    for d, dim in enumerate(s.dims):
        if axes_size(dim.axes, mesh) <= 1:
            continue
        no_pad = not pads or (len(pads) == 1 and pads[0] == 0) or pads[2 * d:2 * d + 2] == [0, 0]
        w = window[d] if window else 1
        st = strides[d] if strides else 1
        if not (no_pad and (st == 1 or st >= w) and (w == 1 or st >= w)):
            raise PlannerError(f"'{op.name}' op is sharded along windowed dimension {d}; "
                               "run sdy-resolve-permutation-factors first", op.src_loc)
    return None


def _gather_local_indices(ctx: LocalContext, b: Builder, op: Operation, indices: Value, *,
                          s: TensorSharding, mesh: MeshAttr, index_map: tuple[int, ...],
                          ivd: int, trivial: list[int], operand_global: TensorType,
                          operand_local: TensorType, clamp: bool, mask: bool
                          ) -> tuple[Value, Value | None]:
    """Indices into this device's shard, and (``mask``) whether each lookup falls in it."""
    it = indices.tensor_type
    et = it.element_type
    base = indices
    if clamp:
        top = [int(operand_global.shape[d] or 0) - 1 for d in index_map]
        base = b.value(HLO.CLAMP, [_index_like(b, it, ivd, [0]), indices,
                                   _index_like(b, it, ivd, top)], it)
    mins: list[Value] = []
    maxs: list[Value] = []
    for d in index_map:
        if d not in trivial:
            mins.append(b.constant(0, et))
            if mask:
                maxs.append(b.constant(int(operand_global.shape[d] or 0) - 1, et))
            continue
        size = int(operand_local.shape[d] or 0)
        off = b.convert(dimension_offset(b, mesh, s.dims[d].axes, size), et)
        mins.append(off)
        if mask:
            maxs.append(b.binary("add", off, b.constant(size - 1, et)))

    def bounds(vals: list[Value]) -> Value:
        if ivd >= it.rank or it.shape[ivd] == 1:
            return b.broadcast(vals[0], it)
        parts = [b.reshape(v, [1]) for v in vals]
        cat = b.value(HLO.CONCATENATE, parts, TensorType((len(vals),), et),
                      {"dimension": int_attr(0)})
        return b.broadcast(cat, it, [ivd])
    lo = bounds(mins)
    hi = bounds(maxs) if mask else None
    local = b.binary("subtract", base, lo)
    if not mask:
        return local, None
    assert hi is not None
    ok = b.binary("and", b.compare(base, lo, "GE"), b.compare(base, hi, "LE"))
    return local, ok


def _index_like(b: Builder, t: TensorType, ivd: int, values: list[int]) -> Value:
    if ivd < t.rank and len(values) > 1:
        return b.broadcast(b.constant(np.asarray(values), t.element_type), t, [ivd])
    return b.value(HLO.CONSTANT, [], t,
                   {"value": DenseElementsAttr(str(values[0]), t)})


def gather(ctx: LocalContext, op: Operation) -> Value | None:
    """Over a sharded operand: slice sizes made local; where a sharded dimension is looked
    up one element at a time, indices become shard-relative and lookups that fall outside
    the shard give zero (the all_reduce that follows adds the one device that had it).
    Long (~70 lines) because it is one rewrite whose steps share the op's dimension
    numbers and the new values they build."""
    assert isinstance(op, GatherOp)
    operand, indices = op.operands[0], op.operands[1]
    s = ctx.sharding(operand)
    if not _sharded(s):
        return None
    assert s is not None
    mesh = _mesh(ctx, op, s)
    dn = op.dimension_numbers
    g = ctx.global_tensor(operand)
    sizes = op.slice_sizes
    trivial = [i for i in range(g.rank) if axes_size(_axes(s, i), mesh) > 1 and sizes[i] == 1
               and i not in dn.operand_batching_dims]
    local_sizes = list(sizes)
    for i in range(g.rank):
        if sizes[i] != 1 and i not in dn.operand_batching_dims and _axes(s, i):
            local_sizes[i] //= axes_size(_axes(s, i), mesh)
    op.properties["slice_sizes"] = i64_array(local_sizes)
    if not trivial:
        return None
    b = ctx.builder(op)
    needs_indices = any(d in dn.start_index_map for d in trivial)
    mask: Value | None = None
    if needs_indices:
        local, mask = _gather_local_indices(
            ctx, b, op, indices, s=s, mesh=mesh, index_map=dn.start_index_map,
            ivd=dn.index_vector_dim, trivial=trivial, operand_global=g,
            operand_local=operand.tensor_type, clamp=True, mask=True)
        op.set_operand(1, local)
    # the gather itself stays in place; the masking goes after it, before a marker op
    result = op.results[0]
    rt = result.tensor_type
    after = Operation.create(HLO.CONSTANT, [], [TensorType((), "i1")])
    assert op.parent is not None
    op.parent.insert_after(op, after)
    b2 = ctx.builder(after)
    ivd = dn.index_vector_dim
    if mask is not None:
        mt = mask.tensor_type
        if mt.rank > 0 and ivd < mt.rank:
            region = b2.reduction_region("i1", "and")
            shape = tuple(d for i, d in enumerate(mt.shape) if i != ivd)
            red = b2.op(HLO.REDUCE, [mask, b2.constant(True, "i1")],
                        [TensorType(shape, "i1")], {"dimensions": i64_array([ivd])}, [region])
            mask = red.results[0]
    partition_dims = [d for d in trivial if d not in dn.start_index_map]
    if partition_dims:
        pm: Value | None = None
        for d in partition_dims:
            size = int(operand.tensor_type.shape[d] or 0)
            off = dimension_offset(b2, mesh, s.dims[d].axes, size)
            eq = b2.compare(off, b2.constant(0), "EQ")
            pm = eq if pm is None else b2.binary("and", pm, eq)
        assert pm is not None
        if mask is not None:
            pm = b2.broadcast(pm, mask.tensor_type)
            mask = b2.binary("and", mask, pm)
        else:
            mask = pm
    assert mask is not None
    batch = [i for i in range(rt.rank) if i not in dn.offset_dims] \
        if mask.tensor_type.rank else []
    full_mask = b2.broadcast(mask, TensorType(rt.shape, "i1"), batch)
    zero = b2.broadcast(b2.scalar_literal("0", rt.element_type) if rt.element_type != "i1"
                        else b2.constant(False, "i1"), rt)
    masked = b2.select(full_mask, result, zero)
    ctx.shardings[masked] = ctx.sharding(result)
    ctx.globals[masked] = ctx.global_type(result)
    assert masked.owner_op is not None  # the select just built
    result.replace_uses_except(masked, masked.owner_op)
    after.erase()
    return None


_IDENTITY = {"add": "0", "or": "0", "and": "1", "multiply": "1"}


def _scatter_identity(op: Operation) -> tuple[str, str] | None:
    """The update body's reduction and its identity literal, when it is a plain one."""
    body = op.regions[0].block
    ops = [o for o in body.ops if o.name != HLO.RETURN]
    if len(ops) != 1:
        return None
    kind = ops[0].name.removeprefix("stablehlo.")
    et = op.results[0].tensor_type.element_type
    is_float = et.startswith(("f", "bf"))
    if kind in _IDENTITY:
        lit = _IDENTITY[kind]
        return kind, (lit + ".0" if is_float else lit)
    if kind in ("maximum", "minimum"):
        if is_float:
            big = float(np.finfo(np.float32 if et == "f32" else np.float64).max) \
                if et in ("f32", "f64") else 65504.0
            return kind, repr(-big if kind == "maximum" else big)
        bits = int(et.lstrip("iu") or 32)
        return kind, str(-(2 ** (bits - 1)) if kind == "maximum" else 2 ** (bits - 1) - 1)
    return None


def scatter(ctx: LocalContext, op: Operation) -> Value | None:
    """Over a sharded input: indices made shard-relative (out-of-shard updates fall outside
    and are dropped, as StableHLO does); updates sharded along axes the input is not
    sharded on: only the first device of each group keeps the input, the others start
    from the reduction's identity (the all_reduce that follows adds them up)."""
    assert isinstance(op, ScatterOp)
    n_in = len(op.results)
    inputs = op.operands[:n_in]
    indices = op.operands[n_in]
    updates = op.operands[n_in + 1:]
    s_in, s_up = ctx.sharding(inputs[0]), ctx.sharding(updates[0])
    if not _sharded(s_in) and not _sharded(s_up):
        return None
    mesh = _mesh(ctx, op, s_in, s_up)
    dn = op.dimension_numbers
    reduction: list[AxisRef] = []
    if _sharded(s_up):
        assert s_up is not None
        in_axes = {a for d in s_in.dims for a in d.axes} if _sharded(s_in) and s_in else set()
        for i in range(updates[0].rank):
            if i in dn.update_window_dims:
                continue
            reduction.extend(a for a in s_up.dims[i].axes if a not in in_axes)
    g = ctx.global_tensor(inputs[0])
    indexed = []
    if _sharded(s_in):
        assert s_in is not None
        for i in range(g.rank):
            if s_in.dims[i].axes and i in dn.scatter_dims_to_operand_dims:
                indexed.append(i)
            elif s_in.dims[i].axes and i in dn.inserted_window_dims:
                raise PlannerError("'stablehlo.scatter' op sharding an inserted window "
                                   "dimension is not supported", op.src_loc)
    if not reduction and not indexed:
        return None
    b = ctx.builder(op)
    if reduction:
        found = _scatter_identity(op)
        if found is None:
            raise PlannerError("'stablehlo.scatter' op failed to get scatter reduction identity",
                               op.src_loc)
        lt = inputs[0].tensor_type
        leader = (shard_index_by_device(mesh, reduction) == 0)
        is_leader = b.broadcast(_leader_entry(b, leader), TensorType(lt.shape, "i1"), [0])
        ident = b.broadcast(b.scalar_literal(found[1], lt.element_type), lt)
        for k, x in enumerate(inputs):
            op.set_operand(k, b.select(is_leader, x, ident))
    if indexed and s_in is not None:
        local, _ = _gather_local_indices(
            ctx, b, op, indices, s=s_in, mesh=mesh, index_map=dn.scatter_dims_to_operand_dims,
            ivd=dn.index_vector_dim, trivial=indexed, operand_global=g,
            operand_local=inputs[0].tensor_type, clamp=False, mask=False)
        op.set_operand(n_in, local)
    return None


def _leader_entry(b: Builder, leader: np.ndarray) -> Value:
    return b.dynamic_slice(b.device_table(leader, "i1"), [b.device_index()], [1])


HANDLERS = {
    SDY.CONSTANT: constant,
    HLO.CONSTANT: constant,
    HLO.IOTA: iota,
    HLO.PAD: pad,
    HLO.SLICE: slice_,
    HLO.CONVOLUTION: convolution,
    HLO.CONCATENATE: concatenate,
    HLO.REDUCE_WINDOW: windowed,
    HLO.SELECT_AND_SCATTER: windowed,
    HLO.GATHER: gather,
    HLO.SCATTER: scatter,
    HLO.DYNAMIC_UPDATE_SLICE: dynamic_update_slice,
}
