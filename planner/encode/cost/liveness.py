"""Peak memory per device of a program, with liveness, as XLA's buffer assignment sees it.

In program order, a value is live from the op that defines it to its last use (a use
inside a nested region counts as a use by the op that holds the region); the entry
function's arguments are live throughout and its results until the end. An op with
regions (a loop, a call, a manual computation, a conditional) adds the peak of its body
on top of what is live around it, less its own results (counted outside already); the
body's arguments alias the op's operands and count nothing.

Fusion (``fused_away``): a result XLA fuses into every op that reads it has no buffer
of its own, and the fused ops run where the first op with a buffer reads them: their
operands stay live until then. The encoder asks the same question of the same function,
so the solver's usages and this peak agree on which values take memory. In place
(``in_place``): a dynamic_update_slice or a while loop writes its result into an operand
that dies there, one buffer for both. Donated arguments (``donated_results``) hold the
results aliased to them: counted once.
"""

from __future__ import annotations

from collections.abc import Callable, Collection

from planner.model.dialects.ops import FuncOp
from planner.model.dialects.traits import EXPENSIVE, FUSIBLE, FUSION_CONSUMERS
from planner.model.ir.attributes import BoolAttr, IntegerAttr
from planner.model.ir.core import Block, Operation, Value

BytesOf = Callable[[Value], int]
InnerPeak = Callable[[Operation], int]


def fused_away(block: Block) -> set[Value]:
    """Results of ``block``'s ops that XLA never materialises: results of ``FUSIBLE`` ops
    read only by ``FUSION_CONSUMERS`` of the same block (never returned, never read by a
    collective, a contraction or a loop), and by one op only if ``EXPENSIVE``."""
    out: set[Value] = set()
    for op in block.ops:
        if op.name not in FUSIBLE:
            continue
        for r in op.results:
            users = {id(u): u for u, _ in r.uses}
            if users and all(u.name in FUSION_CONSUMERS and u.parent is block
                             for u in users.values()) \
                    and (len(users) == 1 or op.name not in EXPENSIVE):
                out.add(r)
    return out


def run_positions(block: Block, fused: set[Value]) -> list[int]:
    """Where each op of ``block`` really runs: its own index, or for an op whose results
    are all fused away, the latest place a reader of them runs (fusions run with their
    root)."""
    index = {id(op): k for k, op in enumerate(block.ops)}
    run_at = list(range(len(block.ops)))
    for k in reversed(range(len(block.ops))):
        op = block.ops[k]
        if op.results and all(r in fused for r in op.results):
            run_at[k] = max(run_at[index[id(u)]] for r in op.results for u, _ in r.uses)
    return run_at


def last_uses(block: Block, fused: set[Value] | None = None) -> dict[Value, int]:
    """For every value defined in ``block`` (its arguments and its ops' results): the
    position of the last op of ``block`` that uses it, directly or from a nested region
    (where that op runs: see ``run_positions``)."""
    run_at = run_positions(block, fused or set())
    defined: set[Value] = set(block.args)
    for op in block.ops:
        defined.update(op.results)
    last: dict[Value, int] = {}
    for k, op in enumerate(block.ops):
        for inner in op.walk():
            for v in inner.operands:
                if v in defined:
                    last[v] = max(last.get(v, run_at[k]), run_at[k])
    return last


def in_place(op: Operation) -> list[tuple[Value, Value]]:
    """(result, operand) pairs where XLA may write the result into the operand's buffer:
    a dynamic_update_slice updates its operand, a while loop its carried values."""
    if op.name == "stablehlo.dynamic_update_slice":
        return [(op.results[0], op.operands[0])]
    if op.name == "stablehlo.while":
        return list(zip(op.results, op.operands, strict=False))
    return []


def buffer_owners(block: Block, last: dict[Value, int], args_live: bool) -> dict[Value, Value]:
    """For each result written in place (``in_place``) into an operand that dies there:
    the value whose buffer it is (followed through chains of updates). An entry
    function's arguments are never overwritten (their caller keeps them)."""
    owner: dict[Value, Value] = {}
    returned = set(block.ops[-1].operands) if block.ops else set()
    for k, op in enumerate(block.ops):
        for result, source in in_place(op):
            if last.get(source) != k or source in returned or \
                    (args_live and source in block.args):
                continue
            owner[result] = owner.get(source, source)
    return owner


def donated_results(func: FuncOp) -> set[Value]:
    """The returned values XLA writes into a donated argument's buffer: the result an
    argument names with ``tf.aliasing_output``, and for each ``jax.buffer_donor``
    argument the first other result of its type."""
    ret = func.body.terminator
    if ret is None:
        return set()
    taken: set[int] = set()
    donors = []
    for i, arg in enumerate(func.body.args):
        attrs = func.arg_attrs(i)
        alias = attrs.get("tf.aliasing_output")
        if isinstance(alias, IntegerAttr) and 0 <= alias.value < len(ret.operands):
            taken.add(alias.value)
        elif isinstance(attrs.get("jax.buffer_donor"), BoolAttr) and \
                attrs["jax.buffer_donor"] == BoolAttr(True):
            donors.append(arg)
    for arg in donors:
        match = next((j for j, v in enumerate(ret.operands)
                      if j not in taken and v.type == arg.type), None)
        if match is not None:
            taken.add(match)
    return {ret.operands[j] for j in taken}


def block_peak(block: Block, bytes_of: BytesOf, inner_peak: InnerPeak,
               args_live: bool, aliased: Collection[Value] = ()) -> int:
    """The most bytes live at once while ``block`` runs. ``args_live``: the block's
    arguments are its own buffers (an entry function) rather than aliases of the caller's;
    then they stay live throughout. ``aliased``: returned values written into a donated
    argument's buffer (counted with the argument)."""
    n = len(block.ops)
    if n == 0:
        return sum(bytes_of(a) for a in block.args) if args_live else 0
    fused = fused_away(block)
    last = last_uses(block, fused)
    owner = buffer_owners(block, last, args_live)
    returned = set(block.ops[-1].operands)
    # Each buffer lives from where its value is made to the end of the last value in it.
    start: dict[Value, int] = {}
    end: dict[Value, int] = {}
    for k, op in enumerate(block.ops):
        for r in op.results:
            buffer = owner.get(r, r)
            stop = n - 1 if r in returned else last.get(r, k)
            if buffer is r:
                start[r] = k
            end[buffer] = max(end.get(buffer, stop), stop)
    delta = [0] * (n + 1)  # bytes that become live at k, and stop being live after k
    for value, k in start.items():
        b = 0 if value in fused or value in aliased else bytes_of(value)
        if b:
            delta[k] += b
            delta[end[value] + 1] -= b
    base = sum(bytes_of(a) for a in block.args) if args_live else 0
    peak, live = base, base
    for k, op in enumerate(block.ops):
        live += delta[k]
        extra = 0
        if op.regions:
            extra = max(0, inner_peak(op) - sum(bytes_of(r) for r in op.results))
        peak = max(peak, live + extra)
    return peak
