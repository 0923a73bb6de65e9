"""``sdy-insert-explicit-reshards``: makes every op's operand and result shardings compatible.

For each op with a sharding rule, one sharding per factor is chosen
(:func:`planner.model.sharding.common_axes.find_common_axes`) and ``sdy.reshard``\\ s are
inserted on the operands and results that differ from it, so that corresponding
dimensions are sharded alike and no axis shards two factors. Reduction factors left
sharded get an ``sdy.all_reduce`` on the results (unless the results keep those axes
unreduced). Data-flow ops (while, case, optimization barrier, manual and named
computations) and calls get their sources resharded to the edge's sharding, func
returns to the function's result shardings, and unreduced axes that a user does not
keep are all-reduced.

As in Shardy, without ``enable-full-version`` only the narrow cases are handled: the
unreduced-axes collectives, calls, concatenates whose operands differ from the result,
and dots where resharding the (smaller) result is enough.
"""

from __future__ import annotations

from collections import Counter

from planner.model.dialects.collective_bytes import local_bytes, reshard_bytes
from planner.model.dialects.ops import CallOp, FuncOp, ModuleOp, bypass_propagation_barriers
from planner.model.dialects.traits import TERMINATORS
from planner.model.dialects.value_sharding import (
    erase_manual_axes,
    nth_sharding,
    set_value_sharding,
    value_sharding,
)
from planner.model.ir.attributes import IntegerAttr
from planner.model.ir.core import Block, Operation, OpResult, Value, insert_after_value
from planner.model.ir.diagnostics import PlannerError
from planner.model.ir.op_names import FUNC, HLO, SDY
from planner.model.ir.types import OpaqueType, TensorType
from planner.model.rules import rule_for
from planner.model.sharding.axis import (
    AxisRef,
    axes_size,
    axis_set_diff,
    is_strict_prefix,
    lists_overlap,
    sort_and_merge,
    suffix_without_overlap,
)
from planner.model.sharding.common_axes import (
    AxesPerFactor,
    already_compatible,
    alternative_axes,
    compatible_axes,
    find_common_axes,
)
from planner.model.sharding.data_flow_ops import SHARDABLE_DATA_FLOW_OPS
from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.projection import ShardingProjection
from planner.model.sharding.rule import OpShardingRule
from planner.model.sharding.tensor_sharding import (
    AxisRefList,
    ListOfAxisRefLists,
    TensorSharding,
    mesh_of,
)
from planner.passes.registry import Option, Pass

_REDUCTIONS = ("sum", "max", "min")
_TOKEN = OpaqueType("!stablehlo.token")


class _Context:
    """The module's meshes and functions (the pass adds neither)."""

    def __init__(self, module: ModuleOp) -> None:
        self.meshes = module.meshes()
        self.funcs = module.funcs()
        # (rule, mesh, shardings, types, heuristic) -> the factor shardings chosen
        self.choices: dict[tuple, AxesPerFactor] = {}

    def mesh_of(self, sharding: TensorSharding | None) -> MeshAttr | None:
        return mesh_of(sharding, self.meshes)

    def is_single_device(self, sharding: TensorSharding | None) -> bool:
        mesh = self.mesh_of(sharding)
        return mesh is not None and mesh.is_maximal

    @property
    def global_mesh(self) -> str | None:
        """The first mesh of the module with axes: where single-device values go to and
        come from."""
        return next((name for name, m in self.meshes.items() if m.axes and not m.is_maximal),
                    None)


# -- small helpers --------------------------------------------------------------------------------


def _is_replicated(s: TensorSharding | None) -> bool:
    return s is None or s.is_fully_replicated()


def _equivalent(a: TensorSharding | None, b: TensorSharding | None) -> bool:
    """Shardy's ``isEquivalent`` as its explicit-reshard code uses it: same mesh, unreduced
    axes and dimension axes (open/closed, priorities and replicated axes don't matter); no
    sharding equals fully replicated. Unlike ``TensorSharding.same_dim_axes`` (the
    reshard-lowering check), unreduced axes count here."""
    if _is_replicated(a):
        return _is_replicated(b)
    if b is None or a is None:
        return False
    return (a.mesh == b.mesh and a.unreduced == b.unreduced and len(a.dims) == len(b.dims)
            and all(x.axes == y.axes for x, y in zip(a.dims, b.dims, strict=True)))


def _num_elements(v: Value) -> int:
    """Element count, 0 for dynamic shapes and non-tensors (as Shardy's tensor sizes)."""
    t = v.type
    return t.num_elements if isinstance(t, TensorType) and t.is_static else 0


def _or_closed_replicated(v: Value, mesh_name: str) -> TensorSharding:
    return value_sharding(v) or TensorSharding.unsharded(mesh_name, v.rank)


def _insert_before(anchor: Operation, op: Operation) -> Operation:
    assert anchor.parent is not None
    anchor.parent.insert_before(anchor, op)
    return op


def _insert_after(anchor: Operation, op: Operation) -> Operation:
    assert anchor.parent is not None
    anchor.parent.insert_after(anchor, op)
    return op


def _reshard(value: Value, sharding: TensorSharding, loc_of: Operation | None) -> Operation:
    return Operation.create(SDY.RESHARD, [value], [value.type], {"sharding": sharding},
                            loc=loc_of.loc if loc_of else None)


def _all_reduce(value: Value, axes: list[AxisRef], out: TensorSharding) -> Operation:
    props = {"reduction_axes": AxisRefList(tuple(axes)), "out_sharding": out}
    if out.reduction != "sum":
        props["reduction_op"] = IntegerAttr(_REDUCTIONS.index(out.reduction), "i32")
    return Operation.create(SDY.ALL_REDUCE, [value], [value.type], props)


def _loc_of(value: Value) -> Operation | None:
    return value.op if isinstance(value, OpResult) else None


# -- unreduced axes -------------------------------------------------------------------------------


def _all_reduce_unreduced_to_replicated(ctx: _Context, user: Operation, index: int,
                                        source: TensorSharding | None,
                                        target: TensorSharding | None,
                                        anchor: tuple[str, Operation | Value]) -> TensorSharding | None:
    """All-reduce the operand's unreduced axes that ``target`` does not keep unreduced;
    returns the operand's sharding after that."""
    if source is None or not source.unreduced:
        return source
    mesh = ctx.mesh_of(source)
    assert mesh is not None
    axes = axis_set_diff(list(source.unreduced),
                         list(target.unreduced) if target is not None else [], mesh)
    if not axes:
        return source
    remaining = tuple(axis_set_diff(list(source.unreduced), axes, mesh))
    out = TensorSharding(source.mesh, source.dims, source.replicated, remaining,
                         source.reduction)
    operand = user.operands[index]
    op = _all_reduce(operand, axes, out)
    op.loc = user.loc
    _place(op, anchor)
    user.set_operand(index, op.results[0])
    return out


def _place(op: Operation, anchor: tuple[str, Operation | Value]) -> None:
    """Insert ``op`` before an op (``("before", op)``) or after a value's definition."""
    where, at = anchor
    if where == "before":
        assert isinstance(at, Operation)
        _insert_before(at, op)
    else:
        assert isinstance(at, Value)
        insert_after_value(at, op)


def _unreduced_collectives(ctx: _Context, user: Operation, index: int,
                           target: TensorSharding | None,
                           anchor: tuple[str, Operation | Value]) -> TensorSharding | None:
    """Make the operand's unreduced axes grow to ``target``'s: replicated axes become
    unreduced (``sdy.replicated_to_unreduced``) and axes sharding a dimension's minor end
    too (``sdy.sharded_to_unreduced``). Returns the new sharding, None if nothing changed.
    One pass over the target's dimensions whose two cases share the running sharding
    (~65 lines)."""
    source = value_sharding(user.operands[index])
    if source is None or target is None or not target.unreduced:
        return None
    mesh = ctx.mesh_of(source)
    assert mesh is not None
    grow = axis_set_diff(list(target.unreduced), list(source.unreduced), mesh)
    if not grow:
        return None
    s2u: list[AxisRef] = []
    per_dim: list[tuple[AxisRef, ...]] = []
    dims = list(target.dims)
    need_reshard = False
    for d, (src, dst) in enumerate(zip(source.dims, target.dims, strict=True)):
        per_dim.append(())
        if list(dst.axes) == list(src.axes):
            continue
        if is_strict_prefix(dst.axes, src.axes, mesh):
            diff: list[AxisRef] = []
            if dst.axes and dst.axes[-1] != src.axes[len(dst.axes) - 1]:
                rest = suffix_without_overlap(src.axes[len(dst.axes) - 1], dst.axes[-1], mesh)
                assert rest is not None
                diff.append(rest)
            diff.extend(src.axes[len(dst.axes):])
            if not axis_set_diff(diff, grow, mesh):
                per_dim[d] = tuple(diff)
                s2u.extend(diff)
                dims[d] = src
            else:
                need_reshard = True
        else:
            need_reshard = True
    value = user.operands[index]
    last: TensorSharding | None = source
    if need_reshard:
        op = _reshard(value, source.with_dims(tuple(dims)), _loc_of(value))
        _place(op, anchor)
        value = op.results[0]
        anchor = ("after", value)
    r2u = axis_set_diff(grow, s2u, mesh)
    if r2u:
        last = TensorSharding(source.mesh, tuple(dims), target.replicated,
                              tuple(sort_and_merge([*source.unreduced, *r2u], mesh)),
                              target.reduction)
        op = Operation.create(SDY.REPLICATED_TO_UNREDUCED, [value], [value.type],
                              {"axes": AxisRefList(tuple(r2u)), "out_sharding": last})
        _place(op, anchor)
        value = op.results[0]
        anchor = ("after", value)
    if s2u:
        op = Operation.create(SDY.SHARDED_TO_UNREDUCED, [value], [value.type],
                              {"axes": ListOfAxisRefLists(tuple(per_dim)),
                               "out_sharding": target})
        _place(op, anchor)
        value = op.results[0]
        last = target
    if value is user.operands[index]:
        return None
    user.set_operand(index, value)
    return last


# -- reshards towards a target sharding --------------------------------------------------------


def _reshard_use_to(ctx: _Context, user: Operation, index: int, target: TensorSharding | None,
                    after_operand: bool, full: bool) -> None:
    """Insert what the operand ``index`` of ``user`` needs to have ``target``: all-reduces
    and unreduced collectives always, and a reshard in the full version."""
    operand = user.operands[index]
    anchor: tuple[str, Operation | Value] = ("after", operand) if after_operand else \
        ("before", user)
    sharding = value_sharding(operand)
    if sharding is not None:
        sharding = _all_reduce_unreduced_to_replicated(ctx, user, index, sharding, target,
                                                       anchor)
        if user.operands[index] is not operand:
            anchor = ("after", user.operands[index]) if after_operand else anchor
    new = _unreduced_collectives(ctx, user, index, target, anchor)
    if new is not None:
        sharding = new
        if after_operand:
            anchor = ("after", user.operands[index])
    if full and not _equivalent(sharding, target):
        value = user.operands[index]
        if target is None:
            assert sharding is not None
            target = sharding.closed_replicated_like()
        op = _reshard(value, target, _loc_of(value))
        _place(op, anchor)
        user.set_operand(index, op.results[0])


Use = tuple[Operation, int]


def _edges(op: Operation) -> list[tuple[TensorSharding | None, list[Use]]]:
    """Per data-flow edge of ``op``: the sharding its sources must have, and the operand
    slots of the sources. Result-owned edges first, then block-argument-owned ones."""
    def term(region: int) -> Operation:
        t = op.regions[region].blocks[0].terminator
        assert t is not None
        return t

    out: list[tuple[TensorSharding | None, list[Use]]] = []
    if op.name in (SDY.MANUAL_COMPUTATION, SDY.NAMED_COMPUTATION):
        manual = tuple(getattr(op, "manual_axes", ()))
        for i in range(len(op.results)):
            s = nth_sharding(op.properties.get("out_shardings"), i)
            if s is not None and manual:
                s = erase_manual_axes(s, manual)
            out.append((s, [(term(0), i)]))
        for i in range(len(op.operands)):
            out.append((nth_sharding(op.properties.get("in_shardings"), i), [(op, i)]))
        return out
    for i, result in enumerate(op.results):
        if op.name == HLO.WHILE:
            uses = [(op, i), (term(1), i)]
        elif op.name == HLO.OPTIMIZATION_BARRIER:
            uses = [(op, i)]
        else:  # case: each branch's returned value
            uses = [(term(r), i) for r in range(len(op.regions))]
        out.append((value_sharding(result), uses))
    return out


def _data_flow_op(ctx: _Context, op: Operation, full: bool) -> None:
    """Reshard every source of each edge to the edge owner's sharding."""
    for target, uses in _edges(op):
        for user, index in uses:
            _reshard_use_to(ctx, user, index, target, after_operand=True, full=full)


# -- calls and returns ---------------------------------------------------------------------------


def _mesh_ref(ctx: _Context, shardings: list[TensorSharding | None]) -> str | MeshAttr | None:
    """The mesh of the first sharding on a non-maximal mesh."""
    for s in shardings:
        mesh = ctx.mesh_of(s)
        if s is not None and mesh is not None and not mesh.is_maximal:
            return s.mesh
    return None


def _call_op(ctx: _Context, call: CallOp, full: bool) -> None:
    callee = ctx.funcs.get(call.callee)
    if callee is None:
        return
    n = len(call.operands)
    arg_shardings = [callee.arg_sharding(i) for i in range(len(callee.function_type.inputs))]
    mesh = _mesh_ref(ctx, arg_shardings)
    if mesh is not None:
        targets: list[TensorSharding | None] = [
            s if s is not None else TensorSharding.fully_open(mesh, call.operands[i].rank)
            for i, s in enumerate(arg_shardings)]
    else:
        mesh = _mesh_ref(ctx, [value_sharding(v) for v in call.operands])
        if mesh is None:
            return
        targets = [TensorSharding.unsharded(mesh, v.rank) for v in call.operands]
    for i in range(n):
        _reshard_use_to(ctx, call, i, targets[i], after_operand=True, full=full)


def _func_return(ctx: _Context, func: FuncOp, full: bool) -> None:
    ret = func.body.terminator
    assert ret is not None
    for i in range(len(ret.operands)):
        _reshard_use_to(ctx, ret, i, func.result_sharding(i), after_operand=False, full=full)


# -- single-device ops ----------------------------------------------------------------------------


def _single_device_op(ctx: _Context, op: Operation, outs: list[TensorSharding | None]) -> None:
    """An op with a result on a maximal mesh runs on that one device: its tensor operands
    are resharded to it (through replicated on the global mesh unless already so), its
    results back to replicated on the global mesh and then to their own sharding if that
    is not single-device; all its tensor results then live on the device (tokens are
    replicated on the global mesh)."""
    devices = {ctx.mesh_of(s).device_ids[0]: s.mesh  # type: ignore[union-attr]  # single-device: known mesh
               for s in outs if ctx.is_single_device(s)}
    if len(devices) > 1:
        raise PlannerError(f"'{op.name}' op has conflicting single-device result shardings",
                           op.src_loc)
    global_mesh = ctx.global_mesh
    if global_mesh is None:
        return
    device = TensorSharding.unsharded(next(iter(devices.values())), 0)
    for i, operand in enumerate(list(op.operands)):
        if not isinstance(operand.type, TensorType):
            continue
        source = _or_closed_replicated(operand, global_mesh)
        if source.mesh == device.mesh and _equivalent(source, device):
            continue
        value: Value = operand
        if not (source.is_fully_replicated() and source.mesh == global_mesh):
            value = _insert_before(op, _reshard(value, TensorSharding.unsharded(
                global_mesh, operand.rank), _loc_of(operand))).results[0]
        op.set_operand(i, _insert_before(op, _reshard(value, device, _loc_of(operand))).results[0])
    last = op
    for result, out in zip(op.results, outs, strict=True):
        if not isinstance(result.type, TensorType):
            continue
        replicated = TensorSharding.unsharded(global_mesh, result.rank)
        target = out if out is not None and not ctx.is_single_device(out) else replicated
        value = result
        for sharding in (replicated,) if target == replicated else (replicated, target):
            last = _insert_after(last, _reshard(value, sharding, op))
            value.replace_uses_except(last.results[0], last)
            value = last.results[0]
    for result in op.results:
        if isinstance(result.type, TensorType):
            set_value_sharding(result, device)
        elif result.type == _TOKEN:
            set_value_sharding(result, TensorSharding.unsharded(global_mesh, 0))


def _check_no_single_device_io(ctx: _Context, func: FuncOp) -> None:
    for kind, count, sharding in (("argument", len(func.body.args), func.arg_sharding),
                                  ("result", len(func.function_type.results), func.result_sharding)):
        for i in range(count):
            if ctx.is_single_device(sharding(i)):
                raise PlannerError(f"'func.func' op function {kind} {i} cannot have a "
                                   "single-device (maximal) sharding attribute", func.src_loc)


# -- ops with a sharding rule ---------------------------------------------------------------------


def _common_mesh(ctx: _Context, shardings: list[TensorSharding | None]) -> str | None:
    """The mesh all shardings share, ignoring device order (None if they differ, none has
    a sharding, or it is maximal); among meshes differing only in device order, the one
    most non-replicated shardings use."""
    name: str | None = None
    mesh: MeshAttr | None = None
    for s in shardings:
        if s is None:
            continue
        if not isinstance(s.mesh, str):
            return None
        other = ctx.meshes.get(s.mesh)
        if other is None:
            return None
        if mesh is None or mesh.is_empty:
            name, mesh = s.mesh, other
            continue
        if other.is_empty:
            continue
        if not other.same_axes(mesh):
            return None
        if not other.device_ids:  # prefer the mesh with the default device order
            name, mesh = s.mesh, other
    if name is None or mesh is None or mesh.is_maximal:
        return None
    counts: Counter[str] = Counter()
    best, best_count = name, 0
    for s in shardings:
        if not _is_replicated(s):
            assert s is not None and isinstance(s.mesh, str)
            counts[s.mesh] += 1
            if counts[s.mesh] > best_count:
                best, best_count = s.mesh, counts[s.mesh]
    return best


def _reshard_to_projection(ctx: _Context, op: Operation, rule: OpShardingRule,
                           projection: ShardingProjection, changed: tuple[list[bool], list[bool]],
                           mesh_name: str, ins: list[TensorSharding | None],
                           outs: list[TensorSharding | None]) -> None:
    """Reshard the operands and results ``changed`` marks (or that sit on a mesh with
    another device order) to the projection's shardings."""
    mesh = ctx.meshes[mesh_name]

    def other_order(s: TensorSharding | None) -> bool:
        m = ctx.mesh_of(s)
        return not _is_replicated(s) and m is not None and m.device_ids != mesh.device_ids

    for i, s in enumerate(ins):
        if changed[0][i] or other_order(s):
            new = projection.operands[i].to_sharding(rule.operand_mappings[i], rule.factor_sizes,
                                                     mesh_name, mesh)
            operand = op.operands[i]
            reshard = _reshard(operand, new, _loc_of(operand))
            _insert_before(op, reshard)
            op.set_operand(i, reshard.results[0])
    anchor = op
    for i, s in enumerate(outs):
        if changed[1][i] or other_order(s):
            result = op.results[i]
            new = projection.results[i].to_sharding(rule.result_mappings[i], rule.factor_sizes,
                                                    mesh_name, mesh)
            reshard = _reshard(result, _or_closed_replicated(result, mesh_name), op)
            assert anchor.parent is not None
            anchor.parent.insert_after(anchor, reshard)
            anchor = reshard
            result.replace_uses_except(reshard.results[0], reshard)
            set_value_sharding(result, new)


def _sizes(op: Operation) -> list[int]:
    return [_num_elements(v) for v in (*op.operands, *op.results)]


# Each collective weighs as many bytes as the default link moves in its latency: XLA's
# partitioner, which runs the choices Shardy's export leaves it, prefers fewer
# collectives. Without the weight, a dot whose operands disagree with its result is
# priced as an all-to-all of its input and a reduce-scatter of its result, where XLA
# gathers the weight instead (bench/bench_cost.py compares the two).
COLLECTIVE_BYTES = 2.25e6


def _bytes_moved(ctx: _Context, op: Operation, rule: OpShardingRule, common: AxesPerFactor,
                 mesh_name: str, ins: list[TensorSharding | None],
                 outs: list[TensorSharding | None]) -> float:
    """Bytes each device sends if the op's factors are sharded as ``common``: the reshards
    of its operands and results, and the all-reduce of the reduction axes, each
    collective weighing ``COLLECTIVE_BYTES`` more."""
    mesh = ctx.meshes[mesh_name]
    projection = ShardingProjection.build(ins, outs, rule, mesh, closed_if_missing=True)
    for f, axes in enumerate(common):
        projection.update(f, axes)
    total, collectives = 0.0, 0
    tensors = [(v, s, t, m, True) for v, s, t, m in zip(
        op.operands, ins, projection.operands, rule.operand_mappings, strict=True)]
    tensors += [(v, s, t, m, False) for v, s, t, m in zip(
        op.results, outs, projection.results, rule.result_mappings, strict=True)]
    reduction = [a for f in rule.reduction for a in common[f]]
    for value, old, factors, mapping, is_operand in tensors:
        t = value.type
        if not isinstance(t, TensorType) or not t.is_static:
            return float("inf")
        new = factors.to_sharding(mapping, rule.factor_sizes, mesh_name, mesh)
        old = old or TensorSharding.unsharded(mesh_name, t.rank)
        old_mesh = ctx.mesh_of(old) or mesh
        if not _equivalent(old, new):
            src, dst = (old, new) if is_operand else (new, old)
            src_mesh, dst_mesh = (old_mesh, mesh) if is_operand else (mesh, old_mesh)
            try:
                moved = reshard_bytes(src, dst, t.static_shape, t.element_type, src_mesh,
                                      dst_mesh)
            except ValueError:
                return float("inf")
            total += moved
            collectives += moved > 0  # a slice sends nothing
        if not is_operand and reduction:
            axes = axis_set_diff(reduction, list(old.unreduced), mesh)
            g = axes_size(axes, mesh)
            total += 2 * local_bytes(new, t.static_shape, t.element_bytes, mesh) * (g - 1) / g
            collectives += g > 1
    # (summed apart: options that tie on bytes and collectives tie exactly)
    return total + COLLECTIVE_BYTES * collectives


def _choose(ctx: _Context, op: Operation, rule: OpShardingRule, projection: ShardingProjection,
            mesh_name: str, ins: list[TensorSharding | None], outs: list[TensorSharding | None],
            shardy_heuristic: bool) -> AxesPerFactor:
    """Shardy's choice of factor shardings, or (unless ``shardy_heuristic``) the cheapest
    of it and the alternatives, Shardy's winning ties. Asked once per distinct op: a
    program's layers repeat the same choices."""
    key = (rule, mesh_name, tuple(ins), tuple(outs),
           tuple(v.type for v in (*op.operands, *op.results)), shardy_heuristic)
    chosen = ctx.choices.get(key)
    if chosen is None:
        chosen = ctx.choices[key] = _choose_afresh(ctx, op, rule, projection, mesh_name, ins,
                                                   outs, shardy_heuristic)
    return [list(axes) for axes in chosen]


def _choose_afresh(ctx: _Context, op: Operation, rule: OpShardingRule,
                   projection: ShardingProjection, mesh_name: str,
                   ins: list[TensorSharding | None], outs: list[TensorSharding | None],
                   shardy_heuristic: bool) -> AxesPerFactor:
    mesh = ctx.meshes[mesh_name]
    compatible = already_compatible(projection, rule, mesh)
    if compatible is not None:
        return compatible
    sizes = _sizes(op)
    shardy = find_common_axes(projection, rule, sizes, mesh)
    if shardy_heuristic:
        return shardy
    options = [shardy, *(c for c in alternative_axes(projection, rule, sizes, mesh)
                         if c != shardy)]
    costs = [_bytes_moved(ctx, op, rule, c, mesh_name, ins, outs) for c in options]
    return options[costs.index(min(costs))]


def _process_full(ctx: _Context, op: Operation, rule: OpShardingRule,
                  projection: ShardingProjection, mesh_name: str,
                  ins: list[TensorSharding | None], outs: list[TensorSharding | None],
                  shardy_heuristic: bool) -> AxesPerFactor:
    common = _choose(ctx, op, rule, projection, mesh_name, ins, outs, shardy_heuristic)
    changed: tuple[list[bool], list[bool]] = ([False] * len(ins), [False] * len(outs))
    for f, axes in enumerate(common):
        ops_changed, res_changed = projection.update(f, axes)
        changed = ([a or b for a, b in zip(changed[0], ops_changed, strict=True)],
                   [a or b for a, b in zip(changed[1], res_changed, strict=True)])
    _reshard_to_projection(ctx, op, rule, projection, changed, mesh_name, ins, outs)
    return common


def _process_dot(ctx: _Context, op: Operation, rule: OpShardingRule,
                 projection: ShardingProjection, mesh_name: str,
                 outs: list[TensorSharding | None]) -> None:
    """Without the full version: when lhs and rhs agree and only the result conflicts, on
    exactly one factor, with the reduction axes, and the result is not larger than the
    conflicting operand, shard the dot's result like the operands (all-reducing it there)
    and reshard the smaller result instead of an operand."""
    if not outs or outs[0] is None:
        return
    lhs, rhs = projection.operands[0], projection.operands[1]
    result = projection.results[0]
    mesh = ctx.meshes[mesh_name]
    lhs_size, rhs_size = _num_elements(op.operands[0]), _num_elements(op.operands[1])
    result_size = _num_elements(op.results[0])
    conflict: int | None = None
    conflict_axes: list[AxisRef] = []
    reduction_axes: list[AxisRef] = []
    seen_non_contracting: list[AxisRef] = []
    for f in range(rule.num_factors):
        la, ra = lhs.axes(f), rhs.axes(f)
        if la is not None and ra is not None:
            axes, max_size = la, max(lhs_size, rhs_size)
            if la != ra:
                return
            if f in rule.reduction:
                reduction_axes.extend(axes)
                continue
        else:
            axes = la if la is not None else (ra or [])
            max_size = lhs_size if la is not None else rhs_size
            for a in axes:
                if lists_overlap([a], seen_non_contracting, mesh):
                    return
                seen_non_contracting.append(a)
        if result.axes(f) != axes:
            if not axes or conflict is not None or result_size > max_size:
                return
            conflict, conflict_axes = f, axes
    if conflict is None:
        return
    res_axes = result.factors[conflict].axes
    if not res_axes or res_axes != reduction_axes:
        return
    result.factors[conflict].axes = list(conflict_axes)
    set_value_sharding(op.results[0], result.to_sharding(
        rule.result_mappings[0], rule.factor_sizes, mesh_name, mesh))
    assert op.parent is not None and outs[0] is not None
    reshard = _reshard(op.results[0], outs[0], op)
    op.parent.insert_after(op, reshard)
    op.results[0].replace_uses_except(reshard.results[0], reshard)


def _all_reduce_reduction_factors(ctx: _Context, op: Operation, rule: OpShardingRule,
                                  projection: ShardingProjection, common: AxesPerFactor | None,
                                  mesh_name: str) -> None:
    """All-reduce the results over the axes left on reduction factors, except those the
    results keep unreduced."""
    if not op.results:
        return
    mesh = ctx.meshes[mesh_name]
    first = value_sharding(op.results[0])
    unreduced = list(first.unreduced) if first is not None else []
    axes: list[AxisRef] = []
    if common is not None:
        for f in rule.reduction:
            axes.extend(common[f])
    elif unreduced:
        for f in rule.reduction:
            found = compatible_axes(projection, f)
            if found is None:
                raise PlannerError(f"'{op.name}' has unreduced result axes but its operands "
                                   f"are sharded differently along a reduction dimension",
                                   op.src_loc)
            axes.extend(found)
    if not axes:
        return
    axes = axis_set_diff(axes, unreduced, mesh)
    if not axes:
        return
    axes = sort_and_merge(axes, mesh)
    anchor = op
    for result in op.results:
        sharding = _or_closed_replicated(result, mesh_name)
        reduce = _all_reduce(result, axes, sharding)
        reduce.loc = op.loc
        assert anchor.parent is not None
        anchor.parent.insert_after(anchor, reduce)
        anchor = reduce
        result.replace_uses_except(reduce.results[0], reduce)


def _on_full_version(op: Operation, enabled: bool) -> bool:
    if enabled or op.name == FUNC.CALL:
        return True
    if op.name == HLO.CONCATENATE:
        result = value_sharding(op.results[0])
        return any(value_sharding(v) != result for v in op.operands)
    return False


def _alike_pointwise(rule: OpShardingRule, ins: list[TensorSharding | None],
                     outs: list[TensorSharding | None]) -> bool:
    """Every tensor maps dimension i to factor i (no reduction, replication or permutation
    factor) and carries the same sharding, without unreduced axes: the factors agree
    already, so the op needs nothing (most ops of a plan: the projection is skipped)."""
    first = outs[0] if outs else None
    if first is None or first.unreduced or rule.reduction or rule.need_replication \
            or rule.permutation:
        return False
    identity = tuple((i,) for i in range(len(first.dims)))
    return (all(s == first for s in ins) and all(s == first for s in outs)
            and all(m == identity for m in (*rule.operand_mappings, *rule.result_mappings)))


def _process(ctx: _Context, op: Operation, full: bool, shardy_heuristic: bool) -> None:
    if op.name in SHARDABLE_DATA_FLOW_OPS:
        _data_flow_op(ctx, op, full)
        return
    if isinstance(op, CallOp):
        _call_op(ctx, op, full)
        return
    if op.name == SDY.RESHARD and _reshard_to_unreduced(ctx, op):
        return
    first = value_sharding(op.results[0]) if op.results else None
    ins: list[TensorSharding | None] = []  # each operand's, after its all-reduce if any
    for i, operand in enumerate(list(op.operands)):
        s = _all_reduce_unreduced_to_replicated(ctx, op, i, value_sharding(operand), first,
                                                ("before", op))
        now = op.operands[i]
        behind = bypass_propagation_barriers(now)
        ins.append(s if behind is now else value_sharding(behind))
    behind_results = [bypass_propagation_barriers(v) for v in op.results]
    outs = [first if i == 0 and b is op.results[0] else value_sharding(b)
            for i, b in enumerate(behind_results)]
    if any(ctx.is_single_device(s) for s in outs):
        _single_device_op(ctx, op, outs)
        return
    is_dot = op.name in (HLO.DOT, HLO.DOT_GENERAL)
    if not (full or is_dot or (first is not None and first.unreduced)):
        return  # the rest only acts on these (most ops stop here: no projection to build)
    rule = rule_for(op, conservative=False, default_for_unknown=False)
    if rule is None or rule.is_custom or _alike_pointwise(rule, ins, outs):
        return
    mesh_name = _common_mesh(ctx, [*ins, *outs])
    if mesh_name is None:
        return
    mesh = ctx.meshes[mesh_name]
    projection = ShardingProjection.build(ins, outs, rule, mesh, closed_if_missing=True)
    common: AxesPerFactor | None = None
    if full:
        common = _process_full(ctx, op, rule, projection, mesh_name, ins, outs,
                               shardy_heuristic)
    elif is_dot:
        _process_dot(ctx, op, rule, projection, mesh_name, outs)
    _all_reduce_reduction_factors(ctx, op, rule, projection, common, mesh_name)


def _reshard_to_unreduced(ctx: _Context, op: Operation) -> bool:
    """A reshard that only adds unreduced axes becomes the unreduced collectives."""
    target = op.properties.get("sharding")
    assert isinstance(target, TensorSharding)
    if _unreduced_collectives(ctx, op, 0, target, ("before", op)) is None:
        return False
    op.results[0].replace_all_uses_with(op.operands[0])
    op.erase()
    return True


def _post_order(block: Block) -> list[Operation]:
    out: list[Operation] = []
    for op in block.ops:
        for region in op.regions:
            for b in region.blocks:
                out.extend(_post_order(b))
        out.append(op)
    return out


def insert_explicit_reshards(module: ModuleOp, *, enable_full_version: bool = False,
                             shardy_heuristic: bool = False) -> None:
    """Run the pass on every function of ``module``."""
    ctx = _Context(module)
    for func in list(ctx.funcs.values()):
        if func.is_declaration:
            continue
        _check_no_single_device_io(ctx, func)
        for op in _post_order(func.body):
            if op.name in TERMINATORS:  # the func return is handled last, the others never
                continue
            _process(ctx, op, _on_full_version(op, enable_full_version), shardy_heuristic)
        _func_return(ctx, func, enable_full_version)


PASS = Pass(
    "sdy-insert-explicit-reshards",
    "Inserts explicit reshards to make all operations have compatible shardings.",
    insert_explicit_reshards,
    options=(Option("enable-full-version", False, "Enable full version."),
             Option("shardy-heuristic", False,
                    "Pick factor shardings exactly as Shardy does, instead of the cheapest "
                    "(fewest bytes moved) of Shardy's choice and the alternatives.")),
    nested=True,
)
