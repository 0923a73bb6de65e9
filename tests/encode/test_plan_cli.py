"""``planner plan`` on the command line, and its output in jaxlib's own parser/verifier."""

from __future__ import annotations

from pathlib import Path

import pytest

import planner
from planner.cli import main
from planner.planning.plan import plan
from tests.conftest import CORPUS
from tests.encode.plan_programs import MESH_COPY, MULTI_MESH

EXAMPLE = Path(planner.__file__).parent / "examples" / "mlp.mlir"


def test_plan_writes_module_report_and_explanation(tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    out, report = tmp_path / "out.mlir", tmp_path / "r.json"
    assert main(["plan", str(EXAMPLE), "-o", str(out), "--report", str(report),
                 "--explain", "arg2", "--time-limit", "5"]) == 0
    err = capsys.readouterr().err
    api = plan(EXAMPLE, time_limit=5.0)
    chosen = api.module.funcs()["main"].arg_sharding(2)
    assert chosen is not None
    assert "annotations kept 2/2" in err and f"arg2: {chosen.stripped()}\n" in err
    assert "no annotation restricts it: chosen for cost alone" in err
    nxt = next(line for line in err.splitlines() if line.startswith("next best: "))
    # (faster, with more memory than the plan held to: each plan's time and peak shown)
    assert chosen.stripped() not in nxt and " costs " in nxt and "s per step (" in nxt
    assert " peak (" in nxt and "B vs " in nxt
    module = planner.load(out)
    assert planner.verify(module) == []
    # the default trades a little time for memory: the example's plan is the leaner one
    assert api.report.solver.status == "feasible"
    assert f'"status": "{api.report.solver.status}"' in report.read_text()


def test_plan_conflict_is_one_error_per_annotation(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["plan", str(EXAMPLE), "--pin", 'arg0=<@mesh, [{"model"}, {}]>'])
    err = capsys.readouterr().err.splitlines()
    assert code == 1
    assert err[0].startswith(f"{EXAMPLE}:5:") and "sharding of argument 0" in err[0]
    assert err[1].startswith("<pin arg0>:1:1: error: sharding of argument 0")
    assert len(err) == 2 and "Traceback" not in "".join(err)


def test_plan_rejects_a_bad_mesh_and_memory_cap(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["plan", str(EXAMPLE), "--mesh", "data=2,model"]) == 1
    assert capsys.readouterr().err == (
        "planner:0:0: error: --mesh: bad mesh 'data=2,model': expected "
        "NAME=SIZE,... (e.g. x=4,y=2)\n")
    assert main(["plan", str(EXAMPLE), "--memory-cap", "lots"]) == 1
    assert capsys.readouterr().err == (
        "planner:0:0: error: --memory-cap: 'lots' is not a size (e.g. "
        "16GiB, 512MB, 1000000)\n")


@pytest.mark.jax
@pytest.mark.parametrize("name", ["mlp2_2x4_manual", "moe_2x4_tp", "mlp3_2x4_sc"])
def test_plan_output_verifies_in_jaxlib(name: str) -> None:
    pytest.importorskip("jaxlib")
    from tests.oracle.shardy import run_shardy

    result = plan(CORPUS / f"{name}.mlir", time_limit=5.0)
    run_shardy(result.text(), [])  # parses and verifies, or raises ShardyRejected
    run_shardy(result.text(generic=True), [])


def test_plan_refuses_annotations_on_several_meshes(tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "mm.mlir"
    src.write_text(MULTI_MESH)
    assert main(["plan", str(src), "--time-limit", "2"]) == 1
    err = capsys.readouterr().err
    assert err == (f'{src}:5:17: error: this sharding is on @b = <["z"=4]>, the program is '
                   'planned on @a = <["x"=2, "y"=2]>: planning across several meshes is not '
                   "supported (Shardy does not propagate across meshes either); put every "
                   "annotation on one mesh\n")
    # the same annotation on the planned mesh (an identical copy of it) plans
    src.write_text(MESH_COPY)
    assert main(["plan", str(src), "--time-limit", "2"]) == 0


def test_plan_refuses_a_mesh_that_resizes_a_manual_axis(capsys: pytest.CaptureFixture[str]) -> None:
    src = CORPUS / "mlp2_2x4_manual.mlir"
    assert main(["plan", str(src), "--mesh", "data=4,model=2"]) == 1
    assert capsys.readouterr().err == (
        f'{src}:4:10: error: mesh data=4,model=2 changes manual axis "data" (2 -> 4): this '
        "manual computation's body is written for its local shapes on the old size\n")


def test_a_memory_cap_holds_by_the_evaluators_measure(capsys: pytest.CaptureFixture[str]
                                                      ) -> None:
    # The solver holds a plan within the cap by its own model, which leaves reshards'
    # buffers out: the first plan under 500 KiB needs 512 KiB with them, so it is solved
    # again under a lower cap until the evaluator finds it within.
    result = plan(EXAMPLE, time_limit=2, baseline="none", memory_cap=500 * 1024)
    assert result.report.cost.peak_memory_bytes <= 500 * 1024
    # Below what any plan the solver finds needs with its reshards: one line, exit 1.
    assert main(["plan", str(EXAMPLE), "--memory-cap", "400KiB", "--time-limit", "2",
                 "--baseline", "none"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert err.startswith(f"{EXAMPLE}:5:3: error: no plan found that fits in 400.00 KiB per "
                          "device (--memory-cap): the plan the solver held within it needs ")


NO_MESH = """module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x256xf32>, %arg1: tensor<256x512xf32>) -> tensor<64x512xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<64x256xf32>, tensor<256x512xf32>) -> tensor<64x512xf32>
    return %0 : tensor<64x512xf32>
  }
}
"""


def test_a_plain_jax_export_is_planned_on_the_mesh_given(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src, out = tmp_path / "f.mlir", tmp_path / "out.mlir"
    src.write_text(NO_MESH)
    assert main(["plan", str(src), "-o", str(out), "--time-limit", "3"]) == 1
    assert capsys.readouterr().err == (f"{src}:0:0: error: the module has no sdy.mesh to plan "
                                       "on: give one (--mesh x=4,y=2)\n")
    assert main(["plan", str(src), "-o", str(out), "--time-limit", "3", "--mesh",
                 "data=2,model=4"]) == 0
    planned = planner.load(out)
    assert str(planned.meshes()["mesh"]) == '#sdy.mesh<["data"=2, "model"=4]>'
    assert planned.attributes["mhlo.num_partitions"].value == 8  # what XLA compiles for
    assert planned.entry_function().arg_sharding(1) is not None


EXPLICIT = """module @jit_f attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]>
  func.func public @main(%arg0: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg2: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{"data"}, {"model"}]> : tensor<16x64xf32>
    %2 = stablehlo.tanh %1 : tensor<16x64xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{"data"}, {"model"}]> : tensor<16x64xf32>
    %4 = stablehlo.dot_general %3, %arg2, contracting_dims = [1] x [0] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %5 = sdy.sharding_constraint %4 <@mesh, [{"data"}, {}]> : tensor<16x32xf32>
    return %5 : tensor<16x32xf32>
  }
}
"""


def test_an_explicit_axes_export_is_noted_and_its_constraints_can_be_lifted() -> None:
    held = plan(EXPLICIT, time_limit=3)
    assert len(held.report.annotations) == 7
    assert held.report.notes == [
        "3 of 3 intermediates are held by sharding constraints (as JAX's Explicit mesh axes, "
        "jax.make_mesh's default, or an earlier plan hold them): they leave the plan little "
        "to decide; --open-intermediates lifts them (or export under axis_types=Auto)"]
    assert "note: 3 of 3 intermediates" in held.report.summary()
    lifted = plan(EXPLICIT, time_limit=3, open_intermediates=True)
    assert [a.name.split(" at ")[0] for a in lifted.report.annotations] == [
        'sharding of argument 0 <@mesh, [{"data"}, {}]>',
        'sharding of argument 1 <@mesh, [{}, {"model"}]>',
        "sharding of argument 2 <@mesh, [{}, {}]>",
        'sharding of result 0 <@mesh, [{"data"}, {}]>']
    assert lifted.report.notes == []
