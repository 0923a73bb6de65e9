"""Choosing one compatible factor sharding for an op whose tensors disagree.

Given an op's :class:`ShardingProjection`, pick per factor the axes that every tensor
carrying the factor will be resharded to, such that no axis shards two factors and
need-replication factors stay unsharded. This follows Shardy's choice
(``findCommonAxes``) so that plans agree with it wherever that choice is as cheap:

1. if the tensors already agree, keep that;
2. for a one-input one-output op without compound dimensions or need-replication
   factors, keep the preferred tensor (no sharded permutation factors, larger,
   more sharded) and fit the other one around it;
3. otherwise, greedily: repeatedly give a factor the axes (a prefix of some tensor's
   sharding of it) backed by the largest total size of tensors already sharded that
   way, preferring pass-through factors, then bigger sharding; then hand the axes of
   need-replication factors to batching factors that have room.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise

from planner.model.sharding.axis import (
    AxisRef,
    add_axis_or_merge,
    axes_size,
    is_strict_prefix,
    lists_overlap,
    shardy_order,
    truncate_without_overlap,
)
from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.projection import ShardingProjection, TensorFactorShardings
from planner.model.sharding.rule import OpShardingRule

AxesPerFactor = list[list[AxisRef]]

_PRECEDENCE = {"pass_through": 3, "reduction": 2, "permutation": 1, "need_replication": 0}


def compatible_axes(projection: ShardingProjection, factor: int) -> list[AxisRef] | None:
    """The axes every tensor carrying ``factor`` shards it with; None if they differ."""
    found: list[AxisRef] | None = None
    for t in projection.tensors:
        axes = t.axes(factor)
        if axes is None:
            continue
        if found is None:
            found = axes
        elif found != axes:
            return None
    return list(found) if found is not None else []


def already_compatible(projection: ShardingProjection, rule: OpShardingRule,
                       mesh: MeshAttr) -> AxesPerFactor | None:
    """The factor shardings, when all tensors already agree on them, no axis shards two
    factors and need-replication factors are unsharded; None otherwise."""
    common: AxesPerFactor = []
    seen: list[AxisRef] = []
    for f in range(rule.num_factors):
        axes = compatible_axes(projection, f)
        if axes is None:
            return None
        if f in rule.need_replication:
            if axes:
                return None
            common.append([])
            continue
        if lists_overlap(axes, seen, mesh):
            return None
        common.append(axes)
        seen.extend(axes)
    return common if common else None


def _tensor_mappings(rule: OpShardingRule) -> list[tuple[tuple[int, ...], ...]]:
    return [*rule.operand_mappings, *rule.result_mappings]


def non_scalar_tensors(rule: OpShardingRule) -> list[int]:
    return [i for i, m in enumerate(_tensor_mappings(rule)) if m]


def _has_compound_dims(rule: OpShardingRule) -> bool:
    return any(len(dim) > 1 for m in _tensor_mappings(rule) for dim in m)


def in_all_non_scalar_tensors(rule: OpShardingRule, factor: int) -> bool:
    return all(any(factor in dim for dim in m) for m in _tensor_mappings(rule) if m)


def batching_factors(rule: OpShardingRule) -> list[int]:
    return [f for f in range(rule.num_factors)
            if rule.factor_kind(f) == "pass_through" and in_all_non_scalar_tensors(rule, f)]


def _has_sharded_permutation(t: TensorFactorShardings, rule: OpShardingRule) -> bool:
    return any(f in rule.permutation and fs.axes for f, fs in t.factors.items())


def _unary(projection: ShardingProjection, rule: OpShardingRule, sizes: list[int],
           mesh: MeshAttr) -> AxesPerFactor:
    lhs, rhs = non_scalar_tensors(rule)[:2]
    tensors = projection.tensors

    def preference(i: int) -> tuple[bool, int, int]:
        t = tensors[i]
        return not _has_sharded_permutation(t, rule), sizes[i], t.sharding_size(mesh)

    preferred, other = (lhs, rhs) if preference(lhs) >= preference(rhs) else (rhs, lhs)
    common: AxesPerFactor = [[] for _ in range(rule.num_factors)]
    taken: list[AxisRef] = []
    for f, fs in tensors[preferred].factors.items():
        common[f] = list(fs.axes)
        taken.extend(fs.axes)
    for f, fs in tensors[other].factors.items():
        if f not in tensors[preferred].factors:
            common[f] = truncate_without_overlap(fs.axes, taken, mesh)
    return common


@dataclass
class _Candidate:
    factor: int
    axes: list[AxisRef]
    source_size: int  # total global size of the tensors that already shard the factor so
    precedence: int
    sharding_size: int  # how much further it shards the factor beyond its current axes

    def key(self) -> tuple[int, int, int, int, int, tuple[tuple[str, int, float], ...]]:
        return (self.source_size, self.precedence, self.sharding_size, self.factor,
                len(self.axes), tuple(shardy_order(a) for a in self.axes))


def _candidates(projection: ShardingProjection, rule: OpShardingRule, sizes: list[int],
                mesh: MeshAttr) -> list[_Candidate]:
    pairs: dict[tuple[int, tuple[AxisRef, ...]], None] = {}
    for t in projection.tensors:
        for f, fs in t.factors.items():
            axes = tuple(fs.axes)
            while axes:
                pairs[(f, axes)] = None
                axes = axes[:-1]
    out = []
    for f, axes in pairs:
        total = 0
        for size, t in zip(sizes, projection.tensors, strict=True):
            src = t.axes(f)
            if src is not None and (list(axes) == src or is_strict_prefix(axes, src, mesh)):
                total += size
        out.append(_Candidate(f, list(axes), total, _PRECEDENCE[rule.factor_kind(f)],
                              axes_size(axes, mesh)))
    return out


def _greedy(projection: ShardingProjection, rule: OpShardingRule, sizes: list[int],
            mesh: MeshAttr) -> AxesPerFactor:
    chosen: AxesPerFactor = [[] for _ in range(rule.num_factors)]
    # A factor may only be sharded once every factor before it in a compound dimension is
    # fully sharded (otherwise the dimension would need a strided view).
    depends: dict[int, set[int]] = {}
    for m in _tensor_mappings(rule):
        for dim in m:
            for before, after in pairwise(dim):
                depends.setdefault(after, set()).add(before)
    cands = _candidates(projection, rule, sizes, mesh)
    while cands:
        valid = [c for c in cands if not depends.get(c.factor)]
        if not valid:
            break
        best = max(valid, key=_Candidate.key)
        chosen[best.factor] = list(best.axes)
        if axes_size(best.axes, mesh) == rule.factor_sizes[best.factor]:
            for deps in depends.values():
                deps.discard(best.factor)
        kept = []
        for c in cands:
            if c.factor == best.factor:
                if is_strict_prefix(best.axes, c.axes, mesh):
                    c.sharding_size = axes_size(c.axes, mesh) // axes_size(best.axes, mesh)
                    kept.append(c)
                continue
            cut = truncate_without_overlap(c.axes, best.axes, mesh)
            if cut != c.axes:
                c.axes = cut
                if cut == chosen[c.factor]:
                    continue
                c.sharding_size = axes_size(cut, mesh) // axes_size(chosen[c.factor], mesh)
            else:
                c.sharding_size = axes_size(c.axes, mesh)
            kept.append(c)
        cands = kept
    return chosen


def _distribute_to_batching(rule: OpShardingRule, mesh: MeshAttr, common: AxesPerFactor) -> None:
    """Axes left on need-replication factors move to batching factors with room."""
    batching = batching_factors(rule)
    for f in rule.need_replication:
        pending, common[f] = common[f], []
        if not pending or not in_all_non_scalar_tensors(rule, f):
            continue
        for b in batching:
            size = rule.factor_sizes[b]
            if size == 0:
                continue
            have = axes_size(common[b], mesh)
            if size % have:
                continue
            room = size // have
            while pending and room % pending[0].size(mesh) == 0:
                add_axis_or_merge(common[b], pending[0], mesh)
                room //= pending[0].size(mesh)
                pending = pending[1:]
            if not pending:
                break


def find_common_axes(projection: ShardingProjection, rule: OpShardingRule, sizes: list[int],
                     mesh: MeshAttr) -> AxesPerFactor:
    """Per factor, the axes all tensors carrying it should be sharded with. ``sizes`` are
    the element counts of the operands then results."""
    common = already_compatible(projection, rule, mesh)
    if common is not None:
        return common
    if (len(non_scalar_tensors(rule)) == 2 and not rule.need_replication
            and not _has_compound_dims(rule)):
        return _unary(projection, rule, sizes, mesh)
    common = _greedy(projection, rule, sizes, mesh)
    if rule.need_replication:
        _distribute_to_batching(rule, mesh, common)
    return common



def alternative_axes(projection: ShardingProjection, rule: OpShardingRule, sizes: list[int],
                     mesh: MeshAttr) -> list[AxesPerFactor]:
    """Other compatible choices worth pricing: for each tensor, keep its sharding and fit
    the remaining factors around it (largest tensors first). None for rules with compound
    dimensions, whose factors must be sharded major-first."""
    if _has_compound_dims(rule):
        return []
    tensors = projection.tensors
    order = sorted(non_scalar_tensors(rule), key=lambda i: -sizes[i])
    out: list[AxesPerFactor] = []
    for keep in order:
        common: AxesPerFactor = [[] for _ in range(rule.num_factors)]
        assigned: set[int] = set()
        taken: list[AxisRef] = []
        for i in (keep, *(j for j in order if j != keep)):
            for f, fs in tensors[i].factors.items():
                if f in assigned or f in rule.need_replication:
                    continue
                assigned.add(f)
                common[f] = truncate_without_overlap(fs.axes, taken, mesh)
                taken.extend(common[f])
        if common not in out:
            out.append(common)
    return out
