"""Op traits: what kind of op a name denotes, in one place (as xDSL gives traits to op
definitions). Passes, the encoder, the cost model and the interpreter ask these questions
of an op's name instead of keeping their own string sets."""

from __future__ import annotations

# Ops that end a block.
TERMINATORS = frozenset({"func.return", "stablehlo.return", "sdy.return"})
# Constants: no operands, their value known.
CONSTANTS = frozenset({"stablehlo.constant", "sdy.constant", "arith.constant"})
# Ops that sum over a contracted dimension.
CONTRACTIONS = frozenset({"stablehlo.dot_general", "stablehlo.dot", "stablehlo.convolution"})
# Ops whose regions run program code (a reduce's region is only its reducer).
CONTROL_FLOW = frozenset({"stablehlo.while", "stablehlo.case", "stablehlo.if", "func.call",
                          "sdy.manual_computation", "sdy.named_computation"})
# Ops that pass their operand through, only naming a sharding.
SHARDING_VIEWS = frozenset({"sdy.sharding_constraint", "sdy.reshard",
                            "sdy.propagation_barrier"})
# sdy collectives each device does alone, sending nothing.
LOCAL_COLLECTIVES = frozenset({"sdy.all_slice", "sdy.replicated_to_unreduced",
                               "sdy.sharded_to_unreduced"})
