"""Peak memory per device of a program, with liveness, as XLA's buffer assignment sees it.

Ops run in the order of ``schedule.py`` (the program's, or breadth first as XLA's CPU
runtime runs them, as the hardware profile says; collectives XLA's combiners merge run
as one). A value is live from the step that defines it to its last use (a use inside a
nested region counts as a use by the op that holds the region); the entry function's
arguments are live throughout, and so are its results: each has an allocation of its
own, where XLA places temporaries that die before the result is made
(``_packed_into_outputs``). An op with regions (a
loop, a call, a manual computation, a conditional) adds the peak of its body on top of
what is live around it, less its own results where the body writes them in place (not
a loop's: ``_held_outside``); the body's arguments alias the op's operands and count
nothing.

Fusion (``fusion.fused_away``): a result XLA fuses into every op that reads it has no buffer
of its own (with several readers, only if XLA would compute it once per reader), and
the fused ops run where the last op with a buffer that reads them
runs: their operands stay live until then. The encoder asks the same questions of the
same function, so the solver's usages and this peak agree on which values take memory.
In place (``in_place``): a dynamic_update_slice or a while loop writes its result into
an operand that dies there, one buffer for both, and so may an element-wise op, also
into a matrix product it reads transposed (``shares_operand``; the solver's intervals
keep the two apart, which only overstates its usage, where its model leaves some
reshards' buffers out); a loop's ``passed_through`` values are its operands' buffers.
Donated arguments (``donated_results``) hold the results aliased to them: counted once.
What a profile's compiler does beyond these rules (the schedule's order, library
fusions, converted copies of narrow floats computed in f32, what an op holds while it
runs) comes in a :class:`Backend`.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

from planner.encode.cost.flops import type_shape
from planner.encode.cost.fusion import Joins, fused_away
from planner.encode.cost.schedule import BREADTH_FIRST, PROGRAM, steps
from planner.model.dialects.ops import DotDimensionNumbers, FuncOp
from planner.model.dialects.traits import CONTRACTIONS, ELEMENTWISE
from planner.model.ir.core import Block, Operation, OpResult, Value
from planner.model.ir.op_names import HLO
from planner.model.ir.types import TensorType
from planner.model.ir.uses import last_uses

BytesOf = Callable[[Value], int]
InnerPeak = Callable[[Operation], int]


@dataclass(frozen=True)
class Backend:
    """What the compiler a hardware profile describes does with buffers beyond XLA's
    common rules (``CostModel.backend``): the order ops run in (``schedule``), which ops
    join a library fusion (``fusion.fused_away``), the bytes of a value's converted copy
    (an f32 copy of a narrow float: ``CostModel.converted_bytes``) and what an op holds
    only while it runs (``CostModel.scratch_bytes``)."""

    order: str = PROGRAM
    library: Joins | None = None
    converted: BytesOf | None = None
    scratch: InnerPeak | None = None




def in_place(op: Operation) -> list[tuple[Value, Value]]:
    """(result, operand) pairs where XLA may write the result into the operand's buffer:
    a dynamic_update_slice updates its operand, a while loop its carried values."""
    if op.name == HLO.DYNAMIC_UPDATE_SLICE:
        return [(op.results[0], op.operands[0])]
    if op.name == HLO.WHILE:
        return list(zip(op.results, op.operands, strict=False))
    return []


def passed_through(op: Operation) -> list[tuple[Value, Value]]:
    """(result, operand) pairs of a while loop whose body returns the carried value
    unchanged: XLA's copy insertion gives them no copy, even of an argument that lives
    on (a scan's stacked weights): the result is the operand's buffer."""
    if op.name != HLO.WHILE:
        return []
    body = op.regions[1].block
    ret = body.terminator
    if ret is None:
        return []
    return [(r, v) for r, v, a, out in zip(op.results, op.operands, body.args, ret.operands,
                                          strict=False) if out is a]


def shares_operand(op: Operation, fused: Collection[Value], bytes_of: BytesOf,
                   runs_with: Callable[[Operation], bool]) -> list[Value]:
    """The operands whose buffer XLA may give an element-wise op's result
    (``HloDataflowAnalysis::CanShareOperandBufferWithUser``, where the operand dies
    there): materialised op results of the result's shape and bytes its loop fusion
    reads through element-wise ops only, as does every op that reads them where the
    fusion runs (``runs_with``); not a dot's result XLA makes in another shape."""
    if op.name not in ELEMENTWISE or len(op.results) != 1 or op.results[0] in fused:
        return []
    r = op.results[0]
    dims = type_shape(r)
    if dims is None:
        return []
    out = []
    seen: set[Value] = set()
    stack = list(op.operands)
    while stack:
        v = stack.pop()
        if v in seen or type_shape(v) != dims:
            continue
        seen.add(v)
        if not isinstance(v, OpResult):
            continue  # a block's argument: the caller's buffer, or a loop's state
        if v in fused:
            if v.op.name in ELEMENTWISE:
                stack.extend(v.op.operands)
            elif _transposed_dot(v.op) and v.op.operands[0] not in fused:
                v = v.op.operands[0]  # XLA computes the dot transposed
                if bytes_of(v) == bytes_of(r) and all(
                        u.name == HLO.TRANSPOSE for u, _ in v.uses if runs_with(u)):
                    out.append(v)
            continue
        if bytes_of(v) != bytes_of(r) or _flattened_dot(v.op):
            continue
        if all(u.name in ELEMENTWISE for u, _ in v.uses if runs_with(u)):
            out.append(v)
    return out


def _transposed_dot(op: Operation) -> bool:
    """Whether ``op`` transposes a matrix product, which XLA's algebraic simplifier
    rewrites as the product of the transposed operands, computed in the transpose's
    shape."""
    if op.name != HLO.TRANSPOSE:
        return False
    v = op.operands[0]
    shape = type_shape(v)
    return isinstance(v, OpResult) and v.op.name == HLO.DOT_GENERAL and \
        shape is not None and len(shape) == 2 and not _flattened_dot(v.op)


def _flattened_dot(op: Operation) -> bool:
    """Whether XLA computes the dot's result in another shape than its own (its
    canonical form has one free dimension per side: a side with several is flattened,
    and the result is a bitcast of it)."""
    if op.name != HLO.DOT_GENERAL:
        return False
    dn = DotDimensionNumbers.from_attr(op.get_attr("dot_dimension_numbers"))
    lhs, rhs = op.operands[0].type, op.operands[1].type
    if not isinstance(lhs, TensorType) or not isinstance(rhs, TensorType):
        return True
    free_l = lhs.rank - len(dn.lhs_batching_dimensions) - len(dn.lhs_contracting_dimensions)
    free_r = rhs.rank - len(dn.rhs_batching_dimensions) - len(dn.rhs_contracting_dimensions)
    return free_l > 1 or free_r > 1


def buffer_owners(block: Block, last: dict[Value, int], args_live: bool,
                  step: list[int], shares: Callable[[Operation], list[Value]]
                  ) -> dict[Value, Value]:
    """For each result written in place (``in_place``, or into one of the operands
    ``shares`` names) into an operand that dies there (``last``: each value's last step,
    ``step``: each op's): the value whose buffer it is (followed through chains of
    updates), and for a loop's ``passed_through`` values the operand's. An entry
    function's arguments are never overwritten (their caller keeps them)."""
    owner: dict[Value, Value] = {}
    overwritten: set[Value] = set()
    returned = set(block.ops[-1].operands) if block.ops else set()
    for k, op in enumerate(block.ops):
        for result, source in passed_through(op):
            owner[result] = owner.get(source, source)
        for result, source in in_place(op) + [(op.results[0], v) for v in shares(op)]:
            if result in owner or source in overwritten or last.get(source) != step[k] or \
                    source in returned or \
                    (args_live and source in block.args):
                continue
            owner[result] = owner.get(source, source)
            overwritten.add(source)
    return owner


def donated_results(func: FuncOp) -> set[Value]:
    """The returned values XLA writes into a donated argument's buffer
    (``FuncOp.donations``)."""
    ret = func.body.terminator
    return set() if ret is None else {ret.operands[j] for _, j in func.donations()}


def block_peak(block: Block, bytes_of: BytesOf, inner_peak: InnerPeak, args_live: bool,
               aliased: Collection[Value] = (),
               together: Sequence[Sequence[Operation]] = (),
               backend: Backend = Backend()) -> int:
    """The most bytes live at once while ``block`` runs, in the order of ``schedule``.
    ``inner_peak``: a region op's body's peak (holding the results it returns:
    ``_held_outside``).
    ``args_live``: the block's arguments are its own buffers (an entry function) rather
    than aliases of the caller's; then they stay live throughout. ``aliased``: returned
    values written into a donated argument's buffer (counted with the argument).
    ``together``: groups of ops that run as one (see ``schedule``). ``backend``: the
    schedule's order, library fusions, converted copies (an argument's, where a
    contraction reads it, live until the last such reader; an entry function's returned
    value's, its output, throughout) and scratch (see :class:`Backend`)."""
    n = len(block.ops)
    base = sum(bytes_of(a) for a in block.args) if args_live else 0
    if n == 0:
        return base
    order, converted, scratch = backend.order, backend.converted, backend.scratch
    fused = fused_away(block, backend.library)
    step, count = steps(block, fused, order, together)
    last = last_uses(block, step)
    at = {id(op): k for k, op in enumerate(block.ops)}

    returned = set(block.ops[-1].operands)

    def shares(op: Operation) -> list[Value]:
        here = step[at[id(op)]]
        return shares_operand(op, fused, bytes_of,
                              lambda u: id(u) in at and step[at[id(u)]] == here)

    own: dict[Value, Value] = {}  # the buffers written in place: loops, updates
    placed: set[Value] = set()  # of those, the ones in the entry's output allocations
    if args_live:
        own = buffer_owners(block, last, args_live, step, lambda op: [])
        start, end = _lives(block, own, returned, last, step, count)
        sizes = {v: 0 if v in fused or v in aliased else bytes_of(v) for v in start}
        # A narrow float computed in f32 is converted into its output (``converted``).
        made = {own.get(r, r) for r in returned if converted is None or not converted(r)}
        outputs = [v for v in start if v in made]
        base += sum(sizes[v] for v in outputs)
        placed = set(outputs) | _packed_into_outputs(block, own, outputs, sizes, start, end,
                                                     shares)
    owner = buffer_owners(block, last, args_live, step,
                          lambda op: _in_heap(op, shares, placed, own))
    start, end = _lives(block, owner, returned, last, step, count)
    sizes = {v: 0 if v in fused or v in aliased or v in placed else bytes_of(v)
             for v in start}
    delta = [0] * (count + 1)  # bytes that become live at s, and stop being live after s
    for value, s in start.items():
        b = sizes[value]
        if b:
            delta[s] += b
            delta[end[value] + 1] -= b
    if converted is not None:
        _add_copies(block, step, converted, order, delta)
        if args_live:  # XLA's output buffers are allocations of their own, like arguments
            args = set(block.args)
            base += sum(converted(v) for v in returned if v not in aliased and v not in args)
    extra = [0] * count  # what a region op's body, or an op's scratch, adds while it runs
    for k, op in enumerate(block.ops):
        if op.regions:
            extra[step[k]] += max(0, inner_peak(op) - _held_outside(op, bytes_of))
        elif scratch is not None:
            extra[step[k]] += scratch(op)
    peak, live = base, base
    for s in range(count):
        live += delta[s]
        peak = max(peak, live + extra[s])
    return peak


def _in_heap(op: Operation, shares: Callable[[Operation], list[Value]],
             placed: Collection[Value], owner: dict[Value, Value]) -> list[Value]:
    """The operands ``op``'s result may be computed into (``shares``) where neither it nor
    they are ``placed`` in an output's allocation (``owner``: each result's buffer)."""
    if not op.results or owner.get(op.results[0], op.results[0]) in placed:
        return []
    return [v for v in shares(op) if owner.get(v, v) not in placed]


def _lives(block: Block, owner: dict[Value, Value], returned: Collection[Value],
           last: dict[Value, int], step: list[int], count: int
           ) -> tuple[dict[Value, int], dict[Value, int]]:
    """Each buffer's first and last step (``owner``: the buffer each result is written
    into, where not its own): from the step that makes its first value to the last use
    of the last value in it (the end, for a returned value)."""
    start: dict[Value, int] = {}
    end: dict[Value, int] = {}
    for k, op in enumerate(block.ops):
        for r in op.results:
            buffer = owner.get(r, r)
            stop = count - 1 if r in returned else last.get(r, step[k])
            if buffer is r:
                start[r] = step[k]
            end[buffer] = max(end.get(buffer, stop), stop)
    return start, end


def _packed_into_outputs(block: Block, owner: dict[Value, Value], outputs: list[Value],
                         sizes: dict[Value, int], start: dict[Value, int],
                         end: dict[Value, int],
                         shares: Callable[[Operation], list[Value]]) -> set[Value]:
    """The temporary buffers XLA places in an entry output's allocation rather than its
    heap (``BufferAssigner::AssignSingleHloBuffer``): buffers taken largest first, each
    into the first output allocation at least its size whose buffers' lives it does not
    overlap: its operands' allocations, then the smallest (of equal sizes, the later
    output's). A buffer may start where one it is computed into (``shares``) ends."""
    into: dict[Value, set[Value]] = {}  # buffer -> buffers it may be computed into
    reads: dict[Value, list[Value]] = {}  # buffer -> its first op's operands' buffers
    for op in block.ops:
        for r in op.results:
            if r in start:
                reads[r] = [owner.get(v, v) for v in op.operands]
        if op.results and op.results[0] in start:
            into[op.results[0]] = {owner.get(v, v) for v in shares(op)}
    lanes = _Lanes(outputs, sizes, start, end, into)
    packed: set[Value] = set()
    for v in sorted((v for v in start if v not in lanes.lane_of and sizes[v]),
                    key=lambda v: (-sizes[v], start[v])):
        k = next((lanes.lane_of[u] for u in reads.get(v, ())
                  if u in lanes.lane_of and lanes.fits(v, lanes.lane_of[u])), None)
        if k is None:
            k = lanes.first_fit(v)
        if k is not None:
            lanes.put(v, k)
            packed.add(v)
    return packed


class _Lanes:
    """The entry outputs' allocations, in the order XLA tries them (smallest first; of
    equal sizes, the later output's), with the buffers placed in each. Of one size,
    the allocations still empty are tried by their output's definition alone: only the
    first (the latest output) can take a buffer the others cannot."""

    def __init__(self, outputs: list[Value], sizes: dict[Value, int],
                 start: dict[Value, int], end: dict[Value, int],
                 into: dict[Value, set[Value]]) -> None:
        self.sizes, self.start, self.end, self.into = sizes, start, end, into
        self.lanes = [_Lane(v, sizes[v], start[v], end[v])
                      for v in sorted(outputs, key=lambda v: (sizes[v], -start[v]))]
        self.lane_of = {lane.members[0]: k for k, lane in enumerate(self.lanes)}
        self.lane_sizes = [lane.size for lane in self.lanes]
        n = len(self.lanes)
        self.groups = [k for k in range(n)
                       if k == 0 or self.lane_sizes[k] != self.lane_sizes[k - 1]]
        ends = [*self.groups[1:], n] if self.groups else []
        self.used: dict[int, list[int]] = {g: [] for g in self.groups}
        # Each group's empty allocations, the one to try first last.
        self.empty = {g: list(range(e - 1, g - 1, -1))
                      for g, e in zip(self.groups, ends, strict=True)}

    def fits(self, v: Value, k: int) -> bool:
        """Whether allocation ``k`` can take buffer ``v``."""
        return self.lanes[k].size >= self.sizes[v] and \
            self.lanes[k].admits(v, self.start, self.end, self.into)

    def first_fit(self, v: Value) -> int | None:
        """The first allocation, in the order tried, that can take ``v``."""
        n, size = len(self.lanes), self.sizes[v]
        first = bisect.bisect_right(self.groups, bisect.bisect_left(self.lane_sizes, size))
        for g in self.groups[first - 1:]:
            if self.lane_sizes[g] < size:
                continue
            lane = self.empty[g][-1] if self.empty[g] else n
            if lane < n and not self.fits(v, lane):
                lane = n
            k = next((k for k in self.used[g] if k > lane or self.fits(v, k)), lane)
            if k < n:
                return min(k, lane)
        return None

    def put(self, v: Value, k: int) -> None:
        """Place ``v`` in allocation ``k``."""
        self.lanes[k].add(v, self.start[v], self.end[v])
        self.lane_of[v] = k
        if len(self.lanes[k].members) == 2:  # its first temporary
            g = self.groups[bisect.bisect_right(self.groups, k) - 1]
            empty = self.empty[g]
            if empty[-1] == k:
                empty.pop()
            else:
                empty.remove(k)
            bisect.insort(self.used[g], k)


class _Lane:
    """An output's allocation: the lives of the buffers placed in it, sorted, disjoint
    but where one buffer is computed into the next."""

    def __init__(self, output: Value, size: int, first: int, last: int) -> None:
        self.size = size
        self.members = [output]
        self.firsts = [first]
        self.lasts = [last]

    def admits(self, v: Value, start: dict[Value, int], end: dict[Value, int],
               into: dict[Value, set[Value]]) -> bool:
        """Whether ``v`` (live from ``start`` to ``end``) overlaps no buffer here but one
        it is computed into, or that is computed into it, where the two lives meet."""
        first, last = start[v], end[v]
        hi = bisect.bisect_right(self.firsts, last)
        lo = bisect.bisect_left(self.lasts, first, 0, hi)
        if lo == hi:
            return True
        for u in self.members[lo:hi]:
            if not ((end[u] == first and u in into.get(v, ())) or
                    (start[u] == last and v in into.get(u, ()))):
                return False
        return True

    def add(self, v: Value, first: int, last: int) -> None:
        k = bisect.bisect_right(self.firsts, first)
        self.members.insert(k, v)
        self.firsts.insert(k, first)
        self.lasts.insert(k, last)


def _add_copies(block: Block, step: list[int], converted: BytesOf, order: str,
                delta: list[int]) -> None:
    """Add to ``delta`` the converted copies of the block's arguments its contractions
    read: made at the start breadth first (they depend on the argument alone), else
    just before the first reader."""
    span: dict[Value, tuple[int, int]] = {}
    args = set(block.args)
    for k, op in enumerate(block.ops):
        if op.name not in CONTRACTIONS:
            continue
        for v in op.operands:
            if v in args:
                first, last = span.get(v, (step[k], step[k]))
                span[v] = (min(first, step[k]), max(last, step[k]))
    for v, (first, last) in span.items():
        b = converted(v)
        if b:
            delta[0 if order == BREADTH_FIRST else first] += b
            delta[last + 1] -= b


def _held_outside(op: Operation, bytes_of: BytesOf) -> int:
    """What of a region op's inner peak the block holding it counts already: the results
    its body returns, except a loop's. A loop body computes the next carried values into
    buffers of its own, then copies them into the loop's (XLA's copy insertion: the
    old value is read while the new one is made)."""
    if op.name == HLO.WHILE:
        return 0
    return sum(bytes_of(r) for r in op.results)
