"""What running one job gives: its status and figures, the same for every executor."""

from __future__ import annotations

import signal
import threading
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


class _TimeLimit(BaseException):
    """Raised in a job past its time limit (a BaseException: a job's own ``except
    Exception`` must not swallow it)."""


def timeout_record(job: Job) -> dict[str, Any]:
    return {"status": "timeout", "error": f"stopped after its time limit of {job.timeout:g} s"}


def run_limited(job_fn: JobFn, job: Job, out_dir: Path) -> dict[str, Any]:
    """:func:`run_guarded` with the job's time limit enforced in the worker itself (a
    real-time alarm), so the limit counts the job's own run, not the time a worker took to
    start or a retry to be scheduled. Outside the main thread no alarm can be set; the
    executor's own deadline still applies."""
    if threading.current_thread() is not threading.main_thread():
        return run_guarded(job_fn, job, out_dir)

    def expire(signum: int, frame: object) -> None:
        raise _TimeLimit

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, job.timeout)
    try:
        return run_guarded(job_fn, job, out_dir)
    except _TimeLimit:
        return timeout_record(job)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def finish(job: Job, record: dict[str, Any]) -> dict[str, Any]:
    """The record as logged: the job's id and program first."""
    return {"id": job.key, "program": job.program, **record}
