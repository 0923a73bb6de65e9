"""The evaluator: the price of any fully annotated module (ours or Shardy's) under the cost
model — the one yardstick plans are compared by.

On a copy of the module, the ``collectives`` pipeline (Shardy's export with every reshard
explicit, then reshard-to-collectives) makes all communication explicit. Then, from the
entry function down (through calls, loops, conditionals, manual and named computations):

* every op computes on its local shapes (``CostModel.compute_seconds``);
* every collective, sdy or StableHLO, costs alpha + beta·bytes; a reshard left over (one the
  lowering has no collectives for) is priced as its all-gather stand-in; a convolution
  or reduce_window sharded along a windowed dimension pays its halo exchange
  (``CostModel.halo_comms``), which Shardy leaves to the partitioner;
* a ``stablehlo.while`` runs its body trip-count times when the count is static (JAX's
  scan/fori pattern, ``loops.trip_count``); otherwise once, and a note says so;
* a conditional costs its most expensive branch;
* all-reduces, reduce-scatters and all-gathers over the same devices that do not depend
  on one another are merged as XLA's combiners merge them, up to their size thresholds:
  one latency per merged group (``combining.py``);
* peak memory follows ``liveness.block_peak`` (liveness in the order the hardware
  profile's schedule runs ops, merged collectives running as one).

Step time = compute + communication: no overlap of the two is assumed.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field
from pathlib import Path

from planner.encode.cost.combining import combined_groups, combined_savings
from planner.encode.cost.cost_model import LOCAL_COLLECTIVES, Comm, CostModel
from planner.encode.cost.cost_report import CollectiveStats, CostReport
from planner.encode.cost.flops import Work, type_shape
from planner.encode.cost.hardware import HardwareProfile, load_hardware
from planner.encode.cost.liveness import block_peak, donated_results
from planner.encode.cost.loops import trip_count
from planner.model.dialects.ops import ModuleOp
from planner.model.dialects.traits import CONTROL_FLOW
from planner.model.dialects.value_sharding import pinned_sharding, value_sharding
from planner.model.ir.core import Block, Operation, Value
from planner.model.ir.op_names import FUNC, HLO, SDY
from planner.model.ir.types import TensorType
from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.tensor_sharding import ShardingPerValue, TensorSharding
from planner.passes.planner.inline_calls import inline_calls

# XLA hands several results back as a tuple: a buffer of one pointer per result.
POINTER_BYTES = 8


@dataclass
class Tally:
    """Costs summed over a piece of program."""

    work: Work = field(default_factory=Work)
    static_flops: float = 0.0  # loop bodies once, as XLA's cost analysis (add() won't scale it)
    compute_s: float = 0.0
    comm: dict[str, list[float]] = field(default_factory=dict)  # kind -> [count, bytes, s]

    @property
    def comm_s(self) -> float:
        return sum(v[2] for v in self.comm.values())

    @property
    def seconds(self) -> float:
        return self.compute_s + self.comm_s

    def add_comm(self, c: Comm) -> None:
        row = self.comm.setdefault(c.kind, [0, 0, 0.0])
        row[0] += c.count
        row[1] += c.bytes_per_device
        row[2] += c.seconds

    def add(self, other: Tally, times: int = 1) -> None:
        self.work = self.work + other.work.scaled(times)
        self.static_flops += other.static_flops
        self.compute_s += other.compute_s * times
        for kind, (n, b, s) in other.comm.items():
            row = self.comm.setdefault(kind, [0, 0, 0.0])
            row[0] += n * times
            row[1] += b * times
            row[2] += s * times


class Evaluator:
    """Walks one module (already through the ``collectives`` pipeline) and prices it."""

    def __init__(self, module: ModuleOp, model: CostModel) -> None:
        self.module = module
        self.model = model
        self.funcs = module.funcs()
        self.notes: list[str] = []
        self._calls: dict[str, Tally] = {}
        self._peaks: dict[str, int] = {}
        self._together: dict[int, list[list[Operation]]] = {}  # id(block) -> combined ops

    # -- time ------------------------------------------------------------------------------
    def block(self, block: Block, mesh: MeshAttr | None) -> Tally:
        tally = Tally()
        combinable = []
        for op in block.ops:
            self.op(op, mesh, tally)
            c = self.model.combinable(op, mesh)
            if c is not None:
                combinable.append(c)
        # XLA's combiners: independent collectives of a kind share one latency, and run
        # as one op (the peak sees their operands and results live together)
        groups = combined_groups(block, combinable, self.model.hardware.combine_threshold_bytes)
        self._together[id(block)] = [[m.op for m in g] for g in groups]
        for kind, (merged, saved) in combined_savings(groups).items():
            row = tally.comm[kind]  # the report's row of that kind
            row[0] -= merged
            row[2] -= saved
        return tally

    def op(self, op: Operation, mesh: MeshAttr | None, tally: Tally) -> None:
        if op.name in CONTROL_FLOW:
            self.control(op, mesh, tally)
            return
        comm = self.model.collective(op, mesh)
        if comm is not None:
            tally.add_comm(comm)
            return
        if op.name == SDY.RESHARD:
            for c in self.leftover_reshard(op):
                tally.add_comm(c)
            return
        for c in self.model.halo_comms(op):
            tally.add_comm(c)
        work = self.model.op_work(op)
        if work.total:
            tally.work = tally.work + work
            tally.static_flops += work.flops
            tally.compute_s += self.model.compute_seconds(op, work)

    def leftover_reshard(self, op: Operation) -> list[Comm]:
        dst = op.properties.get("sharding")
        src = value_sharding(op.operands[0])
        shape, t = type_shape(op.operands[0]), op.operands[0].type
        if not isinstance(dst, TensorSharding) or shape is None or not isinstance(t, TensorType):
            return []
        src = src or TensorSharding.unsharded(dst.mesh, len(shape))
        return self.model.reshard_comms(src, dst, shape, t.element_type)

    def control(self, op: Operation, mesh: MeshAttr | None, tally: Tally) -> None:
        if op.name == FUNC.CALL:
            tally.add(self.call(op))
        elif op.name == HLO.WHILE:
            trips = trip_count(op)
            cond, body = (self.block(r.block, mesh) for r in op.regions)
            if trips is None:
                trips = 1
                self.notes.append("a while loop has no static trip count: its body is "
                                  "counted once")
            tally.add(body, trips)
            tally.add(cond, trips + 1)
        elif op.name in (HLO.CASE, HLO.IF):
            branches = [self.block(r.block, mesh) for r in op.regions]
            if branches:
                tally.add(max(branches, key=lambda t: t.seconds))
        else:  # manual or named computation
            tally.add(self.block(op.regions[0].block, _region_mesh(op, self.model) or mesh))

    def call(self, op: Operation) -> Tally:
        name = _callee(op)
        if name not in self._calls:
            self._calls[name] = Tally()  # recursion guard
            func = self.funcs.get(name)
            if func is not None and not func.is_declaration:
                self._calls[name] = self.block(func.body, self.model.default_mesh())
        return self._calls[name]

    # -- memory ----------------------------------------------------------------------------
    def peak(self, block: Block, args_live: bool, aliased: Collection[Value] = ()) -> int:
        """The block's peak; after ``block`` priced it (which found its combined ops)."""
        return block_peak(block, self.model.value_bytes, self.inner_peak, args_live, aliased,
                          self._together.get(id(block), ()), self.model.backend())

    def inner_peak(self, op: Operation) -> int:
        if op.name == FUNC.CALL:
            name = _callee(op)
            if name not in self._peaks:
                self._peaks[name] = 0
                func = self.funcs.get(name)
                if func is not None and not func.is_declaration:
                    self._peaks[name] = self.peak(func.body, args_live=False)
            return self._peaks[name]
        if op.name in CONTROL_FLOW:
            return max((self.peak(r.block, args_live=False) for r in op.regions), default=0)
        return 0


def _callee(op: Operation) -> str:
    attr = op.get_attr("callee")
    return str(attr).lstrip("@").strip('"') if attr is not None else ""


def _region_mesh(op: Operation, model: CostModel) -> MeshAttr | None:
    for key in ("in_shardings", "out_shardings"):
        shardings = op.properties.get(key)
        if isinstance(shardings, ShardingPerValue) and len(shardings):
            return model.mesh_of(shardings[0])
    return None


def make_explicit(module: Operation) -> ModuleOp:
    """A copy of ``module`` with calls inlined and every communication explicit (the
    ``collectives`` pipeline); ``module`` itself is left alone."""
    from planner.model.verify.verifier import verify
    from planner.passes import run_passes

    copy = module.clone()
    assert isinstance(copy, ModuleOp)
    inline_calls(copy)  # XLA inlines calls too: their all-reduces combine with the caller's
    # Verified once at the end, not after each of the pipeline's passes (most of the time
    # pricing a big plan took); a pass that breaks the module is still caught.
    run_passes(copy, ["collectives"], verify=False)
    errors = verify(copy)
    if errors:
        raise errors[0]
    return copy


def evaluate_plan(module: Operation, hardware: str | Path | HardwareProfile | None = None,
             explicit: bool = False) -> CostReport:
    """Price a fully annotated ``module`` on ``hardware`` (a preset name, a profile file or
    a profile; ``h100-8`` by default). ``explicit``: the module's communication is explicit
    already (skip the ``collectives`` pipeline)."""
    hw = load_hardware(hardware)
    unplanned = [] if explicit else _unsharded_note(module)
    m = module if explicit else make_explicit(module)
    assert isinstance(m, ModuleOp)
    model = CostModel(hw, m.meshes())
    ev = Evaluator(m, model)
    entry = m.entry_function()
    tally = ev.block(entry.body, model.default_mesh())
    peak = ev.peak(entry.body, args_live=True, aliased=donated_results(entry))
    ret = entry.body.terminator
    if ret is not None and len(ret.operands) > 1:
        peak += POINTER_BYTES * len(ret.operands)  # the result tuple's table of pointers
    out_bytes = sum(model.value_bytes(v) for v in ret.operands) if ret is not None else 0
    arg_bytes = sum(model.value_bytes(a) for a in entry.body.args)
    mesh = model.default_mesh()
    stats = {k: CollectiveStats(count=int(n), bytes_per_device=int(b), seconds=s)
             for k, (n, b, s) in sorted(tally.comm.items())}
    return CostReport(
        hardware=hw.name, devices=mesh.num_devices if mesh is not None else 1,
        step_time_s=tally.seconds, compute_s=tally.compute_s, communication_s=tally.comm_s,
        flops=tally.work.flops, transcendentals=tally.work.transcendentals,
        flops_loop_bodies_once=tally.static_flops, collectives=stats,
        collective_count=sum(s.count for k, s in stats.items() if f"sdy.{k}" not in LOCAL_COLLECTIVES),
        communication_bytes_per_device=sum(s.bytes_per_device for s in stats.values()),
        peak_memory_bytes=peak, argument_bytes=arg_bytes, output_bytes=out_bytes,
        memory_capacity_bytes=hw.memory_bytes, fits_in_memory=peak <= hw.memory_bytes,
        notes=sorted(set(ev.notes)) + unplanned)


def unsharded_values(module: Operation) -> tuple[int, int]:
    """How many tensor values of the entry function's body carry no sharding, neither
    their own nor a constraint's that all their users are (the partitioner takes them as
    replicated), and how many tensor values it has."""
    if not isinstance(module, ModuleOp):
        return 0, 0
    body = module.entry_function().body
    values = [*body.args, *(r for op in body.ops for r in op.results)]
    tensors = [v for v in values if isinstance(v.type, TensorType)]
    return sum(1 for v in tensors if pinned_sharding(v) is None), len(tensors)


def _unsharded_note(module: Operation) -> list[str]:
    """A note when values carry no sharding (:func:`unsharded_values`): in a partly
    annotated module, not what planning them would give."""
    bare, total = unsharded_values(module)
    if not bare:
        return []
    return [f"{bare} of {total} values of the entry function carry no sharding: "
            "priced as Shardy's export leaves them (an op takes its operands' sharding, a "
            "value with none is replicated; planner plan decides every one)"]
