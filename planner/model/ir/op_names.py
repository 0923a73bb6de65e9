"""Every op the planner names, by dialect, each declared once with its traits.

An op name is an :class:`OpName`: the plain string MLIR prints (``stablehlo.add``), so
it compares, hashes and prints as the parser's names do, and it also carries the traits
it is declared with here (as xDSL gives traits to op definitions). Code names ops by
these constants (``HLO.DOT_GENERAL``), never by literals, and asks about kinds of ops
through ``traits`` (which reads the sets off this table). ``docs/adding-an-op.md`` says
what else a new op needs.
"""

from __future__ import annotations

import enum
import functools


class Trait(enum.Enum):
    """What kind of op a name denotes."""

    STRUCTURE = "holds the program (module, function, mesh): nothing to run or shard"
    TERMINATOR = "ends a block"
    CONSTANT = "no operands, its value known"
    CONTRACTION = "sums over a contracted dimension"
    CONTROL_FLOW = "its regions run program code (a reduce's region is only its reducer)"
    SHARDING_VIEW = "passes its operand through, only naming a sharding"
    SDY_COLLECTIVE = "an explicit sdy collective (a reshard after propagation)"
    HLO_COLLECTIVE = "a StableHLO collective over replica groups"
    LOCAL = "an sdy collective each device does alone, sending nothing"
    # StableHLO element-wise ops (MLIR's Elementwise or StableHLO's BroadcastingElementwise
    # trait), by when StableHLO deems them speculatable (pure): unary ones when no static
    # result dimension has a dynamic input dimension, the others when all operands are
    # static.
    UNARY_ELEMENTWISE = "element-wise, one operand"
    NARY_ELEMENTWISE = "element-wise, several operands"
    # XLA's InstructionFusion: each output element is computed from a few input elements,
    # so the result need never be materialised when every reader can absorb it.
    # Element-wise ops are fusible without saying so.
    FUSIBLE = "XLA fuses it into the ops that read it (loop fusion)"
    ABSORBS_PRODUCERS = "XLA's input fusion puts its element-wise producers in its loop"
    # InstructionFusion::IsExpensive: with several readers, such a result is materialised
    # rather than fused into each of them.
    EXPENSIVE = "fusible, but XLA will not compute it twice"
    NO_RULE = "has no sharding rule by design (Shardy's registry leaves it out)"
    TRANSCENDENTAL = "XLA's cost analysis counts its elements as transcendentals"
    MOVES_DATA = "only moves, copies or describes data: XLA counts no FLOPs for it"


class OpName(str):
    """An op's full name, with the traits it is declared with."""

    traits: frozenset[Trait]

    def __new__(cls, name: str, *traits: Trait) -> OpName:
        self = super().__new__(cls, name)
        self.traits = frozenset(traits)
        return self


# Short names for the declarations below.
STRUCTURE = Trait.STRUCTURE
TERMINATOR, CONSTANT, CONTRACTION = Trait.TERMINATOR, Trait.CONSTANT, Trait.CONTRACTION
CONTROL_FLOW, SHARDING_VIEW = Trait.CONTROL_FLOW, Trait.SHARDING_VIEW
SDY_COLLECTIVE, HLO_COLLECTIVE, LOCAL = (Trait.SDY_COLLECTIVE, Trait.HLO_COLLECTIVE,
                                         Trait.LOCAL)
UNARY_ELEMENTWISE, NARY_ELEMENTWISE = Trait.UNARY_ELEMENTWISE, Trait.NARY_ELEMENTWISE
FUSIBLE, ABSORBS_PRODUCERS, EXPENSIVE = (Trait.FUSIBLE, Trait.ABSORBS_PRODUCERS,
                                         Trait.EXPENSIVE)
NO_RULE, TRANSCENDENTAL, MOVES_DATA = Trait.NO_RULE, Trait.TRANSCENDENTAL, Trait.MOVES_DATA


class BUILTIN:
    """MLIR builtin."""
    MODULE = OpName("builtin.module", STRUCTURE, NO_RULE)


class FUNC:
    """MLIR func."""
    CALL = OpName("func.call", CONTROL_FLOW, NO_RULE, MOVES_DATA)
    FUNC = OpName("func.func", STRUCTURE, NO_RULE)
    RETURN = OpName("func.return", TERMINATOR, NO_RULE, MOVES_DATA)


class ARITH:
    """MLIR arith (constants only)."""
    CONSTANT = OpName("arith.constant", CONSTANT)


class HLO:
    """StableHLO."""
    ABS = OpName("stablehlo.abs", UNARY_ELEMENTWISE)
    ADD = OpName("stablehlo.add", NARY_ELEMENTWISE)
    AFTER_ALL = OpName("stablehlo.after_all", NO_RULE, MOVES_DATA)
    ALL_GATHER = OpName("stablehlo.all_gather", HLO_COLLECTIVE, MOVES_DATA)
    ALL_REDUCE = OpName("stablehlo.all_reduce", HLO_COLLECTIVE, MOVES_DATA)
    ALL_TO_ALL = OpName("stablehlo.all_to_all", HLO_COLLECTIVE, MOVES_DATA)
    AND = OpName("stablehlo.and", NARY_ELEMENTWISE)
    ATAN2 = OpName("stablehlo.atan2", NARY_ELEMENTWISE, EXPENSIVE, TRANSCENDENTAL)
    BATCH_NORM_GRAD = OpName("stablehlo.batch_norm_grad")
    BATCH_NORM_INFERENCE = OpName("stablehlo.batch_norm_inference")
    BATCH_NORM_TRAINING = OpName("stablehlo.batch_norm_training")
    BITCAST_CONVERT = OpName("stablehlo.bitcast_convert", FUSIBLE, MOVES_DATA)
    BROADCAST = OpName("stablehlo.broadcast", FUSIBLE, MOVES_DATA)
    BROADCAST_IN_DIM = OpName("stablehlo.broadcast_in_dim", FUSIBLE, MOVES_DATA)
    CASE = OpName("stablehlo.case", CONTROL_FLOW, NO_RULE, MOVES_DATA)
    CBRT = OpName("stablehlo.cbrt", UNARY_ELEMENTWISE, EXPENSIVE, TRANSCENDENTAL)
    CEIL = OpName("stablehlo.ceil", UNARY_ELEMENTWISE)
    CHOLESKY = OpName("stablehlo.cholesky")
    CLAMP = OpName("stablehlo.clamp", NARY_ELEMENTWISE)
    COLLECTIVE_BROADCAST = OpName("stablehlo.collective_broadcast", HLO_COLLECTIVE, MOVES_DATA)
    COLLECTIVE_PERMUTE = OpName("stablehlo.collective_permute", HLO_COLLECTIVE, MOVES_DATA)
    COMPARE = OpName("stablehlo.compare", NARY_ELEMENTWISE)
    COMPLEX = OpName("stablehlo.complex", NARY_ELEMENTWISE)
    COMPOSITE = OpName("stablehlo.composite", MOVES_DATA)
    CONCATENATE = OpName("stablehlo.concatenate", FUSIBLE, MOVES_DATA)
    CONSTANT = OpName("stablehlo.constant", CONSTANT, FUSIBLE, NO_RULE, MOVES_DATA)
    CONVERT = OpName("stablehlo.convert", UNARY_ELEMENTWISE)
    CONVOLUTION = OpName("stablehlo.convolution", CONTRACTION)
    COSINE = OpName("stablehlo.cosine", UNARY_ELEMENTWISE, EXPENSIVE, TRANSCENDENTAL)
    COUNT_LEADING_ZEROS = OpName("stablehlo.count_leading_zeros", UNARY_ELEMENTWISE)
    CREATE_TOKEN = OpName("stablehlo.create_token", NO_RULE, MOVES_DATA)
    CROSS_REPLICA_SUM = OpName("stablehlo.cross-replica-sum")
    CUSTOM_CALL = OpName("stablehlo.custom_call", MOVES_DATA)
    DIVIDE = OpName("stablehlo.divide", NARY_ELEMENTWISE, EXPENSIVE)
    DOT = OpName("stablehlo.dot", CONTRACTION)
    DOT_GENERAL = OpName("stablehlo.dot_general", CONTRACTION)
    DYNAMIC_BROADCAST_IN_DIM = OpName("stablehlo.dynamic_broadcast_in_dim", MOVES_DATA)
    DYNAMIC_GATHER = OpName("stablehlo.dynamic_gather", MOVES_DATA)
    DYNAMIC_IOTA = OpName("stablehlo.dynamic_iota", MOVES_DATA)
    DYNAMIC_PAD = OpName("stablehlo.dynamic_pad", MOVES_DATA)
    DYNAMIC_RESHAPE = OpName("stablehlo.dynamic_reshape", MOVES_DATA)
    DYNAMIC_SLICE = OpName("stablehlo.dynamic_slice", FUSIBLE, MOVES_DATA)
    DYNAMIC_UPDATE_SLICE = OpName("stablehlo.dynamic_update_slice", MOVES_DATA)
    EINSUM = OpName("stablehlo.einsum")
    EXPONENTIAL = OpName("stablehlo.exponential", UNARY_ELEMENTWISE, EXPENSIVE, TRANSCENDENTAL)
    EXPONENTIAL_MINUS_ONE = OpName(
        "stablehlo.exponential_minus_one", UNARY_ELEMENTWISE, EXPENSIVE, TRANSCENDENTAL)
    FFT = OpName("stablehlo.fft")
    FLOOR = OpName("stablehlo.floor", UNARY_ELEMENTWISE)
    GATHER = OpName("stablehlo.gather", MOVES_DATA)
    GET_DIMENSION_SIZE = OpName("stablehlo.get_dimension_size", MOVES_DATA)
    GET_TUPLE_ELEMENT = OpName("stablehlo.get_tuple_element", NO_RULE, MOVES_DATA)
    IF = OpName("stablehlo.if", CONTROL_FLOW, MOVES_DATA)
    IMAG = OpName("stablehlo.imag", UNARY_ELEMENTWISE)
    INFEED = OpName("stablehlo.infeed", NO_RULE, MOVES_DATA)
    IOTA = OpName("stablehlo.iota", FUSIBLE, NO_RULE, MOVES_DATA)
    IS_FINITE = OpName("stablehlo.is_finite", UNARY_ELEMENTWISE)
    LOG = OpName("stablehlo.log", UNARY_ELEMENTWISE, EXPENSIVE, TRANSCENDENTAL)
    LOG_PLUS_ONE = OpName("stablehlo.log_plus_one", UNARY_ELEMENTWISE, EXPENSIVE, TRANSCENDENTAL)
    LOGISTIC = OpName("stablehlo.logistic", UNARY_ELEMENTWISE, EXPENSIVE)
    MAP = OpName("stablehlo.map")
    MAXIMUM = OpName("stablehlo.maximum", NARY_ELEMENTWISE)
    MINIMUM = OpName("stablehlo.minimum", NARY_ELEMENTWISE)
    MULTIPLY = OpName("stablehlo.multiply", NARY_ELEMENTWISE)
    NEGATE = OpName("stablehlo.negate", UNARY_ELEMENTWISE)
    NOT = OpName("stablehlo.not", UNARY_ELEMENTWISE)
    OPTIMIZATION_BARRIER = OpName("stablehlo.optimization_barrier", NO_RULE, MOVES_DATA)
    OR = OpName("stablehlo.or", NARY_ELEMENTWISE)
    OUTFEED = OpName("stablehlo.outfeed", NO_RULE, MOVES_DATA)
    PAD = OpName("stablehlo.pad", FUSIBLE, MOVES_DATA)
    PARTITION_ID = OpName("stablehlo.partition_id", NO_RULE, MOVES_DATA)
    POPCNT = OpName("stablehlo.popcnt", UNARY_ELEMENTWISE)
    POWER = OpName("stablehlo.power", NARY_ELEMENTWISE, EXPENSIVE, TRANSCENDENTAL)
    REAL = OpName("stablehlo.real", UNARY_ELEMENTWISE)
    REAL_DYNAMIC_SLICE = OpName("stablehlo.real_dynamic_slice", MOVES_DATA)
    RECV = OpName("stablehlo.recv", NO_RULE, MOVES_DATA)
    REDUCE = OpName("stablehlo.reduce", ABSORBS_PRODUCERS)
    REDUCE_PRECISION = OpName("stablehlo.reduce_precision", UNARY_ELEMENTWISE)
    REDUCE_SCATTER = OpName("stablehlo.reduce_scatter", HLO_COLLECTIVE, MOVES_DATA)
    REDUCE_WINDOW = OpName("stablehlo.reduce_window", ABSORBS_PRODUCERS)
    REMAINDER = OpName("stablehlo.remainder", NARY_ELEMENTWISE, EXPENSIVE)
    REPLICA_ID = OpName("stablehlo.replica_id", MOVES_DATA)
    RESHAPE = OpName("stablehlo.reshape", FUSIBLE, MOVES_DATA)
    RETURN = OpName("stablehlo.return", TERMINATOR, NO_RULE, MOVES_DATA)
    REVERSE = OpName("stablehlo.reverse", FUSIBLE, MOVES_DATA)
    RNG = OpName("stablehlo.rng")
    RNG_BIT_GENERATOR = OpName("stablehlo.rng_bit_generator", MOVES_DATA)
    ROUND_NEAREST_AFZ = OpName("stablehlo.round_nearest_afz", UNARY_ELEMENTWISE)
    ROUND_NEAREST_EVEN = OpName("stablehlo.round_nearest_even", UNARY_ELEMENTWISE)
    RSQRT = OpName("stablehlo.rsqrt", UNARY_ELEMENTWISE, EXPENSIVE, TRANSCENDENTAL)
    SCATTER = OpName("stablehlo.scatter")
    SELECT = OpName("stablehlo.select", NARY_ELEMENTWISE)
    SELECT_AND_SCATTER = OpName("stablehlo.select_and_scatter")
    SEND = OpName("stablehlo.send", NO_RULE, MOVES_DATA)
    SET_DIMENSION_SIZE = OpName("stablehlo.set_dimension_size")
    SHIFT_LEFT = OpName("stablehlo.shift_left", NARY_ELEMENTWISE)
    SHIFT_RIGHT_ARITHMETIC = OpName("stablehlo.shift_right_arithmetic", NARY_ELEMENTWISE)
    SHIFT_RIGHT_LOGICAL = OpName("stablehlo.shift_right_logical", NARY_ELEMENTWISE)
    SIGN = OpName("stablehlo.sign", UNARY_ELEMENTWISE)
    SINE = OpName("stablehlo.sine", UNARY_ELEMENTWISE, EXPENSIVE, TRANSCENDENTAL)
    SLICE = OpName("stablehlo.slice", FUSIBLE, MOVES_DATA)
    SORT = OpName("stablehlo.sort")
    SQRT = OpName("stablehlo.sqrt", UNARY_ELEMENTWISE, EXPENSIVE, TRANSCENDENTAL)
    SUBTRACT = OpName("stablehlo.subtract", NARY_ELEMENTWISE)
    TAN = OpName("stablehlo.tan", UNARY_ELEMENTWISE, EXPENSIVE, TRANSCENDENTAL)
    TANH = OpName("stablehlo.tanh", UNARY_ELEMENTWISE, EXPENSIVE, TRANSCENDENTAL)
    TRANSPOSE = OpName("stablehlo.transpose", FUSIBLE, MOVES_DATA)
    TRIANGULAR_SOLVE = OpName("stablehlo.triangular_solve")
    TUPLE = OpName("stablehlo.tuple", MOVES_DATA)
    UNARY_EINSUM = OpName("stablehlo.unary_einsum")
    UNIFORM_DEQUANTIZE = OpName("stablehlo.uniform_dequantize", UNARY_ELEMENTWISE, MOVES_DATA)
    UNIFORM_QUANTIZE = OpName("stablehlo.uniform_quantize", UNARY_ELEMENTWISE, MOVES_DATA)
    WHILE = OpName("stablehlo.while", CONTROL_FLOW, NO_RULE, MOVES_DATA)
    XOR = OpName("stablehlo.xor", NARY_ELEMENTWISE)


class CHLO:
    """StableHLO's CHLO (client ops the import decomposes or keeps opaque)."""
    ASIN_ACOS_KERNEL = OpName("chlo._asin_acos_kernel")
    ACOS = OpName("chlo.acos", TRANSCENDENTAL)
    ACOSH = OpName("chlo.acosh", TRANSCENDENTAL)
    ASIN = OpName("chlo.asin", TRANSCENDENTAL)
    ASINH = OpName("chlo.asinh", TRANSCENDENTAL)
    ATAN = OpName("chlo.atan", TRANSCENDENTAL)
    ATANH = OpName("chlo.atanh", TRANSCENDENTAL)
    BESSEL_I1E = OpName("chlo.bessel_i1e")
    BROADCAST_ADD = OpName("chlo.broadcast_add")
    BROADCAST_AND = OpName("chlo.broadcast_and")
    BROADCAST_ATAN2 = OpName("chlo.broadcast_atan2")
    BROADCAST_COMPARE = OpName("chlo.broadcast_compare")
    BROADCAST_COMPLEX = OpName("chlo.broadcast_complex")
    BROADCAST_DIVIDE = OpName("chlo.broadcast_divide")
    BROADCAST_MAXIMUM = OpName("chlo.broadcast_maximum")
    BROADCAST_MINIMUM = OpName("chlo.broadcast_minimum")
    BROADCAST_MULTIPLY = OpName("chlo.broadcast_multiply")
    BROADCAST_NEXT_AFTER = OpName("chlo.broadcast_next_after")
    BROADCAST_OR = OpName("chlo.broadcast_or")
    BROADCAST_POLYGAMMA = OpName("chlo.broadcast_polygamma")
    BROADCAST_POWER = OpName("chlo.broadcast_power")
    BROADCAST_REMAINDER = OpName("chlo.broadcast_remainder")
    BROADCAST_SELECT = OpName("chlo.broadcast_select")
    BROADCAST_SHIFT_LEFT = OpName("chlo.broadcast_shift_left")
    BROADCAST_SHIFT_RIGHT_ARITHMETIC = OpName("chlo.broadcast_shift_right_arithmetic")
    BROADCAST_SHIFT_RIGHT_LOGICAL = OpName("chlo.broadcast_shift_right_logical")
    BROADCAST_SUBTRACT = OpName("chlo.broadcast_subtract")
    BROADCAST_XOR = OpName("chlo.broadcast_xor")
    BROADCAST_ZETA = OpName("chlo.broadcast_zeta")
    COMPARE = OpName("chlo.compare")
    CONJ = OpName("chlo.conj")
    CONSTANT = OpName("chlo.constant")
    CONSTANT_LIKE = OpName("chlo.constant_like")
    COSH = OpName("chlo.cosh", TRANSCENDENTAL)
    DIGAMMA = OpName("chlo.digamma", TRANSCENDENTAL)
    ERF = OpName("chlo.erf", TRANSCENDENTAL)
    ERF_INV = OpName("chlo.erf_inv", TRANSCENDENTAL)
    ERFC = OpName("chlo.erfc", TRANSCENDENTAL)
    IS_INF = OpName("chlo.is_inf")
    IS_NEG_INF = OpName("chlo.is_neg_inf")
    IS_POS_INF = OpName("chlo.is_pos_inf")
    LGAMMA = OpName("chlo.lgamma", TRANSCENDENTAL)
    NEXT_AFTER = OpName("chlo.next_after")
    POLYGAMMA = OpName("chlo.polygamma")
    SINH = OpName("chlo.sinh", TRANSCENDENTAL)
    SQUARE = OpName("chlo.square")
    TAN = OpName("chlo.tan", TRANSCENDENTAL)
    TOP_K = OpName("chlo.top_k")
    ZETA = OpName("chlo.zeta")


class MHLO:
    """MHLO ops that JAX exports still carry."""
    CONSTANT = OpName("mhlo.constant")
    ERF = OpName("mhlo.erf")
    TOPK = OpName("mhlo.topk")


class SDY:
    """Shardy."""
    ALL_GATHER = OpName("sdy.all_gather", SDY_COLLECTIVE, NO_RULE)
    ALL_REDUCE = OpName("sdy.all_reduce", SDY_COLLECTIVE, NO_RULE)
    ALL_SLICE = OpName("sdy.all_slice", SDY_COLLECTIVE, LOCAL, FUSIBLE, NO_RULE)
    ALL_TO_ALL = OpName("sdy.all_to_all", SDY_COLLECTIVE, NO_RULE)
    COLLECTIVE_PERMUTE = OpName("sdy.collective_permute", SDY_COLLECTIVE, NO_RULE)
    CONSTANT = OpName("sdy.constant", CONSTANT, NO_RULE)
    DATA_FLOW_EDGE = OpName("sdy.data_flow_edge", NO_RULE)
    FUNC_DATA_FLOW_EDGE = OpName("sdy.func_data_flow_edge", NO_RULE)
    MANUAL_COMPUTATION = OpName("sdy.manual_computation", CONTROL_FLOW, NO_RULE)
    MESH = OpName("sdy.mesh", STRUCTURE, NO_RULE)
    NAMED_COMPUTATION = OpName("sdy.named_computation", CONTROL_FLOW, NO_RULE)
    PROPAGATION_BARRIER = OpName("sdy.propagation_barrier", SHARDING_VIEW, NO_RULE)
    REDUCE_SCATTER = OpName("sdy.reduce_scatter", SDY_COLLECTIVE, NO_RULE)
    REPLICATED_TO_UNREDUCED = OpName("sdy.replicated_to_unreduced", SDY_COLLECTIVE, LOCAL, NO_RULE)
    RESHARD = OpName("sdy.reshard", SHARDING_VIEW, NO_RULE)
    RETURN = OpName("sdy.return", TERMINATOR, NO_RULE)
    SHARDED_TO_UNREDUCED = OpName("sdy.sharded_to_unreduced", SDY_COLLECTIVE, LOCAL, NO_RULE)
    SHARDING_CONSTRAINT = OpName("sdy.sharding_constraint", SHARDING_VIEW)
    SHARDING_GROUP = OpName("sdy.sharding_group", NO_RULE)


class SHAPE:
    """MLIR shape (constants only)."""
    CONST_SHAPE = OpName("shape.const_shape")
    CONST_SIZE = OpName("shape.const_size")
    CONST_WITNESS = OpName("shape.const_witness")


class COMPLEX:
    """MLIR complex (constants only)."""
    CONSTANT = OpName("complex.constant")


class UB:
    """MLIR ub."""
    POISON = OpName("ub.poison")



DIALECTS = (BUILTIN, FUNC, ARITH, HLO, CHLO, MHLO, SDY, SHAPE, COMPLEX, UB)


@functools.cache
def all_ops() -> dict[str, OpName]:
    """Every declared op by name (a name declared twice is an error)."""
    ops: dict[str, OpName] = {}
    for dialect in DIALECTS:
        for value in vars(dialect).values():
            if isinstance(value, OpName):
                if value in ops:
                    raise ValueError(f"op {value} is declared twice")
                ops[value] = value
    return ops


def with_trait(*traits: Trait) -> frozenset[OpName]:
    """The declared ops that have any of ``traits``."""
    return frozenset(op for op in all_ops().values() if op.traits & set(traits))


def traits_of(name: str) -> frozenset[Trait]:
    """The traits of op ``name`` (none for an op this table does not declare)."""
    op = all_ops().get(name)
    return op.traits if op is not None else frozenset()
