"""Which mesh? Plan a program on every candidate mesh of a device count (``mesh_space``)
and certify the best one.

The search runs in two rounds of batch jobs (``planner.batch``: local workers or Ray, a
resumable log, the same results whichever ran them). The first plans every candidate at
a share of the time limit: enough for a plan and a lower bound. A candidate whose bound
is no better than the best step time found is ruled out: it is never planned in full.
The second plans the others at the full limit. Every candidate is then either planned,
with its bound, or ruled out by its bound; the certificate is the gap between the best
step time and the lowest bound of all: no mesh in the space is faster than the best by
more than that.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from planner.batch.manifest import Job
from planner.batch.results import read_records
from planner.batch.runner import run_jobs
from planner.encode.cost.hardware import load_hardware
from planner.files import write_text
from planner.model.dialects.ops import MeshOp, ModuleOp
from planner.model.ir.diagnostics import PlannerError, SourceLoc
from planner.model.text.io import parse_file
from planner.planning.options import PlanOptions
from planner.whatif.mesh_space import dimension_sizes, mesh_space, spec
from planner.whatif.variants import Variant, VariantResult

# The share of the time limit the first round gives each candidate.
BOUNDING_SHARE = 0.25


class MeshResult(BaseModel):
    """One candidate mesh: its plan's figures (the last round's) and the verdict."""

    model_config = ConfigDict(frozen=True)
    mesh: str
    verdict: str = Field(description="best | planned | ruled out (its bound is no better "
                         "than the best plan) | no plan (the error says why)")
    rounds: int = Field(description="1: planned at the bounding share of the time limit; "
                        "2: then at the full limit")
    status: str = Field("", description="the solver's status of the last plan")
    step_time_s: float | None = None
    compute_s: float | None = None
    communication_s: float | None = None
    peak_memory_bytes: int | None = None
    bytes_by_kind: dict[str, int] = {}
    bound_s: float | None = Field(None, description="a lower bound on any plan's step time "
                                  "on this mesh (the solver's model)")
    bound_over_all: bool = Field(True, description="the bound holds over every candidate "
                                 "strategy, not only over those the solve kept")
    gap: float | None = None
    solve_s: float = 0.0
    plan: str | None = Field(None, description="the annotated module of the last plan")
    error: str | None = None


class MeshSearch(BaseModel):
    """The ranked candidates (best first; meshes without a plan last) and the certificate."""

    model_config = ConfigDict(frozen=True)
    devices: int
    hardware: str
    roles: list[str]
    results: list[MeshResult]
    certificate: float | None = Field(description="no mesh of the space is faster than the "
                                      "best by more than this share of its step time "
                                      "(None: no mesh was planned)")
    uncertain: list[str] = Field(default_factory=list, description="meshes whose bound "
                                 "covers only the strategies their solve kept: the "
                                 "certificate assumes it covers them all")
    log: str = Field(description="the batch log of every plan (JSONL)")

    @property
    def best(self) -> MeshResult | None:
        return self.results[0] if self.results and self.results[0].verdict == "best" else None

    @property
    def space(self) -> int:
        return len(self.results)


def program_roles(module: ModuleOp) -> list[str]:
    """The axis names of the program's mesh (its largest, if several)."""
    meshes = [op.mesh for op in module.body.ops if isinstance(op, MeshOp)]
    if not meshes:
        return []
    return list(max(meshes, key=lambda m: m.num_devices).axis_names)


def search_meshes(program: str | Path, devices: int, *, options: PlanOptions,
                  work: str | Path, roles: Sequence[str] = (),
                  max_size: Mapping[str, int] | None = None, executor: str = "local",
                  workers: int = 1, resume: bool = False,
                  progress: bool | None = None) -> MeshSearch:
    """Search the meshes of ``devices`` devices for ``program`` (a file): sizes for
    ``roles`` (default: the program's mesh axes), each at most ``max_size[role]``, in
    every device order the hardware tells apart. Plans go to ``work`` (its log
    ``search.jsonl``, resumed with ``resume``); ``options`` are every plan's, their
    time limit each plan's in the second round."""
    if devices < 1:
        raise PlannerError(f"--devices must be at least 1, not {devices}",
                           SourceLoc("--devices", 0, 0))
    module = parse_file(program)
    roles = list(roles) or program_roles(module)
    if not roles:
        raise PlannerError("the program has no mesh: name its axis roles (--axes data,model)",
                           SourceLoc(str(program), 0, 0))
    hardware = load_hardware(options.hardware)
    meshes = [spec(m) for m in mesh_space(roles, devices, hardware, max_size or {},
                                          dimension_sizes(module))]
    if not meshes:
        raise PlannerError(f"no mesh of {devices} devices over {', '.join(roles)} fits the "
                           "program's dimensions and the axis limits",
                           SourceLoc(str(program), 0, 0))
    work = Path(work)
    work.mkdir(parents=True, exist_ok=True)
    log = work / "search.jsonl"

    def run(round_: int, specs: list[str], limit: float, resume_round: bool) -> None:
        jobs = [_job(program, options, s, round_, limit) for s in specs]
        run_jobs(jobs, log, workers=workers, executor=executor, resume=resume_round,
                 progress=progress)

    run(1, meshes, options.time_limit * BOUNDING_SHARE, resume)
    first = _latest(log, meshes)
    best = _best_step(first.values())
    again = [m for m in meshes if _worth_planning(first.get(m), best, options.gap)]
    if again:
        run(2, again, options.time_limit, True)
    return _verdicts(devices, hardware.name, roles, meshes, _latest(log, meshes), log)


def _job(program: str | Path, options: PlanOptions, mesh: str, round_: int,
         limit: float) -> Job:
    fields = {**dict(options), "mesh": mesh, "time_limit": limit}
    # a job stops a plan gone astray; the plan keeps its own limit well within this
    return Job(program=str(program), id=f"{round_}-{mesh}", **fields,
               timeout=max(600.0, 10 * limit))


def _latest(log: Path, meshes: list[str]) -> dict[str, dict[str, Any]]:
    """Per mesh, the record of its last round (with the round in ``round``)."""
    found: dict[str, dict[str, Any]] = {}
    wanted = set(meshes)
    for record in read_records(log):
        round_, _, mesh = str(record["id"]).partition("-")
        if mesh in wanted and round_.isdigit() and \
                int(round_) >= found.get(mesh, {}).get("round", 0):
            found[mesh] = {**record, "round": int(round_)}
    return found


def _ok(record: dict[str, Any] | None) -> bool:
    return record is not None and record.get("status") == "ok"


def _best_step(records: Any) -> float:
    return min((r["step_time_s"] for r in records if _ok(r)), default=math.inf)


def _worth_planning(record: dict[str, Any] | None, best: float, gap: float) -> bool:
    """Whether a first-round plan may hide a mesh faster than ``best``: its bound is
    below it, and its own gap is not closed yet."""
    if not _ok(record):
        return False
    assert record is not None
    return record["bound_s"] < best and record["gap"] > gap


def _verdicts(devices: int, hardware: str, roles: list[str], meshes: list[str],
              latest: dict[str, dict[str, Any]], log: Path) -> MeshSearch:
    best = _best_step(latest.values())
    results = []
    for mesh in meshes:
        r = latest.get(mesh)
        if not _ok(r):
            error = (r or {}).get("error", "not planned")
            results.append(MeshResult(mesh=mesh, verdict="no plan", rounds=(r or {}).get(
                "round", 0), error=error))
            continue
        assert r is not None
        verdict = "ruled out" if r["bound_s"] >= best and r["round"] == 1 else "planned"
        results.append(MeshResult(
            mesh=mesh, verdict=verdict, rounds=r["round"], status=r["solver_status"],
            step_time_s=r["step_time_s"], compute_s=r["compute_s"],
            communication_s=r["communication_s"], peak_memory_bytes=r["peak_memory_bytes"],
            bytes_by_kind=r["bytes_by_kind"], bound_s=r["bound_s"],
            bound_over_all=r["bound_over_all"], gap=r["gap"], solve_s=r["solve_s"],
            plan=r["annotated"]))
    planned = [r for r in results if r.step_time_s is not None]
    results.sort(key=lambda r: (r.step_time_s is None, r.step_time_s or 0.0, r.mesh))
    certificate = None
    if planned:
        results[0] = results[0].model_copy(update={"verdict": "best"})
        lowest = min(r.bound_s for r in planned if r.bound_s is not None)
        certificate = max(0.0, 1.0 - lowest / best)
    return MeshSearch(devices=devices, hardware=hardware, roles=roles, results=results,
                      certificate=certificate, log=str(log),
                      uncertain=[r.mesh for r in planned if not r.bound_over_all])


def copy_best_plan(search: MeshSearch, output: str | Path) -> None:
    """Write the best mesh's annotated module to ``output``."""
    best = search.best
    if best is None or best.plan is None:
        raise PlannerError("no mesh was planned: no plan to write", SourceLoc(str(output), 0, 0))
    write_text(str(output), Path(best.plan).read_text())


def as_variants(search: MeshSearch) -> list[VariantResult]:
    """The planned meshes as a what-if study's results (for its plot)."""
    return [VariantResult(variant=Variant(mesh=r.mesh, hardware=search.hardware),
                          status=r.status, step_time_s=r.step_time_s, compute_s=r.compute_s,
                          communication_s=r.communication_s,
                          bytes_by_kind=r.bytes_by_kind,
                          peak_memory_bytes=r.peak_memory_bytes, solve_time_s=r.solve_s,
                          gap=r.gap)
            for r in search.results if r.step_time_s is not None]
