"""Which part of a global tensor a device holds: mesh coordinates, shard slices, padding,
and the reassembly of a global tensor from the devices' shards."""

from __future__ import annotations

from collections.abc import Collection

import numpy as np

from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.tensor_sharding import TensorSharding
from planner.passes.partition.devices import shard_index_by_position


def coordinates(mesh: MeshAttr, position: int) -> dict[str, int]:
    """Coordinates along each axis of the device at ``position`` in mesh order (row-major,
    the last axis fastest)."""
    coords: dict[str, int] = {}
    for axis in reversed(mesh.axes):
        coords[axis.name] = position % axis.size
        position //= axis.size
    return coords


def shard_slices(sharding: TensorSharding | None, shape: tuple[int, ...], mesh: MeshAttr,
                 position: int, only_axes: Collection[str] | None = None
                 ) -> tuple[tuple[slice, ...], tuple[int, ...]]:
    """The device's slice of each dimension and the local (padded) shape; ``only_axes``
    restricts sharding to those axes (a manual computation's manual axes)."""
    if sharding is None or len(sharding.dims) != len(shape):  # none, or a maximal sharding
        return tuple(slice(0, d) for d in shape), shape
    coords = coordinates(mesh, position)
    slices, local = [], []
    for d, dim in zip(shape, sharding.dims, strict=True):
        index, count = 0, 1
        for ax in dim.axes:
            if only_axes is not None and ax.name not in only_axes:
                continue
            size = ax.size(mesh)
            # A sub-axis "x":(pre)size splits x major-first: pre_size counts the
            # sub-axes before (more major than) it.
            minor = mesh.axis_size(ax.name) // (ax.pre_size * size)
            index = index * size + (coords[ax.name] // minor) % size
            count *= size
        n = -(-d // count)
        slices.append(slice(min(index * n, d), min((index + 1) * n, d)))
        local.append(n)
    return tuple(slices), tuple(local)


def _unreduced_index(sharding: TensorSharding | None, mesh: MeshAttr,
                     only_axes: Collection[str] | None) -> np.ndarray | None:
    """Each mesh position's index along the sharding's unreduced axes (None if none)."""
    if sharding is None or not sharding.unreduced or only_axes is not None:
        return None
    return shard_index_by_position(mesh, sharding.unreduced)


def take_shard(x: np.ndarray, sharding: TensorSharding | None, mesh: MeshAttr, position: int,
               only_axes: Collection[str] | None = None) -> np.ndarray:
    """The device's shard, zero-padded up to the local shape where a dimension does not
    divide (what sdy-pad-for-divisibility expects). Over unreduced axes the devices hold
    partial sums: the first one along them the whole value, the others zeros."""
    sl, local = shard_slices(sharding, x.shape, mesh, position, only_axes)
    part = x[sl]
    unreduced = _unreduced_index(sharding, mesh, only_axes)
    if unreduced is not None and unreduced[position]:
        part = np.zeros_like(part)
    if part.shape == local:
        return part
    return np.pad(part, [(0, n - s) for n, s in zip(local, part.shape, strict=True)])


def assemble(shards: list[np.ndarray], positions: list[int], sharding: TensorSharding | None,
             shape: tuple[int, ...], mesh: MeshAttr,
             only_axes: Collection[str] | None = None) -> np.ndarray:
    """The global tensor from per-device shards (``shards[i]`` held by mesh position
    ``positions[i]``); replicas must agree, the first one is taken. Partial sums over
    unreduced axes are added up, in their index order."""
    unreduced = _unreduced_index(sharding, mesh, only_axes)
    if unreduced is not None:
        parts = []
        for u in sorted(set(unreduced[positions].tolist())):
            mine = [i for i, p in enumerate(positions) if unreduced[p] == u]
            parts.append(_assemble_slices([shards[i] for i in mine],
                                          [positions[i] for i in mine], sharding, shape, mesh,
                                          only_axes))
        wide = np.float64 if shards[0].dtype.kind in "fV" else shards[0].dtype
        total = parts[0].astype(wide)
        for p in parts[1:]:
            total = total + p.astype(wide)
        return total.astype(shards[0].dtype)
    return _assemble_slices(shards, positions, sharding, shape, mesh, only_axes)


def _assemble_slices(shards: list[np.ndarray], positions: list[int],
                     sharding: TensorSharding | None, shape: tuple[int, ...], mesh: MeshAttr,
                     only_axes: Collection[str] | None) -> np.ndarray:
    out = np.zeros(shape, dtype=shards[0].dtype)
    filled = np.zeros(shape, dtype=bool) if len(shards) > 1 else None
    for x, pos in zip(shards, positions, strict=True):
        sl, _ = shard_slices(sharding, shape, mesh, pos, only_axes)
        real = tuple(slice(0, s.stop - s.start) for s in sl)
        if filled is not None:
            if filled[sl].all():
                continue
            filled[sl] = True
        out[sl] = x[real]
    return out
