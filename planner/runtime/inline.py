"""Inline ``func.call`` ops: the partitioner passes of jaxlib 0.10.2 localise only the
entry function's types, so callees are folded into their callers first."""

from __future__ import annotations

from planner.model.dialects.ops import CallOp, ModuleOp
from planner.model.ir.core import Operation, Value
from planner.model.ir.op_names import FUNC


def inline_calls(module: ModuleOp) -> ModuleOp:
    """Replace every call by a copy of its callee's body (in place), then drop the private
    functions nobody calls any more."""
    funcs = module.funcs()
    changed = True
    while changed:
        changed = False
        for op in list(module.walk()):
            if not isinstance(op, CallOp) or op.parent is None:
                continue
            callee = funcs[op.callee]
            _inline_one(op, callee)
            changed = True
    for name, func in list(funcs.items()):
        if func.visibility == "private" and not any(
                o.name == FUNC.CALL for o in module.walk()):
            func.erase()
            del funcs[name]
    return module


def _inline_one(call: Operation, callee: Operation) -> None:
    body = callee.regions[0].block
    mapping: dict[Value, Value] = dict(zip(body.args, call.operands, strict=True))
    block = call.parent
    assert block is not None
    results: list[Value] = []
    for op in body.ops:
        if op.name == FUNC.RETURN:
            results = [mapping.get(v, v) for v in op.operands]
            break
        block.insert_before(call, op.clone(mapping))
    for old, new in zip(call.results, results, strict=True):
        old.replace_all_uses_with(new)
    call.erase()
