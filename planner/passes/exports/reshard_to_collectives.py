"""``sdy-reshard-to-collectives``: lowers every ``sdy.reshard`` to the sdy collectives
(all_slice, collective_permute, all_to_all, all_gather) that turn its operand's sharding
into its own.

The lowering itself is :func:`planner.model.sharding.reshard_lowering.lower_reshard`; this pass
decides which reshards Shardy lowers and puts the collectives in the IR.
"""

from __future__ import annotations

from planner.model.dialects.ops import ModuleOp, bypass_propagation_barriers
from planner.model.dialects.value_sharding import value_sharding
from planner.model.ir.core import Operation, Value
from planner.model.ir.op_names import SDY
from planner.model.ir.types import TensorType
from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.reshard_lowering import lower_reshard
from planner.model.sharding.tensor_sharding import TensorSharding
from planner.passes.registry import Option, Pass


def _equivalent(a: TensorSharding | None, b: TensorSharding) -> bool:
    """Shardy's ``isEquivalent`` (no sharding counts as replicated)."""
    return b.is_dims_replicated() if a is None else a.same_dim_axes(b)


class _Meshes:
    def __init__(self, module: ModuleOp) -> None:
        self.symbols = module.meshes()

    def of(self, s: TensorSharding) -> MeshAttr:
        return s.mesh if isinstance(s.mesh, MeshAttr) else self.symbols[s.mesh]


# MLIR's ShapedType::kDynamic, which Shardy's divisibility test sees for a dynamic dimension.
_DYNAMIC = -(2**63)


def _shape(value: Value) -> tuple[int, ...]:
    t = value.type
    return tuple(_DYNAMIC if d is None else d for d in t.shape) if isinstance(t, TensorType) \
        else ()


def _converted(op: Operation, keep_redundant: bool, meshes: _Meshes) -> bool:
    """Whether the reshard is to be lowered: Shardy's legality check. MLIR's conversion
    driver only replaces uses at the end, so it sees the operand as it was before the pass
    (a previous reshard, say), while the lowering itself starts from the replacement."""
    src = value_sharding(bypass_propagation_barriers(op.operands[0]))
    dst = op.properties["sharding"]
    assert isinstance(dst, TensorSharding)
    if keep_redundant and _equivalent(src, dst):
        return False
    if dst.is_dims_replicated():
        return True
    return src is None or src.mesh == dst.mesh or \
        meshes.of(src).same_up_to_device_order(meshes.of(dst))


def _lower(op: Operation, meshes: _Meshes) -> None:
    """Replace one reshard with its collectives (inserted before it), or with its operand."""
    dst = op.properties["sharding"]
    assert isinstance(dst, TensorSharding)
    operand = op.operands[0]
    source = bypass_propagation_barriers(operand)
    src = value_sharding(source) or TensorSharding.fully_open(dst.mesh, source.rank)
    # Equal shardings move nothing (a plan pins every value: most reshards are these).
    steps = [] if src == dst else lower_reshard(src, dst, _shape(operand), meshes.of(src),
                                                meshes.of(dst))
    if steps is None:
        return
    # Shardy bypasses the barriers except when both shardings are replicated
    result = operand if dst.is_dims_replicated() and src.is_dims_replicated() else source
    assert op.parent is not None
    for step in steps:
        new = Operation.create(step.name, [result], [operand.type], dict(step.properties),
                               src_loc=op.src_loc, loc=op.loc)
        op.parent.insert_before(op, new)
        result = new.results[0]
    op.results[0].replace_all_uses_with(result)
    op.erase()


def reshard_to_collectives(module: ModuleOp, keep_redundant_reshards: bool = False) -> None:
    """Lower every ``sdy.reshard`` Shardy lowers, in program order."""
    meshes = _Meshes(module)
    reshards = [op for op in module.walk() if op.name == SDY.RESHARD]
    todo = [op for op in reshards if _converted(op, keep_redundant_reshards, meshes)]
    for op in todo:
        _lower(op, meshes)


PASS = Pass(
    "sdy-reshard-to-collectives", "Converts ReshardOp into various Shardy collective ops.",
    reshard_to_collectives,
    options=(Option("keep-redundant-reshards", False,
                    "Keep reshards whose operand already has an equivalent sharding."),),
    nested=True)
