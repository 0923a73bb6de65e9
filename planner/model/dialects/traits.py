"""Kinds of ops, as sets of names read off the traits each op declares in ``op_names``:
passes, the encoder, the cost model and the interpreter ask ``name in ELEMENTWISE``
instead of keeping their own string sets."""

from __future__ import annotations

from planner.model.ir.op_names import HLO, SDY, Trait, with_trait

TERMINATORS = with_trait(Trait.TERMINATOR)
CONSTANTS = with_trait(Trait.CONSTANT)
CONTRACTIONS = with_trait(Trait.CONTRACTION)
CONTROL_FLOW = with_trait(Trait.CONTROL_FLOW)
SHARDING_VIEWS = with_trait(Trait.SHARDING_VIEW)
SDY_COLLECTIVES = with_trait(Trait.SDY_COLLECTIVE)
HLO_COLLECTIVES = with_trait(Trait.HLO_COLLECTIVE)
LOCAL_COLLECTIVES = with_trait(Trait.LOCAL)
ALL_TO_ALLS = frozenset({SDY.ALL_TO_ALL, HLO.ALL_TO_ALL})
UNARY_ELEMENTWISE = with_trait(Trait.UNARY_ELEMENTWISE)
NARY_ELEMENTWISE = with_trait(Trait.NARY_ELEMENTWISE)
ELEMENTWISE = UNARY_ELEMENTWISE | NARY_ELEMENTWISE
FUSIBLE = ELEMENTWISE | with_trait(Trait.FUSIBLE)
FUSION_CONSUMERS = FUSIBLE | with_trait(Trait.ABSORBS_PRODUCERS)
EXPENSIVE = with_trait(Trait.EXPENSIVE)
NO_RULE_OPS = with_trait(Trait.NO_RULE)
TRANSCENDENTAL = with_trait(Trait.TRANSCENDENTAL)
DATA_MOVEMENT = with_trait(Trait.MOVES_DATA)
