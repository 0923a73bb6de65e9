"""Comparing sharding rules up to factor renumbering."""

from __future__ import annotations

from planner.model.sharding.rule import OpShardingRule


def canonical_rule(rule: OpShardingRule) -> OpShardingRule:
    """``rule`` with factors renumbered by first appearance in the operand mappings, then
    the result mappings (factors mapped nowhere follow in their old order); the factor-kind
    sets are renumbered alike and sorted. Two rules are equal up to renumbering iff their
    canonical forms are equal."""
    order: dict[int, int] = {}
    for tensor in (*rule.operand_mappings, *rule.result_mappings):
        for dim in tensor:
            for f in dim:
                order.setdefault(f, len(order))
    for f in range(rule.num_factors):
        order.setdefault(f, len(order))
    sizes = [0] * rule.num_factors
    for old, new in order.items():
        sizes[new] = rule.factor_sizes[old]

    def mapping(tensors: tuple[tuple[tuple[int, ...], ...], ...]) \
            -> tuple[tuple[tuple[int, ...], ...], ...]:
        return tuple(tuple(tuple(order[f] for f in dim) for dim in t) for t in tensors)

    def kind(factors: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(sorted(order[f] for f in factors))

    return OpShardingRule(
        factor_sizes=tuple(sizes), operand_mappings=mapping(rule.operand_mappings),
        result_mappings=mapping(rule.result_mappings), reduction=kind(rule.reduction),
        need_replication=kind(rule.need_replication), permutation=kind(rule.permutation),
        blocked_propagation=kind(rule.blocked_propagation), is_custom=rule.is_custom)


def same_rule(a: OpShardingRule | None, b: OpShardingRule | None) -> bool:
    """Whether two rules (or two absences of a rule) are equal up to factor renumbering."""
    if a is None or b is None:
        return a is b
    return canonical_rule(a) == canonical_rule(b)
