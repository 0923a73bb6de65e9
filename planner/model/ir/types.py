"""MLIR types the planner needs to look into; every other type is carried as text."""

from __future__ import annotations

from dataclasses import dataclass
from math import prod

# Bits per element of the element types JAX emits; anything else counts as 32 bits.
_ELEMENT_BITS = {
    "i1": 8, "i2": 8, "i4": 8, "i8": 8, "i16": 16, "i32": 32, "i64": 64,
    "ui8": 8, "ui16": 16, "ui32": 32, "ui64": 64, "si8": 8, "si16": 16, "si32": 32,
    "si64": 64, "f16": 16, "bf16": 16, "f32": 32, "f64": 64, "index": 64,
    "f8E4M3FN": 8, "f8E5M2": 8, "f8E4M3FNUZ": 8, "f8E5M2FNUZ": 8, "f8E4M3B11FNUZ": 8,
    "complex<f32>": 64, "complex<f64>": 128,
}


class Type:
    """Base of all types. Types are immutable and compare by value."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class TensorType(Type):
    """A ranked tensor; ``None`` in ``shape`` is a dynamic dimension (``?``)."""

    shape: tuple[int | None, ...]
    element_type: str
    encoding: str | None = None  # raw attribute text, carried through

    @property
    def rank(self) -> int:
        return len(self.shape)

    @property
    def is_static(self) -> bool:
        return all(d is not None for d in self.shape)

    @property
    def static_shape(self) -> tuple[int, ...]:
        """The shape of a static tensor; a ValueError for a dynamic one (the partitioner
        and the cost model work on static shapes only)."""
        if not self.is_static:
            raise ValueError(f"{self} has a dynamic dimension")
        return tuple(d for d in self.shape if d is not None)

    @property
    def num_elements(self) -> int:
        return prod(d or 0 for d in self.shape)

    @property
    def element_bytes(self) -> int:
        return _ELEMENT_BITS.get(self.element_type, 32) // 8

    @property
    def byte_size(self) -> int:
        return self.num_elements * self.element_bytes

    def with_shape(self, shape: tuple[int | None, ...]) -> TensorType:
        return TensorType(tuple(shape), self.element_type, self.encoding)

    def __str__(self) -> str:
        dims = "".join(("?" if d is None else str(d)) + "x" for d in self.shape)
        enc = f", {self.encoding}" if self.encoding else ""
        return f"tensor<{dims}{self.element_type}{enc}>"


@dataclass(frozen=True, slots=True)
class FunctionType(Type):
    inputs: tuple[Type, ...]
    results: tuple[Type, ...]

    def __str__(self) -> str:
        ins = ", ".join(map(str, self.inputs))
        if len(self.results) == 1 and not isinstance(self.results[0], FunctionType):
            return f"({ins}) -> {self.results[0]}"
        return f"({ins}) -> ({', '.join(map(str, self.results))})"


@dataclass(frozen=True, slots=True)
class TupleType(Type):
    types: tuple[Type, ...]

    def __str__(self) -> str:
        return f"tuple<{', '.join(map(str, self.types))}>"


@dataclass(frozen=True, slots=True)
class OpaqueType(Type):
    """Any other type (scalars, ``!stablehlo.token``, ...), kept as its text."""

    text: str

    def __str__(self) -> str:
        return self.text
