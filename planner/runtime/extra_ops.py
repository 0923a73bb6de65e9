"""Less common ops: CHLO's trigonometric/hyperbolic functions and predicates, complex
parts, broadcast, einsum, batch_norm_inference, cholesky, top_k; tokens (after_all,
create_token) are carried as empty arrays."""

from __future__ import annotations

import numpy as np

from planner.model.ir.attributes import BoolAttr, FloatAttr, StringAttr, UnitAttr, int_list
from planner.model.ir.core import Operation
from planner.model.ir.op_names import CHLO, HLO
from planner.model.ir.op_table import OpTable
from planner.runtime.elementwise import _float_compute, _unary
from planner.runtime.shape import constant
from planner.runtime.table import OpContext, PerDevice
from planner.runtime.values import np_type, op_error

Args = list[np.ndarray]
F = _float_compute


def _broadcast(ctx: OpContext, op: Operation, args: Args) -> Args:
    shape, _ = np_type(op.results[0].type, op)
    return [np.broadcast_to(args[0], shape)]


def _einsum(ctx: OpContext, op: Operation, args: Args) -> Args:
    cfg = op.get_attr("einsum_config")
    if not isinstance(cfg, StringAttr):
        raise op_error(op, f"'{op.name}' without einsum_config")
    _, dt = np_type(op.results[0].type, op)
    wide = [a.astype(np.float64) if a.dtype.kind in "fV" else a for a in args]
    spec = cfg.value if len(args) > 1 or "," not in cfg.value else cfg.value.split(",", 1)[1]
    return [np.einsum(spec, *wide, optimize=True).astype(dt)]


def _batch_norm_inference(ctx: OpContext, op: Operation, args: Args) -> Args:
    x, scale, offset, mean, var = args
    eps = op.get_attr("epsilon")
    e = eps.value if isinstance(eps, FloatAttr) else 0.0
    axis = int_list(op.get_attr("feature_index"))[0]
    view = [1] * x.ndim
    view[axis] = x.shape[axis]

    def r(a: np.ndarray) -> np.ndarray:
        return a.reshape(view).astype(np.float64)

    y = (x.astype(np.float64) - r(mean)) / np.sqrt(r(var) + e) * r(scale) + r(offset)
    return [y.astype(x.dtype)]


def _cholesky(ctx: OpContext, op: Operation, args: Args) -> Args:
    lower = op.get_attr("lower")
    is_lower = isinstance(lower, UnitAttr) or (isinstance(lower, BoolAttr) and lower.value)
    a = args[0].astype(np.float64)
    sym = np.tril(a) + np.swapaxes(np.tril(a, -1), -1, -2) if is_lower else \
        np.triu(a) + np.swapaxes(np.triu(a, 1), -1, -2)
    with np.errstate(all="ignore"):
        try:
            low = np.linalg.cholesky(sym)
        except np.linalg.LinAlgError:
            low = np.full_like(sym, np.nan)
    out = low if is_lower else np.swapaxes(low, -1, -2)
    return [out.astype(args[0].dtype)]


def _top_k(ctx: OpContext, op: Operation, args: Args) -> Args:
    k = int_list(op.get_attr("k"))[0]
    x = args[0]
    order = np.argsort(-x.astype(np.float64), axis=-1, kind="stable")[..., :k]
    return [np.take_along_axis(x, order, axis=-1), order.astype(np.int32)]


def _complex(ctx: OpContext, op: Operation, args: Args) -> Args:
    _, dt = np_type(op.results[0].type, op)
    return [(args[0] + 1j * args[1]).astype(dt)]


def _token(ctx: OpContext, op: Operation, args: Args) -> Args:
    return [np.zeros((0,), np.uint8)]


# Sharding markers XLA's SPMD partitioner reads; values pass through unchanged.
_IDENTITY_TARGETS = frozenset({"Sharding", "SPMDFullToShardShape", "SPMDShardToFullShape",
                               "MoveToHost", "MoveToDevice"})


def _custom_call(ctx: OpContext, op: Operation, args: Args) -> Args:
    target = op.get_attr("call_target_name")
    name = target.value if isinstance(target, StringAttr) else str(target)
    if name in _IDENTITY_TARGETS and len(args) == len(op.results) == 1:
        shape, _ = np_type(op.results[0].type, op)
        if args[0].shape == shape:
            return list(args)
    raise op_error(op, f"'stablehlo.custom_call' @{name} is not implemented by the "
                       "interpreter")


def _broadcast_select(ctx: OpContext, op: Operation, args: Args) -> Args:
    return [np.where(*args)]


def _next_after(ctx: OpContext, op: Operation, args: Args) -> Args:
    return [np.nextafter(args[0], args[1])]


OPS: OpTable[PerDevice] = OpTable("the interpreter", {
    CHLO.ACOS: _unary(F(np.arccos)), CHLO.ACOSH: _unary(F(np.arccosh)),
    CHLO.ASIN: _unary(F(np.arcsin)), CHLO.ASINH: _unary(F(np.arcsinh)),
    CHLO.ATAN: _unary(F(np.arctan)), CHLO.ATANH: _unary(F(np.arctanh)),
    CHLO.COSH: _unary(F(np.cosh)), CHLO.SINH: _unary(F(np.sinh)),
    CHLO.TAN: _unary(F(np.tan)), CHLO.CONJ: _unary(np.conj),
    CHLO.IS_INF: _unary(np.isinf), CHLO.IS_POS_INF: _unary(np.isposinf),
    CHLO.IS_NEG_INF: _unary(np.isneginf), CHLO.NEXT_AFTER: _next_after,
    CHLO.BROADCAST_SELECT: _broadcast_select, CHLO.CONSTANT: constant,
    CHLO.TOP_K: _top_k,
    HLO.BROADCAST: _broadcast, HLO.EINSUM: _einsum,
    HLO.UNARY_EINSUM: _einsum,
    HLO.BATCH_NORM_INFERENCE: _batch_norm_inference,
    HLO.CHOLESKY: _cholesky, HLO.COMPLEX: _complex,
    HLO.REAL: _unary(np.real), HLO.IMAG: _unary(np.imag),
    HLO.CUSTOM_CALL: _custom_call,
    HLO.AFTER_ALL: _token, HLO.CREATE_TOKEN: _token,
})
