"""Ops that move data between dimensions: broadcast, reshape (compound factors),
transpose, concatenate, slice, pad, reverse, dynamic slice and dynamic update slice."""

from __future__ import annotations

from math import gcd, prod

from planner.model.dialects.ops import dims_of
from planner.model.dialects.traits import CONSTANTS
from planner.model.ir.core import Operation, OpResult, Value
from planner.model.ir.op_names import HLO
from planner.model.rules.builder import NO_DIM, FactorKind, RuleBuilder, shape_of
from planner.model.rules.registry import register
from planner.model.sharding.rule import OpShardingRule

PASS = FactorKind.PASS_THROUGH
"""Ops whose result is a compile-time constant."""


def int_prop(op: Operation, name: str, default: int = 0) -> int:
    """A scalar integer property of ``op``."""
    values = dims_of(op, name)
    return values[0] if values else default


@register(HLO.BROADCAST_IN_DIM)
def _broadcast_in_dim(op: Operation, conservative: bool) -> OpShardingRule | None:
    in_shape, out_shape = shape_of(op.operands[0]), shape_of(op.results[0])
    out_to_in = dict((o, i) for i, o in enumerate(dims_of(op, "broadcast_dimensions")))
    b = RuleBuilder.for_op(op)
    for out_dim, out_size in enumerate(out_shape):
        in_dim = out_to_in.get(out_dim, NO_DIM)
        if in_dim != NO_DIM and in_shape[in_dim] == 1 and out_size != 1:
            # A size-1 operand dimension stretched in place: its own size-1 factor.
            b.add(in_dim, NO_DIM, 1)
            in_dim = NO_DIM
        b.add(in_dim, out_dim, out_size)
    return b.build()


@register(HLO.RESHAPE)
def _reshape(op: Operation, conservative: bool) -> OpShardingRule | None:
    in_shape, out_shape = shape_of(op.operands[0]), shape_of(op.results[0])
    if prod(in_shape) == 0:
        return None  # nothing worth propagating through an empty tensor
    return reshape_rule(in_shape, out_shape, RuleBuilder.for_op(op)).build()


def reshape_rule(in_shape: tuple[int, ...], out_shape: tuple[int, ...],
                 b: RuleBuilder) -> RuleBuilder:
    """Factor a reshape: walk both shapes from the major end, splitting every dimension
    into the factors both sides share (their gcd), so a merge ``[ij] <- [i], [j]``, a split
    and mixed cases (``8x4 -> 2x16`` is ``[ij, k] -> [i, jk]``) all become compound
    dimensions; where the sides cannot share a factor, each gets its own until the
    products of their factors meet again. Size-1 dimensions get their own factor."""
    in_rank, out_rank = len(in_shape), len(out_shape)
    i = o = 0
    dims_in = dims_out = 1  # product of the dimension sizes entered so far
    fac_in = fac_out = 1  # product of the factors placed so far
    while i < in_rank or o < out_rank:
        if i < in_rank and in_shape[i] == 1:
            b.add(i, NO_DIM, 1)
            i += 1
            continue
        if o < out_rank and out_shape[o] == 1:
            b.add(NO_DIM, o, 1)
            o += 1
            continue
        if i < in_rank and dims_in == fac_in:
            dims_in *= in_shape[i]
        if o < out_rank and dims_out == fac_out:
            dims_out *= out_shape[o]
        next_in, next_out = dims_in // fac_in, dims_out // fac_out
        common = gcd(next_in, next_out)

        def catch_up(nxt: int, behind: int, ahead: int, common: int = common) -> int:
            # The side that is behind takes the factor that lets both sides meet if it
            # divides what is left of its dimension, else a factor keeping the gcd.
            if ahead % behind == 0 and nxt % (ahead // behind) == 0:
                return ahead // behind
            if nxt > common:
                return nxt // common
            return nxt

        if fac_in == fac_out:
            if common > 1:
                b.add(i, o, common)
                fac_in *= common
                fac_out *= common
            else:
                b.add(i, NO_DIM, next_in)
                fac_in *= next_in
                b.add(NO_DIM, o, next_out)
                fac_out *= next_out
        elif fac_in < fac_out:
            step = catch_up(next_in, fac_in, fac_out)
            b.add(i, NO_DIM, step)
            fac_in *= step
        else:
            step = catch_up(next_out, fac_out, fac_in)
            b.add(NO_DIM, o, step)
            fac_out *= step
        if i < in_rank and dims_in == fac_in:
            i += 1
        if o < out_rank and dims_out == fac_out:
            o += 1
    return b


@register(HLO.TRANSPOSE)
def _transpose(op: Operation, conservative: bool) -> OpShardingRule | None:
    in_shape = shape_of(op.operands[0])
    b = RuleBuilder.for_op(op)
    for out_dim, in_dim in enumerate(dims_of(op, "permutation")):
        b.add(in_dim, out_dim, in_shape[in_dim])
    return b.build()


def _slice_source(v: Value) -> Value:
    """The operand of the ``stablehlo.slice`` defining ``v``, else ``v`` itself."""
    if isinstance(v, OpResult) and v.op.name == HLO.SLICE:
        return v.op.operands[0]
    return v


def _is_slice(v: Value) -> bool:
    return isinstance(v, OpResult) and v.op.name == HLO.SLICE


@register(HLO.CONCATENATE, reads_neighbours=True)
def _concatenate(op: Operation, conservative: bool) -> OpShardingRule | None:
    cat_dim = int_prop(op, "dimension")

    def kind_of(dim: int) -> FactorKind:
        if dim != cat_dim:
            return PASS
        # Pieces sliced from one tensor (possibly with that tensor itself) only need
        # moving between shards; anything else must be gathered.
        if all(_is_slice(v) for v in op.operands):
            return FactorKind.PERMUTATION
        source = _slice_source(op.operands[0])
        if all(_slice_source(v) is source for v in op.operands) and \
                any(_is_slice(v) for v in op.operands):
            return FactorKind.PERMUTATION
        return FactorKind.NEED_REPLICATION

    return RuleBuilder.for_op(op).pointwise(
        shape_of(op.results[0]), kind_of,
        only=lambda dim: not conservative or dim != cat_dim).build()


@register(HLO.SLICE)
def _slice(op: Operation, conservative: bool) -> OpShardingRule | None:
    # Static starts: a sliced dimension can stay sharded if data is shifted (permutation).
    return RuleBuilder.for_op(op).pointwise_mismatch(
        shape_of(op.operands[0]), shape_of(op.results[0]), FactorKind.PERMUTATION,
        blocked=conservative).build()


@register(HLO.PAD)
def _pad(op: Operation, conservative: bool) -> OpShardingRule | None:
    return RuleBuilder.for_op(op).pointwise_mismatch(
        shape_of(op.operands[0]), shape_of(op.results[0]), FactorKind.PERMUTATION,
        blocked=conservative).build()


@register(HLO.REVERSE)
def _reverse(op: Operation, conservative: bool) -> OpShardingRule | None:
    reversed_dims = set(dims_of(op, "dimensions"))
    return RuleBuilder.for_op(op).pointwise(
        shape_of(op.results[0]),
        lambda d: FactorKind.PERMUTATION if d in reversed_dims else PASS).build()


@register(HLO.DYNAMIC_SLICE)
def _dynamic_slice(op: Operation, conservative: bool) -> OpShardingRule | None:
    # Start indices are only known at run time: sliced dimensions need replication.
    return RuleBuilder.for_op(op).pointwise_mismatch(
        shape_of(op.operands[0]), shape_of(op.results[0]), FactorKind.NEED_REPLICATION,
        blocked=True).build()


@register(HLO.DYNAMIC_UPDATE_SLICE, reads_neighbours=True)
def _dynamic_update_slice(op: Operation, conservative: bool) -> OpShardingRule | None:
    operand_shape, update_shape = shape_of(op.operands[0]), shape_of(op.operands[1])
    b = RuleBuilder.for_op(op)
    n = len(op.operands)
    constant_starts = all(isinstance(v, OpResult) and v.op.name in CONSTANTS
                          for v in op.operands[2:])
    for dim, (size, update_size) in enumerate(zip(operand_shape, update_shape, strict=True)):
        if size == update_size:
            b.add_same_dim(dim, size)
            continue
        # The operand/result keep their sharding (each device updates its own part); the
        # smaller update is replicated, unless every start index is a constant (then the
        # partitioner can move just the needed pieces of the update).
        b.add([dim] + [NO_DIM] * (n - 1), dim, size)
        b.add([NO_DIM, dim] + [NO_DIM] * (n - 2), NO_DIM, update_size,
              PASS if constant_starts else FactorKind.NEED_REPLICATION)
    return b.build()
