"""``planner-xla-legalize``: rewrites an exported module into what today's XLA (jaxlib 0.10.2)
accepts and compiles as annotated.

XLA reads shardings from only three places: function argument/result shardings,
``sdy.sharding_constraint`` and ``sdy.manual_computation``. Everything else is rejected,
crashes it, or is silently dropped before XLA runs its own propagation. Found by
compiling (bench/xla_check.py, tests/passes/test_xla_legalize.py):

- ``sdy.reshard``, the explicit collectives and ``sdy.data_flow_edge`` are rejected
  ("unknown mesh"): each becomes a closed ``sdy.sharding_constraint`` to the sharding it
  produces (JAX spells a reshard that way). Globally every collective is the identity, so
  this keeps the numbers; XLA's partitioner inserts the communication itself.
  Unreduced axes (``all_reduce`` from unreduced, ``reduce_scatter``,
  ``replicated_to_unreduced``, ``sharded_to_unreduced``) are kept: XLA implements a
  reshard into unreduced (zeros off the first device of the group) and out of it
  (all-reduce) and the results are exact. Only ``sum`` is kept: jaxlib cannot parse
  ``unreduced=max{..}``, and dropping an unreduced axis never changes the value (XLA then
  reduces where the value is produced).
- ``sdy.named_computation`` is rejected ("unsupported op for export to XLA"): it is
  inlined, its in/out shardings becoming constraints on its operands and results.
- ``sdy.sharding`` on ops is dropped by XLA's importer (XLA then propagates from the
  other three afresh), so the plan would be lost: each used tensor result of an annotated
  op is pinned by a closed constraint that every user reads, and the attribute is removed.
  Rank-0 values on a mesh with axes and without unreduced axes are left alone: they can
  only be replicated, so a constraint would tell XLA nothing (loop counters, losses).
- ``sdy.sharding`` on ``stablehlo.while`` crashes XLA (a tuple-sharding RET_CHECK): it is
  removed, and each loop-carried sharding pinned instead on the loop operand, the body
  block argument, the value the body returns and the loop result.
- A module without a name fails JAX's compile entry (it reads ``sym_name``): it is named
  ``xla_module``.

Accepted as they are (and left alone): priorities, sub-axes, inlined meshes, several
meshes, device ids, maximal meshes, ``sdy.propagation_barrier``, ``sdy.sharding_group``,
``sdy.constant``, ``sdy.sharding`` on ``stablehlo.if``/``optimization_barrier``
(removed anyway, as on every op), constraints inside ``sdy.manual_computation`` bodies.
"""

from __future__ import annotations

from planner.model.dialects.ops import SHARDING_ATTR, ModuleOp
from planner.model.dialects.traits import SDY_COLLECTIVES
from planner.model.dialects.value_sharding import nth_sharding, sharding_property
from planner.model.ir.attributes import StringAttr
from planner.model.ir.core import Block, Operation, Value
from planner.model.ir.op_names import HLO, SDY
from planner.model.ir.types import TensorType
from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.tensor_sharding import DimSharding, ShardingPerValue, TensorSharding
from planner.passes.registry import Pass

MODULE_NAME = "xla_module"
CONSTRAINT = SDY.SHARDING_CONSTRAINT

# Ops XLA rejects that become a constraint to the sharding of their result.
_AS_CONSTRAINT = frozenset({SDY.RESHARD, SDY.DATA_FLOW_EDGE, *SDY_COLLECTIVES})


def for_xla(sharding: TensorSharding) -> TensorSharding:
    """Every dimension closed, no replicated axes, unreduced axes kept only for ``sum``."""
    dims = tuple(DimSharding(d.axes, True, d.priority) for d in sharding.dims)
    unreduced = sharding.unreduced if sharding.reduction == "sum" else ()
    return TensorSharding(sharding.mesh, dims, (), unreduced)


def constraint(value: Value, sharding: TensorSharding, like: Operation | None = None) -> Operation:
    """A new (not yet inserted) closed constraint of ``value`` to ``sharding``, located
    where ``like`` is."""
    return Operation.create(CONSTRAINT, [value], [value.type], {"sharding": for_xla(sharding)},
                            src_loc=like.src_loc if like else None,
                            loc=like.loc if like else None)


def _pin_after(block: Block, anchor: Operation | None, value: Value,
               sharding: TensorSharding) -> Operation:
    """Constrain ``value`` right after ``anchor`` (at the block start when None) and make
    all its users read the constraint."""
    op = constraint(value, sharding, anchor)
    if anchor is None:
        block.insert(0, op)
    else:
        block.insert_after(anchor, op)
    value.replace_uses_except(op.results[0], op)
    return op


def _worth_pinning(value: Value, sharding: TensorSharding, meshes: dict[str, MeshAttr]) -> bool:
    """Whether a constraint on ``value`` tells XLA anything: not for non-tensors, nor for
    scalars that can only be replicated."""
    if not isinstance(value.type, TensorType):
        return False
    if value.type.rank > 0 or for_xla(sharding).unreduced:
        return True
    mesh = meshes.get(sharding.mesh) if isinstance(sharding.mesh, str) else sharding.mesh
    return mesh is not None and mesh.is_maximal


def _as_constraint(op: Operation) -> None:
    """Replace a reshard, collective or data-flow edge by a constraint (or, for an edge
    without a sharding, by its operand)."""
    assert op.parent is not None
    sharding = op.properties.get(sharding_property(op.name) or "")
    source = op.operands[0]
    if isinstance(sharding, TensorSharding):
        new = constraint(source, sharding, op)
        new.attributes.update(op.attributes)
        op.parent.insert_before(op, new)
        source = new.results[0]
    op.results[0].replace_all_uses_with(source)
    op.erase()


def _inline_named(op: Operation) -> None:
    """Move a named computation's body in place of it; its in/out shardings become
    constraints on what flows in and out."""
    block, body = op.parent, op.regions[0].block
    assert block is not None

    def pinned(value: Value, shardings: str, i: int) -> Value:
        sharding = nth_sharding(op.properties.get(shardings), i)
        if sharding is None:
            return value
        pin = constraint(value, sharding, op)
        block.insert_before(op, pin)
        return pin.results[0]

    for i, arg in enumerate(body.args):
        arg.replace_all_uses_with(pinned(op.operands[i], "in_shardings", i))
    terminator = body.ops[-1]
    for inner in body.ops[:-1]:
        block.insert_before(op, inner)
    body.ops = [terminator]
    for i, result in enumerate(op.results):
        result.replace_all_uses_with(pinned(terminator.operands[i], "out_shardings", i))
    op.erase()


def _constrained_to(value: Value, sharding: TensorSharding) -> bool:
    """Whether ``value`` is already a constraint to ``sharding`` (as XLA will see it)."""
    op = value.owner_op
    return (op is not None and op.name == CONSTRAINT and value is op.results[0]
            and op.properties.get("sharding") == for_xla(sharding))


def _legalize_while(op: Operation, shardings: ShardingPerValue,
                    meshes: dict[str, MeshAttr]) -> None:
    """Move a loop's shardings onto its operands, body arguments, body results and loop
    results (each unless already constrained so)."""
    block = op.parent
    assert block is not None
    del op.attributes[SHARDING_ATTR]
    body = op.regions[1].block
    terminator = body.ops[-1]
    last_arg_pin: Operation | None = None
    for i, sharding in enumerate(shardings):
        if not _worth_pinning(op.results[i], sharding, meshes):
            continue
        if not _constrained_to(op.operands[i], sharding):
            pin = constraint(op.operands[i], sharding, op)
            block.insert_before(op, pin)
            op.set_operand(i, pin.results[0])
        if body.args[i].uses:
            last_arg_pin = _pin_after(body, last_arg_pin, body.args[i], sharding)
        if not _constrained_to(terminator.operands[i], sharding):
            pin = constraint(terminator.operands[i], sharding, terminator)
            body.insert_before(terminator, pin)
            terminator.set_operand(i, pin.results[0])
    _pin_results(op, shardings, meshes)


def _pin_results(op: Operation, shardings: ShardingPerValue,
                 meshes: dict[str, MeshAttr]) -> None:
    """Pin each used result of ``op`` right after it, in result order."""
    assert op.parent is not None
    anchor = op
    for result, sharding in zip(op.results, shardings, strict=False):
        if result.uses and _worth_pinning(result, sharding, meshes):
            anchor = _pin_after(op.parent, anchor, result, sharding)


def xla_legalize(module: ModuleOp) -> None:
    """Rewrite ``module`` in place into what XLA compiles as annotated."""
    if module.sym_name is None:
        module.properties["sym_name"] = StringAttr(MODULE_NAME)
    meshes = module.meshes()
    for op in reversed(list(module.walk())):  # a nested named computation before its parent
        if op.name == SDY.NAMED_COMPUTATION:
            _inline_named(op)
    for op in list(module.walk()):
        if op.name in _AS_CONSTRAINT:
            _as_constraint(op)
    # Loops last: their bodies' results are pinned by then and need no second constraint.
    loops = []
    for op in list(module.walk()):
        shardings = op.attributes.get(SHARDING_ATTR)
        if not isinstance(shardings, ShardingPerValue) or not op.results:
            continue
        if op.name == HLO.WHILE:
            loops.append((op, shardings))
        else:
            del op.attributes[SHARDING_ATTR]
            _pin_results(op, shardings, meshes)
    for op, shardings in loops:
        _legalize_while(op, shardings, meshes)


PASS = Pass("planner-xla-legalize",
            "Rewrites an exported module into what XLA (jaxlib 0.10.2) compiles as annotated.",
            xla_legalize)
