"""Builtin MLIR attributes. Each prints itself in MLIR's canonical text form.

Dialect attributes the planner does not interpret (``#stablehlo.dot<...>``,
``#stablehlo<precision DEFAULT>``, ``affine_map<...>`` ...) are kept as
:class:`OpaqueAttr` with their exact text; typed views parse that text on demand.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass

from planner.model.ir.types import TensorType, Type


class Attribute:
    """Base of all attributes. Attributes are immutable and compare by value."""

    __slots__ = ()


def quote(s: str) -> str:
    """An MLIR string literal for ``s``."""
    out = []
    for ch in s:
        if ch == '"' or ch == "\\":
            out.append("\\" + ch)
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append(f"\\{ord(ch):02X}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


_BARE_KEY_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$.")


def key_text(name: str) -> str:
    """A dictionary key: bare identifier when possible, otherwise quoted."""
    if name and (name[0].isalpha() or name[0] == "_") and all(c in _BARE_KEY_CHARS for c in name):
        return name
    return quote(name)


@dataclass(frozen=True, slots=True)
class UnitAttr(Attribute):
    def __str__(self) -> str:
        return "unit"


@dataclass(frozen=True, slots=True)
class BoolAttr(Attribute):
    value: bool

    def __str__(self) -> str:
        return "true" if self.value else "false"


@dataclass(frozen=True, slots=True)
class IntegerAttr(Attribute):
    value: int
    type: str = "i64"

    def __str__(self) -> str:
        return f"{self.value} : {self.type}"


@dataclass(frozen=True, slots=True)
class FloatAttr(Attribute):
    """A float; ``text`` keeps the literal exactly as written (hex or decimal)."""

    text: str
    type: str = "f64"

    @property
    def value(self) -> float:
        if self.text.lower().startswith(("0x", "-0x")):
            import struct

            bits = int(self.text, 16)
            return struct.unpack(">d", bits.to_bytes(8, "big"))[0] if self.type == "f64" else \
                struct.unpack(">f", (bits & 0xFFFFFFFF).to_bytes(4, "big"))[0]
        return float(self.text)

    def __str__(self) -> str:
        return f"{self.text} : {self.type}"


@dataclass(frozen=True, slots=True)
class StringAttr(Attribute):
    value: str

    def __str__(self) -> str:
        return quote(self.value)


@dataclass(frozen=True, slots=True)
class SymbolRefAttr(Attribute):
    root: str
    nested: tuple[str, ...] = ()

    def __str__(self) -> str:
        return "::".join(_sym(s) for s in (self.root, *self.nested))


def _sym(name: str) -> str:
    bare = name and (name[0].isalpha() or name[0] == "_") and all(c in _BARE_KEY_CHARS for c in name)
    return "@" + (name if bare else quote(name))


@dataclass(frozen=True, slots=True)
class TypeAttr(Attribute):
    type: Type

    def __str__(self) -> str:
        return str(self.type)


@dataclass(frozen=True, slots=True)
class ArrayAttr(Attribute):
    elements: tuple[Attribute, ...]

    def __iter__(self) -> Iterator[Attribute]:
        return iter(self.elements)

    def __len__(self) -> int:
        return len(self.elements)

    def __getitem__(self, i: int) -> Attribute:
        return self.elements[i]

    def __str__(self) -> str:
        return "[" + ", ".join(map(_element_text, self.elements)) + "]"


def _element_text(attr: Attribute) -> str:
    """MLIR elides the default types (i64, f64) of numbers inside arrays."""
    if isinstance(attr, IntegerAttr) and attr.type == "i64":
        return str(attr.value)
    if isinstance(attr, FloatAttr) and attr.type == "f64":
        return attr.text
    return str(attr)


@dataclass(frozen=True, slots=True)
class DictAttr(Attribute):
    """A dictionary attribute; entries are kept sorted by name, as MLIR does."""

    entries: tuple[tuple[str, Attribute], ...]

    @staticmethod
    def of(mapping: Mapping[str, Attribute] | Iterable[tuple[str, Attribute]]) -> DictAttr:
        items = mapping.items() if isinstance(mapping, Mapping) else mapping
        return DictAttr(tuple(sorted(items, key=lambda kv: kv[0])))

    def get(self, name: str, default: Attribute | None = None) -> Attribute | None:
        for k, v in self.entries:
            if k == name:
                return v
        return default

    def as_dict(self) -> dict[str, Attribute]:
        return dict(self.entries)

    def __len__(self) -> int:
        return len(self.entries)

    def __str__(self) -> str:
        return "{" + ", ".join(entry_text(k, v) for k, v in self.entries) + "}"


def entry_text(name: str, value: Attribute) -> str:
    """``name = value`` as in an attribute dictionary (a unit attribute prints bare)."""
    if isinstance(value, UnitAttr):
        return key_text(name)
    return f"{key_text(name)} = {value}"


@dataclass(frozen=True, slots=True)
class DenseArrayAttr(Attribute):
    """``array<i64: 1, 2>``."""

    element_type: str
    values: tuple[int | float | bool, ...]

    def __str__(self) -> str:
        if not self.values:
            return f"array<{self.element_type}>"
        if self.element_type == "i1":
            body = ", ".join("true" if v else "false" for v in self.values)
        else:
            body = ", ".join(str(v) for v in self.values)
        return f"array<{self.element_type}: {body}>"


@dataclass(frozen=True, slots=True)
class DenseElementsAttr(Attribute):
    """``dense<...> : tensor<...>``; the literal is kept as written (parsed by the runtime)."""

    literal: str
    type: Type

    @property
    def is_splat(self) -> bool:
        return not self.literal.startswith("[") and not self.literal.startswith('"')

    def __str__(self) -> str:
        return f"dense<{self.literal}> : {self.type}"


@dataclass(frozen=True, slots=True)
class OpaqueAttr(Attribute):
    """An attribute the planner carries but does not interpret, kept as its exact text."""

    text: str

    @property
    def dialect(self) -> str | None:
        if not self.text.startswith("#"):
            return None
        head = self.text[1:].split("<", 1)[0]
        return head.split(".", 1)[0]

    @property
    def mnemonic(self) -> str:
        """``stablehlo.dot`` for ``#stablehlo.dot<...>``; ``stablehlo.precision`` for
        ``#stablehlo<precision DEFAULT>``."""
        head, _, rest = self.text.lstrip("#").partition("<")
        if "." in head:
            return head
        word = rest.split(" ", 1)[0].split(">", 1)[0]
        return f"{head}.{word}"

    @property
    def body(self) -> str:
        """The text between the outermost angle brackets."""
        start = self.text.find("<")
        return self.text[start + 1 : -1] if start >= 0 and self.text.endswith(">") else ""

    def __str__(self) -> str:
        return self.text


_INTEGER = re.compile(r"-?\d+")


def int_list(attr: Attribute | None) -> list[int]:
    """Every integer of an attribute, flattened, the one reader of integer attributes: a
    dense array, an array of integers, an integer, or a dense elements literal (nested, as
    a padding's ``dense<[[0, 1], [1, 0]]>``, and a splat repeated to its type's element
    count); none is empty. A hex blob is not an integer list."""
    if attr is None:
        return []
    if isinstance(attr, DenseArrayAttr):
        return [int(v) for v in attr.values]
    if isinstance(attr, ArrayAttr):
        return [a.value for a in attr.elements if isinstance(a, IntegerAttr)]
    if isinstance(attr, IntegerAttr):
        return [attr.value]
    if isinstance(attr, DenseElementsAttr) and not attr.literal.lstrip().startswith('"'):
        found = [int(x) for x in _INTEGER.findall(attr.literal.replace("true", "1")
                                                  .replace("false", "0"))]
        if attr.is_splat and isinstance(attr.type, TensorType):
            return found * attr.type.num_elements
        return found
    raise TypeError(f"not an integer list: {attr}")
