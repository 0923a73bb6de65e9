"""XLA's all-reduce combiner, as the cost model sees it.

XLA merges all-reduces over the same device groups that do not depend on one another into
one all-reduce of a tuple (the XLA oracle shows e.g. a training step's 17 weight-gradient
all-reduces as a single one; no size threshold was seen, 0.9 GB were combined): the merged
collective pays its latency once. Two views of that here:

* :func:`combined_savings` — for the evaluator, which sees a whole plan: walking a block in
  program order, an all-reduce joins the open group of its key (the same devices) unless
  it depends, directly or through other ops, on a member of that group; otherwise the
  group closes and a new one opens (XLA's combiner walks a computation the same way). A
  group of ``n`` saves ``n - 1`` latencies.
* :func:`sink_reductions` — for the encoder, which prices one op's strategy at a time:
  the ops with a reduction factor downstream of which no contraction runs (a training
  step's weight and bias gradients). They are mutually independent, so when they all-reduce
  along the same axes XLA combines them; each is charged ``1/n`` of the latency (an
  estimate: exact when all ``n`` reduce along the same axes, low otherwise).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

from planner.model.dialects.traits import CONTRACTIONS, CONTROL_FLOW
from planner.model.ir.core import Block, Operation, Value


def _block_ancestor(op: Operation, block: Block) -> Operation | None:
    """``op`` itself if it is in ``block``, else the op of ``block`` whose regions hold it."""
    while op is not None and op.parent is not block:
        op = op.parent_op  # type: ignore[assignment]
    return op


def combined_savings(block: Block, members: Sequence[tuple[Operation, Hashable, float]]
                     ) -> tuple[int, float]:
    """How many collectives and latency seconds XLA's combiner saves among ``members`` —
    (all-reduce op of ``block``, combining key, its latency) in program order."""
    if len(members) < 2:
        return 0, 0.0
    bit = {id(op): 1 << i for i, (op, _, _) in enumerate(members)}
    upstream: dict[Value, int] = {}
    mask_of: dict[int, int] = {}
    for op in block.ops:
        mask = 0
        for inner in op.walk():
            for v in inner.operands:
                mask |= upstream.get(v, 0)
        mask_of[id(op)] = mask
        own = mask | bit.get(id(op), 0)
        for r in op.results:
            upstream[r] = own
    merged, saved, groups = 0, 0.0, {}
    for op, key, alpha in members:
        group = groups.get(key, 0)
        if group and not mask_of[id(op)] & group:
            groups[key] = group | bit[id(op)]
            merged += 1
            saved += alpha
        else:
            groups[key] = bit[id(op)]
    return merged, saved


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
                holder = _block_ancestor(user, block)
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


def _blocking(op: Operation) -> bool:
    return op.name in CONTRACTIONS or op.name in CONTROL_FLOW




def has_reduction_factor(op: Operation) -> bool:
    """Whether ``op``'s sharding rule has a reduction factor (a sharded one all-reduces)."""
    from planner.model.rules import rule_for  # the registry is heavy; encoding loads it

    rule = rule_for(op, default_for_unknown=False)
    return rule is not None and bool(rule.reduction)
