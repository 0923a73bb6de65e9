"""A real batch: the bundled example and a corpus program planned under two meshes, one
simulated, one job failing on a mesh its annotations do not fit; every record carries
the report's figures and the annotated module, which verifies and keeps the plan."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import planner
from planner.batch.results import read_records
from tests.conftest import CORPUS

EXAMPLE = Path(planner.__file__).parent / "examples" / "mlp.mlir"


def _fresh_batch(manifest: Path, out: Path) -> subprocess.CompletedProcess[str]:
    """``planner batch`` with two workers in a fresh process, as a user runs it: its
    forked workers inherit no threads an earlier test started (Ray's, jax's), which a
    fork does not carry over."""
    return subprocess.run([sys.executable, "-m", "planner", "batch", str(manifest), "--out",
                           str(out), "--workers", "2"], capture_output=True, text=True,
                          check=False)


def test_real_jobs_plan_simulate_and_fail_cleanly(tmp_path: Path) -> None:
    small = {"time_limit": 3, "workers": 1, "memory_weight": 0}  # the fastest plans
    jobs = [
        {"id": "mlp", "program": str(EXAMPLE), "solver": small, "simulate": True},
        {"id": "mlp-4x2", "program": str(EXAMPLE), "mesh": "data=4,model=2", "solver": small},
        {"id": "tp", "program": str(CORPUS / "mlp2_2x4_tp.mlir"), "solver": small},
        # the example pins "data" on a dimension of 64; a mesh without "data" cannot hold it
        {"id": "bad-mesh", "program": str(EXAMPLE), "mesh": "x=8", "solver": small},
    ]
    manifest = tmp_path / "jobs.jsonl"
    manifest.write_text("".join(json.dumps(j) + "\n" for j in jobs))
    out = tmp_path / "results.jsonl"
    done = _fresh_batch(manifest, out)
    assert done.returncode == 1  # a job failed
    by_id = {r["id"]: r for r in read_records(out)}
    assert sorted(r["status"] for r in by_id.values()) == ["failed", "ok", "ok", "ok"]
    for key in ("mlp", "mlp-4x2", "tp"):
        r = by_id[key]
        assert r["status"] == "ok" and r["step_time_s"] > 0 and r["peak_memory_bytes"] > 0
        assert r["solver_status"] in ("optimal", "feasible") and r["gap"] <= 1e-3
        module = planner.load(r["annotated"])
        assert planner.verify(module) == []
        report = json.loads(Path(r["report"]).read_text())
        assert report["cost"]["step_time_s"] == r["step_time_s"]
    assert by_id["mlp"]["simulation"]["ok"] is True
    assert by_id["mlp-4x2"]["mesh"] == '@mesh = <["data"=4, "model"=2]>'
    assert "error" in by_id["bad-mesh"] and by_id["bad-mesh"]["status"] == "failed"


def test_pool_workers_plan_without_jax_loaded(tmp_path: Path) -> None:
    # A fresh process, as a user's `planner batch` is: no jax loaded, so a plan would
    # price Shardy's plan in a child, which a daemonic pool worker may not have.
    jobs = [{"id": f"mlp-{i}", "program": str(EXAMPLE), "solver": {"time_limit": 3}}
            for i in range(2)]
    manifest = tmp_path / "jobs.jsonl"
    manifest.write_text("".join(json.dumps(j) + "\n" for j in jobs))
    out = tmp_path / "results.jsonl"
    done = _fresh_batch(manifest, out)
    assert done.returncode == 0, done.stderr
    records = read_records(out)
    assert [r["status"] for r in records] == ["ok", "ok"]
    for r in records:  # Shardy's plan priced, whichever process did it
        assert json.loads(Path(r["report"]).read_text())["baseline"]["step_time_s"] > 0
