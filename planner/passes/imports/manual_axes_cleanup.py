"""``sdy-manual-axes-cleanup``: canonical manual axes on every ``sdy.manual_computation``.

The manual axes are sorted in mesh declaration order, and each in/out sharding that does
not name every manual axis (or part of one) gets the missing parts as replicated axes
(sorted and merged as Shardy keeps them), rebound to the computation's common mesh.
A manual computation with manual axes but neither inputs nor outputs must have an empty
body, as Shardy requires at this stage.
"""

from __future__ import annotations

from collections.abc import Iterator

from planner.model.dialects.ops import ManualComputationOp, ModuleOp
from planner.model.ir.core import Operation
from planner.model.ir.diagnostics import PlannerError
from planner.model.ir.op_names import SDY
from planner.model.ir.types import TensorType, Type
from planner.model.sharding.axis import AxisRef, make_axis, sort_and_merge
from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.tensor_sharding import ManualAxes, ShardingPerValue, TensorSharding
from planner.passes.registry import Pass

NON_EMPTY_BODY = ("op has manual_axes when there are no in/out shardings and the body is not "
                  "empty. This isn't allowed at this stage, please contact the Shardy team "
                  "or file a bug.")


def _post_order(op: Operation) -> Iterator[Operation]:
    """``op`` and the ops nested in it, each after the ops nested in it (MLIR's default)."""
    for region in op.regions:
        for block in region.blocks:
            for child in list(block.ops):
                yield from _post_order(child)
    yield op


def _mesh_of(sharding: TensorSharding, meshes: dict[str, MeshAttr],
             op: Operation) -> MeshAttr:
    if isinstance(sharding.mesh, MeshAttr):
        return sharding.mesh
    if sharding.mesh not in meshes:
        raise PlannerError(f"unknown mesh {sharding.mesh_text()}", op.src_loc)
    return meshes[sharding.mesh]


def common_mesh(shardings: list[TensorSharding], meshes: dict[str, MeshAttr],
                op: Operation) -> tuple[str | MeshAttr, MeshAttr] | None:
    """The mesh (as referenced, and resolved) the shardings share, empty meshes aside: the
    first non-empty one (the last one when all are empty); None when two differ."""
    found: tuple[str | MeshAttr, MeshAttr] | None = None
    for s in shardings:
        mesh = _mesh_of(s, meshes, op)
        if found is None or found[1].is_empty:
            found = (s.mesh, mesh)
        elif not mesh.is_empty and mesh != found[1]:
            return None
    return found


def axis_set_diff(axes: list[AxisRef], other: list[AxisRef], mesh: MeshAttr) -> list[AxisRef]:
    """The parts of ``axes`` that no ref of ``other`` overlaps, as (sub-)axis refs."""
    result: list[AxisRef] = []
    for axis in axes:
        lo, hi = axis.interval(mesh)
        cuts = sorted(b.interval(mesh) for b in other if b.name == axis.name)
        for b_lo, b_hi in cuts:
            if max(lo, b_lo) >= min(hi, b_hi):
                continue  # no overlap with what is left
            if b_lo > lo:
                result.append(make_axis(axis.name, lo, b_lo // lo, mesh))
            lo = b_hi
            if lo >= hi:
                break
        if lo < hi:
            result.append(make_axis(axis.name, lo, hi // lo, mesh))
    return result


def _with_unused_axes(shardings: ShardingPerValue, types: list[Type], manual: list[AxisRef],
                      mesh_ref: str | MeshAttr, mesh: MeshAttr) -> ShardingPerValue | None:
    """``shardings`` with each one's unused manual axes added to its replicated axes; None
    when none needed any."""
    new: list[TensorSharding] = []
    changed = False
    for s, t in zip(shardings, types, strict=True):
        unused = axis_set_diff(manual, s.all_axes(), mesh) if isinstance(t, TensorType) else []
        if not unused:
            new.append(s)
            continue
        replicated = tuple(sort_and_merge([*s.replicated, *unused], mesh))
        new.append(TensorSharding(mesh_ref, s.dims, replicated, s.unreduced, s.reduction))
        changed = True
    return ShardingPerValue(tuple(new)) if changed else None


def cleanup(op: ManualComputationOp, meshes: dict[str, MeshAttr]) -> None:
    """Sort the manual axes of ``op`` and add unused ones to its shardings' replicated axes."""
    ins, outs = list(op.in_shardings), list(op.out_shardings)
    if not ins and not outs:
        body = op.body
        if op.manual_axes and body.ops and body.ops[0].name != SDY.RETURN:
            raise PlannerError(NON_EMPTY_BODY, op.src_loc)
        return
    common = common_mesh(ins + outs, meshes, op)
    # The verifier guarantees one mesh; Shardy asserts it.
    assert common is not None, "manual computation shardings on different meshes"
    mesh_ref, mesh = common
    axes = sorted(op.manual_axes, key=mesh.axis_index)
    if list(op.manual_axes) != axes:
        op.manual_axes_attr = ManualAxes(tuple(axes))
    manual = [AxisRef(a) for a in axes]
    new_in = _with_unused_axes(op.in_shardings, [v.type for v in op.operands], manual,
                               mesh_ref, mesh)
    if new_in is not None:
        op.in_shardings = new_in
    new_out = _with_unused_axes(op.out_shardings, [r.type for r in op.results], manual,
                                mesh_ref, mesh)
    if new_out is not None:
        op.out_shardings = new_out


def manual_axes_cleanup(module: ModuleOp) -> None:
    """Clean up the manual axes of every manual computation (innermost first)."""
    meshes = module.meshes()
    for op in list(_post_order(module)):
        if isinstance(op, ManualComputationOp):
            cleanup(op, meshes)


PASS = Pass("sdy-manual-axes-cleanup",
            "Sorts manual axes and adds unused manual axes to the replicated axes of the "
            "in/out shardings of manual computations.",
            manual_axes_cleanup)
