"""The real job: plan one program as the manifest says, write the annotated MLIR and the
full report next to it, and return the report's headline figures (and the simulation's,
when asked)."""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import TYPE_CHECKING, Any

from planner.batch.manifest import Job
from planner.files import write_text

if TYPE_CHECKING:
    from planner.planning.report import PlanReport


def preload() -> None:
    """Import what every job needs (the planner, the solver, the simulator), once,
    in the process that forks the local workers."""
    import planner.passes.registry
    import planner.planning.plan
    import planner.runtime.simulate

    planner.passes.registry.passes()  # the pass modules and pipelines


# A file name holds at most 255 bytes; the longest a job writes ends in this.
_LONGEST_SUFFIX = ".report.json"


def file_stem(key: str) -> str:
    """Job ``key`` as the stem of its files' names: shortened, with a digest of the whole
    key to keep it unique, where it would make a name longer than 255 bytes."""
    limit = 255 - len(_LONGEST_SUFFIX)
    raw = key.encode()
    if len(raw) <= limit:
        return key
    digest = hashlib.sha1(raw).hexdigest()[:10]
    return f"{raw[:limit - len(digest) - 1].decode(errors='ignore')}-{digest}"


def bound_figures(report: PlanReport) -> dict[str, Any]:
    """The lower bound a plan's solve proved (the encoder's model) and whether it holds
    over every candidate strategy or only over those the solve kept; and the bound over
    the strategies any plan of the same options may choose, however long it runs (None
    where the time decided them: the solver's own cap, a coarser encoding)."""
    s = report.solver
    over_all = s.bound_all_s is not None or (s.strategies_pruned == 0 and not s.phase_encoding)
    any_time = s.solver_capped == 0 and not s.phase_encoding
    return {"bound_s": s.bound_all_s if s.bound_all_s is not None else s.bound_s,
            "bound_over_all": over_all, "objective_s": s.objective_s,
            "kept_bound_s": s.bound_s if any_time else None}


def plan_job(job: Job, out_dir: Path) -> dict[str, Any]:
    """Plan ``job``; its annotated module goes to ``OUT_DIR/ID.mlir``, the whole report to
    ``OUT_DIR/ID.report.json``."""
    from planner.model.text.io import parse_file
    from planner.planning.plan import plan

    result = plan(parse_file(job.program), job.plan_options())
    stem = file_stem(job.key)
    path = out_dir / f"{stem}.mlir"
    write_text(path, result.text())
    report_path = out_dir / f"{stem}.report.json"
    r = result.report
    write_text(report_path, r.model_dump_json(indent=1) + "\n")
    figures: dict[str, Any] = {
        "annotated": str(path), "report": str(report_path), "mesh": r.mesh,
        "step_time_s": r.step_time_s, "compute_s": r.compute_s,
        "communication_s": r.communication_s, "bytes_by_kind": r.bytes_by_kind,
        "peak_memory_bytes": r.peak_memory_bytes, "solver_status": r.solver.status,
        "gap": r.solver.gap, "solve_s": r.solver.solve_s, **bound_figures(r)}
    if job.simulate:
        from planner.runtime.simulate import simulate

        sim = simulate(result.module)
        figures["simulation"] = {"ok": sim.ok, "max_rel_error": max(
            (c.max_rel for c in sim.checks), default=0.0)}
    return figures
