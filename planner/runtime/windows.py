"""select_and_scatter (the gradient of a max/min pool) and fft on the reference
interpreter.

select_and_scatter: every window of the padded operand selects one element with the
``select`` region (iterating in row-major order, the current pick stays while
``select(current, candidate)`` holds; padding is never picked), and the ``scatter``
region adds the window's ``source`` value into the result at that element, which starts
at ``init_value``. Vectorised over windows: one ``select`` application per window
element; the scatter is ``ufunc.at`` for a recognised body, else sequential."""

from __future__ import annotations

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view

from planner.model.dialects.ops import enum_value
from planner.model.ir.attributes import int_list
from planner.model.ir.core import Operation
from planner.model.ir.op_names import HLO
from planner.model.ir.op_table import OpTable
from planner.runtime.reduce import body_ufunc
from planner.runtime.table import OpContext, PerDevice
from planner.runtime.values import np_type, op_error

Args = list[np.ndarray]


def _select_and_scatter(ctx: OpContext, op: Operation, args: Args) -> Args:
    operand, source, init = args
    rank = operand.ndim
    dims = int_list(op.get_attr("window_dimensions")) or [1] * rank
    strides = int_list(op.get_attr("window_strides")) or [1] * rank
    pad = int_list(op.get_attr("padding")) or [0] * (2 * rank)
    lows = pad[0::2]
    padded = np.pad(operand, [(pad[2 * i], pad[2 * i + 1]) for i in range(rank)])
    valid = np.pad(np.ones(operand.shape, bool), [(pad[2 * i], pad[2 * i + 1])
                                                 for i in range(rank)])
    step = tuple(slice(None, None, s) for s in strides)
    windows = sliding_window_view(padded, dims)[step].reshape(*source.shape, -1)
    masks = sliding_window_view(valid, dims)[step].reshape(*source.shape, -1)
    picked = _select(ctx, op, windows, masks)
    # Operand coordinates of each window's pick: window start + offset - low padding.
    offsets = np.unravel_index(picked, dims)
    starts = np.indices(source.shape)
    coords = tuple(starts[i] * strides[i] + offsets[i] - lows[i] for i in range(rank))
    has = picked >= 0
    result = np.full(operand.shape, init, dtype=operand.dtype)
    targets = tuple(c[has] for c in coords)
    values = source[has]
    block = op.regions[1].block
    fn = body_ufunc(block)
    if fn is not None:
        fn.at(result, targets, values)
        return [result]
    for k in range(len(values)):  # any other scatter body, one window at a time, in order
        at = tuple(int(t[k]) for t in targets)
        result[at] = ctx.apply(block, [result[at], values[k]])[0]
    return [result]


def _select(ctx: OpContext, op: Operation, windows: np.ndarray, masks: np.ndarray) -> np.ndarray:
    """Per window, the flat index of the element ``select`` keeps (-1: all padding)."""
    block = op.regions[0].block
    picked = np.full(windows.shape[:-1], -1, np.int64)
    current = windows[..., 0].copy()
    for k in range(windows.shape[-1]):
        candidate, ok = windows[..., k], masks[..., k]
        if k:
            keep = np.asarray(ctx.apply(block, [current, candidate])[0], bool)
            take = ok & ((picked < 0) | ~keep)
        else:
            take = ok
        picked = np.where(take, k, picked)
        current = np.where(take, candidate, current)
    return picked


def _fft(ctx: OpContext, op: Operation, args: Args) -> Args:
    x = args[0]
    lengths = int_list(op.get_attr("fft_length"))
    axes = tuple(range(x.ndim - len(lengths), x.ndim))
    kind = enum_value(op.get_attr("fft_type"))
    _, dtype = np_type(op.results[0].type, op)
    y: np.ndarray
    if kind == "FFT":
        y = np.fft.fftn(x, axes=axes)
    elif kind == "IFFT":
        y = np.fft.ifftn(x, axes=axes)
    elif kind == "RFFT":
        y = np.fft.rfftn(x, s=lengths, axes=axes)
    elif kind == "IRFFT":
        y = np.fft.irfftn(x, s=lengths, axes=axes)
    else:
        raise op_error(op, f"'stablehlo.fft' of type {kind} is not implemented")
    return [y.astype(dtype)]


OPS: OpTable[PerDevice] = OpTable("the interpreter", {
    HLO.SELECT_AND_SCATTER: _select_and_scatter,
    HLO.FFT: _fft,
})
