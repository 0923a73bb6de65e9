"""planner simulate: partition a global sdy program, run it on the simulated mesh and with
the reference interpreter on the same inputs, and compare."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

import ml_dtypes
import numpy as np

from planner.model.dialects.ops import FuncOp, ModuleOp
from planner.model.ir.dense_literals import is_float
from planner.model.ir.diagnostics import PlannerError
from planner.model.ir.op_names import SDY
from planner.model.ir.types import TensorType
from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.tensor_sharding import TensorSharding, mesh_of
from planner.runtime.interpreter import Counters, Interpreter
from planner.runtime.shards import assemble, take_shard
from planner.runtime.table import OpSeconds, Trace, TraceEvent
from planner.runtime.values import dtype_of, np_type

Partitioner = Callable[[ModuleOp], ModuleOp]


@dataclass
class OutputCheck:
    name: str
    max_abs: float
    max_rel: float
    ok: bool
    rtol: float
    atol: float


@dataclass
class SimulationResult:
    """Outputs of the simulated mesh (assembled to global shapes) and of the reference,
    their comparison, and the bytes the mesh's collectives moved."""

    outputs: list[np.ndarray]
    reference: list[np.ndarray]
    checks: list[OutputCheck]
    counters: Counters
    num_devices: int
    device_ids: tuple[int, ...]
    trace: list[TraceEvent] | None = None
    inputs: list[np.ndarray] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return all(c.ok for c in self.checks)


def _arg_loc(func: FuncOp, i: int):
    arg = func.arguments[i]
    return getattr(arg, "loc", None) or func.src_loc


def program_mesh(module: ModuleOp, func: FuncOp) -> MeshAttr:
    """The mesh the entry function's shardings name first (the module's first mesh with
    axes when they name none; one device when the program has none). A mesh without axes
    or devices (JAX's ``@empty_mesh``, which it gives PRNG keys) replicates on any mesh.
    Several meshes must hold the same devices (as XLA runs them: one program over the
    devices, each op on its own mesh)."""
    n = len(func.function_type.inputs)
    m = len(func.function_type.results)
    named: dict[str, tuple[str, MeshAttr]] = {}  # by its text: its name, the mesh
    for s in [func.arg_sharding(i) for i in range(n)] + \
            [func.result_sharding(i) for i in range(m)]:
        mesh = mesh_of(s, module.meshes())
        if s is not None and mesh is not None and not mesh.is_empty:
            name = f"@{s.mesh}" if isinstance(s.mesh, str) else mesh.stripped()
            named.setdefault(mesh.stripped(), (name, mesh))
    if len({_device_set(mesh) for _, mesh in named.values()}) > 1:
        raise PlannerError("the entry function's shardings name meshes of other devices: " +
                           ", ".join(f"{name} ({mesh.num_devices} devices)"
                                     for name, mesh in named.values()), func.src_loc)
    if named:
        return next(iter(named.values()))[1]
    others = [mesh for mesh in module.meshes().values() if not mesh.is_empty]
    return others[0] if others else MeshAttr((), (0,))


def _device_set(mesh: MeshAttr) -> tuple[int, ...] | int:
    """The mesh's devices, sorted; only their count where there are too many to list (the
    simulator refuses such a mesh, ``check_size``)."""
    return tuple(sorted(mesh.devices())) if mesh.num_devices <= MAX_DEVICES else \
        mesh.num_devices


def random_inputs(func: FuncOp, seed: int) -> list[np.ndarray]:
    """Seeded inputs as the XLA oracle draws them: floats ~ N(0, 1) / sqrt(dim -2) for rank >= 2
    (weights scaled so deep programs stay well conditioned), integers in [0, 16),
    booleans fair coins."""
    rng = np.random.default_rng(seed)
    out = []
    for i, v in enumerate(func.arguments):
        shape, dt = _arg_type(func, i)
        if dt == np.bool_:
            out.append(rng.integers(0, 2, shape).astype(bool))
        elif dt.kind in "iu":
            out.append(rng.integers(0, 16, shape).astype(dt))
        else:
            scale = 1.0 / np.sqrt(shape[-2]) if len(shape) >= 2 and shape[-2] > 0 else 1.0
            out.append((rng.standard_normal(shape) * scale).astype(np.float32).astype(dt))
        del v
    return out


def _arg_type(func: FuncOp, i: int) -> tuple[tuple[int, ...], np.dtype]:
    t = func.function_type.inputs[i]
    if not isinstance(t, TensorType):
        raise PlannerError(f"argument {i} has type {t}, which cannot be simulated",
                           _arg_loc(func, i))
    if not t.is_static:
        raise PlannerError(f"argument {i} has dynamic shape {t}, which cannot be simulated",
                           _arg_loc(func, i))
    return np_type(t, func)


def check_inputs(func: FuncOp, arrays: dict[str, np.ndarray]) -> list[np.ndarray]:
    """``arg0``, ``arg1``... of an npz, checked against the entry function's types."""
    out = []
    for i in range(len(func.function_type.inputs)):
        shape, dt = _arg_type(func, i)
        name = f"arg{i}"
        if name not in arrays:
            raise PlannerError(f"missing input '{name}' ({func.function_type.inputs[i]})",
                               _arg_loc(func, i))
        a = np.asarray(arrays[name])
        if a.dtype.kind == "V" and dt == ml_dtypes.bfloat16:  # npz keeps bf16 as raw bytes
            a = a.view(dt)
        if tuple(a.shape) != shape or a.dtype != dt:
            raise PlannerError(f"input '{name}' is {a.dtype}{list(a.shape)}, the argument is "
                               f"{func.function_type.inputs[i]}", _arg_loc(func, i))
        out.append(a)
    extra = sorted(set(arrays) - {f"arg{i}" for i in range(len(out))})
    if extra:
        raise PlannerError(f"unexpected input '{extra[0]}' (the entry function takes "
                           f"{len(out)} arguments)", func.src_loc)
    return out


def reference(module: ModuleOp, inputs: list[np.ndarray]) -> list[np.ndarray]:
    """The global program's outputs under the reference interpreter."""
    func = module.entry_function()
    return [r[0] for r in Interpreter(module).run(func, [[x] for x in inputs])]


# What the simulator runs: every device in lockstep in one process, every tensor whole in
# the reference interpreter. Larger programs are refused, not attempted.
MAX_DEVICES = 1024
MAX_TENSOR_BYTES = 2**32


def check_size(module: ModuleOp, mesh: MeshAttr) -> None:
    """A PlannerError when ``mesh`` has more than MAX_DEVICES devices or a tensor of
    ``module`` holds more than MAX_TENSOR_BYTES."""
    if mesh.num_devices > MAX_DEVICES:
        where = next((op.src_loc for op in module.body.ops if op.name == SDY.MESH), None)
        raise PlannerError(f"the mesh has {mesh.num_devices} devices: the simulator runs at "
                           f"most {MAX_DEVICES}", where)
    for op in module.walk():
        for v in (*op.results, *(a for r in op.regions for b in r.blocks for a in b.args)):
            t = v.type
            if isinstance(t, TensorType) and t.byte_size > MAX_TENSOR_BYTES:
                raise PlannerError(f"{t} holds {t.byte_size:,} bytes: the simulator holds "
                                   f"tensors of at most {MAX_TENSOR_BYTES:,}",
                                   op.src_loc)


SDY_COLLECTIVES = frozenset(f"sdy.{k}" for k in (
    "all_gather", "all_slice", "all_reduce", "all_to_all", "collective_permute",
    "reduce_scatter"))


def partition_pipeline(module: ModuleOp) -> ModuleOp:
    """The per-device program of ``module`` (changed in place): planner's ``partition``
    pipeline (``partition-lowered`` when the program already holds sdy collectives, i.e.
    its reshards were made explicit before), or only the shardings dropped when the
    program lives on one device."""
    from planner.model.verify.verifier import verify_or_raise
    from planner.passes.registry import PIPELINES, passes, run_passes

    passes()  # imports the pass modules, which register the pipelines
    if "partition" not in PIPELINES:
        raise PlannerError("the 'partition' pipeline is not available in this build",
                           module.src_loc)
    if program_mesh(module, module.entry_function()).is_maximal:
        # the whole program lives on one device: nothing to partition
        return run_passes(module, ["sdy-drop-sharding-and-mesh"])
    lowered = any(op.name in SDY_COLLECTIVES for op in module.walk())
    # Verified once at the end, not after each pass (on long programs most of the time
    # partitioning took); a pass that breaks the module is still caught.
    run_passes(module, ["partition-lowered" if lowered else "partition"], verify=False)
    verify_or_raise(module)
    return module


default_partitioner = partition_pipeline


def _settled_io(module: ModuleOp) -> FuncOp:
    """The entry function with the input/output shardings the ``partition`` pipeline gives
    it (a sharding that does not divide its dimension, or uses a sub-axis, is changed
    first), on a copy: the shards the per-device program takes and returns."""
    from planner.passes.registry import run_passes

    copy = module.clone()
    run_passes(copy, ["sdy-update-non-divisible-input-output-shardings",
                      "sdy-remove-sub-axes-in-input-output-shardings"])
    return copy.entry_function()


def _tolerances(dt: np.dtype, rtol: float | None, atol: float | None) -> tuple[float, float]:
    if dt == ml_dtypes.bfloat16 or dt == np.float16:
        return (1e-2 if rtol is None else rtol), (1e-2 if atol is None else atol)
    return (1e-5 if rtol is None else rtol), (1e-5 if atol is None else atol)


def compare(name: str, got: np.ndarray, want: np.ndarray, rtol: float | None,
            atol: float | None) -> OutputCheck:
    if not is_float(want.dtype) and want.dtype.kind != "c":
        diff = np.abs(got.astype(np.float64) - want.astype(np.float64))
        m = float(diff.max()) if diff.size else 0.0
        return OutputCheck(name, m, m, bool(np.array_equal(got, want)), 0.0, 0.0)
    r, a = _tolerances(want.dtype, rtol, atol)
    g, w = got.astype(np.float64), want.astype(np.float64)
    if not w.size:
        return OutputCheck(name, 0.0, 0.0, True, r, a)
    both_nan = np.isnan(g) & np.isnan(w)
    same_inf = np.isinf(w) & (g == w)
    with np.errstate(all="ignore"):
        diff = np.where(both_nan | same_inf, 0.0, np.abs(g - w))
    diff = np.where(np.isnan(diff), np.inf, diff)  # NaN on one side only is a mismatch
    # Relative to the output's largest finite magnitude: a sum in another order (partial
    # sums on devices) differs by rounding of its summands, not of its (maybe tiny) result.
    finite = np.abs(w[np.isfinite(w)])
    scale = float(finite.max()) if finite.size else 0.0
    max_abs = float(diff.max())
    max_rel = max_abs / scale if scale else (0.0 if max_abs == 0 else float("inf"))
    return OutputCheck(name, max_abs, max_rel, bool(max_abs <= a + r * scale), r, a)


# Seeds of the random inputs numpy takes.
MAX_SEED = 2**32


def check_options(seed: int, rtol: float | None, atol: float | None) -> None:
    """A PlannerError for a seed numpy does not take, or a tolerance that is not a finite
    number of at least 0."""
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < MAX_SEED:
        raise PlannerError(f"the seed must be an integer from 0 to 2^32 - 1, not {seed!r}")
    for name, tol in (("rtol", rtol), ("atol", atol)):
        if tol is not None and (isinstance(tol, bool) or not isinstance(tol, (int, float))
                                or not math.isfinite(tol) or tol < 0):
            raise PlannerError(f"{name} must be a finite number of at least 0, not {tol!r}")


def simulate(module: ModuleOp, inputs: list[np.ndarray] | dict[str, np.ndarray] | None = None,
             *, seed: int = 0, rtol: float | None = None, atol: float | None = None,
             partitioner: Partitioner | None = None,
             trace: OpSeconds | None = None) -> SimulationResult:
    """Partition ``module`` (not modified), run every device of its mesh on the shards of
    the inputs, assemble the outputs by the output shardings and compare with the
    reference interpreter's outputs on the global program. ``trace``: time every op of
    every device by this price, for a timeline (``SimulationResult.trace``)."""
    check_options(seed, rtol, atol)
    func = module.entry_function()
    mesh = program_mesh(module, func)
    check_size(module, mesh)
    if isinstance(inputs, dict):
        args = check_inputs(func, inputs)
    elif inputs is None:
        args = random_inputs(func, seed)
    else:
        args = check_inputs(func, {f"arg{i}": a for i, a in enumerate(inputs)})
    settled = _settled_io(module)
    in_sh = [settled.arg_sharding(i) for i in range(len(args))]
    out_sh = [settled.result_sharding(i) for i in range(len(func.function_type.results))]
    ref = reference(module, args)

    local = (partitioner or default_partitioner)(module.clone())
    lfunc = local.entry_function()
    # A maximal mesh puts everything on one device: simulate that one.
    ids = (0,) if mesh.is_maximal else mesh.devices()
    n = max(ids) + 1 if ids else 1
    per_device: list[list[np.ndarray]] = []
    for i, (x, s) in enumerate(zip(args, in_sh, strict=True)):
        own, positions = _positions(s, mesh, ids, module)
        shards = [take_shard(x, s, own, positions[d]) for d in range(n)]
        want = lfunc.function_type.inputs[i]
        if isinstance(want, TensorType) and tuple(want.shape) != shards[0].shape:
            raise PlannerError(f"the partitioned program takes argument {i} as {want}, "
                               f"its sharding gives {list(shards[0].shape)}", func.src_loc)
        per_device.append(shards)
    timeline = Trace(trace) if trace is not None else None
    interp = Interpreter(local, 1, n, timeline)
    results = interp.run(lfunc, per_device)
    outputs = []
    for i, (res, s) in enumerate(zip(results, out_sh, strict=True)):
        shape, dt = np_type(func.function_type.results[i], func)
        own, positions = _positions(s, mesh, ids, module)
        order = sorted(positions, key=positions.__getitem__)
        outputs.append(assemble([res[d] for d in order], list(range(len(order))), s, shape,
                                own).astype(dt))
    checks = [compare(f"out{i}", o, r, rtol, atol)
              for i, (o, r) in enumerate(zip(outputs, ref, strict=True))]
    return SimulationResult(outputs, ref, checks, interp.counters, n, tuple(ids),
                            timeline.events if timeline else None, args)


def _positions(sharding: TensorSharding | None, default: MeshAttr, ids: tuple[int, ...],
               module: ModuleOp) -> tuple[MeshAttr, dict[int, int]]:
    """The mesh ``sharding`` is on (``default`` when it names none, or an empty one) and
    each device's position in it: a device's shard of a value is the one its position in
    the value's own mesh holds."""
    own = mesh_of(sharding, module.meshes())
    if own is None or own.is_empty or default.is_maximal:
        own = default
    order = ids if own is default else own.devices()
    return own, {d: p for p, d in enumerate(order)}


__all__ = ["SimulationResult", "check_inputs", "dtype_of", "reference", "simulate"]
