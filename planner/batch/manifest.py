"""The batch manifest: one job per JSONL line, or a ``[[job]]`` table each in TOML.

Every job is validated by pydantic; an invalid one is reported at its own line of the
manifest (``MANIFEST:LINE:COL: error: ...``), so a long manifest is fixed in one pass.
"""

from __future__ import annotations

import hashlib
import json
import re
import tomllib
from pathlib import Path

from pydantic import Field, ValidationError, field_validator, model_validator

from planner.model.ir.diagnostics import PlannerError, SourceLoc, path_loc, validation_message
from planner.planning.options import PlanOptions

# A job's ``solver`` table groups these of its plan options.
SOLVER_FIELDS = ("time_limit", "method", "seed", "workers", "gap", "memory_weight")


class Job(PlanOptions):
    """One planning job: a program, how to plan it (:class:`PlanOptions`' fields, with the
    same defaults as ``planner plan``; the solver's may be grouped in a ``solver`` table),
    whether to simulate the plan, and the seconds before the job is stopped."""

    program: str
    id: str | None = None
    simulate: bool = False
    timeout: float = Field(default=600.0, gt=0, allow_inf_nan=False)

    @model_validator(mode="before")
    @classmethod
    def _solver_table(cls, data: object) -> object:
        if not isinstance(data, dict) or "solver" not in data:
            return data
        solver = data["solver"]
        if not isinstance(solver, dict):
            raise ValueError("solver must be a table of " + ", ".join(SOLVER_FIELDS))
        unknown = sorted(set(solver) - set(SOLVER_FIELDS))
        if unknown:
            raise ValueError(f"solver.{unknown[0]} is not a solver option (" +
                             ", ".join(SOLVER_FIELDS) + ")")
        clash = sorted(set(solver) & set(data))
        if clash:
            raise ValueError(f"{clash[0]} is given both in the job and in its solver table")
        return {**{k: v for k, v in data.items() if k != "solver"}, **solver}

    @field_validator("id")
    @classmethod
    def _id(cls, v: str | None) -> str | None:
        # The id names the job's output files: a plain file name, nothing outside --out.
        if v is not None and (not v.strip() or v in (".", "..") or any(
                c in v for c in "/\\\0") or v.startswith("-")):
            raise ValueError(f"'{v}' is not a plain file name (no '/', '\\', '..', leading "
                             "'-' or empty id): it names the job's output files")
        return v

    def plan_options(self) -> PlanOptions:
        """How to plan this job."""
        return PlanOptions(**{k: getattr(self, k) for k in PlanOptions.model_fields})

    @property
    def key(self) -> str:
        """The job's id: given, or a digest of everything that defines it (stable across
        runs, so ``--resume`` recognises it even when the manifest is reordered)."""
        if self.id is not None:
            return self.id
        body = self.model_dump_json(exclude={"id"})
        return f"{Path(self.program).stem}-{hashlib.sha1(body.encode()).hexdigest()[:10]}"


def _error(path: Path, line: int, e: ValidationError | str) -> PlannerError:
    msg = f"invalid job: {validation_message(e.errors()[:1])}" \
        if isinstance(e, ValidationError) else e
    return PlannerError(msg, SourceLoc(str(path), line, 1))


def _jsonl(path: Path, text: str) -> list[tuple[int, object]]:
    entries = []
    for n, raw in enumerate(text.splitlines(), start=1):
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        try:
            entries.append((n, json.loads(raw)))
        except json.JSONDecodeError as e:
            raise PlannerError(f"malformed JSON: {e.msg}",
                               SourceLoc(str(path), n, e.colno)) from None
    return entries


def _toml(path: Path, text: str) -> list[tuple[int, object]]:
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        m = re.search(r"line (\d+), column (\d+)", str(e))
        line, col = (int(m.group(1)), int(m.group(2))) if m else (0, 0)
        raise PlannerError(f"malformed TOML: {str(e).split(' (at')[0]}",
                           SourceLoc(str(path), line, col)) from None
    unknown = sorted(set(data) - {"job"})
    if unknown:
        raise PlannerError(f"unknown top-level key '{unknown[0]}' (jobs go in [[job]] tables)",
                           SourceLoc(str(path), 1, 1))
    jobs = data.get("job", [])
    # The n-th ``[[job]]`` header is where the n-th job's errors are reported.
    lines = [n for n, raw in enumerate(text.splitlines(), start=1)
             if raw.strip().replace(" ", "") == "[[job]]"]
    return [(lines[i] if i < len(lines) else 1, job) for i, job in enumerate(jobs)]


def load_manifest(path: str | Path) -> list[Job]:
    """The jobs of a ``.jsonl`` or ``.toml`` manifest; raises :class:`PlannerError` at the
    first invalid job's line. Relative program paths are relative to the manifest."""
    path = Path(path)
    try:
        text = path.read_bytes().decode("utf-8")
    except OSError as e:
        raise PlannerError(f"cannot read manifest: {e.strerror}", path_loc(path)) from None
    except UnicodeDecodeError:
        raise PlannerError("the manifest is not UTF-8 text", path_loc(path)) from None
    entries = _toml(path, text) if path.suffix == ".toml" else _jsonl(path, text)
    jobs: list[Job] = []
    seen: dict[str, int] = {}
    for line, raw in entries:
        if not isinstance(raw, dict):
            raise _error(path, line, "a job must be an object")
        try:
            job = Job.model_validate(raw)
        except ValidationError as e:
            raise _error(path, line, e) from None
        program = Path(job.program)
        if not program.is_absolute():
            job = job.model_copy(update={"program": str(path.parent / program)})
        if job.key in seen:
            raise _error(path, line, f"duplicate job id '{job.key}' (first at line {seen[job.key]})")
        seen[job.key] = line
        jobs.append(job)
    if not jobs:
        raise PlannerError("manifest has no jobs", path_loc(path))
    return jobs
