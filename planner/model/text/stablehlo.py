"""Custom forms of the StableHLO (and CHLO) ops that JAX prints.

Most ops are declared as a spec for the engine in ``syntax_stablehlo_format`` (one spec
gives both parser and printer); ``constant``, ``optimization_barrier`` and ``return`` are
written by hand below, ``reduce`` and ``while`` in ``syntax_stablehlo_regions``. Ops that
MLIR itself prints generic (gather, scatter, sort, if, case, the collectives ...) have no
custom form and go through the generic parser and printer.
"""

from __future__ import annotations

import re

from planner.model.ir.attributes import Attribute, DenseElementsAttr, OpaqueAttr
from planner.model.ir.core import Operation, Value
from planner.model.ir.types import Type
from planner.model.text.parser import (
    QUICK_FORMS,
    QUICK_LINE_END,
    QUICK_TENSOR,
    OpStart,
    Parser,
    _normalise_ws,
    custom_parser,
    plain_tensor,
)
from planner.model.text.printer import Printer, custom_printer
from planner.model.text.stablehlo_elems import (
    ConvDims,
    DotDims,
    ExpMantissa,
    Precision,
    SliceRanges,
    Window,
)
from planner.model.text.stablehlo_format import (
    ArrayProp,
    ArrowType,
    AttrDict,
    BoolProp,
    ComplexType,
    Elem,
    EnumProp,
    FunctionalType,
    IntProp,
    Lit,
    NotPretty,
    OneOperand,
    Operands,
    Opt,
    ParseState,
    ResultType,
    SameType,
    SelectType,
    StrProp,
    SymProp,
    TupleResultType,
    bind_operand_types,
    join_fragments,
    lits,
    pretty_or_generic,
    register,
)

# -- element-wise ---------------------------------------------------------------------------------
# ``%x attr-dict : type`` (or ``: (t) -> r`` when the types differ).
_ACCURACY = ("result_accuracy",)  # inherent on the transcendental ops, printed in attr-dict
UNARY_OPS: dict[str, tuple[str, ...]] = {
    "abs": (), "cbrt": _ACCURACY, "ceil": (), "convert": (), "count_leading_zeros": (),
    "cosine": _ACCURACY, "exponential": _ACCURACY, "exponential_minus_one": _ACCURACY,
    "floor": (), "imag": (), "log": _ACCURACY, "log_plus_one": _ACCURACY,
    "logistic": _ACCURACY, "not": (), "negate": (), "popcnt": (), "real": (),
    "round_nearest_afz": (), "round_nearest_even": (), "rsqrt": _ACCURACY, "sign": (),
    "sine": _ACCURACY, "sqrt": _ACCURACY, "tan": _ACCURACY, "tanh": _ACCURACY,
    "uniform_quantize": (), "uniform_dequantize": (),
}
BINARY_OPS = ("add", "atan2", "divide", "maximum", "minimum", "multiply", "power", "remainder",
              "shift_left", "shift_right_arithmetic", "shift_right_logical", "subtract", "and",
              "or", "xor")
# ``operands attr-dict : functional-type(operands, results)``.
FUNCTIONAL_OPS = ("is_finite", "bitcast_convert", "dynamic_update_slice", "reshape",
                  "dynamic_reshape", "real_dynamic_slice", "dynamic_pad")

for _name, _inherent in UNARY_OPS.items():
    register([f"stablehlo.{_name}"], [OneOperand(), AttrDict(), SameType()], _inherent)
register([f"stablehlo.{n}" for n in BINARY_OPS],
         [OneOperand(), Lit(","), OneOperand(), AttrDict(), SameType()])
register([f"stablehlo.{n}" for n in FUNCTIONAL_OPS], [Operands(), AttrDict(), FunctionalType()])
register(["stablehlo.complex"], [Operands(), AttrDict(), ComplexType()])
register(["stablehlo.select"], [Operands(), AttrDict(), SelectType()])
register(["stablehlo.clamp"], [OneOperand(), Lit(","), OneOperand(), Lit(","), OneOperand(),
                               AttrDict(), SameType()])
register(["stablehlo.after_all"], [Operands(), AttrDict(), SameType()])
register(["stablehlo.tuple"], [Operands(), AttrDict(), TupleResultType()])
register(["stablehlo.create_token", "stablehlo.replica_id", "stablehlo.partition_id"],
         [AttrDict(), ResultType()])


def _kw(text: str, *value: Elem) -> list[Elem]:
    """``, name = <value>``."""
    return [*lits(text), *value]


_OPERAND_COMMA: list[Elem] = [OneOperand(), Lit(",")]

# -- ops with keyword arguments ---------------------------------------------------------------
register(["stablehlo.iota"],
         [*lits("dim ="), IntProp("iota_dimension"), AttrDict(), ResultType()])
register(["stablehlo.dynamic_iota"],
         [OneOperand(), *_kw(", dim =", IntProp("iota_dimension")), AttrDict(), FunctionalType()])
register(["stablehlo.compare"],
         [EnumProp("comparison_direction", "comparison_direction"), Lit(","), OneOperand(),
          Lit(","), OneOperand(),
          Opt("compare_type", (Lit(","), EnumProp("compare_type", "comparison_type"))),
          AttrDict(), FunctionalType()])
register(["stablehlo.slice"], [OneOperand(), SliceRanges(), AttrDict(), FunctionalType()])
register(["stablehlo.dynamic_slice"],
         [*_OPERAND_COMMA, Operands(trailing=True, empty_comma=True), *_kw("sizes =", ArrayProp("slice_sizes")),
          AttrDict(), FunctionalType()])
register(["stablehlo.broadcast"],
         [OneOperand(), *_kw(", sizes =", ArrayProp("broadcast_sizes")), AttrDict(),
          FunctionalType()])
register(["stablehlo.broadcast_in_dim"],
         [OneOperand(), *_kw(", dims =", ArrayProp("broadcast_dimensions")), AttrDict(),
          FunctionalType()])
register(["stablehlo.dynamic_broadcast_in_dim"],
         [*_OPERAND_COMMA, OneOperand(), *_kw(", dims =", ArrayProp("broadcast_dimensions")),
          AttrDict(), FunctionalType()],
         ("known_expanding_dimensions", "known_nonexpanding_dimensions"))
register(["stablehlo.transpose"],
         [OneOperand(), *_kw(", dims =", ArrayProp("permutation")), AttrDict(), FunctionalType()])
register(["stablehlo.reverse"],
         [OneOperand(), *_kw(", dims =", ArrayProp("dimensions")), AttrDict(), SameType()])
register(["stablehlo.cholesky"],
         [OneOperand(), Opt("lower", (*lits(", lower ="), BoolProp("lower"))), AttrDict(),
          SameType()])
register(["stablehlo.concatenate"],
         [Operands(trailing=True), *_kw("dim =", IntProp("dimension")), AttrDict(),
          FunctionalType()])
register(["stablehlo.get_tuple_element"],
         [OneOperand(), Lit("[", glue=True), IntProp("index", "i32"), Lit("]"), AttrDict(),
          FunctionalType()])
register(["stablehlo.get_dimension_size"],
         [OneOperand(), *_kw(", dim =", IntProp("dimension")), AttrDict(), FunctionalType()])
register(["stablehlo.set_dimension_size"],
         [*_OPERAND_COMMA, OneOperand(), *_kw(", dim =", IntProp("dimension")), AttrDict(),
          FunctionalType()])
register(["stablehlo.pad"],
         [*_OPERAND_COMMA, OneOperand(), *_kw(", low =", ArrayProp("edge_padding_low")),
          *_kw(", high =", ArrayProp("edge_padding_high")),
          *_kw(", interior =", ArrayProp("interior_padding")), AttrDict(), FunctionalType()])
register(["stablehlo.rng"],
         [*_OPERAND_COMMA, *_OPERAND_COMMA, OneOperand(),
          *_kw(", distribution =", EnumProp("rng_distribution", "rng_distribution")),
          AttrDict(), FunctionalType()])
register(["stablehlo.rng_bit_generator"],
         [OneOperand(), *_kw(", algorithm =", EnumProp("rng_algorithm", "rng_algorithm")),
          AttrDict(), FunctionalType()])
register(["stablehlo.reduce_precision"],
         [OneOperand(), *_kw(", format =", ExpMantissa()), AttrDict(), SameType()])
register(["stablehlo.fft"],
         [OneOperand(), *_kw(", type =", EnumProp("fft_type", "fft_type")),
          *_kw(", length =", ArrayProp("fft_length")), AttrDict(), FunctionalType()])
register(["stablehlo.einsum"],
         [*_OPERAND_COMMA, OneOperand(), *_kw(", config =", StrProp("einsum_config")),
          AttrDict(), FunctionalType()])
register(["stablehlo.unary_einsum"],
         [OneOperand(), *_kw(", config =", StrProp("einsum_config")), AttrDict(),
          FunctionalType()])
register(["stablehlo.dot"],
         [*_OPERAND_COMMA, OneOperand(), Precision(with_algorithm=False), AttrDict(),
          FunctionalType()])
register(["stablehlo.dot_general"],
         [*_OPERAND_COMMA, OneOperand(), Lit(","), DotDims(), Precision(with_algorithm=True),
          AttrDict(), FunctionalType()])
register(["stablehlo.convolution"],
         [Lit("(", glue=True), Operands(), Lit(")"), *_kw("dim_numbers =", ConvDims()),
          *_kw(", window =", Window()), AttrDict(), FunctionalType()],
         ("feature_group_count", "batch_group_count", "precision_config"))
register(["stablehlo.custom_call"],
         [SymProp("call_target_name"), Lit("(", glue=True), Operands(), Lit(")"), AttrDict(),
          FunctionalType()],
         ("has_side_effect", "backend_config", "api_version", "called_computations",
          "operand_layouts", "result_layouts", "output_operand_aliases", "result_tilings"))
register(["stablehlo.composite"],
         [StrProp("name"), Operands(), AttrDict(), FunctionalType()],
         ("decomposition", "version", "composite_attributes"))

# -- chlo -------------------------------------------------------------------------------------------
CHLO_UNARY_OPS = ("_asin_acos_kernel", "acos", "acosh", "asin", "asinh", "atan", "atanh",
                  "bessel_i1e", "conj", "cosh", "sinh", "tan", "digamma", "erf", "erf_inv",
                  "erfc", "is_inf", "is_neg_inf", "is_pos_inf", "lgamma", "square")
CHLO_BINARY_OPS = ("next_after", "polygamma", "zeta", "mulhi")
CHLO_BROADCAST_OPS = ("add", "and", "atan2", "compare", "complex", "divide", "maximum",
                      "minimum", "multiply", "next_after", "or", "polygamma", "power",
                      "remainder", "shift_left", "shift_right_arithmetic",
                      "shift_right_logical", "subtract", "xor", "zeta")

register([f"chlo.{n}" for n in CHLO_UNARY_OPS], [OneOperand(), AttrDict(), ArrowType()])
register([f"chlo.{n}" for n in CHLO_BINARY_OPS],
         [OneOperand(), Lit(","), OneOperand(), AttrDict(), ArrowType()])
register([f"chlo.broadcast_{n}" for n in CHLO_BROADCAST_OPS],
         [OneOperand(), Lit(","), OneOperand(), AttrDict(), ArrowType(parens=True)],
         ("broadcast_dimensions", "comparison_direction", "compare_type"))
register(["chlo.broadcast_select"],
         [OneOperand(), Lit(","), OneOperand(), Lit(","), OneOperand(), AttrDict(),
          ArrowType(parens=True)])
register(["chlo.top_k"],
         [Lit("(", glue=True), OneOperand(), *_kw(", k =", IntProp("k")),
          Opt("is_stable", (*lits(", is_stable ="), BoolProp("is_stable"))), Lit(")"),
          AttrDict(), ArrowType()])


# -- constant ---------------------------------------------------------------------------------------
def _parse_elements(p: Parser) -> tuple[Attribute, Type]:
    """``dense<...> : tensor<...>`` (or another elements attribute) and its type."""
    tok = p.peek()
    value = p.parse_attr()
    if isinstance(value, DenseElementsAttr):
        return value, value.type
    if isinstance(value, OpaqueAttr) and " : " in value.text:
        # dense_resource<...> : type -- the generic parser keeps the type in the text.
        sub = Parser(value.text.rsplit(" : ", 1)[1])
        return value, sub.parse_type()
    raise p.error("expected an elements attribute (dense<...> : type)", tok)


def _elements_value(op: Operation) -> Attribute:
    """The ``value`` of a constant when the custom form can spell it (its type is the
    result type)."""
    value = op.properties.get("value")
    if op.operands or op.regions or len(op.results) != 1:
        raise NotPretty("constant shape")
    if isinstance(value, DenseElementsAttr) and value.type == op.results[0].type:
        return value
    if (isinstance(value, OpaqueAttr) and " : " in value.text
            and value.text.rsplit(" : ", 1)[1] == str(op.results[0].type)):
        return value
    raise NotPretty("constant value")


@custom_parser("stablehlo.constant", "chlo.constant")
def parse_constant(p: Parser, start: OpStart) -> Operation:
    """``stablehlo.constant {attrs} dense<...> : type``; stablehlo also accepts
    ``stablehlo.constant() <{value = ...}> {attrs} : () -> type``, what MLIR prints when the
    value's type differs from the result type."""
    if start.name == "stablehlo.constant" and p.at("("):
        p.next()
        p.expect(")", "(a constant has no operands)")
        props: dict[str, Attribute] = {}
        if p.accept("<"):
            props = p.parse_attr_dict().as_dict()
            p.expect(">", "to close properties")
        attrs = p.parse_attr_dict().as_dict() if p.at("{") else {}
        st = ParseState()
        FunctionalType().parse(p, st)
        return Operation.create(start.name, [], st.results, props, attrs, None, start.loc)
    attrs = p.parse_attr_dict().as_dict() if p.at("{") else {}
    value, ty = _parse_elements(p)
    return Operation.create(start.name, [], [ty], {"value": value}, attrs, None, start.loc)


# ``dense<LITERAL> : tensor<...>`` on one line, for the quick reader: a literal of
# numbers, brackets and parentheses (hex strings and nested types go the token way).
_QUICK_DENSE = re.compile(rf"dense<([-+\w.,\[\]() \t]*)>[ \t]*:[ \t]*({QUICK_TENSOR}){QUICK_LINE_END}")


def quick_constant(p: Parser, name: str, pos: int) -> tuple[Operation, int] | None:
    """``parse_constant``'s usual form, read with one regular expression."""
    m = _QUICK_DENSE.match(p.lex.text, pos)
    if m is None:
        return None
    ty = plain_tensor(m.group(2))
    value = DenseElementsAttr(_normalise_ws(m.group(1).strip()), ty)
    return Operation.create(name, [], [ty], {"value": value}), m.end()


QUICK_FORMS.update({"stablehlo.constant": quick_constant, "chlo.constant": quick_constant})


@custom_printer("stablehlo.constant", "chlo.constant")
@pretty_or_generic
def print_constant(pr: Printer, op: Operation, indent: int) -> str:
    """``stablehlo.constant {attrs} dense<...> : type``."""
    value = _elements_value(op)
    others = {k: v for k, v in op.properties.items() if k != "value"}
    if others or "value" in op.attributes:
        raise NotPretty("constant with other properties")
    return join_fragments([op.name, pr.attr_dict(op.attributes), str(value)])


# -- optimization_barrier and return ------------------------------------------------------------
def _values(st: ParseState) -> list[Value]:
    return [v for v, _ in st.operands]


@custom_parser("stablehlo.optimization_barrier")
def parse_optimization_barrier(p: Parser, start: OpStart) -> Operation:
    """``stablehlo.optimization_barrier {attrs} %a, %b : ta, tb`` or ``... {attrs} ()``."""
    st = ParseState()
    AttrDict().parse(p, st)
    if p.accept("("):
        p.expect(")", "(an empty optimization_barrier)")
    else:
        Operands().parse(p, st)
        if not st.operands:
            raise p.error("expected SSA operand or '()'")
        p.expect(":", "before the operand types")
        tok = p.peek()
        types = p.parse_type_list_no_parens()
        bind_operand_types(p, st, types, tok)
        st.results = types
    return Operation.create(start.name, _values(st), st.results, {}, st.attrs, None, start.loc)


@custom_printer("stablehlo.optimization_barrier")
@pretty_or_generic
def print_optimization_barrier(pr: Printer, op: Operation, indent: int) -> str:
    """The same operand and result types, written once."""
    ins = [v.type for v in op.operands]
    if op.properties or op.regions or ins != [r.type for r in op.results]:
        raise NotPretty("optimization_barrier")
    head = join_fragments([op.name, pr.attr_dict(op.attributes)])
    if not op.operands:
        return head + "()"
    return f"{head} {pr.names_of(op.operands)} : {pr.types(ins)}"


@custom_parser("stablehlo.return")
def parse_return(p: Parser, start: OpStart) -> Operation:
    """``stablehlo.return %a, %b {attrs} : ta, tb`` (no types without operands)."""
    st = ParseState()
    Operands().parse(p, st)
    AttrDict().parse(p, st)
    if st.operands:
        p.expect(":", "before the operand types")
        tok = p.peek()
        bind_operand_types(p, st, p.parse_type_list_no_parens(), tok)
    return Operation.create(start.name, _values(st), [], {}, st.attrs, None, start.loc)


@custom_printer("stablehlo.return")
@pretty_or_generic
def print_return(pr: Printer, op: Operation, indent: int) -> str:
    """``stablehlo.return %a : t``."""
    if op.properties or op.regions or op.results:
        raise NotPretty("return")
    parts = [op.name, pr.names_of(op.operands), pr.attr_dict(op.attributes)]
    if op.operands:
        parts += [":", pr.types([v.type for v in op.operands])]
    return join_fragments(parts)


__all__ = ["BINARY_OPS", "CHLO_BINARY_OPS", "CHLO_BROADCAST_OPS", "CHLO_UNARY_OPS",
           "FUNCTIONAL_OPS", "UNARY_OPS"]
