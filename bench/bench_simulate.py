"""Simulated mesh against the reference interpreter alone.

Default: the largest non-x corpus transformer (by FLOPs; ``gpt…`` among the project's own
programs) on its 8 devices: seconds for the reference interpreter on the global program,
seconds for the simulated mesh on the
per-device program (partitioning excluded; target ≤ 3x the reference), and the
interpreter's throughput (GFLOP/s of the global program).

``--sweep``: every non-x corpus program in both forms (``NAME.mlir``,
``NAME.shardy_propagated.mlir``) partitioned by planner's ``partition`` pipeline and
simulated against the reference, each in its own process. Prints equal/total per form.
``--sweep --planned``: the same for planner's own plan of each exported program (5 s
solver limit), made explicit by the ``collectives`` pipeline (``planner plan
--collectives``), then simulated.
``--chains``: whole ``planner.simulate`` calls (partitioning included) on chains of 10,000
and 100,000 element-wise ops on 8 devices, annotated as ``CHAINS`` says: the time must grow
linearly (target: 10,000 ops in ≤ 10 s).
``--jaxlib`` partitions with jaxlib 0.10.2's Shardy passes instead (a cross-check; they
crash on gathers/scatters from sharded tables, fail on a few convnet/scan programs and
all-reduce the results of an argmax reduce independently).

Known (planner's pipeline): transformer_tL8_2x4_tp (propagated) differs by 2.3e-5 of the
output's magnitude: f32 partial sums rounded before each all_reduce, amplified by depth
(XLA's own outputs differ from the reference 30x more); within 1e-4.

    .venv/bin/python bench/bench_simulate.py [--sweep [--planned]] [--program NAME] [--chains]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from bench.inputs import corpus_dir  # noqa: E402

CORPUS = corpus_dir()  # $PLANNER_CORPUS, else tests/programs


def _programs() -> list[Path]:
    return sorted(p for p in CORPUS.glob("*.mlir")
                  if ".generic." not in p.name and "_x" not in p.name)


def _flops(module: object) -> float:
    from planner.encode.cost.flops import op_work

    return sum(op_work(op).flops for op in module.walk())  # type: ignore[attr-defined]


def _partitioner(jaxlib: bool):  # type: ignore[no-untyped-def]
    """planner's ``partition`` pipeline, or (``--jaxlib``) jaxlib's passes as a cross-check."""
    if jaxlib:
        from tests.runtime.jaxlib_partition import jaxlib_partition
        return jaxlib_partition
    from planner.runtime.simulate import default_partitioner
    return default_partitioner


def bench(name: str | None, repeat: int, jaxlib: bool = False) -> None:
    from planner.model.text.io import parse_file
    from planner.runtime.interpreter import Interpreter
    from planner.runtime.shards import take_shard
    from planner.runtime.simulate import program_mesh, random_inputs
    if name is None:
        candidates = [p for p in _programs() if p.name.startswith(("transformer", "gpt"))
                      and p.name.endswith(".shardy_propagated.mlir")]
        path = max(candidates, key=lambda p: _flops(parse_file(p)))
    else:
        path = CORPUS / f"{name}.mlir"
    module = parse_file(path)
    func = module.entry_function()  # type: ignore[arg-type]
    mesh = program_mesh(module, func)  # type: ignore[arg-type]
    args = random_inputs(func, 0)
    local = _partitioner(jaxlib)(module.clone())
    ids = mesh.devices()
    pos = {d: p for p, d in enumerate(ids)}
    shards = [[take_shard(x, func.arg_sharding(i), mesh, pos[d]) for d in range(len(ids))]
              for i, x in enumerate(args)]
    t_ref, t_sim = [], []
    for _ in range(repeat):
        t0 = time.perf_counter()
        Interpreter(module).run(func, [[x] for x in args])  # type: ignore[arg-type]
        t_ref.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        Interpreter(local, 1, len(ids)).run(local.entry_function(), shards)
        t_sim.append(time.perf_counter() - t0)
    ref, sim = min(t_ref), min(t_sim)
    flops = _flops(module)
    print(f"program: {path.name} ({len(ids)} devices, {flops / 1e9:.2f} GFLOP global)")
    print(f"reference interpreter: {ref:.3f} s  ({flops / ref / 1e9:.2f} GFLOP/s)")
    print(f"simulated mesh:        {sim:.3f} s  (ratio {sim / ref:.2f}x, target <= 3x)")


CHAINS = {"none": "no sharding after the first op",
          "each op": "each op sharded and followed by a sharding constraint, as a planned "
                     "module has them",
          "gather each op": "each op reads the sharded argument whole: a gather and a "
                            "slice per op"}


def chain(ops: int, kind: str) -> str:
    """``ops`` element-wise ops in a row on a 2x4 mesh, annotated as ``CHAINS[kind]``."""
    pinned = kind == "each op"
    other = "%a" if kind == "gather each op" else "%b"
    t = "tensor<8x16xf32>"
    sharding = '<@mesh, [{"x"}, {"y"}]>'
    lines = ['sdy.mesh @mesh = <["x"=2, "y"=4]>',
             f"func.func @main(%a: {t} {{sdy.sharding = #sdy.sharding{sharding}}}, %b: {t}) -> "
             f"({t} {{sdy.sharding = #sdy.sharding{sharding}}}) {{"]
    last = "%a"
    for i in range(ops):
        op = ("stablehlo.add", "stablehlo.multiply", "stablehlo.subtract")[i % 3]
        annotated = f" {{sdy.sharding = #sdy.sharding_per_value<[{sharding}]>}}" if pinned \
            else ""
        lines.append(f"  %v{i} = {op} {last}, {other}{annotated} : {t}")
        last = f"%v{i}"
        if pinned:
            lines.append(f"  %c{i} = sdy.sharding_constraint {last} {sharding} : {t}")
            last = f"%c{i}"
    return "\n".join([*lines, f"  return {last} : {t}", "}"]) + "\n"


def chains() -> int:
    """Seconds of ``planner.simulate`` per chain (see the module docstring)."""
    import planner
    from planner.model.text.io import parse_module

    print("| ops | shardings | simulate s | per 1,000 ops s | equal |")
    print("|---|---|---|---|---|")
    for ops in (10_000, 100_000):
        for kind in CHAINS:
            module = parse_module(chain(ops, kind))
            t0 = time.perf_counter()
            result = planner.simulate(module)
            seconds = time.perf_counter() - t0
            print(f"| {ops:,} | {kind} | {seconds:.2f} | {1000 * seconds / ops:.3f} | "
                  f"{result.ok} |", flush=True)
    return 0


def sweep(jaxlib: bool = False, planned: bool = False) -> int:
    load = ("import planner; from planner.passes import run_passes;"
            "m = planner.plan(sys.argv[1], time_limit=5).module;"
            "run_passes(m, ['collectives']);" if planned else "m = parse_file(sys.argv[1]);")
    code = (f"import sys; sys.path.insert(0, {str(REPO)!r}); from planner.model.text.io import parse_file;"
            "from planner.runtime.simulate import simulate;"
            "from tests.runtime.jaxlib_partition import jaxlib_partition;"
            f"{load}"
            f"r = simulate(m{', partitioner=jaxlib_partition' if jaxlib else ''});"
            "print('EQUAL' if r.ok else 'DIFFERENT', [round(c.max_rel, 9) for c in r.checks])"
            )
    import ast

    tally: dict[str, list[int]] = {"planned": [0, 0, 0]} if planned else {
        "exported": [0, 0, 0], "propagated": [0, 0, 0]}
    for p in _programs():
        form = "propagated" if ".shardy_propagated." in p.name else "exported"
        if planned:
            if form == "propagated":
                continue
            form = "planned"
        proc = subprocess.run([sys.executable, "-c", code, str(p)], capture_output=True,
                              text=True, timeout=900)
        last = (proc.stdout.strip().splitlines() or [""])[-1]
        if proc.returncode == 0:
            verdict = last
        elif proc.returncode < 0:
            verdict = f"NOT RUN: partitioner crashed (signal {-proc.returncode})"
        else:
            err = [ln for ln in proc.stderr.splitlines() if ln.strip()]
            verdict = "NOT RUN: " + (err[-1][:160] if err else "error")
        tally[form][1] += 1
        tally[form][0] += verdict.startswith("EQUAL")
        if verdict.startswith(("EQUAL", "DIFFERENT")):
            # f32 partial sums round differently from the reference's f64 accumulation;
            # deep programs amplify that past 1e-5 (XLA differs from the reference more).
            rels = ast.literal_eval(verdict.split(" ", 1)[1])
            tally[form][2] += all(r <= 1e-4 for r in rels)
        print(f"{p.name:55s} {verdict}", flush=True)
    for form, (ok, total, loose) in tally.items():
        print(f"{form}: {ok}/{total} equal to the reference at the default tolerances, "
              f"{loose}/{total} within 1e-4 of each output's largest magnitude")
    return 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sweep", action="store_true")
    ap.add_argument("--program", help="corpus NAME (without .mlir)")
    ap.add_argument("--repeat", type=int, default=2)
    ap.add_argument("--planned", action="store_true",
                    help="--sweep over planner's plans (5 s each, --collectives) of the exported "
                         "programs")
    ap.add_argument("--jaxlib", action="store_true",
                    help="partition with jaxlib's Shardy passes instead of planner's pipeline")
    ap.add_argument("--chains", action="store_true",
                    help="simulate chains of 10,000 and 100,000 element-wise ops")
    args = ap.parse_args()
    if args.chains:
        return chains()
    if args.sweep:
        return sweep(args.jaxlib, args.planned)
    bench(args.program, args.repeat, args.jaxlib)
    return 0


if __name__ == "__main__":
    sys.exit(main())
