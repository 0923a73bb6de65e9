"""Where each value of a block is last read: what frees a buffer, for the interpreter and
for the cost model's liveness alike."""

from __future__ import annotations

from planner.model.ir.core import Block, Value


def last_uses(block: Block, step: list[int] | None = None) -> dict[Value, int]:
    """For every value defined in ``block`` (its arguments and its ops' results): the
    step of the last op of ``block`` that uses it, directly or from a nested region
    (``step``: each op's; its index when None, program order)."""
    defined: set[Value] = set(block.args)
    for op in block.ops:
        defined.update(op.results)
    last: dict[Value, int] = {}
    for k, op in enumerate(block.ops):
        at = step[k] if step is not None else k
        for inner in op.walk():
            for v in inner.operands:
                if v in defined and last.get(v, -1) < at:
                    last[v] = at
    return last
