"""Which id names a device in the per-device program: ``stablehlo.partition_id`` (the
default: one replica, the mesh's devices are partitions) or, with Shardy's
``replica-count`` option above 1, ``stablehlo.replica_id`` (the devices are replicas of one
partition). Mixing both is not supported, as in Shardy.

The partitioner rewrites emit ``partition_id``; a pass run with replicas renames the ids it
added (those of the input program stay what they were)."""

from __future__ import annotations

from planner.model.dialects.ops import ModuleOp
from planner.model.ir.diagnostics import PlannerError
from planner.model.ir.op_names import HLO

PARTITION_ID = HLO.PARTITION_ID
REPLICA_ID = HLO.REPLICA_ID


def check_device_counts(module: ModuleOp, pass_name: str, replica_count: int,
                        partition_count: int) -> None:
    """Refuse what Shardy refuses: counts below 1, or both counts above 1."""
    if replica_count < 1 or partition_count < 1:
        raise PlannerError(f"{pass_name}: replica-count and partition-count must be at least 1",
                           module.src_loc)
    if replica_count > 1 and partition_count > 1:
        raise PlannerError(f"{pass_name}: replica-count > 1 and partition-count > 1 together "
                           "are not supported", module.src_loc)


def partition_ids(module: ModuleOp) -> set[int]:
    """The identities of the ``partition_id`` ops ``module`` holds now."""
    return {id(op) for op in module.walk() if op.name == PARTITION_ID}


def use_replica_ids(module: ModuleOp, kept: set[int]) -> None:
    """Every ``partition_id`` op not in ``kept`` becomes a ``replica_id`` (same type)."""
    for op in module.walk():
        if op.name == PARTITION_ID and id(op) not in kept:
            op.name = REPLICA_ID
