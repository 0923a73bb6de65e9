"""``sdy-remove-sharding-groups``: removes ``ShardingGroupOp``s after propagation."""

from __future__ import annotations

from planner.model.dialects.ops import ModuleOp, ShardingGroupOp
from planner.passes.registry import Pass


def remove_sharding_groups(module: ModuleOp) -> None:
    """Erase every ``sdy.sharding_group`` (they have no results)."""
    for op in list(module.walk()):
        if isinstance(op, ShardingGroupOp):
            op.erase()


PASS = Pass("sdy-remove-sharding-groups", "Removes ShardingGroupOps after propagation.",
            remove_sharding_groups)
