"""The table from op name to the function that builds its sharding rule."""

from __future__ import annotations

from collections.abc import Callable

from planner.model.ir.core import Operation
from planner.model.ir.op_table import OpTable
from planner.model.sharding.rule import OpShardingRule

RuleFn = Callable[[Operation, bool], OpShardingRule | None]
"""``fn(op, conservative)``: the op's rule, or None when it has none."""

_RULES: OpTable[RuleFn] = OpTable("sharding rules")
_READS_NEIGHBOURS: set[str] = set()


def register(*names: str, reads_neighbours: bool = False) -> Callable[[RuleFn], RuleFn]:
    """Decorator: ``fn`` builds the rule of every op named in ``names``;
    ``reads_neighbours``: the rule also depends on the ops that define its operands or use
    its results (not only on the op's own types and attributes)."""

    def deco(fn: RuleFn) -> RuleFn:
        _RULES.register(*names)(fn)
        if reads_neighbours:
            _READS_NEIGHBOURS.update(names)
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
