"""Elementwise StableHLO and CHLO ops, with StableHLO's semantics at the edges."""

from __future__ import annotations

import math
from collections.abc import Callable

import ml_dtypes
import numpy as np

from planner.model.dialects.ops import enum_value
from planner.model.ir.core import Operation
from planner.model.ir.dense_literals import is_float
from planner.model.ir.op_names import CHLO, HLO
from planner.model.ir.op_table import OpTable
from planner.runtime.table import OpContext, PerDevice
from planner.runtime.values import np_type

Args = list[np.ndarray]


def _out_dtype(op: Operation) -> np.dtype:
    return np_type(op.results[0].type, op)[1]


def _unary(fn: Callable[[np.ndarray], np.ndarray]) -> PerDevice:
    def impl(ctx: OpContext, op: Operation, args: Args) -> Args:
        with np.errstate(all="ignore"):
            return [np.asarray(fn(args[0])).astype(_out_dtype(op), copy=False)]
    return impl


def _binary(fn: Callable[[np.ndarray, np.ndarray], np.ndarray]) -> PerDevice:
    def impl(ctx: OpContext, op: Operation, args: Args) -> Args:
        with np.errstate(all="ignore"):
            return [np.asarray(fn(args[0], args[1])).astype(_out_dtype(op), copy=False)]
    return impl


def _float_compute(fn: Callable[..., np.ndarray]) -> Callable[..., np.ndarray]:
    """Low-precision floats compute in f32 and round once, as XLA's CPU backend does."""
    def wrapped(*xs: np.ndarray) -> np.ndarray:
        dt = xs[0].dtype
        if dt in (ml_dtypes.bfloat16, np.float16) or (dt.itemsize == 1 and is_float(dt)):
            return fn(*(x.astype(np.float32) for x in xs)).astype(dt)
        return fn(*xs)
    return wrapped


def _divide(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    if is_float(x.dtype) or x.dtype.kind == "c":
        return _float_compute(np.divide)(x, y)
    # C semantics: truncate toward zero; x/0 = -1 (all ones), INT_MIN/-1 = INT_MIN.
    if x.dtype.kind == "u":
        safe = np.where(y == 0, 1, y)
        return np.where(y == 0, np.iinfo(x.dtype).max, x // safe).astype(x.dtype)
    info = np.iinfo(x.dtype)
    bad = (y == 0) | ((x == info.min) & (y == -1))
    safe = np.where(bad, 1, y)
    q = np.abs(x.astype(np.int64)) // np.abs(safe.astype(np.int64))
    q = np.where((x < 0) != (safe < 0), -q, q).astype(x.dtype)
    return np.where(y == 0, -1, np.where(bad, info.min, q)).astype(x.dtype)


def _remainder(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    if is_float(x.dtype):
        return _float_compute(np.fmod)(x, y)
    # Sign of the dividend; x % 0 = x, INT_MIN % -1 = 0.
    safe = np.where(y == 0, 1, y)
    r = np.fmod(x, safe) if x.dtype.kind == "u" else np.fmod(x, np.where(safe == -1, 1, safe))
    return np.where(y == 0, x, r).astype(x.dtype)


def _power(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    if is_float(x.dtype) or x.dtype.kind == "c":
        return _float_compute(np.power)(x, y)
    # Integer power: negative exponents give 0 except for bases 1 and -1.
    neg = y < 0
    r = np.power(x, np.where(neg, 0, y))
    inv = np.where(x == 1, 1, np.where(x == -1, np.where(y % 2 == 0, 1, -1), 0))
    return np.where(neg, inv, r).astype(x.dtype)


def _bits(x: np.ndarray) -> int:
    return x.dtype.itemsize * 8


def _logical_shift(shift: np.ufunc) -> Callable[[np.ndarray, np.ndarray], np.ndarray]:
    """Shifts on the unsigned view; amounts outside [0, bits) give 0, as the spec says."""
    def fn(x: np.ndarray, y: np.ndarray) -> np.ndarray:
        out_of_range = (y < 0) | (y >= _bits(x))
        u = x.view(np.dtype(f"u{x.dtype.itemsize}")) if x.dtype.kind == "i" else x
        s = np.where(out_of_range, 0, y).astype(u.dtype)
        r = shift(u, s).astype(u.dtype).view(x.dtype)
        return np.where(out_of_range, 0, r).astype(x.dtype)
    return fn


def _shift_right_arithmetic(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    # Out-of-range amounts shift in sign bits only: clamp to bits - 1.
    bits = _bits(x)
    s = np.where((y < 0) | (y >= bits), bits - 1, y)
    if x.dtype.kind == "u":
        signed = x.view(np.dtype(f"i{x.dtype.itemsize}"))
        return np.right_shift(signed, s.astype(signed.dtype)).view(x.dtype)
    return np.right_shift(x, s.astype(x.dtype))


def _compare(ctx: OpContext, op: Operation, args: Args) -> Args:
    x, y = args
    direction = enum_value(op.get_attr("comparison_direction"))
    kind = enum_value(op.get_attr("compare_type"))
    if kind == "TOTALORDER" and is_float(x.dtype):
        x, y = _total_order_key(x), _total_order_key(y)
    fn = {"EQ": np.equal, "NE": np.not_equal, "LT": np.less, "LE": np.less_equal,
          "GT": np.greater, "GE": np.greater_equal}[direction or "EQ"]
    # NaN compares unequal to everything (NE true), as IEEE and numpy agree.
    return [fn(x, y)]


def _total_order_key(x: np.ndarray) -> np.ndarray:
    """Integers ordered as IEEE totalOrder orders the floats (-NaN < -inf < ... < NaN)."""
    ui = x.view(np.dtype(f"i{x.dtype.itemsize}")).astype(np.int64)
    top = np.int64(1) << (x.dtype.itemsize * 8 - 1)
    return np.where(ui < 0, -(ui + top) - 1, ui)


def _elementwise_math(fn: Callable[[float], float]) -> Callable[[np.ndarray], np.ndarray]:
    """A ``math`` function over an array, in double precision (numpy has no erf or
    lgamma; exact to the last bit of f64, rounded once to the result type)."""
    vectorised = np.frompyfunc(fn, 1, 1)

    def apply(x: np.ndarray) -> np.ndarray:
        return np.asarray(vectorised(x.astype(np.float64)), np.float64)

    return apply


def _not(x: np.ndarray) -> np.ndarray:
    return np.logical_not(x) if x.dtype == np.bool_ else np.invert(x)


def _round_afz(x: np.ndarray) -> np.ndarray:
    return np.sign(x) * np.floor(np.abs(x) + 0.5)


def _sign(x: np.ndarray) -> np.ndarray:
    if x.dtype.kind == "u":
        return (x != 0).astype(x.dtype)
    return np.where(np.isnan(x), x, np.sign(x)) if is_float(x.dtype) else np.sign(x)


def _logistic(x: np.ndarray) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(-x))


def _clamp(ctx: OpContext, op: Operation, args: Args) -> Args:
    lo, x, hi = args
    with np.errstate(invalid="ignore"):
        return [np.minimum(np.maximum(x, lo), hi).astype(x.dtype)]


def _select(ctx: OpContext, op: Operation, args: Args) -> Args:
    return [np.where(args[0], args[1], args[2])]


def convert_array(x: np.ndarray, dt: np.dtype) -> np.ndarray:
    """StableHLO convert: float to integer truncates toward zero and saturates, NaN -> 0
    (XLA's CPU behaviour, the spec leaves it implementation-defined); to bool is x != 0;
    float narrowing rounds to nearest even (ml_dtypes for bf16)."""
    if dt == np.bool_:
        return x != 0
    if dt.kind in "iu" and (is_float(x.dtype)):
        info = np.iinfo(dt)
        f = x.astype(np.float64)
        f = np.where(np.isnan(f), 0, np.trunc(f))
        big = f >= float(info.max)
        small = f <= float(info.min)
        clipped = np.clip(f, info.min, info.max)
        out = clipped.astype(dt)
        out = np.where(big, info.max, np.where(small, info.min, out))
        return out.astype(dt)
    if x.dtype == np.bool_:
        return x.astype(dt)
    with np.errstate(all="ignore"):
        return x.astype(dt)


def _convert(ctx: OpContext, op: Operation, args: Args) -> Args:
    return [convert_array(args[0], _out_dtype(op))]


def _bitcast_convert(ctx: OpContext, op: Operation, args: Args) -> Args:
    shape, dt = np_type(op.results[0].type, op)
    return [np.ascontiguousarray(args[0]).view(dt).reshape(shape)]


def _popcnt(x: np.ndarray) -> np.ndarray:
    u = x.view(np.dtype(f"u{x.dtype.itemsize}"))
    return np.bitwise_count(u).astype(x.dtype)


def _clz(x: np.ndarray) -> np.ndarray:
    bits = _bits(x)
    u = x.view(np.dtype(f"u{x.dtype.itemsize}")).astype(np.uint64)
    n = np.zeros(u.shape, np.int64)
    for k in range(bits - 1, -1, -1):  # over bit positions (≤ 64), not elements
        n = np.where((n == bits - 1 - k) & ((u >> np.uint64(k)) & np.uint64(1) == 0), n + 1, n)
    return n.astype(x.dtype)


def _is_finite(ctx: OpContext, op: Operation, args: Args) -> Args:
    return [np.isfinite(args[0].astype(np.float32) if args[0].dtype.itemsize < 4
                        else args[0])]


F = _float_compute
OPS: OpTable[PerDevice] = OpTable("the interpreter", {
    HLO.ADD: _binary(lambda x, y: np.logical_or(x, y) if x.dtype == np.bool_
                     else F(np.add)(x, y)),
    HLO.SUBTRACT: _binary(F(np.subtract)),
    HLO.MULTIPLY: _binary(lambda x, y: np.logical_and(x, y) if x.dtype == np.bool_
                          else F(np.multiply)(x, y)),
    HLO.DIVIDE: _binary(_divide),
    HLO.REMAINDER: _binary(_remainder),
    HLO.POWER: _binary(_power),
    HLO.MAXIMUM: _binary(np.maximum),  # propagates NaN, as StableHLO does
    HLO.MINIMUM: _binary(np.minimum),
    HLO.ATAN2: _binary(F(np.arctan2)),
    HLO.AND: _binary(np.bitwise_and),
    HLO.OR: _binary(np.bitwise_or),
    HLO.XOR: _binary(np.bitwise_xor),
    HLO.SHIFT_LEFT: _binary(_logical_shift(np.left_shift)),
    HLO.SHIFT_RIGHT_LOGICAL: _binary(_logical_shift(np.right_shift)),
    HLO.SHIFT_RIGHT_ARITHMETIC: _binary(_shift_right_arithmetic),
    HLO.NOT: _unary(_not),
    HLO.NEGATE: _unary(np.negative),
    HLO.ABS: _unary(np.abs),
    HLO.EXPONENTIAL: _unary(F(np.exp)),
    HLO.EXPONENTIAL_MINUS_ONE: _unary(F(np.expm1)),
    HLO.LOG: _unary(F(np.log)),
    HLO.LOG_PLUS_ONE: _unary(F(np.log1p)),
    HLO.LOGISTIC: _unary(F(_logistic)),
    HLO.TANH: _unary(F(np.tanh)),
    HLO.SQRT: _unary(F(np.sqrt)),
    HLO.RSQRT: _unary(F(lambda x: 1.0 / np.sqrt(x))),
    HLO.CBRT: _unary(F(np.cbrt)),
    HLO.SINE: _unary(F(np.sin)),
    HLO.COSINE: _unary(F(np.cos)),
    HLO.TAN: _unary(F(np.tan)),
    HLO.FLOOR: _unary(np.floor),
    HLO.CEIL: _unary(np.ceil),
    HLO.ROUND_NEAREST_AFZ: _unary(F(_round_afz)),
    HLO.ROUND_NEAREST_EVEN: _unary(np.rint),
    HLO.SIGN: _unary(_sign),
    HLO.POPCNT: _unary(_popcnt),
    HLO.COUNT_LEADING_ZEROS: _unary(_clz),
    HLO.IS_FINITE: _is_finite,
    HLO.COMPARE: _compare,
    HLO.SELECT: _select,
    HLO.CLAMP: _clamp,
    HLO.CONVERT: _convert,
    HLO.BITCAST_CONVERT: _bitcast_convert,
    CHLO.SQUARE: _unary(F(np.square)),
    CHLO.ERF: _unary(F(_elementwise_math(math.erf))),
    CHLO.ERFC: _unary(F(_elementwise_math(math.erfc))),
    CHLO.LGAMMA: _unary(F(_elementwise_math(math.lgamma))),
})
