"""``sdy-constant-or-scalar-merger``: a light CSE of constants and scalar broadcasts.

As Shardy does it, in each top-level function:

- a constant (``sdy.constant`` or any op MLIR marks constant-like: ``stablehlo.constant``,
  ``arith.constant``...) is replaced by the first earlier constant of the same region whose
  attributes (inherent and discardable together, ``sdy.sharding`` included) are the same.
  The op name is not compared: an ``sdy.constant`` and a ``stablehlo.constant`` of the same
  value merge, into whichever comes first;
- a ``stablehlo.broadcast_in_dim`` of a rank-0 tensor is replaced by the first earlier one
  in the same region with the same attributes, result type and operand;
- the replaced op's uses go to the kept op, which stays where it is; ops in different
  regions never merge.

Attributes compare by value as MLIR uniques them (``dense<1.0>`` and
``dense<[1.000000e+00, 0x3F800000]>`` of a ``tensor<2xf32>`` are the same attribute).
"""

from __future__ import annotations

import re
from collections.abc import Hashable
from fractions import Fraction

from planner.model.dialects.ops import FuncOp, ModuleOp
from planner.model.ir.attributes import (
    ArrayAttr,
    Attribute,
    DenseElementsAttr,
    DictAttr,
    FloatAttr,
    IntegerAttr,
)
from planner.model.ir.core import Operation, Region
from planner.model.ir.op_names import ARITH, CHLO, COMPLEX, HLO, MHLO, SDY, SHAPE, UB
from planner.model.ir.types import TensorType
from planner.passes.registry import Pass

# Ops with MLIR's ConstantLike trait among the dialects jaxlib registers (sdy.constant is
# matched by name in Shardy, the rest by the trait).
CONSTANT_LIKE = frozenset({
    SDY.CONSTANT, HLO.CONSTANT, CHLO.CONSTANT, MHLO.CONSTANT, ARITH.CONSTANT,
    COMPLEX.CONSTANT, UB.POISON, SHAPE.CONST_SHAPE, SHAPE.CONST_SIZE,
    SHAPE.CONST_WITNESS, "llvm.mlir.constant", "llvm.mlir.zero", "llvm.mlir.undef",
    "llvm.mlir.poison",
})

# (exponent bits, mantissa bits) of the IEEE-style float types whose literals we round.
_IEEE = {"f16": (5, 10), "bf16": (8, 7), "f32": (8, 23), "f64": (11, 52)}
_INT_TYPE = re.compile(r"^(?:[su]?i)(\d+)$")
_TOKEN = re.compile(r'\s*("(?:[^"\\]|\\.)*"|[\[\](),]|[^\s\[\](),]+)')


# A decimal literal whose exponent has five digits or more (|e| >= 10000) overflows to
# infinity or underflows to zero in every float type.
_HUGE_EXPONENT = re.compile(r"(\d*\.?\d*)[eE]([+-]?0*[1-9]\d{4,})")


def _float_bits(text: str, ebits: int, mbits: int) -> int:
    """The bit pattern MLIR stores for float literal ``text`` (decimal rounded to nearest,
    ties to even; hexadecimal taken as the bits themselves)."""
    negative = text.startswith("-")
    body = text.lstrip("+-")
    if body.lower().startswith("0x"):
        return int(body, 16)
    sign = 1 << (ebits + mbits) if negative else 0
    huge = _HUGE_EXPONENT.fullmatch(body)
    if huge:  # far outside every float type: Fraction would compute 10**exponent
        if not huge.group(1).strip("0."):
            return sign
        return sign | (((1 << ebits) - 1) << mbits) if not huge.group(2).startswith("-") \
            else sign
    q = Fraction(body)
    if q == 0:
        return sign
    bias = (1 << (ebits - 1)) - 1
    exp = q.numerator.bit_length() - q.denominator.bit_length()
    if Fraction(2) ** exp > q:
        exp -= 1
    exp = max(exp, 1 - bias)  # subnormals share the smallest exponent
    mantissa = round(q * Fraction(2) ** (mbits - exp))  # Fraction rounds ties to even
    if mantissa >= 1 << (mbits + 1):
        mantissa >>= 1
        exp += 1
    if exp > bias:
        return sign | (((1 << ebits) - 1) << mbits)  # infinity
    if mantissa < 1 << mbits:
        return sign | mantissa
    return sign | ((exp + bias) << mbits) | (mantissa - (1 << mbits))


def _element(text: str, element_type: str) -> Hashable:
    """One dense element's stored value, as comparable data."""
    if element_type in _IEEE:
        return _float_bits(text, *_IEEE[element_type])
    if element_type == "index" or _INT_TYPE.match(element_type):
        if text in ("true", "false"):
            return int(text == "true")
        width = 64 if element_type == "index" else int(element_type.lstrip("sui"))
        body = text.lstrip("+-")
        value = int(body, 16) if body.lower().startswith("0x") else int(body)
        return (-value if text.startswith("-") else value) & ((1 << width) - 1)
    return text.lower()


def _bit_width(element_type: str) -> int | None:
    """Bits per stored element of the numeric types we read (None for the others)."""
    if element_type in _IEEE:
        return 1 + sum(_IEEE[element_type])
    if element_type == "index":
        return 64
    m = _INT_TYPE.match(element_type)
    return int(m.group(1)) if m else None


def _complex_part(element_type: str) -> str | None:
    """``f32`` for ``complex<f32>``; None for other types."""
    return element_type[len("complex<"):-1] if element_type.startswith("complex<") else None


def _hex_buffer(attr: DenseElementsAttr, element_type: str) -> list[Hashable] | None:
    """The elements of a ``dense<"0x...">`` literal (raw little-endian data, one element
    for a splat), or None when it cannot be read."""
    complex_part = _complex_part(element_type)
    bits = _bit_width(complex_part or element_type)
    body = attr.literal.strip('"')
    if bits is None or not body.lower().startswith("0x"):
        return None
    data = bytes.fromhex(body[2:])
    width = (bits + 7) // 8
    words = [int.from_bytes(data[i:i + width], "little") for i in range(0, len(data), width)]
    if width * len(words) != len(data):
        return None
    if complex_part is None:
        return list(words)
    return [tuple(words[i:i + 2]) for i in range(0, len(words), 2)]


def _dense_key(attr: DenseElementsAttr) -> Hashable:
    """A dense elements attribute's type and stored values; a literal we cannot read
    (strings, unknown element types) compares as written."""
    if not isinstance(attr.type, TensorType):
        return ("dense", attr.type, attr.literal)
    element_type = attr.type.element_type
    if attr.literal.startswith('"'):
        try:
            buffer = _hex_buffer(attr, element_type)
        except ValueError:
            buffer = None
        if buffer is None:
            return ("dense", attr.type, attr.literal)
        return _values_key(attr.type, buffer)
    scalar_type = _complex_part(element_type) or element_type
    values: list[Hashable] = []
    pair: list[Hashable] | None = None  # the parts of a complex element being read
    try:
        for tok in _TOKEN.findall(attr.literal):
            if tok in ("[", "]", ","):
                continue
            if tok == "(":
                pair = []
            elif tok == ")":
                values.append(tuple(pair or ()))
                pair = None
            else:
                (pair if pair is not None else values).append(_element(tok, scalar_type))
    except (ValueError, ZeroDivisionError):
        return ("dense", attr.type, attr.literal)
    return _values_key(attr.type, values)


def _values_key(type: TensorType, values: list[Hashable]) -> Hashable:
    # MLIR stores a literal whose elements are all equal as a splat.
    if values and all(v == values[0] for v in values):
        return ("dense", type, "splat", values[0])
    return ("dense", type, tuple(values))


def attr_key(attr: Attribute) -> Hashable:
    """``attr`` as comparable data equal exactly when MLIR's uniqued attributes are."""
    if isinstance(attr, DenseElementsAttr):
        return _dense_key(attr)
    if isinstance(attr, FloatAttr) and attr.type in _IEEE:
        try:
            return ("float", attr.type, _float_bits(attr.text, *_IEEE[attr.type]))
        except (ValueError, ZeroDivisionError):
            return attr
    if isinstance(attr, IntegerAttr) and _INT_TYPE.match(attr.type):
        return ("int", attr.type, attr.value & ((1 << int(attr.type.lstrip("sui"))) - 1))
    if isinstance(attr, ArrayAttr):
        return ("array", tuple(attr_key(a) for a in attr.elements))
    if isinstance(attr, DictAttr):
        return ("dict", tuple((k, attr_key(v)) for k, v in attr.entries))
    try:
        hash(attr)
    except TypeError:
        return ("text", str(attr))
    return attr


def _attr_dict_key(op: Operation) -> Hashable:
    """The op's attribute dictionary (inherent and discardable, sorted by name)."""
    merged = {**op.attributes, **op.properties}
    return tuple((k, attr_key(merged[k])) for k in sorted(merged))


def _is_scalar(op: Operation) -> bool:
    t = op.operands[0].type if len(op.operands) == 1 else None
    return isinstance(t, TensorType) and t.rank == 0


def merge_in(func: Operation) -> None:
    """Merge the duplicate constants and scalar broadcasts nested in ``func``."""
    seen: dict[Hashable, Operation] = {}
    for op in func.walk():
        region: Region | None = op.parent.parent if op.parent is not None else None
        if op.name in CONSTANT_LIKE:
            key: Hashable = ("constant", _attr_dict_key(op), id(region))
        elif op.name == HLO.BROADCAST_IN_DIM and _is_scalar(op):
            key = ("broadcast", _attr_dict_key(op), id(region), op.results[0].type,
                   id(op.operands[0]))
        else:
            continue
        kept = seen.setdefault(key, op)
        if kept is op:
            continue
        for old, new in zip(op.results, kept.results, strict=False):
            old.replace_all_uses_with(new)
        op.erase()


def constant_or_scalar_merger(module: ModuleOp) -> None:
    """Merge duplicate constants and scalar broadcasts in each top-level function."""
    for op in list(module.body.ops):
        if isinstance(op, FuncOp):
            merge_in(op)


PASS = Pass("sdy-constant-or-scalar-merger",
            "Merge identical constants and scalar expansions with matching shardings.",
            constant_or_scalar_merger, nested=True)
