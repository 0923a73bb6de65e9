"""Shape and data-movement ops: broadcast, reshape, transpose, slices, pad, iota, constant."""

from __future__ import annotations

import numpy as np

from planner.model.ir.attributes import int_list
from planner.model.ir.core import Operation
from planner.model.ir.op_names import HLO, SDY
from planner.model.ir.op_table import OpTable
from planner.runtime.table import OpContext, PerDevice
from planner.runtime.values import dense_value, np_type, op_error

Args = list[np.ndarray]


def _ints(op: Operation, name: str) -> list[int]:
    return int_list(op.get_attr(name))


def _int(op: Operation, name: str) -> int:
    return _ints(op, name)[0]


def _broadcast_in_dim(ctx: OpContext, op: Operation, args: Args) -> Args:
    shape, _ = np_type(op.results[0].type, op)
    dims = _ints(op, "broadcast_dimensions")
    x = args[0]
    view = [1] * len(shape)
    for i, d in enumerate(dims):
        view[d] = x.shape[i]
    return [np.broadcast_to(x.reshape(view), shape)]


def _reshape(ctx: OpContext, op: Operation, args: Args) -> Args:
    return [args[0].reshape(np_type(op.results[0].type, op)[0])]


def _transpose(ctx: OpContext, op: Operation, args: Args) -> Args:
    return [np.transpose(args[0], _ints(op, "permutation"))]


def _concatenate(ctx: OpContext, op: Operation, args: Args) -> Args:
    return [np.concatenate(args, axis=_int(op, "dimension"))]


def _slice(ctx: OpContext, op: Operation, args: Args) -> Args:
    idx = tuple(slice(a, b, c) for a, b, c in zip(
        _ints(op, "start_indices"), _ints(op, "limit_indices"), _ints(op, "strides"), strict=True))
    return [args[0][idx]]


def _clamped_starts(x: np.ndarray, starts: Args, sizes: list[int] | tuple[int, ...]) -> list[int]:
    """Start indices clamped to [0, dim - size], as dynamic_slice/update_slice specify."""
    return [min(max(int(s), 0), d - n) for s, d, n in zip(starts, x.shape, sizes, strict=True)]


def _dynamic_slice(ctx: OpContext, op: Operation, args: Args) -> Args:
    sizes = _ints(op, "slice_sizes")
    starts = _clamped_starts(args[0], args[1:], sizes)
    return [args[0][tuple(slice(s, s + n) for s, n in zip(starts, sizes, strict=True))]]


def _dynamic_update_slice(ctx: OpContext, op: Operation, args: Args) -> Args:
    x, upd = args[0], args[1]
    starts = _clamped_starts(x, args[2:], upd.shape)
    out = x.copy()
    out[tuple(slice(s, s + n) for s, n in zip(starts, upd.shape, strict=True))] = upd
    return [out]


def _pad(ctx: OpContext, op: Operation, args: Args) -> Args:
    x, value = args
    lo, hi, interior = (_ints(op, n) for n in ("edge_padding_low", "edge_padding_high",
                                                "interior_padding"))
    shape, _ = np_type(op.results[0].type, op)
    # Interior padding first, then edges; negative edges crop.
    inner = [d + max(d - 1, 0) * p for d, p in zip(x.shape, interior, strict=True)]
    buf = np.full([i + max(a, 0) + max(b, 0) for i, a, b in zip(inner, lo, hi, strict=True)],
                  value, dtype=x.dtype)
    idx = tuple(slice(max(a, 0), max(a, 0) + i, p + 1)
                for a, i, p in zip(lo, inner, interior, strict=True))
    buf[idx] = x
    crop = tuple(slice(-min(a, 0), -min(a, 0) + n) for a, n in zip(lo, shape, strict=True))
    return [buf[crop]]


def _reverse(ctx: OpContext, op: Operation, args: Args) -> Args:
    return [np.flip(args[0], axis=tuple(_ints(op, "dimensions")))]


def _iota(ctx: OpContext, op: Operation, args: Args) -> Args:
    shape, dt = np_type(op.results[0].type, op)
    dim = _int(op, "iota_dimension")
    view = [1] * len(shape)
    view[dim] = shape[dim]
    return [np.broadcast_to(np.arange(shape[dim]).astype(dt).reshape(view), shape)]


def constant(ctx: OpContext, op: Operation, args: Args) -> Args:
    attr = op.get_attr("value")
    if attr is None:
        raise op_error(op, f"'{op.name}' without a value")
    return [dense_value(attr, op)]


def _identity(ctx: OpContext, op: Operation, args: Args) -> Args:
    return list(args)


OPS: OpTable[PerDevice] = OpTable("the interpreter", {
    HLO.BROADCAST_IN_DIM: _broadcast_in_dim,
    HLO.RESHAPE: _reshape,
    HLO.TRANSPOSE: _transpose,
    HLO.CONCATENATE: _concatenate,
    HLO.SLICE: _slice,
    HLO.DYNAMIC_SLICE: _dynamic_slice,
    HLO.DYNAMIC_UPDATE_SLICE: _dynamic_update_slice,
    HLO.PAD: _pad,
    HLO.REVERSE: _reverse,
    HLO.IOTA: _iota,
    HLO.CONSTANT: constant,
    SDY.CONSTANT: constant,
    HLO.OPTIMIZATION_BARRIER: _identity,
    # Sharding annotations do not change values in global semantics.
    SDY.SHARDING_CONSTRAINT: _identity,
    SDY.RESHARD: _identity,
    SDY.PROPAGATION_BARRIER: _identity,
    SDY.DATA_FLOW_EDGE: _identity,
})
