"""Batch runs: manifests, failures, time limits, resume after a kill, the Ray executor."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
import types
from pathlib import Path

import pytest

from planner.batch.local import THREADED_MODULES, worker_context
from planner.batch.manifest import load_manifest
from planner.batch.results import read_records
from planner.batch.runner import _exclusive, run_batch
from planner.cli import main
from planner.model.ir.diagnostics import PlannerError
from tests.batch.jobs import scripted_job
from tests.conftest import REPO


def _programs(tmp_path: Path, names: list[str]) -> list[Path]:
    paths = []
    for n in names:
        p = tmp_path / f"{n}.mlir"
        p.write_text(f"module @{n} {{}}\n")
        paths.append(p)
    return paths


def _manifest(tmp_path: Path, names: list[str], **extra: object) -> Path:
    lines = [json.dumps({"program": f"{n}.mlir", "id": n, **extra}) for n in names]
    path = tmp_path / "jobs.jsonl"
    _programs(tmp_path, names)
    path.write_text("\n".join(lines) + "\n")
    return path


def _stable(records: list[dict]) -> list[dict]:
    return sorted(({k: v for k, v in r.items() if k != "elapsed_s"} for r in records),
                  key=lambda r: r["id"])


def test_jsonl_manifest_with_defaults(tmp_path: Path) -> None:
    path = tmp_path / "m.jsonl"
    path.write_text('{"program": "a.mlir", "mesh": "x=4,y=2", "memory_cap": "16GiB"}\n'
                    '# a comment\n\n'
                    '{"program": "/abs/b.mlir", "id": "b", "solver": {"time_limit": 5, '
                    '"method": "greedy"}, "pins": ["arg0=[{\\"x\\"}, {}]"]}\n')
    a, b = load_manifest(path)
    assert a.program == str(tmp_path / "a.mlir") and a.memory_cap == 16 * 2**30
    assert a.hardware == "h100-8" and a.method == "cpsat" and not a.simulate
    assert a.key.startswith("a-") and len(a.key) == 12 and a.key == load_manifest(path)[0].key
    assert (b.key, b.program, b.time_limit, b.pins) == ("b", "/abs/b.mlir", 5.0,
                                                                ('arg0=[{"x"}, {}]',))


@pytest.mark.parametrize(("text", "message"), [
    ('{"program": "a.mlir"}\n{"program": "b.mlir", "mesh": "x4"}\n',
     "m.jsonl:2:1: error: invalid job: mesh: bad mesh 'x4': expected NAME=SIZE,... (e.g. "
     "x=4,y=2)"),
    ('{"program": "a.mlir"}\n\n{"progrm": "b.mlir"}\n',
     "m.jsonl:3:1: error: invalid job: program: Field required"),
    ('{"program": "a.mlir", "solver": {"method": "magic"}}\n',
     "m.jsonl:1:1: error: invalid job: method: Input should be 'cpsat' or 'greedy'"),
    ('{"program": "a.mlir", "solver": {"strategy": "greedy"}}\n',
     "m.jsonl:1:1: error: invalid job: solver.strategy is not a solver option "
     "(time_limit, method, seed, workers, gap, memory_weight)"),
    ('{"program": "a.mlir", "memory_cap": "lots"}\n',
     "m.jsonl:1:1: error: invalid job: memory_cap: 'lots' is not a size "
     "(e.g. 16GiB, 512MB, 1000000)"),
    ('{"program": "a.mlir"}\n{"program": "a.mlir",\n',
     "m.jsonl:2:22: error: malformed JSON: Expecting property name enclosed in double quotes"),
    ('{"program": "a.mlir", "id": "j"}\n{"program": "b.mlir", "id": "j"}\n',
     "m.jsonl:2:1: error: duplicate job id 'j' (first at line 1)"),
    ('[1]\n', "m.jsonl:1:1: error: a job must be an object"),
    ('\n', "m.jsonl:0:0: error: manifest has no jobs"),
])
def test_manifest_errors_name_the_line(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "m.jsonl"
    path.write_text(text)
    with pytest.raises(PlannerError) as e:
        load_manifest(path)
    assert str(e.value) == f"{tmp_path}/{message}"


def test_toml_manifest_errors_at_the_job_header(tmp_path: Path) -> None:
    path = tmp_path / "m.toml"
    path.write_text('[[job]]\nprogram = "a.mlir"\n\n[[job]]\nprogram = "b.mlir"\n'
                    'timeout = -1\n')
    with pytest.raises(PlannerError) as e:
        load_manifest(path)
    assert str(e.value) == (f"{path}:4:1: error: invalid job: timeout: "
                            "Input should be greater than 0")
    path.write_text('[[job]]\nprogram = "a.mlir"\nhardware = "tpu-v5p"\nsimulate = true\n')
    (job,) = load_manifest(path)
    assert (job.hardware, job.simulate) == ("tpu-v5p", True)
    path.write_text('[[job]]\nprogram = \n')
    with pytest.raises(PlannerError, match=r"m.toml:2:\d+: error: malformed TOML: "):
        load_manifest(path)


def test_failing_and_hanging_jobs_do_not_stop_the_batch(tmp_path: Path) -> None:
    names = ["a", "fail", "usererror", "hang", "die", "b"]
    manifest = _manifest(tmp_path, names, timeout=2)
    out = tmp_path / "results.jsonl"
    summary = run_batch(manifest, out, workers=2, job_fn=scripted_job, progress=False)
    by_id = {r["id"]: r for r in read_records(out)}
    assert set(by_id) == set(names) and summary.statuses == {"ok": 2, "failed": 3, "timeout": 1}
    assert by_id["a"]["chars"] == len("module @a {}\n") and by_id["a"]["status"] == "ok"
    assert by_id["fail"]["error"].startswith("ValueError: boom at ")
    assert by_id["usererror"]["error"] == f"{tmp_path}/usererror.mlir:2:5: error: no plan"
    assert by_id["hang"] == {**by_id["hang"], "status": "timeout",
                             "error": "stopped after its time limit of 2 s"}
    assert by_id["die"]["error"] == "worker died (exit code 3)"
    assert (tmp_path / "results.jsonl.plans" / "b.mlir").read_text() == "MODULE @B {}\n"


def test_workers_fork_from_a_clean_server_where_native_threads_run(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # With Ray (or jax) loaded, a fork would copy their locks without the threads that
    # hold them: the workers start from a server that imported planner alone, and the
    # jobs end as they do forked.
    monkeypatch.setitem(sys.modules, "ray", sys.modules.get("ray") or types.ModuleType("ray"))
    assert worker_context().get_start_method() == "forkserver"
    manifest = _manifest(tmp_path, ["a", "fail", "die", "b"])
    summary = run_batch(manifest, tmp_path / "r.jsonl", workers=2, job_fn=scripted_job,
                        progress=False)
    by_id = {r["id"]: r for r in read_records(tmp_path / "r.jsonl")}
    assert summary.statuses == {"ok": 2, "failed": 2}
    assert by_id["die"]["error"] == "worker died (exit code 3)"
    assert (tmp_path / "r.jsonl.plans" / "b.mlir").read_text() == "MODULE @B {}\n"
    monkeypatch.delitem(sys.modules, "ray")
    if threading.active_count() == 1 and not any(m in sys.modules for m in THREADED_MODULES):
        assert worker_context().get_start_method() == "fork"


def test_resume_after_a_kill_gives_the_uninterrupted_results(tmp_path: Path) -> None:
    names = [f"p{i}" for i in range(8)] + ["fail"]
    manifest = _manifest(tmp_path, names)
    whole = tmp_path / "whole.jsonl"
    run_batch(manifest, whole, workers=2, job_fn=scripted_job, progress=False)

    out = tmp_path / "killed.jsonl"
    script = ("import sys; from planner.batch.runner import run_batch; "
              "from tests.batch.jobs import scripted_job; "
              f"run_batch({str(manifest)!r}, {str(out)!r}, workers=1, job_fn=scripted_job, "
              "progress=False)")
    env = {**os.environ, "SCRIPTED_JOB_SLEEP": "0.3", "PYTHONPATH": str(REPO)}
    proc = subprocess.Popen([sys.executable, "-c", script], env=env, start_new_session=True)
    deadline = time.monotonic() + 60
    while len(read_records(out)) < 3 and time.monotonic() < deadline:
        time.sleep(0.05)
    os.killpg(proc.pid, signal.SIGKILL)  # the run and its worker, mid-job
    proc.wait()
    while time.monotonic() < deadline:  # the worker dies a moment later (its lock with it)
        try:
            os.killpg(proc.pid, 0)
        except ProcessLookupError:
            break
        time.sleep(0.01)
    with out.open("a") as f:
        f.write('{"id": "p7", "status": "ok", "chars"')  # a record torn by the crash
    partial = read_records(out)
    assert 3 <= len(partial) < len(names)

    summary = run_batch(manifest, out, workers=2, job_fn=scripted_job, resume=True,
                        progress=False)
    assert summary.skipped == len(partial)
    assert _stable(read_records(out)) == _stable(read_records(whole))


def test_cli_batch(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                   monkeypatch: pytest.MonkeyPatch) -> None:
    manifest = _manifest(tmp_path, ["a", "fail"])
    monkeypatch.setattr("planner.batch.job.plan_job", scripted_job)
    code = main(["batch", str(manifest), "--out", str(tmp_path / "r.jsonl")])
    out, _ = capsys.readouterr()
    assert (code, out) == (1, "2 jobs: 1 ok, 1 failed, 0 skipped\n")
    code = main(["batch", str(manifest), "--out", str(tmp_path / "r.jsonl"), "--resume"])
    assert (code, capsys.readouterr().out) == (0, "2 jobs: 0 ok, 0 failed, 2 skipped\n")
    assert main(["batch", str(manifest), "--out", "x.jsonl", "--executor", "slurm"]) == 1
    assert capsys.readouterr().err == ("planner:0:0: error: unknown executor 'slurm' "
                                       "(expected local, ray or ray:ADDRESS)\n")


def test_ray_executor_runs_a_small_batch(tmp_path: Path) -> None:
    ray = pytest.importorskip("ray")
    import tests.batch.jobs

    ray.cloudpickle.register_pickle_by_value(tests.batch.jobs)
    manifest = _manifest(tmp_path, ["a", "b", "fail", "hang", "die"], timeout=5)
    out = tmp_path / "ray.jsonl"
    summary = run_batch(manifest, out, workers=2, executor="ray", job_fn=scripted_job,
                        progress=False)
    by_id = {r["id"]: r for r in read_records(out)}
    assert summary.statuses == {"ok": 2, "failed": 2, "timeout": 1}
    # its worker died on every try: retried, then recorded, and the batch went on
    assert by_id["die"]["error"].startswith("ray task failed after 2 retries")
    assert by_id["b"]["chars"] == len("module @b {}\n")
    assert by_id["fail"]["error"].startswith("ValueError: boom")


def _alive(pid: int) -> bool:
    """Running (a zombie nobody reaped yet counts as gone)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, IndexError):
        return False
    return state != "Z"


_BATCH = """
import sys
from planner.batch.runner import _exclusive, run_batch
from tests.batch.jobs import scripted_job
run_batch(sys.argv[1], sys.argv[2], workers=2, job_fn=scripted_job, progress=False)
"""


def test_no_worker_outlives_a_killed_batch(tmp_path: Path) -> None:
    manifest = _manifest(tmp_path, ["hang1", "hang2"], timeout=600)
    out = tmp_path / "out.jsonl"
    parent = subprocess.Popen([sys.executable, "-c", _BATCH, str(manifest), str(out)],
                              cwd=REPO)
    pid_files = [tmp_path / "out.jsonl.plans" / f"{n}.pid" for n in ("hang1", "hang2")]
    deadline = time.monotonic() + 60
    while not all(p.exists() and p.read_text() for p in pid_files):
        assert time.monotonic() < deadline and parent.poll() is None
        time.sleep(0.05)
    workers = [int(p.read_text()) for p in pid_files]
    assert all(_alive(w) for w in workers)
    parent.send_signal(signal.SIGKILL)
    parent.wait()
    with _exclusive(out):  # the log's lock went with the batch, not with its workers
        pass
    deadline = time.monotonic() + 10
    while any(_alive(w) for w in workers) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not any(_alive(w) for w in workers)
