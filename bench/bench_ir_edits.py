"""IR edits at scale: inserting before every op of a block, erasing every other one, and
dropping the uses of a value with many users newest first. Each must stay linear
(``Block`` links its ops; ``Value.uses`` is keyed by user).

    .venv/bin/python bench/bench_ir_edits.py [--sizes 10000,40000]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # the repository

from planner.model.ir.core import Block, Operation, Value
from planner.model.ir.types import TensorType

T = TensorType((4,), "f32")


def _op(name: str, operands: list[Value] | None = None) -> Operation:
    return Operation.create(name, operands or [], [T], {}, {}, None, None)


def row(n: int) -> tuple[float, float, float]:
    block = Block()
    ops = [block.append(_op("test.op")) for _ in range(n)]
    t0 = time.perf_counter()
    for op in ops:
        block.insert_before(op, _op("test.new"))
    t1 = time.perf_counter()
    for op in ops[::2]:
        op.erase()
    t2 = time.perf_counter()
    value = Value(T)
    users = [_op("test.use", [value]) for _ in range(n)]
    t3 = time.perf_counter()
    for op in reversed(users):
        op.drop_operands()
    return t1 - t0, t2 - t1, time.perf_counter() - t3


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="10000,40000")
    args = ap.parse_args()
    print("| ops | insert_before each (s) | erase half (s) | drop n uses (s) |")
    print("|---|---|---|---|")
    for n in (int(x) for x in args.sizes.split(",")):
        ins, era, drop = row(n)
        print(f"| {n} | {ins:.3f} | {era:.3f} | {drop:.3f} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
