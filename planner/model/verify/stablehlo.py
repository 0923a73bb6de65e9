"""The StableHLO op rules the verifier checks: those whose attributes the planner reads to
cost, plan and run an op (MLIR's own verifier rejects the same inputs)."""

from __future__ import annotations

from collections.abc import Callable

from planner.model.dialects.ops import DotDimensionNumbers
from planner.model.ir.core import Operation
from planner.model.ir.op_names import HLO
from planner.model.ir.types import TensorType
from planner.model.verify.attrs import Invalid


def _check_dims(dims: tuple[int, ...], rank: int, what: str) -> None:
    for d in dims:
        if not 0 <= d < rank:
            raise Invalid(f"{what} dimension {d} is out of range for rank {rank}")
    if len(set(dims)) != len(dims):
        raise Invalid(f"{what} dimensions {list(dims)} repeat a dimension")


def check_dot_general(op: Operation) -> None:
    """``dot_dimension_numbers`` parse, name dimensions of the operands, pair up in
    number and in size, and batching and contracting dimensions do not overlap."""
    try:
        dn = DotDimensionNumbers.from_attr(op.get_attr("dot_dimension_numbers"))
    except ValueError as e:
        raise Invalid(f"malformed dot_dimension_numbers ({e})") from None
    if len(op.operands) != 2:
        raise Invalid(f"expects 2 operands, has {len(op.operands)}")
    lhs, rhs = (v.type for v in op.operands)
    if not (isinstance(lhs, TensorType) and isinstance(rhs, TensorType)):
        return
    sides = ((lhs, dn.lhs_batching_dimensions, dn.lhs_contracting_dimensions, "lhs"),
             (rhs, dn.rhs_batching_dimensions, dn.rhs_contracting_dimensions, "rhs"))
    for t, batching, contracting, side in sides:
        _check_dims(batching, t.rank, f"{side} batching")
        _check_dims(contracting, t.rank, f"{side} contracting")
        if set(batching) & set(contracting):
            raise Invalid(f"{side} batching and contracting dimensions overlap")
    for kind, a, b in (("batching", dn.lhs_batching_dimensions, dn.rhs_batching_dimensions),
                       ("contracting", dn.lhs_contracting_dimensions,
                        dn.rhs_contracting_dimensions)):
        if len(a) != len(b):
            raise Invalid(f"lhs and rhs have {len(a)} and {len(b)} {kind} dimensions")
        for x, y in zip(a, b, strict=True):
            if lhs.shape[x] is not None and rhs.shape[y] is not None and \
                    lhs.shape[x] != rhs.shape[y]:
                raise Invalid(f"{kind} dimensions lhs {x} (size {lhs.shape[x]}) and rhs {y} "
                              f"(size {rhs.shape[y]}) differ in size")


STABLEHLO_CHECKS: dict[str, Callable[[Operation], None]] = {
    HLO.DOT_GENERAL: check_dot_general,
}
