"""Every op the planner names, by dialect, each declared once with its traits.

An op name is an :class:`OpName`: the plain string MLIR prints (``stablehlo.add``), so
it compares, hashes and prints as the parser's names do, and it also carries the traits
it is declared with here by :func:`op` (as xDSL gives traits to op definitions). Code
names ops by these constants (``HLO.DOT_GENERAL``), never by literals, and asks about kinds of ops
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


def op(name: str, *traits: Trait) -> str:
    """The :class:`OpName` ``name`` with ``traits``, typed as the ``str`` it is: tables
    keyed by op names are ``str``-keyed for the type checker too."""
    return OpName(name, *traits)


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
    MODULE = op("builtin.module", STRUCTURE, NO_RULE)


class FUNC:
    """MLIR func."""
    CALL = op("func.call", CONTROL_FLOW, NO_RULE, MOVES_DATA)
    FUNC = op("func.func", STRUCTURE, NO_RULE)
    RETURN = op("func.return", TERMINATOR, NO_RULE, MOVES_DATA)


class ARITH:
    """MLIR arith (constants only)."""
    CONSTANT = op("arith.constant", CONSTANT)


class HLO:
    """StableHLO."""
    ABS = op("stablehlo.abs", UNARY_ELEMENTWISE)
    ADD = op("stablehlo.add", NARY_ELEMENTWISE)
    AFTER_ALL = op("stablehlo.after_all", NO_RULE, MOVES_DATA)
    ALL_GATHER = op("stablehlo.all_gather", HLO_COLLECTIVE, MOVES_DATA)
    ALL_REDUCE = op("stablehlo.all_reduce", HLO_COLLECTIVE, MOVES_DATA)
    ALL_TO_ALL = op("stablehlo.all_to_all", HLO_COLLECTIVE, MOVES_DATA)
    AND = op("stablehlo.and", NARY_ELEMENTWISE)
    ATAN2 = op("stablehlo.atan2", NARY_ELEMENTWISE, EXPENSIVE, TRANSCENDENTAL)
    BATCH_NORM_GRAD = op("stablehlo.batch_norm_grad")
    BATCH_NORM_INFERENCE = op("stablehlo.batch_norm_inference")
    BATCH_NORM_TRAINING = op("stablehlo.batch_norm_training")
    BITCAST_CONVERT = op("stablehlo.bitcast_convert", FUSIBLE, MOVES_DATA)
    BROADCAST = op("stablehlo.broadcast", FUSIBLE, MOVES_DATA)
    BROADCAST_IN_DIM = op("stablehlo.broadcast_in_dim", FUSIBLE, MOVES_DATA)
    CASE = op("stablehlo.case", CONTROL_FLOW, NO_RULE, MOVES_DATA)
    CBRT = op("stablehlo.cbrt", UNARY_ELEMENTWISE, EXPENSIVE, TRANSCENDENTAL)
    CEIL = op("stablehlo.ceil", UNARY_ELEMENTWISE)
    CHOLESKY = op("stablehlo.cholesky")
    CLAMP = op("stablehlo.clamp", NARY_ELEMENTWISE)
    COLLECTIVE_BROADCAST = op("stablehlo.collective_broadcast", HLO_COLLECTIVE, MOVES_DATA)
    COLLECTIVE_PERMUTE = op("stablehlo.collective_permute", HLO_COLLECTIVE, MOVES_DATA)
    COMPARE = op("stablehlo.compare", NARY_ELEMENTWISE)
    COMPLEX = op("stablehlo.complex", NARY_ELEMENTWISE)
    COMPOSITE = op("stablehlo.composite", MOVES_DATA)
    CONCATENATE = op("stablehlo.concatenate", FUSIBLE, MOVES_DATA)
    CONSTANT = op("stablehlo.constant", CONSTANT, FUSIBLE, NO_RULE, MOVES_DATA)
    CONVERT = op("stablehlo.convert", UNARY_ELEMENTWISE)
    CONVOLUTION = op("stablehlo.convolution", CONTRACTION)
    COSINE = op("stablehlo.cosine", UNARY_ELEMENTWISE, EXPENSIVE, TRANSCENDENTAL)
    COUNT_LEADING_ZEROS = op("stablehlo.count_leading_zeros", UNARY_ELEMENTWISE)
    CREATE_TOKEN = op("stablehlo.create_token", NO_RULE, MOVES_DATA)
    CROSS_REPLICA_SUM = op("stablehlo.cross-replica-sum")
    CUSTOM_CALL = op("stablehlo.custom_call", MOVES_DATA)
    DIVIDE = op("stablehlo.divide", NARY_ELEMENTWISE, EXPENSIVE)
    DOT = op("stablehlo.dot", CONTRACTION)
    DOT_GENERAL = op("stablehlo.dot_general", CONTRACTION)
    DYNAMIC_BROADCAST_IN_DIM = op("stablehlo.dynamic_broadcast_in_dim", MOVES_DATA)
    DYNAMIC_GATHER = op("stablehlo.dynamic_gather", MOVES_DATA)
    DYNAMIC_IOTA = op("stablehlo.dynamic_iota", MOVES_DATA)
    DYNAMIC_PAD = op("stablehlo.dynamic_pad", MOVES_DATA)
    DYNAMIC_RESHAPE = op("stablehlo.dynamic_reshape", MOVES_DATA)
    DYNAMIC_SLICE = op("stablehlo.dynamic_slice", FUSIBLE, MOVES_DATA)
    DYNAMIC_UPDATE_SLICE = op("stablehlo.dynamic_update_slice", MOVES_DATA)
    EINSUM = op("stablehlo.einsum")
    EXPONENTIAL = op("stablehlo.exponential", UNARY_ELEMENTWISE, EXPENSIVE, TRANSCENDENTAL)
    EXPONENTIAL_MINUS_ONE = op(
        "stablehlo.exponential_minus_one", UNARY_ELEMENTWISE, EXPENSIVE, TRANSCENDENTAL)
    FFT = op("stablehlo.fft")
    FLOOR = op("stablehlo.floor", UNARY_ELEMENTWISE)
    GATHER = op("stablehlo.gather", MOVES_DATA)
    GET_DIMENSION_SIZE = op("stablehlo.get_dimension_size", MOVES_DATA)
    GET_TUPLE_ELEMENT = op("stablehlo.get_tuple_element", NO_RULE, MOVES_DATA)
    IF = op("stablehlo.if", CONTROL_FLOW, MOVES_DATA)
    IMAG = op("stablehlo.imag", UNARY_ELEMENTWISE)
    INFEED = op("stablehlo.infeed", NO_RULE, MOVES_DATA)
    IOTA = op("stablehlo.iota", FUSIBLE, NO_RULE, MOVES_DATA)
    IS_FINITE = op("stablehlo.is_finite", UNARY_ELEMENTWISE)
    LOG = op("stablehlo.log", UNARY_ELEMENTWISE, EXPENSIVE, TRANSCENDENTAL)
    LOG_PLUS_ONE = op("stablehlo.log_plus_one", UNARY_ELEMENTWISE, EXPENSIVE, TRANSCENDENTAL)
    LOGISTIC = op("stablehlo.logistic", UNARY_ELEMENTWISE, EXPENSIVE)
    MAP = op("stablehlo.map")
    MAXIMUM = op("stablehlo.maximum", NARY_ELEMENTWISE)
    MINIMUM = op("stablehlo.minimum", NARY_ELEMENTWISE)
    MULTIPLY = op("stablehlo.multiply", NARY_ELEMENTWISE)
    NEGATE = op("stablehlo.negate", UNARY_ELEMENTWISE)
    NOT = op("stablehlo.not", UNARY_ELEMENTWISE)
    OPTIMIZATION_BARRIER = op("stablehlo.optimization_barrier", NO_RULE, MOVES_DATA)
    OR = op("stablehlo.or", NARY_ELEMENTWISE)
    OUTFEED = op("stablehlo.outfeed", NO_RULE, MOVES_DATA)
    PAD = op("stablehlo.pad", FUSIBLE, MOVES_DATA)
    PARTITION_ID = op("stablehlo.partition_id", NO_RULE, MOVES_DATA)
    POPCNT = op("stablehlo.popcnt", UNARY_ELEMENTWISE)
    POWER = op("stablehlo.power", NARY_ELEMENTWISE, EXPENSIVE, TRANSCENDENTAL)
    REAL = op("stablehlo.real", UNARY_ELEMENTWISE)
    REAL_DYNAMIC_SLICE = op("stablehlo.real_dynamic_slice", MOVES_DATA)
    RECV = op("stablehlo.recv", NO_RULE, MOVES_DATA)
    REDUCE = op("stablehlo.reduce", ABSORBS_PRODUCERS)
    REDUCE_PRECISION = op("stablehlo.reduce_precision", UNARY_ELEMENTWISE)
    REDUCE_SCATTER = op("stablehlo.reduce_scatter", HLO_COLLECTIVE, MOVES_DATA)
    REDUCE_WINDOW = op("stablehlo.reduce_window", ABSORBS_PRODUCERS)
    REMAINDER = op("stablehlo.remainder", NARY_ELEMENTWISE, EXPENSIVE)
    REPLICA_ID = op("stablehlo.replica_id", MOVES_DATA)
    RESHAPE = op("stablehlo.reshape", FUSIBLE, MOVES_DATA)
    RETURN = op("stablehlo.return", TERMINATOR, NO_RULE, MOVES_DATA)
    REVERSE = op("stablehlo.reverse", FUSIBLE, MOVES_DATA)
    RNG = op("stablehlo.rng")
    RNG_BIT_GENERATOR = op("stablehlo.rng_bit_generator", MOVES_DATA)
    ROUND_NEAREST_AFZ = op("stablehlo.round_nearest_afz", UNARY_ELEMENTWISE)
    ROUND_NEAREST_EVEN = op("stablehlo.round_nearest_even", UNARY_ELEMENTWISE)
    RSQRT = op("stablehlo.rsqrt", UNARY_ELEMENTWISE, EXPENSIVE, TRANSCENDENTAL)
    SCATTER = op("stablehlo.scatter")
    SELECT = op("stablehlo.select", NARY_ELEMENTWISE)
    SELECT_AND_SCATTER = op("stablehlo.select_and_scatter")
    SEND = op("stablehlo.send", NO_RULE, MOVES_DATA)
    SET_DIMENSION_SIZE = op("stablehlo.set_dimension_size")
    SHIFT_LEFT = op("stablehlo.shift_left", NARY_ELEMENTWISE)
    SHIFT_RIGHT_ARITHMETIC = op("stablehlo.shift_right_arithmetic", NARY_ELEMENTWISE)
    SHIFT_RIGHT_LOGICAL = op("stablehlo.shift_right_logical", NARY_ELEMENTWISE)
    SIGN = op("stablehlo.sign", UNARY_ELEMENTWISE)
    SINE = op("stablehlo.sine", UNARY_ELEMENTWISE, EXPENSIVE, TRANSCENDENTAL)
    SLICE = op("stablehlo.slice", FUSIBLE, MOVES_DATA)
    SORT = op("stablehlo.sort")
    SQRT = op("stablehlo.sqrt", UNARY_ELEMENTWISE, EXPENSIVE, TRANSCENDENTAL)
    SUBTRACT = op("stablehlo.subtract", NARY_ELEMENTWISE)
    TAN = op("stablehlo.tan", UNARY_ELEMENTWISE, EXPENSIVE, TRANSCENDENTAL)
    TANH = op("stablehlo.tanh", UNARY_ELEMENTWISE, EXPENSIVE, TRANSCENDENTAL)
    TRANSPOSE = op("stablehlo.transpose", FUSIBLE, MOVES_DATA)
    TRIANGULAR_SOLVE = op("stablehlo.triangular_solve")
    TUPLE = op("stablehlo.tuple", MOVES_DATA)
    UNARY_EINSUM = op("stablehlo.unary_einsum")
    UNIFORM_DEQUANTIZE = op("stablehlo.uniform_dequantize", UNARY_ELEMENTWISE, MOVES_DATA)
    UNIFORM_QUANTIZE = op("stablehlo.uniform_quantize", UNARY_ELEMENTWISE, MOVES_DATA)
    WHILE = op("stablehlo.while", CONTROL_FLOW, NO_RULE, MOVES_DATA)
    XOR = op("stablehlo.xor", NARY_ELEMENTWISE)


class CHLO:
    """StableHLO's CHLO (client ops the import decomposes or keeps opaque)."""
    ASIN_ACOS_KERNEL = op("chlo._asin_acos_kernel")
    ACOS = op("chlo.acos", TRANSCENDENTAL)
    ACOSH = op("chlo.acosh", TRANSCENDENTAL)
    ASIN = op("chlo.asin", TRANSCENDENTAL)
    ASINH = op("chlo.asinh", TRANSCENDENTAL)
    ATAN = op("chlo.atan", TRANSCENDENTAL)
    ATANH = op("chlo.atanh", TRANSCENDENTAL)
    BESSEL_I1E = op("chlo.bessel_i1e")
    BROADCAST_ADD = op("chlo.broadcast_add")
    BROADCAST_AND = op("chlo.broadcast_and")
    BROADCAST_ATAN2 = op("chlo.broadcast_atan2")
    BROADCAST_COMPARE = op("chlo.broadcast_compare")
    BROADCAST_COMPLEX = op("chlo.broadcast_complex")
    BROADCAST_DIVIDE = op("chlo.broadcast_divide")
    BROADCAST_MAXIMUM = op("chlo.broadcast_maximum")
    BROADCAST_MINIMUM = op("chlo.broadcast_minimum")
    BROADCAST_MULTIPLY = op("chlo.broadcast_multiply")
    BROADCAST_NEXT_AFTER = op("chlo.broadcast_next_after")
    BROADCAST_OR = op("chlo.broadcast_or")
    BROADCAST_POLYGAMMA = op("chlo.broadcast_polygamma")
    BROADCAST_POWER = op("chlo.broadcast_power")
    BROADCAST_REMAINDER = op("chlo.broadcast_remainder")
    BROADCAST_SELECT = op("chlo.broadcast_select")
    BROADCAST_SHIFT_LEFT = op("chlo.broadcast_shift_left")
    BROADCAST_SHIFT_RIGHT_ARITHMETIC = op("chlo.broadcast_shift_right_arithmetic")
    BROADCAST_SHIFT_RIGHT_LOGICAL = op("chlo.broadcast_shift_right_logical")
    BROADCAST_SUBTRACT = op("chlo.broadcast_subtract")
    BROADCAST_XOR = op("chlo.broadcast_xor")
    BROADCAST_ZETA = op("chlo.broadcast_zeta")
    COMPARE = op("chlo.compare")
    CONJ = op("chlo.conj")
    CONSTANT = op("chlo.constant")
    CONSTANT_LIKE = op("chlo.constant_like")
    COSH = op("chlo.cosh", TRANSCENDENTAL)
    DIGAMMA = op("chlo.digamma", TRANSCENDENTAL)
    ERF = op("chlo.erf", TRANSCENDENTAL)
    ERF_INV = op("chlo.erf_inv", TRANSCENDENTAL)
    ERFC = op("chlo.erfc", TRANSCENDENTAL)
    IS_INF = op("chlo.is_inf")
    IS_NEG_INF = op("chlo.is_neg_inf")
    IS_POS_INF = op("chlo.is_pos_inf")
    LGAMMA = op("chlo.lgamma", TRANSCENDENTAL)
    NEXT_AFTER = op("chlo.next_after")
    POLYGAMMA = op("chlo.polygamma")
    SINH = op("chlo.sinh", TRANSCENDENTAL)
    SQUARE = op("chlo.square")
    TAN = op("chlo.tan", TRANSCENDENTAL)
    TOP_K = op("chlo.top_k")
    ZETA = op("chlo.zeta")


class MHLO:
    """MHLO ops that JAX exports still carry."""
    CONSTANT = op("mhlo.constant")
    ERF = op("mhlo.erf")
    TOPK = op("mhlo.topk")


class SDY:
    """Shardy."""
    ALL_GATHER = op("sdy.all_gather", SDY_COLLECTIVE, NO_RULE)
    ALL_REDUCE = op("sdy.all_reduce", SDY_COLLECTIVE, NO_RULE)
    ALL_SLICE = op("sdy.all_slice", SDY_COLLECTIVE, LOCAL, FUSIBLE, NO_RULE)
    ALL_TO_ALL = op("sdy.all_to_all", SDY_COLLECTIVE, NO_RULE)
    COLLECTIVE_PERMUTE = op("sdy.collective_permute", SDY_COLLECTIVE, NO_RULE)
    CONSTANT = op("sdy.constant", CONSTANT, NO_RULE)
    DATA_FLOW_EDGE = op("sdy.data_flow_edge", NO_RULE)
    FUNC_DATA_FLOW_EDGE = op("sdy.func_data_flow_edge", NO_RULE)
    MANUAL_COMPUTATION = op("sdy.manual_computation", CONTROL_FLOW, NO_RULE)
    MESH = op("sdy.mesh", STRUCTURE, NO_RULE)
    NAMED_COMPUTATION = op("sdy.named_computation", CONTROL_FLOW, NO_RULE)
    PROPAGATION_BARRIER = op("sdy.propagation_barrier", SHARDING_VIEW, NO_RULE)
    REDUCE_SCATTER = op("sdy.reduce_scatter", SDY_COLLECTIVE, NO_RULE)
    REPLICATED_TO_UNREDUCED = op("sdy.replicated_to_unreduced", SDY_COLLECTIVE, LOCAL, NO_RULE)
    RESHARD = op("sdy.reshard", SHARDING_VIEW, NO_RULE)
    RETURN = op("sdy.return", TERMINATOR, NO_RULE)
    SHARDED_TO_UNREDUCED = op("sdy.sharded_to_unreduced", SDY_COLLECTIVE, LOCAL, NO_RULE)
    SHARDING_CONSTRAINT = op("sdy.sharding_constraint", SHARDING_VIEW)
    SHARDING_GROUP = op("sdy.sharding_group", NO_RULE)


class SHAPE:
    """MLIR shape (constants only)."""
    CONST_SHAPE = op("shape.const_shape")
    CONST_SIZE = op("shape.const_size")
    CONST_WITNESS = op("shape.const_witness")


class COMPLEX:
    """MLIR complex (constants only)."""
    CONSTANT = op("complex.constant")


class UB:
    """MLIR ub."""
    POISON = op("ub.poison")


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
    return frozenset(name for name in all_ops().values() if name.traits & set(traits))


def traits_of(name: str) -> frozenset[Trait]:
    """The traits of op ``name`` (none for an op this table does not declare)."""
    declared = all_ops().get(name)
    return declared.traits if declared is not None else frozenset()
