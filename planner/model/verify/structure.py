"""Verification of the structure every sdy op must have before its own rules apply:
operand/result counts, the kind of each attribute, and the traits MLIR's op definitions
enforce (same operand/result type, a single-block region ending in ``sdy.return``,
isolation from above). Ops written in the generic form can break any of these."""

from __future__ import annotations

from dataclasses import dataclass, field

from planner.model.ir.attributes import Attribute, DenseElementsAttr, IntegerAttr, StringAttr
from planner.model.ir.core import Operation
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
    required: dict[str, type] = field(default_factory=dict)
    optional: dict[str, type] = field(default_factory=dict)
    same_type: bool = False  # SameOperandsAndResultType
    region: bool = False  # one single-block region ending in sdy.return


_OUT = {"out_sharding": TensorSharding}
_RED = {"reduction_op": IntegerAttr}
OP_SHAPES: dict[str, OpShape] = {
    "sdy.mesh": OpShape(0, 0, {"sym_name": StringAttr, "mesh": MeshAttr}),
    "sdy.sharding_constraint": OpShape(1, 1, {"sharding": TensorSharding}, same_type=True),
    "sdy.reshard": OpShape(1, 1, {"sharding": TensorSharding}, same_type=True),
    "sdy.return": OpShape(None, 0),
    "sdy.manual_computation": OpShape(None, None, {
        "in_shardings": ShardingPerValue, "out_shardings": ShardingPerValue,
        "manual_axes": ManualAxes}, region=True),
    "sdy.named_computation": OpShape(None, None, {"name": StringAttr}, {
        "in_shardings": ShardingPerValue, "out_shardings": ShardingPerValue}, region=True),
    "sdy.sharding_group": OpShape(1, 0, {"group_id": IntegerAttr}),
    "sdy.constant": OpShape(0, 1, {"value": Attribute}),
    "sdy.data_flow_edge": OpShape(1, 1, {}, {"sharding": TensorSharding}, same_type=True),
    "sdy.func_data_flow_edge": OpShape(1, 1, same_type=True),
    "sdy.propagation_barrier": OpShape(1, 1, {"allowed_direction": IntegerAttr},
                                       same_type=True),
    "sdy.all_gather": OpShape(1, 1, {"gathering_axes": ListOfAxisRefLists, **_OUT},
                              same_type=True),
    "sdy.all_slice": OpShape(1, 1, {"slicing_axes": ListOfAxisRefLists, **_OUT}, same_type=True),
    "sdy.all_reduce": OpShape(1, 1, {"reduction_axes": AxisRefList, **_OUT}, _RED,
                              same_type=True),
    "sdy.reduce_scatter": OpShape(1, 1, {"reduce_scatter_axes": ListOfAxisRefLists, **_OUT},
                                  _RED, same_type=True),
    "sdy.all_to_all": OpShape(1, 1, {"params": AllToAllParamList, **_OUT}, same_type=True),
    "sdy.collective_permute": OpShape(1, 1, _OUT, same_type=True),
    "sdy.replicated_to_unreduced": OpShape(1, 1, {"axes": AxisRefList, **_OUT}, same_type=True),
    "sdy.sharded_to_unreduced": OpShape(1, 1, {"axes": ListOfAxisRefLists, **_OUT},
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
        if last is None or last.name != "sdy.return":
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
