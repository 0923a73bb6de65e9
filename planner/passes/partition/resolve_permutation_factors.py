"""``sdy-resolve-permutation-factors``: no device may hold a shard of a dimension that an
op permutes (padding, slicing, windows, reversal) unless the per-device program can still
compute it locally.

With ``enable-halo-exchange`` (the default), as current Shardy does:

- a ``stablehlo.pad`` or ``stablehlo.slice`` sharded along a dimension it moves data on
  fetches the neighbouring shards its window reads by collective permutes inside a manual
  computation (:mod:`planner.passes.partition.halo`); so do a single-input
  ``stablehlo.reduce_window`` sharded along a windowed dimension (no window or base
  dilation there, output and input sharded alike and evenly) and a
  ``stablehlo.convolution`` sharded along input spatial dimensions (no lhs dilation, no
  groups, the output laid out alike, the kernel not on those axes; a batch sharded
  alike passes through), which then run locally on the fetched buffer -- planner's
  extension: Shardy replicates both;
- a ``stablehlo.reverse`` sharded along a reversed dimension that the sharding divides is
  done in place: its operand is resharded onto a copy of the mesh whose devices are
  mirrored along those axes (a collective permute), so each device reverses the shard
  that lands at its mirrored position.

Everything else with a sharded permutation factor — a reverse or halo exchange the
sharding does not divide, every op without ``enable-halo-exchange`` (jaxlib 0.10.2's
Shardy halo-exchanges reverses only) — gets replicated: ``sdy.reshard``\\ s around the op
gather the factor before and slice it after (a slice that keeps every shard's elements on
its device is left alone).
"""

from __future__ import annotations

from planner.model.dialects.ops import MeshOp, ModuleOp, int_list
from planner.model.dialects.traits import TERMINATORS
from planner.model.dialects.value_sharding import set_value_sharding, value_sharding
from planner.model.ir.attributes import StringAttr
from planner.model.ir.core import Operation
from planner.model.ir.op_names import HLO, SDY
from planner.model.ir.types import TensorType
from planner.model.rules import rule_for
from planner.model.sharding.axis import AxisRef
from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.projection import ShardingProjection
from planner.model.sharding.rule import OpShardingRule
from planner.model.sharding.tensor_sharding import TensorSharding
from planner.passes.exports.insert_explicit_reshards import (
    _common_mesh,
    _Context,
    _reshard,
    _reshard_to_projection,
)
from planner.passes.partition.context import first_free_channel
from planner.passes.partition.device_id import check_device_counts, partition_ids, use_replica_ids
from planner.passes.partition.devices import axis_coordinates, device_ids
from planner.passes.partition.halo import halo_exchange
from planner.passes.partition.stablehlo_ops import communication_free_slice_dim
from planner.passes.registry import Option, Pass

PASS_NAME = "sdy-resolve-permutation-factors"


def reversed_mesh(mesh: MeshAttr, axes: list[AxisRef]) -> MeshAttr:
    """``mesh`` with its device order mirrored along ``axes``: the device at coordinate c of
    an axis of size n now sits at n-1-c."""
    ids = device_ids(mesh)
    position = list(range(mesh.num_devices))
    strides = {}
    stride = 1
    for mesh_axis in reversed(mesh.axes):
        strides[mesh_axis.name] = stride
        stride *= mesh_axis.size
    new = []
    for p in position:
        q = p
        for a in axes:
            full = mesh.axis_size(a.name)
            minor = full // (a.pre_size * a.size(mesh))
            c = int(axis_coordinates(mesh, a)[p])
            q += (a.size(mesh) - 1 - 2 * c) * minor * strides[a.name]
        new.append(int(ids[q]))
    return MeshAttr(mesh.axes, tuple(new))


class _Meshes:
    """The module's meshes by value, adding new ones at the top as Shardy does."""

    def __init__(self, module: ModuleOp) -> None:
        self.module = module
        self.by_value = {m: name for name, m in module.meshes().items()}

    def name_for(self, mesh: MeshAttr, base: str) -> str:
        if mesh in self.by_value:
            return self.by_value[mesh]
        taken = set(self.module.meshes())
        name, k = base, 0
        while name in taken:
            name, k = f"{base}_{k}", k + 1
        op = MeshOp(SDY.MESH, properties={"sym_name": StringAttr(name), "mesh": mesh})
        self.module.body.insert(0, op)
        self.by_value[mesh] = name
        return name


def _reverse_in_place(ctx: _Context, meshes: _Meshes, op: Operation) -> bool:
    """Halo exchange of a reverse: False when it needs the replicating fallback."""
    operand = op.operands[0]
    s = value_sharding(operand)
    if s is None or s.is_fully_replicated() or not isinstance(operand.type, TensorType):
        return True
    mesh = ctx.mesh_of(s)
    if mesh is None or mesh.is_maximal:
        return True
    if not isinstance(s.mesh, str):
        return False  # an inlined mesh has no symbol to derive the mirrored one from
    dims = int_list(op.properties["dimensions"])
    axes: list[AxisRef] = []
    for d, dim in enumerate(s.dims):
        count = dim.size(mesh)
        if d not in dims or count <= 1:
            continue
        if (operand.type.shape[d] or 0) % count:
            return False
        axes.extend(dim.axes)
    if not axes:
        return True
    name = meshes.name_for(reversed_mesh(mesh, axes), f"{s.mesh}_reversed")
    ctx.meshes = meshes.module.meshes()
    moved = TensorSharding(name, s.dims, s.replicated, s.unreduced)
    reshard = _reshard(operand, moved, op)
    assert op.parent is not None
    op.parent.insert_before(op, reshard)
    op.set_operand(0, reshard.results[0])
    set_value_sharding(op.results[0], s)
    return True


def _moved_factors(op: Operation, rule: OpShardingRule) -> tuple[int, ...]:
    """The permutation factors, plus (not in Shardy's rule) the factor of a pad dimension
    that shifts data but keeps its size: its shards need their neighbours' data too."""
    if op.name != HLO.PAD:
        return rule.permutation
    props = [int_list(op.properties[k]) for k in
             ("edge_padding_low", "edge_padding_high", "interior_padding")]
    shifted = [m[0] for d, m in enumerate(rule.operand_mappings[0])
               if len(m) == 1 and any(p[d] for p in props) and m[0] not in rule.permutation]
    return (*rule.permutation, *shifted)


def _replicate_permutation_factors(ctx: _Context, op: Operation) -> None:
    rule = rule_for(op, default_for_unknown=False)
    if rule is None or rule.is_custom:
        return
    factors = _moved_factors(op, rule)
    if not factors:
        return
    ins = [value_sharding(v) for v in op.operands]
    outs = [value_sharding(v) for v in op.results]
    name = _common_mesh(ctx, [*ins, *outs])
    if name is None:
        return
    mesh = ctx.meshes[name]
    projection = ShardingProjection.build(ins, outs, rule, mesh, closed_if_missing=True)
    changed = ([False] * len(ins), [False] * len(outs))
    for f in factors:
        if op.name == HLO.SLICE and communication_free_slice_dim(
                op, f, ins[0], mesh, op.operands[0].tensor_type, op.results[0].tensor_type):
            continue
        a, b = projection.update(f, [])
        changed = ([x or y for x, y in zip(changed[0], a, strict=True)],
                   [x or y for x, y in zip(changed[1], b, strict=True)])
    if any(changed[0]) or any(changed[1]):
        _reshard_to_projection(ctx, op, rule, projection, changed, name, ins, outs)


def _halo_exchange(ctx: _Context, op: Operation, channel: int) -> int | None:
    """A pad or slice sharded along a dimension it moves data on, done by halo exchange:
    the next free channel, or None when it needs the replicating fallback."""
    s = value_sharding(op.operands[0])
    mesh = ctx.mesh_of(s) if s is not None else None
    if mesh is None or mesh.is_maximal:
        return None
    return halo_exchange(op, mesh, channel)


def resolve_permutation_factors(module: ModuleOp, enable_halo_exchange: bool = True,
                                replica_count: int = 1, partition_count: int = 1) -> None:
    """Replicate (or, for reverses, pads and slices, halo-exchange) every sharded
    permutation factor. With ``replica_count`` > 1 the halo exchanges tell devices apart
    by ``stablehlo.replica_id``."""
    check_device_counts(module, PASS_NAME, replica_count, partition_count)
    kept = partition_ids(module)
    ctx = _Context(module)
    meshes = _Meshes(module)
    channel = first_free_channel(module)
    for op in list(module.walk()):
        if not op.name.startswith("stablehlo.") or op.name in TERMINATORS:
            continue
        if enable_halo_exchange and (op.name in (HLO.PAD, HLO.SLICE) or (
                op.name in (HLO.REDUCE_WINDOW, HLO.CONVOLUTION)
                and len(op.operands) == 2)):
            # before the rule check: a pad that shifts data keeps its size, so its rule
            # has no permutation factor, yet its shards need their neighbours' data
            after = _halo_exchange(ctx, op, channel)
            if after is not None:
                channel = after
                continue
        rule = rule_for(op, default_for_unknown=False)
        if rule is None or rule.is_custom or not _moved_factors(op, rule):
            continue
        if enable_halo_exchange and op.name == HLO.REVERSE \
                and _reverse_in_place(ctx, meshes, op):
            continue
        _replicate_permutation_factors(ctx, op)
    if replica_count > 1:
        use_replica_ids(module, kept)


PASS = Pass(
    PASS_NAME,
    "Resolves sharding on dimensions mapped to kPermutation factors.",
    resolve_permutation_factors,
    options=(Option("enable-halo-exchange", True,
                    "Implement halo exchange logic for windowed operations."),
             Option("replica-count", 1, "Number of replicas (data parallelism)."),
             Option("partition-count", 1, "Number of partitions (model parallelism).")))
