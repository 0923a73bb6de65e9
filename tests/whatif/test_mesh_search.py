"""Which mesh: the space of meshes a device count allows, the two-round search, its
verdicts and certificate, resuming it, and the command line."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import planner
from planner.cli import main
from planner.encode.cost.hardware import PRESETS
from planner.model.ir.diagnostics import PlannerError
from planner.planning.options import PlanOptions
from planner.whatif import mesh_search as ms
from planner.whatif.mesh_space import distinct_orders, mesh_space, sizings, spec
from tests.conftest import CORPUS

EXAMPLE = Path(planner.__file__).parent / "examples" / "mlp.mlir"  # @mesh data=2,model=4
FAST = PlanOptions(time_limit=2, memory_weight=0)


def test_sizes_multiply_to_the_devices_and_fit() -> None:
    assert list(sizings(["data", "model"], 8, {}, {64})) == [(1, 8), (2, 4), (4, 2), (8, 1)]
    assert list(sizings(["data", "model"], 8, {"model": 4}, {64})) == \
        [(2, 4), (4, 2), (8, 1)]
    # an axis above 1 divides some dimension: 3 divides 6, 4 divides none of {6, 2}
    assert list(sizings(["a", "b"], 12, {}, {6, 2})) == [(2, 6), (6, 2)]
    assert list(sizings(["a", "b", "c"], 4, {}, {4})) == [
        (1, 1, 4), (1, 2, 2), (1, 4, 1), (2, 1, 2), (2, 2, 1), (4, 1, 1)]


def test_device_orders_only_where_the_hardware_tells_them_apart() -> None:
    flat, cluster = PRESETS["h100-8"], PRESETS["h100-cluster"]
    assert [spec(m) for m in distinct_orders(["data", "model"], (2, 8), flat)] == \
        ["data=2,model=8"]
    # on nodes of 8: model inside a node, or model spread over both
    assert [spec(m) for m in distinct_orders(["data", "model"], (2, 8), cluster)] == \
        ["data=2,model=8", "model=8,data=2"]
    # eight devices: one node, every order the same; size-1 axes last
    assert [spec(m) for m in distinct_orders(["data", "model"], (1, 8), cluster)] == \
        ["model=8,data=1"]
    space = [spec(m) for m in mesh_space(["data", "fsdp", "model"], 16, cluster, {}, {16})]
    assert len(space) == len(set(space))
    assert "fsdp=2,model=8,data=1" in space and "model=8,fsdp=2,data=1" in space


def _record(mesh: str, round_: int, step: float | None, bound: float = 0.0,
            gap: float = 0.0, over_all: bool = True) -> dict[str, Any]:
    if step is None:
        return {"id": f"{round_}-{mesh}", "status": "failed", "error": "no plan fits"}
    return {"id": f"{round_}-{mesh}", "status": "ok", "step_time_s": step, "compute_s": 0.0,
            "communication_s": step, "peak_memory_bytes": 1, "bytes_by_kind": {},
            "bound_s": bound, "bound_over_all": over_all, "gap": gap,
            "solver_status": "feasible", "solve_s": 1.0, "annotated": f"{mesh}.mlir"}


def test_verdicts_and_certificate(tmp_path: Path) -> None:
    log = tmp_path / "search.jsonl"
    records = [_record("a=8", 1, 10.0, 9.0, 0.1), _record("b=8", 1, 12.0, 8.0, 0.33),
               _record("c=8", 1, 20.0, 18.0, 0.1), _record("d=8", 1, None),
               _record("b=8", 2, 11.0, 9.5, 0.14, over_all=False)]
    log.write_text("".join(json.dumps(r) + "\n" for r in records))
    meshes = ["a=8", "b=8", "c=8", "d=8"]
    latest = ms._latest(log, meshes)
    assert {m: r["round"] for m, r in latest.items()} == {"a=8": 1, "b=8": 2, "c=8": 1,
                                                         "d=8": 1}
    search = ms._verdicts(8, "h100-8", ["x"], meshes, latest, log)
    assert [(r.mesh, r.verdict, r.rounds) for r in search.results] == [
        ("a=8", "best", 1), ("b=8", "planned", 2), ("c=8", "ruled out", 1),
        ("d=8", "no plan", 1)]
    assert search.certificate == pytest.approx(1 - 9.0 / 10.0)
    assert search.uncertain == ["b=8"]
    assert search.best is not None and search.best.plan == "a=8.mlir"
    # the second round: bound below the best and the gap still open
    assert ms._worth_planning(latest["c=8"], 10.0, 0.01) is False
    assert ms._worth_planning(_record("b=8", 1, 12.0, 8.0, 0.33), 10.0, 0.01) is True
    assert ms._worth_planning(_record("b=8", 1, 12.0, 8.0, 0.001), 10.0, 0.01) is False
    assert ms._worth_planning(latest["d=8"], 10.0, 0.01) is False


def test_a_search_plans_every_mesh_and_resumes(tmp_path: Path) -> None:
    options = FAST.model_copy(update={"hardware": "h100-cluster"})
    search = ms.search_meshes(CORPUS / "gpt8_2x4_tp.mlir", 16, options=options,
                              work=tmp_path / "w")
    meshes = [r.mesh for r in search.results]
    assert sorted(meshes) == sorted(
        ["data=16,model=1", "data=8,model=2", "model=2,data=8", "data=4,model=4",
         "model=4,data=4", "data=2,model=8", "model=8,data=2", "model=16,data=1"])
    steps = [r.step_time_s for r in search.results]
    assert None not in steps and steps == sorted(steps)  # type: ignore[type-var]
    best = search.results[0]
    assert best.verdict == "best" and best.step_time_s is not None
    for r in search.results[1:]:
        assert r.bound_s is not None
        assert (r.verdict == "ruled out") == (r.bound_s >= best.step_time_s and r.rounds == 1)
    lowest = min(r.bound_s for r in search.results if r.bound_s is not None)
    assert search.certificate == max(0.0, 1 - lowest / best.step_time_s)
    # the device order matters on nodes of 8: model=2 inside a node beats it across two
    by_mesh = {r.mesh: r.step_time_s for r in search.results}
    assert by_mesh["data=8,model=2"] < by_mesh["model=2,data=8"]
    log = Path(search.log).read_text()
    again = ms.search_meshes(CORPUS / "gpt8_2x4_tp.mlir", 16, options=options,
                             work=tmp_path / "w", resume=True)
    assert Path(search.log).read_text() == log  # nothing planned twice
    assert again == search


def test_the_command_line_ranks_writes_the_best_plan_and_says_why_not(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    best = tmp_path / "best.mlir"
    table = tmp_path / "meshes.csv"
    assert main(["whatif", str(EXAMPLE), "--devices", "8", "--time-limit", "2",
                 "--work", str(tmp_path / "w"), "-o", str(best), "--csv", str(table),
                 "--json", str(tmp_path / "m.json")]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].split()[:3] == ["rank", "mesh", "verdict"]
    assert out[1].split()[2] == "best"
    assert out[-1].startswith("certificate: no mesh of this space is faster than the best")
    data = json.loads((tmp_path / "m.json").read_text())
    winner = data["results"][0]["mesh"]
    assert winner == out[1].split()[1]
    module = planner.load(best)
    assert planner.verify(module) == []
    assert spec(module.meshes()["mesh"]) == winner
    rows = table.read_text().splitlines()
    assert len(rows) == 1 + len(data["results"])
    for argv, message in [
        (["--devices", "8", "--mesh", "x=8"], "--devices searches the meshes itself"),
        (["--devices", "0"], "--devices must be at least 1, not 0"),
        (["--devices", "7"], "no mesh of 7 devices over data, model fits"),
        (["--devices", "8", "--max-axis", "model"], "bad --max-axis 'model'"),
    ]:
        assert main(["whatif", str(EXAMPLE), "--work", str(tmp_path / "e"), *argv]) == 1
        assert message in capsys.readouterr().err


def test_no_roles_no_search(tmp_path: Path) -> None:
    program = tmp_path / "plain.mlir"
    program.write_text("func.func @main(%a: tensor<8xf32>) -> tensor<8xf32> {\n"
                       "  return %a : tensor<8xf32>\n}\n")
    with pytest.raises(PlannerError, match="the program has no mesh"):
        ms.search_meshes(program, 8, options=FAST, work=tmp_path / "w")


def test_the_api_searches_a_module(tmp_path: Path) -> None:
    module = planner.load(EXAMPLE)
    search = planner.search_meshes(module, devices=4, work=tmp_path / "w",
                                   axes=["data", "model"],
                                   max_axis={"model": 2}, time_limit=2)
    assert sorted(r.mesh for r in search.results) == ["data=2,model=2", "data=4,model=1"]
    assert (tmp_path / "w" / "program.mlir").is_file()
    assert search.best is not None and search.certificate is not None
