"""Gather and scatter, which share one factor structure: input (operand) dimensions,
indices dimensions and slice dimensions (gather result / scatter updates).

The factor logic is a plain function over shapes and dimension numbers; the registered
rule functions only read the dimension numbers from the op's typed views.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from planner.model.dialects.ops import GatherDimensionNumbers, ScatterDimensionNumbers
from planner.model.ir.core import BlockArgument, Operation, OpResult
from planner.model.ir.op_names import HLO
from planner.model.ir.types import TensorType
from planner.model.rules.builder import NO_DIM, FactorKind, RuleBuilder, shape_of
from planner.model.rules.registry import register
from planner.model.sharding.rule import OpShardingRule

PASS, RED, NEED = FactorKind.PASS_THROUGH, FactorKind.REDUCTION, FactorKind.NEED_REPLICATION

AddFn = Callable[[int, int, int, int, FactorKind, bool], None]
"""``add(input_dim, indices_dim, slices_dim, size, kind, blocked)``."""


@dataclass(frozen=True)
class GatherScatterDims:
    """Gather or scatter dimension numbers in gather's terms (for scatter: offset =
    update_window_dims, collapsed = inserted_window_dims)."""

    offset_dims: tuple[int, ...]
    collapsed_slice_dims: tuple[int, ...]
    input_batching_dims: tuple[int, ...]
    indices_batching_dims: tuple[int, ...]
    index_vector_dim: int


def gather_scatter_factors(add: AddFn, input_shape: Sequence[int],
                           slices_shape: Sequence[int], indices_shape: Sequence[int],
                           d: GatherScatterDims, is_scatter: bool,
                           scatter_reduces: bool = False) -> None:
    """Add the factors of a gather (``is_scatter`` False) or scatter.

    Per slice dimension: an offset dimension pairs with the next input dimension that is
    neither collapsed nor batching — one pass-through factor if unsliced; if sliced, for
    scatter two need-replication factors apart, for gather with a size-1 slice a reduction
    factor on the input and a need-replication one on the slice, else one blocked
    need-replication factor on both. A batch dimension of the slices pairs with the
    indices (skipping the index vector dimension) and, if explicitly batching, the input;
    for scatter an implicit batch dimension is a reduction factor when the update
    computation is a known reduction, else need-replication. Then collapsed dimensions
    (scatter: pass-through; gather: reduction, or need-replication when of size 1), and
    the index vector dimension (need-replication).
    """
    in_dim = 0
    batch_pos = 0
    for s_dim, s_size in enumerate(slices_shape):
        if s_dim in d.offset_dims:
            while in_dim in d.collapsed_slice_dims or in_dim in d.input_batching_dims:
                in_dim += 1
            in_size = input_shape[in_dim]
            if in_size == s_size:
                add(in_dim, NO_DIM, s_dim, in_size, PASS, False)
            elif is_scatter:
                add(in_dim, NO_DIM, NO_DIM, in_size, NEED, False)
                add(NO_DIM, NO_DIM, s_dim, s_size, NEED, False)
            elif s_size == 1:
                add(in_dim, NO_DIM, NO_DIM, in_size, RED, False)
                add(NO_DIM, NO_DIM, s_dim, s_size, NEED, False)
            else:
                add(in_dim, NO_DIM, s_dim, in_size, NEED, True)
            in_dim += 1
        else:
            idx_dim = batch_pos if batch_pos < d.index_vector_dim else batch_pos + 1
            explicit = idx_dim in d.indices_batching_dims
            in_batch = d.input_batching_dims[d.indices_batching_dims.index(idx_dim)] \
                if explicit else NO_DIM
            kind = PASS
            if is_scatter and not explicit:
                kind = RED if scatter_reduces else NEED
            add(in_batch, idx_dim, s_dim, s_size, kind, False)
            batch_pos += 1
    for c_dim in d.collapsed_slice_dims:
        size = input_shape[c_dim]
        kind = PASS if is_scatter else (NEED if size == 1 else RED)
        add(c_dim, NO_DIM, NO_DIM, size, kind, False)
    if d.index_vector_dim < len(indices_shape):
        add(NO_DIM, d.index_vector_dim, NO_DIM, indices_shape[d.index_vector_dim], NEED, False)


def gather_rule(b: RuleBuilder, input_shape: Sequence[int], indices_shape: Sequence[int],
                result_shape: Sequence[int], d: GatherScatterDims) -> RuleBuilder:
    """Factors of ``gather(input, indices) -> result``."""

    def add(i: int, x: int, s: int, size: int, kind: FactorKind, blocked: bool) -> None:
        b.add([i, x], s, size, kind, blocked)

    gather_scatter_factors(add, input_shape, result_shape, indices_shape, d, False)
    return b


def scatter_rule(b: RuleBuilder, num_inputs: int, input_shape: Sequence[int],
                 indices_shape: Sequence[int], updates_shape: Sequence[int],
                 d: GatherScatterDims, reduces: bool) -> RuleBuilder:
    """Factors of ``scatter(inputs..., indices, updates...) -> results...``."""

    def add(i: int, x: int, s: int, size: int, kind: FactorKind, blocked: bool) -> None:
        b.add([i] * num_inputs + [x] + [s] * num_inputs, [i] * num_inputs, size, kind, blocked)

    gather_scatter_factors(add, input_shape, updates_shape, indices_shape, d, True, reduces)
    return b


REDUCING_OPS = frozenset({HLO.ADD, HLO.MULTIPLY, HLO.MAXIMUM,
                          HLO.MINIMUM})
LOGICAL_OPS = frozenset({HLO.AND, HLO.OR})


def scatter_reduces(op: Operation) -> bool:
    """Whether the update computation combines each input with its update by one common
    associative, commutative op (add, multiply, max, min; and/or on i1), so partial
    scatters can be combined by an all-reduce."""
    if not op.regions or not op.regions[0].blocks:
        return False
    block = op.regions[0].blocks[0]
    n = len(op.results)
    term = block.terminator
    if len(block.args) != 2 * n or term is None or term.name != HLO.RETURN \
            or len(term.operands) != n:
        return False
    kind: str | None = None
    for index, value in enumerate(term.operands):
        if not isinstance(value, OpResult) or len(value.op.operands) != 2:
            return False
        cur = value.op
        ty = value.type
        if not isinstance(ty, TensorType):
            return False
        logical = ty.element_type == "i1" and cur.name in LOGICAL_OPS
        if not logical and cur.name not in REDUCING_OPS:
            return False
        if kind is None:
            kind = cur.name
        elif kind != cur.name:
            return False

        def is_arg(v: object, i: int) -> bool:
            return isinstance(v, BlockArgument) and v.block is block and v.index == i

        lhs, rhs = cur.operands
        if not ((is_arg(lhs, index) and is_arg(rhs, index + n))
                or (is_arg(lhs, index + n) and is_arg(rhs, index))):
            return False
    return True


@register(HLO.GATHER)
def _gather(op: Operation, conservative: bool) -> OpShardingRule | None:
    dn = GatherDimensionNumbers.from_attr(op.properties.get("dimension_numbers"))
    d = GatherScatterDims(tuple(dn.offset_dims), tuple(dn.collapsed_slice_dims),
                          tuple(dn.operand_batching_dims), tuple(dn.start_indices_batching_dims),
                          dn.index_vector_dim)
    return gather_rule(RuleBuilder.for_op(op), shape_of(op.operands[0]),
                       shape_of(op.operands[1]), shape_of(op.results[0]), d).build()


@register(HLO.SCATTER, reads_neighbours=True)
def _scatter(op: Operation, conservative: bool) -> OpShardingRule | None:
    dn = ScatterDimensionNumbers.from_attr(op.properties.get("scatter_dimension_numbers"))
    n = len(op.results)
    d = GatherScatterDims(tuple(dn.update_window_dims), tuple(dn.inserted_window_dims),
                          tuple(dn.input_batching_dims), tuple(dn.scatter_indices_batching_dims),
                          dn.index_vector_dim)
    return scatter_rule(RuleBuilder.for_op(op), n, shape_of(op.operands[0]),
                        shape_of(op.operands[n]), shape_of(op.operands[n + 1]), d,
                        scatter_reduces(op)).build()
