"""The order a block's ops run in: the program's, as far as dependencies allow, or
breadth first as XLA's CPU runtime runs them (the hardware profile's ``schedule``); fused
ops run inside their readers, collectives XLA's combiners merge run as one."""

from __future__ import annotations

import heapq
import itertools
from collections.abc import Sequence

from planner.encode.cost.fusion import Joins, fused_away
from planner.model.ir.core import Block, Operation, OpResult, Value

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
    return _run(block, fused, order, together)[0]


def _run(block: Block, fused: set[Value], order: str,
         together: Sequence[Sequence[Operation]]) -> tuple[list[int], list[int]]:
    """``schedule``, and each op's unit of it (itself, or its group's last member)."""
    n = len(block.ops)
    index = {id(op): k for k, op in enumerate(block.ops)}
    unit = list(range(n))
    for group in together:
        ks = [index[id(op)] for op in group]
        for k in ks:
            unit[k] = max(ks)
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
    # The ready ops, first by arrival (breadth first) or by program position.
    arrival = itertools.count()

    def key(u: int) -> int:
        return next(arrival) if order == BREADTH_FIRST else u

    ready: list[tuple[int, int]] = []
    for u in sorted(needs):
        deps = needs[u] - {u}
        waiting[u] = len(deps)
        for d in sorted(deps):
            users.setdefault(d, []).append(u)
        if not deps:
            heapq.heappush(ready, (key(u), u))
    ran: list[int] = []
    while ready:
        _, u = heapq.heappop(ready)
        ran.append(u)
        for reader in users.get(u, ()):
            waiting[reader] -= 1
            if waiting[reader] == 0:
                heapq.heappush(ready, (key(reader), reader))
    return ran + list(range(last, n)), unit


def steps(block: Block, fused: set[Value], order: str = PROGRAM,
          together: Sequence[Sequence[Operation]] = ()) -> tuple[list[int], int]:
    """The step of ``schedule`` at which each op of ``block`` runs (a member of a group
    of ``together``: its group's; a fused op: the last step of a reader it is fused
    into), and how many steps there are."""
    ran, unit = _run(block, fused, order, together)
    at = {u: s for s, u in enumerate(ran)}
    step = [at.get(u, -1) for u in unit]
    _fused_at_readers(block, step)
    return step, len(ran)


def _fused_at_readers(block: Block, at: list[int]) -> None:
    """Give each fused op (``at`` -1) the latest ``at`` of the ops that read it, in place
    (its readers come after it: going backwards settles chains of them)."""
    index = {id(op): k for k, op in enumerate(block.ops)}
    for k in reversed(range(len(block.ops))):
        if at[k] < 0:
            at[k] = max(at[index[id(u)]] for r in block.ops[k].results for u, _ in r.uses)


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


def timeline(body: Block, order: str = PROGRAM, library: Joins | None = None
             ) -> dict[int, tuple[int, int]]:
    """Each op's first and last position in its function's run, by id: the ops of a block
    in ``visit_order`` (the schedule), the ops of an op's regions between its first and
    last position, and a fused op until the last position of the ops that read it (it
    runs inside each); ``library``: see ``fusion.fused_away``."""
    spans: dict[int, tuple[int, int]] = {}
    clock = 0

    def walk(block: Block) -> None:
        nonlocal clock
        fused = fused_away(block, library)
        for k in visit_order(block, fused, order):
            op = block.ops[k]
            start = clock
            clock += 1
            for region in op.regions:
                walk(region.block)
            spans[id(op)] = (start, clock - 1)
        ends = [-1 if op.results and all(r in fused for r in op.results)
                else spans[id(op)][1] for op in block.ops]
        _fused_at_readers(block, ends)
        for op, end in zip(block.ops, ends, strict=True):
            spans[id(op)] = (spans[id(op)][0], end)

    walk(body)
    return spans
