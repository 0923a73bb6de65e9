"""Sharding attributes of the sdy dialect.

``TensorSharding`` is ``#sdy.sharding<@mesh, [{"x", ?}p1, {}], replicated={..}, unreduced={..}>``:
per dimension the axes that shard it (major to minor), whether it is open, and
its priority; plus explicitly replicated and unreduced axes.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from math import prod

from planner.model.ir.attributes import Attribute, quote
from planner.model.sharding.axis import AxisRef, axes_size, axes_text
from planner.model.sharding.mesh import MeshAttr

REDUCTIONS = ("sum", "max", "min")


@dataclass(frozen=True, slots=True)
class DimSharding:
    axes: tuple[AxisRef, ...] = ()
    is_closed: bool = True
    priority: int | None = None

    @staticmethod
    def open(*axes: AxisRef) -> DimSharding:
        return DimSharding(tuple(axes), is_closed=False)

    def size(self, mesh: MeshAttr) -> int:
        return axes_size(self.axes, mesh)

    def __str__(self) -> str:
        parts = [str(a) for a in self.axes]
        if not self.is_closed:
            parts.append("?")
        text = "{" + ", ".join(parts) + "}"
        return text if self.priority is None else f"{text}p{self.priority}"


@dataclass(frozen=True, slots=True)
class TensorSharding(Attribute):
    mesh: str | MeshAttr  # a mesh symbol name, or an inlined mesh
    dims: tuple[DimSharding, ...] = ()
    replicated: tuple[AxisRef, ...] = ()
    unreduced: tuple[AxisRef, ...] = ()
    reduction: str = "sum"  # how unreduced axes combine
    # Shardings key the encoder's tables by the hundred thousand: hashed once each.
    _hash: int | None = field(default=None, init=False, repr=False, compare=False)

    def __hash__(self) -> int:
        h = self._hash
        if h is None:
            h = hash((self.mesh, self.dims, self.replicated, self.unreduced, self.reduction))
            object.__setattr__(self, "_hash", h)
        return h

    def __getstate__(self) -> tuple[object, ...]:
        # Not the hash: another process hashes strings with another seed.
        return self.mesh, self.dims, self.replicated, self.unreduced, self.reduction

    def __setstate__(self, state: tuple[object, ...]) -> None:
        for name, value in zip(("mesh", "dims", "replicated", "unreduced", "reduction"), state,
                               strict=True):
            object.__setattr__(self, name, value)
        object.__setattr__(self, "_hash", None)

    @staticmethod
    def closed(mesh: str | MeshAttr, *dims: tuple[AxisRef, ...] | list[AxisRef]) -> TensorSharding:
        return TensorSharding(mesh, tuple(DimSharding(tuple(d)) for d in dims))

    @staticmethod
    def unsharded(mesh: str | MeshAttr, rank: int) -> TensorSharding:
        """Every dimension closed and unsharded."""
        return TensorSharding(mesh, tuple(DimSharding() for _ in range(rank)))

    @staticmethod
    def fully_open(mesh: str | MeshAttr, rank: int) -> TensorSharding:
        return TensorSharding(mesh, tuple(DimSharding((), is_closed=False) for _ in range(rank)))

    @property
    def rank(self) -> int:
        return len(self.dims)

    @property
    def mesh_name(self) -> str | None:
        return self.mesh if isinstance(self.mesh, str) else None

    def dim_axes(self) -> Iterator[AxisRef]:
        for d in self.dims:
            yield from d.axes

    def all_axes(self) -> list[AxisRef]:
        """Every axis ref the sharding names: dimension axes, replicated, unreduced."""
        return [*self.dim_axes(), *self.replicated, *self.unreduced]

    def is_fully_replicated(self) -> bool:
        return self.is_dims_replicated() and not self.unreduced

    def is_dims_replicated(self) -> bool:
        """No dimension is sharded (replicated and unreduced axes don't count)."""
        return not any(d.axes for d in self.dims)

    def same_dim_axes(self, other: TensorSharding) -> bool:
        """The same mesh and the same axes per dimension, or neither shards a dimension:
        Shardy's ``isEquivalent`` as jaxlib 0.10.2 has it (openness, priorities, replicated
        and unreduced axes don't matter)."""
        if self.is_dims_replicated():
            return other.is_dims_replicated()
        return self.mesh == other.mesh and self.rank == other.rank and \
            all(x.axes == y.axes for x, y in zip(self.dims, other.dims, strict=True))

    def shards_as(self, target: TensorSharding | None) -> bool:
        """``same_dim_axes`` as ``target``, None standing for unsharded."""
        return self.same_dim_axes(target) if target is not None else \
            self.is_dims_replicated()

    def closed_replicated_like(self) -> TensorSharding:
        """Same mesh and rank, every dimension closed and unsharded, nothing else
        (Shardy's ``getFullyClosedLike``)."""
        return TensorSharding.unsharded(self.mesh, self.rank)

    def is_fully_closed(self) -> bool:
        return all(d.is_closed for d in self.dims)

    def local_shape(self, shape: tuple[int, ...], mesh: MeshAttr) -> tuple[int, ...]:
        """Per-device shape; a dimension that does not divide is padded up (ceil)."""
        return tuple(-(-d // dim.size(mesh)) if dim.axes else d
                     for d, dim in zip(shape, self.dims, strict=True))

    def padding(self, shape: tuple[int, ...], mesh: MeshAttr) -> tuple[int, ...]:
        """Elements of padding each dimension needs to divide evenly."""
        local = self.local_shape(shape, mesh)
        return tuple(loc * dim.size(mesh) - d for d, loc, dim in zip(shape, local, self.dims, strict=True))

    def num_shards(self, mesh: MeshAttr) -> int:
        return prod(d.size(mesh) for d in self.dims)

    def with_dims(self, dims: tuple[DimSharding, ...]) -> TensorSharding:
        return TensorSharding(self.mesh, dims, self.replicated, self.unreduced, self.reduction)

    def mesh_text(self) -> str:
        return "@" + _symbol(self.mesh) if isinstance(self.mesh, str) else "mesh" + self.mesh.stripped()

    def stripped(self) -> str:
        """``<@mesh, [...], replicated={...}>`` as inside op syntax."""
        text = f"<{self.mesh_text()}, [" + ", ".join(map(str, self.dims)) + "]"
        if self.replicated:
            text += ", replicated=" + axes_text(self.replicated)
        if self.unreduced:
            red = "" if self.reduction == "sum" else self.reduction
            text += ", unreduced=" + red + axes_text(self.unreduced)
        return text + ">"

    def __str__(self) -> str:
        return "#sdy.sharding" + self.stripped()


_BARE_SYMBOL = re.compile(r"[A-Za-z_][A-Za-z0-9_$.]*")


def mesh_of(sharding: TensorSharding | None, meshes: Mapping[str, MeshAttr]) -> MeshAttr | None:
    """The mesh ``sharding`` is on: inlined, or named in ``meshes``; None for no sharding
    or an unknown name."""
    if sharding is None:
        return None
    if isinstance(sharding.mesh, MeshAttr):
        return sharding.mesh
    return meshes.get(sharding.mesh)


def _symbol(name: str) -> str:
    # ASCII only, as MLIR's bare identifiers: str.isalnum() would also let through
    # letters and digits like 'é' or '²' that no MLIR lexer reads in a bare symbol.
    return name if _BARE_SYMBOL.fullmatch(name) else quote(name)


@dataclass(frozen=True, slots=True)
class ShardingPerValue(Attribute):
    shardings: tuple[TensorSharding, ...] = ()

    def __len__(self) -> int:
        return len(self.shardings)

    def __getitem__(self, i: int) -> TensorSharding:
        return self.shardings[i]

    def __iter__(self) -> Iterator[TensorSharding]:
        return iter(self.shardings)

    def stripped(self) -> str:
        return "[" + ", ".join(s.stripped() for s in self.shardings) + "]"

    def __str__(self) -> str:
        return "#sdy.sharding_per_value<" + self.stripped() + ">"


@dataclass(frozen=True, slots=True)
class ManualAxes(Attribute):
    axes: tuple[str, ...] = ()

    def stripped(self) -> str:
        return "{" + ", ".join(quote(a) for a in self.axes) + "}"

    def __str__(self) -> str:
        return "#sdy<manual_axes" + self.stripped() + ">"


@dataclass(frozen=True, slots=True)
class AxisRefList(Attribute):
    axes: tuple[AxisRef, ...] = ()

    def stripped(self) -> str:
        return axes_text(self.axes)

    def __str__(self) -> str:
        return "#sdy<axis_ref_list" + self.stripped() + ">"


@dataclass(frozen=True, slots=True)
class ListOfAxisRefLists(Attribute):
    lists: tuple[tuple[AxisRef, ...], ...] = ()

    def stripped(self) -> str:
        return "[" + ", ".join(axes_text(axes) for axes in self.lists) + "]"

    def __str__(self) -> str:
        return "#sdy<list_of_axis_ref_lists" + self.stripped() + ">"


@dataclass(frozen=True, slots=True)
class AllToAllParam:
    axes: tuple[AxisRef, ...]
    src_dim: int
    tgt_dim: int

    def __str__(self) -> str:
        return f"{axes_text(self.axes)}: {self.src_dim}->{self.tgt_dim}"


@dataclass(frozen=True, slots=True)
class AllToAllParamList(Attribute):
    params: tuple[AllToAllParam, ...] = field(default=())

    def stripped(self) -> str:
        return "[" + ", ".join(map(str, self.params)) + "]"

    def __str__(self) -> str:
        return "#sdy<all_to_all_param_list" + self.stripped() + ">"


# Enum attributes print as plain ``i32`` integers in generic form.
PROPAGATION_DIRECTIONS = ("NONE", "FORWARD", "BACKWARD", "BOTH")
