"""Contractions: dot, dot_general, convolution.

The factor logic is in plain functions over shapes and dimension numbers; the registered
rule functions only read the dimension numbers from the op's typed views.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from planner.model.dialects.ops import ConvDimensionNumbers, DotDimensionNumbers, dims_of
from planner.model.ir.core import Operation
from planner.model.ir.op_names import HLO
from planner.model.rules.builder import NO_DIM, FactorKind, RuleBuilder, shape_of
from planner.model.rules.registry import register
from planner.model.sharding.rule import OpShardingRule

RED = FactorKind.REDUCTION


def dot_general_rule(b: RuleBuilder, lhs: Sequence[int], rhs: Sequence[int],
                     lhs_batch: Sequence[int], rhs_batch: Sequence[int],
                     lhs_contract: Sequence[int], rhs_contract: Sequence[int]) -> RuleBuilder:
    """Batch factors (lhs, rhs, result), then lhs free, rhs free (lhs or rhs with the
    result), then contracting factors (lhs, rhs; reduction)."""
    out = 0
    for ld, rd in zip(lhs_batch, rhs_batch, strict=True):
        b.add([ld, rd], out, lhs[ld])
        out += 1
    for d, size in enumerate(lhs):
        if d not in lhs_contract and d not in lhs_batch:
            b.add([d, NO_DIM], out, size)
            out += 1
    for d, size in enumerate(rhs):
        if d not in rhs_contract and d not in rhs_batch:
            b.add([NO_DIM, d], out, size)
            out += 1
    for ld, rd in zip(lhs_contract, rhs_contract, strict=True):
        b.add([ld, rd], NO_DIM, lhs[ld], RED)
    return b


@register(HLO.DOT)
def _dot(op: Operation, conservative: bool) -> OpShardingRule | None:
    lhs, rhs = shape_of(op.operands[0]), shape_of(op.operands[1])
    b = RuleBuilder.for_op(op)
    if len(lhs) == 2:
        b.add([0, NO_DIM], 0, lhs[0])
    if len(rhs) == 2:
        b.add([NO_DIM, 1], 1 if len(lhs) == 2 else 0, rhs[1])
    b.add([1 if len(lhs) == 2 else 0, 0], NO_DIM, rhs[0], RED)
    return b.build()


@register(HLO.DOT_GENERAL)
def _dot_general(op: Operation, conservative: bool) -> OpShardingRule | None:
    dn = DotDimensionNumbers.from_attr(op.properties.get("dot_dimension_numbers"))
    return dot_general_rule(
        RuleBuilder.for_op(op), shape_of(op.operands[0]), shape_of(op.operands[1]),
        dn.lhs_batching_dimensions, dn.rhs_batching_dimensions,
        dn.lhs_contracting_dimensions, dn.rhs_contracting_dimensions).build()


@dataclass(frozen=True)
class ConvDims:
    """The dimension numbers and group counts of a convolution, as plain integers."""

    input_batch: int
    input_feature: int
    input_spatial: tuple[int, ...]
    kernel_input_feature: int
    kernel_output_feature: int
    kernel_spatial: tuple[int, ...]
    output_batch: int
    output_feature: int
    output_spatial: tuple[int, ...]
    feature_group_count: int = 1
    batch_group_count: int = 1


def convolution_rule(b: RuleBuilder, lhs: Sequence[int], rhs: Sequence[int],
                     out: Sequence[int], d: ConvDims, conservative: bool) -> RuleBuilder:
    """Factors of a convolution ``lhs * rhs -> out``.

    Batch groups (if any), then the per-group batch; per spatial dimension, the input is
    split into the number of windows (shared with the output; permutation, as shards need
    halos) and the window size (shared with the kernel; reduction), the larger first, each
    clipped to what is left of the input dimension and dropped if 1 — none of them in
    conservative mode; then feature groups (if any), the per-group input feature
    (reduction) and the per-group output feature (if larger than 1).
    """
    if d.batch_group_count > 1:
        b.add([d.input_batch, d.kernel_output_feature], d.output_feature, d.batch_group_count)
    b.add([d.input_batch, NO_DIM], d.output_batch, out[d.output_batch])
    if not conservative:
        for ld, kd, od in zip(d.input_spatial, d.kernel_spatial, d.output_spatial, strict=True):
            remaining = lhs[ld]
            windows, window = out[od], rhs[kd]

            def spatial(size: int, contracting: bool, ld: int = ld, kd: int = kd,
                        od: int = od) -> None:
                nonlocal remaining
                size = min(remaining, size)
                if size > 1:
                    b.add([ld, kd if contracting else NO_DIM], NO_DIM if contracting else od,
                          size, RED if contracting else FactorKind.PERMUTATION)
                    remaining //= size

            if windows >= window:
                spatial(windows, False)
                spatial(window, True)
            else:
                spatial(window, True)
                spatial(windows, False)
    if d.feature_group_count > 1:
        b.add([d.input_feature, d.kernel_output_feature], d.output_feature,
              d.feature_group_count)
    b.add([d.input_feature, d.kernel_input_feature], NO_DIM, rhs[d.kernel_input_feature], RED)
    out_features = out[d.output_feature] // (d.batch_group_count * d.feature_group_count)
    if out_features > 1:
        b.add([NO_DIM, d.kernel_output_feature], d.output_feature, out_features)
    return b


@register(HLO.CONVOLUTION)
def _convolution(op: Operation, conservative: bool) -> OpShardingRule | None:
    dn = ConvDimensionNumbers.from_attr(op.properties.get("dimension_numbers"))
    dims = ConvDims(
        dn.input_batch_dimension, dn.input_feature_dimension,
        tuple(dn.input_spatial_dimensions), dn.kernel_input_feature_dimension,
        dn.kernel_output_feature_dimension, tuple(dn.kernel_spatial_dimensions),
        dn.output_batch_dimension, dn.output_feature_dimension,
        tuple(dn.output_spatial_dimensions),
        _count(op, "feature_group_count"), _count(op, "batch_group_count"))
    return convolution_rule(RuleBuilder.for_op(op), shape_of(op.operands[0]),
                            shape_of(op.operands[1]), shape_of(op.results[0]), dims,
                            conservative).build()


def _count(op: Operation, name: str) -> int:
    values = dims_of(op, name)
    return values[0] if values else 1
