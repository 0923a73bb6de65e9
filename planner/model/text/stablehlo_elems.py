"""Elements of StableHLO custom forms that spell structured properties: slice ranges,
``e5m10`` formats, dot dimension numbers, precision and algorithm, convolution layouts and
windows. Each reads its text into the property the generic form carries (MLIR's canonical
attribute text) and prints it back only when that property is canonical."""

from __future__ import annotations

import functools
import json
import re
from dataclasses import dataclass

from planner.model.dialects.ops import (
    ConvDimensionNumbers,
    DotDimensionNumbers,
    conv_layout,
    enum_attr,
    enum_value,
)
from planner.model.ir.attributes import (
    ArrayAttr,
    Attribute,
    DenseArrayAttr,
    DenseElementsAttr,
    IntegerAttr,
    OpaqueAttr,
)
from planner.model.ir.types import TensorType
from planner.model.text.parser import Parser, _normalise_ws
from planner.model.text.printer import Printer
from planner.model.text.stablehlo_format import (
    QUICK_INTS,
    SP,
    Elem,
    Groups,
    NotPretty,
    ParseState,
    PrintState,
    QuickState,
    i64_array,
    parse_int_list,
    quick_ints,
)


def _i64(values: list[int]) -> DenseArrayAttr:
    return DenseArrayAttr("i64", tuple(values))


def _list_text(values: list[int] | list[str]) -> str:
    """``[1, 2]``."""
    return "[" + ", ".join(map(str, values)) + "]"


class SliceRanges(Elem):
    """``[0:4, 1:8:2]`` -> start_indices, limit_indices, strides (stride 1 left out)."""

    def prop_names(self) -> tuple[str, ...]:
        return ("start_indices", "limit_indices", "strides")

    def parse(self, p: Parser, st: ParseState) -> None:
        starts: list[int] = []
        limits: list[int] = []
        strides: list[int] = []

        def item() -> None:
            starts.append(p.parse_int("slice start"))
            p.expect(":", "between slice start and limit")
            limits.append(p.parse_int("slice limit"))
            strides.append(p.parse_int("slice stride") if p.accept(":") else 1)

        p.expect("[", "to start slice ranges")
        p.parse_comma_list("]", item)
        st.props.update(start_indices=_i64(starts), limit_indices=_i64(limits),
                        strides=_i64(strides))

    def quick(self) -> str | None:
        rng = rf"-?\d+{SP}:{SP}-?\d+(?:{SP}:{SP}-?\d+)?"
        return rf"\[((?:{rng}(?:,{SP}{rng})*)?)\]"

    def take(self, groups: Groups, q: QuickState) -> None:
        ranges = [quick_ints(r.replace(":", ",")) for r in (next(groups) or "").split(",")
                  if r.strip()]
        q.props.update(start_indices=_i64([r[0] for r in ranges]),
                       limit_indices=_i64([r[1] for r in ranges]),
                       strides=_i64([r[2] if len(r) == 3 else 1 for r in ranges]))

    def emit(self, pr: Printer, st: PrintState) -> list[str]:
        starts, limits, strides = (i64_array(st.prop(n)) for n in self.prop_names())
        if not len(starts) == len(limits) == len(strides):
            raise NotPretty("slice ranges of different lengths")
        items = [f"{a}:{b}" + (f":{s}" if s != 1 else "")
                 for a, b, s in zip(starts, limits, strides, strict=True)]
        return [_list_text(items)]


_EXP_MANTISSA = re.compile(r"e(\d+)m(\d+)")


class ExpMantissa(Elem):
    """``e5m10`` -> exponent_bits = 5 : i32, mantissa_bits = 10 : i32."""

    def prop_names(self) -> tuple[str, ...]:
        return ("exponent_bits", "mantissa_bits")

    def parse(self, p: Parser, st: ParseState) -> None:
        tok = p.expect_kind("ident", "format 'e#m#'")
        m = _EXP_MANTISSA.fullmatch(tok.text)
        if not m:
            raise p.error(f"expected exponent mantissa in format e#m#, saw {tok.text}", tok)
        st.props["exponent_bits"] = IntegerAttr(int(m.group(1)), "i32")
        st.props["mantissa_bits"] = IntegerAttr(int(m.group(2)), "i32")

    def emit(self, pr: Printer, st: PrintState) -> list[str]:
        e, m = st.prop("exponent_bits"), st.prop("mantissa_bits")
        if not (isinstance(e, IntegerAttr) and isinstance(m, IntegerAttr)
                and e.type == m.type == "i32" and e.value >= 0 and m.value >= 0):
            raise NotPretty("format")
        return [f"e{e.value}m{m.value}"]


class DotDims(Elem):
    """``batching_dims = [0] x [0], contracting_dims = [2] x [1]`` -> ``#stablehlo.dot<...>``."""

    def prop_names(self) -> tuple[str, ...]:
        return ("dot_dimension_numbers",)

    @staticmethod
    def _pair(p: Parser) -> tuple[tuple[int, ...], tuple[int, ...]]:
        p.expect("=")
        lhs = parse_int_list(p, "dimension")
        p.expect("x", "between lhs and rhs dimensions")
        return tuple(lhs), tuple(parse_int_list(p, "dimension"))

    def parse(self, p: Parser, st: ParseState) -> None:
        batching: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())
        if p.accept("batching_dims"):
            batching = self._pair(p)
            p.expect(",", "after batching_dims")
        p.expect("contracting_dims")
        contracting = self._pair(p)
        st.props["dot_dimension_numbers"] = DotDimensionNumbers(*batching, *contracting).to_attr()

    def quick(self) -> str | None:
        pair = rf"{SP}={SP}\[({QUICK_INTS})\]{SP}x{SP}\[({QUICK_INTS})\]"
        return rf"(?:batching_dims{pair}{SP},{SP})?contracting_dims{pair}"

    def take(self, groups: Groups, q: QuickState) -> None:
        texts = (next(groups), next(groups), next(groups), next(groups))
        q.props["dot_dimension_numbers"] = _quick_dot_dims(*texts)

    def emit(self, pr: Printer, st: PrintState) -> list[str]:
        attr = st.prop("dot_dimension_numbers")
        try:
            d = DotDimensionNumbers.from_attr(attr)
        except ValueError:
            raise NotPretty("dot dimension numbers") from None
        if d.to_attr() != attr:
            raise NotPretty("non-canonical dot dimension numbers")
        out: list[str] = []
        if d.lhs_batching_dimensions or d.rhs_batching_dimensions:
            out += ["batching_dims", "=", _list_text(list(d.lhs_batching_dimensions)), "x",
                    _list_text(list(d.rhs_batching_dimensions)), ","]
        return [*out, "contracting_dims", "=", _list_text(list(d.lhs_contracting_dimensions)),
                "x", _list_text(list(d.rhs_contracting_dimensions))]


@functools.lru_cache(maxsize=4096)
def _quick_dot_dims(*lists: str | None) -> Attribute:
    """``dot_dimension_numbers`` from the texts of its four lists (few distinct ones)."""
    return DotDimensionNumbers(*(quick_ints(t) for t in lists)).to_attr()


@functools.lru_cache(maxsize=4096)
def _quick_precision(names: str) -> Attribute:
    """``precision_config`` from ``DEFAULT, HIGH``."""
    return ArrayAttr(tuple(enum_attr("precision", n.strip()) for n in names.split(",")))


_ALGORITHM = "#stablehlo.dot_algorithm"


@dataclass(frozen=True)
class Precision(Elem):
    """``, precision = [DEFAULT, HIGH]`` and (dot_general) ``, algorithm = <...>``; both
    optional."""

    with_algorithm: bool

    def prop_names(self) -> tuple[str, ...]:
        return ("precision_config", "algorithm") if self.with_algorithm else ("precision_config",)

    def parse(self, p: Parser, st: ParseState) -> None:
        if not p.accept(","):
            return
        if not (self.with_algorithm and p.at("algorithm")):
            p.expect("precision", "or 'algorithm'" if self.with_algorithm else "")
            p.expect("=")
            p.expect("[", "to start precision list")
            values = p.parse_comma_list(
                "]", lambda: enum_attr("precision", p.expect_kind("ident", "precision").text))
            st.props["precision_config"] = ArrayAttr(tuple(values))
            if not (self.with_algorithm and p.accept(",")):
                return
        p.expect("algorithm")
        p.expect("=")
        tok = p.peek()
        if not p.at("<"):
            raise p.error("expected '<' to start the dot algorithm")
        end = p.lex.raw_until_balanced(tok.start)
        st.props["algorithm"] = OpaqueAttr(_ALGORITHM + _normalise_ws(p.lex.text[tok.start:end]))

    def quick(self) -> str | None:
        name = r"[A-Za-z_][A-Za-z0-9_]*"
        return rf"(?:,{SP}precision{SP}={SP}\[({name}(?:,{SP}{name})*)\])?"

    def take(self, groups: Groups, q: QuickState) -> None:
        names = next(groups)
        if names is not None:
            q.props["precision_config"] = _quick_precision(names)


    def emit(self, pr: Printer, st: PrintState) -> list[str]:
        out: list[str] = []
        prec = st.op.properties.get("precision_config")
        if prec is not None:
            if not isinstance(prec, ArrayAttr):
                raise NotPretty("precision_config")
            names = [enum_value(a, "precision") for a in prec]
            if any(n is None or enum_attr("precision", n) != a
                   for n, a in zip(names, prec, strict=True)):
                raise NotPretty("precision_config")
            out += [",", "precision", "=", _list_text([n or "" for n in names])]
        algo = st.op.properties.get("algorithm") if self.with_algorithm else None
        if algo is not None:
            if not (isinstance(algo, OpaqueAttr) and algo.text.startswith(_ALGORITHM + "<")):
                raise NotPretty("algorithm")
            out += [",", "algorithm", "=", algo.text[len(_ALGORITHM):]]
        return out


class ConvDims(Elem):
    """``[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`` -> ``#stablehlo.conv<...>``."""

    def prop_names(self) -> tuple[str, ...]:
        return ("dimension_numbers",)

    @staticmethod
    def _layout(p: Parser, letters: str) -> list[int | str]:
        open_tok = p.expect("[", "to start a convolution layout")

        def item() -> int | str:
            tok = p.peek()
            if tok.kind == "ident":
                p.next()
                return tok.text
            return p.parse_int("dimension")

        items: list[int | str] = p.parse_comma_list("]", item)
        try:
            conv_layout(items, letters)
        except ValueError as e:
            raise p.error(str(e), open_tok) from None
        return items

    def parse(self, p: Parser, st: ParseState) -> None:
        lhs = self._layout(p, "bf")
        p.expect("x", "between input and kernel layouts")
        rhs = self._layout(p, "io")
        p.expect("->", "before the output layout")
        out = self._layout(p, "bf")
        st.props["dimension_numbers"] = ConvDimensionNumbers.from_layouts(lhs, rhs, out).to_attr()

    def emit(self, pr: Printer, st: PrintState) -> list[str]:
        attr = st.prop("dimension_numbers")
        try:
            d = ConvDimensionNumbers.from_attr(attr)
        except ValueError:
            raise NotPretty("convolution dimension numbers") from None
        if d.to_attr() != attr:
            raise NotPretty("non-canonical convolution dimension numbers")
        return [d.compact()]


# Window keywords of the custom form -> the property each one spells.
_WINDOW = {"stride": "window_strides", "pad": "padding", "lhs_dilate": "lhs_dilation",
           "rhs_dilate": "rhs_dilation", "reverse": "window_reversal"}


def padding_attr(pairs: list[tuple[int, int]]) -> DenseElementsAttr:
    """The ``dense<...> : tensor<Nx2xi64>`` MLIR prints for padding pairs (splat when all
    values are equal)."""
    flat = [v for pair in pairs for v in pair]
    if not flat:
        literal = ""
    elif all(v == flat[0] for v in flat):
        literal = str(flat[0])
    else:
        literal = "[" + ", ".join(f"[{a}, {b}]" for a, b in pairs) + "]"
    return DenseElementsAttr(literal, TensorType((len(pairs), 2), "i64"))


def padding_pairs(attr: Attribute) -> list[tuple[int, int]]:
    """Inverse of :func:`padding_attr`; NotPretty unless ``attr`` is exactly its output."""
    t = attr.type if isinstance(attr, DenseElementsAttr) else None
    if not (isinstance(t, TensorType) and t.element_type == "i64" and t.rank == 2
            and t.shape[1] == 2 and t.shape[0] is not None):
        raise NotPretty("padding")
    assert isinstance(attr, DenseElementsAttr)
    n = t.shape[0]
    try:
        if attr.literal.startswith("["):
            flat = [int(v) for row in json.loads(attr.literal) for v in row]
        elif attr.literal:
            flat = [int(attr.literal)] * (2 * n)
        else:
            flat = []
    except (ValueError, TypeError):
        raise NotPretty("padding") from None
    pairs = [(flat[2 * i], flat[2 * i + 1]) for i in range(len(flat) // 2)]
    if len(flat) != 2 * n or padding_attr(pairs) != attr:
        raise NotPretty("padding")
    return pairs


class Window(Elem):
    """``{stride = [1, 1], pad = [[0, 0], [1, 1]], lhs_dilate = [..], rhs_dilate = [..],
    reverse = [false, true]}``; every entry optional."""

    def prop_names(self) -> tuple[str, ...]:
        return tuple(_WINDOW.values())

    def parse(self, p: Parser, st: ParseState) -> None:
        p.expect("{", "to start the window")
        seen: set[str] = set()

        def entry() -> None:
            tok = p.expect_kind("ident", "window attribute")
            if tok.text not in _WINDOW or tok.text in seen:
                raise p.error(f"Unexpected keyword {tok.text}", tok)
            seen.add(tok.text)
            p.expect("=")
            prop = _WINDOW[tok.text]
            if tok.text == "pad":
                p.expect("[", "to start padding")
                st.props[prop] = padding_attr(p.parse_comma_list("]", lambda: self._pair(p)))
            elif tok.text == "reverse":
                p.expect("[", "to start reversal flags")
                flags = p.parse_comma_list("]", lambda: self._flag(p))
                st.props[prop] = DenseArrayAttr("i1", tuple(flags))
            else:
                st.props[prop] = _i64(parse_int_list(p, tok.text))

        p.parse_comma_list("}", entry)

    @staticmethod
    def _pair(p: Parser) -> tuple[int, int]:
        tok = p.peek()
        values = parse_int_list(p, "padding")
        if len(values) != 2:
            raise p.error(f"Expected array with 2 elements, got {len(values)} elements instead",
                          tok)
        return values[0], values[1]

    @staticmethod
    def _flag(p: Parser) -> bool:
        if p.peek().kind == "ident":
            return p.parse_keyword("true", "false") == "true"
        return p.parse_int("reversal flag") != 0

    def emit(self, pr: Printer, st: PrintState) -> list[str]:
        items: list[str] = []
        for key, prop in _WINDOW.items():
            a = st.op.properties.get(prop)
            if a is None:
                continue
            if key == "pad":
                value = _list_text([f"[{x}, {y}]" for x, y in padding_pairs(a)])
            elif key == "reverse":
                if not (isinstance(a, DenseArrayAttr) and a.element_type == "i1"):
                    raise NotPretty("window_reversal")
                value = _list_text(["true" if v else "false" for v in a.values])
            else:
                value = _list_text(i64_array(a))
            items.append(f"{key} = {value}")
        return ["{" + ", ".join(items) + "}"]
