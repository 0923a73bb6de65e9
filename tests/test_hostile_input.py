"""Bad input and a hostile environment give one MLIR-style line and exit 1, never a
traceback: an empty module, a full disk behind stdout, a binary hardware profile, a mesh
override without the annotated axis, tensors and meshes too big to simulate."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import planner
from planner.cli import main
from tests.conftest import CORPUS

EXAMPLE = Path(planner.__file__).parent / "examples" / "mlp.mlir"


def _one_line(capsys: pytest.CaptureFixture[str]) -> str:
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err, err
    return err.rstrip("\n")


def test_planning_an_empty_module(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "empty.mlir"
    src.write_text("module {}\n")
    assert main(["plan", str(src)]) == 1
    assert _one_line(capsys) == f"{src}:1:1: error: the module has no function"


def test_stdout_on_a_full_disk() -> None:
    with open("/dev/full", "w") as full:
        proc = subprocess.run([sys.executable, "-m", "planner", "cost", str(EXAMPLE)],
                              stdout=full, stderr=subprocess.PIPE, text=True, timeout=120)
    assert (proc.returncode, proc.stderr) == (
        1, "<stdout>:0:0: error: No space left on device\n")


def test_a_binary_hardware_profile(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    hw = tmp_path / "hw.json"
    hw.write_bytes(b"\xc0\xff\x00\x01")
    assert main(["cost", str(EXAMPLE), "--hardware", str(hw)]) == 1
    assert _one_line(capsys) == f"{hw}:0:0: error: invalid hardware profile: not UTF-8 text"


def test_a_mesh_override_without_the_annotated_axis(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["plan", str(EXAMPLE), "--mesh", "x=8"]) == 1
    assert _one_line(capsys) == (
        f"{EXAMPLE}:5:26: error: 'func.func' op arg 0 sharding: unknown axis name \"data\" in "
        "mesh @mesh (the program on --mesh x=8)")


@pytest.mark.parametrize("size", [2**62, 2**100])
def test_simulating_a_tensor_too_big(tmp_path: Path, size: int,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "big.mlir"
    t = f"tensor<{size}xf32>"
    src.write_text(f"func.func @main(%a: {t}) -> {t} {{\n  %0 = stablehlo.add %a, %a : {t}\n"
                   f"  return %0 : {t}\n}}\n")
    assert main(["simulate", str(src)]) == 1
    assert _one_line(capsys) == (
        f"{src}:1:1: error: {t} holds {4 * size:,} bytes: the simulator holds tensors of at "
        "most 4,294,967,296")


def test_simulating_a_mesh_too_big(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "mesh.mlir"
    t = "tensor<1024x1024xf32>"
    src.write_text('sdy.mesh @mesh = <["x"=1024, "y"=1024]>\n'
                   f'func.func @main(%a: {t} {{sdy.sharding = #sdy.sharding<@mesh, '
                   f'[{{"x"}}, {{"y"}}]>}}) -> {t} {{\n  return %a : {t}\n}}\n')
    assert main(["simulate", str(src)]) == 1
    assert _one_line(capsys) == (
        f"{src}:1:1: error: the mesh has 1048576 devices: the simulator runs at most 1024")


def test_a_solve_stopped_at_its_limit_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    # the greedy method searches until the limit, always
    assert main(["plan", str(CORPUS / "mlp2_2x4_tp.mlir"), "--time-limit", "0.5",
                 "--method", "greedy", "--gap", "0", "--memory-weight", "0"]) == 0
    head = capsys.readouterr().err.splitlines()[0]
    assert ": feasible (stopped at the time limit), objective" in head
