"""The sharding-rule registry for StableHLO ops: :func:`rule_for` gives the
``#sdy.op_sharding_rule`` of an op exactly as Shardy's own registry builds it.

Rule functions live in one module per op family (``elementwise``, ``shape``,
``contraction``, ``reduce``, ``gather_scatter``, ``misc``); importing this package
registers them all.
"""

from __future__ import annotations

from collections.abc import Hashable

from planner.model.dialects.ops import op_sharding_rule
from planner.model.dialects.traits import NO_RULE_OPS
from planner.model.ir.core import Operation
from planner.model.ir.diagnostics import PlannerError
from planner.model.rules import (  # noqa: F401  (registers the rule functions)
    contraction,
    elementwise,
    gather_scatter,
    misc,
    reduce,
    shape,
)
from planner.model.rules.builder import NO_DIM, FactorKind, RuleBuilder
from planner.model.rules.canonical import canonical_rule, same_rule
from planner.model.rules.misc import UnknownOp, safe_default_rule
from planner.model.rules.registry import lookup, reads_neighbours, registered_ops
from planner.model.sharding.rule import OpShardingRule

__all__ = [
    "NO_DIM",
    "FactorKind",
    "RuleBuilder",
    "annotate_rules",
    "canonical_rule",
    "is_known",
    "registered_ops",
    "rule_for",
    "safe_default_rule",
    "same_rule",
]


def is_known(op: Operation) -> bool:
    """Whether the registry knows ``op`` (has a rule for it, or knows it has none)."""
    if op_sharding_rule(op) is not None or op.name in NO_RULE_OPS:
        return True
    fn = lookup(op.name)
    if fn is None:
        return False
    try:
        fn(op, False)
    except UnknownOp:
        return False
    return True


# Rules of region-free ops by what they depend on (name, types, attributes; ops whose rule
# reads the ops around them are not cached): a program asks for the same few rules again
# and again (graph, cost model, passes), and building one is not cheap. Bounded: a long
# batch sees many programs.
_RULES: dict[Hashable, OpShardingRule | None] = {}
_MAX_CACHED_RULES = 8192
_NOT_RULE_INPUTS = frozenset({"sdy.sharding"})  # how a value is sharded, not the rule


def _rule_key(op: Operation, conservative: bool, default_for_unknown: bool) -> Hashable:
    attrs = tuple(sorted((k, v) for k, v in op.attributes.items()
                         if k not in _NOT_RULE_INPUTS))
    return (op.name, conservative, default_for_unknown, tuple(v.type for v in op.operands),
            tuple(r.type for r in op.results), attrs, tuple(sorted(op.properties.items())))


def rule_for(op: Operation, conservative: bool = False,
             default_for_unknown: bool = True) -> OpShardingRule | None:
    """The sharding rule of ``op``.

    A rule already on the op (``sdy.sharding_rule``, e.g. a user's rule on a custom call)
    always wins. Otherwise the registry builds it; ``conservative`` drops the factors that
    need non-divisible or halo handling (concatenate dimension, convolution spatial
    dimensions) and blocks propagation along padded/sliced/windowed dimensions, as
    Shardy's ``conservative-propagation`` option does.

    None for ops that have no rule by design (constants, iota, control flow, func and
    sdy structure ops, terminators, host callbacks). For ops unknown to the registry
    Shardy has no rule either; here they get :func:`safe_default_rule` (every dimension
    need-replication) unless ``default_for_unknown`` is False.
    """
    existing = op_sharding_rule(op)
    if existing is not None:
        return existing
    if op.name in NO_RULE_OPS:
        return None
    if op.regions or reads_neighbours(op.name):
        return _build_rule(op, conservative, default_for_unknown)
    key = _rule_key(op, conservative, default_for_unknown)
    try:
        return _RULES[key]
    except KeyError:
        pass
    rule = _build_rule(op, conservative, default_for_unknown)
    if len(_RULES) >= _MAX_CACHED_RULES:
        _RULES.clear()
    _RULES[key] = rule
    return rule


def _build_rule(op: Operation, conservative: bool,
                default_for_unknown: bool) -> OpShardingRule | None:
    fn = lookup(op.name)
    if fn is not None:
        try:
            return fn(op, conservative)
        except UnknownOp:
            pass
        except (IndexError, KeyError, ValueError, TypeError) as e:
            # Attributes that do not fit the operands (a contracting dimension out of
            # range...): the verifier does not check every op's semantics.
            raise PlannerError(f"'{op.name}' op: its attributes do not fit its operands, no "
                               f"sharding rule ({type(e).__name__}: {e})", op.src_loc) from None
    return safe_default_rule(op) if default_for_unknown else None


def annotate_rules(module: Operation, conservative: bool = False) -> int:
    """Attach ``sdy.sharding_rule`` to every op that has a rule, as Shardy's
    ``sdy-populate-op-sharding-rules`` does (ops unknown to Shardy get none); returns how
    many ops were annotated."""
    from planner.model.dialects.ops import SHARDING_RULE_ATTR

    count = 0
    for op in module.walk():
        rule = rule_for(op, conservative, default_for_unknown=False)
        if rule is not None:
            op.attributes[SHARDING_RULE_ATTR] = rule
            count += 1
    return count
