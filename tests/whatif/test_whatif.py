"""What-if studies: variants, warm starts, the table, CSV, JSON and the chart."""

from __future__ import annotations

import csv
import json
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from planner.cli import main
from planner.model.ir.diagnostics import PlannerError, SourceLoc
from planner.planning.mesh_override import parse_mesh_spec
from planner.whatif.explore import explore
from planner.whatif.plot import figure
from planner.whatif.variants import Variant, VariantResult, grid
from tests.conftest import REPO

EXAMPLE = REPO / "examples" / "mlp_2x4.mlir"


def fake_plan(module: Any, variant: Variant, warm_start: Any, options: Any = None) -> Any:
    """Figures that follow from the variant alone, so the tests can state them exactly."""
    if variant.mesh == "data=3":
        raise PlannerError("mesh does not fit", SourceLoc("x.mlir", 1, 1))
    devices = 1
    for axis in parse_mesh_spec(variant.mesh or "data=2,model=4").axes:
        devices *= axis.size
    cap = variant.memory_cap or 2**30
    compute = 8e-3 / devices
    comm = 1e-3 * (cap // 2**20) / 1024
    report = SimpleNamespace(
        solver=SimpleNamespace(status="optimal", gap=0.0), step_time_s=compute + comm,
        compute_s=compute, communication_s=comm,
        bytes_by_kind={"all_reduce": 1024 * devices, "all_gather": 0},
        peak_memory_bytes=min(cap, 2**20 * 64 // devices))
    return SimpleNamespace(report=report, warm_start=warm_start)


def test_grid_and_mesh_parsing() -> None:
    vs = grid(["x=4,y=2", "x=8"], ["h100-8", "tpu-v5p"], [None, 2**30])
    assert len(vs) == 8 and vs[0] == Variant(mesh="x=4,y=2") and vs[-1].mesh == "x=8"
    assert vs[3].label == "x=4,y=2 | tpu-v5p | cap 1 GiB"
    assert [(a.name, a.size) for a in parse_mesh_spec(" x = 4 ,y=2").axes] == [("x", 4), ("y", 2)]
    for bad in ["x4", "x=0", "x=2,x=2", ""]:
        with pytest.raises(ValueError, match="bad mesh"):
            Variant(mesh=bad)


def test_explore_warm_starts_from_the_nearest_variant() -> None:
    from planner.model.text.io import parse_file

    module = parse_file(EXAMPLE)
    variants = [Variant(mesh="data=2,model=4"), Variant(mesh="data=4,model=2"),
                Variant(mesh="data=2,model=4", memory_cap=2**20), Variant(mesh="data=3")]
    results = explore(module, variants, plan=fake_plan)
    assert [r.warm_start for r in results] == [None, "data=2,model=4 | h100-8",
                                               "data=2,model=4 | h100-8",
                                               "data=2,model=4 | h100-8"]
    assert [r.status for r in results] == ["optimal", "optimal", "optimal", "error"]
    assert results[3].error == "x.mlir:1:1: error: mesh does not fit"
    assert results[0].step_time_s == pytest.approx(1e-3 + 1e-3)


def test_cli_sweep_over_three_meshes_writes_table_csv_json_and_png(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("matplotlib")
    monkeypatch.setattr("planner.whatif.explore._plan_with_api", fake_plan)
    csv_path, json_path, png = tmp_path / "w.csv", tmp_path / "w.json", tmp_path / "w.png"
    code = main(["whatif", str(EXAMPLE), "--mesh", "data=2,model=4", "--mesh", "data=4,model=2",
                 "--mesh", "data=8,model=1", "--memory-cap", "1GiB", "--memory-cap", "512MiB",
                 "--csv", str(csv_path), "--json", str(json_path), "--plot", str(png)])
    out, err = capsys.readouterr()
    assert (code, err) == (0, "")
    lines = out.splitlines()
    # the table: each column in the unit its largest figure reads best in
    assert lines[0].split() == ["variant", "status", "step_ms", "compute_ms", "comm_ms",
                                "all_gather_B", "all_reduce_KiB", "peak_mem_MiB",
                                "solve_s", "gap"]
    assert lines[1].split()[-8:-2] == ["2", "1", "1", "0", "8", "8"]
    assert len(lines) == 7 and "data=8,model=1 | h100-8 | cap 512 MiB" in lines[6]
    # the CSV: seconds and bytes, exact
    assert csv_path.read_text().splitlines()[0] == (
        "variant,status,step_s,compute_s,comm_s,all_gather_B,all_reduce_B,"
        "peak_mem_B,solve_s,gap")
    rows = list(csv.reader(csv_path.read_text().splitlines()))
    first = rows[1]
    assert len(rows) == 7 and first[0] == "data=2,model=4 | h100-8 | cap 1 GiB"
    assert first[1:7] == ["optimal", "0.002", "0.001", "0.001", "0", "8192"]
    assert first[7] == str(8 * 2**20) and first[9] == "0.00%"
    data = json.loads(json_path.read_text())
    assert [d["variant"]["mesh"] for d in data] == ["data=2,model=4"] * 2 + [
        "data=4,model=2"] * 2 + ["data=8,model=1"] * 2
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and png.stat().st_size > 20_000


def test_cli_whatif_errors(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["whatif", str(EXAMPLE), "--mesh", "x4"]) == 1
    assert capsys.readouterr().err == ("planner:0:0: error: --mesh: bad mesh 'x4': expected "
                                       "NAME=SIZE,... (e.g. x=4,y=2)\n")
    assert main(["whatif", str(EXAMPLE), "--memory-cap", "lots"]) == 1
    assert capsys.readouterr().err == ("planner:0:0: error: --memory-cap: 'lots' is not a size "
                                       "(e.g. 16GiB, 512MB, 1000000)\n")


def test_real_sweep_over_three_meshes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The real planner behind ``planner whatif``: the example's batch annotation holds on
    every mesh; pure data parallelism (data=8) moves nothing, the others communicate."""
    pytest.importorskip("matplotlib")
    csv_path, png = tmp_path / "w.csv", tmp_path / "w.png"
    code = main(["whatif", str(EXAMPLE), "--mesh", "data=2,model=4", "--mesh", "data=4,model=2",
                 "--mesh", "data=8,model=1", "--time-limit", "3", "--csv", str(csv_path),
                 "--plot", str(png)])
    out, _ = capsys.readouterr()
    assert code == 0
    rows = list(csv.DictReader(csv_path.read_text().splitlines()))
    assert [r["variant"] for r in rows] == ["data=2,model=4 | h100-8", "data=4,model=2 | h100-8",
                                            "data=8,model=1 | h100-8"]
    assert [r["status"] for r in rows] == ["optimal"] * 3
    assert float(rows[2]["comm_s"]) == 0 and float(rows[0]["comm_s"]) > 0
    assert float(rows[2]["step_s"]) < min(float(rows[0]["step_s"]), float(rows[1]["step_s"]))
    assert out.splitlines()[0].split()[:2] == ["variant", "status"] and len(out.splitlines()) == 4
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_several_values_after_one_flag_and_a_plot_that_shows_each(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """``--mesh A B --memory-cap X Y`` as the README writes it; the plot's bars carry their
    values on a log axis where they span orders of magnitude, and its legend names each
    series once, beside the panel."""
    plt = pytest.importorskip("matplotlib.pyplot")
    monkeypatch.setattr("planner.whatif.explore._plan_with_api", fake_plan)
    json_path = tmp_path / "w.json"
    assert main(["whatif", str(EXAMPLE), "--mesh", "data=2,model=4", "data=8,model=1",
                 "--memory-cap", "1GiB", "512MiB", "--json", str(json_path)]) == 0
    capsys.readouterr()
    results = [VariantResult(**d) for d in json.loads(json_path.read_text())]
    assert len(results) == 4
    fast = results[0].model_copy(update={"step_time_s": 1e-9, "compute_s": 1e-9,
                                         "communication_s": 0.0})
    fig = figure(plt, [fast, *results[1:]])
    bars, curve = fig.axes
    assert bars.get_yscale() == "log" and bars.get_ylim()[0] < 1e-9 * 1e3  # ms; it shows
    assert [t.get_text() for t in bars.texts] == ["1e-06", "1.5", "2", "1.5"]
    assert [t.get_text() for t in curve.get_legend().get_texts()] == [
        "data=2,model=4 | h100-8", "data=8,model=1 | h100-8"]
    plt.close(fig)
