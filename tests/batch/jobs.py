"""Job functions for the batch tests: what a job does is read from its program's name."""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

from planner.batch.manifest import Job
from planner.model.ir.diagnostics import PlannerError, SourceLoc


def scripted_job(job: Job, out_dir: Path) -> dict[str, Any]:
    name = Path(job.program).stem
    if "hang" in name:
        (out_dir / f"{job.key}.pid").write_text(str(os.getpid()))
        time.sleep(1000)
    if "die" in name:
        os._exit(3)
    if "usererror" in name:
        raise PlannerError("no plan", SourceLoc(job.program, 2, 5))
    if "fail" in name:
        raise ValueError("boom")
    time.sleep(float(os.environ.get("SCRIPTED_JOB_SLEEP", "0")))
    text = Path(job.program).read_text()
    (out_dir / f"{job.key}.mlir").write_text(text.upper())
    return {"chars": len(text), "mesh": job.mesh}
