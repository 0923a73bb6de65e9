"""Element types and ``dense<...>`` literals as numpy reads them: the one parser of the
literals the parser keeps as text, shared by the verifier (which rejects a literal that
is malformed, of the wrong element count, or out of its integer type's range) and the
interpreter."""

from __future__ import annotations

import json
import math
import re
from functools import lru_cache

import ml_dtypes
import numpy as np

ELEMENT_DTYPES: dict[str, np.dtype] = {
    "i1": np.dtype(np.bool_), "i8": np.dtype(np.int8), "i16": np.dtype(np.int16),
    "i32": np.dtype(np.int32), "i64": np.dtype(np.int64), "si8": np.dtype(np.int8),
    "si16": np.dtype(np.int16), "si32": np.dtype(np.int32), "si64": np.dtype(np.int64),
    "ui8": np.dtype(np.uint8), "ui16": np.dtype(np.uint16), "ui32": np.dtype(np.uint32),
    "ui64": np.dtype(np.uint64), "f16": np.dtype(np.float16), "f32": np.dtype(np.float32),
    "f64": np.dtype(np.float64), "bf16": np.dtype(ml_dtypes.bfloat16),
    "f8E4M3FN": np.dtype(ml_dtypes.float8_e4m3fn), "f8E5M2": np.dtype(ml_dtypes.float8_e5m2),
    "complex<f32>": np.dtype(np.complex64), "complex<f64>": np.dtype(np.complex128),
}


def is_float(dt: np.dtype) -> bool:
    return dt.kind == "f" or dt == ml_dtypes.bfloat16 or (dt.kind == "V" and "float" in dt.name)


_HEX = re.compile(r"^-?0x[0-9a-fA-F]+$")


def _scalar(tok: object, dt: np.dtype) -> object:
    if isinstance(tok, str):
        if _HEX.match(tok):  # bit pattern of the element type
            bits = int(tok, 16)
            return np.array(bits, dtype=np.uint64).astype(
                {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}[dt.itemsize]).view(dt)
        if tok in ("true", "false"):
            return tok == "true"
        tok = float(tok) if dt.kind in "fcV" or is_float(dt) else int(tok)
    if dt.kind in "iu" and isinstance(tok, int) and not isinstance(tok, bool):
        info = np.iinfo(dt)
        # a signless iN takes its unsigned range too (MLIR's bit pattern: 255 is -1)
        top = info.max if dt.kind == "u" else 2 * info.max + 1
        if not info.min <= tok <= top:
            raise ValueError(f"{tok} is out of range for {dt}")
    return tok


# Partitioned programs repeat their small device tables at every op: read once each.
_MEMO_ELEMENTS = 1024


def dense_array(lit: str, shape: tuple[int, ...], dt: np.dtype) -> np.ndarray:
    """The array of literal ``lit`` (``dense<lit>``) of ``shape`` and element type ``dt``:
    a splat, nested lists of exactly the shape's elements, or a hex blob. ValueError
    where it is malformed, of another element count, or holds an integer ``dt``
    cannot."""
    try:
        if math.prod(shape) <= _MEMO_ELEMENTS:
            return _read_small(lit, shape, dt).copy()
        return _read(lit, shape, dt)
    except (TypeError, OverflowError, RecursionError) as e:  # (RecursionError: nested
        raise ValueError(str(e) or type(e).__name__) from None  # deeper than any rank)


@lru_cache(maxsize=1 << 10)
def _read_small(lit: str, shape: tuple[int, ...], dt: np.dtype) -> np.ndarray:
    return _read(lit, shape, dt)


def _read(lit: str, shape: tuple[int, ...], dt: np.dtype) -> np.ndarray:
    if not lit:  # dense<>: no elements
        if math.prod(shape):
            raise ValueError(f"no elements for shape {shape}")
        return np.zeros(shape, dt)
    if lit.startswith('"0x') or lit.startswith('"'):  # hex blob: raw little-endian bytes
        raw = bytes.fromhex(lit.strip('"')[2:])
        arr = np.frombuffer(raw, dtype=dt)
        return (np.broadcast_to(arr[0], shape) if arr.size == 1 else arr.reshape(shape)).copy()
    quoted = re.sub(r"(?<![\w.\"])(-?0x[0-9a-fA-F]+|true|false|[-+]?(?:inf|nan))", r'"\1"', lit)
    data = json.loads(quoted.replace("(", "[").replace(")", "]"))
    if dt.kind == "c":  # a complex element is written as a pair: (re, im)
        data = _complex_pairs(data, dt)
    if isinstance(data, list):
        flat = np.array(_flatten(data), dtype=object)
        vals = [_scalar(x, dt) for x in flat]
        return np.array([np.asarray(v).astype(dt) for v in vals], dtype=dt).reshape(shape)
    return np.full(shape, np.asarray(_scalar(data, dt)).astype(dt), dtype=dt)


def _complex_pairs(data: object, dt: np.dtype) -> object:
    """Nested lists whose innermost ``[re, im]`` pairs become complex numbers."""
    if isinstance(data, list) and len(data) == 2 and not any(isinstance(x, list) for x in data):
        re_, im = (float(_scalar(x, np.dtype(np.float64))) for x in data)  # type: ignore[arg-type]  # JSON scalars
        return complex(re_, im)
    if isinstance(data, list):
        return [_complex_pairs(x, dt) for x in data]
    return data


def _flatten(data: list) -> list:
    out: list = []
    for x in data:
        if isinstance(x, list):
            out.extend(_flatten(x))
        else:
            out.append(x)
    return out
