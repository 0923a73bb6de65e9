"""Whether a ``stablehlo.reduce`` starts from its reducer's identity (0 for a sum, 1 for a
product, -inf or the least value for a maximum, ...).

Sharding a reduced dimension reduces each shard from the init value, then combines the
partial results: the init is counted once per shard. StableHLO leaves a non-identity init
implementation-defined, and XLA counts it per shard (a sum of 16 values from 100 over 4
devices gives the sum plus 400), so the planner never shards the reduced dimensions of
such a reduce: the plan computes what the program says on one device.
"""

from __future__ import annotations

import math

import ml_dtypes
import numpy as np

from planner.model.ir.attributes import DenseElementsAttr
from planner.model.ir.core import Operation, OpResult
from planner.model.ir.op_names import HLO
from planner.model.ir.types import TensorType

# What each reducer's identity is, as a test of the init's value.
_IDENTITY = {
    HLO.ADD: lambda x, lo, hi: x == 0,
    HLO.OR: lambda x, lo, hi: x == 0,
    HLO.XOR: lambda x, lo, hi: x == 0,
    HLO.MULTIPLY: lambda x, lo, hi: x == 1,
    HLO.AND: lambda x, lo, hi: x == hi or x == 1,
    HLO.MAXIMUM: lambda x, lo, hi: x == lo,
    HLO.MINIMUM: lambda x, lo, hi: x == hi,
}
_FLOATS = {"f16": np.float16, "f32": np.float32, "f64": np.float64,
           "bf16": ml_dtypes.bfloat16}
_BITS = {np.float16: np.uint16, np.float32: np.uint32, np.float64: np.uint64,
         ml_dtypes.bfloat16: np.uint16}


def _splat(v: object) -> tuple[float, float, float] | None:
    """The value a scalar constant holds, and its type's least and largest values."""
    if not isinstance(v, OpResult) or v.op.name != HLO.CONSTANT:
        return None
    attr, t = v.op.properties.get("value"), v.type
    if not isinstance(attr, DenseElementsAttr) or not isinstance(t, TensorType):
        return None
    lit = attr.literal.strip().strip("[]").strip()
    elem = t.element_type
    try:
        if elem == "i1":
            x = {"true": 1.0, "false": 0.0}[lit]
            return x, 0.0, 1.0
        if elem in _FLOATS:
            dt = _FLOATS[elem]
            x = float(np.array(int(lit, 16), _BITS[dt]).view(dt)) if lit.startswith("0x") \
                else float(lit)
            return x, -math.inf, math.inf
        signed = not elem.startswith("ui")
        info = np.iinfo(f"{'' if signed else 'u'}int{int(elem.lstrip('sui'))}")
        return float(int(lit)), float(info.min), float(info.max)
    except (KeyError, ValueError, TypeError):
        return None


def identity_init(op: Operation) -> bool:
    """Whether the reduce ``op``, of one input by one element-wise reducer, starts from
    that reducer's identity (a constant); True for any other op (a variadic reduction,
    an argmax, is resolved apart: ``planner-resolve-variadic-reductions``)."""
    if op.name != HLO.REDUCE or len(op.operands) != 2 or not op.regions:
        return True
    body = [o.name for o in op.regions[0].block.ops]
    if len(body) != 2 or body[1] != HLO.RETURN or body[0] not in _IDENTITY:
        return True
    found = _splat(op.operands[1])
    return found is not None and bool(_IDENTITY[body[0]](*found))
