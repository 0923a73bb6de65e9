"""FLOPs of one op, counted the way XLA's ``HloCostAnalysis`` counts them, on whatever
shapes the caller gives (global ones, or each device's local ones).

    dot_general        2 · result elements · contracted elements (batch dims in the result)
    convolution        2 · result elements · input features per group · kernel taps that
                       land inside the (unpadded) input, as XLA counts
    reduce             (input - result elements) · ops of the reducer body, per input
    reduce_window      result elements · (window elements - 1) · ops of the body
    scatter            update elements · ops of the update body
    sort               elements · ⌈log2 n⌉ · ops of the comparator (n the sorted dim)
    transcendentals    exp, log, tanh, sqrt, rsqrt, power, sine... : one *transcendental*
                       per element, not a FLOP (XLA keeps them apart; logistic also
                       counts 3 FLOPs, as XLA expands it)
    data movement      broadcast, reshape, transpose, slices, concatenate, pad, gather,
                       iota, constants, collectives, control flow: 0
    everything else    one FLOP per result element (add, multiply, compare, select,
                       convert, ...)

Checked against XLA (jaxlib 0.10.2) on the corpus: see ``bench/bench_cost.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from math import ceil, log2, prod

from planner.model.dialects.ops import ConvDimensionNumbers, DotDimensionNumbers
from planner.model.dialects.traits import DATA_MOVEMENT, TRANSCENDENTAL
from planner.model.ir.attributes import int_list
from planner.model.ir.core import Block, Operation, Value
from planner.model.ir.op_names import HLO
from planner.model.ir.op_table import OpTable
from planner.model.ir.types import TensorType

Shape = tuple[int, ...]
ShapeOf = Callable[[Value], Shape | None]


@dataclass(frozen=True, slots=True)
class Work:
    """What an op computes: FLOPs and transcendental evaluations."""

    flops: float = 0.0
    transcendentals: float = 0.0

    def __add__(self, other: Work) -> Work:
        return Work(self.flops + other.flops, self.transcendentals + other.transcendentals)

    def scaled(self, k: float) -> Work:
        return Work(self.flops * k, self.transcendentals * k)

    @property
    def total(self) -> float:
        """FLOPs and transcendentals together: what a roofline of compute time counts."""
        return self.flops + self.transcendentals


ZERO = Work()


def type_shape(value: Value) -> Shape | None:
    """The static shape of a tensor value's type (None for tokens, tuples, dynamic)."""
    t = value.type
    if isinstance(t, TensorType) and t.is_static:
        return tuple(d or 0 for d in t.shape)
    return None


def _elems(shape: Shape | None) -> int:
    return prod(shape) if shape is not None else 0


def body_flops(block: Block) -> float:
    """FLOPs of one application of a reducer/comparator body (scalar ops: one each)."""
    return sum(op_work(op, type_shape).total for op in block.ops) or 1.0


# Ops whose work is not one FLOP per result element, by their own formula.
_SPECIAL: OpTable[Callable[[Operation, ShapeOf], Work]] = OpTable("work formulas")


@_SPECIAL.register(HLO.DOT_GENERAL, HLO.DOT)
def _dot(op: Operation, shape_of: ShapeOf) -> Work:
    lhs = shape_of(op.operands[0])
    out = shape_of(op.results[0])
    if lhs is None or out is None:
        return ZERO
    if op.name == HLO.DOT:
        k = lhs[-1] if lhs else 1
    else:
        dn = DotDimensionNumbers.from_attr(op.get_attr("dot_dimension_numbers"))
        k = prod(lhs[d] for d in dn.lhs_contracting_dimensions)
    return Work(2.0 * _elems(out) * k)


def _valid_taps(size: int, kernel: int, stride: int, lo: int, lhs_dil: int, rhs_dil: int,
                out: int) -> int:
    """(output position, kernel tap) pairs of one spatial dimension that read a real input
    element, not padding or a hole of the lhs dilation."""
    span = (size - 1) * lhs_dil + 1 if size else 0
    count = 0
    for o in range(out):
        for k in range(kernel):
            pos = o * stride - lo + k * rhs_dil
            if 0 <= pos < span and pos % lhs_dil == 0:
                count += 1
    return count


def _conv_tap_fraction(op: Operation, lhs: Shape, rhs: Shape, out: Shape,
                       dn: ConvDimensionNumbers) -> float:
    """The share of kernel taps that land inside the input (1 without padding), from the
    global shapes of the op's types (padding is a global notion)."""
    ns = len(dn.input_spatial_dimensions)
    strides = int_list(op.get_attr("window_strides")) or [1] * ns
    pad = int_list(op.get_attr("padding")) or [0] * (2 * ns)
    lhs_dil = int_list(op.get_attr("lhs_dilation")) or [1] * ns
    rhs_dil = int_list(op.get_attr("rhs_dilation")) or [1] * ns
    frac = 1.0
    for i in range(ns):
        n_in = lhs[dn.input_spatial_dimensions[i]]
        k = rhs[dn.kernel_spatial_dimensions[i]]
        n_out = out[dn.output_spatial_dimensions[i]]
        if n_out * k == 0 or n_out * k > 1 << 22:  # keep the count cheap on huge shapes
            continue
        taps = _valid_taps(n_in, k, strides[i], pad[2 * i], lhs_dil[i], rhs_dil[i], n_out)
        frac *= taps / (n_out * k)
    return frac


@_SPECIAL.register(HLO.CONVOLUTION)
def _convolution(op: Operation, shape_of: ShapeOf) -> Work:
    rhs = shape_of(op.operands[1])
    out = shape_of(op.results[0])
    if rhs is None or out is None:
        return ZERO
    dn = ConvDimensionNumbers.from_attr(op.get_attr("dimension_numbers"))
    per_out = _elems(rhs) // max(rhs[dn.kernel_output_feature_dimension], 1)
    g_lhs, g_rhs, g_out = (type_shape(op.operands[0]), type_shape(op.operands[1]),
                           type_shape(op.results[0]))
    frac = 1.0
    if g_lhs is not None and g_rhs is not None and g_out is not None:
        frac = _conv_tap_fraction(op, g_lhs, g_rhs, g_out, dn)
    return Work(2.0 * _elems(out) * per_out * frac)


@_SPECIAL.register(HLO.REDUCE)
def _reduce(op: Operation, shape_of: ShapeOf) -> Work:
    n = len(op.operands) // 2
    body = body_flops(op.regions[0].block) / max(n, 1)
    work = 0.0
    for x, r in zip(op.operands[:n], op.results, strict=False):
        work += max(_elems(shape_of(x)) - _elems(shape_of(r)), 0) * body
    return Work(work)


@_SPECIAL.register(HLO.REDUCE_WINDOW)
def _reduce_window(op: Operation, shape_of: ShapeOf) -> Work:
    window = prod(int_list(op.get_attr("window_dimensions")) or [1])
    body = body_flops(op.regions[0].block)
    return Work(sum(_elems(shape_of(r)) for r in op.results) * max(window - 1, 0) * body)


@_SPECIAL.register(HLO.SCATTER)
def _scatter(op: Operation, shape_of: ShapeOf) -> Work:
    updates = op.operands[(len(op.operands) + 1) // 2:]
    body = body_flops(op.regions[0].block)
    return Work(sum(_elems(shape_of(u)) for u in updates) * body / max(len(updates), 1))


@_SPECIAL.register(HLO.SORT)
def _sort(op: Operation, shape_of: ShapeOf) -> Work:
    shape = shape_of(op.operands[0])
    if not shape:
        return ZERO
    dim = int_list(op.get_attr("dimension"))
    n = shape[dim[0] if dim else -1]
    return Work(_elems(shape) * max(ceil(log2(max(n, 1))), 1) * body_flops(op.regions[0].block))


@_SPECIAL.register(HLO.SELECT_AND_SCATTER)
def _select_and_scatter(op: Operation, shape_of: ShapeOf) -> Work:
    window = prod(int_list(op.get_attr("window_dimensions")) or [1])
    source = _elems(shape_of(op.operands[1]))
    return Work(source * window * body_flops(op.regions[0].block)
                + source * body_flops(op.regions[1].block))


def op_work(op: Operation, shape_of: ShapeOf = type_shape) -> Work:
    """FLOPs and transcendentals of ``op`` alone (not its nested regions' ops, except as
    reducer/comparator bodies) on the shapes ``shape_of`` gives; the types' global shapes
    by default."""
    special = _SPECIAL.get(op.name)
    if special is not None:
        return special(op, shape_of)
    if op.dialect == "sdy" or op.name in DATA_MOVEMENT:
        return ZERO
    out = sum(_elems(shape_of(r)) for r in op.results)
    if op.name in TRANSCENDENTAL:
        return Work(0.0, float(out))
    if op.name == HLO.LOGISTIC:  # XLA: 1/(1+exp(-x)): negate, add, divide + exp
        return Work(3.0 * out, float(out))
    return Work(float(out))
