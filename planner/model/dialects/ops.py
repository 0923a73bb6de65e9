"""Typed views of the ops the planner reads: builtin/func, every sdy op, and the
StableHLO attributes the rules and passes need. Storage stays generic
(``Operation.properties``), so an op prints the same whichever class it has."""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, fields
from typing import Any, ClassVar, Self

from planner.model.ir.attributes import (
    ArrayAttr,
    Attribute,
    BoolAttr,
    DictAttr,
    IntegerAttr,
    OpaqueAttr,
    StringAttr,
    SymbolRefAttr,
    TypeAttr,
    int_list,
)
from planner.model.ir.core import Block, Operation, OpResult, Region, Value
from planner.model.ir.diagnostics import PlannerError
from planner.model.ir.op_names import BUILTIN, FUNC, HLO, SDY
from planner.model.ir.types import FunctionType
from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.rule import OpShardingRule
from planner.model.sharding.tensor_sharding import (
    PROPAGATION_DIRECTIONS,
    AllToAllParamList,
    AxisRefList,
    ListOfAxisRefLists,
    ManualAxes,
    ShardingPerValue,
    TensorSharding,
)

SHARDING_ATTR = "sdy.sharding"
SHARDING_RULE_ATTR = "sdy.sharding_rule"


def _prop(name: str, doc: str = "") -> Any:
    def get(self: Operation) -> Any:
        return self.properties.get(name)

    def set_(self: Operation, value: Attribute) -> None:
        self.properties[name] = value

    return property(get, set_, doc=doc or f"the ``{name}`` property")


# -- builtin / func -------------------------------------------------------------------------
class ModuleOp(Operation):
    OP_NAME = BUILTIN.MODULE

    @staticmethod
    def build(name: str | None = None) -> ModuleOp:
        op = ModuleOp(BUILTIN.MODULE, regions=[Region([Block()])])
        if name:
            op.properties["sym_name"] = StringAttr(name)
        return op

    @property
    def body(self) -> Block:
        return self.regions[0].block

    @property
    def sym_name(self) -> str | None:
        a = self.properties.get("sym_name")
        return a.value if isinstance(a, StringAttr) else None

    def meshes(self) -> dict[str, MeshAttr]:
        """The module's mesh symbol table, in definition order."""
        return {op.sym_name: op.mesh for op in self.body.ops if isinstance(op, MeshOp)}

    def add_mesh(self, name: str, mesh: MeshAttr) -> None:
        """Declare ``mesh`` as ``@name`` first in the module, and the partition count XLA
        compiles for as its devices (what ``jax.jit`` records once a sharding names it)."""
        self.body.insert(0, Operation.create(SDY.MESH, [], [], {"sym_name": StringAttr(name),
                                                                "mesh": mesh}))
        self.attributes["mhlo.num_partitions"] = IntegerAttr(mesh.num_devices, "i32")

    def funcs(self) -> dict[str, FuncOp]:
        return {op.sym_name: op for op in self.body.ops if isinstance(op, FuncOp)}

    def entry_function(self) -> FuncOp:
        """``main``, else the first public function, else the first function
        (declarations, bodiless, do not count)."""
        funcs = {name: f for name, f in self.funcs().items() if not f.is_declaration}
        if "main" in funcs:
            return funcs["main"]
        public = [f for f in funcs.values() if f.visibility in (None, "public")]
        if public:
            return public[0]
        if not funcs:
            raise PlannerError("the module has no function", self.src_loc)
        return next(iter(funcs.values()))

    def lookup(self, name: str) -> Operation | None:
        for op in self.body.ops:
            sym = op.properties.get("sym_name")
            if isinstance(sym, StringAttr) and sym.value == name:
                return op
        return None


class FuncOp(Operation):
    OP_NAME = FUNC.FUNC

    @property
    def sym_name(self) -> str:
        return self.typed_property("sym_name", StringAttr).value

    @property
    def visibility(self) -> str | None:
        v = self.properties.get("sym_visibility")
        return v.value if isinstance(v, StringAttr) else None

    @property
    def function_type(self) -> FunctionType:
        t = self.properties["function_type"]
        assert isinstance(t, TypeAttr) and isinstance(t.type, FunctionType)
        return t.type

    @property
    def is_declaration(self) -> bool:
        return not self.regions or not self.regions[0].blocks

    @property
    def body(self) -> Block:
        return self.regions[0].block

    @property
    def arguments(self) -> list[Value]:
        return list(self.body.args)

    def _attrs(self, key: str, index: int) -> dict[str, Attribute]:
        arr = self.properties.get(key)
        if isinstance(arr, ArrayAttr) and index < len(arr):
            d = arr[index]
            return d.as_dict() if isinstance(d, DictAttr) else {}
        return {}

    def _set_attrs(self, key: str, index: int, count: int, attrs: dict[str, Attribute]) -> None:
        arr = self.properties.get(key)
        items = list(arr.elements) if isinstance(arr, ArrayAttr) else [DictAttr(())] * count
        items[index] = DictAttr.of(attrs)
        if all(isinstance(d, DictAttr) and not len(d) for d in items):
            self.properties.pop(key, None)
        else:
            self.properties[key] = ArrayAttr(tuple(items))

    def arg_attrs(self, index: int) -> dict[str, Attribute]:
        return self._attrs("arg_attrs", index)

    def result_attrs(self, index: int) -> dict[str, Attribute]:
        return self._attrs("res_attrs", index)

    def set_arg_attrs(self, index: int, attrs: dict[str, Attribute]) -> None:
        self._set_attrs("arg_attrs", index, len(self.function_type.inputs), attrs)

    def set_result_attrs(self, index: int, attrs: dict[str, Attribute]) -> None:
        self._set_attrs("res_attrs", index, len(self.function_type.results), attrs)

    def arg_sharding(self, index: int) -> TensorSharding | None:
        s = self.arg_attrs(index).get(SHARDING_ATTR)
        return s if isinstance(s, TensorSharding) else None

    def result_sharding(self, index: int) -> TensorSharding | None:
        s = self.result_attrs(index).get(SHARDING_ATTR)
        return s if isinstance(s, TensorSharding) else None

    def donations(self) -> list[tuple[int, int]]:
        """(argument, result) pairs whose buffer XLA shares, in argument order: the result
        an argument names with ``tf.aliasing_output``, and for each ``jax.buffer_donor``
        argument the first result of its type not taken yet (as XLA pairs donors)."""
        ret = self.body.terminator if not self.is_declaration else None
        if ret is None:
            return []
        named: dict[int, int] = {}
        donors: list[int] = []
        for i in range(len(self.body.args)):
            attrs = self.arg_attrs(i)
            alias = attrs.get("tf.aliasing_output")
            if isinstance(alias, IntegerAttr) and 0 <= alias.value < len(ret.operands) \
                    and alias.value not in named.values():
                named[i] = alias.value
            elif attrs.get("jax.buffer_donor") == BoolAttr(True):
                donors.append(i)
        taken = set(named.values())
        for i in donors:
            arg_type = self.body.args[i].type
            j = next((j for j, v in enumerate(ret.operands)
                      if j not in taken and v.type == arg_type), None)
            if j is not None:
                named[i] = j
                taken.add(j)
        return sorted(named.items())


class ReturnOp(Operation):
    OP_NAME = FUNC.RETURN


class CallOp(Operation):
    OP_NAME = FUNC.CALL

    @property
    def callee(self) -> str:
        c = self.properties["callee"]
        assert isinstance(c, SymbolRefAttr)
        return c.root


# -- sdy ----------------------------------------------------------------------------------------
class MeshOp(Operation):
    OP_NAME = SDY.MESH

    @property
    def sym_name(self) -> str:
        return self.typed_property("sym_name", StringAttr).value

    @property
    def mesh(self) -> MeshAttr:
        m = self.properties["mesh"]
        assert isinstance(m, MeshAttr)
        return m


class ShardingConstraintOp(Operation):
    OP_NAME = SDY.SHARDING_CONSTRAINT
    sharding: TensorSharding = _prop("sharding")


class ReshardOp(Operation):
    OP_NAME = SDY.RESHARD
    sharding: TensorSharding = _prop("sharding")


class SdyReturnOp(Operation):
    OP_NAME = SDY.RETURN


class ManualComputationOp(Operation):
    OP_NAME = SDY.MANUAL_COMPUTATION
    in_shardings: ShardingPerValue = _prop("in_shardings")
    out_shardings: ShardingPerValue = _prop("out_shardings")
    manual_axes_attr: ManualAxes = _prop("manual_axes")

    @property
    def manual_axes(self) -> tuple[str, ...]:
        return self.manual_axes_attr.axes

    @property
    def body(self) -> Block:
        return self.regions[0].block


class NamedComputationOp(Operation):
    OP_NAME = SDY.NAMED_COMPUTATION
    in_shardings: ShardingPerValue | None = _prop("in_shardings")
    out_shardings: ShardingPerValue | None = _prop("out_shardings")

    @property
    def computation_name(self) -> str:
        return self.typed_property("name", StringAttr).value

    @property
    def body(self) -> Block:
        return self.regions[0].block


class ShardingGroupOp(Operation):
    OP_NAME = SDY.SHARDING_GROUP

    @property
    def group_id(self) -> int:
        g = self.properties["group_id"]
        assert isinstance(g, IntegerAttr)
        return g.value


class ConstantOp(Operation):
    OP_NAME = SDY.CONSTANT
    value: Attribute = _prop("value")


class DataFlowEdgeOp(Operation):
    OP_NAME = SDY.DATA_FLOW_EDGE
    sharding: TensorSharding | None = _prop("sharding")


class FuncDataFlowEdgeOp(Operation):
    OP_NAME = SDY.FUNC_DATA_FLOW_EDGE


class PropagationBarrierOp(Operation):
    OP_NAME = SDY.PROPAGATION_BARRIER

    @property
    def allowed_direction(self) -> str:
        d = self.properties["allowed_direction"]
        assert isinstance(d, IntegerAttr)
        return PROPAGATION_DIRECTIONS[d.value]


def bypass_propagation_barriers(value: Value) -> Value:
    """The value behind any ``sdy.propagation_barrier``s (where Shardy reads shardings)."""
    while isinstance(value, OpResult) and value.op.name == PropagationBarrierOp.OP_NAME:
        value = value.op.operands[0]
    return value


class CollectiveOp(Operation):
    """Base of the sdy collectives: each has an ``out_sharding``."""

    out_sharding: TensorSharding = _prop("out_sharding")


class AllGatherOp(CollectiveOp):
    OP_NAME = SDY.ALL_GATHER
    gathering_axes: ListOfAxisRefLists = _prop("gathering_axes")


class AllSliceOp(CollectiveOp):
    OP_NAME = SDY.ALL_SLICE
    slicing_axes: ListOfAxisRefLists = _prop("slicing_axes")


class AllReduceOp(CollectiveOp):
    OP_NAME = SDY.ALL_REDUCE
    reduction_axes: AxisRefList = _prop("reduction_axes")


class ReduceScatterOp(CollectiveOp):
    OP_NAME = SDY.REDUCE_SCATTER
    reduce_scatter_axes: ListOfAxisRefLists = _prop("reduce_scatter_axes")


class AllToAllOp(CollectiveOp):
    OP_NAME = SDY.ALL_TO_ALL
    params: AllToAllParamList = _prop("params")


class CollectivePermuteOp(CollectiveOp):
    OP_NAME = SDY.COLLECTIVE_PERMUTE


class ReplicatedToUnreducedOp(CollectiveOp):
    OP_NAME = SDY.REPLICATED_TO_UNREDUCED
    axes: AxisRefList = _prop("axes")


class ShardedToUnreducedOp(CollectiveOp):
    OP_NAME = SDY.SHARDED_TO_UNREDUCED
    axes: ListOfAxisRefLists = _prop("axes")


REDUCTION_OPS = ("sum", "max", "min")


def reduction_op_of(op: Operation) -> str:
    """``sum``/``max``/``min`` of an all_reduce or reduce_scatter (enum stored as i32)."""
    r = op.properties.get("reduction_op")
    return REDUCTION_OPS[r.value] if isinstance(r, IntegerAttr) else "sum"


# -- sharding on any op -----------------------------------------------------------------------
def op_shardings(op: Operation) -> ShardingPerValue | None:
    """The ``sdy.sharding`` of an op's results, if annotated."""
    s = op.attributes.get(SHARDING_ATTR)
    return s if isinstance(s, ShardingPerValue) else None


def op_sharding_rule(op: Operation) -> OpShardingRule | None:
    r = op.attributes.get(SHARDING_RULE_ATTR)
    return r if isinstance(r, OpShardingRule) else None


def channel_id(op: Operation) -> int:
    """The ``handle`` of ``op``'s ``#stablehlo.channel_handle`` (0 without one), decimal or
    hexadecimal as MLIR writes integers; a located error where it is malformed."""
    attr = op.properties.get("channel_handle") or op.attributes.get("channel_handle")
    text = str(attr) if attr is not None else ""
    if "handle =" not in text:
        return 0
    value = text.split("handle =", 1)[1].split(",", 1)[0].strip().rstrip(">").strip()
    hexadecimal = value.lower().lstrip("-").startswith("0x")
    try:
        return int(value, 16) if hexadecimal else int(value)
    except ValueError:
        raise PlannerError(f"'{op.name}' op has a malformed channel handle {value}",
                           op.src_loc) from None


def window_output(size: int, window: int, stride: int = 1, base_dilation: int = 1,
                  window_dilation: int = 1, low: int = 0, high: int = 0) -> int:
    """How many windows StableHLO's windowed ops (reduce_window, convolution) place along
    a dimension of ``size``: the dimension dilated and padded, the window dilated, one
    every ``stride``."""
    padded = ((size - 1) * base_dilation + 1 if size else 0) + low + high
    reach = (window - 1) * window_dilation + 1
    return 0 if padded < reach else (padded - reach) // stride + 1


def dims_of(op: Operation, name: str) -> list[int]:
    """An integer-list property (``array<i64: ...>``) of a StableHLO op."""
    return int_list(op.properties.get(name))


# -- StableHLO attribute views ------------------------------------------------------------------
# StableHLO's structured attributes are stored as OpaqueAttr with MLIR's canonical text; these
# views parse that text on demand and render it back canonically (so a custom-syntax parser can
# build exactly the attribute the generic form would carry).

_STRUCT_FIELD = re.compile(r"\s*([A-Za-z_]\w*)\s*=\s*(\[[^\[\]]*\]|-?\d+)\s*(,|$)")

StructValue = tuple[int, ...] | int


def parse_struct_body(body: str) -> dict[str, StructValue]:
    """Fields of a StableHLO struct attribute body such as ``a = [1, 2], b = 3``; raises
    ValueError on anything else."""
    fields: dict[str, StructValue] = {}
    pos = 0
    body = body.strip()
    while pos < len(body):
        m = _STRUCT_FIELD.match(body, pos)
        if not m or m.group(1) in fields or (m.group(3) == "," and m.end() == len(body)):
            raise ValueError(f"malformed attribute body: {body!r}")
        value = m.group(2)
        if value.startswith("["):
            inner = value[1:-1].strip()
            fields[m.group(1)] = tuple(int(x) for x in inner.split(",")) if inner else ()
        else:
            fields[m.group(1)] = int(value)
        pos = m.end()
    return fields


class StructAttrView:
    """Base of the views of ``#stablehlo.NAME<a = [..], b = N>`` attributes (dataclasses whose
    fields are integer lists or integers, in MLIR's printing order)."""

    __slots__ = ()
    MNEMONIC: ClassVar[str] = ""

    @classmethod
    @functools.lru_cache(maxsize=4096)  # views are immutable; a model repeats its few texts
    def parse(cls, body: str) -> Self:
        """From the text between the angle brackets; raises ValueError when malformed."""
        found = parse_struct_body(body)
        names = [f.name for f in fields(cls)]  # type: ignore[arg-type]  # views are dataclasses
        unknown = set(found) - set(names)
        if unknown:
            raise ValueError(f"unknown fields: {', '.join(sorted(unknown))}")
        values: dict[str, StructValue] = {}
        for f in fields(cls):  # type: ignore[arg-type]  # views are dataclasses
            if f.name in found:
                value = found[f.name]
                if isinstance(value, tuple) != isinstance(f.default, tuple):
                    raise ValueError(f"'{f.name}' has the wrong kind of value")
                values[f.name] = value
        return cls(**values)

    @classmethod
    def from_attr(cls, attr: Attribute | None) -> Self:
        """From the op property holding the attribute; raises ValueError for anything else."""
        if not isinstance(attr, OpaqueAttr) or attr.mnemonic != f"stablehlo.{cls.MNEMONIC}":
            raise ValueError(f"not a #stablehlo.{cls.MNEMONIC} attribute: {attr}")
        return cls.parse(attr.body)

    def attr_text(self) -> str:
        """MLIR's canonical text: fields at their default (empty, 0) are left out."""
        parts = []
        for f in fields(self):  # type: ignore[arg-type]  # views are dataclasses
            value = getattr(self, f.name)
            if value != f.default:
                text = f"[{', '.join(map(str, value))}]" if isinstance(value, tuple) else value
                parts.append(f"{f.name} = {text}")
        return f"#stablehlo.{self.MNEMONIC}<{', '.join(parts)}>"

    def to_attr(self) -> OpaqueAttr:
        """The attribute, as the generic parser would have read it."""
        return OpaqueAttr(self.attr_text())


@dataclass(frozen=True, slots=True)
class DotDimensionNumbers(StructAttrView):
    """``#stablehlo.dot<...>``: batching and contracting dimensions of a dot_general."""

    MNEMONIC: ClassVar[str] = "dot"

    lhs_batching_dimensions: tuple[int, ...] = ()
    rhs_batching_dimensions: tuple[int, ...] = ()
    lhs_contracting_dimensions: tuple[int, ...] = ()
    rhs_contracting_dimensions: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class GatherDimensionNumbers(StructAttrView):
    """``#stablehlo.gather<...>``."""

    MNEMONIC: ClassVar[str] = "gather"

    offset_dims: tuple[int, ...] = ()
    collapsed_slice_dims: tuple[int, ...] = ()
    operand_batching_dims: tuple[int, ...] = ()
    start_indices_batching_dims: tuple[int, ...] = ()
    start_index_map: tuple[int, ...] = ()
    index_vector_dim: int = 0


@dataclass(frozen=True, slots=True)
class ScatterDimensionNumbers(StructAttrView):
    """``#stablehlo.scatter<...>``."""

    MNEMONIC: ClassVar[str] = "scatter"

    update_window_dims: tuple[int, ...] = ()
    inserted_window_dims: tuple[int, ...] = ()
    input_batching_dims: tuple[int, ...] = ()
    scatter_indices_batching_dims: tuple[int, ...] = ()
    scatter_dims_to_operand_dims: tuple[int, ...] = ()
    index_vector_dim: int = 0


_CONV_LAYOUTS = re.compile(r"^\s*\[([^\[\]]*)\]\s*x\s*\[([^\[\]]*)\]\s*->\s*\[([^\[\]]*)\]\s*$")


def conv_layout(items: list[int | str], letters: str) -> tuple[dict[str, int], tuple[int, ...]]:
    """Read one ``[b, 0, 1, f]`` layout: the position of each letter of ``letters`` and, per
    spatial dimension, its position. Raises ValueError when a letter is missing or repeated or
    the spatial dimensions are not exactly 0..n-1."""
    where: dict[str, int] = {}
    spatial: dict[int, int] = {}
    for pos, item in enumerate(items):
        if isinstance(item, str):
            if item not in tuple(letters) or item in where:
                raise ValueError(f"unexpected dimension '{item}' (expecting one of "
                                 f"{', '.join(c for c in letters if c not in where)})")
            where[item] = pos
        else:
            if item < 0 or item in spatial:
                raise ValueError(f"invalid or repeated spatial dimension {item}")
            spatial[item] = pos
    missing = [c for c in letters if c not in where]
    if missing:
        raise ValueError(f"dimensions {', '.join(missing)} not specified")
    if sorted(spatial) != list(range(len(spatial))):
        raise ValueError("spatial dimensions must be numbered 0..n-1")
    return where, tuple(spatial[i] for i in range(len(spatial)))


def _layout_text(positions: dict[str, int], spatial: tuple[int, ...]) -> str:
    """Inverse of :func:`conv_layout`."""
    items: list[str] = [""] * (len(positions) + len(spatial))
    for letter, pos in positions.items():
        items[pos] = letter
    for index, pos in enumerate(spatial):
        items[pos] = str(index)
    return "[" + ", ".join(items) + "]"


@dataclass(frozen=True, slots=True)
class ConvDimensionNumbers:
    """``#stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>``."""

    input_batch_dimension: int
    input_feature_dimension: int
    input_spatial_dimensions: tuple[int, ...]
    kernel_input_feature_dimension: int
    kernel_output_feature_dimension: int
    kernel_spatial_dimensions: tuple[int, ...]
    output_batch_dimension: int
    output_feature_dimension: int
    output_spatial_dimensions: tuple[int, ...]

    @staticmethod
    def from_layouts(lhs: list[int | str], rhs: list[int | str],
                     out: list[int | str]) -> ConvDimensionNumbers:
        """From the three layouts of the compact form; raises ValueError when invalid."""
        (i, i_sp), (k, k_sp), (o, o_sp) = (conv_layout(lhs, "bf"), conv_layout(rhs, "io"),
                                          conv_layout(out, "bf"))
        return ConvDimensionNumbers(i["b"], i["f"], i_sp, k["i"], k["o"], k_sp, o["b"], o["f"],
                                    o_sp)

    @staticmethod
    def parse(body: str) -> ConvDimensionNumbers:
        """From the compact text between the angle brackets; raises ValueError when malformed."""
        m = _CONV_LAYOUTS.match(body)
        if not m:
            raise ValueError(f"malformed convolution dimension numbers: {body!r}")

        def items(text: str) -> list[int | str]:
            out: list[int | str] = []
            for raw in (x.strip() for x in text.split(",")) if text.strip() else []:
                out.append(int(raw) if raw.lstrip("-").isdigit() else raw)
            return out

        return ConvDimensionNumbers.from_layouts(*(items(g) for g in m.groups()))

    @staticmethod
    def from_attr(attr: Attribute | None) -> ConvDimensionNumbers:
        """From a convolution's ``dimension_numbers`` property; raises ValueError otherwise."""
        if not isinstance(attr, OpaqueAttr) or attr.mnemonic != "stablehlo.conv":
            raise ValueError(f"not a #stablehlo.conv attribute: {attr}")
        return ConvDimensionNumbers.parse(attr.body)

    def compact(self) -> str:
        """``[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]``, as both MLIR forms print it."""
        return (_layout_text({"b": self.input_batch_dimension, "f": self.input_feature_dimension},
                             self.input_spatial_dimensions) + "x"
                + _layout_text({"i": self.kernel_input_feature_dimension,
                                "o": self.kernel_output_feature_dimension},
                               self.kernel_spatial_dimensions) + "->"
                + _layout_text({"b": self.output_batch_dimension,
                                "f": self.output_feature_dimension},
                               self.output_spatial_dimensions))

    def attr_text(self) -> str:
        """MLIR's canonical text (``#stablehlo.conv<...>``)."""
        return f"#stablehlo.conv<{self.compact()}>"

    def to_attr(self) -> OpaqueAttr:
        """The attribute, as the generic parser would have read it."""
        return OpaqueAttr(self.attr_text())


_ENUM = re.compile(r"^#(\w+)<(\w+) (\w+)>$")


def enum_value(attr: Attribute | None, kind: str | None = None) -> str | None:
    """``LT`` for ``#stablehlo<comparison_direction LT>`` (optionally only of one ``kind``)."""
    m = _ENUM.match(attr.text) if isinstance(attr, OpaqueAttr) else None
    if m is None or (kind is not None and m.group(2) != kind):
        return None
    return m.group(3)


def enum_attr(kind: str, value: str, dialect: str = "stablehlo") -> OpaqueAttr:
    """``#stablehlo<kind VALUE>``, the generic text of a StableHLO enum attribute."""
    return OpaqueAttr(f"#{dialect}<{kind} {value}>")


# -- StableHLO ops the planner reads ----------------------------------------------------------
class DotGeneralOp(Operation):
    """``stablehlo.dot_general``."""

    OP_NAME = HLO.DOT_GENERAL

    @property
    def dimension_numbers(self) -> DotDimensionNumbers:
        """Batching and contracting dimensions (ValueError when the property is malformed)."""
        return DotDimensionNumbers.from_attr(self.properties.get("dot_dimension_numbers"))

    @property
    def precision(self) -> list[str]:
        """Precision of lhs and rhs (empty when not given)."""
        p = self.properties.get("precision_config")
        return [enum_value(a) or "" for a in p] if isinstance(p, ArrayAttr) else []


class ConvolutionOp(Operation):
    """``stablehlo.convolution``."""

    OP_NAME = HLO.CONVOLUTION

    @property
    def dimension_numbers(self) -> ConvDimensionNumbers:
        """Input, kernel and output layouts (ValueError when the property is malformed)."""
        return ConvDimensionNumbers.from_attr(self.properties.get("dimension_numbers"))

    @property
    def feature_group_count(self) -> int:
        a = self.properties.get("feature_group_count")
        return a.value if isinstance(a, IntegerAttr) else 1

    @property
    def batch_group_count(self) -> int:
        a = self.properties.get("batch_group_count")
        return a.value if isinstance(a, IntegerAttr) else 1


class GatherOp(Operation):
    """``stablehlo.gather``."""

    OP_NAME = HLO.GATHER

    @property
    def dimension_numbers(self) -> GatherDimensionNumbers:
        """The gather's dimension numbers (ValueError when the property is malformed)."""
        return GatherDimensionNumbers.from_attr(self.properties.get("dimension_numbers"))

    @property
    def slice_sizes(self) -> list[int]:
        return dims_of(self, "slice_sizes")


class ScatterOp(Operation):
    """``stablehlo.scatter``."""

    OP_NAME = HLO.SCATTER

    @property
    def dimension_numbers(self) -> ScatterDimensionNumbers:
        """The scatter's dimension numbers (ValueError when the property is malformed)."""
        return ScatterDimensionNumbers.from_attr(self.properties.get("scatter_dimension_numbers"))


class ReduceOp(Operation):
    """``stablehlo.reduce``: inputs first, then one init value per input."""

    OP_NAME = HLO.REDUCE

    @property
    def dimensions(self) -> list[int]:
        return dims_of(self, "dimensions")

    @property
    def inputs(self) -> list[Value]:
        return self.operands[: len(self.operands) // 2]

    @property
    def init_values(self) -> list[Value]:
        return self.operands[len(self.operands) // 2 :]


class CompareOp(Operation):
    """``stablehlo.compare``."""

    OP_NAME = HLO.COMPARE

    @property
    def direction(self) -> str | None:
        """``EQ``, ``LT`` ... (None when the property is missing or malformed)."""
        return enum_value(self.properties.get("comparison_direction"), "comparison_direction")


class WhileOp(Operation):
    """``stablehlo.while``: the condition and body regions take the loop-carried values."""

    OP_NAME = HLO.WHILE

    @property
    def cond(self) -> Block:
        return self.regions[0].block

    @property
    def body(self) -> Block:
        return self.regions[1].block
