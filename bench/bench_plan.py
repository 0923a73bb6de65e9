"""Plans against Shardy's, and planning time against program size.

1. Over the corpus (``$PLANNER_CORPUS``, else ``tests/programs``): plan each program,
   then price our plan and Shardy's (``NAME.shardy_propagated.mlir``) (a) with the
   planner's evaluator (``planner cost``) and (b) with XLA's account of the compiled
   module (``xla_roofline``: t = FLOPs/989e12 + bytes/450e9 + 5e-6 x collectives); ratios
   ours/Shardy, peak memory ratios, solve time and gap; geometric means and worst cases.
2. Transformer stacks of 1...32 layers, forward and training step (generated with jax on
   a 2x4 mesh, batch on "data", Megatron weights on "model"): nodes, edges, encode and
   solve seconds, gap.

    .venv/bin/python bench/bench_plan.py [--programs GLOB] [--time-limit S] [--no-xla]
                                         [--layers 1,2,4,8,16,32] [--no-stacks] [--json OUT]
"""

from __future__ import annotations

import argparse
import json
import math
import os
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
OUT = Path("/tmp/planner-bench-plan")
sys.path.insert(0, str(REPO))

from bench.inputs import corpus_dir  # noqa: E402

CORPUS = corpus_dir()  # $PLANNER_CORPUS, else tests/programs


def _geomean(xs: list[float]) -> float:
    xs = [x for x in xs if x and math.isfinite(x)]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


def corpus_row(name: str, time_limit: float, xla: bool, memory_weight: float | None,
               deterministic: bool = True) -> dict:
    import planner
    from bench.xla_roofline import measure

    t0 = time.monotonic()
    extra = {} if memory_weight is None else {"memory_weight": memory_weight}
    result = planner.plan(CORPUS / f"{name}.mlir", time_limit=time_limit,
                          deterministic=deterministic, **extra)
    wall = time.monotonic() - t0
    OUT.mkdir(parents=True, exist_ok=True)
    ours_path = OUT / f"{name}.planned.mlir"
    ours_path.write_text(result.text())
    shardy_path = CORPUS / f"{name}.shardy_propagated.mlir"
    shardy = planner.cost(planner.load(shardy_path))
    ours = result.report.cost
    s = result.report.solver
    row = {"program": name, "ours_a": ours.step_time_s, "shardy_a": shardy.step_time_s,
           "ratio_a": ours.step_time_s / shardy.step_time_s if shardy.step_time_s else 1.0,
           "mem_a": ours.peak_memory_bytes / max(shardy.peak_memory_bytes, 1),
           "status": s.status, "gap": s.gap, "encode_s": s.encode_s, "solve_s": s.solve_s,
           # The solve's own gap: its fastest plan against the bound (a memory trade may
           # then return a slower, leaner plan, whose gap to that bound is larger).
           "fastest_gap": _fastest_gap(result.report),
           "wall_s": wall, "verified": _jaxlib_verifies(result.text()),
           "kept": sum(a.status == "holds" for a in result.report.annotations),
           "annotations": len(result.report.annotations)}
    if xla:
        try:
            a, b = measure(ours_path, OUT / "cache"), measure(shardy_path, OUT / "cache")
            row.update(ours_b=a.step_time_s, shardy_b=b.step_time_s,
                       ratio_b=a.step_time_s / b.step_time_s if b.step_time_s else 1.0,
                       mem_b=a.peak_memory_bytes / max(b.peak_memory_bytes, 1))
        except Exception as e:  # XLA rejecting a module is a result, not a crash
            row["xla_error"] = str(e).splitlines()[0][:120] if str(e) else type(e).__name__
    return row


def _fastest_gap(report: object) -> float:
    s = report.solver  # type: ignore[attr-defined]
    fastest = min([p.step_time_s for p in report.front] + [s.objective_s])  # type: ignore[attr-defined]
    return (fastest - s.bound_s) / fastest if fastest > 0 else 0.0


def _jaxlib_verifies(text: str) -> str:
    """"yes", or jaxlib's first diagnostic when it rejects the module ("-" without jaxlib)."""
    try:
        from tests.oracle.shardy import ShardyRejected, run_shardy
    except ImportError:
        return "-"
    try:
        run_shardy(text, [])
    except ShardyRejected as e:
        return str(e).splitlines()[0][:80]
    return "yes"


def _f(x: object, fmt: str = ".3f") -> str:
    return format(x, fmt) if isinstance(x, float) else "-"


def print_corpus(rows: list[dict]) -> None:
    print("| program | ours (a) us | Shardy (a) us | (a) ratio | ours (b) us | Shardy (b) us "
          "| (b) ratio | mem (a) | mem (b) | encode s | solve s | gap | status | jaxlib "
          "| kept |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        if "error" in r:
            print(f"| {r['program']} | error: {r['error']} |")
            continue
        print(f"| {r['program']} | {r['ours_a'] * 1e6:.2f} | {r['shardy_a'] * 1e6:.2f} | "
              f"{_f(r['ratio_a'])} | {_f(r.get('ours_b', 0) * 1e6, '.2f')} | "
              f"{_f(r.get('shardy_b', 0) * 1e6, '.2f')} | {_f(r.get('ratio_b'))} | "
              f"{_f(r['mem_a'])} | {_f(r.get('mem_b'))} | {r['encode_s']:.1f} | "
              f"{r['solve_s']:.1f} | {100 * r['gap']:.2f}% | {r['status']} | "
              f"{r['verified']} | {r['kept']}/{r['annotations']} |")
    ok = [r for r in rows if "error" not in r]
    print(f"jaxlib verifies {sum(r['verified'] == 'yes' for r in ok)}/{len(ok)}; all "
          f"annotations kept on {sum(r['kept'] == r['annotations'] for r in ok)}/{len(ok)}; "
          f"XLA compiled {sum('ours_b' in r for r in ok)}/{len(ok)}")
    for who in ("ours", "shardy"):  # does the evaluator agree with XLA's account?
        pairs = [(r[f"{who}_a"] / r[f"{who}_b"], r["program"]) for r in ok
                 if r.get(f"{who}_b")]
        if pairs:
            close = sum(abs(x - 1) <= 0.01 for x, _ in pairs)
            x, name = max(pairs, key=lambda p: abs(math.log(p[0])))
            print(f"evaluator / XLA roofline, {who}: within 1% on {close}/{len(pairs)}, "
                  f"furthest {x:.3f} ({name})")
    for key, label in (("ratio_a", "(a) evaluator"), ("ratio_b", "(b) XLA roofline"),
                       ("mem_a", "memory (a)"), ("mem_b", "memory (b)")):
        xs = [r[key] for r in ok if key in r]
        if xs:
            worst = max(ok, key=lambda r: r.get(key, 0))
            print(f"{label}: geomean {_geomean(xs):.3f}, worst {max(xs):.3f} "
                  f"({worst['program']}), {sum(x <= 1.0 + 1e-9 for x in xs)}/{len(xs)} <= 1")


STACK_SCRIPT = r'''
import os, sys
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=8"
import jax, jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
layers, train = int(sys.argv[1]), sys.argv[2] == "train"
mesh = jax.make_mesh((2, 4), ("data", "model"), axis_types=(jax.sharding.AxisType.Auto,) * 2)
B, S, D, H, F = 8, 128, 256, 4, 1024
def layer(x, w):
    q, k, v = (jnp.einsum("bsd,dhe->bshe", x, w[i]) for i in range(3))
    a = jax.nn.softmax(jnp.einsum("bshe,bthe->bhst", q, k) / 8.0, axis=-1)
    x = x + jnp.einsum("bhst,bthe,hed->bsd", a, v, w[3])
    return x + jax.nn.gelu(x @ w[4]) @ w[5]
def model(ws, x):
    for w in ws:
        x = layer(x, w)
    return x
def loss(ws, x):
    return jnp.mean(model(ws, x) ** 2)
f = jax.grad(loss) if train else model
sh = lambda *s: NamedSharding(mesh, P(*s))
w_sh = [sh(None, "model", None)] * 3 + [sh("model", None, None), sh(None, "model"),
                                         sh("model", None)]
shapes = [(D, H, D // H)] * 3 + [(H, D // H, D), (D, F), (F, D)]
ws = [[jax.ShapeDtypeStruct(s, jnp.float32, sharding=x) for s, x in zip(shapes, w_sh)]
      for _ in range(layers)]
x = jax.ShapeDtypeStruct((B, S, D), jnp.float32, sharding=sh("data", None, None))
print(jax.jit(f).lower(ws, x).as_text())
'''


def stack_text(layers: int, train: bool) -> str:
    OUT.mkdir(parents=True, exist_ok=True)
    path = OUT / f"stack_{'train' if train else 'fwd'}_{layers}.mlir"
    if not path.exists():
        out = subprocess.run([sys.executable, "-c", STACK_SCRIPT, str(layers),
                              "train" if train else "fwd"], capture_output=True, text=True,
                             check=True, env={**os.environ, "JAX_PLATFORMS": "cpu"})
        path.write_text(out.stdout)
    return path.read_text()


def stack_rows(layer_counts: list[int], time_limit: float) -> list[dict]:
    from planner.planning.memory_trade import MEMORY_WEIGHT, trade_memory
    from planner.planning.options import PLAN_RELATIVE_GAP
    from planner.planning.plan import prepare
    from planner.solve.solution import SolveOptions
    from planner.solve.solver import solve

    rows = []
    for train in (False, True):
        for n in layer_counts:
            text = stack_text(n, train)
            t0 = time.monotonic()
            p = prepare(text)
            # As ``planner plan`` solves: stop once within its default gap, then trade
            # time for memory at the default weight.
            options = SolveOptions(time_limit=time_limit, relative_gap=PLAN_RELATIVE_GAP)
            sol = solve(p.problem, options)
            t1 = time.monotonic()
            traded = trade_memory(p.problem, sol, options, MEMORY_WEIGHT)
            rows.append({"kind": "train" if train else "forward", "layers": n,
                         "nodes": p.problem.num_nodes, "edges": p.problem.num_edges,
                         "encode_s": p.encode_s, "solve_s": sol.wall_time,
                         "trade_s": time.monotonic() - t1, "total_s": time.monotonic() - t0,
                         "gap": sol.gap, "status": str(sol.status),
                         "traded": traded is not sol})
            r = rows[-1]
            print(f"| {r['kind']} | {n} | {r['nodes']} | {r['edges']} | {r['encode_s']:.1f} | "
                  f"{r['solve_s']:.1f} | {r['trade_s']:.1f} | {r['total_s']:.1f} | "
                  f"{100 * r['gap']:.2f}% | {r['status']} | {'yes' if r['traded'] else 'no'} |",
                  flush=True)
    return rows


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--programs", default="*", help="corpus name glob")
    ap.add_argument("--time-limit", type=float, default=10.0)
    ap.add_argument("--no-xla", action="store_true", help="skip measurement (b)")
    ap.add_argument("--memory-weight", type=float, default=None,
                    help="planner.plan's memory_weight (default: its own default)")
    ap.add_argument("--clock", action="store_true",
                    help="plan with --no-deterministic (each step takes what the clock leaves)")
    ap.add_argument("--no-corpus", action="store_true")
    ap.add_argument("--no-stacks", action="store_true")
    ap.add_argument("--layers", default="1,2,4,8,16,32")
    ap.add_argument("--json", help="write every row as JSON")
    args = ap.parse_args()
    rows: list[dict] = []
    if not args.no_corpus:
        names = sorted(p.name.removesuffix(".shardy_propagated.mlir")
                       for p in CORPUS.glob(f"{args.programs}.shardy_propagated.mlir"))
        for name in names:
            try:
                rows.append(corpus_row(name, args.time_limit, not args.no_xla, args.memory_weight,
                                       not args.clock))
            except Exception as e:
                rows.append({"program": name, "error": f"{type(e).__name__}: {e}"[:160]})
            print(json.dumps(rows[-1]), file=sys.stderr, flush=True)
        print_corpus(rows)
    stacks: list[dict] = []
    if not args.no_stacks:
        print("| step | layers | nodes | edges | encode s | solve s | memory trade s | total s "
              "| gap (fastest) | status | leaner plan |")
        print("|---|---|---|---|---|---|---|---|---|---|---|")
        stacks = stack_rows([int(x) for x in args.layers.split(",")], args.time_limit)
    if args.json:
        Path(args.json).write_text(json.dumps({"corpus": rows, "stacks": stacks}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
