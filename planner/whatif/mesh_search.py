"""Which mesh? Plan a program on every candidate mesh of a device count (``mesh_space``)
and certify the best one.

Sizes that differ only in which axis the program never names gets which are one
problem: one of them is planned for all (``mesh_space.Space``). The search runs in
rounds of batch jobs (``planner.batch``: local workers or Ray, a resumable log, the same
results whichever ran them):

0. where the topology tells device orders apart, each sizing (the sizes, whatever their
   order) is planned once on the order-free profile (``mesh_space.order_free``): its
   bound holds for every order of that sizing;
1. in waves, sizings by increasing order-free bound, every order of a sizing is planned
   at a share of the time limit, until the next sizing's bound is no better than the
   best objective found: the sizings left are ruled out, never planned in full;
2. the planned meshes whose bound is below the best objective and whose gap is still
   open are planned again at the full limit (the bound over the strategies a longer
   plan may choose: those the encoder keeps, where the time did not choose them).

Every candidate is then either planned, with its bound, or ruled out by a bound; the
certificate is the gap between the lowest objective found and the lowest bound of all:
no mesh in the space is faster than the best by more than that. Bounds and objectives
are the solver's; the table ranks by the evaluator's step time, which they equal to the
model's error.
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
from planner.encode.cost.hardware import HardwareProfile, load_hardware
from planner.files import write_text
from planner.model.dialects.ops import MeshOp, ModuleOp
from planner.model.ir.diagnostics import PlannerError, SourceLoc, path_loc
from planner.model.text.io import parse_file
from planner.model.verify.verifier import verify_or_raise
from planner.planning.options import PlanOptions
from planner.whatif.mesh_space import Space, dimension_sizes, named_roles, order_free

# The roles of a program without a mesh: none is named, so only their number matters
# (sizes of 1 make the meshes of fewer axes).
UNNAMED_ROLES = ("data", "fsdp", "seq", "model")
# The batch log of a search, in its work directory.
SEARCH_LOG = "search.jsonl"
# The most devices a search takes: beyond any cluster; the meshes of many more could not
# all be planned.
MAX_DEVICES = 2**20
# The share of the time limit the first round gives each candidate.
BOUNDING_SHARE = 0.25


class MeshResult(BaseModel):
    """One candidate mesh: its plan's figures (the last round's) and the verdict."""

    model_config = ConfigDict(frozen=True)
    mesh: str
    alike: list[str] = Field(default_factory=list, description="sizes that differ from "
                             "this mesh's only in which axis the program never names gets "
                             "which: the same plans, renamed")
    verdict: str = Field(description="best | planned | ruled out (its bound is no better "
                         "than the best plan) | no plan (the error says why)")
    rounds: int = Field(description="0: bounded on the order-free profile only; 1: planned "
                        "at the bounding share of the time limit; 2: then at the full limit")
    status: str = Field("", description="the solver's status of the last plan")
    step_time_s: float | None = None
    compute_s: float | None = None
    communication_s: float | None = None
    peak_memory_bytes: int | None = None
    bytes_by_kind: dict[str, int] = {}
    objective_s: float | None = Field(None, description="the plan's cost in the solver's "
                                      "model (the step time, to the model's error)")
    bound_s: float | None = Field(None, description="a lower bound on any plan's objective "
                                  "on this mesh")
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
                                      "best by more than this share (None: no mesh was "
                                      "planned), in the solver's model: its lowest bound "
                                      "against the lowest objective found")
    uncertain: list[str] = Field(default_factory=list, description="meshes whose bound "
                                 "covers only the strategies their solve kept: the "
                                 "certificate assumes it covers them all")
    log: str = Field(description="the batch log of every plan (JSONL)")

    @property
    def best(self) -> MeshResult | None:
        return self.results[0] if self.results and self.results[0].verdict == "best" else None

    @property
    def space(self) -> int:
        """How many meshes the search covered, alike ones included."""
        return sum(1 + len(r.alike) for r in self.results)


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
    """Search the meshes of ``devices`` devices for ``program`` (a file, which must
    verify): sizes for
    ``roles`` (default: the program's mesh axes, or ``UNNAMED_ROLES`` for a program
    without a mesh), each at most ``max_size[role]``, in every device order the hardware
    tells apart. Plans go to ``work`` (its log ``search.jsonl``, resumed with
    ``resume``); ``options`` are every plan's, their time limit each plan's in the last
    round."""
    if not 1 <= devices <= MAX_DEVICES:
        raise PlannerError(f"--devices must be from 1 to 2^20, not {devices}",
                           SourceLoc("--devices", 0, 0))
    module = parse_file(program)
    verify_or_raise(module)
    roles = list(roles) or program_roles(module) or list(UNNAMED_ROLES)
    hardware = load_hardware(options.hardware)
    space = Space(roles, devices, hardware, max_size or {}, dimension_sizes(module),
                  named_roles(Path(program).read_text(), roles))
    if not space.meshes:
        raise PlannerError(f"no mesh of {devices} devices over {', '.join(roles)} fits the "
                           "program's dimensions and the axis limits",
                           path_loc(program))
    work = Path(work)
    if work.exists() and not work.is_dir():
        raise PlannerError("the search's work directory is a file", path_loc(work))
    work.mkdir(parents=True, exist_ok=True)
    log = work / SEARCH_LOG
    appending = resume  # after the first run, every run adds to the log

    def run(round_: int, specs: list[str], limit: float,
            profile: HardwareProfile | None = None) -> dict[str, dict[str, Any]]:
        nonlocal appending
        jobs = [_job(program, options, s, round_, limit, profile) for s in specs]
        run_jobs(jobs, log, workers=workers, executor=executor, resume=appending,
                 progress=progress)
        appending = True
        return _latest(log, specs, round_)

    share = options.time_limit * BOUNDING_SHARE
    free: dict[tuple[Any, ...], dict[str, Any]] = {}  # order-free plans, per sizing
    if space.orders_matter:
        firsts = {s: group[0] for s, group in space.sizings.items()}
        found = run(0, list(firsts.values()), share, order_free(hardware))
        free = {s: found[m] for s, m in firsts.items() if m in found}
    ranked = sorted(space.sizings, key=lambda s: _bound_or(free.get(s), -math.inf))
    best = math.inf
    wave = max(workers, 1)  # sizings at a time: each wave may raise the bar for the next
    for start in range(0, len(ranked), wave):
        todo = [s for s in ranked[start:start + wave] if _bound_or(free.get(s), 0.0) < best]
        if not todo:
            break  # in order of bound: every sizing left is ruled out too
        found = run(1, [m for s in todo for m in space.sizings[s]], share)
        best = min(best, _best_objective(found.values()))
    latest = _latest(log, space.meshes, 1)
    again = [m for m, r in latest.items() if _worth_planning(r, best, options.gap)]
    if again:
        run(2, again, options.time_limit)
        latest = _latest(log, space.meshes, 2)
    return _verdicts(devices, hardware.name, roles, space, latest, free, log)


def _job(program: str | Path, options: PlanOptions, mesh: str, round_: int, limit: float,
         profile: HardwareProfile | None) -> Job:
    # the certificate needs bounds over every candidate, the pruned ones too
    fields = {**dict(options), "mesh": mesh, "time_limit": limit, "bound_pruned": True}
    if profile is not None:
        fields["hardware"] = profile
    # a job stops a plan gone astray; the plan keeps its own limit well within this
    return Job(program=str(program), id=f"{round_}-{mesh}", **fields,
               timeout=max(600.0, 10 * limit))


def _latest(log: Path, meshes: list[str], last_round: int) -> dict[str, dict[str, Any]]:
    """Per mesh, the record of its last round from 1 to ``last_round`` (or of round 0
    alone, when that is ``last_round``), with the round in ``round``."""
    found: dict[str, dict[str, Any]] = {}
    wanted = set(meshes)
    first_round = 0 if last_round == 0 else 1
    for record in read_records(log):
        head, _, mesh = str(record["id"]).partition("-")
        if mesh not in wanted or not head.isdigit():
            continue
        round_ = int(head)
        if first_round <= round_ <= last_round and \
                round_ >= found.get(mesh, {}).get("round", -1):
            found[mesh] = {**record, "round": round_}
    return found


def _ok(record: dict[str, Any] | None) -> bool:
    return record is not None and record.get("status") == "ok"


def _bound_or(record: dict[str, Any] | None, default: float) -> float:
    return record["bound_s"] if _ok(record) and record is not None else default


def _best_objective(records: Any) -> float:
    """The lowest objective of the plans among ``records``: bounds are the solver's, so
    they rule meshes out against its objective (the step time to the model's error)."""
    return min((r["objective_s"] for r in records if _ok(r)), default=math.inf)


def _worth_planning(record: dict[str, Any] | None, best: float, gap: float) -> bool:
    """Whether planning a mesh again at the full limit may beat ``best`` (an objective):
    the bound over what any plan of it may choose is below it (over the strategies the
    encoder keeps whatever the time, where the time did not choose them), and its own
    gap is not closed yet."""
    if not _ok(record):
        return False
    assert record is not None
    kept = record.get("kept_bound_s")
    bound = record["bound_s"] if kept is None else kept
    return record["round"] == 1 and bound < best and record["gap"] > gap


def _verdicts(devices: int, hardware: str, roles: list[str], space: Space,
              latest: dict[str, dict[str, Any]], free: dict[tuple[Any, ...], dict[str, Any]],
              log: Path) -> MeshSearch:
    best = _best_objective(latest.values())
    results = [_result(m, space.alike[m], latest.get(m), free.get(space.sizing_of(m)), best)
               for m in space.meshes]
    results.sort(key=lambda r: (r.step_time_s is None, r.step_time_s or 0.0,
                                r.verdict == "no plan", r.mesh))
    bounds = [r.bound_s for r in results if r.bound_s is not None]
    certificate = None
    if results and results[0].step_time_s is not None:
        results[0] = results[0].model_copy(update={"verdict": "best"})
        certificate = max(0.0, 1.0 - min(bounds) / best)  # the lowest objective
    return MeshSearch(devices=devices, hardware=hardware, roles=roles, results=results,
                      certificate=certificate, log=str(log),
                      uncertain=[r.mesh for r in results if not r.bound_over_all])


def _result(mesh: str, alike: list[str], r: dict[str, Any] | None,
            free: dict[str, Any] | None, best: float) -> MeshResult:
    """One representative's row: its last plan, or the order-free bound that ruled it
    out, or why it has no plan."""
    if r is None and _ok(free):
        assert free is not None
        return MeshResult(mesh=mesh, alike=alike, verdict="ruled out", rounds=0,
                          bound_s=free["bound_s"], bound_over_all=free["bound_over_all"])
    if not _ok(r):
        error = (r or free or {}).get("error", "not planned")
        return MeshResult(mesh=mesh, alike=alike, verdict="no plan",
                          rounds=(r or {}).get("round", 0), error=error)
    assert r is not None
    verdict = "ruled out" if r["bound_s"] >= best and r["round"] == 1 else "planned"
    return MeshResult(
        mesh=mesh, alike=alike, verdict=verdict, rounds=r["round"], status=r["solver_status"],
        step_time_s=r["step_time_s"], compute_s=r["compute_s"],
        communication_s=r["communication_s"], peak_memory_bytes=r["peak_memory_bytes"],
        bytes_by_kind=r["bytes_by_kind"], objective_s=r["objective_s"], bound_s=r["bound_s"],
        bound_over_all=r["bound_over_all"], gap=r["gap"], solve_s=r["solve_s"],
        plan=r["annotated"])


def copy_best_plan(search: MeshSearch, output: str | Path) -> None:
    """Write the best mesh's annotated module to ``output``."""
    best = search.best
    if best is None or best.plan is None:
        raise PlannerError("no mesh was planned: no plan to write", path_loc(output))
    write_text(str(output), Path(best.plan).read_text())
