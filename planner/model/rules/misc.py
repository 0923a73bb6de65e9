"""Custom calls, linear algebra (cholesky, triangular_solve, fft), random bits,
StableHLO collectives, and the safe default for ops the registry does not know."""

from __future__ import annotations

from planner.model.dialects.ops import dims_of
from planner.model.ir.attributes import BoolAttr, OpaqueAttr, StringAttr
from planner.model.ir.core import Operation
from planner.model.ir.op_names import HLO, MHLO
from planner.model.rules.builder import NO_DIM, FactorKind, RuleBuilder, pointwise_rule, shape_of
from planner.model.rules.registry import register
from planner.model.rules.shape import int_prop
from planner.model.sharding.rule import OpShardingRule

NEED = FactorKind.NEED_REPLICATION

NO_RULE_CUSTOM_CALLS = frozenset({
    "sdy_testonly", "tpu_custom_call", "xla_python_cpu_callback", "xla_python_gpu_callback",
    "xla_ffi_python_cpu_callback", "xla_ffi_python_gpu_callback", "xla.debug.Log",
})
"""Custom calls that deliberately get no rule (opaque kernels and host callbacks)."""

POINTWISE_CUSTOM_CALLS = frozenset({
    "annotate_device_placement", "Cholesky", "CompactWyHelper", "InspectSharding",
    "InvertDiagBlocksLowerTriangular", "InvertDiagBlocksUpperTriangular", "LayoutConstraint",
    MHLO.ERF, "MoveToDevice", "MoveToHost", "X64SplitHigh", "X64SplitLow",
    "xla.megascale.provide_metadata",
    # SPMD-internal ops that only permute data between partitions.
    "_SPMDInternalOp_MultiPad", "_SPMDInternalOp_RotateRight", "_SPMDInternalOp_MultiRotate",
    "_SPMDInternalOp_MultiSlice", "_SPMDInternalOp_Wrap",
})
"""Custom calls whose rule is the identity over the first result's shape."""


def safe_default_rule(op: Operation) -> OpShardingRule:
    """For an op whose semantics are unknown: every dimension of every tensor is its own
    need-replication factor, so nothing is sharded through it and nothing propagates."""
    b = RuleBuilder.for_op(op)
    n_in, n_out = len(op.operands), len(op.results)
    for i, v in enumerate(op.operands):
        for dim, size in enumerate(shape_of(v)):
            b.add([dim if j == i else NO_DIM for j in range(n_in)], [NO_DIM] * n_out, size, NEED)
    for i, r in enumerate(op.results):
        for dim, size in enumerate(shape_of(r)):
            b.add([NO_DIM] * n_in, [dim if j == i else NO_DIM for j in range(n_out)], size, NEED)
    return b.build()


class UnknownOp(Exception):
    """Raised by a rule function when the op is unknown to the registry."""


@register(HLO.CUSTOM_CALL, reads_neighbours=True)
def _custom_call(op: Operation, conservative: bool) -> OpShardingRule | None:
    target_attr = op.properties.get("call_target_name")
    target = target_attr.value if isinstance(target_attr, StringAttr) else ""
    if target in NO_RULE_CUSTOM_CALLS:
        return None
    if target in POINTWISE_CUSTOM_CALLS:
        return pointwise_rule(op)
    if target == "Eigh":  # x -> (eigenvectors, eigenvalues)
        shape = shape_of(op.operands[0])
        d1, d2 = len(shape) - 2, len(shape) - 1
        return (RuleBuilder.for_op(op).pointwise(shape[:-2])
                .add(d1, [d1, NO_DIM], shape[d1])
                .add(d2, [d2, d1], shape[d2]).build())
    if target in ("Qr", "QrDecompositionBlock"):  # x -> (q-ish, taus)
        shape = shape_of(op.operands[0])
        taus = shape_of(op.results[1])
        d1, d2 = len(shape) - 2, len(shape) - 1
        return (RuleBuilder.for_op(op).pointwise(shape[:-2])
                .add(d1, [d1, NO_DIM], shape[d1], NEED)
                .add(d2, [d2, NO_DIM], shape[d2], NEED)
                .add(NO_DIM, [NO_DIM, d1], taus[d1], NEED).build())
    if target == "ProductOfElementaryHouseholderReflectors":  # (a, taus) -> q
        shape, taus = shape_of(op.operands[0]), shape_of(op.operands[1])
        d1, d2 = len(shape) - 2, len(shape) - 1
        return (RuleBuilder.for_op(op).pointwise(shape[:-2])
                .add([d1, NO_DIM], d1, shape[d1], NEED)
                .add([d2, NO_DIM], d2, shape[d2], NEED)
                .add([NO_DIM, d1], NO_DIM, taus[d1], NEED).build())
    if target == MHLO.TOPK:  # x -> (values, indices): the top-k dimension is replicated
        return RuleBuilder.for_op(op).pointwise_mismatch(
            shape_of(op.operands[0]), shape_of(op.results[0]), NEED, blocked=True).build()
    if target in ("ApproxTopK", "PartialReduce"):  # (x, iota, init, init) -> (values, idx)
        b = RuleBuilder.for_op(op)
        in_shape, out_shape = shape_of(op.operands[0]), shape_of(op.results[0])
        for dim, (a, c) in enumerate(zip(in_shape, out_shape, strict=True)):
            if a == c:
                b.add_same_dim(dim, a)
            else:
                b.add([dim, dim, NO_DIM, NO_DIM], [NO_DIM, NO_DIM], a)
                b.add([NO_DIM] * 4, [dim, dim], c, NEED, blocked=True)
        return b.build()
    if target == "X64Combine":
        if any(u.name == HLO.RNG_BIT_GENERATOR for r in op.results for u in r.users):
            # Feeds a random generator's state, which must stay replicated.
            b = RuleBuilder.for_op(op)
            b.add_same_dim(0, shape_of(op.results[0])[0], NEED, blocked=True)
            return b.build()
        return pointwise_rule(op)
    raise UnknownOp(target)


@register(HLO.CHOLESKY)
def _cholesky(op: Operation, conservative: bool) -> OpShardingRule | None:
    shape = shape_of(op.operands[0])
    batch = len(shape) - 2
    return RuleBuilder.for_op(op).pointwise(
        shape, lambda d: FactorKind.PASS_THROUGH if d < batch else NEED).build()


@register(HLO.TRIANGULAR_SOLVE)
def _triangular_solve(op: Operation, conservative: bool) -> OpShardingRule | None:
    a, b_shape = shape_of(op.operands[0]), shape_of(op.operands[1])
    d1, d2 = len(a) - 2, len(a) - 1
    transpose = op.properties.get("transpose_a")
    text = transpose.text if isinstance(transpose, OpaqueAttr) else ""
    transposed = ("TRANSPOSE" in text and "NO_TRANSPOSE" not in text) or "ADJOINT" in text
    left = op.properties.get("left_side")
    b = RuleBuilder.for_op(op).pointwise(a[:-2])
    if isinstance(left, BoolAttr) and left.value:  # op(a) @ x = b
        a_free, a_contract = (d2, d1) if transposed else (d1, d2)
        b.add([a_free, d1], NO_DIM, a[a_free], NEED)
        b.add([NO_DIM, d2], d2, b_shape[d2], NEED)
        b.add([a_contract, NO_DIM], d1, a[a_contract], NEED)
    else:  # x @ op(a) = b
        a_free, a_contract = (d1, d2) if transposed else (d2, d1)
        b.add([NO_DIM, d1], d1, b_shape[d1], NEED)
        b.add([a_free, d2], NO_DIM, a[a_free], NEED)
        b.add([a_contract, NO_DIM], d2, a[a_contract], NEED)
    return b.build()


@register(HLO.FFT)
def _fft(op: Operation, conservative: bool) -> OpShardingRule | None:
    in_shape, out_shape = shape_of(op.operands[0]), shape_of(op.results[0])
    n_fft = len(dims_of(op, "fft_length"))
    b = RuleBuilder.for_op(op)
    for dim, size in enumerate(in_shape):
        if dim < len(in_shape) - n_fft:
            b.add_same_dim(dim, size)  # batch dimension
        elif dim < len(in_shape) - 1:
            b.add_same_dim(dim, size, NEED)
        else:  # the last dimension changes size for real ffts: block propagation then
            b.add_same_dim(dim, size, NEED, blocked=in_shape[-1] != out_shape[-1])
    return b.build()


@register(HLO.RNG_BIT_GENERATOR)
def _rng_bit_generator(op: Operation, conservative: bool) -> OpShardingRule | None:
    # (state) -> (new state, bits): states stay replicated and apart; bits are free.
    b = RuleBuilder.for_op(op)
    for dim, size in enumerate(shape_of(op.operands[0])):
        b.add(dim, [dim, NO_DIM], size, NEED, blocked=True)
    for dim, size in enumerate(shape_of(op.results[1])):
        b.add(NO_DIM, [NO_DIM, dim], size)
    return b.build()


def _split_dim_rule(op: Operation, dims: list[int]) -> OpShardingRule:
    """Collectives that change the size of ``dims``: those need replication (operand and
    result apart), every other dimension passes through."""
    in_shape, out_shape = shape_of(op.operands[0]), shape_of(op.results[0])
    b = RuleBuilder.for_op(op).pointwise(in_shape, only=lambda d: d not in dims)
    for dim in dims:
        b.add_operands_dim(dim, in_shape[dim], NEED)
        b.add_results_dim(dim, out_shape[dim], NEED)
    return b.build()


@register(HLO.ALL_GATHER)
def _all_gather(op: Operation, conservative: bool) -> OpShardingRule | None:
    return _split_dim_rule(op, [int_prop(op, "all_gather_dim")])


@register(HLO.REDUCE_SCATTER)
def _reduce_scatter(op: Operation, conservative: bool) -> OpShardingRule | None:
    return _split_dim_rule(op, [int_prop(op, "scatter_dimension")])


@register(HLO.ALL_TO_ALL)
def _all_to_all(op: Operation, conservative: bool) -> OpShardingRule | None:
    split, concat = int_prop(op, "split_dimension"), int_prop(op, "concat_dimension")
    return _split_dim_rule(op, [split] if split == concat else [split, concat])
