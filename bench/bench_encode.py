"""Time to encode a program into its strategy problem, by stage, on the programs of
``bench_scale`` (exported with jax on first use: the ``test`` extra).

    python bench/bench_encode.py [--rows 7b:4:train:256x4,...] [--variants base,vocab]

Each row is one program on one mesh, encoded whole (no axis phases, no deadline), in
this process: parse, dataflow graph, encoding (strategies, reshard edges), the problem's
arrays; and the sizes that drive them (ops, nodes, strategies, edge pairs).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # the repository

from bench.bench_scale import MESHES, export

ROWS = ("7b:4:fwd:256x4", "7b:4:train:256x4", "7b:32:train:8x2", "70b:80:train:2048x4")


def encode_row(row: str, variant: str, cache: Path) -> dict[str, float | int | str]:
    """The stage times and sizes of one row (see the module docstring)."""
    from planner._gc import fewer_collections

    size, layers, step, mesh = row.split(":")
    path = export(size, int(layers), step, variant, cache)
    with fewer_collections():  # as planning runs
        return _timed(path, MESHES[mesh]) | {"row": row, "variant": variant}


def _timed(path: Path, mesh: str | None) -> dict[str, float | int | str]:
    """The stage times and sizes of encoding ``path`` on ``mesh``."""
    from planner.encode.cost.cost_model import CostModel
    from planner.encode.cost.hardware import load_hardware
    from planner.encode.problem.encoder import EncodeOptions, encode
    from planner.encode.problem.graph import build_graph
    from planner.model.text.io import parse_file
    from planner.passes.planner.inline_calls import inline_calls
    from planner.planning.mesh_override import override_mesh
    from planner.planning.plan import planning_mesh, problem_of

    t0 = time.perf_counter()
    module = parse_file(path)
    if mesh:
        override_mesh(module, mesh)
    inline_calls(module)
    t1 = time.perf_counter()
    graph = build_graph(module)
    t2 = time.perf_counter()
    mesh_name, mesh_attr = planning_mesh(module, graph.annotations)
    model = CostModel(load_hardware(None), module.meshes())
    enc = encode(graph, module.entry_function(), model, mesh_name, mesh_attr, EncodeOptions())
    t3 = time.perf_counter()
    _, problem = problem_of(enc, graph, None)
    t4 = time.perf_counter()
    return {"ops": sum(1 for _ in module.walk()),
            "nodes": problem.num_nodes, "strategies": int(problem.offsets[-1]),
            "pairs": len(problem.edge_cost), "parse_s": t1 - t0, "graph_s": t2 - t1,
            "encode_s": t3 - t2, "problem_s": t4 - t3}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rows", default=",".join(ROWS), help="SIZE:LAYERS:fwd|train:MESH,...")
    ap.add_argument("--variants", default="base,vocab,odd-sizes")
    ap.add_argument("--cache", type=Path, default=Path("/tmp/planner-bench-scale"))
    args = ap.parse_args(argv)
    print("| program | variant | mesh | ops | nodes | strategies | pairs | parse s | graph s "
          "| encode s | problem s | encode us/op |")
    print("|" + "---|" * 12)
    for row in args.rows.split(","):
        for variant in args.variants.split(","):
            r = encode_row(row, variant, args.cache)
            size, layers, step, mesh = row.split(":")
            print(f"| {size} L{layers} {step} | {variant} | {mesh} | {r['ops']} | "
                  f"{r['nodes']} | {r['strategies']} | {r['pairs']} | {r['parse_s']:.2f} | "
                  f"{r['graph_s']:.2f} | {r['encode_s']:.2f} | {r['problem_s']:.2f} | "
                  f"{r['encode_s'] / r['ops'] * 1e6:.0f} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
