"""while, if, case, func.call and sdy.named_computation, run in lockstep across devices
(a collective inside a loop body meets every device at the same step); an if or case
whose devices take different branches runs where no branch they take holds a
collective."""

from __future__ import annotations

import numpy as np

from planner.model.dialects.ops import ModuleOp
from planner.model.dialects.traits import HLO_COLLECTIVES, SDY_COLLECTIVES
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


def _branches(drv: Driver, op: Operation, taken: list[int]) -> PerDev:
    """Each device's results of the branch (region) it takes. Devices may disagree (an
    op placed on one device runs in a branch only it takes) where no branch they take
    holds a collective: each branch taken runs on every device and each keeps its own."""
    chosen = set(taken)
    if len(chosen) == 1:
        return drv.run_block(op.regions[taken[0]].block, [])
    if any(inner.name in HLO_COLLECTIVES or inner.name in SDY_COLLECTIVES
           for i in chosen for top in op.regions[i].block.ops for inner in top.walk()):
        raise op_error(op, f"'{op.name}': devices disagree on the branch taken and a "
                           "branch holds a collective; divergent collectives are not "
                           "simulated")
    ran = {i: drv.run_block(op.regions[i].block, []) for i in sorted(chosen)}
    return [[ran[i][k][d] for d, i in enumerate(taken)] for k in range(len(op.results))]


def _if(drv: Driver, op: Operation, args: PerDev) -> PerDev:
    return _branches(drv, op, [0 if int(np.asarray(p)) else 1 for p in args[0]])


def _case(drv: Driver, op: Operation, args: PerDev) -> PerDev:
    n = len(op.regions)
    # An out-of-range index runs the last branch, as the spec says.
    return _branches(drv, op, [i if 0 <= (i := int(np.asarray(p))) < n else n - 1
                               for p in args[0]])


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
