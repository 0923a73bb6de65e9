"""Peak memory per device of a program, with liveness, as XLA's buffer assignment sees it.

Ops run in the order of ``schedule``: the program's as far as dependencies allow, or
breadth first over the data flow as XLA's CPU runtime runs them (what arguments alone
feed runs first), as the hardware profile says; collectives XLA's combiners merge run as
one. A value is live from the step that defines it to its last use (a use inside a
nested region counts as a use by the op that holds the region); the entry function's
arguments are live throughout and its results until the end. An op with regions (a
loop, a call, a manual computation, a conditional) adds the peak of its body on top of
what is live around it, less its own results where the body writes them in place (not
a loop's: ``_held_outside``); the body's arguments alias the op's operands and count
nothing.

Fusion (``fused_away``): a result XLA fuses into every op that reads it has no buffer
of its own (with several readers, only if XLA would compute it once per reader:
``duplicable``), and the fused ops run where the last op with a buffer that reads them
runs: their operands stay live until then. The encoder asks the same questions of the
same function, so the solver's usages and this peak agree on which values take memory.
In place (``in_place``): a dynamic_update_slice or a while loop writes its result into
an operand that dies there, one buffer for both; a loop's ``passed_through`` values
are its operands' buffers. Donated arguments (``donated_results``) hold the results
aliased to them: counted once.
"""

from __future__ import annotations

import heapq
from collections import deque
from collections.abc import Callable, Collection, Sequence

from planner.model.dialects.ops import FuncOp
from planner.model.dialects.traits import EXPENSIVE, FUSIBLE, FUSION_CONSUMERS
from planner.model.ir.attributes import BoolAttr, IntegerAttr
from planner.model.ir.core import Block, Operation, OpResult, Value
from planner.model.ir.types import TensorType

BytesOf = Callable[[Value], int]
InnerPeak = Callable[[Operation], int]


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


def in_place(op: Operation) -> list[tuple[Value, Value]]:
    """(result, operand) pairs where XLA may write the result into the operand's buffer:
    a dynamic_update_slice updates its operand, a while loop its carried values."""
    if op.name == "stablehlo.dynamic_update_slice":
        return [(op.results[0], op.operands[0])]
    if op.name == "stablehlo.while":
        return list(zip(op.results, op.operands, strict=False))
    return []


def passed_through(op: Operation) -> list[tuple[Value, Value]]:
    """(result, operand) pairs of a while loop whose body returns the carried value
    unchanged: XLA's copy insertion gives them no copy, even of an argument that lives
    on (a scan's stacked weights): the result is the operand's buffer."""
    if op.name != "stablehlo.while":
        return []
    body = op.regions[1].block
    ret = body.terminator
    if ret is None:
        return []
    return [(r, v) for r, v, a, out in zip(op.results, op.operands, body.args, ret.operands,
                                          strict=False) if out is a]


def buffer_owners(block: Block, last: dict[Value, int], args_live: bool,
                  step: list[int]) -> dict[Value, Value]:
    """For each result written in place (``in_place``) into an operand that dies there
    (``last``: each value's last step, ``step``: each op's): the value whose buffer it
    is (followed through chains of updates), and for a loop's ``passed_through`` values
    the operand's. An entry function's arguments are never overwritten (their caller
    keeps them)."""
    owner: dict[Value, Value] = {}
    overwritten: set[Value] = set()
    returned = set(block.ops[-1].operands) if block.ops else set()
    for k, op in enumerate(block.ops):
        for result, source in passed_through(op):
            owner[result] = owner.get(source, source)
        for result, source in in_place(op):
            if result in owner or source in overwritten or last.get(source) != step[k] or \
                    source in returned or \
                    (args_live and source in block.args):
                continue
            owner[result] = owner.get(source, source)
            overwritten.add(source)
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


# The order ops run in: the program's (as far as dependencies allow: the default, what
# a memory-aware scheduler keeps close to) or breadth first (XLA's CPU runtime).
PROGRAM, BREADTH_FIRST = "program", "breadth_first"


def schedule(block: Block, fused: set[Value], order: str = PROGRAM,
             together: Sequence[Sequence[Operation]] = ()) -> list[int]:
    """The order ``block``'s ops run in: the indices of the ops that run on their own
    (those with a result that is not ``fused``), each once all its producers ran, the
    terminator last. Among the ready ones, ``PROGRAM`` runs the first in program order;
    ``BREADTH_FIRST`` the one ready longest, starting from those that read only
    arguments or nothing, in program order: XLA's concurrency-optimised scheduler, the
    CPU default (``BFScheduler``, xla/hlo/transforms/simplifiers/hlo_memory_scheduler.cc),
    which runs whatever arguments alone feed, such as weight all-gathers, at the start.
    Each group of ``together`` (collectives XLA's combiners merge) runs as one op, at
    the index of its last member, once all its members' producers ran."""
    n = len(block.ops)
    index = {id(op): k for k, op in enumerate(block.ops)}
    unit = _units(n, index, together)
    # The ops running on their own that each op's value needs: its unit, or for a fused
    # op (computed inside each reader) what its operands need.
    sources: list[frozenset[int]] = []
    needs: dict[int, set[int]] = {}
    last = n - 1 if block.terminator is not None else n
    for k, op in enumerate(block.ops):
        reads: set[int] = set()
        for sub in op.walk():
            for v in sub.operands:
                if isinstance(v, OpResult) and id(v.op) in index:
                    reads |= sources[index[id(v.op)]]
        if op.results and all(r in fused for r in op.results):
            sources.append(frozenset(reads))
            continue
        sources.append(frozenset({unit[k]}))
        if k < last:
            needs.setdefault(unit[k], set()).update(reads)
    users: dict[int, list[int]] = {}
    waiting: dict[int, int] = {}
    ready: list[int] = []
    for u in sorted(needs):
        deps = needs[u] - {u}
        waiting[u] = len(deps)
        for d in sorted(deps):
            users.setdefault(d, []).append(u)
        if not deps:
            ready.append(u)
    queue = _Ready(ready, fifo=order == BREADTH_FIRST)
    out: list[int] = []
    while queue:
        u = queue.pop()
        out.append(u)
        for v in users.get(u, ()):
            waiting[v] -= 1
            if waiting[v] == 0:
                queue.push(v)
    return out + list(range(last, n))


class _Ready:
    """The ops ready to run: first come first served (``fifo``), else the first in
    program order."""

    def __init__(self, items: list[int], fifo: bool) -> None:
        self.items: deque[int] | list[int] = deque(items) if fifo else sorted(items)

    def __bool__(self) -> bool:
        return bool(self.items)

    def push(self, k: int) -> None:
        if isinstance(self.items, deque):
            self.items.append(k)
        else:
            heapq.heappush(self.items, k)

    def pop(self) -> int:
        if isinstance(self.items, deque):
            return self.items.popleft()
        return heapq.heappop(self.items)


def _units(n: int, index: dict[int, int], together: Sequence[Sequence[Operation]]) -> list[int]:
    """Each op's unit of the schedule: itself, or its group's last member."""
    unit = list(range(n))
    for group in together:
        ks = [index[id(op)] for op in group]
        for k in ks:
            unit[k] = max(ks)
    return unit


def steps(block: Block, fused: set[Value], order: str = PROGRAM,
          together: Sequence[Sequence[Operation]] = ()) -> tuple[list[int], list[int]]:
    """The step of ``schedule`` at which each op of ``block`` runs (a member of a group
    of ``together``: its group's; a fused op: the last step of a reader it is fused
    into), and the schedule itself."""
    ran = schedule(block, fused, order, together)
    index = {id(op): k for k, op in enumerate(block.ops)}
    unit = _units(len(block.ops), index, together)
    at = {u: s for s, u in enumerate(ran)}
    step = [at.get(unit[k], -1) for k in range(len(block.ops))]
    for k in reversed(range(len(block.ops))):
        if step[k] < 0:
            step[k] = max(step[index[id(u)]] for r in block.ops[k].results for u, _ in r.uses)
    return step, ran


def visit_order(block: Block, fused: set[Value], order: str = PROGRAM) -> list[int]:
    """Every op of ``block`` once, each after the ops it reads: the ops of ``schedule``,
    each preceded by the fused ops it runs that no earlier one ran (producers first; no
    recursion: a fused chain may be thousands of ops long)."""
    index = {id(op): k for k, op in enumerate(block.ops)}
    seen: set[int] = set()
    out: list[int] = []

    def fused_inputs(k: int) -> list[int]:
        found = []
        for sub in block.ops[k].walk():
            for v in sub.operands:
                j = index.get(id(v.op)) if isinstance(v, OpResult) else None
                if j is not None and j not in seen and v in fused:
                    seen.add(j)
                    found.append(j)
        return found

    for k in schedule(block, fused, order):
        # depth-first, each op after its fused inputs
        stack: list[tuple[int, list[int]]] = [(k, fused_inputs(k))]
        while stack:
            op_k, pending = stack[-1]
            if pending:
                j = pending.pop()
                stack.append((j, fused_inputs(j)))
            else:
                stack.pop()
                out.append(op_k)
        seen.add(k)
    return out


def timeline(body: Block, order: str = PROGRAM) -> dict[int, tuple[int, int]]:
    """Each op's first and last position in its function's run, by id: the ops of a block
    in ``visit_order`` (the schedule), the ops of an op's regions between its first and
    last position."""
    spans: dict[int, tuple[int, int]] = {}
    clock = 0

    def walk(block: Block) -> None:
        nonlocal clock
        for k in visit_order(block, fused_away(block), order):
            op = block.ops[k]
            start = clock
            clock += 1
            for region in op.regions:
                walk(region.block)
            spans[id(op)] = (start, clock - 1)

    walk(body)
    return spans


def block_peak(block: Block, bytes_of: BytesOf, inner_peak: InnerPeak, args_live: bool,
               aliased: Collection[Value] = (), order: str = PROGRAM,
               together: Sequence[Sequence[Operation]] = ()) -> int:
    """The most bytes live at once while ``block`` runs, in the order of ``schedule``.
    ``inner_peak``: a region op's body's peak (holding the results it returns:
    ``_held_outside``).
    ``args_live``: the block's arguments are its own buffers (an entry function) rather
    than aliases of the caller's; then they stay live throughout. ``aliased``: returned
    values written into a donated argument's buffer (counted with the argument).
    ``together``: groups of ops that run as one (see ``schedule``)."""
    n = len(block.ops)
    base = sum(bytes_of(a) for a in block.args) if args_live else 0
    if n == 0:
        return base
    fused = fused_away(block)
    step, ran = steps(block, fused, order, together)
    count = len(ran)
    last = last_uses(block, step)
    owner = buffer_owners(block, last, args_live, step)
    returned = set(block.ops[-1].operands)
    # Each buffer lives from the step that makes its value to the end of the last value
    # in it.
    start: dict[Value, int] = {}
    end: dict[Value, int] = {}
    for k, op in enumerate(block.ops):
        for r in op.results:
            buffer = owner.get(r, r)
            stop = count - 1 if r in returned else last.get(r, step[k])
            if buffer is r:
                start[r] = step[k]
            end[buffer] = max(end.get(buffer, stop), stop)
    delta = [0] * (count + 1)  # bytes that become live at s, and stop being live after s
    for value, s in start.items():
        b = 0 if value in fused or value in aliased else bytes_of(value)
        if b:
            delta[s] += b
            delta[end[value] + 1] -= b
    extra = [0] * count  # what a region op's body adds while it runs
    for k, op in enumerate(block.ops):
        if op.regions:
            extra[step[k]] = max(0, inner_peak(op) - _held_outside(op, bytes_of))
    peak, live = base, base
    for s in range(count):
        live += delta[s]
        peak = max(peak, live + extra[s])
    return peak


def _held_outside(op: Operation, bytes_of: BytesOf) -> int:
    """What of a region op's inner peak the block holding it counts already: the results
    its body returns, except a loop's. A loop body computes the next carried values into
    buffers of its own, then copies them into the loop's (XLA's copy insertion: the
    old value is read while the new one is made)."""
    if op.name == "stablehlo.while":
        return 0
    return sum(bytes_of(r) for r in op.results)
