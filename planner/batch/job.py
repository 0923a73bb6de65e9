"""The real job: plan one program as the manifest says, write the annotated MLIR, and
return the report's figures (and the simulation's, when asked)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from planner.batch.manifest import Job
from planner.batch.results import write_atomically


def plan_job(job: Job, out_dir: Path) -> dict[str, Any]:
    """Plan ``job``; its annotated module goes to ``OUT_DIR/ID.mlir``."""
    from planner import api

    module = api.load(job.program)
    result = api.plan(module, mesh=job.mesh, hardware=job.hardware,
                      memory_cap=job.memory_cap, pins=list(job.pins),
                      time_limit=job.solver.time_limit, strategy=job.solver.strategy,
                      seed=job.solver.seed, workers=job.solver.workers)
    path = out_dir / f"{job.key}.mlir"
    write_atomically(path, api.to_text(result.module))
    figures: dict[str, Any] = {"annotated": str(path), "report": result.report.model_dump(mode="json")}
    if job.simulate:
        sim = api.simulate(result.module)
        figures["simulation"] = {"ok": sim.ok, "max_abs_error": sim.max_abs_error}
    return figures
