"""``planner-reduce-scatter-fusion``: fuses ``sdy.all_reduce`` + ``sdy.all_slice`` into
``sdy.reduce_scatter`` (plus an ``sdy.all_slice`` of what is left to slice).

Shardy does this with a canonicalization pattern of its collectives, which its export
pipeline applies (MLIR's ``canonicalize``) after ``sdy-reshard-to-collectives``; this pass is
that one pattern alone, under a name of ours. For every ``sdy.all_slice`` whose operand is
an ``sdy.all_reduce`` all of whose users are ``sdy.all_slice`` ops with the same slicing axes
(the first of them in the block is the one rewritten):

* per dimension, the longest prefix of the slicing axes that are (still unclaimed) reduction
  axes becomes that dimension's reduce-scatter axes; the rest of the dimension's slicing
  axes are its residual slicing axes;
* every reduction axis must be claimed that way, otherwise nothing happens;
* an ``sdy.reduce_scatter`` of the all-reduce's operand replaces the all-reduce, located as
  the all-reduce and inserted before the first all-slice; its ``out_sharding`` is on the
  all-reduce's mesh, each dimension closed with the operand's axes (none when the operand
  has no sharding) followed by the reduce-scatter axes (consecutive sub-axes merged), and
  the replicated and unreduced axes of the all-slice's ``out_sharding``;
* when some dimension has residual axes, an ``sdy.all_slice`` of them follows, with the
  original all-slice's ``out_sharding`` and location;
* every all-slice user of the all-reduce then reads the result, and they and the
  all-reduce are erased. The new ops carry no discardable attributes.

Deliberate deviation: when the all-slice users are not all in one block, Shardy compares
their positions across blocks (undefined in MLIR); we leave such an all-reduce alone.
"""

from __future__ import annotations

from dataclasses import dataclass

from planner.model.dialects.ops import ModuleOp
from planner.model.dialects.value_sharding import value_sharding
from planner.model.ir.core import Operation, OpResult
from planner.model.ir.op_names import SDY
from planner.model.sharding.axis import AxisRef, add_axis_or_merge
from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.tensor_sharding import (
    AxisRefList,
    DimSharding,
    ListOfAxisRefLists,
    TensorSharding,
)
from planner.passes.registry import Pass

Axes = tuple[AxisRef, ...]


@dataclass(frozen=True)
class FusionAxes:
    """How one all-slice splits: per dimension, the axes the reduce-scatter takes and the
    residual slicing axes."""

    reduce_scatter: tuple[Axes, ...]
    residual: tuple[Axes, ...]

    @property
    def has_residual(self) -> bool:
        return any(self.residual)


def split_slicing_axes(reduction_axes: Axes, slicing_axes: tuple[Axes, ...]) -> FusionAxes | None:
    """Per dimension, the longest prefix of ``slicing_axes`` made of reduction axes not
    taken by an earlier dimension, and the rest; None unless every reduction axis is taken.
    Axes match only when equal (a sub-axis does not match the axis containing it)."""
    remaining = set(reduction_axes)
    taken: list[Axes] = []
    residual: list[Axes] = []
    for axes in slicing_axes:
        k = 0
        while k < len(axes) and axes[k] in remaining:
            remaining.discard(axes[k])
            k += 1
        taken.append(tuple(axes[:k]))
        residual.append(tuple(axes[k:]))
    if remaining:
        return None
    return FusionAxes(tuple(taken), tuple(residual))


def reduce_scatter_out_sharding(operand: TensorSharding | None, reduce: TensorSharding,
                                slice_out: TensorSharding, axes: tuple[Axes, ...],
                                mesh: MeshAttr) -> TensorSharding:
    """The fused reduce-scatter's ``out_sharding``: on the all-reduce's (``reduce``) mesh,
    each dimension closed with the operand's axes then ``axes`` appended (merging
    consecutive sub-axes); replicated and unreduced axes from the all-slice's
    ``slice_out``. An operand without a sharding counts as unsharded."""
    dims = []
    for d, extra in enumerate(axes):
        merged = list(operand.dims[d].axes) if operand is not None else []
        for a in extra:
            add_axis_or_merge(merged, a, mesh)
        dims.append(DimSharding(tuple(merged)))
    return TensorSharding(reduce.mesh, tuple(dims), slice_out.replicated, slice_out.unreduced,
                          slice_out.reduction)


def _slicing_axes(op: Operation) -> tuple[Axes, ...]:
    lists = op.properties["slicing_axes"]
    assert isinstance(lists, ListOfAxisRefLists)
    return lists.lists


def _out_sharding(op: Operation) -> TensorSharding:
    out = op.properties["out_sharding"]
    assert isinstance(out, TensorSharding)
    return out


def _fusable_reduce(slice_op: Operation, order: dict[int, int]) -> Operation | None:
    """The all-reduce ``slice_op`` reads, when all its users are all-slices with the same
    slicing axes in ``slice_op``'s block and ``slice_op`` is the first of them
    (``order``: each op's position in program order, by id)."""
    operand = slice_op.operands[0]
    if not isinstance(operand, OpResult) or operand.op.name != SDY.ALL_REDUCE:
        return None
    block = slice_op.parent
    assert block is not None
    axes = _slicing_axes(slice_op)
    position = order[id(slice_op)]
    for user in operand.users:
        if user.name != SDY.ALL_SLICE or _slicing_axes(user) != axes:
            return None
        if user.parent is not block or order.get(id(user), -1) < position:
            return None
    return operand.op


def fuse(slice_op: Operation, meshes: dict[str, MeshAttr], order: dict[int, int]) -> bool:
    """Apply the fusion at ``slice_op`` if it matches; whether it did (``order``: see
    ``_fusable_reduce``)."""
    reduce = _fusable_reduce(slice_op, order)
    if reduce is None:
        return False
    reduction = reduce.properties["reduction_axes"]
    assert isinstance(reduction, AxisRefList)
    fusion = split_slicing_axes(reduction.axes, _slicing_axes(slice_op))
    if fusion is None:
        return False
    reduce_out, slice_out = _out_sharding(reduce), _out_sharding(slice_op)
    mesh = reduce_out.mesh if isinstance(reduce_out.mesh, MeshAttr) else meshes[reduce_out.mesh]
    source = reduce.operands[0]
    out = reduce_scatter_out_sharding(value_sharding(source), reduce_out, slice_out,
                                      fusion.reduce_scatter, mesh)
    props = {"reduce_scatter_axes": ListOfAxisRefLists(fusion.reduce_scatter),
             "out_sharding": out}
    if "reduction_op" in reduce.properties:  # Shardy versions with reduction kinds keep it
        props["reduction_op"] = reduce.properties["reduction_op"]
    block = slice_op.parent
    assert block is not None
    scatter = block.insert_before(slice_op, Operation.create(
        SDY.REDUCE_SCATTER, [source], [source.type], props, src_loc=reduce.src_loc,
        loc=reduce.loc))
    result = scatter.result
    if fusion.has_residual:
        rest = block.insert_after(scatter, Operation.create(
            SDY.ALL_SLICE, [result], [slice_op.result.type],
            {"slicing_axes": ListOfAxisRefLists(fusion.residual), "out_sharding": slice_out},
            src_loc=slice_op.src_loc, loc=slice_op.loc))
        result = rest.result
    for user in reduce.result.users:
        user.result.replace_all_uses_with(result)
        user.erase()
    reduce.erase()
    return True


def reduce_scatter_fusion(module: ModuleOp) -> None:
    """Fuse every matching all-reduce + all-slice pair in the module's functions, visiting
    ops in order (as the canonicalizer's top-down traversal; the result doesn't depend on
    it, since a fusion never changes whether another pair matches)."""
    meshes = module.meshes()
    for func in module.funcs().values():
        ops = list(func.walk())
        order = {id(op): i for i, op in enumerate(ops)}  # fusions keep the old ops' order
        for op in ops:
            # An all-slice erased by an earlier fusion (a second identical user) is skipped.
            if op.name == SDY.ALL_SLICE and op.parent is not None:
                fuse(op, meshes, order)


PASS = Pass("planner-reduce-scatter-fusion",
            "Fuses sdy.all_reduce + sdy.all_slice into sdy.reduce_scatter (+ sdy.all_slice).",
            reduce_scatter_fusion, nested=True)
