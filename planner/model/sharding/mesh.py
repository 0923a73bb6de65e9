"""Meshes: named axes over a set of devices (``#sdy.mesh``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from math import prod

from planner.model.ir.attributes import Attribute, quote


@dataclass(frozen=True, slots=True)
class MeshAxis:
    name: str
    size: int

    def __str__(self) -> str:
        return f"{quote(self.name)}={self.size}"


@dataclass(frozen=True, slots=True)
class MeshAttr(Attribute):
    """A list of named axes and an optional explicit device order.

    No axes and no devices is the *empty* mesh; no axes and one device id is a
    *maximal* mesh (the whole tensor lives on that device).
    """

    axes: tuple[MeshAxis, ...] = ()
    device_ids: tuple[int, ...] = ()
    # name -> size, for ``axis_size`` (asked millions of times while encoding)
    _sizes: dict[str, int] = field(init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_sizes", {a.name: a.size for a in self.axes})

    @property
    def is_empty(self) -> bool:
        return not self.axes and not self.device_ids

    @property
    def is_maximal(self) -> bool:
        return not self.axes and len(self.device_ids) == 1

    @property
    def axis_names(self) -> tuple[str, ...]:
        return tuple(a.name for a in self.axes)

    @property
    def num_devices(self) -> int:
        if self.is_maximal:
            return 1
        return prod(a.size for a in self.axes)

    def has_axis(self, name: str) -> bool:
        return any(a.name == name for a in self.axes)

    def axis_size(self, name: str) -> int:
        return self._sizes[name]

    def axis_index(self, name: str) -> int:
        for i, a in enumerate(self.axes):
            if a.name == name:
                return i
        raise KeyError(name)

    def devices(self) -> tuple[int, ...]:
        """The device ids in mesh order (iota when none are given)."""
        if self.device_ids:
            return self.device_ids
        return tuple(range(self.num_devices))

    def same_axes(self, other: MeshAttr) -> bool:
        return self.axes == other.axes

    def same_up_to_device_order(self, other: MeshAttr) -> bool:
        """Equal but for the order of the devices (Shardy's ``equals`` ignoring device
        ids): the same axes, and both maximal or neither."""
        return self.is_maximal == other.is_maximal and self.axes == other.axes

    def stripped(self) -> str:
        """``<["a"=2], device_ids=[...]>`` as inside ``sdy.mesh @m = ...``."""
        text = "<[" + ", ".join(map(str, self.axes)) + "]"
        if self.device_ids:
            text += ", device_ids=[" + ", ".join(map(str, self.device_ids)) + "]"
        return text + ">"

    def __str__(self) -> str:
        return "#sdy.mesh" + self.stripped()
