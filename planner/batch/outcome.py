"""What running one job gives: its status and figures, the same for every executor."""

from __future__ import annotations

import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

from planner.batch.manifest import Job
from planner.model.ir.diagnostics import PlannerError

# A job function plans one job, writes what it makes under the given folder, and returns
# the figures to record (JSON-serialisable). It must be a module-level function so that
# worker processes (local or Ray) can import it.
JobFn = Callable[[Job, Path], dict[str, Any]]


def run_guarded(job_fn: JobFn, job: Job, out_dir: Path) -> dict[str, Any]:
    """``job_fn`` on ``job`` as a record: ``status`` ok, or failed with the error (a user
    error as its one MLIR-style line; anything else with its exception type)."""
    start = time.perf_counter()
    try:
        figures = job_fn(job, out_dir)
        record: dict[str, Any] = {"status": "ok", **figures}
    except PlannerError as e:
        record = {"status": "failed", "error": str(e)}
    except Exception as e:  # a job's crash must not stop the batch
        last = traceback.extract_tb(e.__traceback__)[-1:]
        where = f" at {last[0].filename}:{last[0].lineno}" if last else ""
        record = {"status": "failed", "error": f"{type(e).__name__}: {e}{where}"}
    record["elapsed_s"] = round(time.perf_counter() - start, 3)
    return record


def finish(job: Job, record: dict[str, Any]) -> dict[str, Any]:
    """The record as logged: the job's id and program first."""
    return {"id": job.key, "program": job.program, **record}
