"""A hostile environment: FIFOs for input and output, signals in the middle of a plan,
and concurrent calls of the Python API. Nothing is lost or half written, and a plan is
the same plan whoever else is planning."""

from __future__ import annotations

import hashlib
import importlib.util
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

import planner
from tests.conftest import CORPUS

EXAMPLE = Path(planner.__file__).parent / "examples" / "mlp.mlir"


def test_a_plan_reads_and_writes_fifos(tmp_path: Path) -> None:
    src, dst = tmp_path / "in.fifo", tmp_path / "out.fifo"
    os.mkfifo(src)
    os.mkfifo(dst)
    got: list[bytes] = []

    def feed() -> None:
        with src.open("wb") as f:
            f.write(EXAMPLE.read_bytes())

    def drain() -> None:
        with dst.open("rb") as f:
            got.append(f.read())

    threads = [threading.Thread(target=feed), threading.Thread(target=drain)]
    for t in threads:
        t.start()
    done = subprocess.run([sys.executable, "-m", "planner", "plan", str(src), "-o", str(dst)],
                          capture_output=True, text=True, timeout=120)
    for t in threads:
        t.join(timeout=60)
    assert done.returncode == 0, done.stderr
    # The output went through the FIFO, which is still one (not replaced by a file).
    assert got and planner.parse(got[0].decode()).entry_function().sym_name == "main"
    assert dst.is_fifo() and sorted(p.name for p in tmp_path.iterdir()) == \
        ["in.fifo", "out.fifo"]


def _state(pid: int) -> tuple[int, str] | None:
    """A process's parent and state letter (Linux's /proc), None once it is gone."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return None
    return int(fields[1]), fields[0]


def _children(pid: int) -> list[int]:
    """The live processes whose parent is ``pid``."""
    return [int(p.name) for p in Path("/proc").glob("[0-9]*")
            if (st := _state(int(p.name))) is not None and st[0] == pid and st[1] != "Z"]


def _until_planning(proc: subprocess.Popen[bytes]) -> None:
    """Wait until ``proc`` (``planner plan``) is past its start-up: its child pricing
    Shardy's plan exists (after the program is prepared), else a second has passed (an
    interrupt while Python imports the package is Python's to report)."""
    deadline = time.monotonic() + (30 if sys.platform.startswith("linux") and
                                   importlib.util.find_spec("jaxlib") else 1.0)
    while not _children(proc.pid) and proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.02)


@pytest.mark.parametrize(("sig", "code"), [(signal.SIGINT, 130), (signal.SIGTERM,
                                                                  -signal.SIGTERM)])
def test_a_signal_mid_plan_leaves_no_file(tmp_path: Path, sig: signal.Signals,
                                          code: int) -> None:
    out = tmp_path / "plan.mlir"
    proc = subprocess.Popen([sys.executable, "-m", "planner", "plan",
                             str(CORPUS / "gpt8_2x4_tp.mlir"), "-o", str(out), "--report",
                             str(tmp_path / "plan.json"), "--time-limit", "30"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    _until_planning(proc)
    assert proc.poll() is None
    proc.send_signal(sig)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == code
    assert b"Traceback" not in err
    assert list(tmp_path.iterdir()) == []


@pytest.mark.jax
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="forks on Linux only")
def test_shardys_plan_in_a_child_dies_with_the_plan(tmp_path: Path) -> None:
    pytest.importorskip("jaxlib")
    proc = subprocess.Popen([sys.executable, "-m", "planner", "plan",
                             str(CORPUS / "gpt8_2x4_tp.mlir"), "-o", str(tmp_path / "o.mlir"),
                             "--time-limit", "30"], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)
    deadline = time.monotonic() + 30
    while not (children := _children(proc.pid)) and proc.poll() is None:
        assert time.monotonic() < deadline
        time.sleep(0.02)
    assert children, "the plan ended before it asked for Shardy's plan"
    proc.kill()
    proc.communicate(timeout=10)  # nothing left holding its output open
    while any((st := _state(c)) is not None and st[1] != "Z" for c in children):
        assert time.monotonic() < deadline, "the child outlived the plan"
        time.sleep(0.05)


def _digest(path: Path) -> tuple[str, float]:
    # (deterministic work budgets: threads slow each other down, never change a plan; the
    # three together take well under the limit, so its ceiling cuts nothing)
    result = planner.plan(path, time_limit=10)
    return hashlib.sha256(result.text().encode()).hexdigest(), result.report.solver.objective_s


def test_concurrent_api_calls_give_the_plans_of_sequential_ones() -> None:
    programs = [CORPUS / f"{n}.mlir" for n in ("gpt1_2x4_tp", "conv_4x2_tp", "moe_2x4_tp")]
    alone = {p.name: _digest(p) for p in programs}
    together: dict[str, tuple[str, float]] = {}
    errors: list[str] = []

    def run(p: Path) -> None:
        try:
            together[p.name] = _digest(p)
        except Exception as e:  # reported below, with the program's name
            errors.append(f"{p.name}: {type(e).__name__}: {e}")

    threads = [threading.Thread(target=run, args=(p,)) for p in programs]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert together == alone
