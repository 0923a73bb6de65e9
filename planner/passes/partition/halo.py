"""Halo exchange of a ``stablehlo.pad`` or ``stablehlo.slice`` sharded along a dimension it
moves data on, as ``sdy-resolve-permutation-factors`` does with ``enable-halo-exchange``.

Instead of gathering the dimension, each device fetches the neighbouring shards its result
window reads from, with one ``stablehlo.collective_permute`` per hop, inside an
``sdy.manual_computation`` over the axes sharding the operand:

1. concatenate the shards of hops ``-L … +R`` around the device's own (left to right);
2. for a pad, positions that come from no shard (beyond the tensor's edges) become the
   padding value, and interior padding dilates the buffer;
3. the device's result window starts at an offset that depends on its shard index (a
   partition-id table) and is cut out by a ``stablehlo.dynamic_slice``; a slice's stride
   is applied after.

Unsharded dimensions are padded or sliced locally afterwards. Used only where every
sharded dimension divides evenly, the operand and result are sharded alike, no sub-axis
is involved and the window reaches fewer shards than the dimension has (otherwise the
caller replicates, as Shardy does when halo exchange cannot be used).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from planner.model.dialects.halo_plan import Exchange, Window, halo_plan, ints_or, windows
from planner.model.dialects.ops import ConvDimensionNumbers, int_list, window_output
from planner.model.dialects.value_sharding import value_sharding
from planner.model.ir.core import Block, Operation, Region, Value
from planner.model.ir.op_names import HLO, SDY
from planner.model.ir.types import TensorType
from planner.model.sharding.axis import AxisRef
from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.tensor_sharding import ManualAxes, ShardingPerValue, TensorSharding
from planner.passes.partition.build import Builder, dense, groups_attr, int_attr, zero_literal
from planner.passes.partition.devices import replica_groups, shard_index_by_device
from planner.passes.partition.stablehlo_ops import communication_free_slice_dim


def _shift(b: Builder, x: Value, groups: np.ndarray, hop: int, channel: int) -> Value:
    """Each device receives the value of the device ``hop`` shards before it (after it
    when negative) in its group; devices with no such neighbour receive zeros."""
    n = groups.shape[1]
    src = np.arange(max(0, -hop), n - max(0, hop))
    pairs = np.stack([groups[:, src].reshape(-1), groups[:, src + hop].reshape(-1)], axis=1)
    return b.collective(HLO.COLLECTIVE_PERMUTE, x, x.tensor_type,
                        {"source_target_pairs": groups_attr(pairs)}, channel)


class _HaloBody:
    """Builds the per-device body: one exchange per sharded dimension."""

    def __init__(self, b: Builder, mesh: MeshAttr, padding: Value, channel: int) -> None:
        self.b, self.mesh, self.padding, self.channel = b, mesh, padding, channel

    def _next_channel(self) -> int:
        self.channel += 1
        return self.channel - 1

    def _scalar_table(self, by_shard: np.ndarray, axes: tuple[AxisRef, ...]) -> Value:
        if (by_shard == by_shard[0]).all():
            return self.b.constant(int(by_shard[0]))
        return self.b.device_entry(by_shard[shard_index_by_device(self.mesh, axes)])

    def _fill(self, like: TensorType) -> Value:
        return self.b.broadcast(self.padding, like)

    def dimension(self, x: Value, d: int, w: Window, ex: Exchange,
                  axes: tuple[AxisRef, ...], is_pad: bool) -> Value:
        b, s = self.b, w.size_in // ex.count
        groups = replica_groups(self.mesh, axes)
        parts = [_shift(b, x, groups, h, self._next_channel()) for h in range(ex.left, 0, -1)]
        parts.append(x)
        parts += [_shift(b, x, groups, -h, self._next_channel()) for h in range(1, ex.right + 1)]
        buf = x if len(parts) == 1 else b.value(
            HLO.CONCATENATE, parts,
            x.tensor_type.with_shape(_with(x.tensor_type.shape, d, s * len(parts))),
            {"dimension": int_attr(d)})
        t = buf.tensor_type
        if is_pad and (ex.left or ex.right):
            # shards beyond either edge arrive as zeros: they are padding
            t_idx = np.arange(ex.count, dtype=np.int64)
            first_valid = np.maximum(0, ex.left - t_idx) * s
            end_valid = (np.minimum(ex.count - 1, t_idx + ex.right) - t_idx + ex.left + 1) * s
            pos = b.value(HLO.IOTA, [], TensorType(t.shape, "i64"),
                          {"iota_dimension": int_attr(d)})
            lo = b.broadcast(self._scalar_table(first_valid, axes), TensorType(t.shape, "i64"))
            hi = b.broadcast(self._scalar_table(end_valid, axes), TensorType(t.shape, "i64"))
            inside = b.binary("and", b.compare(pos, lo, "GE"), b.compare(pos, hi, "LT"))
            buf = b.select(inside, buf, self._fill(t))
        if w.dilation > 1:
            buf = b.pad(buf, self.padding, [0] * t.rank, [0] * t.rank,
                        _with([0] * t.rank, d, w.dilation - 1))
        length = int(buf.tensor_type.shape[d] or 0)
        r = w.size_out // ex.count
        window = (r - 1) * w.stride + max(w.kernel, 1)
        low = max(0, -int(ex.offsets.min()))
        high = max(0, int(ex.offsets.max()) + window - length)
        if low or high:
            rank = buf.tensor_type.rank
            buf = b.pad(buf, self.padding, _with([0] * rank, d, low), _with([0] * rank, d, high))
        zero = b.constant(0)
        starts = [self._scalar_table(ex.offsets + low, axes) if i == d else zero
                  for i in range(buf.tensor_type.rank)]
        sizes = _with([int(v or 0) for v in buf.tensor_type.shape], d, window)
        y = b.dynamic_slice(buf, starts, sizes)
        if w.stride > 1 and not w.kernel:  # a reduce_window strides itself
            rank = y.tensor_type.rank
            y = b.slice(y, [0] * rank, sizes, _with([1] * rank, d, w.stride))
        return y


def _with(seq: Sequence[int | None], d: int, v: int) -> tuple[int, ...]:
    out = [int(x or 0) for x in seq]
    out[d] = v
    return tuple(out)


def _local_rest(b: Builder, op: Operation, y: Value, sharded: set[int], padding: Value) -> Value:
    """The op itself on the dimensions no device shares."""
    rank = y.tensor_type.rank
    keep = [i not in sharded for i in range(rank)]
    if op.name == HLO.PAD:
        low, high, interior = (int_list(op.properties[k]) for k in
                               ("edge_padding_low", "edge_padding_high", "interior_padding"))
        low, high, interior = ([v if k else 0 for v, k in zip(vals, keep, strict=True)]
                               for vals in (low, high, interior))
        if not any(low) and not any(high) and not any(interior):
            return y
        return b.pad(y, padding, low, high, interior)
    if op.name == HLO.REDUCE_WINDOW:
        return _local_reduce_window(b, op, y, sharded, padding)
    start, limit, strides = (int_list(op.properties[k]) for k in
                             ("start_indices", "limit_indices", "strides"))
    shape = [int(v or 0) for v in y.tensor_type.shape]
    start = [v if k else 0 for v, k in zip(start, keep, strict=True)]
    limit = [v if k else n for v, n, k in zip(limit, shape, keep, strict=True)]
    strides = [v if k else 1 for v, k in zip(strides, keep, strict=True)]
    if start == [0] * rank and limit == shape and strides == [1] * rank:
        return y
    return b.slice(y, start, limit, strides)


def _local_convolution(b: Builder, op: Operation, y: Value, sharded: set[int],
                       rhs: Value) -> Value:
    """The convolution on the device's buffer: no padding along the exchanged spatial
    dimensions (the buffer holds it)."""
    dn = ConvDimensionNumbers.from_attr(op.get_attr("dimension_numbers"))
    k = len(dn.input_spatial_dimensions)
    pad = ints_or(op, "padding", [0] * (2 * k))
    pad = [0 if dn.input_spatial_dimensions[i // 2] in sharded else p
           for i, p in enumerate(pad)]
    strides = ints_or(op, "window_strides", [1] * k)
    rdil = ints_or(op, "rhs_dilation", [1] * k)
    shape = [int(v or 0) for v in op.results[0].tensor_type.shape]
    if dn.input_batch_dimension in sharded:
        shape[dn.output_batch_dimension] = int(y.tensor_type.shape[dn.input_batch_dimension] or 0)
    for j, (d, kd) in enumerate(zip(dn.input_spatial_dimensions, dn.kernel_spatial_dimensions,
                                    strict=True)):
        if d in sharded:
            shape[dn.output_spatial_dimensions[j]] = window_output(
                int(y.tensor_type.shape[d] or 0), int(rhs.tensor_type.shape[kd] or 0),
                strides[j], window_dilation=rdil[j])
    return _local_copy(b, op, [y, rhs], pad, shape)


def _local_reduce_window(b: Builder, op: Operation, y: Value, sharded: set[int],
                         init: Value) -> Value:
    """The reduce_window on the device's buffer: no padding along the exchanged
    dimensions (the buffer holds it), the op's own elsewhere; its reducer cloned."""
    rank = y.tensor_type.rank
    pad = ints_or(op, "padding", [0] * (2 * rank))
    pad = [0 if i // 2 in sharded else p for i, p in enumerate(pad)]
    sizes = int_list(op.properties["window_dimensions"])
    strides = ints_or(op, "window_strides", [1] * rank)
    wdil = ints_or(op, "window_dilations", [1] * rank)
    bdil = ints_or(op, "base_dilations", [1] * rank)
    shape = [window_output(int(n or 0), sizes[i], strides[i], bdil[i], wdil[i], pad[2 * i],
                           pad[2 * i + 1]) for i, n in enumerate(y.tensor_type.shape)]
    return _local_copy(b, op, [y, init], pad, shape)


def _local_copy(b: Builder, op: Operation, operands: list[Value], pad: list[int],
                shape: list[int]) -> Value:
    """``op`` (its regions cloned) on per-device ``operands``, with ``pad`` as its
    padding and a result of ``shape``, inserted where ``b`` builds."""
    new = op.clone(dict(zip(op.operands, operands, strict=True)))
    new.properties["padding"] = dense(np.array(pad, np.int64).reshape(len(pad) // 2, 2), "i64")
    new.attributes.pop("sdy.sharding", None)  # the body is per device
    new.results[0].type = op.results[0].tensor_type.with_shape(tuple(shape))
    assert b.anchor.parent is not None  # the builder's anchor sits in the body
    b.anchor.parent.insert_before(b.anchor, new)
    return new.results[0]


def halo_exchange(op: Operation, mesh: MeshAttr, channel: int) -> int | None:
    """Rewrite ``op`` (a sharded pad or slice) into a halo exchange. Returns the next free
    channel id, the same one when nothing needs to move, or None when the caller must
    replicate instead. The exchange's steps (neighbour slices, permutes, padding at the
    edges) share the plan and the values they build (~60 lines)."""
    operand, result = op.operands[0], op.results[0]
    s_in, s_out = value_sharding(operand), value_sharding(result)
    plan = halo_plan(op, s_in, s_out, mesh)
    if plan is None:
        return None
    assert s_in is not None and s_out is not None and op.parent is not None
    t_in, t_out = operand.tensor_type, result.tensor_type
    if op.name == HLO.PAD and not any(ex.needs_communication for ex in plan.values()):
        return channel  # each device pads its own shard (sdy-convert-global-to-local)
    if op.name == HLO.SLICE and all(communication_free_slice_dim(
            op, d, s_in, mesh, t_in, t_out) for d in plan):
        return channel
    manual = {a.name for d in plan for a in s_in.dims[d].axes}
    manual_axes = tuple(a.name for a in mesh.axes if a.name in manual)
    local_in = t_in.with_shape(tuple(
        (v or 0) // plan[d].count if d in plan else v for d, v in enumerate(t_in.shape)))
    body = Block()
    x = body.add_arg(local_in)
    operands = [operand]
    in_shardings = [s_in]
    if op.name in (HLO.PAD, HLO.REDUCE_WINDOW):  # padding / init value
        padding: Value = body.add_arg(op.operands[1].type)
        operands.append(op.operands[1])
        in_shardings.append(TensorSharding(s_in.mesh))
    if op.name == HLO.CONVOLUTION:  # the kernel: whole along the manual axes
        rhs = body.add_arg(op.operands[1].type)
        operands.append(op.operands[1])
        in_shardings.append(value_sharding(op.operands[1]) or
                            TensorSharding.unsharded(s_in.mesh, rhs.tensor_type.rank))
    ret = Operation.create(SDY.RETURN, [], [])
    body.append(ret)
    b = Builder(ret)
    if op.name in (HLO.SLICE, HLO.CONVOLUTION):
        # a slice never reads it where a result element is kept; a convolution's
        # padding is zeros
        padding = b.scalar_literal(zero_literal(t_in.element_type), t_in.element_type)
    halo = _HaloBody(b, mesh, padding, channel)
    spans = windows(op)
    y: Value = x
    for d, ex in plan.items():
        y = halo.dimension(y, d, spans[d], ex, s_in.dims[d].axes,
                           op.name != HLO.SLICE)
    y = _local_convolution(b, op, y, set(plan), rhs) if op.name == HLO.CONVOLUTION \
        else _local_rest(b, op, y, set(plan), padding)
    ret.add_operand(y)
    region = Region()
    region.add_block(body)
    manual_op = Operation.create(
        SDY.MANUAL_COMPUTATION, operands, [t_out],
        {"in_shardings": ShardingPerValue(tuple(in_shardings)),
         "out_shardings": ShardingPerValue((s_out,)),
         "manual_axes": ManualAxes(manual_axes)},
        regions=[region], src_loc=op.src_loc, loc=op.loc)
    op.parent.insert_before(op, manual_op)
    result.replace_all_uses_with(manual_op.results[0])
    op.erase()
    return halo.channel
