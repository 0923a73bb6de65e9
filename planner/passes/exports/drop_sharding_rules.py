"""``sdy-drop-sharding-rules``: drops ``OpShardingRuleAttr`` from all registered ops.

As in Shardy, a function-level pass: it runs on each top-level ``func.func`` (ops in a
nested module are not reached), and custom rules (``#sdy.op_sharding_rule<..., custom>``)
are kept.
"""

from __future__ import annotations

from planner.model.dialects.ops import SHARDING_RULE_ATTR, FuncOp, ModuleOp
from planner.model.sharding.rule import OpShardingRule
from planner.passes.registry import Pass


def drop_sharding_rules(module: ModuleOp) -> None:
    """Remove every non-custom ``sdy.sharding_rule`` attribute in the top-level
    functions."""
    for func in module.body.ops:
        if not isinstance(func, FuncOp):
            continue
        for op in func.walk():
            rule = op.attributes.get(SHARDING_RULE_ATTR)
            if isinstance(rule, OpShardingRule) and not rule.is_custom:
                del op.attributes[SHARDING_RULE_ATTR]


PASS = Pass("sdy-drop-sharding-rules", "Drops OpShardingRuleAttr from all registered ops.",
            drop_sharding_rules, nested=True)
