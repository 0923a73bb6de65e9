"""``planner-legalize-padded-reshapes``: a ``stablehlo.reshape`` that splits or merges a
dimension its operand or result shards unevenly (padded) is computed whole. No local
reshape of the padded shards holds the right elements (12 elements over 4 devices, 3
each, cannot become rows of a 3x4 tensor sharded the same way, 1 row of 4 each), and
Shardy's partitioner emits one anyway; XLA's gathers instead. So the operand is
resharded to replicated, reshaped whole, and the result resharded to its sharding
(explicit ``sdy.reshard``\\ s, lowered to collectives by the passes after). A padded
dimension the reshape passes through, sharded alike on both sides, stays local. Not one
of Shardy's passes: the ``partition`` pipeline runs it right after the explicit
reshards.
"""

from __future__ import annotations

import math

from planner.model.dialects.ops import ModuleOp
from planner.model.dialects.value_sharding import set_value_sharding, value_sharding
from planner.model.ir.core import Operation, insert_after_value
from planner.model.ir.op_names import HLO, SDY
from planner.model.ir.types import TensorType
from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.tensor_sharding import TensorSharding
from planner.passes.registry import Pass


def passed_through(src: tuple[int, ...], dst: tuple[int, ...]) -> dict[int, int]:
    """The dimensions a reshape from ``src`` to ``dst`` keeps whole: source dimension ->
    result dimension, where both start at the same flat offset and have one size."""
    starts: dict[tuple[int, int], int] = {}
    for j, size in enumerate(dst):
        starts[(math.prod(dst[:j]), size)] = j
    return {i: starts[key] for i, size in enumerate(src)
            if (key := (math.prod(src[:i]), size)) in starts}


def _padded(sharding: TensorSharding, shape: tuple[int, ...], mesh: MeshAttr) -> set[int]:
    return {d for d, pad in enumerate(sharding.padding(shape, mesh)) if pad}


def needs_whole(op: Operation, meshes: dict[str, MeshAttr]) -> bool:
    """Whether ``op`` (a reshape) splits or merges a padded dimension."""
    src, dst = op.operands[0].type, op.results[0].type
    ins, outs = value_sharding(op.operands[0]), value_sharding(op.results[0])
    if not (isinstance(src, TensorType) and isinstance(dst, TensorType)) or \
            not src.is_static or not dst.is_static or ins is None or outs is None or ins.unreduced or outs.unreduced or \
            not isinstance(ins.mesh, str) or not isinstance(outs.mesh, str):
        return False
    src_mesh, dst_mesh = meshes.get(ins.mesh), meshes.get(outs.mesh)
    if src_mesh is None or dst_mesh is None:
        return False
    kept = passed_through(src.static_shape, dst.static_shape)
    back = {j: i for i, j in kept.items()}
    for i in _padded(ins, src.static_shape, src_mesh):
        if i not in kept or ins.dims[i].axes != outs.dims[kept[i]].axes:
            return True
    return any(j not in back or outs.dims[j].axes != ins.dims[back[j]].axes
               for j in _padded(outs, dst.static_shape, dst_mesh))


def _compute_whole(op: Operation) -> None:
    operand, result = op.operands[0], op.results[0]
    ins, outs = value_sharding(operand), value_sharding(result)
    assert ins is not None and outs is not None
    whole = Operation.create(SDY.RESHARD, [operand], [operand.type],
                             {"sharding": TensorSharding.unsharded(ins.mesh, ins.rank)},
                             loc=op.loc)
    whole.src_loc = op.src_loc
    assert op.parent is not None
    op.parent.insert_before(op, whole)
    op.set_operand(0, whole.results[0])
    set_value_sharding(result, TensorSharding.unsharded(outs.mesh, outs.rank))
    back = Operation.create(SDY.RESHARD, [result], [result.type], {"sharding": outs},
                            loc=op.loc)
    back.src_loc = op.src_loc
    insert_after_value(result, back)
    result.replace_uses_except(back.results[0], back)


def legalize_padded_reshapes(module: ModuleOp) -> None:
    """Compute whole every reshape that splits or merges a padded dimension, in place."""
    meshes = module.meshes()
    for op in list(module.walk()):
        if op.name == HLO.RESHAPE and needs_whole(op, meshes):
            _compute_whole(op)


PASS = Pass("planner-legalize-padded-reshapes",
            "Computes whole every reshape that splits or merges a padded dimension.",
            legalize_padded_reshapes)
