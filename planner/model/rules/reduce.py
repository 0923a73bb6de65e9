"""Reductions and windowed ops: reduce, reduce_window, select_and_scatter, sort."""

from __future__ import annotations

from planner.model.dialects.ops import dims_of
from planner.model.ir.attributes import int_list
from planner.model.ir.core import Operation
from planner.model.ir.op_names import HLO
from planner.model.rules.builder import NO_DIM, FactorKind, RuleBuilder, shape_of
from planner.model.rules.registry import register
from planner.model.rules.shape import int_prop
from planner.model.sharding.rule import OpShardingRule


def window_passes_through(op: Operation, dim: int, window_key: str = "window_dimensions") -> bool:
    """A window dimension maps operand to result one-to-one: size 1, stride 1, no padding."""
    padding = int_list(op.properties.get("padding"))
    if padding and (padding[2 * dim] != 0 or padding[2 * dim + 1] != 0):
        return False
    strides = dims_of(op, "window_strides")
    window = dims_of(op, window_key)
    return (not strides or strides[dim] == 1) and (not window or window[dim] == 1)


@register(HLO.REDUCE)
def _reduce(op: Operation, conservative: bool) -> OpShardingRule | None:
    n = len(op.results)  # inputs, then as many init values (scalars)
    reduced = set(dims_of(op, "dimensions"))
    b = RuleBuilder.for_op(op)
    out_dim = 0
    for dim, size in enumerate(shape_of(op.operands[0])):
        operand_dims = [dim] * n + [NO_DIM] * (len(op.operands) - n)
        if dim in reduced:
            b.add(operand_dims, NO_DIM, size, FactorKind.REDUCTION)
        else:
            b.add(operand_dims, out_dim, size)
            out_dim += 1
    return b.build()


@register(HLO.REDUCE_WINDOW)
def _reduce_window(op: Operation, conservative: bool) -> OpShardingRule | None:
    # One factor per result dimension (the number of windows); a real window makes it a
    # permutation factor (halo exchange), blocked in conservative mode.
    return RuleBuilder.for_op(op).pointwise(
        shape_of(op.results[0]),
        lambda d: FactorKind.PASS_THROUGH if window_passes_through(op, d)
        else FactorKind.PERMUTATION,
        lambda kind: conservative and kind is FactorKind.PERMUTATION).build()


@register(HLO.SELECT_AND_SCATTER)
def _select_and_scatter(op: Operation, conservative: bool) -> OpShardingRule | None:
    # operand, source, init_value -> result (operand-shaped)
    b = RuleBuilder.for_op(op)
    source_shape = shape_of(op.operands[1])
    for dim, size in enumerate(shape_of(op.results[0])):
        if window_passes_through(op, dim):
            b.add_same_dim(dim, size)
            continue
        b.add([NO_DIM, dim, NO_DIM], NO_DIM, source_shape[dim], FactorKind.NEED_REPLICATION,
              blocked=conservative)
        b.add([dim, NO_DIM, NO_DIM], dim, size, FactorKind.PERMUTATION, blocked=conservative)
    return b.build()


@register(HLO.SORT)
def _sort(op: Operation, conservative: bool) -> OpShardingRule | None:
    shape = shape_of(op.operands[0])
    sort_dim = int_prop(op, "dimension", -1)
    if sort_dim < 0:
        sort_dim += len(shape)
    # When every other dimension has size 1, sharding the sort dimension could not help
    # (it would have to be gathered anyway): block propagation along it.
    only_sort_dim = all(d == sort_dim or s == 1 for d, s in enumerate(shape))
    b = RuleBuilder.for_op(op)
    for dim, size in enumerate(shape):
        if dim == sort_dim:
            b.add_same_dim(dim, size, FactorKind.NEED_REPLICATION, blocked=only_sort_dim)
        else:
            b.add_same_dim(dim, size)
    return b.build()
