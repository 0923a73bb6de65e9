"""Verification of the structure every sdy op must have before its own rules apply:
operand/result counts, the kind of each attribute, and the traits MLIR's op definitions
enforce (same operand/result type, a single-block region ending in ``sdy.return``,
isolation from above). Ops written in the generic form can break any of these."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from planner.model.ir.attributes import Attribute, DenseElementsAttr, IntegerAttr, StringAttr
from planner.model.ir.core import Operation
from planner.model.ir.op_names import SDY
from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.tensor_sharding import (
    PROPAGATION_DIRECTIONS,
    REDUCTIONS,
    AllToAllParamList,
    AxisRefList,
    ListOfAxisRefLists,
    ManualAxes,
    ShardingPerValue,
    TensorSharding,
)
from planner.model.verify.attrs import Invalid, plural

_KIND_TEXT: dict[type, str] = {
    TensorSharding: "#sdy.sharding", ShardingPerValue: "#sdy.sharding_per_value",
    MeshAttr: "#sdy.mesh", ManualAxes: "#sdy<manual_axes>", AxisRefList: "#sdy<axis_ref_list>",
    ListOfAxisRefLists: "#sdy<list_of_axis_ref_lists>",
    AllToAllParamList: "#sdy<all_to_all_param_list>", IntegerAttr: "an integer",
    StringAttr: "a string", DenseElementsAttr: "a dense elements attribute",
}


@dataclass(frozen=True)
class OpShape:
    """Operand/result counts (None: variadic), required and optional properties with
    their attribute class, and the traits checked structurally."""

    operands: int | None
    results: int | None
    required: Mapping[str, type] = field(default_factory=dict)
    optional: Mapping[str, type] = field(default_factory=dict)
    same_type: bool = False  # SameOperandsAndResultType
    region: bool = False  # one single-block region ending in sdy.return


_OUT = {"out_sharding": TensorSharding}
_RED = {"reduction_op": IntegerAttr}
OP_SHAPES: dict[str, OpShape] = {
    SDY.MESH: OpShape(0, 0, {"sym_name": StringAttr, "mesh": MeshAttr}),
    SDY.SHARDING_CONSTRAINT: OpShape(1, 1, {"sharding": TensorSharding}, same_type=True),
    SDY.RESHARD: OpShape(1, 1, {"sharding": TensorSharding}, same_type=True),
    SDY.RETURN: OpShape(None, 0),
    SDY.MANUAL_COMPUTATION: OpShape(None, None, {
        "in_shardings": ShardingPerValue, "out_shardings": ShardingPerValue,
        "manual_axes": ManualAxes}, region=True),
    SDY.NAMED_COMPUTATION: OpShape(None, None, {"name": StringAttr}, {
        "in_shardings": ShardingPerValue, "out_shardings": ShardingPerValue}, region=True),
    SDY.SHARDING_GROUP: OpShape(1, 0, {"group_id": IntegerAttr}),
    SDY.CONSTANT: OpShape(0, 1, {"value": Attribute}),
    SDY.DATA_FLOW_EDGE: OpShape(1, 1, {}, {"sharding": TensorSharding}, same_type=True),
    SDY.FUNC_DATA_FLOW_EDGE: OpShape(1, 1, same_type=True),
    SDY.PROPAGATION_BARRIER: OpShape(1, 1, {"allowed_direction": IntegerAttr},
                                     same_type=True),
    SDY.ALL_GATHER: OpShape(1, 1, {"gathering_axes": ListOfAxisRefLists, **_OUT},
                            same_type=True),
    SDY.ALL_SLICE: OpShape(1, 1, {"slicing_axes": ListOfAxisRefLists, **_OUT}, same_type=True),
    SDY.ALL_REDUCE: OpShape(1, 1, {"reduction_axes": AxisRefList, **_OUT}, _RED,
                            same_type=True),
    SDY.REDUCE_SCATTER: OpShape(1, 1, {"reduce_scatter_axes": ListOfAxisRefLists, **_OUT},
                                _RED, same_type=True),
    SDY.ALL_TO_ALL: OpShape(1, 1, {"params": AllToAllParamList, **_OUT}, same_type=True),
    SDY.COLLECTIVE_PERMUTE: OpShape(1, 1, _OUT, same_type=True),
    SDY.REPLICATED_TO_UNREDUCED: OpShape(1, 1, {"axes": AxisRefList, **_OUT}, same_type=True),
    SDY.SHARDED_TO_UNREDUCED: OpShape(1, 1, {"axes": ListOfAxisRefLists, **_OUT},
                                      same_type=True),
}
# Enum properties, stored as integers (their generic form).
_ENUMS = {"allowed_direction": PROPAGATION_DIRECTIONS, "reduction_op": REDUCTIONS}


def check_structure(op: Operation) -> None:
    """Counts, attribute kinds and traits of a sdy op, so the op checks can rely on them."""
    shape = OP_SHAPES.get(op.name)
    if shape is None:
        raise Invalid("is not an op of the sdy dialect")
    for what, want, got in (("operand", shape.operands, len(op.operands)),
                            ("result", shape.results, len(op.results))):
        if want is not None and want != got:
            raise Invalid(f"expected {plural(want, what)}, got {got}")
    for name, kind in [*shape.required.items(), *shape.optional.items()]:
        value = op.properties.get(name)
        if value is None:
            if name in shape.required:
                raise Invalid(f"requires attribute '{name}'")
            continue
        if not isinstance(value, kind):
            raise Invalid(f"attribute '{name}' must be {_KIND_TEXT.get(kind, kind.__name__)}, "
                          f"got {value}")
        if name in _ENUMS and isinstance(value, IntegerAttr) and \
                not 0 <= value.value < len(_ENUMS[name]):
            raise Invalid(f"attribute '{name}' is not one of {', '.join(_ENUMS[name])}, "
                          f"got {value.value}")
    if shape.same_type:
        types = [v.type for v in op.operands] + [r.type for r in op.results]
        if any(t != types[0] for t in types):
            raise Invalid("requires the same type for all operands and results")
    if shape.region:
        if len(op.regions) != 1 or len(op.regions[0].blocks) != 1:
            raise Invalid("requires one region with a single block")
        last = op.regions[0].block.terminator
        if last is None or last.name != SDY.RETURN:
            found = f"'{last.name}'" if last is not None else "an empty block"
            raise Invalid(f"expects its region to end with 'sdy.return', found {found}")


def check_isolated(op: Operation) -> list[tuple[Operation, str]]:
    """IsolatedFromAbove: ops in the region of ``op`` use only values defined inside it.
    Returns (using op, message) pairs, since the error belongs to the using op."""
    inside: set[int] = set()
    for nested in op.walk():
        for region in nested.regions:
            for block in region.blocks:
                inside.update(id(a) for a in block.args)
        if nested is not op:
            inside.update(id(r) for r in nested.results)
    bad = []
    for nested in op.walk():
        if nested is not op and any(id(v) not in inside for v in nested.operands):
            bad.append((nested, "using value defined outside the region"))
    return bad
