"""dot_general, dot and convolution (accumulating in at least f32, as XLA's CPU backend)."""

from __future__ import annotations

import ml_dtypes
import numpy as np

from planner.model.dialects.ops import ConvDimensionNumbers, DotDimensionNumbers
from planner.model.ir.attributes import int_list
from planner.model.ir.core import Operation
from planner.model.ir.op_names import HLO
from planner.model.ir.op_table import OpTable
from planner.runtime.table import OpContext, PerDevice
from planner.runtime.values import np_type

Args = list[np.ndarray]


def _acc_dtype(dt: np.dtype) -> np.dtype:
    """Floats accumulate in f64 and round once: the result is then (nearly always) the
    correctly rounded sum, independent of BLAS blocking and of the local shape, so a
    device's shard and the global reference agree bit for bit where no partial sums
    are involved."""
    if dt in (ml_dtypes.bfloat16, np.float16, np.float32) or (
            dt.itemsize == 1 and dt.kind not in "iub"):
        return np.dtype(np.float64)
    return dt


def dot_general_arrays(lhs: np.ndarray, rhs: np.ndarray, lb: list[int], rb: list[int],
                       lc: list[int], rc: list[int], out: np.dtype) -> np.ndarray:
    """Result dims: batch, lhs free, rhs free (StableHLO's order)."""
    lf = [d for d in range(lhs.ndim) if d not in lb and d not in lc]
    rf = [d for d in range(rhs.ndim) if d not in rb and d not in rc]
    acc = _acc_dtype(out) if out.kind not in "iub" else np.dtype(np.int64)
    a = np.transpose(lhs, lb + lf + lc).astype(acc, copy=False)
    b = np.transpose(rhs, rb + rc + rf).astype(acc, copy=False)
    bs = [lhs.shape[d] for d in lb]
    m = [lhs.shape[d] for d in lf]
    k = [lhs.shape[d] for d in lc]
    n = [rhs.shape[d] for d in rf]
    p = int(np.prod(bs, dtype=np.int64))
    r = np.matmul(a.reshape(p, int(np.prod(m, dtype=np.int64)), int(np.prod(k, dtype=np.int64))),
                  b.reshape(p, int(np.prod(k, dtype=np.int64)), int(np.prod(n, dtype=np.int64))))
    if out == np.bool_:
        return (r != 0).reshape(bs + m + n)
    return r.reshape(bs + m + n).astype(out)


def _dot_general(ctx: OpContext, op: Operation, args: Args) -> Args:
    attr = op.get_attr("dot_dimension_numbers")
    dn = DotDimensionNumbers.from_attr(attr)
    out = np_type(op.results[0].type, op)[1]
    return [dot_general_arrays(args[0], args[1], list(dn.lhs_batching_dimensions),
                               list(dn.rhs_batching_dimensions),
                               list(dn.lhs_contracting_dimensions),
                               list(dn.rhs_contracting_dimensions), out)]


def _dot(ctx: OpContext, op: Operation, args: Args) -> Args:
    out = np_type(op.results[0].type, op)[1]
    lhs, rhs = args
    return [dot_general_arrays(lhs, rhs, [], [], [lhs.ndim - 1], [0], out)]


def _dilate(x: np.ndarray, axes: list[int], factors: list[int]) -> np.ndarray:
    if all(f == 1 for f in factors):
        return x
    shape = list(x.shape)
    for a, f in zip(axes, factors, strict=True):
        shape[a] = (shape[a] - 1) * f + 1 if shape[a] else 0
    buf = np.zeros(shape, x.dtype)
    idx = [slice(None)] * x.ndim
    for a, f in zip(axes, factors, strict=True):
        idx[a] = slice(None, None, f)
    buf[tuple(idx)] = x
    return buf


def _convolution(ctx: OpContext, op: Operation, args: Args) -> Args:
    """im2col: gather every window as a strided view, then one contraction."""
    from numpy.lib.stride_tricks import sliding_window_view

    lhs, rhs = args
    dn = ConvDimensionNumbers.from_attr(op.get_attr("dimension_numbers"))
    ns = len(dn.input_spatial_dimensions)
    strides = int_list(op.get_attr("window_strides")) or [1] * ns
    pad = int_list(op.get_attr("padding")) or [0] * (2 * ns)
    lhs_dil = int_list(op.get_attr("lhs_dilation")) or [1] * ns
    rhs_dil = int_list(op.get_attr("rhs_dilation")) or [1] * ns
    reversal = [bool(v) for v in int_list(op.get_attr("window_reversal"))] or [False] * ns
    fgc = int_list(op.get_attr("feature_group_count"))[0] if op.get_attr(
        "feature_group_count") else 1
    bgc = int_list(op.get_attr("batch_group_count"))[0] if op.get_attr(
        "batch_group_count") else 1
    out_dt = np_type(op.results[0].type, op)[1]
    acc = _acc_dtype(out_dt) if out_dt.kind not in "iub" else np.dtype(np.int64)
    # Canonical layouts: lhs [b, f, s...], rhs [o, i, s...].
    x = np.transpose(lhs, [dn.input_batch_dimension, dn.input_feature_dimension,
                           *dn.input_spatial_dimensions]).astype(acc)
    w = np.transpose(rhs, [dn.kernel_output_feature_dimension,
                           dn.kernel_input_feature_dimension,
                           *dn.kernel_spatial_dimensions]).astype(acc)
    flips = [2 + i for i in range(ns) if reversal[i]]
    if flips:
        w = np.flip(w, axis=tuple(flips))
    sp = list(range(2, 2 + ns))
    x = _dilate(x, sp, lhs_dil)
    w = _dilate(w, sp, rhs_dil)
    width = [(max(-pad[2 * i], 0), max(-pad[2 * i + 1], 0)) for i in range(ns)]
    x = x[(slice(None), slice(None), *(slice(a, x.shape[2 + i] - b)
                                       for i, (a, b) in enumerate(width)))]
    x = np.pad(x, [(0, 0), (0, 0)] + [(max(pad[2 * i], 0), max(pad[2 * i + 1], 0))
                                      for i in range(ns)])
    win = sliding_window_view(x, w.shape[2:], axis=tuple(sp))
    win = win[(slice(None), slice(None), *(slice(None, None, s) for s in strides))]
    # win: [b, f, o_s..., k_s...]
    b, f = x.shape[0], x.shape[1]
    o = w.shape[0]
    osp = list(win.shape[2:2 + ns])
    if bgc > 1:
        # Batch groups: the batch splits into bgc groups, each paired with o/bgc outputs.
        win = win.reshape(bgc, b // bgc, f, *win.shape[2:])
        wg = w.reshape(bgc, o // bgc, *w.shape[1:])
        r = np.einsum(_conv_subscripts(ns, grouped=True), win, wg)  # [g, b', o', s...]
        r = np.moveaxis(r, 0, 1).reshape(b // bgc, o, *osp)
    else:
        g = fgc
        win = win.reshape(b, g, f // g, *win.shape[2:])
        wg = w.reshape(g, o // g, *w.shape[1:])
        r = np.einsum(_conv_subscripts(ns, grouped=False), win, wg).reshape(b, o, *osp)
    # Back to the output layout.
    perm = [0] * (2 + ns)
    perm[dn.output_batch_dimension] = 0
    perm[dn.output_feature_dimension] = 1
    for i, d in enumerate(dn.output_spatial_dimensions):
        perm[d] = 2 + i
    return [np.transpose(r, perm).astype(out_dt)]


def _conv_subscripts(ns: int, grouped: bool) -> str:
    s = "pqrs"[:ns]
    k = "wxyz"[:ns]
    if grouped:  # win [g, b, f, s.., k..], w [g, o, f, k..] -> [g, b, o, s..]
        return f"gbf{s}{k},gof{k}->gbo{s}"
    return f"bgf{s}{k},gof{k}->bgo{s}"


OPS: OpTable[PerDevice] = OpTable("the interpreter", {
    HLO.DOT_GENERAL: _dot_general,
    HLO.DOT: _dot,
    HLO.CONVOLUTION: _convolution,
})
