"""Element-wise ops: every dimension is one pass-through factor shared by all tensors."""

from __future__ import annotations

from planner.model.ir.attributes import IntegerAttr
from planner.model.ir.core import Operation
from planner.model.ir.op_names import CHLO, HLO, SDY
from planner.model.rules.builder import FactorKind, RuleBuilder, pointwise_rule, shape_of
from planner.model.rules.registry import register
from planner.model.sharding.rule import OpShardingRule

POINTWISE_OPS = (
    SDY.SHARDING_CONSTRAINT,
    HLO.ABS, HLO.ADD, HLO.ALL_REDUCE, HLO.AND,
    HLO.ATAN2, HLO.CBRT, HLO.CEIL, HLO.COUNT_LEADING_ZEROS,
    HLO.COLLECTIVE_BROADCAST, HLO.COLLECTIVE_PERMUTE, HLO.COMPARE,
    HLO.COMPLEX, HLO.CONVERT, HLO.COSINE,
    HLO.CROSS_REPLICA_SUM, HLO.DIVIDE, HLO.EXPONENTIAL,
    HLO.EXPONENTIAL_MINUS_ONE, HLO.FLOOR, HLO.IMAG,
    HLO.IS_FINITE, HLO.LOG_PLUS_ONE, HLO.LOG, HLO.LOGISTIC,
    HLO.MAXIMUM, HLO.MINIMUM, HLO.MULTIPLY, HLO.NEGATE,
    HLO.NOT, HLO.OR, HLO.POPCNT, HLO.POWER, HLO.REAL,
    HLO.REDUCE_PRECISION, HLO.REMAINDER, HLO.ROUND_NEAREST_EVEN,
    HLO.ROUND_NEAREST_AFZ, HLO.RSQRT, HLO.SHIFT_LEFT,
    HLO.SHIFT_RIGHT_ARITHMETIC, HLO.SHIFT_RIGHT_LOGICAL, HLO.SIGN,
    HLO.SINE, HLO.SQRT, HLO.SUBTRACT, HLO.TAN,
    HLO.TANH, HLO.XOR,
)
"""Ops whose rule is the identity over the first result's shape."""


@register(*POINTWISE_OPS)
def _pointwise(op: Operation, conservative: bool) -> OpShardingRule | None:
    return pointwise_rule(op)


@register(HLO.SELECT, HLO.CLAMP)
def _select_clamp(op: Operation, conservative: bool) -> OpShardingRule | None:
    # A scalar predicate (select) or scalar bounds (clamp) are broadcast: they get no factor.
    shape = shape_of(op.results[0]) if op.name == HLO.SELECT else shape_of(op.operands[1])
    return RuleBuilder.for_op(op).pointwise(shape).build()


@register(HLO.BITCAST_CONVERT)
def _bitcast_convert(op: Operation, conservative: bool) -> OpShardingRule | None:
    # A bitcast between element widths adds or drops a minor dimension; that dimension
    # needs replication, every other one passes through.
    in_shape, out_shape = shape_of(op.operands[0]), shape_of(op.results[0])
    b = RuleBuilder.for_op(op)
    b.pointwise(in_shape if len(in_shape) < len(out_shape) else out_shape)
    if len(in_shape) < len(out_shape):
        b.add(-1, len(out_shape) - 1, out_shape[-1], FactorKind.NEED_REPLICATION)
    elif len(in_shape) > len(out_shape):
        b.add(len(in_shape) - 1, -1, in_shape[-1], FactorKind.NEED_REPLICATION)
    return b.build()


@register(HLO.BATCH_NORM_INFERENCE)
def _batch_norm_inference(op: Operation, conservative: bool) -> OpShardingRule | None:
    # operand, scale, offset, mean, variance -> result; the 1-D operands follow the
    # feature dimension.
    feature = op.properties.get("feature_index")
    feature_index = feature.value if isinstance(feature, IntegerAttr) else -1
    b = RuleBuilder.for_op(op)
    for dim, size in enumerate(shape_of(op.operands[0])):
        dims = [0 if dim == feature_index else -1] * len(op.operands)
        dims[0] = dim
        b.add(dims, dim, size)
    return b.build()


CHLO_POINTWISE_OPS = (
    CHLO.ACOS, CHLO.ACOSH, CHLO.ASIN, CHLO.ASINH, CHLO.ATAN, CHLO.ATANH,
    CHLO.BESSEL_I1E, CHLO.CONJ, CHLO.COSH, CHLO.DIGAMMA, CHLO.ERF, CHLO.ERF_INV,
    CHLO.ERFC, CHLO.IS_INF, CHLO.IS_NEG_INF, CHLO.IS_POS_INF, CHLO.LGAMMA,
    CHLO.NEXT_AFTER, CHLO.POLYGAMMA, CHLO.SINH, CHLO.SQUARE, CHLO.TAN, CHLO.ZETA,
)
"""Element-wise chlo ops. Shardy's registry does not list them (XLA decomposes chlo into
element-wise StableHLO before propagation), so they get the rule their decomposition has."""


@register(*CHLO_POINTWISE_OPS)
def _chlo_pointwise(op: Operation, conservative: bool) -> OpShardingRule | None:
    return pointwise_rule(op)
