"""``sdy-drop-sharding-rules``: drops ``OpShardingRuleAttr`` from all registered ops."""

from __future__ import annotations

from planner.model.ops import SHARDING_RULE_ATTR, ModuleOp
from planner.passes.registry import Pass


def drop_sharding_rules(module: ModuleOp) -> None:
    """Remove every ``sdy.sharding_rule`` attribute."""
    for op in module.walk():
        op.attributes.pop(SHARDING_RULE_ATTR, None)


PASS = Pass("sdy-drop-sharding-rules", "Drops OpShardingRuleAttr from all registered ops.",
            drop_sharding_rules, nested=True)
