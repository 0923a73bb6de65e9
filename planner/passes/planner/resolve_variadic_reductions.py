"""``planner-resolve-variadic-reductions``: a ``stablehlo.reduce`` of several inputs (an
argmax reduces values and indices together) cannot be finished by all-reducing each
result on its own: the sum of per-device argmax indices is not the argmax. Shardy's
explicit reshards do exactly that when the reduced dimension is sharded, so this
planner pass (not one of Shardy's; the ``partition`` pipeline runs it right after the
explicit reshards) gathers the reduced dimensions of the inputs instead and drops the
``sdy.all_reduce``\\ s that followed each result. Single-input reductions are left alone:
all-reducing partial results with the same reduction is exact for them.
"""

from __future__ import annotations

from planner.model.dialects.ops import ModuleOp
from planner.model.dialects.value_sharding import value_sharding
from planner.model.ir.core import Operation
from planner.model.ir.op_names import HLO, SDY
from planner.model.rules import rule_for
from planner.model.sharding.projection import ShardingProjection
from planner.model.sharding.tensor_sharding import AxisRefList
from planner.passes.exports.insert_explicit_reshards import (
    _common_mesh,
    _Context,
    _reshard_to_projection,
)
from planner.passes.registry import Pass


def _follow_up_all_reduces(op: Operation) -> list[Operation] | None:
    """Each result's single user, when all of them are sdy.all_reduces over the same axes."""
    users = []
    for r in op.results:
        us = r.users
        if len(us) != 1 or us[0].name != SDY.ALL_REDUCE:
            return None
        users.append(us[0])
    axes = {str(u.properties["reduction_axes"]) for u in users}
    return users if len(axes) == 1 else None


def _resolve(ctx: _Context, op: Operation) -> None:
    all_reduces = _follow_up_all_reduces(op)
    rule = rule_for(op, default_for_unknown=False)
    if all_reduces is None or rule is None or not rule.reduction:
        return
    reduced = all_reduces[0].properties["reduction_axes"]
    assert isinstance(reduced, AxisRefList)
    ins = [value_sharding(v) for v in op.operands]
    outs = [value_sharding(v) for v in op.results]
    name = _common_mesh(ctx, [*ins, *outs])
    if name is None:
        return
    projection = ShardingProjection.build(ins, outs, rule, ctx.meshes[name],
                                          closed_if_missing=True)
    changed = [False] * len(ins)
    for f in rule.reduction:
        for t in projection.operands:
            axes = t.axes(f)
            if axes:
                t.update(f, [a for a in axes if a not in reduced.axes], [])
                changed = [c or (tt is t) for c, tt in zip(changed, projection.operands,
                                                            strict=True)]
    if not any(changed):
        return
    _reshard_to_projection(ctx, op, rule, projection, (changed, [False] * len(outs)), name,
                           ins, outs)
    for r, ar in zip(op.results, all_reduces, strict=True):
        ar.results[0].replace_all_uses_with(r)
        ar.erase()


def resolve_variadic_reductions(module: ModuleOp) -> None:
    """Replicate the reduced dimensions of every multi-input reduce followed by
    all-reduces, in place."""
    ctx = _Context(module)
    for op in list(module.walk()):
        if op.name == HLO.REDUCE and len(op.results) > 1:
            _resolve(ctx, op)


PASS = Pass("planner-resolve-variadic-reductions",
            "Replicates the reduced dimensions of multi-input reductions instead of "
            "all-reducing each result.", resolve_variadic_reductions)
