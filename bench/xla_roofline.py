"""The public roofline of a module as XLA compiles it: the independent judge of plans.

``tests/oracle/xla.py`` (in its own process: XLA aborts the process on some inputs)
compiles the module with XLA's SPMD partitioner and Shardy on virtual CPU devices; this
prices what it reports by DESIGN.md's roofline

    t = FLOPs per device / 989e12 + collective bytes per device / 450e9 + 5e-6 x collectives

(collectives and bytes as executed: loop bodies x XLA's known trip count; FLOPs from XLA's
cost analysis of the partitioned module, which counts a loop body once) and reports XLA's
peak memory per device (arguments + outputs - aliases + temporaries).

    .venv/bin/python bench/xla_roofline.py IN.mlir [--cache DIR]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from dataclasses import asdict, dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # the repository

from bench.inputs import run_xla_oracle

FLOPS = 989e12
BANDWIDTH = 450e9
LATENCY = 5e-6


@dataclass(frozen=True)
class Roofline:
    """XLA's figures for one module and the roofline step time they give."""

    step_time_s: float
    compute_s: float
    communication_s: float
    flops: float
    collective_count: int
    bytes_per_device: int
    peak_memory_bytes: int
    compile_s: float

    def to_dict(self) -> dict[str, float]:
        return asdict(self)


def roofline(meter: dict) -> Roofline:
    """The roofline of one ``tests.oracle.xla`` result."""
    flops = float(meter["flops"])
    count = int(meter["collectives"]["count"])
    sent = int(meter["collectives"]["send_bytes"])
    compute = flops / FLOPS
    comm = sent / BANDWIDTH + LATENCY * count
    return Roofline(step_time_s=compute + comm, compute_s=compute, communication_s=comm,
                    flops=flops, collective_count=count, bytes_per_device=sent,
                    peak_memory_bytes=int(meter["peak_memory_bytes"]),
                    compile_s=float(meter.get("compile_s", 0.0)))


def run_oracle(path: Path, cache: Path | None = None, timeout: float = 1800) -> dict:
    """``tests.oracle.xla`` on ``path`` in a subprocess (cached by file content when
    ``cache`` is a directory); raises RuntimeError with XLA's last words on failure."""
    key = hashlib.sha256(path.read_bytes()).hexdigest()[:16]
    hit = cache / f"{path.stem}.{key}.json" if cache is not None else None
    if hit is not None and hit.is_file():
        return json.loads(hit.read_text())
    proc = run_xla_oracle(path, timeout=timeout)
    if proc.returncode != 0:
        raise RuntimeError(f"XLA failed ({proc.returncode}): {proc.stderr[-500:]}")
    result = json.loads(proc.stdout)
    if hit is not None:
        hit.parent.mkdir(parents=True, exist_ok=True)
        hit.write_text(proc.stdout)
    return result


def measure(path: Path, cache: Path | None = None) -> Roofline:
    """Compile ``path`` with XLA and price it by the roofline."""
    return roofline(run_oracle(path, cache))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("mlir", type=Path)
    ap.add_argument("--cache", type=Path, help="keep the XLA oracle's JSON here")
    args = ap.parse_args()
    print(json.dumps(measure(args.mlir, args.cache).to_dict(), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
