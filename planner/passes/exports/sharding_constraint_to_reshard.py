"""``sdy-sharding-constraint-to-reshard``: every ``sdy.sharding_constraint`` becomes an
``sdy.reshard`` with the same operand, sharding, discardable attributes and location."""

from __future__ import annotations

from planner.model.dialects.ops import FuncOp, ModuleOp
from planner.model.ir.core import Operation
from planner.model.ir.op_names import SDY
from planner.passes.registry import Pass


def _to_reshard(op: Operation) -> None:
    assert op.parent is not None
    reshard = Operation.create(
        SDY.RESHARD, [op.operands[0]], [op.results[0].type],
        properties={"sharding": op.properties["sharding"]},
        attributes=dict(op.attributes), src_loc=op.src_loc, loc=op.loc)
    op.parent.insert_before(op, reshard)
    op.results[0].replace_all_uses_with(reshard.results[0])
    op.erase()


def sharding_constraint_to_reshard(module: ModuleOp) -> None:
    """Replace the sharding constraints of every function by reshards."""
    for func in [op for op in module.body.ops if isinstance(op, FuncOp)]:
        for op in list(func.walk()):
            if op.name == SDY.SHARDING_CONSTRAINT:
                _to_reshard(op)


PASS = Pass("sdy-sharding-constraint-to-reshard",
            "Converts ShardingConstraintOp into ReshardOp.",
            sharding_constraint_to_reshard, nested=True)
