"""gather and scatter by fancy indexing: gather clamps start indices into the operand (the
spec's clamp); scatter skips an update window that does not fit in the operand (XLA's rule)
and combines with its body's ufunc (``ufunc.at``) or replaces (body returning the update)."""

from __future__ import annotations

import numpy as np

from planner.model.dialects.ops import GatherDimensionNumbers, ScatterDimensionNumbers
from planner.model.ir.attributes import int_list
from planner.model.ir.core import Operation
from planner.model.ir.op_names import HLO
from planner.model.ir.op_table import OpTable
from planner.runtime.reduce import body_ufunc
from planner.runtime.table import OpContext, PerDevice
from planner.runtime.values import op_error

Args = list[np.ndarray]


def _index_vectors(indices: np.ndarray, ivd: int) -> np.ndarray:
    """Indices with the index vector last (a trailing 1 when ``ivd`` is the rank)."""
    if ivd == indices.ndim:
        return indices[..., None]
    return np.moveaxis(indices, ivd, -1)


def _batch_pos(dim: int, ivd: int) -> int:
    return dim if dim < ivd else dim - 1


def _full_starts(operand_shape: tuple[int, ...], iv: np.ndarray, index_map: tuple[int, ...],
                 operand_batching: tuple[int, ...], indices_batching: tuple[int, ...],
                 ivd: int) -> list[np.ndarray | int]:
    """Per operand dim, the start of each batch element's window (shape: batch shape)."""
    batch_shape = iv.shape[:-1]
    starts: list[np.ndarray | int] = [0] * len(operand_shape)
    for k, d in enumerate(index_map):
        starts[d] = iv[..., k].astype(np.int64)
    for od, idim in zip(operand_batching, indices_batching, strict=True):
        pos = _batch_pos(idim, ivd)
        view = [1] * len(batch_shape)
        view[pos] = batch_shape[pos]
        starts[od] = np.arange(batch_shape[pos]).reshape(view)
    return starts


def _gather(ctx: OpContext, op: Operation, args: Args) -> Args:
    operand, indices = args
    dn = GatherDimensionNumbers.from_attr(op.get_attr("dimension_numbers"))
    sizes = int_list(op.get_attr("slice_sizes"))
    iv = _index_vectors(indices, dn.index_vector_dim)
    batch_shape = iv.shape[:-1]
    nb = len(batch_shape)
    starts = _full_starts(operand.shape, iv, dn.start_index_map, dn.operand_batching_dims,
                          dn.start_indices_batching_dims, dn.index_vector_dim)
    window = [d for d in range(operand.ndim) if d not in dn.collapsed_slice_dims
              and d not in dn.operand_batching_dims]
    idx = []
    for d in range(operand.ndim):
        s = np.clip(np.asarray(starts[d]), 0, operand.shape[d] - sizes[d])
        s = s.reshape(s.shape + (1,) * len(window)) if s.ndim else s
        if d in window:
            view = [1] * (nb + len(window))
            view[nb + window.index(d)] = sizes[d]
            s = s + np.arange(sizes[d]).reshape(view)
        idx.append(s)
    res = operand[tuple(np.broadcast_arrays(*idx))] if idx else operand
    res = np.broadcast_to(res, batch_shape + tuple(sizes[d] for d in window))
    # Output layout: offset_dims hold the window dims, the rest the batch dims, in order.
    rank = nb + len(window)
    perm = [0] * rank
    bi = iter(range(nb))
    wi = iter(range(nb, rank))
    for p in range(rank):
        perm[p] = next(wi) if p in dn.offset_dims else next(bi)
    return [np.transpose(res, perm)]


def _scatter(ctx: OpContext, op: Operation, args: Args) -> Args:
    n = (len(args) - 1) // 2
    if n != 1:
        raise op_error(op, "'stablehlo.scatter' with several operands is not implemented")
    operand, indices, updates = args
    dn = ScatterDimensionNumbers.from_attr(op.get_attr("scatter_dimension_numbers"))
    block = op.regions[0].block
    fn = body_ufunc(block)
    replace = (len(block.ops) == 1 and block.ops[0].operands == [block.args[1]])
    if fn is None and not replace:
        raise op_error(op, "'stablehlo.scatter' with this update computation is not "
                           "implemented (only add/max/min/mul/and/or/xor or replace)")
    iv = _index_vectors(indices, dn.index_vector_dim)
    batch_shape = iv.shape[:-1]
    nb = len(batch_shape)
    window = [d for d in range(operand.ndim) if d not in dn.inserted_window_dims
              and d not in dn.input_batching_dims]
    # Updates with scatter dims first (in order), window dims after.
    scatter_dims = [d for d in range(updates.ndim) if d not in dn.update_window_dims]
    upd = np.transpose(updates, scatter_dims + list(dn.update_window_dims))
    wsizes = upd.shape[nb:]
    upd = upd.reshape(batch_shape + wsizes)
    starts = _full_starts(operand.shape, iv, dn.scatter_dims_to_operand_dims,
                          dn.input_batching_dims, dn.scatter_indices_batching_dims,
                          dn.index_vector_dim)
    size = {d: wsizes[i] for i, d in enumerate(window)}
    fits = np.ones(batch_shape, bool)
    idx = []
    for d in range(operand.ndim):
        s = np.broadcast_to(np.asarray(starts[d]), batch_shape)
        fits &= (s >= 0) & (s <= operand.shape[d] - size.get(d, 1))
        s = s.reshape(s.shape + (1,) * len(window))
        if d in window:
            view = [1] * (nb + len(window))
            view[nb + window.index(d)] = size[d]
            s = s + np.arange(size[d]).reshape(view)
        idx.append(s)
    full = np.broadcast_arrays(*idx, upd)
    keep = np.broadcast_to(fits.reshape(fits.shape + (1,) * len(window)), full[0].shape)
    where = tuple(a[keep] for a in full[:-1])
    out = operand.copy()
    if replace:
        out[where] = full[-1][keep]
    else:
        assert fn is not None
        fn.at(out, where, full[-1][keep])
    return [out]


OPS: OpTable[PerDevice] = OpTable("the interpreter", {
    HLO.GATHER: _gather,
    HLO.SCATTER: _scatter,
})
