"""The Ray executor: the same jobs as Ray tasks, on a cluster or a local Ray instance.

A task whose worker dies is retried by Ray (``max_retries``). A job's time limit is
enforced inside the worker (``run_limited``), so it counts the job's own run: not the
time Ray took to boot a replacement worker for a retry (seconds on a loaded machine,
which made a job that died on every try time out instead of failing). The driver keeps a
backstop deadline for a worker that cannot stop itself (every try's limit, plus
``BACKSTOP_S``), and then cancels the task with its worker killed. At most ``workers``
tasks are in flight, started after warm-up tasks have booted the workers.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from planner.batch.local import OnDone
from planner.batch.manifest import Job
from planner.batch.outcome import JobFn, run_limited, timeout_record
from planner.model.ir.diagnostics import PlannerError, SourceLoc

RETRIES = 2
WARM_UP_S = 0.5  # each warm-up task holds its worker this long, so all of them start
BACKSTOP_S = 30.0


def _warm_up() -> int:
    import os

    import planner.batch.outcome  # noqa: F401  (the import a job pays first)

    time.sleep(WARM_UP_S)
    return os.getpid()


def _import_ray() -> Any:
    try:
        import ray
    except ImportError:
        raise PlannerError("the ray executor needs the 'ray' extra: pip install 'planner[ray]'",
                           SourceLoc("planner", 0, 0)) from None
    return ray


class RayExecutor:
    """Runs jobs as Ray tasks; ``address`` None starts (or joins) a local instance."""

    def __init__(self, workers: int = 1, address: str | None = None) -> None:
        self.workers = max(1, workers)
        self.address = address

    def run(self, jobs: list[Job], job_fn: JobFn, out_dir: Path, on_done: OnDone) -> None:
        ray = _import_ray()
        started_here = not ray.is_initialized()
        if started_here:
            kwargs: dict[str, Any] = {"address": self.address} if self.address else {
                "num_cpus": self.workers, "include_dashboard": False}
            ray.init(log_to_driver=False, configure_logging=False, **kwargs)
        task = ray.remote(max_retries=RETRIES, num_cpus=1)(run_limited)
        warm = ray.remote(num_cpus=1)(_warm_up)
        ray.get([warm.remote() for _ in range(min(self.workers, len(jobs)))])
        pending = list(reversed(jobs))
        running: dict[Any, tuple[Job, float]] = {}
        try:
            while pending or running:
                while pending and len(running) < self.workers:
                    job = pending.pop()
                    backstop = job.timeout * (RETRIES + 1) + BACKSTOP_S
                    running[task.remote(job_fn, job, out_dir)] = (job, time.monotonic() + backstop)
                deadline = min(d for _, d in running.values())
                ready, _ = ray.wait(list(running), num_returns=1,
                                    timeout=max(0.0, deadline - time.monotonic()))
                for ref in ready:
                    job, _ = running.pop(ref)
                    try:
                        record = ray.get(ref)
                    except Exception as e:  # the worker died more often than retried
                        record = {"status": "failed",
                                  "error": f"ray task failed after {RETRIES} retries: "
                                           f"{type(e).__name__}"}
                    on_done(job, record)
                now = time.monotonic()
                for ref, (job, deadline) in list(running.items()):
                    if now >= deadline:
                        ray.cancel(ref, force=True)
                        del running[ref]
                        on_done(job, timeout_record(job))
        finally:
            if started_here:
                ray.shutdown()
