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

from planner.model.ir.attributes import quote
from planner.model.sharding.mesh import MeshAttr


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
        if self.sub is None or other.sub is None:
            return True  # a full axis overlaps all of itself, even when its size is 1
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
        """``self`` immediately followed by ``other`` forms one bigger (sub-)axis. Only
        sub-axes merge, as in Shardy's ``canMerge`` (which keeps a repeated size-1 axis
        from merging with itself)."""
        return self.name == other.name and self.sub is not None and other.sub is not None \
            and self.next_pre_size(mesh) == other.pre_size

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
    if isinstance(axes, tuple) and len(axes) <= 1:  # most dimensions: asked millions of times
        return axes[0].size(mesh) if axes else 1
    return prod(a.size(mesh) for a in axes)


def merge_consecutive(axes: Sequence[AxisRef], mesh: MeshAttr) -> list[AxisRef]:
    """Merge each run of adjacent consecutive sub-axes of one axis into one ref."""
    out: list[AxisRef] = []
    for a in axes:
        add_axis_or_merge(out, a, mesh)
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


# -- Shardy's list algebra (used to pick and compare factor shardings) ------------------------


def shardy_order(a: AxisRef) -> tuple[str, int, float]:
    """Shardy's ``AxisRefAttr::operator<`` as a sort key: by name, then a full axis sorts
    after its sub-axes of pre-size 1 and before the others."""
    return (a.name, a.pre_size, a.sub.size if a.sub else float("inf"))


def _bounds(a: AxisRef, b: AxisRef) -> tuple[int, int, int, int]:
    """The smaller and larger pre-size, then the smaller and larger next pre-size, of two
    sub-axes."""
    assert a.sub is not None and b.sub is not None
    lo_pre, hi_pre = sorted((a.pre_size, b.pre_size))
    lo_next, hi_next = sorted((a.pre_size * a.sub.size, b.pre_size * b.sub.size))
    return lo_pre, hi_pre, lo_next, hi_next


def can_coexist(a: AxisRef, b: AxisRef) -> bool:
    """Whether two refs can both be sub-axes of one valid decomposition of their axis."""
    if a.name != b.name or a.sub is None or b.sub is None:
        return True
    lo_pre, hi_pre, lo_next, hi_next = _bounds(a, b)
    if lo_next > hi_pre:
        return lo_next % hi_pre == 0 and hi_pre % lo_pre == 0 and hi_next % lo_next == 0
    return hi_pre % lo_next == 0


def overlap(a: AxisRef, b: AxisRef) -> AxisRef | None:
    """The part ``a`` and ``b`` have in common (Shardy's ``getOverlap``); None when they
    don't overlap or can't coexist."""
    if a.name != b.name:
        return None
    if a.sub is None:
        return b
    if b.sub is None:
        return a
    _, hi_pre, lo_next, _ = _bounds(a, b)
    if lo_next <= hi_pre or not can_coexist(a, b):
        return None
    return AxisRef.of(a.name, hi_pre, lo_next // hi_pre)


def prefix_without_overlap(a: AxisRef, b: AxisRef, mesh: MeshAttr) -> AxisRef | None:
    """The largest prefix of ``a`` that does not overlap ``b`` (None if there is none)."""
    if not can_coexist(a, b):
        return None
    if not a.overlaps(b, mesh):
        return a
    if a.pre_size >= b.pre_size:
        return None
    return make_axis(a.name, a.pre_size, b.pre_size // a.pre_size, mesh)


def suffix_without_overlap(a: AxisRef, b: AxisRef, mesh: MeshAttr) -> AxisRef | None:
    """The largest suffix of ``a`` that does not overlap ``b`` (None if there is none)."""
    if not can_coexist(a, b):
        return None
    if not a.overlaps(b, mesh):
        return a
    a_next, b_next = a.next_pre_size(mesh), b.next_pre_size(mesh)
    if a_next <= b_next:
        return None
    return make_axis(a.name, b_next, a_next // b_next, mesh)


def prefix_without_overlaps(a: AxisRef, others: Iterable[AxisRef],
                            mesh: MeshAttr) -> AxisRef | None:
    """The largest prefix of ``a`` overlapping none of ``others``."""
    result = a
    for b in others:
        shorter = prefix_without_overlap(result, b, mesh)
        if shorter is None:
            return None
        result = shorter
    return result


def truncate_without_overlap(axes: Sequence[AxisRef], others: Sequence[AxisRef],
                             mesh: MeshAttr) -> list[AxisRef]:
    """``axes`` cut at the first ref that overlaps ``others``, keeping the part of that ref
    before the overlap."""
    out: list[AxisRef] = []
    for a in axes:
        p = prefix_without_overlaps(a, others, mesh)
        if p is None:
            break
        out.append(p)
        if p != a:
            break
    return out


def lists_overlap(axes: Iterable[AxisRef], others: Sequence[AxisRef], mesh: MeshAttr) -> bool:
    return any(a.overlaps(b, mesh) for a in axes for b in others)


def add_axis_or_merge(axes: list[AxisRef], a: AxisRef, mesh: MeshAttr) -> None:
    """Append ``a``, merging it into the last ref when they are consecutive sub-axes
    (Shardy's ``addAxisOrMerge``)."""
    if axes and axes[-1].can_merge(a, mesh):
        axes[-1] = axes[-1].merge(a, mesh)
    else:
        axes.append(a)


def sort_and_merge(axes: Iterable[AxisRef], mesh: MeshAttr) -> list[AxisRef]:
    """Mesh order, consecutive sub-axes merged (Shardy's ``sortAndMergeAxes``)."""
    return merge_consecutive(sort_by_mesh(axes, mesh), mesh)


def axis_set_diff(axes: Sequence[AxisRef], remove: Sequence[AxisRef],
                  mesh: MeshAttr) -> list[AxisRef]:
    """The parts of ``axes`` that no ref of ``remove`` covers (refs split as needed)."""
    if not axes or list(axes) == list(remove):
        return []
    out: list[AxisRef] = []
    for a in axes:
        current: AxisRef | None = a
        while current is not None:
            hit = next((b for b in sorted(remove, key=shardy_order)
                        if current.overlaps(b, mesh)), None)
            if hit is None:
                out.append(current)
                break
            prefix = prefix_without_overlap(current, hit, mesh)
            if prefix is not None:
                out.append(prefix)
            current = suffix_without_overlap(current, hit, mesh)
    return out


def is_strict_prefix(first: Sequence[AxisRef], second: Sequence[AxisRef],
                     mesh: MeshAttr) -> bool:
    """``first`` is a strict prefix of ``second`` (its last ref may be a prefix of the
    matching ref of ``second``)."""
    if not first:
        return bool(second)
    if len(first) > len(second) or list(first[:-1]) != list(second[: len(first) - 1]):
        return False
    last, other = first[-1], second[len(first) - 1]
    if last == other:
        return len(first) < len(second)
    return last.is_prefix_of(other, mesh)
