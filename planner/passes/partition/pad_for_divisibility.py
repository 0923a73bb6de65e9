"""``sdy-pad-for-divisibility``: every value whose sharding does not divide a dimension is
padded at the high end up to the next multiple of its shard count, so that
``sdy-convert-global-to-local`` can give every device a shard of the same size.

The padding enters where a non-divisible shard is first made (an ``sdy.all_slice`` pads
its operand with zeros) and leaves where the dimension is gathered back (an
``sdy.all_gather`` slices its result to the true size). An ``sdy.all_to_all`` on a padded
dimension becomes the all_gather and all_slice it equals. Ops in between take padded types;
a slice that keeps every shard on its device reads further; a dot_general whose
contracting dimension carries padding of unknown value masks it to zero first. Function
inputs and outputs must already divide (``sdy-update-non-divisible-input-output-shardings``).
"""

from __future__ import annotations

from dataclasses import replace

from planner.model.dialects.ops import DotDimensionNumbers, FuncOp, ModuleOp, int_list
from planner.model.dialects.value_sharding import set_value_sharding, value_sharding
from planner.model.ir.core import Operation, Value
from planner.model.ir.diagnostics import PlannerError
from planner.model.ir.op_names import HLO, SDY
from planner.model.ir.types import TensorType, Type
from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.tensor_sharding import (
    AllToAllParamList,
    ListOfAxisRefLists,
    TensorSharding,
    mesh_of,
)
from planner.passes.partition.build import Builder, i64_array, int_attr, zero_literal
from planner.passes.partition.stablehlo_ops import communication_free_slice_dim
from planner.passes.registry import Pass

# sdy ops that act element by element on their operand's layout
_ELEMENTWISE_SDY = frozenset({SDY.ALL_REDUCE, SDY.COLLECTIVE_PERMUTE})


class _Padder:
    def __init__(self, module: ModuleOp) -> None:
        self.meshes = module.meshes()
        self.zero_padded: set[Value] = set()  # values whose padding is known to be zeros
        self.original: dict[Value, Type] = {}  # types before the pass

    def mesh_of(self, sharding: TensorSharding | None) -> MeshAttr | None:
        return mesh_of(sharding, self.meshes)

    def padded(self, t: Type, s: TensorSharding | None) -> Type:
        """``t`` with every non-divisible sharded dimension rounded up."""
        mesh = self.mesh_of(s)
        if not isinstance(t, TensorType) or s is None or mesh is None or mesh.is_maximal \
                or s.is_fully_replicated() or len(s.dims) != t.rank:
            return t
        shape = tuple(d if d is None or d % (n := dim.size(mesh)) == 0 else -(-d // n) * n
                      for d, dim in zip(t.shape, s.dims, strict=True))
        return t.with_shape(shape)

    def padded_value(self, v: Value) -> Type:
        return self.padded(v.type, value_sharding(v))

    def legal(self, v: Value) -> bool:
        """Whether ``v`` was divisible before the pass (as MLIR's conversion sees operands
        until the end: their original types)."""
        t = self.original.get(v, v.type)
        return self.padded(t, value_sharding(v)) == t


def _check_io(p: _Padder, func: FuncOp) -> None:
    for i, arg in enumerate(func.body.args):
        if not p.legal(arg):
            raise PlannerError(f"'func.func' op argument #{i} has a non-divisible sharding. "
                               "Shardy expects function IO to be divisible.", func.src_loc)
    for i, t in enumerate(func.function_type.results):
        if p.padded(t, func.result_sharding(i)) != t:
            raise PlannerError(f"'func.func' op result #{i} has a non-divisible sharding. "
                               "Shardy expects function IO to be divisible.", func.src_loc)


def _mask_padding(p: _Padder, op: Operation, index: int, original: TensorType,
                  dims: tuple[int, ...]) -> None:
    """Zero the padding of operand ``index`` along ``dims`` (an iota compared with the true
    size; the mask ops share the operand's sharding so that they localise alike)."""
    x = op.operands[index]
    t = x.tensor_type
    if x in p.zero_padded or t == original:
        return
    s = value_sharding(x)
    b = Builder(op)
    mask: Value | None = None
    for d in dims:
        if original.shape[d] == t.shape[d]:
            continue
        it = TensorType(t.shape, "i32")
        iota = b.value(HLO.IOTA, [], it, {"iota_dimension": int_attr(d)})
        limit = b.broadcast(b.scalar_literal(str(original.shape[d]), "i32"), it)
        lt = b.compare(iota, limit, "LT")
        for v in (iota, limit, lt):
            if s is not None:
                set_value_sharding(v, s)
        mask = lt if mask is None else b.binary("and", mask, lt)
        if s is not None:
            set_value_sharding(mask, s)
    if mask is None:
        return
    zeros = b.broadcast(b.scalar_literal(zero_literal(t.element_type), t.element_type), t)
    picked = b.select(mask, x, zeros)
    if s is not None:
        set_value_sharding(zeros, s)
        set_value_sharding(picked, s)
    op.set_operand(index, picked)


def _pad_operand(p: _Padder, op: Operation, want: TensorType) -> None:
    """An all_slice's operand padded with zeros to what its result's sharding needs."""
    x = op.operands[0]
    t = x.tensor_type
    b = Builder(op)
    low = [0] * t.rank
    high = [int(w or 0) - int(d or 0) for w, d in zip(want.shape, t.shape, strict=True)]
    padded = b.pad(x, b.scalar_literal(zero_literal(t.element_type), t.element_type), low, high)
    s = value_sharding(x)
    if s is not None:
        set_value_sharding(padded, s)
    p.zero_padded.add(padded)
    op.set_operand(0, padded)


def _unshard_padded_dims(op: Operation, want: TensorType) -> None:
    """An all_slice whose operand is already sharded along a dimension that must grow: a
    pad there would leave every shard's padding at its own end rather than at the
    tensor's, so that dimension is gathered whole first and sliced from there."""
    x = op.operands[0]
    source = value_sharding(x)
    t = x.tensor_type
    dims = [i for i, (w, d) in enumerate(zip(want.shape, t.shape, strict=True))
            if w != d and source is not None and source.dims[i].axes]
    if not dims:
        return
    assert source is not None
    out = op.properties["out_sharding"]
    assert isinstance(out, TensorSharding)
    gathering = tuple(source.dims[i].axes if i in dims else () for i in range(t.rank))
    whole = replace(source, dims=tuple(replace(d, axes=()) if i in dims else d
                                       for i, d in enumerate(source.dims)))
    gather = Operation.create(SDY.ALL_GATHER, [x], [x.type],
                              {"gathering_axes": ListOfAxisRefLists(gathering),
                               "out_sharding": whole})
    assert op.parent is not None
    op.parent.insert_before(op, gather)
    op.set_operand(0, gather.results[0])
    slicing = op.properties["slicing_axes"]
    assert isinstance(slicing, ListOfAxisRefLists)
    op.properties["slicing_axes"] = ListOfAxisRefLists(tuple(
        out.dims[i].axes if i in dims else axes for i, axes in enumerate(slicing.lists)))


def _gathered_back(p: _Padder, op: Operation, original: TensorType) -> None:
    """After an all_gather of padded shards: cut the gathered dimensions to their size."""
    result = op.results[0]
    dims = op.properties["gathering_axes"]
    assert isinstance(dims, ListOfAxisRefLists)
    t = result.tensor_type
    limits = [int(o or 0) if axes and (t.shape[i] or 0) > (o or 0) else int(t.shape[i] or 0)
              for i, (axes, o) in enumerate(zip(dims.lists, original.shape, strict=True))]
    if limits == [int(d or 0) for d in t.shape]:
        return
    s = value_sharding(result)
    partial = [i for i, lim in enumerate(limits)
               if lim != t.shape[i] and s is not None and s.dims[i].axes]
    if partial:
        _gather_whole(op, partial)
    anchor = Operation.create(HLO.CONSTANT, [], [TensorType((), "i1")])
    assert op.parent is not None
    op.parent.insert_after(op, anchor)
    cut = Builder(anchor).slice(result, [0] * t.rank, limits)
    anchor.erase()
    last = cut
    if s is not None:
        now = value_sharding(result)
        assert now is not None  # _gather_whole changes the sharding, never drops it
        set_value_sharding(cut, now)
        if partial:
            last = _slice_again(cut, s, partial)
            again = last.owner_op
            assert again is not None
            _visit(p, again)  # the true size may not divide either: padded again
    if result in p.zero_padded:
        p.zero_padded.add(cut)
        p.zero_padded.add(last)
    assert cut.owner_op is not None  # the slice just built
    result.replace_uses_except(last, cut.owner_op)


def _gather_whole(op: Operation, dims: list[int]) -> None:
    """A gather that leaves ``dims`` sharded would keep the padded layout (shards of the
    padded size), which the true size's shards do not match: gather them whole instead."""
    gathering = op.properties["gathering_axes"]
    out = op.properties["out_sharding"]
    source = value_sharding(op.operands[0])
    assert isinstance(gathering, ListOfAxisRefLists) and isinstance(out, TensorSharding)
    assert source is not None
    lists = list(gathering.lists)
    new_dims = list(out.dims)
    for i in dims:
        lists[i] = source.dims[i].axes
        new_dims[i] = replace(out.dims[i], axes=())
    op.properties["gathering_axes"] = ListOfAxisRefLists(tuple(lists))
    op.properties["out_sharding"] = replace(out, dims=tuple(new_dims))


def _slice_again(cut: Value, want: TensorSharding, dims: list[int]) -> Value:
    """``cut`` (gathered whole along ``dims``) sliced to the sharding the gather had."""
    axes = tuple(want.dims[i].axes if i in dims else () for i in range(len(want.dims)))
    again = Operation.create(SDY.ALL_SLICE, [cut], [cut.type],
                             {"slicing_axes": ListOfAxisRefLists(axes), "out_sharding": want})
    owner = cut.owner_op
    assert owner is not None and owner.parent is not None
    owner.parent.insert_after(owner, again)
    return again.results[0]


def _retype_results(p: _Padder, op: Operation) -> None:
    for r in op.results:
        want = p.padded_value(r)
        # an all_gather of a padded operand keeps at least its size, as Shardy reconciles
        # the padded type with the inferred one
        if op.name == SDY.ALL_GATHER and isinstance(want, TensorType):
            src = op.operands[0].tensor_type
            want = want.with_shape(tuple(max(a or 0, b or 0) for a, b in
                                         zip(want.shape, src.shape, strict=True)))
        r.type = want


def _visit(p: _Padder, op: Operation) -> None:
    if op.name == SDY.ALL_SLICE:
        out = op.properties["out_sharding"]
        assert isinstance(out, TensorSharding)
        want = p.padded(op.operands[0].type, out)
        had_zero = op.operands[0] in p.zero_padded
        if isinstance(want, TensorType) and want != op.operands[0].type:
            _unshard_padded_dims(op, want)
            _pad_operand(p, op, want)
            had_zero = True
        op.results[0].type = op.operands[0].type
        if had_zero:
            p.zero_padded.add(op.results[0])
        return
    if op.name == SDY.ALL_GATHER:
        original = op.results[0].tensor_type
        if all(p.legal(v) for v in op.operands) and op.operands[0].type == original:
            return
        _retype_results(p, op)
        if op.operands[0] in p.zero_padded:
            p.zero_padded.add(op.results[0])
        _gathered_back(p, op, original)
        return
    if op.name in (SDY.ALL_TO_ALL, SDY.REDUCE_SCATTER):
        if all(p.legal(v) for v in (*op.operands, *op.results)):
            return
        if op.name == SDY.REDUCE_SCATTER:
            raise PlannerError(f"'{op.name}' op on a non-divisible sharding is not supported",
                               op.src_loc)
        for step in _gather_then_slice(op):
            _visit(p, step)
        return
    if not op.name.startswith("stablehlo.") and op.name not in _ELEMENTWISE_SDY:
        return
    if all(p.legal(v) for v in (*op.operands, *op.results)):
        return
    if op.name == HLO.DOT_GENERAL:
        dn = DotDimensionNumbers.from_attr(op.properties.get("dot_dimension_numbers"))
        for i, dims in ((0, dn.lhs_contracting_dimensions), (1, dn.rhs_contracting_dimensions)):
            x = op.operands[i]
            before = p.original.get(x, x.type)
            assert isinstance(before, TensorType)
            _mask_padding(p, op, i, before, dims)
    if op.name == HLO.SLICE:
        _extend_slice(p, op)
    _retype_results(p, op)


def _gather_then_slice(op: Operation) -> tuple[Operation, Operation]:
    """A non-divisible ``sdy.all_to_all`` replaced by what it computes: an all_gather of
    its axes from their source dimensions, then an all_slice onto the target ones (the
    padding of a dimension cannot be split across devices as an all_to_all does)."""
    params = op.properties["params"]
    out = op.properties["out_sharding"]
    src = value_sharding(op.operands[0])
    assert isinstance(params, AllToAllParamList) and isinstance(out, TensorSharding)
    assert src is not None
    gathered: list[tuple] = [()] * len(out.dims)
    sliced: list[tuple] = [()] * len(out.dims)
    for prm in params.params:
        gathered[prm.src_dim] += prm.axes
        sliced[prm.tgt_dim] += prm.axes
    mid = src.with_dims(tuple(
        replace(d, axes=d.axes[: len(d.axes) - len(g)]) for d, g in zip(src.dims, gathered,
                                                                        strict=True)))
    t = op.results[0].type
    gather = Operation.create(SDY.ALL_GATHER, [op.operands[0]], [t], {
        "gathering_axes": ListOfAxisRefLists(tuple(gathered)), "out_sharding": mid})
    slice_ = Operation.create(SDY.ALL_SLICE, [gather.results[0]], [t], {
        "slicing_axes": ListOfAxisRefLists(tuple(sliced)), "out_sharding": out})
    for new in (gather, slice_):
        new.src_loc = op.src_loc
    assert op.parent is not None
    op.parent.insert_before(op, gather)
    op.parent.insert_before(op, slice_)
    op.results[0].replace_all_uses_with(slice_.results[0])
    op.erase()
    return gather, slice_


def _extend_slice(p: _Padder, op: Operation) -> None:
    result = op.results[0]
    want = p.padded_value(result)
    if want == result.type:
        return
    assert isinstance(want, TensorType)
    start = int_list(op.properties["start_indices"])
    limit = int_list(op.properties["limit_indices"])
    s = value_sharding(op.operands[0])
    mesh = p.mesh_of(value_sharding(result))
    new = [st + int(w or 0) for st, w in zip(start, want.shape, strict=True)]
    operand_global = p.original.get(op.operands[0], op.operands[0].type)
    assert isinstance(operand_global, TensorType)
    for i, (a, b) in enumerate(zip(new, limit, strict=True)):
        if a != b and not communication_free_slice_dim(op, i, s, mesh, operand_global,
                                                       result.tensor_type):
            raise PlannerError("'stablehlo.slice' op needs padding it cannot read locally",
                               op.src_loc)
    op.properties["limit_indices"] = i64_array(new)


def pad_for_divisibility(module: ModuleOp) -> None:
    """Pad every non-divisible sharded value of every function, in place."""
    p = _Padder(module)
    for func in [op for op in module.body.ops if isinstance(op, FuncOp)]:
        if func.is_declaration:
            continue
        _check_io(p, func)
        for op in list(func.walk()):
            if op is func:
                continue
            for v in (*op.operands, *op.results):
                p.original.setdefault(v, v.type)
            _visit(p, op)


PASS = Pass("sdy-pad-for-divisibility",
            "Pads tensors with non-divisible shardings to divisible shapes.",
            pad_for_divisibility, nested=True)
