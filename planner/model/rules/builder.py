"""Incremental construction of an :class:`OpShardingRule`.

Factors are added one at a time, each with a size, a kind and the tensor dimensions it
occupies. A dimension that receives several factors becomes a compound dimension (major
factor first). When the rule is built, every dimension left without a factor gets a fresh
factor of size 1, so every dimension of every tensor is mapped.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from enum import Enum

from planner.model.ir.core import Operation, Value
from planner.model.ir.types import TensorType, Type
from planner.model.sharding.rule import OpShardingRule

NO_DIM = -1
"""Marks a tensor that a factor does not occupy."""


class FactorKind(Enum):
    """How a sharded factor is partitioned (see Shardy's propagation docs)."""

    PASS_THROUGH = "pass_through"
    REDUCTION = "reduction"
    NEED_REPLICATION = "need_replication"
    PERMUTATION = "permutation"


def shape_of(t: Type | Value) -> tuple[int, ...]:
    """The static shape of a tensor type or value; ``()`` for non-tensors (tokens)."""
    ty = t.type if isinstance(t, Value) else t
    if isinstance(ty, TensorType):
        # A dynamic dimension has no static size; it is kept as -1 so it never matches.
        return tuple(-1 if d is None else d for d in ty.shape)
    return ()


class RuleBuilder:
    """Builds an :class:`OpShardingRule` for tensors of the given shapes."""

    def __init__(self, operand_shapes: Sequence[Sequence[int]],
                 result_shapes: Sequence[Sequence[int]]) -> None:
        self.operands: list[list[list[int]]] = [[[] for _ in s] for s in operand_shapes]
        self.results: list[list[list[int]]] = [[[] for _ in s] for s in result_shapes]
        self.sizes: list[int] = []
        self.kinds: dict[FactorKind, list[int]] = {k: [] for k in FactorKind}
        self.blocked: list[int] = []

    @staticmethod
    def for_op(op: Operation) -> RuleBuilder:
        """A builder over the operand and result types of ``op``."""
        return RuleBuilder([shape_of(v) for v in op.operands], [shape_of(r) for r in op.results])

    # -- factors -----------------------------------------------------------------------------
    def _new_factor(self, size: int, kind: FactorKind, blocked: bool) -> int:
        index = len(self.sizes)
        self.sizes.append(size)
        if kind is not FactorKind.PASS_THROUGH:
            self.kinds[kind].append(index)
        if blocked:
            self.blocked.append(index)
        return index

    @staticmethod
    def _map_dims(tensors: list[list[list[int]]], dims: Sequence[int], factor: int,
                  size: int) -> None:
        assert len(tensors) == len(dims), "one dimension (or NO_DIM) per tensor"
        for mapping, dim in zip(tensors, dims, strict=True):
            if dim == NO_DIM:
                continue
            # A size-1 factor adds nothing to a dimension that already has a factor.
            if size == 1 and mapping[dim]:
                continue
            mapping[dim].append(factor)

    @staticmethod
    def _map_same_dim(tensors: list[list[list[int]]], dim: int, factor: int) -> None:
        for mapping in tensors:
            if mapping:  # rank-0 tensors (scalars, tokens) are skipped
                mapping[dim].append(factor)

    def add(self, operand_dims: int | Sequence[int], result_dims: int | Sequence[int],
            size: int, kind: FactorKind = FactorKind.PASS_THROUGH,
            blocked: bool = False) -> RuleBuilder:
        """Add a factor on ``operand_dims`` (one per operand, or one for all) and
        ``result_dims`` (likewise); ``NO_DIM`` where a tensor does not carry it."""
        factor = self._new_factor(size, kind, blocked)
        if isinstance(operand_dims, int):
            operand_dims = [operand_dims] * len(self.operands)
        if isinstance(result_dims, int):
            result_dims = [result_dims] * len(self.results)
        self._map_dims(self.operands, operand_dims, factor, size)
        self._map_dims(self.results, result_dims, factor, size)
        return self

    def add_same_dim(self, dim: int, size: int, kind: FactorKind = FactorKind.PASS_THROUGH,
                     blocked: bool = False) -> RuleBuilder:
        """Add a factor on dimension ``dim`` of every non-scalar operand and result."""
        factor = self._new_factor(size, kind, blocked)
        self._map_same_dim(self.operands, dim, factor)
        self._map_same_dim(self.results, dim, factor)
        return self

    def add_operands_dim(self, dim: int, size: int,
                         kind: FactorKind = FactorKind.PASS_THROUGH) -> RuleBuilder:
        """Add a factor on dimension ``dim`` of every non-scalar operand only."""
        self._map_same_dim(self.operands, dim, self._new_factor(size, kind, False))
        return self

    def add_results_dim(self, dim: int, size: int,
                        kind: FactorKind = FactorKind.PASS_THROUGH) -> RuleBuilder:
        """Add a factor on dimension ``dim`` of every non-scalar result only."""
        self._map_same_dim(self.results, dim, self._new_factor(size, kind, False))
        return self

    def pointwise(self, shape: Iterable[int],
                  kind_of: Callable[[int], FactorKind] = lambda _: FactorKind.PASS_THROUGH,
                  blocked_of: Callable[[FactorKind], bool] = lambda _: False,
                  only: Callable[[int], bool] = lambda _: True) -> RuleBuilder:
        """One factor per dimension of ``shape``, on that dimension of every tensor;
        ``only`` selects the dimensions, ``kind_of`` and ``blocked_of`` type them."""
        for dim, size in enumerate(shape):
            if only(dim):
                kind = kind_of(dim)
                self.add_same_dim(dim, size, kind, blocked_of(kind))
        return self

    def pointwise_mismatch(self, in_shape: Sequence[int], out_shape: Sequence[int],
                           kind: FactorKind, blocked: bool) -> RuleBuilder:
        """Pointwise over ``in_shape``; dimensions whose sizes differ between input and
        output get ``kind`` (and ``blocked``), the others pass through."""
        for dim, (a, b) in enumerate(zip(in_shape, out_shape, strict=True)):
            if a == b:
                self.add_same_dim(dim, a)
            else:
                self.add_same_dim(dim, a, kind, blocked)
        return self

    # -- result ------------------------------------------------------------------------------
    def build(self) -> OpShardingRule:
        """The rule; dimensions without a factor get a fresh size-1 factor each."""
        sizes = list(self.sizes)

        def finish(tensors: list[list[list[int]]]) -> tuple[tuple[tuple[int, ...], ...], ...]:
            out = []
            for mapping in tensors:
                dims = []
                for factors in mapping:
                    if not factors:
                        factors = [len(sizes)]
                        sizes.append(1)
                    dims.append(tuple(factors))
                out.append(tuple(dims))
            return tuple(out)

        operands = finish(self.operands)
        results = finish(self.results)
        return OpShardingRule(
            factor_sizes=tuple(sizes), operand_mappings=operands, result_mappings=results,
            reduction=tuple(self.kinds[FactorKind.REDUCTION]),
            need_replication=tuple(self.kinds[FactorKind.NEED_REPLICATION]),
            permutation=tuple(self.kinds[FactorKind.PERMUTATION]),
            blocked_propagation=tuple(self.blocked))


def pointwise_rule(op: Operation) -> OpShardingRule | None:
    """Every dimension of every (non-scalar) tensor is one pass-through factor, sized by
    the first result; None when the first result is not a tensor."""
    if not op.results or not isinstance(op.results[0].type, TensorType):
        return None
    return RuleBuilder.for_op(op).pointwise(shape_of(op.results[0])).build()
