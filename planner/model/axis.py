"""Axis references and their algebra: full axes and sub-axes ``"x":(m)k``.

A sub-axis ``(m)k`` of an axis of size ``n`` is the middle dimension when the
axis is reshaped to ``[m, k, n/(m*k)]``. Viewed multiplicatively it covers the
interval ``[m, m*k)`` of the axis, which makes overlap, containment and merging
plain interval arithmetic.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from math import prod

from planner.model.attributes import quote
from planner.model.mesh import MeshAttr


@dataclass(frozen=True, slots=True)
class SubAxisInfo:
    pre_size: int
    size: int

    def __str__(self) -> str:
        return f"({self.pre_size}){self.size}"


@dataclass(frozen=True, slots=True)
class AxisRef:
    """A full mesh axis (``sub is None``) or a sub-axis of one."""

    name: str
    sub: SubAxisInfo | None = None

    @staticmethod
    def of(name: str, pre_size: int | None = None, size: int | None = None) -> AxisRef:
        if pre_size is None:
            return AxisRef(name)
        assert size is not None
        return AxisRef(name, SubAxisInfo(pre_size, size))

    @property
    def pre_size(self) -> int:
        return self.sub.pre_size if self.sub else 1

    def size(self, mesh: MeshAttr) -> int:
        return self.sub.size if self.sub else mesh.axis_size(self.name)

    def next_pre_size(self, mesh: MeshAttr) -> int:
        """Pre-size of whatever sub-axis would follow this one."""
        return self.pre_size * self.size(mesh)

    def interval(self, mesh: MeshAttr) -> tuple[int, int]:
        return self.pre_size, self.next_pre_size(mesh)

    def overlaps(self, other: AxisRef, mesh: MeshAttr) -> bool:
        if self.name != other.name:
            return False
        a0, a1 = self.interval(mesh)
        b0, b1 = other.interval(mesh)
        return max(a0, b0) < min(a1, b1)

    def contains(self, other: AxisRef, mesh: MeshAttr) -> bool:
        if self.name != other.name:
            return False
        a0, a1 = self.interval(mesh)
        b0, b1 = other.interval(mesh)
        return a0 <= b0 and b1 <= a1 and a1 % b1 == 0 and b0 % a0 == 0

    def is_prefix_of(self, other: AxisRef, mesh: MeshAttr) -> bool:
        """``self`` is the major part of ``other`` (same start, not longer)."""
        return self.name == other.name and self.pre_size == other.pre_size and \
            other.next_pre_size(mesh) % self.next_pre_size(mesh) == 0

    def can_merge(self, other: AxisRef, mesh: MeshAttr) -> bool:
        """``self`` immediately followed by ``other`` forms one bigger (sub-)axis."""
        return self.name == other.name and self.next_pre_size(mesh) == other.pre_size

    def merge(self, other: AxisRef, mesh: MeshAttr) -> AxisRef:
        assert self.can_merge(other, mesh)
        return make_axis(self.name, self.pre_size, self.size(mesh) * other.size(mesh), mesh)

    def sort_key(self, mesh: MeshAttr) -> tuple[int, int, int]:
        """Mesh order: by the axis' position in the mesh, then by pre-size, then size."""
        return mesh.axis_index(self.name), self.pre_size, self.size(mesh)

    def __str__(self) -> str:
        return quote(self.name) + (f":{self.sub}" if self.sub else "")


def make_axis(name: str, pre_size: int, size: int, mesh: MeshAttr) -> AxisRef:
    """The canonical ref for ``name:(pre_size)size``: the full axis when it covers it all."""
    if pre_size == 1 and size == mesh.axis_size(name):
        return AxisRef(name)
    return AxisRef(name, SubAxisInfo(pre_size, size))


def axes_size(axes: Iterable[AxisRef], mesh: MeshAttr) -> int:
    return prod(a.size(mesh) for a in axes)


def merge_consecutive(axes: Sequence[AxisRef], mesh: MeshAttr) -> list[AxisRef]:
    """Merge each run of adjacent consecutive sub-axes of one axis into one ref."""
    out: list[AxisRef] = []
    for a in axes:
        if out and out[-1].can_merge(a, mesh):
            out[-1] = out[-1].merge(a, mesh)
        else:
            out.append(a)
    return out


def sort_by_mesh(axes: Iterable[AxisRef], mesh: MeshAttr) -> list[AxisRef]:
    return sorted(axes, key=lambda a: a.sort_key(mesh))


def any_overlap(axes: Sequence[AxisRef], mesh: MeshAttr) -> tuple[AxisRef, AxisRef] | None:
    """The first pair of refs that are equal or overlap, if any."""
    for i, a in enumerate(axes):
        for b in axes[i + 1 :]:
            if a.overlaps(b, mesh):
                return a, b
    return None


def axes_text(axes: Iterable[AxisRef]) -> str:
    return "{" + ", ".join(map(str, axes)) + "}"
