"""The StableHLO op rules the verifier checks: those whose attributes the planner reads to
cost, plan and run an op (MLIR's own verifier rejects the same inputs)."""

from __future__ import annotations

from collections.abc import Callable

from planner.model.dialects.ops import (
    ConvDimensionNumbers,
    DotDimensionNumbers,
    dims_of,
    window_output,
)
from planner.model.dialects.value_sharding import value_sharding
from planner.model.ir.attributes import DenseElementsAttr, OpaqueAttr, int_list
from planner.model.ir.core import Operation
from planner.model.ir.dense_literals import ELEMENT_DTYPES, dense_array
from planner.model.ir.op_names import HLO
from planner.model.ir.types import TensorType, Type
from planner.model.sharding.tensor_sharding import TensorSharding
from planner.model.verify.attrs import Invalid, Symbols, require_static


def _check_dims(dims: tuple[int, ...], rank: int, what: str) -> None:
    for d in dims:
        if not 0 <= d < rank:
            raise Invalid(f"{what} dimension {d} is out of range for rank {rank}")
    if len(set(dims)) != len(dims):
        raise Invalid(f"{what} dimensions {list(dims)} repeat a dimension")


def _two_operands(op: Operation) -> tuple[Type, Type]:
    """The types of a contraction's lhs and rhs."""
    if len(op.operands) != 2:
        raise Invalid(f"expects 2 operands, has {len(op.operands)}")
    return op.operands[0].type, op.operands[1].type


def check_dot_general(op: Operation) -> None:
    """``dot_dimension_numbers`` parse, name dimensions of the operands, pair up in
    number and in size, and batching and contracting dimensions do not overlap."""
    try:
        dn = DotDimensionNumbers.from_attr(op.get_attr("dot_dimension_numbers"))
    except ValueError as e:
        raise Invalid(f"malformed dot_dimension_numbers ({e})") from None
    lhs, rhs = _two_operands(op)
    if not (isinstance(lhs, TensorType) and isinstance(rhs, TensorType)):
        return
    sides = ((lhs, dn.lhs_batching_dimensions, dn.lhs_contracting_dimensions, "lhs"),
             (rhs, dn.rhs_batching_dimensions, dn.rhs_contracting_dimensions, "rhs"))
    for t, batching, contracting, side in sides:
        _check_dims(batching, t.rank, f"{side} batching")
        _check_dims(contracting, t.rank, f"{side} contracting")
        if set(batching) & set(contracting):
            raise Invalid(f"{side} batching and contracting dimensions overlap")
    for kind, a, b in (("batching", dn.lhs_batching_dimensions, dn.rhs_batching_dimensions),
                       ("contracting", dn.lhs_contracting_dimensions,
                        dn.rhs_contracting_dimensions)):
        if len(a) != len(b):
            raise Invalid(f"lhs and rhs have {len(a)} and {len(b)} {kind} dimensions")
        for x, y in zip(a, b, strict=True):
            if lhs.shape[x] is not None and rhs.shape[y] is not None and \
                    lhs.shape[x] != rhs.shape[y]:
                raise Invalid(f"{kind} dimensions lhs {x} (size {lhs.shape[x]}) and rhs {y} "
                              f"(size {rhs.shape[y]}) differ in size")


def check_constant(op: Operation) -> None:
    """The value is a dense literal of the result's type that reads as one (the right
    element count, integers in range; element types numpy lacks are not read), or a
    ``dense_resource`` blob."""
    result = op.results[0].type
    require_static(result, "result")
    assert isinstance(result, TensorType)
    value = op.properties.get("value")
    if isinstance(value, OpaqueAttr) and value.text.startswith("dense_resource"):
        return
    if not isinstance(value, DenseElementsAttr):
        raise Invalid(f"value must be an elements attribute, got {value}")
    if value.type != result:
        raise Invalid(f"value type {value.type} doesn't match the result type {result}")
    dtype = ELEMENT_DTYPES.get(result.element_type)
    if dtype is None:
        return
    try:
        dense_array(value.literal.strip(), result.static_shape, dtype)
    except ValueError as e:
        literal = value.literal if len(value.literal) <= 60 else value.literal[:57] + "..."
        raise Invalid(f"malformed literal dense<{literal}> for {result} ({str(e)[:80]})") \
            from None


def check_reduce(op: Operation) -> None:
    """``dimensions`` name distinct dimensions of the inputs."""
    if not op.operands or not isinstance(op.operands[0].type, TensorType):
        return
    _check_dims(tuple(dims_of(op, "dimensions")), op.operands[0].type.rank, "reduced")


# Integer (or integer-list) properties the cost model and the interpreter read.
INTEGER_PROPERTIES = frozenset((
    "dimensions", "dimension", "window_dimensions", "window_strides", "base_dilations",
    "window_dilations", "padding", "lhs_dilation", "rhs_dilation", "window_reversal",
    "broadcast_dimensions", "permutation", "slice_sizes", "start_indices", "limit_indices",
    "strides", "fft_length", "split_dimension", "concat_dimension", "all_gather_dim",
    "scatter_dimension", "feature_index", "feature_group_count", "batch_group_count", "k"))


def check_integer_properties(op: Operation) -> None:
    """Each of ``INTEGER_PROPERTIES`` the op carries reads as integers."""
    for name, value in op.properties.items():
        if name not in INTEGER_PROPERTIES or value is None:
            continue
        try:
            int_list(value)
        except TypeError:
            raise Invalid(f"{name} must be an integer array, got {str(value)[:60]}") from None


def _window_ints(op: Operation, name: str, count: int, least: int | None,
                 default: int | None) -> list[int]:
    """Property ``name`` as ``count`` integers of at least ``least`` (``default`` each when
    absent; required when ``default`` is None)."""
    value = op.properties.get(name)
    if value is None:
        if default is None:
            raise Invalid(f"requires {name}")
        return [default] * count
    ints = int_list(value)  # (check_integer_properties ran first)
    if len(ints) != count:
        raise Invalid(f"{name} has {len(ints)} values, expected {count}")
    if least is not None and any(v < least for v in ints):
        raise Invalid(f"{name} values must be at least {least}, got {ints}")
    return ints


def check_reduce_window(op: Operation, symbols: Symbols) -> None:
    """Window properties of the inputs' rank, sizes, strides and dilations positive, and
    results of the shape the window gives (StableHLO's ``reduce_window`` shape rule), or
    that shape padded up to divide the result's sharding (what
    ``sdy-pad-for-divisibility`` gives an op between a non-divisible shard and its
    gather)."""
    half = len(op.operands) // 2
    if half == 0 or not isinstance(t := op.operands[0].type, TensorType):
        return
    n = t.rank
    window = _window_ints(op, "window_dimensions", n, 1, None)
    strides, base, dilations = (_window_ints(op, name, n, 1, 1) for name in
                                ("window_strides", "base_dilations", "window_dilations"))
    padding = _window_ints(op, "padding", 2 * n, None, 0)
    if not t.is_static:
        return
    shape = [window_output(size, window[d], strides[d], base[d], dilations[d],
                           padding[2 * d], padding[2 * d + 1])
             for d, size in enumerate(t.static_shape)]
    for r in op.results[:half]:
        if not isinstance(r.type, TensorType) or not r.type.is_static:
            continue
        got = list(r.type.static_shape)
        if got != shape and got != _divisible(shape, value_sharding(r), symbols):
            raise Invalid(f"result shape {got} is not the window's {shape}")


def _divisible(shape: list[int], sharding: TensorSharding | None, symbols: Symbols
               ) -> list[int] | None:
    """``shape`` with each dimension rounded up to a multiple of its shards under
    ``sharding`` (None without one that fits it)."""
    if sharding is None or sharding.rank != len(shape):
        return None
    try:
        mesh = symbols.mesh(sharding)
    except Invalid:
        return None
    return [-(-d // (k := dim.size(mesh))) * k for d, dim in zip(shape, sharding.dims,
                                                                  strict=True)]


def check_convolution(op: Operation) -> None:
    """Dimension numbers that parse and name dimensions of the operands, and window
    properties of one value per spatial dimension (strides and dilations positive)."""
    try:
        dn = ConvDimensionNumbers.from_attr(op.get_attr("dimension_numbers"))
    except ValueError as e:
        raise Invalid(f"malformed dimension_numbers ({str(e)[:80]})") from None
    lhs, rhs = _two_operands(op)
    k = len(dn.input_spatial_dimensions)
    if len(dn.kernel_spatial_dimensions) != k or len(dn.output_spatial_dimensions) != k:
        raise Invalid("input, kernel and output name different numbers of spatial dimensions")
    for t, dims, side in (
            (lhs, (dn.input_batch_dimension, dn.input_feature_dimension,
                   *dn.input_spatial_dimensions), "input"),
            (rhs, (dn.kernel_input_feature_dimension, dn.kernel_output_feature_dimension,
                   *dn.kernel_spatial_dimensions), "kernel")):
        if isinstance(t, TensorType):
            if t.rank != k + 2:
                raise Invalid(f"{side} has rank {t.rank}, expected {k + 2}")
            _check_dims(tuple(dims), t.rank, side)
    for name in ("window_strides", "lhs_dilation", "rhs_dilation"):
        _window_ints(op, name, k, 1, 1)
    _window_ints(op, "padding", 2 * k, None, 0)
    _window_ints(op, "window_reversal", k, None, 0)


# Each check sees the op and the module's symbols (the meshes its shardings name).
STABLEHLO_CHECKS: dict[str, Callable[[Operation, Symbols], None]] = {
    HLO.DOT_GENERAL: lambda op, _: check_dot_general(op),
    HLO.CONSTANT: lambda op, _: check_constant(op),
    HLO.REDUCE: lambda op, _: check_reduce(op),
    HLO.REDUCE_WINDOW: check_reduce_window,
    HLO.CONVOLUTION: lambda op, _: check_convolution(op),
}
