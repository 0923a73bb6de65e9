"""Element types, dense literals and the errors of the runtime."""

from __future__ import annotations

import numpy as np

from planner.model.ir.attributes import Attribute, DenseElementsAttr
from planner.model.ir.core import Operation
from planner.model.ir.dense_literals import ELEMENT_DTYPES, dense_array
from planner.model.ir.diagnostics import PlannerError
from planner.model.ir.types import TensorType, Type


def op_error(op: Operation, message: str) -> PlannerError:
    """A one-line error at ``op``'s source position."""
    return PlannerError(message, op.src_loc)


def dtype_of(element_type: str, op: Operation | None = None) -> np.dtype:
    try:
        return ELEMENT_DTYPES[element_type]
    except KeyError:
        msg = f"element type {element_type} is not supported by the interpreter"
        raise (op_error(op, msg) if op is not None else PlannerError(msg)) from None


def tensor_type(t: Type, op: Operation) -> TensorType:
    """``t`` as a static tensor type, or a one-line error naming ``op``."""
    if not isinstance(t, TensorType):
        raise op_error(op, f"'{op.name}': type {t} is not supported by the interpreter")
    if not t.is_static:
        raise op_error(op, f"'{op.name}': dynamic shape {t} cannot be interpreted")
    return t


def np_type(t: Type, op: Operation) -> tuple[tuple[int, ...], np.dtype]:
    """``t``'s static shape and numpy dtype, or a one-line error naming ``op``."""
    known = _NP_TYPES.get(t)
    if known is None:
        if len(_NP_TYPES) > 1 << 16:
            _NP_TYPES.clear()
        tt = tensor_type(t, op)
        known = _NP_TYPES[t] = tt.static_shape, dtype_of(tt.element_type, op)
    return known


# Types are immutable and a program has few: each is read once.
_NP_TYPES: dict[Type, tuple[tuple[int, ...], np.dtype]] = {}


def dense_value(attr: Attribute, op: Operation) -> np.ndarray:
    """The array of a ``dense<...>`` literal."""
    if not isinstance(attr, DenseElementsAttr):
        raise op_error(op, f"'{op.name}': constant {attr} is not supported by the interpreter")
    shape, dt = np_type(attr.type, op)
    lit = attr.literal.strip()
    try:
        return dense_array(lit, shape, dt)
    except ValueError:  # the parser keeps literals as text
        raise op_error(op, f"'{op.name}': malformed dense literal dense<{lit}> for "
                           f"{attr.type}") from None


