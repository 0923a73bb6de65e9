"""What XLA fuses: which results are never materialised (computed inside the ops that
read them), by XLA's instruction fusion's rules, and where the hardware says so, by its
CPU backend's library fusions."""

from __future__ import annotations

from collections.abc import Callable

from planner.model.dialects.ops import ConvDimensionNumbers
from planner.model.dialects.traits import (
    ELEMENTWISE,
    EXPENSIVE,
    FUSIBLE,
    FUSION_CONSUMERS,
    SHARDING_VIEWS,
)
from planner.model.ir.attributes import int_list
from planner.model.ir.core import Block, Operation, OpResult, Value
from planner.model.ir.op_names import HLO, SDY
from planner.model.ir.types import TensorType

# What a library fusion of XLA's CPU backend (YNNPACK: ``LibraryRewriter`` with
# ``YnnMatcher``, xla/backends/cpu/transforms) grows into from a convolution: the op that
# alone reads the fusion's result, while it is one of these; a reduction ends it. The
# oracle's modules show it: a stack of convolutions, biases, relus and poolings, to the
# global pooling's reduce, runs as one kernel.
_LIBRARY_DOWN = ELEMENTWISE | frozenset({
    HLO.CONVOLUTION, HLO.REDUCE_WINDOW, HLO.REDUCE})
# ... and into producers the fusion alone reads: element-wise ops, broadcasts, constants.
_LIBRARY_UP = ELEMENTWISE | frozenset({
    HLO.BROADCAST_IN_DIM, HLO.CONSTANT})


# Whether an op may join a library fusion from the op it reads (a convolution whose input
# a halo exchange makes first may not): given where the hardware runs library fusions.
Joins = Callable[[Operation], bool]


def fused_away(block: Block, library: Joins | None = None) -> set[Value]:
    """Results of ``block``'s ops that XLA never materialises: results of ``FUSIBLE`` ops
    read only by ``FUSION_CONSUMERS`` of the same block (never returned, never read by a
    collective, a contraction or a loop), and, when several ops read them, only if XLA
    would compute them once per reader (``duplicable``); with ``library``, the results
    inside a library fusion too (``library_fused``). A sharding view (a constraint, a
    reshard before it is lowered) is no op of XLA's: its readers read its operand, and
    its result is fused away with its operand."""
    out: set[Value] = library_fused(block, library) if library is not None else set()
    for op in block.ops:
        if op.name in SHARDING_VIEWS:
            if op.operands and op.operands[0] in out:
                out.add(op.results[0])
            continue
        if op.name not in FUSIBLE:
            continue
        for r in op.results:
            users = _readers(r)
            if users and all(u.name in FUSION_CONSUMERS and u.parent is block
                             for u in users.values()) \
                    and (len(users) == 1 or duplicable(op)):
                out.add(r)
    return out


def _readers(value: Value) -> dict[int, Operation]:
    """The ops that read ``value``, through sharding views (by id)."""
    out: dict[int, Operation] = {}
    stack = [value]
    while stack:
        for u, _ in stack.pop().uses:
            if u.name in SHARDING_VIEWS and u.results:
                stack.append(u.results[0])
            else:
                out[id(u)] = u
    return out


def library_fused(block: Block, joins: Joins) -> set[Value]:
    """Results computed inside one of the CPU backend's library fusions of ``block`` (all
    but each fusion's last op's): from each convolution, the fusion takes the op that
    alone reads its last result while that op is in ``_LIBRARY_DOWN`` and ``joins`` (a
    reduce ends it), and the ``_LIBRARY_UP`` producers that only its ops read."""
    out: set[Value] = set()
    taken: set[int] = set()
    for start in block.ops:
        if not library_convolution(start) or id(start) in taken:
            continue
        members = [start]
        last = start
        while last.name != HLO.REDUCE and len(last.results) == 1:
            users = {id(u): u for u, _ in last.results[0].uses}
            if len(users) != 1:
                break
            (user,) = users.values()
            if user.parent is not block or user.name not in _LIBRARY_DOWN or \
                    id(user) in taken or not joins(user) or \
                    (user.name == HLO.CONVOLUTION and not library_convolution(user)):
                break
            out.add(last.results[0])
            members.append(user)
            last = user
        taken.update(id(m) for m in members)
        _take_producers(block, members, taken, out)
    return out


# Convolutions YNNPACK takes (``IsConvolutionOpSupportedByYnn``, xla/backends/cpu/
# ynn_support.cc): f32 or f64, 2-D in the b01f / 01io layout, more than 16 features in
# or out (fewer: the library's overhead dominates), no input dilation.
_LIBRARY_TYPES = frozenset({"f32", "f64"})
_NHWC = ConvDimensionNumbers(0, 3, (1, 2), 2, 3, (0, 1), 0, 3, (1, 2))
_MIN_LIBRARY_FEATURES = 17


def library_convolution(op: Operation) -> bool:
    """Whether the CPU backend's library runs convolution ``op`` (it starts a fusion)."""
    if op.name != HLO.CONVOLUTION or len(op.operands) != 2:
        return False
    types = [v.type for v in (*op.operands, *op.results)]
    if not all(isinstance(t, TensorType) and t.is_static and t.element_type in _LIBRARY_TYPES
               for t in types):
        return False
    x, y = types[0], types[2]
    if not isinstance(x, TensorType) or not isinstance(y, TensorType):
        return False
    try:
        dn = ConvDimensionNumbers.from_attr(op.get_attr("dimension_numbers"))
    except (ValueError, TypeError):
        return False
    features = max(x.static_shape[dn.input_feature_dimension],
                   y.static_shape[dn.output_feature_dimension])
    dilated = any(d != 1 for d in int_list(op.get_attr("lhs_dilation")))
    return dn == _NHWC and features >= _MIN_LIBRARY_FEATURES and not dilated


def _take_producers(block: Block, members: list[Operation], taken: set[int],
                    out: set[Value]) -> None:
    """Grow a library fusion into the ``_LIBRARY_UP`` producers its ops alone read."""
    inside = {id(m) for m in members}
    stack = list(members)
    while stack:
        op = stack.pop()
        for v in op.operands:
            p = v.op if isinstance(v, OpResult) else None
            if p is None or p.parent is not block or id(p) in taken or \
                    p.name not in _LIBRARY_UP or len(p.results) != 1 or \
                    any(id(u) not in inside for u, _ in v.uses):
                continue
            inside.add(id(p))
            taken.add(id(p))
            out.add(v)
            stack.append(p)


def duplicable(op: Operation) -> bool:
    """Whether XLA's instruction fusion copies ``op`` into each of its readers: not when
    it is expensive (``InstructionFusion::IsExpensive``), nor when it reads more than one
    large operand and more elements than it makes: a copy per reader would read those
    operands again (``InstructionFusion::ComputeGloballyUnfusible``, xla/service/
    instruction_fusion.cc, with ``EffectivelyAtMostUnary``)."""
    if op.name in EXPENSIVE:
        return False
    out_rank = max((_true_rank(r.type) for r in op.results), default=0)
    large = [v for v in op.operands if _true_rank(v.type) >= out_rank and not _negligible(v)]
    if len(large) <= 1:
        return True
    read = sum(_elements(v.type) for v in {id(v): v for v in op.operands}.values())
    return read <= sum(_elements(r.type) for r in op.results)


def _true_rank(t: object) -> int:
    """Dimensions of size other than 1 (XLA's ``TrueNumDimensions``)."""
    return sum(d != 1 for d in t.shape) if isinstance(t, TensorType) else 0


def _elements(t: object) -> int:
    return t.num_elements if isinstance(t, TensorType) else 0


def _negligible(v: Value) -> bool:
    """Operands XLA's unary test ignores: broadcasts, iotas and scalar constants."""
    op = v.op if isinstance(v, OpResult) else None
    if op is None:
        return False
    if op.name in (HLO.BROADCAST_IN_DIM, HLO.BROADCAST, HLO.IOTA):
        return True
    return op.name in (HLO.CONSTANT, SDY.CONSTANT) and _elements(v.type) <= 1
