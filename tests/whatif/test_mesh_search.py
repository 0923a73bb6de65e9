"""Which mesh: the space of meshes a device count allows, the two-round search, its
verdicts and certificate, resuming it, and the command line."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import planner
from planner.batch.results import read_records
from planner.cli import main
from planner.encode.cost.hardware import PRESETS
from planner.encode.cost.topology import Level
from planner.planning.options import PlanOptions
from planner.whatif import mesh_search as ms
from planner.whatif.mesh_space import Space, distinct_orders, sizings, spec
from tests.conftest import CORPUS

EXAMPLE = Path(planner.__file__).parent / "examples" / "mlp.mlir"  # @mesh data=2,model=4
# (without Shardy's plan beside each: a jax child process per mesh, which no test reads)
FAST = PlanOptions(time_limit=2, memory_weight=0, baseline="none")


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
    space = Space(["data", "fsdp", "model"], 16, cluster, {}, {16}, {"data", "fsdp", "model"})
    assert len(space.meshes) == len(set(space.meshes))
    assert "fsdp=2,model=8,data=1" in space.meshes and "model=8,fsdp=2,data=1" in space.meshes
    assert space.orders_matter


def _record(mesh: str, round_: int, step: float | None, bound: float = 0.0,
            gap: float = 0.0, over_all: bool = True) -> dict[str, Any]:
    if step is None:
        return {"id": f"{round_}-{mesh}", "status": "failed", "error": "no plan fits"}
    return {"id": f"{round_}-{mesh}", "status": "ok", "step_time_s": step,
            "objective_s": step, "compute_s": 0.0,
            "communication_s": step, "peak_memory_bytes": 1, "bytes_by_kind": {},
            "bound_s": bound, "bound_over_all": over_all, "gap": gap,
            "solver_status": "feasible", "solve_s": 1.0, "annotated": f"{mesh}.mlir"}


def test_verdicts_and_certificate(tmp_path: Path) -> None:
    log = tmp_path / "search.jsonl"
    records = [_record("e=8", 0, 30.0, 25.0), _record("a=8", 1, 10.0, 9.0, 0.1),
               _record("b=8", 1, 12.0, 8.0, 0.33), _record("c=8", 1, 20.0, 18.0, 0.1),
               _record("d=8", 1, None), _record("b=8", 2, 11.0, 9.5, 0.14, over_all=False)]
    log.write_text("".join(json.dumps(r) + "\n" for r in records))
    names = "abcde"
    space = Space(list(names), 8 ** 5, PRESETS["h100-8"], {}, {8}, set(names))
    space.sizings = {(n,): [f"{n}=8"] for n in names}  # five meshes of one axis each
    space.alike = {f"{n}=8": [] for n in names}
    space.meshes = meshes = [f"{n}=8" for n in names]
    latest = ms._latest(log, meshes, 2)
    assert {m: r["round"] for m, r in latest.items()} == {"a=8": 1, "b=8": 2, "c=8": 1,
                                                         "d=8": 1}
    free = {space.sizing_of("e=8"): ms._latest(log, ["e=8"], 0)["e=8"]}
    search = ms._verdicts(8, "h100-8", ["x"], space, latest, free, log)
    assert [(r.mesh, r.verdict, r.rounds) for r in search.results] == [
        ("a=8", "best", 1), ("b=8", "planned", 2), ("c=8", "ruled out", 1),
        ("e=8", "ruled out", 0), ("d=8", "no plan", 1)]
    assert search.certificate == pytest.approx(1 - 9.0 / 10.0)
    assert search.uncertain == ["b=8"]
    assert search.best is not None and search.best.plan == "a=8.mlir"
    # the second round: bound below the best and the gap still open
    assert ms._worth_planning(latest["c=8"], 10.0, 0.01) is False
    first = {**_record("b=8", 1, 12.0, 8.0, 0.33), "round": 1}
    assert ms._worth_planning(first, 10.0, 0.01) is True
    assert ms._worth_planning({**first, "gap": 0.001}, 10.0, 0.01) is False
    # a longer plan chooses among the same kept strategies: their bound decides
    assert ms._worth_planning({**first, "kept_bound_s": 10.5}, 10.0, 0.01) is False
    assert ms._worth_planning({**first, "kept_bound_s": 9.5}, 10.0, 0.01) is True
    assert ms._worth_planning(latest["d=8"], 10.0, 0.01) is False


def test_meshes_alike_but_for_free_names_are_planned_once() -> None:
    space = Space(["data", "fsdp", "seq"], 8, PRESETS["h100-8"], {}, {64}, {"data"})
    # meshes in device order (size-1 axes last); the alike sizes in the roles' order
    assert space.alike == {
        "seq=8,data=1,fsdp=1": ["data=1,fsdp=8,seq=1"],
        "fsdp=2,seq=4,data=1": ["data=1,fsdp=4,seq=2"],
        "data=2,seq=4,fsdp=1": ["data=2,fsdp=4,seq=1"], "data=2,fsdp=2,seq=2": [],
        "data=4,seq=2,fsdp=1": ["data=4,fsdp=2,seq=1"], "data=8,fsdp=1,seq=1": []}
    assert sum(1 + len(v) for v in space.alike.values()) == len(list(
        sizings(["data", "fsdp", "seq"], 8, {}, {64}))) == 10
    assert not space.orders_matter
    # on nodes of 4, the order of the two free axes matters: both orders are candidates
    racks = PRESETS["h100-cluster"].model_copy(update={"topology": (
        Level(name="board", size=4, link="nvlink"), Level(name="network", link="ib"))})
    space = Space(["data", "fsdp", "seq"], 8, racks, {}, {64}, {"data"})
    assert space.sizings[((1,), (2, 4))] == ["fsdp=2,seq=4,data=1", "seq=4,fsdp=2,data=1"]


def test_a_search_rules_out_orders_by_the_order_free_bound(tmp_path: Path) -> None:
    # a quarter of 8 s: time for the full encoding, so the bounds cover every strategy
    options = FAST.model_copy(update={"hardware": "h100-cluster", "time_limit": 8})
    search = ms.search_meshes(CORPUS / "gpt8_2x4_tp.mlir", 16, options=options,
                              work=tmp_path / "w")
    assert sorted(r.mesh for r in search.results) == sorted(
        ["data=16,model=1", "data=8,model=2", "model=2,data=8", "data=4,model=4",
         "model=4,data=4", "data=2,model=8", "model=8,data=2", "model=16,data=1"])
    best = search.results[0]
    assert best.verdict == "best" and best.step_time_s is not None
    planned = [r for r in search.results if r.step_time_s is not None]
    lowest_objective = min(r.objective_s for r in planned if r.objective_s is not None)
    assert [r.step_time_s for r in planned] == sorted(r.step_time_s for r in planned)
    free = {r["id"][2:]: r for r in read_records(Path(search.log)) if r["id"][0] == "0"}
    space = Space(["data", "model"], 16, PRESETS["h100-cluster"], {}, {64}, {"data", "model"})
    for r in search.results[1:]:
        assert r.bound_s is not None and r.bound_over_all
        if r.rounds == 0:  # never planned: its sizing's order-free bound rules it out
            assert r.bound_s >= lowest_objective and r.step_time_s is None
        else:
            assert (r.verdict == "ruled out") == (r.bound_s >= lowest_objective)
    for r in planned:  # the order-free bound holds for every order of the sizing
        first = space.sizings[space.sizing_of(r.mesh)][0]
        assert r.objective_s is not None
        assert free[first]["bound_s"] <= r.objective_s * (1 + 1e-9)
    lowest = min(r.bound_s for r in search.results if r.bound_s is not None)
    assert search.certificate == max(0.0, 1 - lowest / lowest_objective)
    assert sum(r.rounds == 0 for r in search.results) >= 1
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
                 "--json", str(tmp_path / "m.json"), "--plot", str(tmp_path / "m.png")]) == 0
    assert (tmp_path / "m.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
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
        (["--devices", "0"], "--devices must be from 1 to 2^20, not 0"),
        (["--devices", str(2**70)], f"--devices must be from 1 to 2^20, not {2**70}"),
        (["--devices", "7"], "no mesh of 7 devices over data, model fits"),
        (["--devices", "8", "--max-axis", "model"], "bad --max-axis 'model'"),
        (["--devices", "8", "-o", str(tmp_path / "e" / "search.jsonl")],
         "--output and --work name the same file"),
        (["--devices", "8", "-o", str(EXAMPLE)], "refusing to overwrite the input"),
        (["--devices", "8", "--work", str(best)], "the search's work directory is a file"),
    ]:
        assert main(["whatif", str(EXAMPLE), "--work", str(tmp_path / "e"), *argv]) == 1
        assert message in capsys.readouterr().err


def test_a_program_without_a_mesh_gets_four_unnamed_roles(tmp_path: Path) -> None:
    program = tmp_path / "plain.mlir"
    program.write_text("func.func @main(%a: tensor<8x16xf32>, %b: tensor<16x16xf32>) -> "
                       "tensor<8x16xf32> {\n  %0 = stablehlo.dot %a, %b : (tensor<8x16xf32>, "
                       "tensor<16x16xf32>) -> tensor<8x16xf32>\n  return %0 : tensor<8x16xf32>\n}\n")
    search = ms.search_meshes(program, 4, options=FAST, work=tmp_path / "w")
    assert search.roles == ["data", "fsdp", "seq", "model"]
    # no role is named: sizes {4} and {2, 2} over any of the four axes, one mesh each
    assert sorted(r.mesh for r in search.results) == [
        "model=4,data=1,fsdp=1,seq=1", "seq=2,model=2,data=1,fsdp=1"]
    assert search.space == 4 + 6
    assert search.best is not None


def test_the_runner_does_not_change_the_results(tmp_path: Path) -> None:
    def figures(jobs: int) -> list[tuple[object, ...]]:
        search = ms.search_meshes(EXAMPLE, 8, options=FAST, work=tmp_path / str(jobs),
                                  workers=jobs)
        return [(r.mesh, r.verdict, r.rounds, r.step_time_s, r.objective_s, r.bound_s)
                for r in search.results]

    assert figures(1) == figures(2)


def test_the_api_searches_a_module(tmp_path: Path) -> None:
    module = planner.load(EXAMPLE)
    search = planner.search_meshes(module, devices=4, work=tmp_path / "w",
                                   axes=["data", "model"],
                                   max_axis={"model": 2}, time_limit=2)
    assert sorted(r.mesh for r in search.results) == ["data=2,model=2", "data=4,model=1"]
    assert (tmp_path / "w" / "program.mlir").is_file()
    assert search.best is not None and search.certificate is not None
