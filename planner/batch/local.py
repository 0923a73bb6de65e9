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
import sys
import threading
import time
from collections.abc import Callable
from multiprocessing.connection import Connection, wait
from multiprocessing.context import ForkContext, ForkServerContext
from pathlib import Path
from typing import Any, cast

from planner.batch.manifest import Job
from planner.batch.outcome import JobFn, run_limited, timeout_record

PR_SET_PDEATHSIG = 1  # from <sys/prctl.h>
# Modules that start native threads of their own when imported or used: a process that
# forks with them loaded hands the child their locks held by threads it lacks.
THREADED_MODULES = ("jax", "jaxlib", "ray", "torch", "tensorflow")

OnDone = Callable[[Job, dict[str, Any]], None]


def _child(job_fn: JobFn, job: Job, out_dir: Path, conn: Connection,
           parent: int | None) -> None:
    die_with_parent(parent)
    conn.send(run_limited(job_fn, job, out_dir))
    conn.close()


def die_with_parent(parent: int | None) -> None:
    """Have the kernel kill this worker when the process that forked it dies (Linux's
    PR_SET_PDEATHSIG), even by SIGKILL: the batch (``parent``: exit at once if it is
    already gone), or the fork server, which ends with the batch (``parent`` None)."""
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
    except (OSError, AttributeError):  # not Linux: the job's own time limit still holds
        pass
    if parent is not None and os.getppid() != parent:
        os._exit(1)


def worker_context() -> ForkContext | ForkServerContext:
    """How to start workers: a fork, which starts in milliseconds with planner already
    imported, where this process runs only Python threads of its own (the command line);
    else (a Python user's process with jax or Ray loaded) a fork of a clean server that
    imported planner once (as for any such start, a script then guards its own work
    with ``if __name__ == "__main__":``)."""
    if any(name in sys.modules for name in THREADED_MODULES) or threading.active_count() > 1:
        ctx = mp.get_context("forkserver")
        ctx.set_forkserver_preload(["planner.batch.job"])
        return ctx
    return mp.get_context("fork")


class LocalExecutor:
    """Runs jobs in processes on this machine."""

    def __init__(self, workers: int = 1) -> None:
        self.workers = max(1, workers)
        self._ctx = worker_context()

    def run(self, jobs: list[Job], job_fn: JobFn, out_dir: Path, on_done: OnDone) -> None:
        pending = list(reversed(jobs))
        running: dict[Connection, tuple[Job, Any, float]] = {}
        while pending or running:
            while pending and len(running) < self.workers:
                job = pending.pop()
                recv, send = self._ctx.Pipe(duplex=False)
                forked = self._ctx.get_start_method() == "fork"
                proc = self._ctx.Process(target=_child, daemon=True,
                                         args=(job_fn, job, out_dir, send,
                                               os.getpid() if forked else None))
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
