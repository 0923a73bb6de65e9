"""sdy.manual_computation in global semantics: each device of the mesh runs the body on its
slice along the manual axes (collectives in the body are real exchanges between those
devices, numbered by device id as the body's replica groups are); the results are put back
together by the out shardings' manual axes."""

from __future__ import annotations

import numpy as np

from planner.model.dialects.ops import ManualComputationOp, ModuleOp
from planner.model.ir.core import Operation
from planner.model.ir.op_names import SDY
from planner.model.ir.op_table import OpTable
from planner.model.sharding.mesh import MeshAttr
from planner.runtime.shards import assemble, take_shard
from planner.runtime.table import Driver, Lockstep
from planner.runtime.values import np_type, op_error

PerDev = list[list[np.ndarray]]


def resolve_mesh(op: Operation, ref: object) -> MeshAttr:
    if isinstance(ref, MeshAttr):
        return ref
    module = op
    while module.parent_op is not None:
        module = module.parent_op
    assert isinstance(module, ModuleOp)
    meshes = module.meshes()
    if ref not in meshes:
        raise op_error(op, f"'{op.name}': unknown mesh @{ref}")
    return meshes[ref]


def _manual(drv: Driver, op: Operation, args: PerDev) -> PerDev:
    assert isinstance(op, ManualComputationOp)
    ins, outs = list(op.in_shardings), list(op.out_shardings)
    ref = (ins or outs)[0].mesh if (ins or outs) else None
    mesh = resolve_mesh(op, ref)
    manual = set(op.manual_axes)
    if drv.num_devices != 1:
        # In a per-device program the body already runs per device (the partitioner
        # inlines it); a still-present manual computation here is refused.
        raise op_error(op, "'sdy.manual_computation' inside a per-device program is not "
                           "simulated; partition the program first")
    positions = list(range(mesh.num_devices))
    ids = list(mesh.devices())
    n = max(ids) + 1
    order = sorted(range(len(ids)), key=lambda p: ids[p])  # device id order
    sub = drv.sub_driver(n)
    body_args: PerDev = []
    for value, sharding in zip(args, ins, strict=True):
        per_id: list[np.ndarray | None] = [None] * n
        for p in positions:
            per_id[ids[p]] = take_shard(value[0], sharding, mesh, p, manual)
        body_args.append(per_id)  # type: ignore[arg-type]  # every device's slot is set
    results = sub.run_block(op.regions[0].block, body_args)
    out: PerDev = []
    for res, sharding, result in zip(results, outs, op.results, strict=True):
        shape, _ = np_type(result.type, op)
        out.append([assemble([res[ids[p]] for p in order], order, sharding, shape, mesh,
                             manual)])
    return out


OPS: OpTable[Lockstep] = OpTable("the interpreter", {SDY.MANUAL_COMPUTATION: _manual})
