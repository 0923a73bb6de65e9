"""The driver: runs a function op by op over one or many devices in lockstep, reading the
op tables of the family modules. One device with global semantics is the reference
interpreter; many devices running a per-device program are the simulated mesh."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from planner.model.dialects.ops import FuncOp, ModuleOp
from planner.model.dialects.traits import SDY_COLLECTIVES, TERMINATORS
from planner.model.ir.core import Block, Operation, Value
from planner.model.ir.op_names import FUNC, HLO, SDY
from planner.model.ir.op_table import OpTable
from planner.model.ir.uses import last_uses
from planner.runtime import (
    collectives,
    contraction,
    control_flow,
    elementwise,
    extra_ops,
    gather_scatter,
    manual,
    misc,
    reduce,
    shape,
    windows,
)
from planner.runtime.table import Lockstep, PerDevice, Trace
from planner.runtime.values import op_error

PER_DEVICE: OpTable[PerDevice] = OpTable.union(
    "the interpreter", elementwise.OPS, shape.OPS, reduce.OPS, contraction.OPS,
    gather_scatter.OPS, misc.OPS, extra_ops.OPS, windows.OPS)
LOCKSTEP: OpTable[Lockstep] = OpTable.union("the interpreter", control_flow.OPS,
                                             collectives.OPS, manual.OPS)
# Ops that carry no values in global semantics (annotations) or that a global program may
# hold as sharding-preserving markers: sdy collectives do not change a global value.
NO_OP = frozenset({SDY.SHARDING_GROUP})
# Per-device ops whose result depends on the device, not only on their operands.
DEVICE_DEPENDENT = frozenset({HLO.PARTITION_ID, HLO.REPLICA_ID})


def supported_ops() -> frozenset[str]:
    """Every op name the interpreter runs."""
    return frozenset(PER_DEVICE) | frozenset(LOCKSTEP) | TERMINATORS | NO_OP | SDY_COLLECTIVES


@dataclass
class Counters:
    """Bytes sent by collectives: per kind, per device, per (kind, process groups)."""

    by_kind: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    by_device: dict[int, int] = field(default_factory=lambda: defaultdict(int))
    by_group: dict[tuple[str, str], int] = field(default_factory=lambda: defaultdict(int))
    count: dict[str, int] = field(default_factory=lambda: defaultdict(int))


class _Context:
    """One device's view for per-device implementations."""

    __slots__ = ("interp", "partition_id", "replica_id")

    def __init__(self, interp: Interpreter, replica_id: int, partition_id: int) -> None:
        self.interp = interp
        self.replica_id = replica_id
        self.partition_id = partition_id

    def apply(self, block: Block, args: Sequence[np.ndarray]) -> list[np.ndarray]:
        env: dict[Value, np.ndarray] = dict(zip(block.args, args, strict=True))
        for op in block.ops:
            if op.name in TERMINATORS:
                return [env[v] for v in op.operands]
            impl = PER_DEVICE.get(op.name)
            if impl is None:
                raise op_error(op, f"'{op.name}' is not supported inside a computation region")
            outs = impl(self, op, [env[v] for v in op.operands])
            env.update(zip(op.results, outs, strict=True))
        raise op_error(block.parent_op or block.ops[-1], "region without a terminator")


class Interpreter:
    """Runs functions of ``module`` on ``num_replicas * num_partitions`` devices in lockstep.
    ``trace``, when given, times every op by its price and collects the events."""

    def __init__(self, module: ModuleOp, num_replicas: int = 1, num_partitions: int = 1,
                 trace: Trace | None = None) -> None:
        self.module = module
        self.num_replicas = num_replicas
        self.num_partitions = num_partitions
        self.num_devices = num_replicas * num_partitions
        self.counters = Counters()
        self.trace = trace
        self._dying_cache: dict[int, list[list[Value]]] = {}  # id(block) -> see _dying
        self.clock = [0.0] * self.num_devices
        self._contexts = [_Context(self, d // num_partitions, d % num_partitions)
                          for d in range(self.num_devices)]
        self._pending_sent: list[int] | None = None
        self._env: dict[Value, list[np.ndarray]] = {}

    def context(self, device: int) -> _Context:
        return self._contexts[device]

    def sub_driver(self, num_partitions: int) -> Interpreter:
        """A driver over ``num_partitions`` devices sharing these counters (manual bodies)."""
        sub = Interpreter(self.module, 1, num_partitions, self.trace)
        sub.counters = self.counters
        return sub

    # -- collectives report here --------------------------------------------------------
    def count(self, op: Operation, groups: list[list[int]], sent: list[int]) -> None:
        kind = op.name.split(".", 1)[1]
        c = self.counters
        c.count[kind] += 1
        total = sum(sent)
        c.by_kind[kind] += total
        for d, b in enumerate(sent):
            c.by_device[d] += b
        c.by_group[(kind, str(groups))] += total
        self._pending_sent = sent

    # -- execution ------------------------------------------------------------------------
    def run(self, func: str | FuncOp, inputs: list[list[np.ndarray]]) -> list[list[np.ndarray]]:
        """Run a function; ``inputs[i][d]`` is argument i on device d."""
        f = self.module.funcs()[func] if isinstance(func, str) else func
        return self.run_block(f.body, inputs)

    def run_block(self, block: Block, args: list[list[np.ndarray]]) -> list[list[np.ndarray]]:
        # Regions of while/if/case may read values of the enclosing block (no isolation);
        # a function body starts afresh.
        owner = block.parent_op
        outer = {} if owner is None or owner.name == FUNC.FUNC else self._env
        env: dict[Value, list[np.ndarray]] = {**outer, **dict(zip(block.args, args,
                                                                   strict=True))}
        saved, self._env = self._env, env
        try:
            return self._run_ops(block, env)
        finally:
            self._env = saved

    def _run_ops(self, block: Block, env: dict[Value, list[np.ndarray]]
                 ) -> list[list[np.ndarray]]:
        D = self.num_devices
        dying = self._dying(block)
        for k, op in enumerate(block.ops):
            name = op.name
            if name in TERMINATORS:
                return [env[v] for v in op.operands]
            if name in NO_OP:
                continue
            operands = [env[v] for v in op.operands]
            lock = LOCKSTEP.get(name)
            if lock is not None:
                outs = lock(self, op, operands)
            elif name in PER_DEVICE:
                impl = PER_DEVICE[name]
                # (an op on the same arrays on every device runs once: a replicated
                # value, a device table; its regions may read the device, so not those)
                once = D > 1 and not op.regions and name not in DEVICE_DEPENDENT and all(
                    all(x is o[0] for x in o) for o in operands)
                try:
                    per = [impl(self._contexts[d], op, [o[d] for o in operands])
                           for d in range(1 if once else D)]
                except (ValueError, IndexError, TypeError, KeyError) as e:
                    # An op the verifier let through with attributes its semantics need
                    # missing or inconsistent: say so at the op, not with a traceback.
                    raise op_error(op, f"'{name}' cannot run with these operands and "
                                       f"attributes ({e})") from None
                outs = [[r] * D for r in per[0]] if once else \
                    [[per[d][i] for d in range(D)] for i in range(len(op.results))]
            elif name in SDY_COLLECTIVES and D == 1:
                outs = operands
            else:
                raise op_error(op, f"'{name}' is not implemented by the interpreter")
            env.update(zip(op.results, outs, strict=True))
            for v in dying[k]:  # each buffer freed after its last use
                env.pop(v, None)
            if self.trace is not None:
                self._record(op)
        raise op_error(block.parent_op or Operation("?"), "block without a terminator")

    def _dying(self, block: Block) -> list[list[Value]]:
        """Per op of ``block``, the values of ``block`` nothing reads after it (unread
        results die where they are made); computed once per block (loop bodies rerun)."""
        found = self._dying_cache.get(id(block))
        if found is None:
            last = last_uses(block)
            found = [[] for _ in block.ops]
            for k, op in enumerate(block.ops):
                for r in op.results:
                    if r not in last:
                        found[k].append(r)
            for v, k in last.items():
                found[k].append(v)
            self._dying_cache[id(block)] = found
        return found

    def _record(self, op: Operation) -> None:
        sent, self._pending_sent = self._pending_sent, None
        if op.name in LOCKSTEP and sent is None and op.name not in collectives.OPS:
            return  # control flow: its body's ops are recorded one by one
        assert self.trace is not None
        for d in range(self.num_devices):
            secs = self.trace.price(op, sent[d] if sent is not None else None)
            self.trace.events.append((d, op.name, "collective" if sent is not None else "compute",
                               self.clock[d], secs))
            self.clock[d] += secs
        if sent is not None:  # a collective synchronises its devices
            t = max(self.clock)
            self.clock = [t] * self.num_devices
