"""What XLA (jaxlib 0.10.2) makes of an annotated module: the second oracle.

The module is compiled as ``jax.jit`` would compile it (SPMD partitioner with Shardy, on N
virtual CPU devices; arguments and results without a sharding open to propagation). From
the partitioned HLO we read every collective with the bytes each device sends (ring model:
all-gather out x (g-1)/g, reduce-scatter and all-to-all in x (g-1)/g, all-reduce
2 x in x (g-1)/g, collective-permute in), weighted by the trip count XLA knows for the
loops around it; from the executable, FLOPs and peak memory (arguments + outputs - aliases
+ temporaries). ``check`` runs the executable on random inputs against the same module with
its shardings removed.

    python -m tests.oracle.xla IN.mlir [--devices N] [--check]   # prints JSON

jax fixes its device count when first imported: call :func:`ensure_devices` before that.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

KINDS = ("all-reduce", "all-gather", "reduce-scatter", "all-to-all", "collective-permute",
         "collective-broadcast", "ragged-all-to-all")
# XLA's Shardy entry rejects what JAX never emits: explicit reshards and sdy collectives
# become constraints to their target sharding (attribute holding it).
_TO_CONSTRAINT = {"sdy.reshard": "sharding", "sdy.all_gather": "out_sharding",
                  "sdy.all_slice": "out_sharding", "sdy.all_to_all": "out_sharding",
                  "sdy.collective_permute": "out_sharding", "sdy.reduce_scatter": "out_sharding",
                  "sdy.all_reduce": "out_sharding"}
_SHARDING_OPS = {*_TO_CONSTRAINT, "sdy.sharding_constraint", "sdy.propagation_barrier"}
_ELEMENT_BYTES = {"pred": 1, "s8": 1, "u8": 1, "s16": 2, "u16": 2, "f16": 2, "bf16": 2,
                  "s32": 4, "u32": 4, "f32": 4, "s64": 8, "u64": 8, "f64": 8, "c64": 8,
                  "c128": 16, "f8e4m3fn": 1, "f8e5m2": 1}
_NUMPY = {"f32": "float32", "f64": "float64", "f16": "float16", "i1": "bool", "i8": "int8",
          "i16": "int16", "i32": "int32", "i64": "int64", "ui8": "uint8", "ui16": "uint16",
          "ui32": "uint32", "ui64": "uint64"}


def ensure_devices(n: int = 8) -> None:
    """Ask for ``n`` virtual CPU devices (only before jax is imported)."""
    if "jax" in sys.modules:
        import jax

        if len(jax.devices()) < n:
            raise RuntimeError(f"jax already runs with {len(jax.devices())} < {n} devices")
        return
    flags = re.sub(r"--xla_force_host_platform_device_count=\d+", "",
                   os.environ.get("XLA_FLAGS", ""))
    os.environ["XLA_FLAGS"] = f"{flags} --xla_force_host_platform_device_count={n}".strip()
    os.environ.setdefault("JAX_PLATFORMS", "cpu")


def mesh_devices(text: str) -> int:
    """Devices of the module's largest mesh (pretty or generic form), else its partitions."""
    sizes = [math.prod(int(s) for s in re.findall(r'"[^"]+"\s*=\s*(\d+)', axes))
             for axes in re.findall(r"sdy\.mesh<?\s*(?:@[\w.$-]+\s*=\s*)?<\[([^\]]*)\]", text)]
    if sizes:
        return max(sizes)
    m = re.search(r"mhlo\.num_partitions\s*=\s*(\d+)", text)
    return int(m.group(1)) if m else 1


# -- module rewriting (jaxlib's MLIR bindings) ----------------------------------------------

def _walk(module: Any) -> list[Any]:
    from jaxlib.mlir import ir

    ops: list[Any] = []

    def visit(op: Any) -> Any:
        ops.append(op.operation if hasattr(op, "operation") else op)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    return ops


def legalize(text: str) -> str:
    """``text`` as XLA accepts it: reshards and sdy collectives as sharding constraints,
    propagation barriers removed, no sharding on a while op (XLA 0.10.2 crashes on it)."""
    if not any(k in text for k in (*_TO_CONSTRAINT, "sdy.propagation_barrier", "while")):
        return text
    import jax._src.interpreters.mlir as jm
    from jaxlib.mlir import ir

    with jm.make_ir_context(), ir.Location.unknown():
        module = ir.Module.parse(text)
        for op in _walk(module):
            if op.name == "stablehlo.while" and "sdy.sharding" in op.attributes:
                del op.attributes["sdy.sharding"]
            elif op.name == "sdy.propagation_barrier":
                op.results[0].replace_all_uses_with(op.operands[0])
                op.erase()
            elif op.name in _TO_CONSTRAINT:
                new = ir.Operation.create(
                    "sdy.sharding_constraint", results=[op.results[0].type],
                    operands=[op.operands[0]],
                    attributes={"sharding": op.attributes[_TO_CONSTRAINT[op.name]]},
                    loc=op.location, ip=ir.InsertionPoint(op))
                op.results[0].replace_all_uses_with(new.results[0])
                op.erase()
        return module.operation.get_asm(enable_debug_info=False)


def unsharded(text: str) -> tuple[str, bool]:
    """``text`` without shardings, constraints, reshards and groups; manual computations
    (and the meshes they name) are kept. Returns the text and whether a manual computation
    remains (then it must run on the same devices)."""
    import jax._src.interpreters.mlir as jm
    from jaxlib.mlir import ir

    with jm.make_ir_context(), ir.Location.unknown():
        module = ir.Module.parse(text)
        manual = False
        for op in _walk(module):
            manual |= op.name == "sdy.manual_computation"
            if op.name in _SHARDING_OPS:
                op.results[0].replace_all_uses_with(op.operands[0])
                op.erase()
                continue
            if op.name == "sdy.sharding_group":
                op.erase()
                continue
            for key in ("sdy.sharding", "sdy.sharding_rule"):
                if key in op.attributes and op.name != "sdy.manual_computation":
                    del op.attributes[key]
            for key in ("arg_attrs", "res_attrs"):
                if op.name == "func.func" and key in op.attributes:
                    op.attributes[key] = ir.ArrayAttr.get([
                        ir.DictAttr.get({a.name: a.attr for a in ir.DictAttr(d)
                                         if a.name != "sdy.sharding"})
                        for d in op.attributes[key]])
        if not manual:
            for op in list(module.body.operations):
                if op.operation.name == "sdy.mesh":
                    op.operation.erase()
        return module.operation.get_asm(enable_debug_info=False), manual


# -- compiling and running ------------------------------------------------------------------

@dataclass
class Compiled:
    """An XLA executable and its entry signature: (shape, element type) per input/output."""

    executable: Any
    devices: int
    inputs: list[tuple[tuple[int, ...], str]]
    outputs: list[tuple[tuple[int, ...], str]]
    legalized: bool  # whether :func:`legalize` had to rewrite the text
    compile_s: float


def compile_text(text: str, devices: int | None = None) -> Compiled:
    """Compile ``text`` (legalized first) for ``devices`` (default: its mesh's)."""
    import jax
    import jax._src.interpreters.mlir as jm
    from jax._src import compiler
    from jax._src.lib import xla_client as xc
    from jaxlib.mlir import ir

    n = devices or mesh_devices(text)
    devs = jax.devices()[:n]
    if len(devs) < n:
        raise RuntimeError(f"need {n} devices, jax has {len(jax.devices())}")
    legal = legalize(text)
    with jm.make_ir_context():
        module = ir.Module.parse(legal)
        i32 = ir.IntegerType.get_signless(32)
        module.operation.attributes["mhlo.num_partitions"] = ir.IntegerAttr.get(i32, n)
        module.operation.attributes["mhlo.num_replicas"] = ir.IntegerAttr.get(i32, 1)
        if "sym_name" not in module.operation.attributes:  # XLA names the executable by it
            module.operation.attributes["sym_name"] = ir.StringAttr.get("module")
        main = _entry(module)
        ftype = ir.FunctionType(ir.TypeAttr(main.attributes["function_type"]).value)
        sig = [[(tuple(ir.RankedTensorType(t).shape), str(ir.RankedTensorType(t).element_type))
                for t in ts] for ts in (ftype.inputs, ftype.results)]
        fixed = [[_has_sharding(main, key, i) for i in range(len(s))]
                 for key, s in (("arg_attrs", sig[0]), ("res_attrs", sig[1]))]
        opts = compiler.get_compile_options(
            num_replicas=1, num_partitions=n,
            device_assignment=np.array([d.id for d in devs]).reshape(1, n),
            backend=devs[0].client)
        build = opts.executable_build_options
        build.use_spmd_partitioning = True
        build.use_shardy_partitioner = True
        build.allow_spmd_sharding_propagation_to_parameters = [not f for f in fixed[0]] or [False]
        build.allow_spmd_sharding_propagation_to_output = [not f for f in fixed[1]] or [False]
        start = time.perf_counter()
        exe = compiler.backend_compile_and_load(devs[0].client, module,
                                                xc.DeviceList(tuple(devs)), opts, [])
    return Compiled(exe, n, sig[0], sig[1], legal != text, time.perf_counter() - start)


def _entry(module: Any) -> Any:
    funcs = [op.operation for op in module.body.operations if op.operation.name == "func.func"]
    named = [f for f in funcs if str(f.attributes["sym_name"]).strip('"') == "main"]
    return (named or funcs)[0]


def _has_sharding(func: Any, key: str, index: int) -> bool:
    from jaxlib.mlir import ir

    if key not in func.attributes:
        return False
    return "sdy.sharding" in ir.DictAttr(func.attributes[key][index])


def run(compiled: Compiled, args: list[np.ndarray]) -> list[np.ndarray]:
    """Execute on global ``args``; the outputs as global numpy arrays."""
    import jax
    from jax._src.sharding_impls import GSPMDSharding

    devs = jax.devices()[:compiled.devices]
    exe = compiled.executable
    if compiled.devices == 1:
        shards = exe.execute_sharded([jax.device_put(a, devs[0]) for a in args])
        return [np.asarray(d[0]) for d in shards.disassemble_into_single_device_arrays()]
    ins = exe.get_parameter_shardings()
    placed = [jax.device_put(a, GSPMDSharding(devs, s)) for a, s in zip(args, ins, strict=True)]
    per_device = exe.execute_sharded(placed).disassemble_into_single_device_arrays()
    return [np.asarray(jax.make_array_from_single_device_arrays(shape, GSPMDSharding(devs, s), d))
            for (shape, _), s, d in zip(compiled.outputs, exe.get_output_shardings(), per_device,
                                        strict=True)]


def random_inputs(signature: list[tuple[tuple[int, ...], str]], seed: int = 0) -> list[np.ndarray]:
    """Seeded inputs: scaled normals for floats, small integers, booleans."""
    import ml_dtypes

    rng = np.random.default_rng(seed)
    out = []
    for shape, t in signature:
        dtype = ml_dtypes.bfloat16 if t == "bf16" else np.dtype(_NUMPY[t])
        if t == "i1":
            out.append(rng.integers(0, 2, size=shape).astype(bool))
        elif t.startswith(("i", "ui")):
            out.append(rng.integers(0, 16, size=shape).astype(dtype))
        else:
            scale = 1 / math.sqrt(shape[-2]) if len(shape) >= 2 and shape[-2] else 1.0
            out.append((rng.standard_normal(shape) * scale).astype(np.float32).astype(dtype))
    return out


# -- reading the partitioned HLO ------------------------------------------------------------

@dataclass(frozen=True)
class Collective:
    kind: str
    send_bytes: int  # per device, one execution
    executions: int  # trip counts of the loops around it


_INSTRUCTION = re.compile(r"^\s*(?:ROOT\s+)?%?([\w.\-]+)\s*=\s*(.*)$")
_ARRAY = re.compile(r"\b([a-z][a-z0-9]*)\[([\d,]*)\]")


def _split_type(rest: str) -> tuple[str, str]:
    """``TYPE OPCODE(...)...`` -> (TYPE, remainder); a tuple type is parenthesised."""
    if not rest.startswith("("):
        head, _, tail = rest.partition(" ")
        return head, tail
    depth = 0
    for i, c in enumerate(rest):
        depth += {"(": 1, ")": -1}.get(c, 0)
        if depth == 0:
            return rest[: i + 1], rest[i + 1:].lstrip()
    return rest, ""


def _bytes(type_text: str) -> int:
    return sum(_ELEMENT_BYTES.get(dt, 4) * math.prod(int(d) for d in dims.split(",") if d)
               for dt, dims in _ARRAY.findall(type_text))


def _computations(hlo: str) -> tuple[dict[str, list[tuple[str, str, str]]], str]:
    """Computation name -> [(instruction, type, rest)] and the entry's name."""
    comps: dict[str, list[tuple[str, str, str]]] = {}
    entry, current = "", None
    for line in hlo.splitlines():
        head = re.match(r"^(ENTRY\s+)?%?([\w.\-]+)\s.*\{\s*$", line)
        if head and not line.startswith(" "):
            current = head.group(2)
            comps[current] = []
            entry = current if head.group(1) else entry
            continue
        m = _INSTRUCTION.match(line)
        if current is not None and m:
            type_text, rest = _split_type(re.sub(r"/\*.*?\*/", "", m.group(2)))
            comps[current].append((m.group(1), type_text, rest))
    return comps, entry


def _executions(comps: dict[str, list[tuple[str, str, str]]], entry: str) -> dict[str, int]:
    """How often each computation runs per step: loop bodies x known trip counts."""
    runs = {entry: 1}
    todo = [entry]
    while todo:
        name = todo.pop()
        for _, _, rest in comps.get(name, []):
            trips = re.search(r'"known_trip_count":\{"n":"(\d+)"', rest)
            for attr in ("body", "condition", "to_apply", "calls", "true_computation",
                         "false_computation", "branch_computations"):
                for callee in re.findall(rf"{attr}=\{{?%?([\w.\-, %]+)\}}?", rest):
                    for c in re.split(r",\s*%?", callee):
                        c = c.strip().lstrip("%")
                        if c in comps and c not in runs:
                            times = int(trips.group(1)) if trips and attr == "body" else 1
                            runs[c] = runs[name] * times
                            todo.append(c)
    return runs


def _group_size(rest: str, devices: int) -> int:
    """Devices per replica group: iota ``[groups,size]``, listed ``{{0,1},...}``, or
    mesh form ``mesh['a'=2,'b'=4] {'b'}`` (the product of the named axes)."""
    mesh = re.search(r"replica_groups=mesh\[([^\]]*)\][^{]*\{([^}]*)\}", rest)
    if mesh:
        sizes = dict(re.findall(r"'([^']+)'=(\d+)", mesh.group(1)))
        return math.prod(int(sizes[a]) for a in re.findall(r"'([^']+)'", mesh.group(2)))
    iota = re.search(r"replica_groups=\[(\d+),(\d+)\]", rest)
    if iota:
        return int(iota.group(2))
    listed = re.search(r"replica_groups=\{\{([\d,]*)\}", rest)
    if listed and listed.group(1):
        return len(listed.group(1).split(","))
    return devices


def collectives(hlo: str, devices: int) -> list[Collective]:
    """Every collective of the partitioned HLO (async ones once, at their start)."""
    comps, entry = _computations(hlo)
    runs = _executions(comps, entry)
    found = []
    for name, instructions in comps.items():
        types = {i: t for i, t, _ in instructions}
        for _, type_text, rest in instructions:
            opcode = rest.split("(", 1)[0]
            kind = opcode.removesuffix("-start")
            if kind not in KINDS:
                continue
            args = re.match(r"[\w\-]+\(([^)]*)\)", rest)
            operands = [a.strip().split(" ")[-1].lstrip("%") for a in
                        (args.group(1).split(",") if args and args.group(1) else [])]
            in_bytes = sum(_bytes(types.get(o, "")) for o in operands)
            g = _group_size(rest, devices)
            if kind == "all-gather":
                out = in_bytes * g if opcode.endswith("-start") else _bytes(type_text)
                send = out * (g - 1) / g
            elif kind == "all-reduce":
                send = 2 * in_bytes * (g - 1) / g
            elif kind == "collective-permute":
                send = in_bytes
            else:
                send = in_bytes * (g - 1) / g
            found.append(Collective(kind, round(send), runs.get(name, 1)))
    return found


# -- the whole measurement ------------------------------------------------------------------

@dataclass
class Measurement:
    devices: int
    collectives: list[Collective]
    flops: float
    memory: dict[str, int]
    legalized: bool
    compile_s: float
    numerics: dict[str, Any] = field(default_factory=dict)

    @property
    def peak_memory_bytes(self) -> int:
        m = self.memory
        return (m.get("argument_size_in_bytes", 0) + m.get("output_size_in_bytes", 0)
                - m.get("alias_size_in_bytes", 0) + m.get("temp_size_in_bytes", 0))

    def summary(self) -> dict[str, Any]:
        """Counts and bytes as executed (loop bodies x trip counts), FLOPs, peak memory."""
        by_kind: dict[str, list[int]] = {}
        for c in self.collectives:
            count, sent = by_kind.get(c.kind, [0, 0])
            by_kind[c.kind] = [count + c.executions, sent + c.send_bytes * c.executions]
        return {"devices": self.devices,
                "collectives": {"count": sum(v[0] for v in by_kind.values()),
                                "send_bytes": sum(v[1] for v in by_kind.values()),
                                "by_kind": dict(sorted(by_kind.items()))},
                "flops": self.flops, "peak_memory_bytes": self.peak_memory_bytes,
                "legalized": self.legalized,
                **({"numerics": self.numerics} if self.numerics else {})}


def measure(text: str, devices: int | None = None, *, check: bool = False,
            seed: int = 0) -> Measurement:
    """Compile ``text`` and read XLA's account of it; ``check`` compares its outputs on
    random inputs with the module's unsharded self."""
    compiled = compile_text(text, devices)
    exe = compiled.executable
    hlo = exe.hlo_modules()[0].to_string()
    stats = exe.get_compiled_memory_stats()
    memory = {k: int(getattr(stats, k)) for k in dir(stats)
              if not k.startswith("_") and isinstance(getattr(stats, k), int)}
    analysis = exe.cost_analysis()
    analysis = analysis[0] if isinstance(analysis, list) else analysis
    result = Measurement(compiled.devices, collectives(hlo, compiled.devices),
                         float(dict(analysis or {}).get("flops", 0.0)), memory,
                         compiled.legalized, compiled.compile_s)
    if check:
        result.numerics = compare(compiled, text, seed)
    return result


def compare(compiled: Compiled, text: str, seed: int = 0) -> dict[str, Any]:
    """Largest error of ``compiled``'s outputs relative to each output's magnitude, against
    the unsharded module; ``ok`` at 1e-3 (3e-2 for 16-bit floats)."""
    args = random_inputs(compiled.inputs, seed)
    reference_text, manual = unsharded(text)
    reference = compile_text(reference_text, compiled.devices if manual else 1)
    worst, ok = 0.0, True
    for got, want in zip(run(compiled, args), run(reference, args), strict=True):
        g, w = np.asarray(got, np.float64), np.asarray(want, np.float64)
        scale = float(np.abs(w).max()) if w.size else 0.0
        err = float(np.abs(g - w).max()) / (scale or 1.0) if w.size else 0.0
        tol = 3e-2 if got.dtype.itemsize == 2 and got.dtype.kind in "fV" else 1e-3
        ok &= bool(math.isfinite(err) and err <= tol)
        worst = max(worst, err)
    return {"ok": ok, "max_rel_err": worst}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("mlir", type=Path)
    ap.add_argument("--devices", type=int)
    ap.add_argument("--check", action="store_true", help="compare outputs with the unsharded module")
    args = ap.parse_args(argv)
    text = args.mlir.read_text()
    ensure_devices(max(args.devices or mesh_devices(text), 1))
    m = measure(text, args.devices, check=args.check)
    print(json.dumps({**m.summary(), "compile_s": round(m.compile_s, 3)}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())


__all__ = ["Collective", "Compiled", "Measurement", "collectives", "compile_text",
           "ensure_devices", "legalize", "measure", "mesh_devices", "random_inputs", "run",
           "unsharded"]
