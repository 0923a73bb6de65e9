"""The cost model: seconds of compute per op, seconds of each collective and reshard, and
bytes per device of each value, on one :class:`HardwareProfile`.

    compute     (FLOPs + transcendentals of the op on its local shapes) / peak FLOP/s of
                its element type (``flops.py`` counts as XLA does)
    collective  alpha + bytes each device sends / bandwidth (ring model, ``collective_cost``),
                on the slowest link among the axes it communicates along; a reduce-scatter
                as the all-reduce + slice XLA's CPU pipeline runs unless the profile says
                the compiler fuses it (``fused_reduce_scatter``)
    reshard     the sum over the collectives ``sdy-reshard-to-collectives`` lowers it to

A :class:`CostModel` is cheap to query per op, per value and per reshard: the encoder calls
it once per strategy and edge; reshard prices are memoised.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from math import gcd, prod

from planner.encode.cost.combining import (
    Combinable,
    has_reduction_factor,
    sibling_reductions,
    sink_parents,
    sink_reductions,
)
from planner.encode.cost.flops import Shape, Work, op_work, type_shape
from planner.encode.cost.hardware import HardwareProfile, Link, load_hardware
from planner.encode.cost.liveness import Backend
from planner.model.dialects.collective_bytes import (
    CollectiveCost,
    collective_cost,
    gather_steps,
    replica_groups,
    stablehlo_collective_cost,
    step_cost,
)
from planner.model.dialects.halo_plan import windows
from planner.model.dialects.traits import (
    ALL_TO_ALLS,
    CONTRACTIONS,
    HLO_COLLECTIVES,
    LOCAL_COLLECTIVES,
    SDY_COLLECTIVES,
)
from planner.model.dialects.value_sharding import value_sharding
from planner.model.ir.attributes import Attribute
from planner.model.ir.core import Block, BlockArgument, Operation, OpResult, Value
from planner.model.ir.op_names import HLO, SDY
from planner.model.ir.types import TensorType
from planner.model.sharding.axis import AxisRef, axes_size, axis_set_diff
from planner.model.sharding.collective_semantics import CollectiveStep, collective_axes
from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.reshard_lowering import lower_reshard
from planner.model.sharding.tensor_sharding import AxisRefList, TensorSharding, mesh_of

# Floating-point types a profile with ``narrow_floats_in_f32`` computes in f32 (twice
# their bytes).
NARROW_FLOATS = frozenset({"bf16", "f16"})


# The collectives XLA's combiners may merge, by kind (AllReduceCombiner,
# ReduceScatterCombiner, AllGatherCombiner; which run is the hardware profile's say).
COMBINED_KINDS = {SDY.ALL_REDUCE: "all_reduce", HLO.ALL_REDUCE: "all_reduce",
                  SDY.REDUCE_SCATTER: "reduce_scatter",
                  HLO.REDUCE_SCATTER: "reduce_scatter",
                  SDY.ALL_GATHER: "all_gather", HLO.ALL_GATHER: "all_gather"}



@dataclass(frozen=True, slots=True)
class Comm:
    """One collective as priced: its kind (``all_reduce``...), the bytes each device sends,
    the devices per group (None for a permute), its seconds and how many collectives
    XLA runs for it."""

    kind: str
    bytes_per_device: int
    group_size: int | None
    seconds: float
    count: int = 1  # collectives XLA runs for it (an all-gather: one per dimension)


def reduces_several(op: Operation) -> bool:
    """Whether ``op`` reduces several inputs together (an argmax): sharded along a reduced
    dimension, XLA gathers its partial results (:meth:`CostModel.gathered_partials`)."""
    return op.name == HLO.REDUCE and len(op.results) > 1


def finishes_variadic_reduce(op: Operation) -> bool:
    """Whether ``op`` is the all-reduce Shardy puts after one result of such a reduction
    (``reduces_several``)."""
    return op.name == SDY.ALL_REDUCE and isinstance(op.operands[0], OpResult) and \
        reduces_several(op.operands[0].op)


def permute_axes(src: TensorSharding, dst: TensorSharding) -> tuple[AxisRef, ...]:
    """The axes a collective_permute moves data along: those whose dimension or position
    differs between ``src`` and ``dst`` (all of them if that leaves none)."""
    def placed(s: TensorSharding) -> set[tuple[int, int, AxisRef]]:
        return {(d, i, a) for d, dim in enumerate(s.dims) for i, a in enumerate(dim.axes)}
    moved = placed(src) ^ placed(dst)
    axes = {a for _, _, a in moved} or {*src.dim_axes(), *dst.dim_axes()}
    return tuple(sorted(axes, key=str))


def group_axes(group: list[int], mesh: MeshAttr) -> tuple[str, ...]:
    """The mesh axes along which the devices of ``group`` differ (device ids in the mesh's
    device order, row-major over its axes)."""
    order = {d: i for i, d in enumerate(mesh.devices())}
    coords = []
    for d in group:
        i, c = order.get(d, d), []
        for axis in reversed(mesh.axes):
            c.append(i % axis.size)
            i //= axis.size
        coords.append(tuple(reversed(c)))
    return tuple(a.name for k, a in enumerate(mesh.axes) if len({c[k] for c in coords}) > 1)


class CostModel:
    """Prices ops, values, collectives and reshards of modules whose meshes are
    ``meshes`` (symbol name → mesh) on ``hardware``."""

    def __init__(self, hardware: HardwareProfile, meshes: Mapping[str, MeshAttr]) -> None:
        self.hardware = hardware
        self.meshes = dict(meshes)
        self._reshards: dict[tuple[object, ...], float] = {}
        self._lowerings: dict[tuple[object, ...], list[CollectiveStep] | None] = {}
        self._links: dict[tuple[object, ...], Link] = {}
        self._combined: dict[int, tuple[Block, dict[int, tuple[int, Operation | None]]]] = {}

    # -- values --------------------------------------------------------------------------
    def mesh_of(self, sharding: TensorSharding | None) -> MeshAttr | None:
        return mesh_of(sharding, self.meshes)

    def default_mesh(self) -> MeshAttr | None:
        """The module's mesh with the most devices (for collectives that name none)."""
        return max(self.meshes.values(), key=lambda m: m.num_devices, default=None)

    def local_shape(self, value: Value) -> Shape | None:
        """``value``'s per-device shape under the sharding it carries (padded up where a
        dimension doesn't divide); its type's shape when it has none."""
        shape = type_shape(value)
        if shape is None:
            return None
        sharding = value_sharding(value)
        mesh = self.mesh_of(sharding)
        if sharding is None or mesh is None or sharding.rank != len(shape):
            return shape
        return sharding.local_shape(shape, mesh)

    def sharded_bytes(self, t: TensorType, sharding: TensorSharding | None) -> int:
        """Bytes per device of a ``t`` tensor sharded as ``sharding`` (a strategy's
        candidate, not necessarily what the value carries); the whole tensor for None."""
        shape = tuple(d or 0 for d in t.shape)
        mesh = self.mesh_of(sharding)
        if sharding is not None and mesh is not None and sharding.rank == len(shape):
            shape = sharding.local_shape(shape, mesh)
        return prod(shape) * t.element_bytes

    def result_bytes(self, t: TensorType, sharding: TensorSharding | None) -> int:
        """Bytes per device of an op's ``t`` result sharded as ``sharding``: in f32 where
        the hardware computes narrow floats so (``result_scale``)."""
        return self.result_scale(t.element_type) * self.sharded_bytes(t, sharding)

    def value_bytes(self, value: Value) -> int:
        """Bytes of one device's buffer of ``value`` (0 for tokens, tuples, dynamic
        shapes): an op's narrow-float result in f32 where the hardware computes so."""
        return self.value_bytes_as(value, value_sharding(value))

    def value_bytes_as(self, value: Value, sharding: TensorSharding | None) -> int:
        """:meth:`value_bytes` of ``value`` sharded as ``sharding`` (a strategy's)."""
        t = value.type
        if not isinstance(t, TensorType) or not t.is_static:
            return 0
        if isinstance(value, OpResult):
            return self.result_bytes(t, sharding)
        return self.sharded_bytes(t, sharding)

    def result_scale(self, element_type: str) -> int:
        """How many times its own bytes an op's result of ``element_type`` takes: 2 for a
        narrow float the hardware computes in f32, else 1."""
        return 2 if self.hardware.narrow_floats_in_f32 and element_type in NARROW_FLOATS \
            else 1

    def converted_bytes(self, value: Value) -> int:
        """Where the hardware computes narrow floats in f32 (XLA converts them), the bytes
        of ``value``'s converted copy: an argument's f32 copy (a contraction reads it), an
        op's result's narrow copy (the entry function returns it); else 0."""
        t = value.type
        if not isinstance(t, TensorType) or not t.is_static:
            return 0
        scale = self.result_scale(t.element_type)
        if scale == 1:
            return 0
        local = self.sharded_bytes(t, value_sharding(value))
        return scale * local if isinstance(value, BlockArgument) else local

    # -- compute -------------------------------------------------------------------------
    def op_work(self, op: Operation) -> Work:
        """FLOPs and transcendentals one device does for ``op`` (on its local shapes)."""
        return op_work(op, self.local_shape)

    def peak_flops(self, op: Operation) -> float:
        """The peak rate for ``op``: its (first) operand's element type for contractions,
        its result's otherwise."""
        values = op.operands if op.name in CONTRACTIONS else op.results
        for v in values:
            if isinstance(v.type, TensorType):
                return self.hardware.peak_flops(v.type.element_type)
        return self.hardware.peak_flops("default")

    def compute_seconds(self, op: Operation, work: Work | None = None) -> float:
        """Seconds one device spends computing ``op`` at peak: on the local shapes of the
        shardings its values carry, or ``work`` counted by the caller (the encoder passes
        ``flops.op_work(op, shape_of)`` with a strategy's local shapes)."""
        work = self.op_work(op) if work is None else work
        return work.total / self.peak_flops(op) if work.total else 0.0

    def executed_seconds(self, op: Operation, sent_bytes: int | None) -> float:
        """Seconds one device spends on ``op`` of a per-device program as a simulation ran
        it: a collective by the bytes it sent on the default link, compute at peak on the
        op's own (already local) types."""
        if sent_bytes is not None:
            return self.hardware.link_for((), None).seconds(sent_bytes)
        work = op_work(op)
        return work.total / self.peak_flops(op) if work.total else 0.0

    # -- communication -------------------------------------------------------------------
    def link(self, axes: tuple[AxisRef | str, ...], mesh: MeshAttr | None,
             kind: str = "all_reduce") -> Link:
        # Memoised: the reshard tables ask for the same groups of axes many times over.
        key = (axes, mesh, kind)
        link = self._links.get(key)
        if link is None:
            link = self._links[key] = self.hardware.link_for(axes, mesh, kind)
        return link

    def priced(self, cost: CollectiveCost, axes: tuple[AxisRef | str, ...],
               mesh: MeshAttr | None, alpha_scale: float = 1.0) -> Comm:
        """``cost`` in seconds: alpha (times ``alpha_scale``: the share of a combined
        collective's latency) + beta·bytes on the slowest link of ``axes``; nothing for the
        local ops (all_slice, *_to_unreduced)."""
        if f"sdy.{cost.kind}" in LOCAL_COLLECTIVES:
            return Comm(cost.kind, 0, cost.group_size, 0.0)
        link = self.link(axes, mesh, cost.kind)
        seconds = link.seconds(cost.bytes_per_device) - (1.0 - alpha_scale) * link.latency_s
        return Comm(cost.kind, cost.bytes_per_device, cost.group_size, seconds)

    def gather_comm(self, cost: CollectiveCost, properties: Mapping[str, Attribute],
                    operand: TensorSharding, shape: Shape, element_bytes: int,
                    mesh: MeshAttr) -> Comm:
        """An all-gather priced as XLA runs it: one collective per gathered dimension, each
        on its own axes' link (``collective_cost.gather_steps``)."""
        steps = gather_steps(properties, operand, tuple(shape), element_bytes, mesh)
        seconds = sum(self.link(axes, mesh).seconds(sent) for axes, sent in steps)
        return Comm(cost.kind, cost.bytes_per_device, cost.group_size, seconds,
                    max(len(steps), 1))

    def gathered_partials(self, local_bytes: int, axes: tuple[AxisRef, ...],
                          mesh: MeshAttr) -> Comm:
        """A reduction of several inputs (an argmax) sharded along ``axes``, finished as
        XLA's partitioner finishes it: all-reducing each result alone would be wrong, so
        each device's partial results (``local_bytes``) are all-gathered and reduced again
        (``SpmdPartitioningVisitor::HandleReduce``, tuple-shaped reduce)."""
        k = axes_size(axes, mesh)
        sent = (k - 1) * local_bytes
        return Comm("all_gather", sent, k, self.link(axes, mesh).seconds(sent))

    def as_compiled(self, cost: CollectiveCost, element_type: str) -> CollectiveCost:
        """An sdy collective's cost as the compiler runs it: unless the profile fuses
        them, a reduce-scatter is an all-reduce of its input (twice the bytes), then a
        free slice (a StableHLO reduce_scatter the user wrote stays one); a reduction of
        narrow floats the hardware computes in f32 sends f32 (the XLA oracle's CPU
        all-reduces send twice a bf16 tensor's bytes)."""
        sent = cost.bytes_per_device
        if cost.kind == "reduce_scatter" and not self.hardware.fused_reduce_scatter:
            sent *= 2
        if cost.kind in ("all_reduce", "reduce_scatter"):
            sent *= self.result_scale(element_type)
        return CollectiveCost(sent, cost.group_size, cost.kind)

    def all_reduce_alpha_scale(self, op: Operation) -> float:
        """The share of its all-reduce's latency ``op``'s sharded reduction pays: 0 for
        a member of a set XLA's combiner merges (``combining.sink_reductions``,
        ``combining.sibling_reductions``), whose latency the encoder's combiner nodes pay
        once per class of devices (``encode.problem.combiners``); 1 otherwise."""
        return 0.0 if self.combined_set(op) is not None else 1.0

    def combined_set(self, op: Operation) -> int | None:
        """Which set of its block's combined reductions ``op`` is in (0: the sinks, when
        two or more; then one per set of siblings), or None."""
        found = self._combined_of(op).get(id(op))
        return found[0] if found is not None else None

    def sink_parent(self, op: Operation) -> Operation | None:
        """The last sink reduction upstream of sink ``op`` (``combining.sink_parents``)."""
        found = self._combined_of(op).get(id(op))
        return found[1] if found is not None else None

    def _combined_of(self, op: Operation) -> dict[int, tuple[int, Operation | None]]:
        """Per combined reduction of ``op``'s block (by id): its set and its sink parent."""
        block = op.parent
        if block is None:
            return {}
        found = self._combined.get(id(block))
        if found is None or found[0] is not block:
            reducing = {id(op) for op in block.ops if has_reduction_factor(op)}

            def reduces(op: Operation) -> bool:
                return id(op) in reducing

            sinks = sink_reductions(block, reduces)
            of: dict[int, tuple[int, Operation | None]] = {}
            if len(sinks) >= 2:
                of = {k: (0, parent) for k, parent in sink_parents(block, sinks).items()}
            for i, members in enumerate(sibling_reductions(block, reduces, sinks), 1):
                of.update((id(m), (i, None)) for m in members)
            found = (block, of)
            self._combined[id(block)] = found
        return found[1]

    def sdy_collective(self, op: Operation) -> Comm:
        """An ``sdy`` collective op, priced."""
        out = op.properties["out_sharding"]
        assert isinstance(out, TensorSharding)
        mesh = self.mesh_of(out)
        assert mesh is not None, f"{op.name}: unknown mesh {out.mesh}"
        if finishes_variadic_reduce(op):
            return self.gathered_partials(self.value_bytes(op.operands[0]),
                                          collective_axes(op.name, op.properties), mesh)
        cost = self.as_compiled(collective_cost(op, mesh), op.operands[0].tensor_type.element_type)
        if op.name == SDY.ALL_GATHER:
            t = op.operands[0].type
            assert isinstance(t, TensorType)
            src = value_sharding(op.operands[0]) or TensorSharding.unsharded(out.mesh, out.rank)
            return self.gather_comm(cost, op.properties, src, tuple(d or 0 for d in t.shape),
                                    t.element_bytes, mesh)
        if op.name == SDY.COLLECTIVE_PERMUTE:
            src = value_sharding(op.operands[0]) or TensorSharding.unsharded(out.mesh, out.rank)
            axes: tuple[AxisRef | str, ...] = permute_axes(src, out)
        else:
            axes = collective_axes(op.name, op.properties)
        return self.priced(cost, axes, mesh)

    def stablehlo_collective(self, op: Operation, mesh: MeshAttr | None) -> Comm:
        """A StableHLO collective of a per-device program (local buffers), priced on the
        link of the mesh axes its groups span (``mesh``: the program's mesh, if known)."""
        return self.stablehlo_collective_of(
            op, sum(self.value_bytes(v) for v in op.operands),
            sum(self.value_bytes(v) for v in op.results), mesh)

    def stablehlo_collective_of(self, op: Operation, in_bytes: int, out_bytes: int,
                                mesh: MeshAttr | None) -> Comm:
        """:meth:`stablehlo_collective` of ``op`` with these bytes per device in and out
        (the encoder's strategy's local shapes)."""
        n = mesh.num_devices if mesh is not None else 1
        cost = stablehlo_collective_cost(op, in_bytes, out_bytes, n)
        groups = replica_groups(op)
        axes: tuple[str, ...] = ()
        if mesh is not None and groups:
            devices = sorted({d for g in groups for d in g}) if cost.group_size is None \
                else groups[0]
            axes = group_axes(devices, mesh)
        return self.priced(cost, axes, mesh)

    def collective(self, op: Operation, mesh: MeshAttr | None = None) -> Comm | None:
        """``op`` priced if it is a collective (sdy or StableHLO), else None."""
        if op.name in SDY_COLLECTIVES:
            return self.sdy_collective(op)
        if op.name in HLO_COLLECTIVES:
            return self.stablehlo_collective(op, mesh or self.default_mesh())
        return None

    def combinable(self, op: Operation, mesh: MeshAttr | None = None) -> Combinable | None:
        """``op`` as XLA's combiners see it, if one may merge it (an all-reduce, a
        reduce-scatter, an all-gather where the hardware profile combines them; sdy or
        StableHLO): grouped by combiner and devices, with its latency and the bytes it
        adds to a combined op (each device's operand, the result for an all-gather)."""
        variadic = finishes_variadic_reduce(op)  # an all-gather of partials, priced so
        row = "all_gather" if variadic else COMBINED_KINDS.get(op.name)
        kind = row
        if kind == "reduce_scatter" and not self.hardware.fused_reduce_scatter:
            kind = "all_reduce"  # an all-reduce and a slice: the all-reduce combiner takes it
        if row is None or kind is None or \
                (kind == "all_gather" and not self.hardware.combine_all_gathers):
            return None
        data = op.results[0] if kind == "all_gather" else op.operands[0]
        nbytes = self.value_bytes(data)
        if op.name.startswith("sdy."):
            out = op.properties["out_sharding"]
            assert isinstance(out, TensorSharding)
            axes = collective_axes(op.name, op.properties)
            mesh_of_out = self.mesh_of(out)
            link = self.link(axes, mesh_of_out)
            if variadic and mesh_of_out is not None:  # the gathered partials
                nbytes *= axes_size(axes, mesh_of_out)
            key = (kind, out.mesh if isinstance(out.mesh, str) else str(out.mesh),
                   tuple(sorted(map(str, axes))))
            return Combinable(op, key, link.latency_s, nbytes, row)
        mesh = mesh or self.default_mesh()
        groups = replica_groups(op)
        names = group_axes(groups[0], mesh) if mesh is not None and groups else ()
        return Combinable(op, (kind, tuple(tuple(g) for g in groups)),
                          self.link(names, mesh).latency_s, nbytes, row)

    def scratch_bytes(self, op: Operation) -> int:
        """Bytes ``op`` holds only while it runs: where a windowed op's input needs a halo
        exchange (``halo_comms``), the halo'd copy of its input and the rows it received
        (XLA concatenates them into a buffer the convolution reads); where the hardware
        splits all-to-alls, a copy of the operand (its pieces, one buffer per device)."""
        if op.name in ALL_TO_ALLS and self.hardware.split_all_to_all:
            return self.value_bytes(op.operands[0])
        comms = self.halo_comms(op)
        if not comms:
            return 0
        return self.value_bytes(op.operands[0]) + 2 * sum(c.bytes_per_device for c in comms)

    def backend(self) -> Backend:
        """What the profile's compiler does with buffers, for the peak (``liveness``)."""
        return Backend(self.hardware.schedule, self.library_joins(), self.converted_bytes,
                       self.scratch_bytes)

    def library_joins(self) -> Callable[[Operation], bool] | None:
        """Where the hardware runs library fusions (``fusion.fused_away``), whether an op
        may join one from the op it reads: not a windowed op whose input a halo exchange
        makes first; None where it runs none."""
        if not self.hardware.library_fusion:
            return None
        return lambda op: not self.halo_comms(op)

    def halo_comms(self, op: Operation, sharding: TensorSharding | None = None) -> list[Comm]:
        """The halo exchange a windowed op (convolution, reduce_window) needs where its
        input is sharded along a windowed dimension, as XLA's partitioner does it: per
        such dimension (``halo_plan.windows``), a collective_permute of ``low`` rows from
        the left neighbour and one of ``kernel - 1 - low - (stride-1)`` rows from the
        right (the window's span ``kernel``, its dilation taken in; each only when
        positive), a row being the local input's slab across that dimension. The input's
        ``sharding`` is the one it carries unless given."""
        if op.name not in (HLO.CONVOLUTION, HLO.REDUCE_WINDOW):
            return []
        windowed = [(d, w) for d, w in enumerate(windows(op)) if w.kernel > 1 or w.low]
        if not windowed:
            return []
        x = op.operands[0]
        sharding = sharding or value_sharding(x)
        mesh, shape, t = self.mesh_of(sharding), type_shape(x), x.type
        if sharding is None or mesh is None or shape is None or \
                not isinstance(t, TensorType) or sharding.rank != len(shape):
            return []
        local = sharding.local_shape(shape, mesh)
        comms = []
        for dim, w in windowed:
            axes = sharding.dims[dim].axes
            if sharding.dims[dim].size(mesh) <= 1 or not local[dim]:
                continue
            row = prod(local) // local[dim] * t.element_bytes
            for rows in (max(w.low, 0), max(w.kernel - 1 - w.low - (w.stride - 1), 0)):
                if rows:
                    cost = CollectiveCost(row * min(rows, local[dim]), None,
                                          "collective_permute")
                    comms.append(self.priced(cost, axes, mesh))
        return comms

    def reshard_comms(self, src: TensorSharding, dst: TensorSharding, shape: Shape,
                      element_type: str) -> list[Comm]:
        """The collectives a reshard of a ``shape`` tensor from ``src`` to ``dst`` lowers
        to, priced. Where ``sdy-reshard-to-collectives`` has no lowering, an all-gather of
        ``src`` to replicated (then a free local slice) stands in for it."""
        mesh = self.mesh_of(src) or self.mesh_of(dst)
        assert mesh is not None, f"unknown mesh {src.mesh}"
        comms: list[Comm] = []
        if src.unreduced or dst.unreduced:
            # Partial sums ``dst`` does not keep are all-reduced first (as explicit
            # reshards do); axes becoming unreduced cost nothing (local ops).
            gone = axis_set_diff(src.unreduced, dst.unreduced, mesh)
            if gone:
                kept = replace(src, unreduced=tuple(axis_set_diff(src.unreduced, gone, mesh)))
                comms.append(self.step_comm(SDY.ALL_REDUCE, {
                    "reduction_axes": AxisRefList(tuple(gone)), "out_sharding": kept},
                    src, shape, element_type))
            src, dst = replace(src, unreduced=()), replace(dst, unreduced=())
        dst_mesh = self.mesh_of(dst)
        elem = TensorType(tuple(shape), element_type).element_bytes
        steps = self._lowering(src, dst, tuple(shape), mesh,
                               dst_mesh if dst_mesh is not None and dst_mesh != mesh else None)
        if steps is None:
            g = src.num_shards(mesh)
            sent = prod(src.local_shape(tuple(shape), mesh)) * elem * (g - 1)
            return [*comms, self.priced(CollectiveCost(sent, g, "all_gather"),
                                        tuple(src.dim_axes()), mesh)]
        current = src
        for step in steps:
            comms.append(self.step_comm(step.name, step.properties, current, shape,
                                        element_type))
            current = step.out_sharding
        return comms

    def _lowering(self, src: TensorSharding, dst: TensorSharding, shape: tuple[int, ...],
                  mesh: MeshAttr, dst_mesh: MeshAttr | None) -> list[CollectiveStep] | None:
        """``lower_reshard``, memoised. A lowering reads the shape only to ask whether a
        dimension divides by a product of axis sizes, all of which divide the mesh's
        device count: the dimensions' common divisors with it decide it."""
        devices = mesh.num_devices
        key = (src, dst, tuple(gcd(abs(d), devices) for d in shape), mesh, dst_mesh)
        if key not in self._lowerings:
            self._lowerings[key] = lower_reshard(src, dst, shape, mesh, dst_mesh)
        return self._lowerings[key]

    def step_comm(self, name: str, properties: Mapping[str, Attribute],
                  operand: TensorSharding, shape: Shape, element_type: str,
                  alpha_scale: float = 1.0) -> Comm:
        """Collective ``name`` (``sdy.all_reduce``...) with ``properties`` applied to a
        ``shape`` tensor sharded as ``operand``, priced: what the encoder pays for a
        sharded reduction factor (an all-reduce over its axes, ``alpha_scale`` of its
        latency: :meth:`all_reduce_alpha_scale`) or one reshard step."""
        mesh = self.mesh_of(operand)
        assert mesh is not None, f"unknown mesh {operand.mesh}"
        elem = TensorType(tuple(shape), element_type).element_bytes
        cost = self.as_compiled(step_cost(name, properties, operand, tuple(shape), elem, mesh),
                                element_type)
        if name == SDY.ALL_GATHER:
            return self.gather_comm(cost, properties, operand, tuple(shape), elem, mesh)
        if name == SDY.COLLECTIVE_PERMUTE:
            out = properties["out_sharding"]
            assert isinstance(out, TensorSharding)
            axes: tuple[AxisRef | str, ...] = permute_axes(operand, out)
        else:
            axes = collective_axes(name, properties)
        return self.priced(cost, axes, mesh, alpha_scale)

    @property
    def reshards_priced(self) -> int:
        """How many distinct reshards this model has priced (the bulk of an encoding's
        work: a count of it that does not depend on the clock)."""
        return len(self._reshards)

    def reshard_seconds(self, src: TensorSharding, dst: TensorSharding, shape: Shape,
                        element_type: str) -> float:
        """Seconds of a reshard from ``src`` to ``dst`` (memoised: the encoder prices the
        same edge under many strategy pairs)."""
        key = (src, dst, tuple(shape), element_type)
        found = self._reshards.get(key)
        if found is None:
            found = sum(c.seconds for c in self.reshard_comms(src, dst, shape, element_type))
            self._reshards[key] = found
        return found


def trace_pricing() -> tuple[Callable[[Operation, int | None], float], str]:
    """How a simulated timeline times each op (``planner simulate --trace``,
    ``planner.simulate(trace=True)``): the cost model on the default hardware profile,
    and the name the trace gives it."""
    model = CostModel(load_hardware(None), {})
    return model.executed_seconds, f"planner.encode.cost ({model.hardware.name})"
