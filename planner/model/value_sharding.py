"""The sharding a value carries, read the way Shardy reads it.

A value's sharding lives in different places depending on who defines it: a
function argument's ``arg_attrs``, the ``sharding`` of a constraint/reshard/
data-flow edge, a collective's ``out_sharding``, the in/out shardings of a
manual or named computation, or the ``sdy.sharding`` of any other op.
"""

from __future__ import annotations

from planner.model.ir import BlockArgument, OpResult, Value
from planner.model.ops import SHARDING_ATTR, FuncOp, op_shardings
from planner.model.sharding import DimSharding, ManualAxes, ShardingPerValue, TensorSharding

# Ops whose result sharding is their own ``sharding``/``out_sharding`` property.
_SHARDING_PROP = {"sdy.sharding_constraint": "sharding", "sdy.reshard": "sharding",
                  "sdy.data_flow_edge": "sharding"}
COLLECTIVE_OPS = frozenset({
    "sdy.all_gather", "sdy.all_slice", "sdy.all_reduce", "sdy.reduce_scatter",
    "sdy.all_to_all", "sdy.collective_permute", "sdy.replicated_to_unreduced",
    "sdy.sharded_to_unreduced"})


def erase_manual_axes(sharding: TensorSharding, manual_axes: tuple[str, ...]) -> TensorSharding:
    """The sharding seen inside a manual computation's body: the leading manual axes of
    each dimension and the manual replicated/unreduced axes removed."""
    if not manual_axes:
        return sharding
    dims = []
    for dim in sharding.dims:
        k = 0
        while k < len(dim.axes) and dim.axes[k].name in manual_axes:
            k += 1
        dims.append(DimSharding(dim.axes[k:], dim.is_closed, dim.priority))
    return TensorSharding(
        sharding.mesh, tuple(dims),
        tuple(a for a in sharding.replicated if a.name not in manual_axes),
        tuple(a for a in sharding.unreduced if a.name not in manual_axes),
        sharding.reduction)


def _nth(attr: object, index: int) -> TensorSharding | None:
    if isinstance(attr, ShardingPerValue) and index < len(attr):
        return attr[index]
    return None


def value_sharding(value: Value) -> TensorSharding | None:
    """The sharding attached to ``value``, or None when it has none (fully open)."""
    # A value feeding a data-flow edge is sharded by that edge.
    for user, _ in value.uses:
        if user.name == "sdy.data_flow_edge" and user.operands and user.operands[0] is value:
            s = user.properties.get("sharding")
            return s if isinstance(s, TensorSharding) else None
    if isinstance(value, BlockArgument):
        owner = value.owner_op
        if owner is None:
            return None
        if isinstance(owner, FuncOp):
            s = owner.arg_attrs(value.index).get(SHARDING_ATTR)
            return s if isinstance(s, TensorSharding) else None
        if owner.name == "sdy.manual_computation":
            s = _nth(owner.properties.get("in_shardings"), value.index)
            axes = owner.properties.get("manual_axes")
            manual = axes.axes if isinstance(axes, ManualAxes) else ()
            return erase_manual_axes(s, manual) if s is not None else None
        if owner.name == "sdy.named_computation":
            return _nth(owner.properties.get("in_shardings"), value.index)
        return None  # block arguments of other region ops carry no sharding
    assert isinstance(value, OpResult)
    op = value.op
    if op.name in _SHARDING_PROP:
        s = op.properties.get(_SHARDING_PROP[op.name])
        return s if isinstance(s, TensorSharding) else None
    if op.name in COLLECTIVE_OPS:
        s = op.properties.get("out_sharding")
        return s if isinstance(s, TensorSharding) else None
    if op.name in ("sdy.manual_computation", "sdy.named_computation"):
        return _nth(op.properties.get("out_shardings"), value.index)
    per_value = op_shardings(op)
    return _nth(per_value, value.index)
