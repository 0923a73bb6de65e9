"""while, if, case, func.call and sdy.named_computation, run in lockstep across devices
(a collective inside a loop body meets every device at the same step)."""

from __future__ import annotations

import numpy as np

from planner.model.dialects.ops import ModuleOp
from planner.model.ir.attributes import SymbolRefAttr
from planner.model.ir.core import Operation
from planner.model.ir.op_names import FUNC, HLO, SDY
from planner.model.ir.op_table import OpTable
from planner.runtime.table import Driver, Lockstep
from planner.runtime.values import op_error

PerDev = list[list[np.ndarray]]


def _uniform(op: Operation, preds: list[np.ndarray]) -> int:
    """The branch index/predicate every device agrees on; SPMD programs keep control flow
    uniform, so disagreement is refused rather than silently serialised."""
    vals = {int(np.asarray(p)) for p in preds}
    if len(vals) != 1:
        raise op_error(op, f"'{op.name}': devices disagree on the branch taken; divergent "
                           "control flow is not simulated")
    return vals.pop()


def _while(drv: Driver, op: Operation, args: PerDev) -> PerDev:
    cond, body = op.regions[0].block, op.regions[1].block
    state = args
    while _uniform(op, drv.run_block(cond, state)[0]):
        state = drv.run_block(body, state)
    return state


def _if(drv: Driver, op: Operation, args: PerDev) -> PerDev:
    taken = _uniform(op, args[0])
    return drv.run_block(op.regions[0 if taken else 1].block, [])


def _case(drv: Driver, op: Operation, args: PerDev) -> PerDev:
    index = _uniform(op, args[0])
    n = len(op.regions)
    # An out-of-range index runs the last branch, as the spec says.
    return drv.run_block(op.regions[index if 0 <= index < n else n - 1].block, [])


def _call(drv: Driver, op: Operation, args: PerDev) -> PerDev:
    module = op
    while module.parent_op is not None:
        module = module.parent_op
    assert isinstance(module, ModuleOp)
    callee = module.lookup(op.typed_property("callee", SymbolRefAttr).root)
    if callee is None or not callee.regions or not callee.regions[0].blocks:
        raise op_error(op, f"'func.call': no body for the callee of {op.name}")
    return drv.run_block(callee.regions[0].block, args)


def _named(drv: Driver, op: Operation, args: PerDev) -> PerDev:
    return drv.run_block(op.regions[0].block, args)


OPS: OpTable[Lockstep] = OpTable("the interpreter", {
    HLO.WHILE: _while,
    HLO.IF: _if,
    HLO.CASE: _case,
    FUNC.CALL: _call,
    SDY.NAMED_COMPUTATION: _named,
})
