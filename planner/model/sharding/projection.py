"""Sharding projection: an op's tensor shardings seen per factor of its sharding rule.

Each dimension's axes are handed out to the dimension's factors from major to minor:
a factor takes axes (splitting one into sub-axes where needed) until its size is
used up; the minor-most factor takes whatever is left, even if that does not divide
it. Axes that can't be assigned to a non-minor-most factor because their size is
coprime with what remains of it are *overflow* axes; the factors after it then get
nothing. Going back (``to_sharding``) rebuilds the dimension shardings, so a
projection is how factor-level decisions turn into tensor shardings.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from math import gcd

from planner.model.sharding.axis import AxisRef, SubAxisInfo, add_axis_or_merge, axes_size
from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.rule import OpShardingRule, TensorMapping
from planner.model.sharding.tensor_sharding import DimSharding, TensorSharding


@dataclass
class FactorSharding:
    axes: list[AxisRef] = field(default_factory=list)
    overflow: list[AxisRef] = field(default_factory=list)
    is_closed: bool = False
    is_minor_most: bool = False


@dataclass
class TensorFactorShardings:
    """One tensor's factor shardings (only the factors its dimensions carry), plus the
    tensor-level replicated and unreduced axes."""

    factors: dict[int, FactorSharding] = field(default_factory=dict)
    replicated: tuple[AxisRef, ...] = ()
    unreduced: tuple[AxisRef, ...] = ()
    reduction: str = "sum"

    def axes(self, factor: int) -> list[AxisRef] | None:
        """The axes sharding ``factor``, or None when this tensor does not carry it."""
        fs = self.factors.get(factor)
        return fs.axes if fs is not None else None

    def sharding_size(self, mesh: MeshAttr) -> int:
        return axes_size((a for fs in self.factors.values() for a in (*fs.axes, *fs.overflow)),
                         mesh)

    def update(self, factor: int, axes: list[AxisRef], overflow: list[AxisRef]) -> bool:
        """Set the factor's axes; whether anything changed (False if not carried)."""
        fs = self.factors.get(factor)
        if fs is None or (fs.axes == axes and fs.overflow == overflow):
            return False
        fs.axes, fs.overflow = list(axes), list(overflow)
        return True

    def to_sharding(self, mapping: TensorMapping, factor_sizes: tuple[int, ...],
                    mesh_name: str, mesh: MeshAttr) -> TensorSharding:
        """The tensor sharding these factor shardings describe."""
        dims = []
        for dim in mapping:
            closed = False
            axes: list[AxisRef] = []
            for factor in dim:
                fs = self.factors[factor]
                closed |= fs.is_closed
                sharded = 1
                for i, a in enumerate(fs.axes):
                    sharded *= a.size(mesh)
                    if i == 0:
                        add_axis_or_merge(axes, a, mesh)
                    else:
                        axes.append(a)
                if fs.overflow:
                    for i, a in enumerate(fs.overflow):
                        if i == 0:
                            add_axis_or_merge(axes, a, mesh)
                        else:
                            axes.append(a)
                    break
                if sharded < factor_sizes[factor]:
                    break  # later factors of this dimension would need a strided view
            dims.append(DimSharding(tuple(axes), closed))
        return TensorSharding(mesh_name, tuple(dims), self.replicated, self.unreduced,
                              self.reduction)


class _AxisCursor:
    """Walks a dimension's axes, handing out whole axes or split-off sub-axes."""

    def __init__(self, axes: list[AxisRef], mesh: MeshAttr) -> None:
        self.axes, self.mesh, self.index = axes, mesh, -1
        self.current: tuple[str, int | None, int] | None = None  # name, pre-size, size left
        self.advance()

    def advance(self) -> None:
        self.index += 1
        if self.index >= len(self.axes):
            self.current = None
            return
        a = self.axes[self.index]
        self.current = a.name, a.sub.pre_size if a.sub else None, a.size(self.mesh)

    def take(self) -> AxisRef:
        """The rest of the current axis, moving on to the next one."""
        assert self.current is not None
        name, pre, size = self.current
        self.advance()
        return AxisRef(name, SubAxisInfo(pre, size) if pre is not None else None)

    def split(self, size: int) -> AxisRef:
        """The next ``size`` of the current axis as a sub-axis."""
        assert self.current is not None
        name, pre, left = self.current
        self.current = name, (pre or 1) * size, left // size
        return AxisRef(name, SubAxisInfo(pre or 1, size))


def project_tensor(mapping: TensorMapping, sharding: TensorSharding | None,
                   factor_sizes: tuple[int, ...], mesh: MeshAttr,
                   closed_if_missing: bool) -> TensorFactorShardings:
    """Project one tensor's sharding (None = unsharded) onto its factors."""
    result = TensorFactorShardings()
    for d, dim in enumerate(mapping):
        cursor = _AxisCursor(list(sharding.dims[d].axes) if sharding is not None else [], mesh)
        closed = sharding.dims[d].is_closed if sharding is not None else closed_if_missing
        overflowed = False
        for pos, factor in enumerate(dim):
            fs = result.factors.setdefault(factor, FactorSharding())
            fs.is_minor_most = pos == len(dim) - 1
            if overflowed:
                # (every later factor of the dimension stays unsharded: present, empty and
                # closed, so that a tensor sharding it elsewhere does not agree with this one)
                fs.is_closed = True
                continue
            fs.is_closed = closed
            remaining_size = factor_sizes[factor]
            if fs.is_minor_most:
                # The minor-most factor takes all that is left, even if it doesn't divide.
                while cursor.current is not None:
                    add_axis_or_merge(fs.axes, cursor.take(), mesh)
                break
            g = 1
            while cursor.current is not None and (
                    cursor.current[2] == 1 or (g := gcd(remaining_size, cursor.current[2])) > 1):
                if cursor.current[2] > g:
                    fs.axes.append(cursor.split(g))
                    remaining_size //= g
                else:
                    remaining_size //= cursor.current[2]
                    fs.axes.append(cursor.take())
            if remaining_size > 1 and cursor.current is not None:
                # The next axis is coprime with what is left of the factor: overflow.
                overflowed = True
                while cursor.current is not None:
                    add_axis_or_merge(fs.overflow, cursor.take(), mesh)
    if sharding is not None:
        result.replicated = sharding.replicated
        result.unreduced = sharding.unreduced
        result.reduction = sharding.reduction
    return result


@dataclass
class ShardingProjection:
    """Every operand's and result's factor shardings under one rule."""

    operands: list[TensorFactorShardings]
    results: list[TensorFactorShardings]

    @staticmethod
    def build(operand_shardings: list[TensorSharding | None],
              result_shardings: list[TensorSharding | None], rule: OpShardingRule,
              mesh: MeshAttr, closed_if_missing: bool = False) -> ShardingProjection:
        return ShardingProjection(
            [project_tensor(m, s, rule.factor_sizes, mesh, closed_if_missing)
             for m, s in zip(rule.operand_mappings, operand_shardings, strict=True)],
            [project_tensor(m, s, rule.factor_sizes, mesh, closed_if_missing)
             for m, s in zip(rule.result_mappings, result_shardings, strict=True)])

    @property
    def tensors(self) -> list[TensorFactorShardings]:
        """Operands then results, the order Shardy indexes tensors in."""
        return [*self.operands, *self.results]

    def update(self, factor: int, axes: list[AxisRef],
               overflow: list[AxisRef] | None = None) -> tuple[list[bool], list[bool]]:
        """Set ``factor``'s axes on every tensor carrying it; which operands and results
        changed."""
        overflow = overflow or []
        return ([t.update(factor, axes, overflow) for t in self.operands],
                [t.update(factor, axes, overflow) for t in self.results])

    def has_overflow(self) -> bool:
        return any(fs.overflow for t in self.tensors for fs in t.factors.values())
