"""Inline ``func.call``s before planning.

JAX emits a private function per ``jax.named_call``/``jit``-inside-``jit`` and calls it
(often several times: one per layer). The planner inlines every call to a defined
function, so each call site is planned on its own (a call shared by all sites would tie
every layer to one sharding), then drops private functions nothing calls any more. The
inlined ops keep their own source locations (the callee's lines), so diagnostics still
point at the code the user wrote. Shardy's alternative -- named computations -- would
give the same freedom; inlining keeps the output to ops XLA compiles everywhere.
"""

from __future__ import annotations

from planner.model.dialects.ops import CallOp, FuncOp, ModuleOp
from planner.model.ir.core import Block, Operation, Value

MAX_DEPTH = 64  # recursion guard (StableHLO has no recursion, but a bad input might)


def inline_calls(module: ModuleOp) -> int:
    """Inline every call to a defined function in ``module`` (in place); the number of
    call sites inlined. Private functions left uncalled are erased."""
    funcs = module.funcs()
    count = 0
    for func in list(funcs.values()):
        if not func.is_declaration:
            count += _inline_block(func.body, funcs, 0)
    called = {op.callee for f in module.funcs().values() for op in f.walk()
              if isinstance(op, CallOp)}
    for name, func in list(module.funcs().items()):
        if func.visibility == "private" and name not in called:
            func.erase()
    return count


def _inline_block(block: Block, funcs: dict[str, FuncOp], depth: int) -> int:
    count = 0
    for op in list(block.ops):
        for region in op.regions:
            for b in region.blocks:
                count += _inline_block(b, funcs, depth)
        if isinstance(op, CallOp):
            count += _inline_one(op, block, funcs, depth)
    return count


def _inline_new(op: Operation, funcs: dict[str, FuncOp], depth: int) -> int:
    """Inline calls inside a freshly cloned op (and the op itself if it is a call)."""
    if isinstance(op, CallOp):
        assert op.parent is not None  # a freshly cloned op sits in its copy's block
        return _inline_one(op, op.parent, funcs, depth)
    n = 0
    for region in op.regions:
        for b in region.blocks:
            n += _inline_block(b, funcs, depth)
    return n


def _inline_one(op: CallOp, block: Block, funcs: dict[str, FuncOp], depth: int) -> int:
    callee = funcs.get(op.callee)
    if callee is None or callee.is_declaration or depth >= MAX_DEPTH:
        return 0
    mapping: dict[Value, Value] = dict(zip(callee.body.args, op.operands, strict=True))
    count = 1
    cloned = []
    for inner in callee.body.ops[:-1]:
        cloned.append(inner.clone(mapping))
        block.insert_before(op, cloned[-1])
    ret = callee.body.terminator
    assert ret is not None
    for r, v in zip(op.results, ret.operands, strict=True):
        r.replace_all_uses_with(mapping.get(v, v))
    op.erase()
    # Nested calls only once the whole body is in place: inlining one replaces its
    # results, which later clones must already use.
    for new in cloned:
        count += _inline_new(new, funcs, depth + 1)
    return count
