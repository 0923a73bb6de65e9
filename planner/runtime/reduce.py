"""reduce and reduce_window: recognised bodies (add, max, min, mul, and, or, xor) reduce with
numpy's ufuncs; any other pure body folds pairwise over whole slices (vectorised per step)."""

from __future__ import annotations

from typing import Any

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view

from planner.model.dialects.traits import SHARDING_VIEWS
from planner.model.ir.attributes import int_list
from planner.model.ir.core import Block, Operation, OpResult
from planner.model.ir.op_names import HLO
from planner.model.ir.op_table import OpTable
from planner.runtime.table import OpContext, PerDevice

Args = list[np.ndarray]

_UFUNCS = {HLO.ADD: np.add, HLO.MAXIMUM: np.maximum,
           HLO.MINIMUM: np.minimum, HLO.MULTIPLY: np.multiply,
           HLO.AND: np.bitwise_and, HLO.OR: np.bitwise_or,
           HLO.XOR: np.bitwise_xor}




def body_ufunc(block: Block) -> np.ufunc | None:
    """The ufunc of a body ``return op(arg0, arg1)`` over scalars (sharding annotations in
    between are looked through), or None."""
    if len(block.args) != 2 or not block.ops or len(block.ops[-1].operands) != 1:
        return None
    value = block.ops[-1].operands[0]
    seen = 1
    while isinstance(value, OpResult) and value.op.name in SHARDING_VIEWS:
        value = value.op.operands[0]
        seen += 1
    op = getattr(value, "op", None)
    if op is None or len(block.ops) != seen + 1 or set(op.operands) != set(block.args):
        return None
    fn = _UFUNCS.get(op.name)
    if fn is np.add and block.args[0].tensor_type.element_type == "i1":
        return np.logical_or
    return fn


def _fold(ctx: OpContext, block: Block, inputs: Args, inits: Args, axes: list[int]) -> Args:
    """Generic reduction: move the reduced axes last, flatten, then fold left."""
    n = len(inputs)
    keep = [d for d in range(inputs[0].ndim) if d not in axes]
    flat = [np.transpose(x, keep + axes).reshape([x.shape[d] for d in keep] + [-1])
            for x in inputs]
    acc = [np.broadcast_to(i, flat[0].shape[:-1]).copy() for i in inits]
    for k in range(flat[0].shape[-1]):  # over the reduced extent, each step vectorised
        acc = ctx.apply(block, acc + [f[..., k] for f in flat])[:n]
    return acc


def _reduce(ctx: OpContext, op: Operation, args: Args) -> Args:
    n = len(args) // 2
    inputs, inits = args[:n], args[n:]
    axes = sorted(int_list(op.get_attr("dimensions")))
    block = op.regions[0].block
    fn = body_ufunc(block) if n == 1 else None
    if fn is not None:
        x = inputs[0]
        # Float sums in f64 (numpy's pairwise summation depends on the shape otherwise).
        wide = x.astype(np.float64) if fn is np.add and x.dtype.kind in "fV" else x
        red = fn.reduce(wide, axis=tuple(axes)) if axes else wide
        return [np.asarray(fn(red, inits[0])).astype(x.dtype)]
    return [a.astype(x.dtype) for a, x in zip(_fold(ctx, block, inputs, inits, axes), inputs,
                                               strict=True)]


def _reduce_window(ctx: OpContext, op: Operation, args: Args) -> Args:
    n = len(args) // 2
    inputs, inits = args[:n], args[n:]
    rank = inputs[0].ndim
    dims = int_list(op.get_attr("window_dimensions"))
    strides = int_list(op.get_attr("window_strides")) or [1] * rank
    base = int_list(op.get_attr("base_dilations")) or [1] * rank
    wdil = int_list(op.get_attr("window_dilations")) or [1] * rank
    pad = int_list(op.get_attr("padding")) or [0] * (2 * rank)
    padded = []
    for x, init in zip(inputs, inits, strict=True):
        dil_shape = [(d - 1) * b + 1 if d else 0 for d, b in zip(x.shape, base, strict=True)]
        buf = np.full([s + pad[2 * i] + pad[2 * i + 1] for i, s in enumerate(dil_shape)], init,
                      dtype=x.dtype)
        buf[tuple(slice(pad[2 * i], pad[2 * i] + dil_shape[i], base[i])
                  for i in range(rank))] = x
        padded.append(buf)
    eff = [(d - 1) * w + 1 for d, w in zip(dims, wdil, strict=True)]
    outer = tuple(slice(None, None, s) for s in strides)
    inner: tuple[Any, ...] = (Ellipsis, *(slice(None, None, w) for w in wdil))
    windows = [sliding_window_view(p, eff)[outer][inner] for p in padded]
    axes = list(range(rank, 2 * rank))
    block = op.regions[0].block
    fn = body_ufunc(block) if n == 1 else None
    if fn is not None:
        return [np.asarray(fn(fn.reduce(windows[0], axis=tuple(axes)), inits[0])).astype(
            inputs[0].dtype)]
    return _fold(ctx, block, windows, inits, axes)


OPS: OpTable[PerDevice] = OpTable("the interpreter", {
    HLO.REDUCE: _reduce,
    HLO.REDUCE_WINDOW: _reduce_window,
})
