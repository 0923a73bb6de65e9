"""Outputs are atomic, at exactly the path given, never over an input; a batch log has one
writer at a time and job ids stay inside the output folder. Every failure is one line."""

from __future__ import annotations

import json
import os
from pathlib import Path

import numpy as np
import pytest

import planner
from planner.batch.runner import _exclusive, run_batch
from planner.cli import main
from planner.files import atomic_output, together, write_text
from planner.model.ir.diagnostics import PlannerError
from tests.batch.jobs import scripted_job

EXAMPLE = Path(planner.__file__).parent / "examples" / "mlp.mlir"


def _one_line(capsys: pytest.CaptureFixture[str]) -> str:
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err, err
    return err.rstrip("\n")


def test_a_failed_write_leaves_the_old_file_and_no_temporary(tmp_path: Path) -> None:
    target = tmp_path / "out.mlir"
    target.write_text("old\n")
    with pytest.raises(RuntimeError), atomic_output(target) as f:
        f.write(b"half of the new")
        raise RuntimeError("disk full, say")
    assert target.read_text() == "old\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.mlir"]
    write_text(target, "new\n")
    assert target.read_text() == "new\n" and len(list(tmp_path.iterdir())) == 1


def test_outputs_written_together_land_all_or_none(tmp_path: Path) -> None:
    first, second = tmp_path / "first.txt", tmp_path / "second.txt"
    second.write_text("old\n")
    with pytest.raises(RuntimeError), together():
        write_text(first, "new\n")
        write_text(second, "new\n")
        assert not first.exists() and second.read_text() == "old\n"  # staged, not landed
        raise RuntimeError("the command failed after writing")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["second.txt"]
    assert second.read_text() == "old\n"
    with together():
        write_text(first, "new\n")
        with together():  # an inner block leaves it to the outer one
            write_text(second, "new\n")
        assert not first.exists() and second.read_text() == "old\n"
    assert first.read_text() == second.read_text() == "new\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["first.txt", "second.txt"]


@pytest.mark.parametrize("command", [
    ["plan", "{src}", "-o", "{a}", "--report", "/dev/full"],
    ["whatif", "{src}", "--mesh", "x=2", "--csv", "{a}", "--json", "/dev/full"],
    ["simulate", "{src}", "--outputs", "{a}", "--report", "/dev/full"],
])
def test_a_command_that_fails_on_one_output_leaves_none(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], command: list[str]) -> None:
    a = tmp_path / "a.out"
    assert main([w.format(src=EXAMPLE, a=a) for w in command]) == 1
    err = capsys.readouterr().err  # (plan prints its summary first)
    assert "Traceback" not in err
    assert err.splitlines()[-1] == \
        "/dev/full:0:0: error: cannot write output: No space left on device"
    assert list(tmp_path.iterdir()) == []


def test_a_symlinked_output_writes_the_file_it_names(tmp_path: Path) -> None:
    real, link = tmp_path / "real.txt", tmp_path / "link.txt"
    real.write_text("old\n")
    link.symlink_to(real)
    write_text(link, "new\n")
    assert link.is_symlink() and real.read_text() == "new\n"


def test_plan_refuses_to_overwrite_its_input(tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "a.mlir"
    src.write_text(EXAMPLE.read_text())
    assert main(["plan", str(src), "-o", str(src)]) == 1
    assert _one_line(capsys) == f"{src}:0:0: error: refusing to overwrite the input {src}"
    assert src.read_text() == EXAMPLE.read_text()
    assert main(["fmt", str(src), "-o", str(tmp_path / ".." / tmp_path.name / "a.mlir")]) == 1


def test_outputs_go_to_the_exact_path_or_say_why_not(tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "x.bin"
    assert main(["simulate", str(EXAMPLE), "--outputs", str(out)]) == 0
    capsys.readouterr()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["x.bin"]
    assert list(np.load(out)) == ["out0"]
    assert main(["simulate", str(EXAMPLE), "--outputs", "/dev/full"]) == 1
    assert _one_line(capsys) == "/dev/full:0:0: error: cannot write output: No space left on device"
    missing = tmp_path / "no" / "such.mlir"
    assert main(["fmt", str(EXAMPLE), "-o", str(missing)]) == 1
    assert _one_line(capsys) == f"{missing}:0:0: error: cannot write output: No such file or directory"
    assert main(["fmt", str(EXAMPLE), "-o", str(tmp_path)]) == 1
    assert _one_line(capsys) == f"{tmp_path}:0:0: error: cannot write output: is a directory"


def test_plot_names_and_folders(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("matplotlib")
    from planner.whatif.plot import plot
    from planner.whatif.variants import Variant, VariantResult

    results = [VariantResult(variant=Variant(), status="optimal", step_time_s=1e-3,
                             compute_s=5e-4, communication_s=5e-4, peak_memory_bytes=2**20)]
    with pytest.raises(PlannerError, match=r"the plot is a PNG image: name it \.png, not \.mlir"):
        plot(results, tmp_path / "p.mlir")
    with pytest.raises(PlannerError, match="cannot write output: No such file or directory"):
        plot(results, tmp_path / "no" / "p.png")
    plot(results, tmp_path / "p")  # no suffix: written as given
    assert (tmp_path / "p").read_bytes()[:4] == b"\x89PNG"


def test_non_finite_limits_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    for value in ("nan", "inf", "-1"):
        assert main(["plan", str(EXAMPLE), "--time-limit", value]) == 1
        assert "planner:0:0: error: --time-limit:" in _one_line(capsys)
    assert planner.plan(EXAMPLE, time_limit=5, memory_cap="16GiB").report.solver.status in (
        "optimal", "feasible")


def _manifest(tmp_path: Path, lines: list[dict]) -> Path:
    (tmp_path / "a.mlir").write_text("module @a {}\n")
    path = tmp_path / "m.jsonl"
    path.write_text("".join(json.dumps(x) + "\n" for x in lines))
    return path


@pytest.mark.parametrize("job_id", ["../../x", "/abs/x", "a/b", "..", "", "-x", "a\\b"])
def test_job_ids_must_be_plain_file_names(tmp_path: Path, job_id: str) -> None:
    m = _manifest(tmp_path, [{"program": "a.mlir", "id": "ok"},
                             {"program": "a.mlir", "id": job_id}])
    with pytest.raises(PlannerError) as e:
        run_batch(m, tmp_path / "out.jsonl", job_fn=scripted_job, progress=False)
    assert str(e.value).startswith(f"{m}:2:1: error: invalid job: id: '{job_id}' is not a "
                                   "plain file name")
    assert not (tmp_path / "out.jsonl").exists()


def test_batch_log_is_not_the_manifest_nor_a_folder_and_has_one_writer(tmp_path: Path) -> None:
    m = _manifest(tmp_path, [{"program": "a.mlir", "id": "a"}])
    before = m.read_text()
    with pytest.raises(PlannerError, match="refusing to overwrite the input"):
        run_batch(m, m, job_fn=scripted_job, progress=False)
    assert m.read_text() == before
    with pytest.raises(PlannerError, match="the results log is a directory"):
        run_batch(m, tmp_path, job_fn=scripted_job, progress=False)
    out = tmp_path / "out.jsonl"
    with _exclusive(out), pytest.raises(PlannerError, match="another batch is writing"):
        run_batch(m, out, job_fn=scripted_job, progress=False)
    assert run_batch(m, out, job_fn=scripted_job, progress=False).statuses["ok"] == 1


def test_binary_manifest_and_log_are_one_line_errors_or_skipped(tmp_path: Path) -> None:
    m = tmp_path / "m.jsonl"
    m.write_bytes(b"\xff\xfe\x00binary")
    with pytest.raises(PlannerError, match="the manifest is not UTF-8 text"):
        run_batch(m, tmp_path / "out.jsonl", job_fn=scripted_job, progress=False)
    m = _manifest(tmp_path, [{"program": "a.mlir", "id": "a"}])
    log = tmp_path / "out.jsonl"
    log.write_bytes(os.urandom(64) + b"\n")
    summary = run_batch(m, log, resume=True, job_fn=scripted_job, progress=False)
    assert (summary.skipped, summary.statuses["ok"]) == (0, 1)


def _refused(tmp_path: Path, capsys: pytest.CaptureFixture[str], command: list[str],
             name: str) -> tuple[Path, str]:
    """Run ``command`` on a copy of the example with ``{f}`` naming a file that holds
    "kept": it must fail, leave the file as it was, and say one line (returned)."""
    src, f = tmp_path / "p.mlir", tmp_path / name
    src.write_text(EXAMPLE.read_text())
    f.write_text("kept\n")
    assert main([c.format(src=src, f=f) for c in command]) == 1
    line = _one_line(capsys)
    assert f.read_text() == "kept\n"
    return f, line


@pytest.mark.parametrize("command", [
    ["plan", "{src}", "-o", "{f}", "--report", "{f}"],
    ["whatif", "{src}", "--mesh", "x=2", "--csv", "{f}", "--json", "{f}"],
])
def test_two_outputs_of_one_command_never_name_one_file(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], command: list[str]) -> None:
    _, line = _refused(tmp_path, capsys, command, "a.out")
    assert "name the same file" in line


@pytest.mark.parametrize("command", [
    ["plan", "{src}", "--hardware", "{f}", "--report", "{f}"],
    ["cost", "{src}", "--hardware", "{f}", "--report", "{f}"],
    ["whatif", "{src}", "--hardware", "{f}", "--json", "{f}"],
    ["simulate", "{src}", "--inputs", "{f}", "--outputs", "{f}"],
])
def test_no_output_replaces_a_file_the_command_reads(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], command: list[str]) -> None:
    read, line = _refused(tmp_path, capsys, command, "read.json")
    assert line == f"{read}:0:0: error: refusing to overwrite the input {read}"


def test_a_read_only_output_is_not_replaced(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "out.mlir"
    out.write_text("kept\n")
    out.chmod(0o444)
    assert main(["fmt", str(EXAMPLE), "-o", str(out)]) == 1
    assert _one_line(capsys) == f"{out}:0:0: error: cannot write output: the file is read-only"
    assert out.read_text() == "kept\n"


def test_a_batch_log_never_replaces_a_program_it_plans(tmp_path: Path) -> None:
    m = _manifest(tmp_path, [{"program": "a.mlir", "id": "a"}])
    program = tmp_path / "a.mlir"
    program.write_text(EXAMPLE.read_text())
    with pytest.raises(PlannerError, match="refusing to overwrite the input"):
        run_batch(m, program, job_fn=scripted_job, progress=False)
    assert program.read_text() == EXAMPLE.read_text()
