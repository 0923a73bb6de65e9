"""Candidate shardings of one tensor, and whether a sharding honours a user annotation.

A tensor's candidates are the strategies of an identity rule (one factor per dimension):
every assignment of the available mesh axes to its dimensions, each axis at most once,
dividing exactly or padded a little (``axis_assignments``). Where the tensor crosses into a manual
computation, the manual axes are fixed as the computation states them, major to the
free axes, and only the free axes vary.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from planner.encode.problem.axis_assignments import assignments
from planner.model.sharding.axis import AxisRef
from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.tensor_sharding import DimSharding, TensorSharding


def tensor_candidates(shape: Sequence[int], mesh_name: str, mesh: MeshAttr,
                      axes: Sequence[str],
                      manual_prefix: Sequence[tuple[AxisRef, ...]] | None = None,
                      orders: bool = True,
                      places: Mapping[str, set[int]] | None = None) -> list[TensorSharding]:
    """Closed shardings of a ``shape`` tensor over ``axes``; with ``manual_prefix`` (the
    manual axes of each dimension, major first), those axes lead every dimension and the
    free ``axes`` shard what is left; ``places``: per axis named there, the only
    dimensions it may shard (-1: none)."""
    prefix: list[tuple[AxisRef, ...]] = list(manual_prefix) if manual_prefix is not None \
        else [()] * len(shape)
    local = []
    for d, p in zip(shape, prefix, strict=True):
        n = 1
        for a in p:
            n *= a.size(mesh)
        local.append(d // n if n and d % n == 0 else 1)
    used = {a.name for p in prefix for a in p}
    free = [a for a in axes if a not in used]
    out = []
    every = [True] * len(shape)
    for assignment in assignments(local, every, free, mesh, orders, every, places):
        out.append(TensorSharding(mesh_name, tuple(
            DimSharding(tuple(p) + tuple(x)) for p, x in zip(prefix, assignment, strict=True))))
    return out


def honours(sharding: TensorSharding, annotation: TensorSharding, mesh: MeshAttr) -> bool:
    """Whether ``sharding`` keeps ``annotation``: closed dimensions exactly; open ones
    keep the annotated axes as a major prefix (they may grow); no dimension uses an
    axis the annotation calls replicated or unreduced."""
    if sharding.rank != annotation.rank:
        return False
    for got, want in zip(sharding.dims, annotation.dims, strict=True):
        if want.is_closed:
            if got.axes != want.axes:
                return False
        elif got.axes[: len(want.axes)] != want.axes:
            return False
    banned = (*annotation.replicated, *annotation.unreduced)
    return not any(a.overlaps(b, mesh) for a in sharding.dim_axes() for b in banned)


def with_flags(chosen: TensorSharding, like: TensorSharding) -> TensorSharding:
    """``chosen``'s axes with the open/closed flags, priorities, replicated and unreduced
    axes of ``like`` (the user's annotation it honours): how the annotation reads after
    planning, as Shardy's propagation leaves it."""
    dims = tuple(DimSharding(c.axes, w.is_closed, w.priority)
                 for c, w in zip(chosen.dims, like.dims, strict=True))
    return TensorSharding(like.mesh, dims, like.replicated, like.unreduced, like.reduction)
