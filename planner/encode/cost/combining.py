"""XLA's collective combiners, as the cost model sees them.

XLA merges collectives of one kind over the same device groups that do not depend on one
another into one collective of a tuple (a training step's weight-gradient all-reduces or
reduce-scatters become one or a few): the merged collective pays its latency once. XLA's
GPU pipeline combines all-reduces, reduce-scatters and all-gathers (AllReduceCombiner,
ReduceScatterCombiner, AllGatherCombiner) up to 30 MiB + 7 bytes per combined op
(``kDefault*CombineThreshold`` in xla/service/collective_utils.h) and 256 operands (the
count threshold gpu_compiler.cc passes); its CPU pipeline, which the XLA oracle compiles
with, combines all-reduces (a reduce-scatter is an all-reduce and a slice there) with no
size limit seen, and not all-gathers. The hardware profile says which
(``combine_all_gathers``, ``combine_threshold_bytes``, ``fused_reduce_scatter``). Two
views of that here:

* :func:`combined_groups` — for the evaluator, which sees a whole plan: walking a block in
  program order, a collective joins the open group of its key (its kind and devices)
  unless it depends, directly or through other ops, on a member of that group, or the
  group would outgrow the thresholds; otherwise the group closes and a new one opens (XLA's
  combiners walk a computation the same way). A group of ``n`` saves ``n - 1`` latencies
  (:func:`combined_savings`) and runs as one op (``schedule.schedule``).
* :func:`sink_reductions` and :func:`sibling_reductions` — for the encoder, which prices
  one op's strategy at a time: sets of ops with a reduction factor whose all-reduces XLA
  combines when they reduce over the same devices. The sinks are the ops downstream of
  which no contraction runs (a training step's weight and bias gradients), combined
  unless one waits for another (:func:`sink_parents`). Siblings are independent
  reductions next to one another in program order (a layer's query, key and value
  projections). The encoder's combiner nodes pay each class's latency once per set
  (``encode.problem.combiners``).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import NamedTuple

from planner.model.dialects.traits import CONTRACTIONS, CONTROL_FLOW
from planner.model.ir.core import Block, Operation, Value

# XLA's GPU pipeline: most operands of one combined collective (see the module docstring).
COMBINE_THRESHOLD_COUNT = 256


class Combinable(NamedTuple):
    """A collective XLA's combiners may merge: the combining ``key`` (the combiner and the
    devices), its latency, its bytes, and the report row (kind) it is counted in."""

    op: Operation
    key: Hashable
    latency_s: float
    nbytes: int
    row: str


def combined_groups(block: Block, members: Sequence[Combinable],
                    threshold_bytes: int | None = None) -> list[list[Combinable]]:
    """The collectives XLA's combiners merge into one, among ``members`` (collectives of
    ``block`` in program order): groups of two or more. ``threshold_bytes``: the most one
    combined collective carries (then also ``COMBINE_THRESHOLD_COUNT`` operands); None:
    no limit."""
    if len(members) < 2:
        return []
    max_bytes = threshold_bytes if threshold_bytes is not None else float("inf")
    max_count = COMBINE_THRESHOLD_COUNT if threshold_bytes is not None else float("inf")
    bit = {id(m.op): 1 << i for i, m in enumerate(members)}
    mask_of = _upstream_masks(block, bit)
    groups: list[list[Combinable]] = []
    open_: dict[Hashable, tuple[list[Combinable], int, int]] = {}  # key -> group, mask, bytes
    for m in members:
        group, mask, size = open_.get(m.key, ([], 0, 0))
        if group and not mask_of[id(m.op)] & mask and len(group) < max_count \
                and size + m.nbytes <= max_bytes:
            group.append(m)
            open_[m.key] = (group, mask | bit[id(m.op)], size + m.nbytes)
        else:
            group = [m]
            groups.append(group)
            open_[m.key] = (group, bit[id(m.op)], m.nbytes)
    return [g for g in groups if len(g) > 1]


def combined_savings(groups: Sequence[Sequence[Combinable]]) -> dict[str, tuple[int, float]]:
    """Per report row, how many collectives and latency seconds the combined ``groups``
    save: every member after a group's first."""
    saved: dict[str, tuple[int, float]] = {}
    for group in groups:
        for m in group[1:]:
            n, s = saved.get(m.row, (0, 0.0))
            saved[m.row] = (n + 1, s + m.latency_s)
    return saved


def sink_reductions(block: Block, reduces: Callable[[Operation], bool]) -> set[int]:
    """The ids of the ops of ``block`` for which ``reduces`` holds and downstream of which
    (within ``block``; a use inside a region counts as its holder's) no contraction, loop
    or call runs: nothing waits for their all-reduce but outputs and cheap ops, which a
    later reduce may be (a gradient summed over batch, then over sequence)."""
    below: dict[int, bool] = {}  # op id -> a contraction, loop or call runs downstream
    sinks: set[int] = set()
    for op in reversed(block.ops):
        down = False
        for r in op.results:
            for user in r.users:
                holder = user.ancestor_in(block)
                if holder is not None and holder is not op and \
                        (below.get(id(holder), False) or _blocking(holder)):
                    down = True
                    break
            if down:
                break
        below[id(op)] = down
        if not down and op.name not in CONTROL_FLOW and reduces(op):
            sinks.add(id(op))
    return sinks


def sibling_reductions(block: Block, reduces: Callable[[Operation], bool],
                       sinks: set[int]) -> list[list[Operation]]:
    """Sets of two or more ops of ``block`` for which ``reduces`` holds, none of them in
    ``sinks``, whose all-reduces over one class of devices XLA's combiner merges: in
    program order, such an op joins the open set unless it depends on a member; an op
    that depends on a member (a sink too) closes the set, and the next one opens. As
    :func:`combined_groups` walks the collectives themselves, with every op that may
    all-reduce taken to reduce over one class: the sets are never larger than XLA's
    groups."""
    candidates = [op for op in block.ops if op.name not in CONTROL_FLOW and reduces(op)]
    if len(candidates) < 2:
        return []
    bit = {id(op): 1 << i for i, op in enumerate(candidates)}
    mask_of = _upstream_masks(block, bit)
    sets: list[list[Operation]] = []
    members: list[Operation] = []
    members_mask = 0
    for op in candidates:
        if mask_of[id(op)] & members_mask:  # it waits for a member's all-reduce
            if len(members) >= 2:
                sets.append(members)
            members, members_mask = [], 0
        if id(op) not in sinks:
            members.append(op)
            members_mask |= bit[id(op)]
    if len(members) >= 2:
        sets.append(members)
    return sets


def _upstream_masks(block: Block, bit: Mapping[int, int]) -> dict[int, int]:
    """Per op of ``block`` (by id), the union of the ``bit`` of every op upstream of it
    in the block (a use inside a region counts as its holder's)."""
    upstream: dict[Value, int] = {}
    mask_of: dict[int, int] = {}
    for op in block.ops:
        mask = 0
        for inner in op.walk():
            for v in inner.operands:
                mask |= upstream.get(v, 0)
        mask_of[id(op)] = mask
        for r in op.results:
            upstream[r] = mask | bit.get(id(op), 0)
    return mask_of


def sink_parents(block: Block, sinks: set[int]) -> dict[int, Operation | None]:
    """For each of the ``sinks`` of ``block`` (op ids), the last sink upstream of it, if
    any: a sink downstream of another waits for its all-reduce, so the two are never
    combined."""
    upstream: dict[Value, tuple[int, Operation] | None] = {}
    parents: dict[int, Operation | None] = {}
    for k, op in enumerate(block.ops):
        found = [upstream.get(v) for inner in op.walk() for v in inner.operands]
        last = max((f for f in found if f is not None), key=lambda f: f[0], default=None)
        if id(op) in sinks:
            parents[id(op)] = last[1] if last is not None else None
            last = (k, op)
        for r in op.results:
            upstream[r] = last
    return parents


def _blocking(op: Operation) -> bool:
    return op.name in CONTRACTIONS or op.name in CONTROL_FLOW




def has_reduction_factor(op: Operation) -> bool:
    """Whether ``op``'s sharding rule has a reduction factor that can be sharded (larger
    than 1; a sharded one all-reduces)."""
    from planner.model.rules import rule_for  # the registry is heavy; encoding loads it

    rule = rule_for(op, default_for_unknown=False)
    return rule is not None and any(rule.factor_sizes[f] > 1 for f in rule.reduction)
