"""Peak memory per device of a program, with liveness.

In program order, a value is live from the op that defines it to its last use (a use
inside a nested region counts as a use by the op that holds the region); the entry
function's arguments are live throughout and its results until the end. An op with
regions (a loop, a call, a manual computation, a conditional) adds the peak of its body
on top of what is live around it, less its own results (counted outside already); the
body's arguments alias the op's operands and count nothing.

XLA's figure (the XLA oracle: arguments + outputs - aliases + temporaries of its buffer
assignment) is usually lower: XLA fuses element-wise chains (their intermediates never
exist), reuses buffers in place and schedules ops to shorten live ranges; ours is the
unfused program in its written order.
"""

from __future__ import annotations

from collections.abc import Callable

from planner.model.ir.core import Block, Operation, Value

BytesOf = Callable[[Value], int]
InnerPeak = Callable[[Operation], int]


def last_uses(block: Block) -> dict[Value, int]:
    """For every value defined in ``block`` (its arguments and its ops' results): the
    index of the last op of ``block`` that uses it, directly or from a nested region."""
    defined: set[Value] = set(block.args)
    for op in block.ops:
        defined.update(op.results)
    last: dict[Value, int] = {}
    for k, op in enumerate(block.ops):
        for inner in op.walk():
            for v in inner.operands:
                if v in defined:
                    last[v] = k
    return last


def block_peak(block: Block, bytes_of: BytesOf, inner_peak: InnerPeak,
               args_live: bool) -> int:
    """The most bytes live at once while ``block`` runs. ``args_live``: the block's
    arguments are its own buffers (an entry function) rather than aliases of the caller's;
    then they stay live throughout."""
    n = len(block.ops)
    if n == 0:
        return sum(bytes_of(a) for a in block.args) if args_live else 0
    last = last_uses(block)
    delta = [0] * (n + 1)  # bytes that become live at k, and stop being live after k
    base = sum(bytes_of(a) for a in block.args) if args_live else 0
    returned = set(block.ops[-1].operands)
    for k, op in enumerate(block.ops):
        for r in op.results:
            b = bytes_of(r)
            if not b:
                continue
            end = n - 1 if r in returned else last.get(r, k)
            delta[k] += b
            delta[end + 1] -= b
    peak, live = base, base
    for k, op in enumerate(block.ops):
        live += delta[k]
        extra = 0
        if op.regions:
            extra = max(0, inner_peak(op) - sum(bytes_of(r) for r in op.results))
        peak = max(peak, live + extra)
    return peak
