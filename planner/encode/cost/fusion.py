"""What XLA fuses: which results are never materialised (computed inside the ops that
read them), by XLA's instruction fusion's rules."""

from __future__ import annotations

from planner.model.dialects.traits import EXPENSIVE, FUSIBLE, FUSION_CONSUMERS
from planner.model.ir.core import Block, Operation, OpResult, Value
from planner.model.ir.types import TensorType


def fused_away(block: Block) -> set[Value]:
    """Results of ``block``'s ops that XLA never materialises: results of ``FUSIBLE`` ops
    read only by ``FUSION_CONSUMERS`` of the same block (never returned, never read by a
    collective, a contraction or a loop), and, when several ops read them, only if XLA
    would compute them once per reader (``duplicable``)."""
    out: set[Value] = set()
    for op in block.ops:
        if op.name not in FUSIBLE:
            continue
        for r in op.results:
            users = {id(u): u for u, _ in r.uses}
            if users and all(u.name in FUSION_CONSUMERS and u.parent is block
                             for u in users.values()) \
                    and (len(users) == 1 or duplicable(op)):
                out.add(r)
    return out


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
    if op.name in ("stablehlo.broadcast_in_dim", "stablehlo.broadcast", "stablehlo.iota"):
        return True
    return op.name in ("stablehlo.constant", "sdy.constant") and _elements(v.type) <= 1
