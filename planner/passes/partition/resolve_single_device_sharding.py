"""``sdy-resolve-single-device-sharding``: an op whose result lives on one device (a
sharding on a maximal mesh, ``<[], device_ids=[d]>``) runs on that device alone.

It becomes a ``stablehlo.if`` on the device's id whose other branch gives zeros; a sum
all-reduce over the global mesh (the module's first mesh with axes) then hands every
device the result. Inside the branch the op reads its operands through their reshards to
the device (``sdy-insert-explicit-reshards`` put them there); reshards of its results to
replicated on the global mesh become the all-reduce. Runs after
``sdy-reshard-to-collectives``, which leaves reshards between meshes of other axes alone.
"""

from __future__ import annotations

from collections.abc import Sequence

from planner.model.dialects.ops import SHARDING_ATTR, ModuleOp
from planner.model.dialects.value_sharding import value_sharding
from planner.model.ir.attributes import DenseElementsAttr
from planner.model.ir.core import Block, Operation, OpResult, Region, Value
from planner.model.ir.diagnostics import PlannerError
from planner.model.ir.op_names import HLO, SDY
from planner.model.ir.types import TensorType
from planner.model.sharding.axis import AxisRef
from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.tensor_sharding import AxisRefList, TensorSharding
from planner.passes.partition.build import Builder, zero_literal
from planner.passes.partition.device_id import check_device_counts, partition_ids, use_replica_ids
from planner.passes.registry import Option, Pass

NAME = "sdy-resolve-single-device-sharding"


def _device_of(op: Operation, meshes: dict[str, MeshAttr]) -> int | None:
    """The device a result of ``op`` is placed on, if any (its other results must be
    replicated, and on no other device)."""
    devices, spread = set(), False
    for result in op.results:
        s = value_sharding(result) if isinstance(result.type, TensorType) else None
        if s is None:
            continue
        mesh = meshes.get(s.mesh_name) if s.mesh_name else None
        if mesh is not None and mesh.is_maximal:
            devices.add(mesh.device_ids[0])
        elif not s.is_fully_replicated():
            spread = True
    if not devices:
        return None
    if len(devices) > 1 or spread:
        raise PlannerError(f"'{op.name}' op has a result on one device and another result "
                           "on other devices", op.src_loc)
    return devices.pop()


def _branch(ops: list[Operation], values: Sequence[Value]) -> Region:
    block = Block()
    for op in ops:
        block.append(op)
    block.append(Operation.create(HLO.RETURN, values, []))
    return Region([block])


def _on_device(op: Operation, single: dict[str, MeshAttr]) -> Operation:
    """A copy of ``op`` without its sharding, reading each operand resharded to a single
    device from before the reshard."""
    copy = op.clone()
    copy.attributes.pop(SHARDING_ATTR, None)
    for i, operand in enumerate(copy.operands):
        source = _reshard_to_device(operand, single)
        if source is not None:
            copy.set_operand(i, source.operands[0])
    return copy


def _zeros(op: Operation) -> list[Operation]:
    """Zeros (tokens) of ``op``'s result types: the other devices' branch."""
    return [Operation.create(HLO.CONSTANT, [], [r.type], {"value": DenseElementsAttr(
                zero_literal(r.type.element_type), r.type)})
            if isinstance(r.type, TensorType) else
            Operation.create(HLO.CREATE_TOKEN, [], [r.type]) for r in op.results]


def _reshard_to_device(value: Value, single: dict[str, MeshAttr]) -> Operation | None:
    """The reshard ``value`` is the result of, where it reshards to a single device."""
    source = value.op if isinstance(value, OpResult) else None
    if source is None or source.name != SDY.RESHARD:
        return None
    return source if source.typed_property("sharding", TensorSharding).mesh_name in single \
        else None


def _resolve(op: Operation, device: int, global_name: str, global_mesh: MeshAttr,
             single: dict[str, MeshAttr]) -> None:
    b = Builder(op)
    here = b.compare(b.device_index(), b.constant(device), "EQ")
    inner = _on_device(op, single)
    zeros = _zeros(op)
    guarded = Operation.create(HLO.IF, [here], [r.type for r in op.results],
                               regions=[_branch([inner], inner.results),
                                        _branch(zeros, [z.results[0] for z in zeros])],
                               src_loc=op.src_loc, loc=op.loc)
    assert op.parent is not None
    op.parent.insert_before(op, guarded)
    axes = AxisRefList(tuple(AxisRef(a.name) for a in global_mesh.axes))
    anchor = guarded
    for result, value in zip(op.results, guarded.results, strict=True):
        if not isinstance(result.type, TensorType):
            result.replace_all_uses_with(value)
            continue
        everywhere = TensorSharding.unsharded(global_name, result.rank)
        summed = Operation.create(SDY.ALL_REDUCE, [value], [value.type],
                                  {"reduction_axes": axes, "out_sharding": everywhere})
        assert anchor.parent is not None
        anchor.parent.insert_after(anchor, summed)
        anchor = summed
        for user, index in list(result.uses):
            if user.name == SDY.RESHARD and user.properties.get("sharding") == everywhere:
                user.results[0].replace_all_uses_with(summed.results[0])
                user.erase()
            else:
                user.set_operand(index, summed.results[0])
    read = [_reshard_to_device(v, single) for v in op.operands]
    op.erase()
    for source in read:  # reshards to the device that only the op read
        if source is not None and source.parent is not None and not source.results[0].uses:
            source.erase()


def resolve_single_device_sharding(module: ModuleOp, replica_count: int = 1,
                                   partition_count: int = 1) -> None:
    """Guard every op placed on a single device by that device's id (see the module
    docstring); the device's id is ``replica_id`` with ``replica_count`` > 1."""
    check_device_counts(module, NAME, replica_count, partition_count)
    meshes = module.meshes()
    global_name = next((n for n, m in meshes.items() if m.axes and not m.is_maximal), None)
    if global_name is None:
        return
    single = {n: m for n, m in meshes.items() if m.is_maximal}
    kept = partition_ids(module)
    placed = [(op, device) for op in module.walk()
              if op.dialect not in ("sdy", "func", "builtin")
              and (device := _device_of(op, meshes)) is not None]
    for op, device in placed:
        _resolve(op, device, global_name, meshes[global_name], single)
    if replica_count > 1:
        use_replica_ids(module, kept)


PASS = Pass(NAME, "Runs each op placed on a single device on that device alone.",
            resolve_single_device_sharding,
            options=(Option("replica-count", 1, "Number of replicas (data parallelism)."),
                     Option("partition-count", 1,
                            "Number of partitions (model parallelism).")))
