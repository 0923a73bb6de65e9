"""``planner-merge-identical-collectives``: a collective that repeats an earlier one of
the same block (same op, same operand, same attributes) is replaced by the earlier one's
result.

Explicit reshards resolve each use on its own, so two readers that need the same value
in the same sharding get two identical all-gathers. XLA runs one: its SPMD partitioner
caches a value's reshard to a sharding (``PartitionedHlo``'s reshard cache) and its CSE
merges what is left. Not one of Shardy's passes: the evaluator's pipeline runs it after
the reshards are lowered, so that it prices the collectives XLA runs.
"""

from __future__ import annotations

from planner.model.dialects.ops import ModuleOp
from planner.model.dialects.traits import SDY_COLLECTIVES
from planner.model.ir.core import Operation
from planner.passes.registry import Pass


def merge_identical_collectives(module: ModuleOp) -> None:
    """Replace every repeated collective by its first occurrence, in place."""
    first: dict[tuple[object, ...], Operation] = {}
    for op in list(module.walk()):
        if op.name not in SDY_COLLECTIVES:
            continue
        key = (id(op.parent), op.name, tuple(id(v) for v in op.operands),
               repr(sorted(op.properties.items())))
        earlier = first.setdefault(key, op)
        if earlier is not op:
            for mine, theirs in zip(op.results, earlier.results, strict=True):
                mine.replace_all_uses_with(theirs)
            op.erase()


PASS = Pass("planner-merge-identical-collectives",
            "Replaces a collective that repeats an earlier one of its block by that one.",
            merge_identical_collectives)
