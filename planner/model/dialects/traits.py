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
ALL_TO_ALLS = frozenset({"sdy.all_to_all", "stablehlo.all_to_all"})
# sdy collectives each device does alone, sending nothing.
LOCAL_COLLECTIVES = frozenset({"sdy.all_slice", "sdy.replicated_to_unreduced",
                               "sdy.sharded_to_unreduced"})

# StableHLO element-wise ops (MLIR's Elementwise or StableHLO's BroadcastingElementwise
# trait), by when StableHLO deems them speculatable (pure): unary ones when no static
# result dimension has a dynamic input dimension, the others when all operands are static.
UNARY_ELEMENTWISE = frozenset({
    "stablehlo.abs", "stablehlo.cbrt", "stablehlo.ceil", "stablehlo.convert",
    "stablehlo.count_leading_zeros", "stablehlo.cosine", "stablehlo.exponential",
    "stablehlo.exponential_minus_one", "stablehlo.floor", "stablehlo.imag",
    "stablehlo.is_finite", "stablehlo.log", "stablehlo.log_plus_one", "stablehlo.logistic",
    "stablehlo.not", "stablehlo.negate", "stablehlo.popcnt", "stablehlo.real",
    "stablehlo.round_nearest_afz", "stablehlo.round_nearest_even", "stablehlo.rsqrt",
    "stablehlo.sign", "stablehlo.sine", "stablehlo.sqrt", "stablehlo.tan", "stablehlo.tanh",
    "stablehlo.uniform_quantize", "stablehlo.uniform_dequantize", "stablehlo.reduce_precision",
})
NARY_ELEMENTWISE = frozenset({
    "stablehlo.add", "stablehlo.atan2", "stablehlo.complex", "stablehlo.divide",
    "stablehlo.maximum", "stablehlo.minimum", "stablehlo.multiply", "stablehlo.power",
    "stablehlo.remainder", "stablehlo.shift_left", "stablehlo.shift_right_arithmetic",
    "stablehlo.shift_right_logical", "stablehlo.subtract", "stablehlo.and", "stablehlo.or",
    "stablehlo.xor", "stablehlo.compare", "stablehlo.clamp", "stablehlo.select",
})
ELEMENTWISE = UNARY_ELEMENTWISE | NARY_ELEMENTWISE
# Ops XLA fuses into the ops that read them (loop fusion): each output element is
# computed from a few input elements, so the result need never be materialised when every
# reader can absorb it (XLA's InstructionFusion: element-wise ops, broadcasts, reshapes,
# transposes, slices, iotas and constants are fusible producers).
FUSIBLE = ELEMENTWISE | frozenset({
    "stablehlo.broadcast_in_dim", "stablehlo.broadcast", "stablehlo.reshape",
    "stablehlo.transpose", "stablehlo.slice", "stablehlo.dynamic_slice", "stablehlo.reverse",
    "stablehlo.concatenate", "stablehlo.pad", "stablehlo.iota", "stablehlo.bitcast_convert",
    "stablehlo.constant",
    # a local reshard: each device's dynamic slice of its operand (partition-id offsets)
    "sdy.all_slice"})
# Ops that absorb fusible producers: the fusible ops themselves, and reductions (XLA's
# input fusion puts a reduce's element-wise producers inside the reduce's loop).
FUSION_CONSUMERS = FUSIBLE | frozenset({"stablehlo.reduce", "stablehlo.reduce_window"})
# Fusible ops XLA will not compute twice (InstructionFusion::IsExpensive): with several
# readers, such a result is materialised rather than fused into each of them.
EXPENSIVE = frozenset({
    "stablehlo.divide", "stablehlo.remainder", "stablehlo.power", "stablehlo.sqrt",
    "stablehlo.rsqrt", "stablehlo.cbrt", "stablehlo.exponential",
    "stablehlo.exponential_minus_one", "stablehlo.log", "stablehlo.log_plus_one",
    "stablehlo.tanh", "stablehlo.logistic", "stablehlo.sine", "stablehlo.cosine",
    "stablehlo.tan", "stablehlo.atan2"})
