"""Time to build the dataflow graph of each corpus program (ms per 1000 ops).

    python bench/bench_graph.py
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # the repository

from bench.inputs import corpus_dir
from planner.encode.problem.graph import build_graph
from planner.model.text.io import parse_file

CORPUS = corpus_dir()  # $PLANNER_CORPUS, else tests/programs


def main(repeats: int = 5) -> None:
    print(f"{'program':45} {'ops':>6} {'nodes':>6} {'build ms':>9} {'ms/1k ops':>10}")
    for path in sorted(CORPUS.glob("*.generic.mlir")):
        module = parse_file(path)
        times = []
        for _ in range(repeats):
            t0 = time.perf_counter()
            dg = build_graph(module)
            times.append(time.perf_counter() - t0)
        ops = sum(1 for _ in dg.ops())
        ms = statistics.median(times) * 1e3
        print(f"{path.name:45} {ops:6} {dg.graph.number_of_nodes():6} {ms:9.1f} {ms / ops * 1e3:10.1f}")


if __name__ == "__main__":
    main()
