"""The sharding a value carries, read the way Shardy reads it.

A value's sharding lives in different places depending on who defines it: a
function argument's ``arg_attrs``, the ``sharding`` of a constraint/reshard/
data-flow edge, a collective's ``out_sharding``, the in/out shardings of a
manual or named computation, or the ``sdy.sharding`` of any other op.
"""

from __future__ import annotations

from planner.model.dialects.ops import SHARDING_ATTR, FuncOp, ShardingConstraintOp, op_shardings
from planner.model.dialects.traits import SDY_COLLECTIVES
from planner.model.ir.core import BlockArgument, Operation, OpResult, Value
from planner.model.ir.op_names import HLO, SDY
from planner.model.sharding.data_flow_ops import EDGE_OP
from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.tensor_sharding import (
    DimSharding,
    ManualAxes,
    ShardingPerValue,
    TensorSharding,
)

# Ops whose result sharding is their own ``sharding``/``out_sharding`` property.
_SHARDING_PROP = {SDY.SHARDING_CONSTRAINT: "sharding", SDY.RESHARD: "sharding",
                  SDY.DATA_FLOW_EDGE: "sharding"}


def sharding_property(op_name: str) -> str | None:
    """The property an op keeps its (single) result's sharding in: ``sharding`` for a
    constraint, reshard or data-flow edge, ``out_sharding`` for a collective; None for ops
    that use ``sdy.sharding`` or in/out shardings."""
    if op_name in SDY_COLLECTIVES:
        return "out_sharding"
    return _SHARDING_PROP.get(op_name)


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


def nth_sharding(attr: object, index: int) -> TensorSharding | None:
    """Entry ``index`` of a per-value sharding attribute (None if absent)."""
    if isinstance(attr, ShardingPerValue) and index < len(attr):
        return attr[index]
    return None


# Region ops whose block arguments are targets of an edge owned by the op's result.
_RESULT_OWNED_ARGS = frozenset({HLO.WHILE})


def data_flow_edge_user(value: Value) -> Operation | None:
    """The ``sdy.data_flow_edge`` that holds ``value``'s sharding, if there is one. Looser
    than :func:`planner.model.sharding.data_flow_ops.lookup_edge`: any value's edge op counts, also
    next to other uses."""
    return value.uses.user_named(EDGE_OP, 0)


def shardable_value(value: Value) -> Value | None:
    """Where ``value``'s sharding is stored, as Shardy's ``getShardableValue``: the result
    of its data-flow edge op if it has one, the owning result of a loop-body argument, the
    value itself for op results and function/manual/named computation arguments; None for
    block arguments that cannot carry a sharding (e.g. a reduction body's scalars)."""
    edge = data_flow_edge_user(value)
    if edge is not None:
        return edge.results[0]
    if isinstance(value, OpResult):
        return value
    assert isinstance(value, BlockArgument)
    owner = value.owner_op
    if owner is None:
        return None
    if isinstance(owner, FuncOp) or owner.name in (SDY.MANUAL_COMPUTATION,
                                                   SDY.NAMED_COMPUTATION):
        return value
    if owner.name in _RESULT_OWNED_ARGS:
        # The loop result owns the edge; once it has a data-flow edge op, that op holds
        # the sharding of every target, the loop's block arguments included.
        result = owner.results[value.index]
        edge = data_flow_edge_user(result)
        return edge.results[0] if edge is not None else result
    return None


def value_sharding(value: Value) -> TensorSharding | None:
    """The sharding attached to ``value``, or None when it has none (fully open)."""
    found = shardable_value(value)
    if found is None:
        return None
    if isinstance(found, BlockArgument):
        owner = found.owner_op
        if isinstance(owner, FuncOp):
            s = owner.arg_attrs(found.index).get(SHARDING_ATTR)
            return s if isinstance(s, TensorSharding) else None
        assert owner is not None
        s = nth_sharding(owner.properties.get("in_shardings"), found.index)
        if owner.name == SDY.MANUAL_COMPUTATION and s is not None:
            return erase_manual_axes(s, _manual_axes(owner))
        return s
    assert isinstance(found, OpResult)
    op = found.op
    key = sharding_property(op.name)
    if key is not None:
        s = op.properties.get(key)
        return s if isinstance(s, TensorSharding) else None
    if op.name in (SDY.MANUAL_COMPUTATION, SDY.NAMED_COMPUTATION):
        return nth_sharding(op.properties.get("out_shardings"), found.index)
    return nth_sharding(op_shardings(op), found.index)


def pinned_sharding(value: Value) -> TensorSharding | None:
    """``value``'s sharding: its own, else that of the sharding constraint every user of
    it is (how a decoded plan pins an op's result); None when neither says."""
    s = value_sharding(value)
    users = value.users
    if s is None and users and all(isinstance(u, ShardingConstraintOp) for u in users):
        s = value_sharding(users[0].results[0])
    return s


def _manual_axes(op: Operation) -> tuple[str, ...]:
    axes = op.properties.get("manual_axes")
    return axes.axes if isinstance(axes, ManualAxes) else ()


def add_free_axes(outer: TensorSharding, inner: TensorSharding,
                  manual_axes: tuple[str, ...]) -> TensorSharding:
    """A manual computation's outer sharding with its free (non-manual) axes replaced by
    those of ``inner``, a body-side sharding; open/closed and priorities follow ``inner``."""
    manual_only = erase_free_axes(outer, manual_axes)
    dims = tuple(DimSharding(m.axes + d.axes, d.is_closed, d.priority)
                 for m, d in zip(manual_only.dims, inner.dims, strict=True))
    return TensorSharding(inner.mesh, dims, outer.replicated, outer.unreduced, outer.reduction)


def erase_free_axes(sharding: TensorSharding, manual_axes: tuple[str, ...]) -> TensorSharding:
    """Only the leading manual axes of each dimension kept."""
    dims = []
    for dim in sharding.dims:
        k = 0
        while k < len(dim.axes) and dim.axes[k].name in manual_axes:
            k += 1
        dims.append(DimSharding(dim.axes[:k], dim.is_closed, dim.priority))
    return sharding.with_dims(tuple(dims))


def _replace_nth(attr: object, index: int, count: int, mesh: str | MeshAttr,
                 sharding: TensorSharding, ranks: list[int]) -> ShardingPerValue:
    """``attr`` (a per-value sharding, or nothing) with entry ``index`` replaced; missing
    entries become fully open on ``mesh``, as Shardy's ``getOpenWithShardingAtIndex``."""
    if isinstance(attr, ShardingPerValue) and len(attr) == count:
        items = list(attr.shardings)
        items[index] = sharding
        return ShardingPerValue(tuple(items))
    return ShardingPerValue(tuple(sharding if i == index else TensorSharding.fully_open(mesh, r)
                                  for i, r in enumerate(ranks)))


def set_value_sharding(value: Value, sharding: TensorSharding) -> None:
    """Attach ``sharding`` to ``value`` wherever Shardy's ``setSharding`` would: the
    mirror of :func:`value_sharding`. A no-op for values that cannot carry one."""
    found = shardable_value(value)
    if found is None:
        return
    if isinstance(found, BlockArgument):
        owner = found.owner_op
        assert owner is not None
        if isinstance(owner, FuncOp):
            attrs = owner.arg_attrs(found.index)
            attrs[SHARDING_ATTR] = sharding
            owner.set_arg_attrs(found.index, attrs)
            return
        outer = nth_sharding(owner.properties.get("in_shardings"), found.index)
        if owner.name == SDY.MANUAL_COMPUTATION and outer is not None:
            sharding = add_free_axes(outer, sharding, _manual_axes(owner))
        owner.properties["in_shardings"] = _replace_nth(
            owner.properties.get("in_shardings"), found.index, len(owner.operands),
            sharding.mesh, sharding, [v.rank for v in owner.operands])
        return
    assert isinstance(found, OpResult)
    op = found.op
    key = sharding_property(op.name)
    if key is not None:
        op.properties[key] = sharding
    elif op.name in (SDY.MANUAL_COMPUTATION, SDY.NAMED_COMPUTATION):
        op.properties["out_shardings"] = _replace_nth(
            op.properties.get("out_shardings"), found.index, len(op.results), sharding.mesh,
            sharding, [v.rank for v in op.results])
    else:
        op.attributes[SHARDING_ATTR] = _replace_nth(
            op_shardings(op), found.index, len(op.results), sharding.mesh, sharding,
            [v.rank for v in op.results])
