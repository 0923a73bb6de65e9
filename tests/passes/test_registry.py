"""Pass lookup, option syntax, pipelines, run_passes and `planner opt`."""

from __future__ import annotations

from pathlib import Path

import pytest

import planner
from planner.cli import main
from planner.model.ir.diagnostics import PlannerError
from planner.passes import parse_pass, passes, run_passes
from planner.passes.pipelines import COLLECTIVES, EXPORT, IMPORT, XLA
from tests.conftest import corpus_files

MODULE = """sdy.mesh @mesh = <["x"=2]>
func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}]>}) -> tensor<8xf32> {
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x"}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}
"""


def test_every_pipeline_pass_is_registered() -> None:
    for spec in {*IMPORT, *EXPORT, *COLLECTIVES, *XLA}:
        assert parse_pass(spec), spec


def test_pass_names_are_module_names() -> None:
    # One file per pass, named after it.
    for name, p in passes().items():
        if name == p.name and p.name.startswith("sdy-"):
            module = p.run.__module__.rsplit(".", 1)[1]
            assert module == p.name.removeprefix("sdy-").replace("-", "_")


def test_options_parse_with_spaces_or_commas() -> None:
    (run,) = parse_pass("sdy-insert-explicit-reshards{enable-full-version=true}")
    assert run.options == {"enable-full-version": True}
    assert str(run) == "sdy-insert-explicit-reshards{enable-full-version=true}"
    (run,) = parse_pass("sdy-insert-explicit-reshards{enable-full-version=false}")
    assert run.options == {}
    (run,) = parse_pass("sdy-reshard-to-collectives{ keep-redundant-reshards=1 }")
    assert run.options == {"keep-redundant-reshards": True}


@pytest.mark.parametrize(("spec", "message"), [
    ("sdy-no-such-pass", "unknown pass 'sdy-no-such-pass' (valid passes: "),
    ("sdy-close-shardings{x=1}", "unknown option 'x' for pass 'sdy-close-shardings' "
                                 "(valid options: none)"),
    ("sdy-insert-explicit-reshards{enable-full-version=maybe}",
     "option 'enable-full-version' of pass 'sdy-insert-explicit-reshards' must be true or "
     "false, got 'maybe'"),
    ("sdy-close-shardings{", "malformed pass 'sdy-close-shardings{'"),
    ("export{a=b}", "pipeline 'export' takes no options"),
])
def test_bad_specs(spec: str, message: str) -> None:
    with pytest.raises(PlannerError) as info:
        parse_pass(spec)
    assert message in str(info.value)


def test_pipelines_expand_in_order() -> None:
    assert [r.pass_.name for r in parse_pass("import")] == list(IMPORT)
    assert [r.pass_.name for r in parse_pass("export")] == list(EXPORT)
    assert COLLECTIVES[0] == "planner-fill-elementwise-shardings"
    assert COLLECTIVES[-4:] == ("sdy-reshard-to-collectives", "planner-reduce-scatter-fusion",
                                "planner-merge-identical-collectives", "sdy-drop-sharding-rules")


def test_run_passes_api() -> None:
    module = planner.parse(MODULE)
    planner.run_passes(module, ["sdy-sharding-constraint-to-reshard", "sdy-close-shardings"])
    text = planner.to_text(module)
    assert 'sdy.reshard %arg0 <@mesh, [{"x"}]>' in text
    assert '#sdy.sharding<@mesh, [{"x"}]>' in text


def test_cli_opt(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "in.mlir"
    src.write_text(MODULE)
    out = tmp_path / "out.mlir"
    assert main(["opt", str(src), "--pass", "sdy-sharding-constraint-to-reshard",
                 "--pass", "sdy-close-shardings", "-o", str(out)]) == 0
    assert 'sdy.reshard %arg0 <@mesh, [{"x"}]>' in out.read_text()
    assert main(["opt", str(src), "--pass", "nope"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("<pass-pipeline>:0:0: error: unknown pass 'nope'") and err.count("\n") == 1


@pytest.mark.parametrize("path", corpus_files("*.shardy_propagated.mlir")[:6],
                         ids=lambda p: p.name)
def test_corpus_round_trips_through_every_pass(path: Path) -> None:
    # these need the reshards lowered first (Shardy rejects them otherwise); the corpus
    # goes through them in the `partition` pipeline (tests/runtime)
    after_lowering = {"sdy-convert-global-to-local", "sdy-drop-sharding-and-mesh"}
    for name in sorted({p.name for p in passes().values()} - after_lowering):
        module = planner.load(path)
        run_passes(module, [name])
        planner.parse(planner.to_text(module))
