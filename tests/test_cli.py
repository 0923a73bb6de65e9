"""The command line: exit codes, one-line MLIR-style errors, no tracebacks."""

from __future__ import annotations

import io
import re
import subprocess
import sys
from pathlib import Path

import pytest

from planner.cli import main
from tests.conftest import REPO

EXAMPLE = REPO / "examples" / "mlp_2x4.mlir"
ERROR_LINE = re.compile(r"^[^\n]+:\d+:\d+: error: [^\n]+\n$")


def run(argv: list[str], capsys: pytest.CaptureFixture[str], stdin: str | None = None,
        monkeypatch: pytest.MonkeyPatch | None = None) -> tuple[int, str, str]:
    if stdin is not None:
        assert monkeypatch is not None
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def test_verify_ok(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["verify", str(EXAMPLE)], capsys) == (0, "", "")


def test_fmt_round_trips_the_example(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, err = run(["fmt", str(EXAMPLE)], capsys)
    assert (code, err) == (0, "")
    out_file = tmp_path / "out.mlir"
    assert run(["fmt", "--generic", "-", "-o", str(out_file)], capsys, stdin=out,
               monkeypatch=pytest.MonkeyPatch()) == (0, "", "")
    generic = out_file.read_text()
    assert '"stablehlo.dot_general"' in generic and '"func.func"' in generic
    code, out2, _ = run(["fmt", str(out_file)], capsys)
    assert code == 0 and out2 == out


def test_missing_file(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(["verify", "/no/such/file.mlir"], capsys)
    assert code == 1 and out == ""
    assert err == "/no/such/file.mlir:0:0: error: cannot read file: No such file or directory\n"


def test_parse_error_is_one_line(capsys: pytest.CaptureFixture[str],
                                 monkeypatch: pytest.MonkeyPatch) -> None:
    text = 'sdy.mesh @m = <["x"=2]>\nfunc.func @f(%a: tensor<4xf32>) {\n  return %b : tensor<4xf32>\n}\n'
    code, out, err = run(["fmt", "-"], capsys, stdin=text, monkeypatch=monkeypatch)
    assert code == 1 and out == ""
    assert err == "<stdin>:3:10: error: use of undeclared SSA value name '%b'\n"


def test_verifier_error(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    text = ('sdy.mesh @m = <["x"=2]>\n'
            'func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n'
            '  %0 = sdy.sharding_constraint %a <@m, [{"y"}]> : tensor<4xf32>\n'
            '  return %0 : tensor<4xf32>\n}\n')
    code, out, err = run(["verify", "-"], capsys, stdin=text, monkeypatch=monkeypatch)
    assert code == 1 and out == ""
    assert ERROR_LINE.match(err), err
    assert err.startswith("<stdin>:3:8: error: 'sdy.sharding_constraint' op")


@pytest.mark.parametrize("argv", [[], ["bogus"], ["fmt"], ["fmt", "a", "--nope"]])
def test_bad_usage(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(argv, capsys)
    assert code == 1 and out == ""
    assert ERROR_LINE.match(err), err


def test_python_dash_m() -> None:
    proc = subprocess.run([sys.executable, "-m", "planner", "verify", str(EXAMPLE)],
                          capture_output=True, text=True, check=False)
    assert (proc.returncode, proc.stderr) == (0, "")


def test_rules_matches_shardy_on_the_example(capsys: pytest.CaptureFixture[str],
                                             mlir_oracle) -> None:  # type: ignore[no-untyped-def]
    code, out, err = run(["rules", str(EXAMPLE)], capsys)
    assert (code, err) == (0, "")
    assert out.count("sdy.sharding_rule") == 4  # two dots, the constraint, the maximum
    import jax._src.interpreters.mlir as jm
    from jaxlib.mlir import ir, passmanager

    with jm.make_ir_context():
        theirs = ir.Module.parse(EXAMPLE.read_text())
        passmanager.PassManager.parse(
            "builtin.module(func.func(sdy-populate-op-sharding-rules))").run(theirs.operation)
        expected = theirs.operation.get_asm()
    assert mlir_oracle(out) == mlir_oracle(expected)


def test_opt_collectives_on_the_propagated_example(capsys: pytest.CaptureFixture[str]) -> None:
    # The quickstart's main job: the second matmul contracts over "model", so its result
    # is all-reduced over "model" and nothing else moves.
    code, out, err = run(["opt", str(EXAMPLE.with_name("mlp_2x4_propagated.mlir")), "--pass",
                          "collectives"], capsys)
    assert (code, err) == (0, "")
    assert out.count("sdy.all_reduce") == 1
    assert 'sdy.all_reduce {"model"} %3 out_sharding=<@mesh, [{"data"}, {}]>' in out
    assert "sdy.reshard" not in out and "sdy.all_gather" not in out


@pytest.mark.parametrize("command", ["verify", "fmt", "rules", "opt", "batch", "whatif",
                                     "simulate", "cost", "plan", "iopddl"])
def test_every_command_prints_its_help(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    # Help texts hold '%' (percentages), which argparse formats: each must print.
    with pytest.raises(SystemExit) as e:
        main([command, "--help"])
    assert e.value.code == 0 and "usage: planner " + command in capsys.readouterr().out
