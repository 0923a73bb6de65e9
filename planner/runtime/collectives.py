"""StableHLO collectives as real exchanges between simulated devices.

Devices are numbered by flattened id ``replica * num_partitions + partition``. Process
groups follow the spec's ``cross_replica``, ``cross_partition``,
``cross_replica_and_partition`` and ``flattened_ids`` rules. Bytes each device sends follow
the ring model of ``planner/model/dialects/collective_bytes.py`` (and the XLA oracle): with ``g`` devices
per group, all_gather ``out*(g-1)/g``, reduce_scatter ``in*(g-1)/g``, all_reduce
``2*bytes*(g-1)/g``, all_to_all ``bytes*(g-1)/g``, collective_permute ``bytes`` per source,
collective_broadcast ``bytes`` per receiving device charged to the root."""

from __future__ import annotations

import numpy as np

from planner.model.dialects.ops import channel_id
from planner.model.ir.attributes import DenseElementsAttr, UnitAttr, int_list
from planner.model.ir.core import Operation
from planner.model.ir.op_names import HLO
from planner.model.ir.op_table import OpTable
from planner.runtime.reduce import body_ufunc
from planner.runtime.table import Driver, Lockstep
from planner.runtime.values import dense_value, op_error

PerDev = list[list[np.ndarray]]


def _groups_attr(op: Operation, name: str) -> list[list[int]]:
    attr = op.get_attr(name)
    if attr is None:
        return []
    if isinstance(attr, DenseElementsAttr):
        arr = dense_value(attr, op)
        return [[int(v) for v in row if v >= 0] for row in arr.reshape(arr.shape[0], -1)] \
            if arr.size else []
    raise op_error(op, f"'{op.name}': {name} {attr} is not supported")


def process_groups(drv: Driver, op: Operation, kind: str | None = None) -> list[list[int]]:
    """The spec's process groups of ``op`` as lists of flattened device ids."""
    groups = _groups_attr(op, "replica_groups")
    R, P = drv.num_replicas, drv.num_partitions
    channel = channel_id(op) > 0
    use_global = isinstance(op.get_attr("use_global_device_ids"), UnitAttr)
    if kind is None:
        kind = ("flattened_ids" if channel and use_global else
                "cross_replica_and_partition" if channel else "cross_replica")
    if kind == "flattened_ids":
        return groups
    if kind == "cross_replica":
        gs = groups or [list(range(R))]
        return [[r * P + p for r in g] for p in range(P) for g in gs]
    if kind == "cross_partition":
        gs = groups or [list(range(P))]
        return [[r * P + p for p in g] for r in range(R) for g in gs]
    gs = groups or [list(range(R))]  # cross_replica_and_partition
    return [[r * P + p for r in g for p in range(P)] for g in gs]


def _check_cover(drv: Driver, op: Operation, groups: list[list[int]]) -> None:
    seen = sorted(d for g in groups for d in g)
    if seen != list(range(drv.num_devices)):
        raise op_error(op, f"'{op.name}': process groups {groups} do not cover the "
                           f"{drv.num_devices} simulated devices exactly once")


def _reducer(op: Operation) -> np.ufunc:
    fn = body_ufunc(op.regions[0].block)
    if fn is None:
        raise op_error(op, f"'{op.name}' with this reduction body is not implemented")
    return fn


def _reduce_group(fn: np.ufunc, parts: list[np.ndarray]) -> np.ndarray:
    """Fold in group order, so every member gets bit-identical results."""
    acc = parts[0]
    for p in parts[1:]:
        acc = fn(acc, p)
    return np.asarray(acc).astype(parts[0].dtype)


def _all_reduce(drv: Driver, op: Operation, args: PerDev) -> PerDev:
    groups = process_groups(drv, op)
    _check_cover(drv, op, groups)
    fn = _reducer(op)
    out: PerDev = [[None] * drv.num_devices for _ in args]  # type: ignore[list-item]  # filled below
    sent = [0] * drv.num_devices
    for v, per_dev in enumerate(args):
        for g in groups:
            acc = _reduce_group(fn, [per_dev[d] for d in g])
            for d in g:
                out[v][d] = acc
                sent[d] += round(2 * acc.nbytes * (len(g) - 1) / len(g))
    drv.count(op, groups, sent)
    return out


def _all_gather(drv: Driver, op: Operation, args: PerDev) -> PerDev:
    groups = process_groups(drv, op)
    _check_cover(drv, op, groups)
    dim = int_list(op.get_attr("all_gather_dim"))[0]
    out: PerDev = [[None] * drv.num_devices for _ in args]  # type: ignore[list-item]  # filled below
    sent = [0] * drv.num_devices
    for v, per_dev in enumerate(args):
        for g in groups:
            full = np.concatenate([per_dev[d] for d in g], axis=dim)
            for d in g:
                out[v][d] = full
                sent[d] += per_dev[d].nbytes * (len(g) - 1)
    drv.count(op, groups, sent)
    return out


def _reduce_scatter(drv: Driver, op: Operation, args: PerDev) -> PerDev:
    groups = process_groups(drv, op)
    _check_cover(drv, op, groups)
    dim = int_list(op.get_attr("scatter_dimension"))[0]
    fn = _reducer(op)
    out: PerDev = [[None] * drv.num_devices for _ in args]  # type: ignore[list-item]  # filled below
    sent = [0] * drv.num_devices
    for v, per_dev in enumerate(args):
        for g in groups:
            parts = np.split(_reduce_group(fn, [per_dev[d] for d in g]), len(g), axis=dim)
            for i, d in enumerate(g):
                out[v][d] = parts[i]
                sent[d] += parts[i].nbytes * (len(g) - 1)
    drv.count(op, groups, sent)
    return out


def _all_to_all(drv: Driver, op: Operation, args: PerDev) -> PerDev:
    kind = "cross_partition" if channel_id(op) > 0 else "cross_replica"
    groups = process_groups(drv, op, kind)
    _check_cover(drv, op, groups)
    split = int_list(op.get_attr("split_dimension"))[0]
    concat = int_list(op.get_attr("concat_dimension"))[0]
    out: PerDev = [[None] * drv.num_devices for _ in args]  # type: ignore[list-item]  # filled below
    sent = [0] * drv.num_devices
    for v, per_dev in enumerate(args):
        for g in groups:
            pieces = {d: np.split(per_dev[d], len(g), axis=split) for d in g}
            for i, d in enumerate(g):
                out[v][d] = np.concatenate([pieces[s][i] for s in g], axis=concat)
                sent[d] += round(per_dev[d].nbytes * (len(g) - 1) / len(g))
    drv.count(op, groups, sent)
    return out


def _permute_kind(drv: Driver, op: Operation) -> str:
    return "cross_partition" if channel_id(op) > 0 else "cross_replica"


def _collective_permute(drv: Driver, op: Operation, args: PerDev) -> PerDev:
    pairs = _groups_attr(op, "source_target_pairs")
    kind = _permute_kind(drv, op)
    R, P = drv.num_replicas, drv.num_partitions
    # Pairs name replica ids (cross_replica) or partition ids (cross_partition); they
    # apply within every process group of the other kind.
    outer = range(P) if kind == "cross_replica" else range(R)

    def flat(i: int, o: int) -> int:
        return i * P + o if kind == "cross_replica" else o * P + i

    out: PerDev = [[np.zeros_like(a) for a in per_dev] for per_dev in args]
    sent = [0] * drv.num_devices
    for v, per_dev in enumerate(args):
        for o in outer:
            for src, dst in pairs:
                out[v][flat(dst, o)] = per_dev[flat(src, o)]
                sent[flat(src, o)] += per_dev[flat(src, o)].nbytes
    drv.count(op, [list(p) for p in pairs], sent)
    return out


def _collective_broadcast(drv: Driver, op: Operation, args: PerDev) -> PerDev:
    groups = process_groups(drv, op, _permute_kind(drv, op))
    out: PerDev = [[np.zeros_like(a) for a in per_dev] for per_dev in args]
    sent = [0] * drv.num_devices
    for v, per_dev in enumerate(args):
        for g in groups:
            for d in g:
                out[v][d] = per_dev[g[0]]
            sent[g[0]] += per_dev[g[0]].nbytes * (len(g) - 1)
    drv.count(op, groups, sent)
    return out


OPS: OpTable[Lockstep] = OpTable("the interpreter", {
    HLO.ALL_REDUCE: _all_reduce,
    HLO.ALL_GATHER: _all_gather,
    HLO.REDUCE_SCATTER: _reduce_scatter,
    HLO.ALL_TO_ALL: _all_to_all,
    HLO.COLLECTIVE_PERMUTE: _collective_permute,
    HLO.COLLECTIVE_BROADCAST: _collective_broadcast,
})
