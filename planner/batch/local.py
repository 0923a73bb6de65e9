"""The local executor: each job in its own process, at most ``workers`` at a time.

A process per job (not a pool) is what lets a hung job be stopped at its time limit
without losing the worker pool, and a job that crashes the interpreter (a segfault in a
native solver) cost only that job.
"""

from __future__ import annotations

import ctypes
import multiprocessing as mp
import os
import signal
import time
from collections.abc import Callable
from multiprocessing.connection import Connection, wait
from pathlib import Path
from typing import Any, cast

from planner.batch.manifest import Job
from planner.batch.outcome import JobFn, run_limited, timeout_record

PR_SET_PDEATHSIG = 1  # from <sys/prctl.h>

OnDone = Callable[[Job, dict[str, Any]], None]


def _child(job_fn: JobFn, job: Job, out_dir: Path, conn: Connection, parent: int) -> None:
    die_with_parent(parent)
    conn.send(run_limited(job_fn, job, out_dir))
    conn.close()


def die_with_parent(parent: int) -> None:
    """Have the kernel kill this worker when the batch that forked it dies (Linux's
    PR_SET_PDEATHSIG), even by SIGKILL; exit at once if it is already gone."""
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
    except (OSError, AttributeError):  # not Linux: the job's own time limit still holds
        pass
    if os.getppid() != parent:
        os._exit(1)


class LocalExecutor:
    """Runs jobs in processes on this machine."""

    def __init__(self, workers: int = 1) -> None:
        self.workers = max(1, workers)
        # fork: a child starts in milliseconds with planner already imported; the parent
        # holds no solver threads or locks that forking could break.
        self._ctx = mp.get_context("fork")

    def run(self, jobs: list[Job], job_fn: JobFn, out_dir: Path, on_done: OnDone) -> None:
        pending = list(reversed(jobs))
        running: dict[Connection, tuple[Job, Any, float]] = {}
        while pending or running:
            while pending and len(running) < self.workers:
                job = pending.pop()
                recv, send = self._ctx.Pipe(duplex=False)
                proc = self._ctx.Process(target=_child, daemon=True,
                                         args=(job_fn, job, out_dir, send, os.getpid()))
                proc.start()
                send.close()
                running[recv] = (job, proc, time.monotonic() + job.timeout)
            deadline = min(d for _, _, d in running.values())
            for ready in wait(list(running), timeout=max(0.0, deadline - time.monotonic())):
                conn = cast(Connection, ready)  # wait() returns the connections given it
                job, proc, _ = running.pop(conn)
                try:
                    record = conn.recv()
                except EOFError:
                    proc.join()
                    record = {"status": "failed",
                              "error": f"worker died (exit code {proc.exitcode})"}
                proc.join()
                conn.close()
                on_done(job, record)
            now = time.monotonic()
            for conn, (job, proc, deadline) in list(running.items()):
                if now >= deadline:
                    proc.kill()
                    proc.join()
                    conn.close()
                    del running[conn]
                    on_done(job, timeout_record(job))
