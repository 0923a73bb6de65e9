"""Op traits: what kind of op a name denotes, in one place (as xDSL gives traits to op
definitions). Passes, the encoder, the cost model and the interpreter ask these questions
of an op's name instead of keeping their own string sets."""

from __future__ import annotations

from enum import Enum

from planner.model.ir.core import Operation


class Trait(Enum):
    TERMINATOR = "ends a block"
    CONSTANT = "a constant: no operands, its value known"
    CONTRACTION = "sums over a contracted dimension (dot, convolution)"
    CONTROL_FLOW = "its regions run program code (loops, branches, calls, computations)"
    SHARDING_VIEW = "passes its operand through, only naming a sharding"
    LOCAL_COLLECTIVE = "an sdy collective each device does alone, sending nothing"


_TRAITS: dict[Trait, frozenset[str]] = {
    Trait.TERMINATOR: frozenset({"func.return", "stablehlo.return", "sdy.return"}),
    Trait.CONSTANT: frozenset({"stablehlo.constant", "sdy.constant", "arith.constant"}),
    Trait.CONTRACTION: frozenset({"stablehlo.dot_general", "stablehlo.dot",
                                  "stablehlo.convolution"}),
    Trait.CONTROL_FLOW: frozenset({"stablehlo.while", "stablehlo.case", "stablehlo.if",
                                   "func.call", "sdy.manual_computation",
                                   "sdy.named_computation"}),
    Trait.SHARDING_VIEW: frozenset({"sdy.sharding_constraint", "sdy.reshard",
                                    "sdy.propagation_barrier"}),
    Trait.LOCAL_COLLECTIVE: frozenset({"sdy.all_slice", "sdy.replicated_to_unreduced",
                                       "sdy.sharded_to_unreduced"}),
}

TERMINATORS = _TRAITS[Trait.TERMINATOR]
CONSTANTS = _TRAITS[Trait.CONSTANT]
CONTRACTIONS = _TRAITS[Trait.CONTRACTION]
CONTROL_FLOW = _TRAITS[Trait.CONTROL_FLOW]
SHARDING_VIEWS = _TRAITS[Trait.SHARDING_VIEW]
LOCAL_COLLECTIVES = _TRAITS[Trait.LOCAL_COLLECTIVE]


def ops_with(trait: Trait) -> frozenset[str]:
    """Names of the ops that have ``trait``."""
    return _TRAITS[trait]


def has_trait(op: Operation | str, trait: Trait) -> bool:
    return (op if isinstance(op, str) else op.name) in _TRAITS[trait]
