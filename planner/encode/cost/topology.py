"""Where a mesh's devices sit in the machine, and what a collective over some of its axes
costs there.

A topology is a hierarchy of levels, innermost first: for example 8 GPUs per node on
NVLink, then nodes on InfiniBand. Devices are numbered so that each level's blocks are
consecutive: device ``p`` is in node ``p // 8``. A mesh lists its devices in row-major
order over its axes (its ``device_ids``, or iota), so its axis order and device order
decide which axes stay inside a node.

A collective over a group of devices that spans levels runs hierarchically, as NCCL's
tree and ring algorithms and XLA's decompositions do: a reduce-scatter first within the
innermost level, then across the next on the shrunken piece, and so on (an all-gather in
the reverse order, an all-reduce both). Level ``l`` with ``f_l`` members per block
handles ``(f_l - 1) / (f_0 ... f_l)`` of the buffer. An all-to-all sends each peer its
own piece, so the bytes for peers outside a level cross that level's link whatever the
order. Both give an *effective link*: the latencies of the levels crossed, one after
another, and the bandwidth at which a flat ring's bytes take the hierarchical time, so
every price written as ``alpha + bytes / bandwidth`` stays right.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from math import prod

import numpy as np
from pydantic import BaseModel, ConfigDict, Field, PositiveFloat, PositiveInt

from planner.model.sharding.axis import AxisRef
from planner.model.sharding.mesh import MeshAttr


class Level(BaseModel):
    """One level of a topology: blocks of ``size`` members (of the level below; devices
    for the innermost) joined by ``link``."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    name: str
    size: PositiveInt | None = Field(
        None, description="members per block (devices for the innermost level, blocks of "
        "the level below otherwise); none for the outermost: as many as the mesh needs")
    link: str = Field(description="the link that joins this level's members")
    fan_out: PositiveFloat = Field(
        1.0, description="links each device drives at once at this level: 2 for a torus "
        "ring (both directions of its wrap-around), 0.5 where two devices share a NIC")


def level_factors(sizes: Sequence[int | None], axes: Sequence[AxisRef], mesh: MeshAttr
                  ) -> tuple[int, ...]:
    """How a collective over ``axes`` of ``mesh`` spreads over levels of these ``sizes``
    (innermost first; the outermost unbounded): per level, the members of its group
    within one block of that level (a group inside one node: ``(n, 1, ...)``; one device
    per node: ``(1, n, ...)``). Where groups differ (an explicit device order, or sizes
    that do not align with the blocks), the one spread the furthest out."""
    return _factors(tuple(sizes), tuple(_strides(axes, mesh)), mesh.num_devices,
                    mesh.device_ids)


@lru_cache(maxsize=1 << 16)
def _factors(sizes: tuple[int | None, ...], strides: tuple[tuple[int, int], ...],
             count: int, device_ids: tuple[int, ...]) -> tuple[int, ...]:
    """:func:`level_factors` of the group of axes with these (stride, size) pairs in a
    mesh of ``count`` devices (in ``device_ids`` order, or iota)."""
    offsets = np.zeros(1, np.int64)
    for stride, size in strides:
        offsets = (offsets[:, None] + stride * np.arange(size)[None, :]).ravel()
    n = len(offsets)
    if n == 1:
        return (1,) * len(sizes)
    devices = np.asarray(device_ids or range(count), np.int64)
    index = np.arange(count, dtype=np.int64)
    is_base = np.ones(count, bool)
    for stride, size in strides:
        is_base &= (index // stride) % size == 0
    members = devices[index[is_base][:, None] + offsets[None, :]]  # (groups, n)
    spans = []  # per level: how many of its blocks each group touches
    block = 1
    for level_size in sizes[:-1]:
        block *= level_size or 1
        spans.append(_distinct_per_row(members // block))
    spans.append(np.ones(len(members), np.int64))
    worst = int(np.lexsort(spans)[-1])  # the most outer blocks, then the next level's...
    touched = [n, *(int(s[worst]) for s in spans)]
    return tuple(touched[i] // touched[i + 1] for i in range(len(sizes)))


def packed_factors(sizes: Sequence[int | None], n: int) -> tuple[float, ...]:
    """:func:`level_factors` of a group of ``n`` devices placed as close together as
    levels of these ``sizes`` allow: each level holds as many as it can. Members pushed
    inwards only meet faster links, so no placement prices a collective lower (the
    factors need not be whole: a bound)."""
    out: list[float] = []
    left = float(n)
    for size in sizes[:-1]:
        f = min(left, float(size or 1))
        out.append(f)
        left /= f
    return (*out, left)


def hierarchical_seconds_per_byte(factors: Sequence[float], bandwidths: Sequence[float],
                                  all_to_all: bool) -> float:
    """Seconds per byte of the buffer (each device's whole operand of a reduction or
    result of a gather) of a collective spread as ``factors`` over levels with these
    ``bandwidths``."""
    n = prod(factors)
    total = 0.0
    inner = 1.0  # members within one block of the level below
    for f, bw in zip(factors, bandwidths, strict=True):
        if f <= 1:
            continue
        share = (f - 1) * inner / n if all_to_all else (f - 1) / (inner * f)
        total += share / bw
        inner *= f
    return total


def _strides(axes: Sequence[AxisRef], mesh: MeshAttr) -> list[tuple[int, int]]:
    """Per axis or sub-axis (those that overlap merged): its stride in the mesh's
    row-major device order, and its size."""
    out = []
    for name, lo, hi in _disjoint(axes, mesh):
        i = mesh.axis_index(name)
        axis_stride = prod(x.size for x in mesh.axes[i + 1:])
        out.append((axis_stride * mesh.axes[i].size // hi, hi // lo))
    return out


def _disjoint(axes: Sequence[AxisRef], mesh: MeshAttr) -> list[tuple[str, int, int]]:
    """``axes`` as disjoint intervals ``[lo, hi)`` of their axes (a sub-axis ``(m)k`` is
    ``[m, mk)``; a full axis of size n ``[1, n)``), overlapping ones merged."""
    out: list[tuple[str, int, int]] = []
    for name, lo, hi in sorted((a.name, *a.interval(mesh)) for a in axes):
        if out and out[-1][0] == name and lo < out[-1][2]:
            out[-1] = (name, out[-1][1], max(hi, out[-1][2]))
        else:
            out.append((name, lo, hi))
    return out


def _distinct_per_row(a: np.ndarray) -> np.ndarray:
    s = np.sort(a, axis=1)
    return 1 + (s[:, 1:] != s[:, :-1]).sum(axis=1)
