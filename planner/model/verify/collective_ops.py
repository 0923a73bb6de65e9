"""Verification of the sdy collectives: the rules every collective shares (its operand
has a sharding on the same mesh, its ``out_sharding`` is valid) and, per op, that
applying its axes to the operand sharding gives ``out_sharding``."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

from planner.model.dialects.ops import reduction_op_of
from planner.model.dialects.value_sharding import value_sharding
from planner.model.ir.core import Operation
from planner.model.ir.op_names import SDY
from planner.model.sharding.axis import AxisRef, axes_text, sort_and_merge
from planner.model.sharding.collective_semantics import (
    CollectiveError,
    all_reduce,
    gather_dim,
    permute_size_mismatch,
    replicated_to_unreduced,
    slice_dim,
)
from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.tensor_sharding import (
    AllToAllParamList,
    AxisRefList,
    DimSharding,
    ListOfAxisRefLists,
    TensorSharding,
)
from planner.model.verify.attrs import (
    AxisChecker,
    Invalid,
    check_axis_lists,
    check_tensor_sharding,
    context,
)
from planner.model.verify.ops import Scope
from planner.model.verify.unreduced import check_reduction_transition

# Collectives that treat an operand without a sharding as fully replicated.
_MISSING_OPERAND_SHARDING_OK = frozenset({SDY.ALL_SLICE, SDY.ALL_REDUCE, SDY.REDUCE_SCATTER})


def _expect_dim(out: TensorSharding, d: int, expected: Sequence[AxisRef], attr: str) -> None:
    if tuple(expected) != out.dims[d].axes:
        raise Invalid(f"out_sharding dimension {d} is {axes_text(out.dims[d].axes)} but applying "
                      f"{attr} to the operand sharding gives {axes_text(expected)}")


# -- rules shared by all collectives ------------------------------------------------------------


def _operand_and_out(op: Operation, scope: Scope) -> tuple[TensorSharding, TensorSharding,
                                                            MeshAttr] | None:
    """CollectiveOpInterface: the operand has a sharding (unless the op treats a missing
    one as replicated), ``out_sharding`` is valid, both are on the same mesh (except for
    collective_permute) and have the same rank. Returns the operand sharding (or the fully
    replicated one standing in for it), ``out_sharding`` and its mesh, or None when the
    operand's sharding is broken (its owner reports that)."""
    operand = value_sharding(op.operands[0])
    if operand is None and op.name not in _MISSING_OPERAND_SHARDING_OK:
        raise Invalid("collective on an operand without a sharding")
    out = op.properties["out_sharding"]
    assert isinstance(out, TensorSharding)
    with context("out_sharding"):
        mesh = check_tensor_sharding(out, op.results[0].type, scope.symbols, scope.manual_parents)
    if operand is None:
        rank = op.results[0].rank
        return TensorSharding.unsharded(out.mesh, rank), out, mesh
    operand_mesh = scope.symbols.mesh_or_none(operand)
    if operand_mesh is None or not _is_valid(operand, op, scope):
        return None
    if op.name != SDY.COLLECTIVE_PERMUTE and operand_mesh != mesh:
        raise Invalid(f"out_sharding mesh {out.mesh_text()} doesn't match the operand's mesh "
                      f"{operand.mesh_text()}")
    if operand.rank != out.rank:
        raise Invalid(f"out_sharding has rank {out.rank} but the operand sharding has rank "
                      f"{operand.rank}")
    return operand, out, mesh


def _is_valid(operand: TensorSharding, op: Operation, scope: Scope) -> bool:
    """Whether the operand's sharding is itself valid (if not, its owner reports it)."""
    try:
        check_tensor_sharding(operand, op.operands[0].type, scope.symbols, scope.manual_parents)
    except Invalid:
        return False
    return True


# -- per op ----------------------------------------------------------------------------------


@contextmanager
def _reported_as(prefix: str) -> Iterator[None]:
    """Report planner.model.sharding.collective_semantics' CollectiveError as Invalid, after ``prefix``."""
    try:
        yield
    except CollectiveError as e:
        raise Invalid(f"{prefix}{e}") from None


def _check_per_dim(op: Operation, attr: str, operand: TensorSharding, out: TensorSharding,
                   mesh: MeshAttr,
                   apply: Callable[[DimSharding, Sequence[AxisRef], int], tuple[AxisRef, ...]]
                   ) -> None:
    """Dimension by dimension (so the first wrong dimension is the one reported, as in
    Shardy), ``apply`` to the operand's axes gives out_sharding's."""
    lists = op.properties[attr]
    assert isinstance(lists, ListOfAxisRefLists)
    with context(attr):
        check_axis_lists(lists.lists, mesh, out.mesh_text())
    if len(lists.lists) != out.rank:
        raise Invalid(f"{attr} has rank {len(lists.lists)} but out_sharding has rank {out.rank}")
    for d, (dim, axes) in enumerate(zip(operand.dims, lists.lists, strict=True)):
        with _reported_as(f"{attr}: "):
            expected = apply(dim, axes, d)
        _expect_dim(out, d, expected, attr)


def _check_all_gather(op: Operation, operand: TensorSharding, out: TensorSharding,
                      mesh: MeshAttr) -> None:
    _check_per_dim(op, "gathering_axes", operand, out, mesh,
                   lambda dim, axes, d: gather_dim(dim.axes, axes, d, mesh))


def _check_all_slice(op: Operation, operand: TensorSharding, out: TensorSharding,
                     mesh: MeshAttr) -> None:
    _check_per_dim(op, "slicing_axes", operand, out, mesh,
                   lambda dim, axes, d: slice_dim(dim.axes, axes, mesh))


def _check_reduce_scatter(op: Operation, operand: TensorSharding, out: TensorSharding,
                          mesh: MeshAttr) -> None:
    _check_per_dim(op, "reduce_scatter_axes", operand, out, mesh,
                   lambda dim, axes, d: slice_dim(dim.axes, axes, mesh))


def _check_sharded_to_unreduced(op: Operation, operand: TensorSharding, out: TensorSharding,
                                mesh: MeshAttr) -> None:
    _check_per_dim(op, "axes", operand, out, mesh,
                   lambda dim, axes, d: gather_dim(dim.axes, axes, d, mesh, "unreduce"))
    lists = op.properties["axes"]
    assert isinstance(lists, ListOfAxisRefLists)
    moved = [a for axes in lists.lists for a in axes]
    expected = tuple(sort_and_merge([*operand.unreduced, *moved], mesh))
    if expected != out.unreduced:
        raise Invalid(f"out_sharding unreduced axes {axes_text(out.unreduced)} must be the "
                      f"operand's unreduced axes plus axes, {axes_text(expected)}")


def _sorted_axes(op: Operation, attr: str, what: str, mesh: MeshAttr,
                 out: TensorSharding) -> tuple[AxisRef, ...]:
    axes = op.properties[attr]
    assert isinstance(axes, AxisRefList)
    with context(attr):
        checker = AxisChecker(mesh, out.mesh_text())
        checker.add_sorted(axes.axes, what)
        checker.finish()
    return axes.axes


def _check_all_reduce(op: Operation, operand: TensorSharding, out: TensorSharding,
                      mesh: MeshAttr) -> None:
    if not operand.same_dim_axes(out):
        raise Invalid(f"out_sharding {out.stripped()} is not equivalent to the operand sharding "
                      f"{operand.stripped()}")
    for a in _sorted_axes(op, "reduction_axes", "reduction", mesh, out):
        with _reported_as(""):  # axis by axis: the first bad axis is reported, as in Shardy
            all_reduce(operand, (a,), mesh)
        if any(a.overlaps(b, mesh) for b in out.unreduced):
            raise Invalid(f"reduction axis {a} overlaps with the unreduced axes of out_sharding")


def _check_all_to_all(op: Operation, operand: TensorSharding, out: TensorSharding,
                      mesh: MeshAttr) -> None:
    params = op.properties["params"]
    assert isinstance(params, AllToAllParamList)
    if not params.params:
        raise Invalid("params must not be empty")
    with context("params"):
        check_axis_lists([p.axes for p in params.params], mesh, out.mesh_text())
    rank = out.rank
    used: set[int] = set()
    prev_src = -1
    for p in params.params:
        for dim, kind in ((p.src_dim, "source"), (p.tgt_dim, "target")):
            if not 0 <= dim < rank:
                raise Invalid(f"params: {kind} dimension {dim} is out of range [0, {rank})")
        for dim in (p.src_dim, p.tgt_dim):
            if dim in used:
                raise Invalid(f"params: dimension {dim} is used by more than one source/target")
            used.add(dim)
        if p.src_dim <= prev_src:
            raise Invalid(f"params: source dimensions must be sorted in ascending order, got "
                          f"{p.src_dim} after {prev_src}")
        prev_src = p.src_dim
    for p in params.params:
        with _reported_as("params: "):
            src = gather_dim(operand.dims[p.src_dim].axes, p.axes, p.src_dim, mesh, "move")
        _expect_dim(out, p.src_dim, src, "params")
        _expect_dim(out, p.tgt_dim, slice_dim(operand.dims[p.tgt_dim].axes, p.axes, mesh),
                    "params")
    for d, dim_sharding in enumerate(operand.dims):
        if d not in used:
            _expect_dim(out, d, dim_sharding.axes, "params")


def _check_replicated_to_unreduced(op: Operation, operand: TensorSharding, out: TensorSharding,
                                   mesh: MeshAttr) -> None:
    if operand.dims != out.dims:
        raise Invalid(f"out_sharding dimension shardings [{', '.join(map(str, out.dims))}] must "
                      f"equal the operand's [{', '.join(map(str, operand.dims))}]")
    axes = op.properties["axes"]
    assert isinstance(axes, AxisRefList)
    if not axes.axes:
        raise Invalid("axes must not be empty")
    sorted_axes = _sorted_axes(op, "axes", "replicated-to-unreduced", mesh, out)
    with _reported_as(""):
        expected = replicated_to_unreduced(operand, sorted_axes, mesh).unreduced
    if expected != out.unreduced:
        raise Invalid(f"out_sharding unreduced axes {axes_text(out.unreduced)} must be the "
                      f"operand's unreduced axes plus axes, {axes_text(expected)}")


CollectiveCheck = Callable[[Operation, TensorSharding, TensorSharding, MeshAttr], None]
_CHECKS: dict[str, CollectiveCheck] = {
    SDY.ALL_GATHER: _check_all_gather,
    SDY.ALL_SLICE: _check_all_slice,
    SDY.REDUCE_SCATTER: _check_reduce_scatter,
    SDY.SHARDED_TO_UNREDUCED: _check_sharded_to_unreduced,
    SDY.ALL_REDUCE: _check_all_reduce,
    SDY.ALL_TO_ALL: _check_all_to_all,
    SDY.REPLICATED_TO_UNREDUCED: _check_replicated_to_unreduced,
}
COLLECTIVE_NAMES = frozenset([*_CHECKS, SDY.COLLECTIVE_PERMUTE])


def check_collective(op: Operation, scope: Scope) -> None:
    """All rules of one sdy collective."""
    found = _operand_and_out(op, scope)
    if found is None:
        return
    operand, out, mesh = found
    if op.name == SDY.COLLECTIVE_PERMUTE:
        _check_permute(operand, out, mesh, scope)
        return
    _CHECKS[op.name](op, operand, out, mesh)
    if op.name in (SDY.ALL_REDUCE, SDY.REDUCE_SCATTER):
        check_reduction_transition(operand, out, mesh, introduced=None,
                                   reduced=reduction_op_of(op))


def _check_permute(operand: TensorSharding, out: TensorSharding, mesh: MeshAttr,
                   scope: Scope) -> None:
    """collective_permute: meshes with the same axes (a different mesh must order devices
    differently) and the same shard count per dimension."""
    operand_mesh = scope.symbols.mesh(operand)
    if operand_mesh.axes != mesh.axes:
        raise Invalid(f"out_sharding mesh {out.mesh_text()} has different axes than the operand's "
                      f"mesh {operand.mesh_text()}")
    if operand.mesh != out.mesh and operand_mesh.device_ids == mesh.device_ids:
        raise Invalid(f"out_sharding mesh {out.mesh_text()} differs from the operand's mesh "
                      f"{operand.mesh_text()} but has the same device ids")
    problem = permute_size_mismatch(operand, out, mesh)
    if problem:
        raise Invalid(problem)
