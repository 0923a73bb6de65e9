"""Where each device sits in a mesh: shard indices along axes, replica groups and
per-device tables, as numpy arrays over the mesh's devices."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

import numpy as np

from planner.model.sharding.axis import AxisRef
from planner.model.sharding.mesh import MeshAttr


def device_ids(mesh: MeshAttr) -> np.ndarray:
    """Device ids in mesh order (row-major over the axes, the last axis fastest)."""
    n = mesh.num_devices
    return np.asarray(mesh.device_ids if mesh.device_ids else range(n), dtype=np.int64)


def axis_coordinates(mesh: MeshAttr, axis: AxisRef) -> np.ndarray:
    """Each mesh position's coordinate along ``axis`` (a sub-axis ``(pre)size`` splits its
    axis major-first: ``pre`` counts the sub-axes before it)."""
    n = mesh.num_devices
    stride = 1
    for a in reversed(mesh.axes):
        if a.name == axis.name:
            break
        stride *= a.size
    full = mesh.axis_size(axis.name)
    coord = (np.arange(n, dtype=np.int64) // stride) % full
    minor = full // (axis.pre_size * axis.size(mesh))
    return (coord // minor) % axis.size(mesh)


def shard_index_by_position(mesh: MeshAttr, axes: Sequence[AxisRef]) -> np.ndarray:
    """Each mesh position's shard index along ``axes`` (major to minor)."""
    index = np.zeros(mesh.num_devices, dtype=np.int64)
    for a in axes:
        index = index * a.size(mesh) + axis_coordinates(mesh, a)
    return index


def shard_index_by_device(mesh: MeshAttr, axes: Sequence[AxisRef]) -> np.ndarray:
    """``table[d]``: the shard index along ``axes`` of device ``d`` (partition id)."""
    by_pos = shard_index_by_position(mesh, axes)
    table = np.zeros(mesh.num_devices, dtype=np.int64)
    table[device_ids(mesh)] = by_pos
    return table


def _atomic_axes(mesh: MeshAttr, axes: Sequence[AxisRef]) -> list[AxisRef]:
    """The mesh's axes cut at every sub-axis boundary ``axes`` mention, in mesh order."""
    out: list[AxisRef] = []
    for m in mesh.axes:
        cuts = {1, m.size}
        for a in axes:
            if a.name == m.name and a.sub is not None:
                cuts |= {a.pre_size, a.next_pre_size(mesh)}
        bounds = sorted(cuts)
        if len(bounds) == 2:
            out.append(AxisRef.of(m.name))
            continue
        out.extend(AxisRef.of(m.name, lo, hi // lo) for lo, hi in pairwise(bounds))
    return out


def replica_groups(mesh: MeshAttr, axes: Sequence[AxisRef]) -> np.ndarray:
    """Groups of devices that differ only along ``axes`` (one row per group, ordered by
    the other axes in mesh order; within a row, by the shard index along ``axes``)."""
    atoms = _atomic_axes(mesh, axes)
    sizes = [a.size(mesh) for a in atoms]
    grid = device_ids(mesh).reshape(sizes)
    reduced = [atoms.index(a) if a in atoms else _index_of(atoms, a, mesh) for a in axes]
    others = [i for i in range(len(atoms)) if i not in reduced]
    group = int(np.prod([sizes[i] for i in reduced], dtype=np.int64)) if reduced else 1
    return grid.transpose(others + reduced).reshape(-1, group)


def _index_of(atoms: list[AxisRef], axis: AxisRef, mesh: MeshAttr) -> int:
    """The atom equal to ``axis`` (a full axis written as a sub-axis of its whole size)."""
    for i, a in enumerate(atoms):
        if a.name == axis.name and a.size(mesh) == axis.size(mesh) \
                and a.pre_size == axis.pre_size:
            return i
    raise ValueError(f"axis {axis} is not a whole atom of the mesh")


def ordered_atoms(mesh: MeshAttr, axes: Sequence[AxisRef]) -> list[AxisRef]:
    """Shardy's ordered axis refs of ``axes`` on ``mesh`` (every mesh axis, cut where
    ``axes`` cut it)."""
    return _atomic_axes(mesh, axes)
