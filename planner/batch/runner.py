"""``planner batch``: run a manifest's jobs, log each result as it finishes, resume."""

from __future__ import annotations

import fcntl
import os
import sys
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from planner.batch.local import LocalExecutor
from planner.batch.manifest import Job, load_manifest
from planner.batch.outcome import JobFn, finish
from planner.batch.ray_executor import RayExecutor
from planner.batch.results import append_record, read_records
from planner.files import refuse_overwriting
from planner.model.ir.diagnostics import PlannerError, SourceLoc, path_loc


@dataclass
class BatchSummary:
    """How a batch run ended."""

    total: int
    skipped: int  # already in the log (``--resume``)
    statuses: Counter[str] = field(default_factory=Counter)
    wall_s: float = 0.0

    @property
    def failed(self) -> int:
        return self.total - self.skipped - self.statuses["ok"]


def make_executor(spec: str, workers: int) -> LocalExecutor | RayExecutor:
    """``local``, ``ray`` (a local Ray instance) or ``ray:ADDRESS``."""
    kind, _, address = spec.partition(":")
    if kind == "local" and not address:
        return LocalExecutor(workers)
    if kind == "ray":
        return RayExecutor(workers, address or None)
    raise PlannerError(f"unknown executor '{spec}' (expected local, ray or ray:ADDRESS)",
                       SourceLoc("planner", 0, 0))


def _repair_tail(path: Path) -> None:
    """End the log with a newline, so a line torn by a crash is not glued to the next."""
    if path.exists() and path.stat().st_size:
        with path.open("rb+") as f:
            f.seek(-1, 2)
            if f.read(1) != b"\n":
                f.write(b"\n")


def run_batch(manifest: str | Path, out: str | Path, *, workers: int = 1,
              executor: str = "local", resume: bool = False, job_fn: JobFn | None = None,
              progress: bool | None = None) -> BatchSummary:
    """Run every job of ``manifest``; each result is appended to ``out`` (JSONL) as soon as
    it finishes, with the job's annotated MLIR under ``OUT.plans/``. With ``resume``, jobs
    already logged (whatever their status) are skipped; without it the log starts anew.
    One batch at a time writes a log (``OUT.lock``); the log is never the manifest,
    nor a file a job reads."""
    return run_jobs(load_manifest(manifest), out, protect=(manifest,), workers=workers,
                    executor=executor, resume=resume, job_fn=job_fn, progress=progress)


def run_jobs(jobs: list[Job], out: str | Path, *, protect: tuple[str | Path, ...] = (),
             workers: int = 1, executor: str = "local", resume: bool = False,
             job_fn: JobFn | None = None, progress: bool | None = None) -> BatchSummary:
    """Run ``jobs`` as :func:`run_batch` runs a manifest's; ``out`` is never one of the
    files in ``protect``, nor a file a job reads."""
    if job_fn is None:
        from planner.batch.job import plan_job as job_fn
        from planner.batch.job import preload

        if executor == "local":
            preload()  # forked workers inherit the imports instead of paying them per job
    out = Path(out)
    refuse_overwriting(out, *protect, *(job.program for job in jobs),
                       *(job.hardware for job in jobs if isinstance(job.hardware, str)))
    if out.is_dir():
        raise PlannerError("the results log is a directory", path_loc(out))
    runner = make_executor(executor, workers)
    assert job_fn is not None  # the real job unless a test gave its own
    with _exclusive(out):
        return _run(jobs, out, runner, job_fn, resume, progress)


# Lock descriptors of running batches: a forked worker closes its copies at once, so the
# lock is released the moment the batch dies, not when its last worker has exited.
_LOCK_FDS: set[int] = set()


def _close_inherited_locks() -> None:
    for fd in _LOCK_FDS:
        with suppress(OSError):
            os.close(fd)
    _LOCK_FDS.clear()


os.register_at_fork(after_in_child=_close_inherited_locks)


@contextmanager
def _exclusive(out: Path) -> Iterator[None]:
    """Hold ``OUT.lock`` for the whole run: a second batch on the same log is refused
    (the lock dies with the process, even killed)."""
    lock = out.with_name(out.name + ".lock")
    try:
        fd = os.open(lock, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError as e:
        raise PlannerError(f"cannot lock the results log: {e.strerror}",
                           path_loc(lock)) from None
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise PlannerError("another batch is writing this results log (its lock "
                               f"{lock.name} is held)", path_loc(out)) from None
        _LOCK_FDS.add(fd)
        yield
    finally:
        _LOCK_FDS.discard(fd)
        os.close(fd)


def _run(jobs: list[Job], out: Path, runner: LocalExecutor | RayExecutor, job_fn: JobFn,
         resume: bool, progress: bool | None) -> BatchSummary:
    import time

    if resume:
        _repair_tail(out)
        done = {r["id"] for r in read_records(out)}
    else:
        out.unlink(missing_ok=True)
        done = set()
    todo = [j for j in jobs if j.key not in done]
    summary = BatchSummary(len(jobs), len(jobs) - len(todo))
    out_dir = out.with_name(out.name + ".plans")
    out_dir.mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    with _Progress(len(todo), progress) as bar:
        def on_done(job: Job, record: dict[str, Any]) -> None:
            append_record(out, finish(job, record))
            summary.statuses[record["status"]] += 1
            bar.advance(record["status"])

        runner.run(todo, job_fn, out_dir, on_done)
    summary.wall_s = time.perf_counter() - start
    return summary


class _Progress:
    """A bar on stderr with counts and ETA, when stderr is a terminal (or when forced)."""

    def __init__(self, total: int, enabled: bool | None) -> None:
        self.total = total
        self.enabled = sys.stderr.isatty() if enabled is None else enabled
        self.counts: Counter[str] = Counter()

    def __enter__(self) -> _Progress:
        if self.enabled:
            from rich.console import Console
            from rich.progress import (
                BarColumn,
                MofNCompleteColumn,
                Progress,
                TextColumn,
                TimeRemainingColumn,
            )

            self._bar = Progress(TextColumn("jobs"), BarColumn(), MofNCompleteColumn(),
                                 TextColumn("{task.fields[counts]}"), TimeRemainingColumn(),
                                 console=Console(stderr=True), transient=False)
            self._bar.start()
            self._task = self._bar.add_task("jobs", total=self.total, counts="")
        return self

    def advance(self, status: str) -> None:
        self.counts[status] += 1
        if self.enabled:
            counts = " ".join(f"{k} {v}" for k, v in sorted(self.counts.items()))
            self._bar.update(self._task, advance=1, counts=counts)

    def __exit__(self, *exc: object) -> None:
        if self.enabled:
            self._bar.stop()
