"""Typed views of the ops the planner reads: builtin/func, every sdy op, and the
StableHLO attributes the rules and passes need. Storage stays generic
(``Operation.properties``), so an op prints the same whichever class it has."""

from __future__ import annotations

from typing import Any

from planner.model.attributes import (
    ArrayAttr,
    Attribute,
    DictAttr,
    IntegerAttr,
    StringAttr,
    SymbolRefAttr,
    TypeAttr,
    int_list,
)
from planner.model.ir import Block, Operation, Region, Value
from planner.model.mesh import MeshAttr
from planner.model.rule import OpShardingRule
from planner.model.sharding import (
    PROPAGATION_DIRECTIONS,
    AllToAllParamList,
    AxisRefList,
    ListOfAxisRefLists,
    ManualAxes,
    ShardingPerValue,
    TensorSharding,
)
from planner.model.types import FunctionType, Type

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
    OP_NAME = "builtin.module"

    @staticmethod
    def build(name: str | None = None) -> ModuleOp:
        op = ModuleOp("builtin.module", regions=[Region([Block()])])
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

    def funcs(self) -> dict[str, FuncOp]:
        return {op.sym_name: op for op in self.body.ops if isinstance(op, FuncOp)}

    def lookup(self, name: str) -> Operation | None:
        for op in self.body.ops:
            sym = op.properties.get("sym_name")
            if isinstance(sym, StringAttr) and sym.value == name:
                return op
        return None


class FuncOp(Operation):
    OP_NAME = "func.func"

    @property
    def sym_name(self) -> str:
        return self.properties["sym_name"].value  # type: ignore[attr-defined]

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


class ReturnOp(Operation):
    OP_NAME = "func.return"


class CallOp(Operation):
    OP_NAME = "func.call"

    @property
    def callee(self) -> str:
        c = self.properties["callee"]
        assert isinstance(c, SymbolRefAttr)
        return c.root


# -- sdy ----------------------------------------------------------------------------------------
class MeshOp(Operation):
    OP_NAME = "sdy.mesh"

    @property
    def sym_name(self) -> str:
        return self.properties["sym_name"].value  # type: ignore[attr-defined]

    @property
    def mesh(self) -> MeshAttr:
        m = self.properties["mesh"]
        assert isinstance(m, MeshAttr)
        return m


class ShardingConstraintOp(Operation):
    OP_NAME = "sdy.sharding_constraint"
    sharding: TensorSharding = _prop("sharding")


class ReshardOp(Operation):
    OP_NAME = "sdy.reshard"
    sharding: TensorSharding = _prop("sharding")


class SdyReturnOp(Operation):
    OP_NAME = "sdy.return"


class ManualComputationOp(Operation):
    OP_NAME = "sdy.manual_computation"
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
    OP_NAME = "sdy.named_computation"
    in_shardings: ShardingPerValue | None = _prop("in_shardings")
    out_shardings: ShardingPerValue | None = _prop("out_shardings")

    @property
    def computation_name(self) -> str:
        return self.properties["name"].value  # type: ignore[attr-defined]

    @property
    def body(self) -> Block:
        return self.regions[0].block


class ShardingGroupOp(Operation):
    OP_NAME = "sdy.sharding_group"

    @property
    def group_id(self) -> int:
        g = self.properties["group_id"]
        assert isinstance(g, IntegerAttr)
        return g.value


class ConstantOp(Operation):
    OP_NAME = "sdy.constant"
    value: Attribute = _prop("value")


class DataFlowEdgeOp(Operation):
    OP_NAME = "sdy.data_flow_edge"
    sharding: TensorSharding | None = _prop("sharding")


class FuncDataFlowEdgeOp(Operation):
    OP_NAME = "sdy.func_data_flow_edge"


class PropagationBarrierOp(Operation):
    OP_NAME = "sdy.propagation_barrier"

    @property
    def allowed_direction(self) -> str:
        d = self.properties["allowed_direction"]
        assert isinstance(d, IntegerAttr)
        return PROPAGATION_DIRECTIONS[d.value]


class CollectiveOp(Operation):
    """Base of the sdy collectives: each has an ``out_sharding``."""

    out_sharding: TensorSharding = _prop("out_sharding")


class AllGatherOp(CollectiveOp):
    OP_NAME = "sdy.all_gather"
    gathering_axes: ListOfAxisRefLists = _prop("gathering_axes")


class AllSliceOp(CollectiveOp):
    OP_NAME = "sdy.all_slice"
    slicing_axes: ListOfAxisRefLists = _prop("slicing_axes")


class AllReduceOp(CollectiveOp):
    OP_NAME = "sdy.all_reduce"
    reduction_axes: AxisRefList = _prop("reduction_axes")


class ReduceScatterOp(CollectiveOp):
    OP_NAME = "sdy.reduce_scatter"
    reduce_scatter_axes: ListOfAxisRefLists = _prop("reduce_scatter_axes")


class AllToAllOp(CollectiveOp):
    OP_NAME = "sdy.all_to_all"
    params: AllToAllParamList = _prop("params")


class CollectivePermuteOp(CollectiveOp):
    OP_NAME = "sdy.collective_permute"


class ReplicatedToUnreducedOp(CollectiveOp):
    OP_NAME = "sdy.replicated_to_unreduced"
    axes: AxisRefList = _prop("axes")


class ShardedToUnreducedOp(CollectiveOp):
    OP_NAME = "sdy.sharded_to_unreduced"
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


def value_types(values: list[Value]) -> list[Type]:
    return [v.type for v in values]


def dims_of(op: Operation, name: str) -> list[int]:
    """An integer-list property (``array<i64: ...>``) of a StableHLO op."""
    return int_list(op.properties.get(name))
