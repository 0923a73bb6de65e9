"""What ``planner simulate`` prints and writes: the comparison table, bytes per collective
kind and per device, a verdict, npz outputs, a JSON report and a Chrome/Perfetto trace."""

from __future__ import annotations

import json
from typing import Any

import numpy as np

from planner.files import atomic_output, together, write_text
from planner.model.dialects.ops import ModuleOp
from planner.model.ir.diagnostics import PlannerError, path_loc
from planner.runtime.simulate import SimulationResult, simulate
from planner.runtime.table import OpSeconds


def load_npz(path: str) -> dict[str, np.ndarray]:
    try:
        with np.load(path, allow_pickle=False) as data:
            return {k: data[k] for k in data.files}
    except (OSError, ValueError) as e:
        raise PlannerError(f"cannot read inputs: {e}", path_loc(path)) from None


def summary(result: SimulationResult) -> str:
    lines = [f"simulated {result.num_devices} devices (ids {list(result.device_ids)})"]
    for c in result.checks:
        tol = "exact" if c.rtol == 0 and c.atol == 0 else f"rtol={c.rtol:g} atol={c.atol:g}"
        lines.append(f"  {c.name}: max abs err {c.max_abs:.3g}, max rel err {c.max_rel:.3g} "
                     f"({tol}) {'ok' if c.ok else 'MISMATCH'}")
    k = result.counters
    if k.by_kind:
        lines.append("bytes sent per collective kind (summed over devices):")
        for kind in sorted(k.by_kind):
            lines.append(f"  {kind}: {k.by_kind[kind]} bytes in {k.count[kind]} collective(s)")
        lines.append("bytes sent per device: " + ", ".join(
            f"{d}:{b}" for d, b in sorted(k.by_device.items())))
    else:
        lines.append("no collectives executed")
    lines.append("verdict: " + ("EQUAL to the reference" if result.ok
                                else "DIFFERENT from the reference"))
    return "\n".join(lines) + "\n"


def report_json(result: SimulationResult) -> dict:
    k = result.counters
    return {
        "ok": result.ok, "num_devices": result.num_devices,
        "device_ids": list(result.device_ids),
        "outputs": [vars(c) for c in result.checks],
        "bytes_by_kind": dict(k.by_kind), "collectives_by_kind": dict(k.count),
        "bytes_by_device": {str(d): b for d, b in sorted(k.by_device.items())},
        "bytes_by_group": [{"kind": kind, "groups": g, "bytes": b}
                           for (kind, g), b in k.by_group.items()],
    }


def chrome_trace(result: SimulationResult, priced_by: str) -> dict:
    """One track per device; each op an 'X' event timed by the price ``priced_by`` names."""
    events = [{"name": "process_name", "ph": "M", "pid": 0, "args": {"name": "simulated mesh"}}]
    for d in range(result.num_devices):
        events.append({"name": "thread_name", "ph": "M", "pid": 0, "tid": d,
                       "args": {"name": f"device {d}"}})
    for dev, name, cat, start, secs in result.trace or []:
        events.append({"name": name, "cat": cat, "ph": "X", "pid": 0, "tid": dev,
                       "ts": start * 1e6, "dur": secs * 1e6})
    return {"traceEvents": events, "displayTimeUnit": "ns",
            "metadata": {"cost_model": priced_by}}


def run_command(module: ModuleOp, inputs: str | None, outputs: str | None, seed: int,
                rtol: float | None, atol: float | None, report: str | None,
                trace: tuple[str, OpSeconds, str] | None) -> tuple[int, str]:
    """``planner simulate``: the exit code and the text to print. ``trace``: where to
    write the timeline, the price of an op, and what that price is."""
    arrays = load_npz(inputs) if inputs else None
    result = simulate(module, arrays, seed=seed, rtol=rtol, atol=atol,
                      trace=trace[1] if trace else None)
    with together():  # all of the outputs, or none
        if outputs:  # a file object: numpy would append ".npz" to a name without it
            with atomic_output(outputs) as f:
                named: dict[str, Any] = {f"out{i}": o for i, o in enumerate(result.outputs)}
                np.savez(f, **named)
        if report:
            write_text(report, json.dumps(report_json(result), indent=1))
        if trace:
            write_text(trace[0], json.dumps(chrome_trace(result, trace[2])))
    return (0 if result.ok else 1), summary(result)
