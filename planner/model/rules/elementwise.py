"""Element-wise ops: every dimension is one pass-through factor shared by all tensors."""

from __future__ import annotations

from planner.model.ir.attributes import IntegerAttr
from planner.model.ir.core import Operation
from planner.model.rules.builder import FactorKind, RuleBuilder, pointwise_rule, shape_of
from planner.model.rules.registry import register
from planner.model.sharding.rule import OpShardingRule

POINTWISE_OPS = (
    "sdy.sharding_constraint",
    "stablehlo.abs", "stablehlo.add", "stablehlo.all_reduce", "stablehlo.and",
    "stablehlo.atan2", "stablehlo.cbrt", "stablehlo.ceil", "stablehlo.count_leading_zeros",
    "stablehlo.collective_broadcast", "stablehlo.collective_permute", "stablehlo.compare",
    "stablehlo.complex", "stablehlo.convert", "stablehlo.cosine",
    "stablehlo.cross-replica-sum", "stablehlo.divide", "stablehlo.exponential",
    "stablehlo.exponential_minus_one", "stablehlo.floor", "stablehlo.imag",
    "stablehlo.is_finite", "stablehlo.log_plus_one", "stablehlo.log", "stablehlo.logistic",
    "stablehlo.maximum", "stablehlo.minimum", "stablehlo.multiply", "stablehlo.negate",
    "stablehlo.not", "stablehlo.or", "stablehlo.popcnt", "stablehlo.power", "stablehlo.real",
    "stablehlo.reduce_precision", "stablehlo.remainder", "stablehlo.round_nearest_even",
    "stablehlo.round_nearest_afz", "stablehlo.rsqrt", "stablehlo.shift_left",
    "stablehlo.shift_right_arithmetic", "stablehlo.shift_right_logical", "stablehlo.sign",
    "stablehlo.sine", "stablehlo.sqrt", "stablehlo.subtract", "stablehlo.tan",
    "stablehlo.tanh", "stablehlo.xor",
)
"""Ops whose rule is the identity over the first result's shape."""


@register(*POINTWISE_OPS)
def _pointwise(op: Operation, conservative: bool) -> OpShardingRule | None:
    return pointwise_rule(op)


@register("stablehlo.select", "stablehlo.clamp")
def _select_clamp(op: Operation, conservative: bool) -> OpShardingRule | None:
    # A scalar predicate (select) or scalar bounds (clamp) are broadcast: they get no factor.
    shape = shape_of(op.results[0]) if op.name == "stablehlo.select" else shape_of(op.operands[1])
    return RuleBuilder.for_op(op).pointwise(shape).build()


@register("stablehlo.bitcast_convert")
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


@register("stablehlo.batch_norm_inference")
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
    "chlo.acos", "chlo.acosh", "chlo.asin", "chlo.asinh", "chlo.atan", "chlo.atanh",
    "chlo.bessel_i1e", "chlo.conj", "chlo.cosh", "chlo.digamma", "chlo.erf", "chlo.erf_inv",
    "chlo.erfc", "chlo.is_inf", "chlo.is_neg_inf", "chlo.is_pos_inf", "chlo.lgamma",
    "chlo.next_after", "chlo.polygamma", "chlo.sinh", "chlo.square", "chlo.tan", "chlo.zeta",
)
"""Element-wise chlo ops. Shardy's registry does not list them (XLA decomposes chlo into
element-wise StableHLO before propagation), so they get the rule their decomposition has."""


@register(*CHLO_POINTWISE_OPS)
def _chlo_pointwise(op: Operation, conservative: bool) -> OpShardingRule | None:
    return pointwise_rule(op)
