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
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from planner.model.ir.diagnostics import PlannerError, SourceLoc

_MESH = re.compile(r"^\s*[A-Za-z_][\w.]*\s*=\s*\d+\s*(,\s*[A-Za-z_][\w.]*\s*=\s*\d+\s*)*$")
_PIN = re.compile(r"^\s*[%\w.#]+\s*=\s*\S.*$")
_SIZE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([KMGT]i?B|B)?\s*$", re.I)
_UNITS = {"b": 1, "kb": 10**3, "mb": 10**6, "gb": 10**9, "tb": 10**12,
          "kib": 2**10, "mib": 2**20, "gib": 2**30, "tib": 2**40}


def parse_size(text: str | int) -> int:
    """Bytes of ``16GiB``, ``512MB``, ``1e9``-free plain integers, ... ."""
    if isinstance(text, int):
        return text
    m = _SIZE.match(text)
    if m is None:
        raise ValueError(f"'{text}' is not a size (e.g. 16GiB, 512MB, 1000000)")
    return int(float(m.group(1)) * _UNITS[(m.group(2) or "B").lower()])


class SolverOptions(BaseModel):
    """How hard the planner may search for one job."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    time_limit: float = Field(default=30.0, gt=0)
    strategy: Literal["cpsat", "greedy"] = "cpsat"
    seed: int = 0
    workers: int = Field(default=1, ge=1)
    memory_weight: float = Field(default=0.5, ge=0)  # see planner.plan


class Job(BaseModel):
    """One planning job: a program and everything that may vary around it."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    program: str
    id: str | None = None
    mesh: str | None = None  # an override, "x=4,y=2"
    hardware: str = "h100-8"  # a preset name or a profile file
    memory_cap: int | None = None  # bytes per device ("16GiB" accepted)
    pins: tuple[str, ...] = ()  # extra pinned shardings, "VALUE=SHARDING"
    solver: SolverOptions = SolverOptions()
    simulate: bool = False
    timeout: float = Field(default=600.0, gt=0)  # seconds before the job is stopped

    @field_validator("mesh")
    @classmethod
    def _mesh(cls, v: str | None) -> str | None:
        if v is not None and not _MESH.match(v):
            raise ValueError(f"mesh '{v}' must look like 'x=4,y=2'")
        return v

    @field_validator("memory_cap", mode="before")
    @classmethod
    def _memory_cap(cls, v: object) -> object:
        return parse_size(v) if isinstance(v, str) else v

    @field_validator("pins")
    @classmethod
    def _pins(cls, v: tuple[str, ...]) -> tuple[str, ...]:
        for pin in v:
            if not _PIN.match(pin):
                raise ValueError(f"pin '{pin}' must look like 'VALUE=SHARDING'")
        return v

    @property
    def key(self) -> str:
        """The job's id: given, or a digest of everything that defines it (stable across
        runs, so ``--resume`` recognises it even when the manifest is reordered)."""
        if self.id is not None:
            return self.id
        body = self.model_dump_json(exclude={"id"})
        return f"{Path(self.program).stem}-{hashlib.sha1(body.encode()).hexdigest()[:10]}"


def _error(path: Path, line: int, e: ValidationError | str) -> PlannerError:
    if isinstance(e, ValidationError):
        first = e.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        msg = f"invalid job: {where + ': ' if where else ''}{first['msg']}"
    else:
        msg = e
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
        text = path.read_text()
    except OSError as e:
        raise PlannerError(f"cannot read manifest: {e.strerror}", SourceLoc(str(path), 0, 0)) from None
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
        raise PlannerError("manifest has no jobs", SourceLoc(str(path), 0, 0))
    return jobs
