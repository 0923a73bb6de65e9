"""The table from op name to the function that builds its sharding rule."""

from __future__ import annotations

from collections.abc import Callable

from planner.model.ir.core import Operation
from planner.model.sharding.rule import OpShardingRule

RuleFn = Callable[[Operation, bool], OpShardingRule | None]
"""``fn(op, conservative)``: the op's rule, or None when it has none."""

_RULES: dict[str, RuleFn] = {}
_READS_NEIGHBOURS: set[str] = set()

NO_RULE_OPS = frozenset({
    # Ops with no rule by design: structure, data-flow ops handled by propagation itself,
    # constants and ops that create values from nothing, and control flow.
    "builtin.module", "func.func", "func.call", "func.return",
    "sdy.constant", "sdy.data_flow_edge", "sdy.func_data_flow_edge",
    "sdy.manual_computation", "sdy.named_computation", "sdy.mesh",
    "sdy.propagation_barrier", "sdy.sharding_group", "sdy.reshard", "sdy.return",
    # sdy collectives are explicit reshards inserted after propagation.
    "sdy.all_gather", "sdy.all_slice", "sdy.all_reduce", "sdy.reduce_scatter",
    "sdy.all_to_all", "sdy.collective_permute", "sdy.replicated_to_unreduced",
    "sdy.sharded_to_unreduced",
    "stablehlo.after_all", "stablehlo.case", "stablehlo.constant", "stablehlo.create_token",
    "stablehlo.get_tuple_element", "stablehlo.infeed", "stablehlo.iota",
    "stablehlo.outfeed", "stablehlo.optimization_barrier", "stablehlo.partition_id",
    "stablehlo.recv", "stablehlo.send", "stablehlo.while", "stablehlo.return",
})
"""Ops that never have a rule (Shardy's registry leaves them out on purpose)."""


def register(*names: str, reads_neighbours: bool = False) -> Callable[[RuleFn], RuleFn]:
    """Decorator: ``fn`` builds the rule of every op named in ``names``;
    ``reads_neighbours``: the rule also depends on the ops that define its operands or use
    its results (not only on the op's own types and attributes)."""

    def deco(fn: RuleFn) -> RuleFn:
        for name in names:
            assert name not in _RULES, f"two rules for {name}"
            _RULES[name] = fn
            if reads_neighbours:
                _READS_NEIGHBOURS.add(name)
        return fn

    return deco


def reads_neighbours(name: str) -> bool:
    """Whether the rule of op ``name`` depends on the ops around it."""
    return name in _READS_NEIGHBOURS


def lookup(name: str) -> RuleFn | None:
    """The rule function registered for op ``name``, if any."""
    return _RULES.get(name)


def registered_ops() -> list[str]:
    """Names of all ops with a registered rule function, sorted."""
    return sorted(_RULES)
