"""Default timing of one op for traces: FLOPs at 989e12 FLOP/s, collective bytes at 450e9
B/s plus 5 µs per collective (DESIGN.md's default hardware). planner/encode has no per-op
cost model yet, so the trace metadata names this one."""

from __future__ import annotations

from math import prod

from planner.model.ir.core import Operation
from planner.model.ir.types import TensorType

FLOPS = 989e12
BANDWIDTH = 450e9
LATENCY = 5e-6
MODEL_NAME = "planner.runtime.cost (flops/989e12 + collective bytes/450e9 + 5us)"


def _elems(t: object) -> int:
    return prod(d or 0 for d in t.shape) if isinstance(t, TensorType) else 0


def op_flops(op: Operation) -> float:
    """FLOPs of one op: 2·out·K for contractions, one per output element otherwise."""
    out = sum(_elems(r.type) for r in op.results)
    if op.name in ("stablehlo.dot_general", "stablehlo.dot"):
        lhs = op.operands[0].type
        if isinstance(lhs, TensorType):
            from planner.model.ir.ops import DotDimensionNumbers
            if op.name == "stablehlo.dot":
                k = lhs.shape[-1] or 1
            else:
                dn = DotDimensionNumbers.from_attr(op.get_attr("dot_dimension_numbers"))
                k = prod(lhs.shape[d] or 1 for d in dn.lhs_contracting_dimensions)
            return 2.0 * out * k
    if op.name == "stablehlo.convolution":
        rhs = op.operands[1].type
        res = op.results[0].type
        if isinstance(rhs, TensorType) and isinstance(res, TensorType):
            from planner.model.ir.ops import ConvDimensionNumbers
            dn = ConvDimensionNumbers.from_attr(op.get_attr("dimension_numbers"))
            per_out = _elems(rhs) // max(rhs.shape[dn.kernel_output_feature_dimension] or 1, 1)
            return 2.0 * out * per_out
    if op.name in ("stablehlo.reduce", "stablehlo.reduce_window"):
        return float(sum(_elems(v.type) for v in op.operands))
    return float(out)


def op_seconds(op: Operation, sent_bytes: int | None) -> float:
    if sent_bytes is not None:
        return sent_bytes / BANDWIDTH + LATENCY
    return op_flops(op) / FLOPS
