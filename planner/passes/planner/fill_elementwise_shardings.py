"""``planner-fill-elementwise-shardings``: an element-wise op's result that carries no
sharding takes the one its operands agree on, in program order (so chains fill).

XLA compiles a module by running Shardy's propagation again on its own HLO, where chlo
ops are decomposed into StableHLO element-wise ops. A result that jaxlib's propagation
left without a sharding (seen on ``chlo.square`` feeding a full reduction) is therefore
sharded like its operands in the compiled program, not replicated: pricing it replicated
counts an all-gather XLA never runs. Not one of Shardy's passes: the evaluator runs it
first, so that it prices what XLA compiles.
"""

from __future__ import annotations

from planner.model.dialects.ops import ModuleOp
from planner.model.dialects.traits import ELEMENTWISE
from planner.model.dialects.value_sharding import set_value_sharding, value_sharding
from planner.model.ir.core import Operation
from planner.model.ir.types import TensorType
from planner.model.rules.elementwise import CHLO_POINTWISE_OPS
from planner.model.sharding.tensor_sharding import TensorSharding
from planner.passes.registry import Pass

_ELEMENTWISE = ELEMENTWISE | frozenset(CHLO_POINTWISE_OPS)


def fill_elementwise_shardings(module: ModuleOp) -> None:
    """Give each unsharded element-wise result its operands' common sharding, in place."""
    for op in module.walk():
        if op.name in _ELEMENTWISE and len(op.results) == 1 and \
                value_sharding(op.results[0]) is None:
            agreed = _agreed(op)
            if agreed is not None:
                set_value_sharding(op.results[0], agreed)


def _agreed(op: Operation) -> TensorSharding | None:
    """The sharding every sharded operand of ``op``'s rank has, if they agree (and one
    has one)."""
    rank = op.results[0].type.rank if isinstance(op.results[0].type, TensorType) else -1
    found = {s for v in op.operands
             if (s := value_sharding(v)) is not None and s.rank == rank}
    return found.pop() if len(found) == 1 else None


PASS = Pass("planner-fill-elementwise-shardings",
            "Gives an element-wise op's unsharded result its operands' common sharding.",
            fill_elementwise_shardings)
