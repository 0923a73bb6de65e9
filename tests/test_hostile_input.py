"""Bad input and a hostile environment give one MLIR-style line and exit 1, never a
traceback: an empty module, a full disk behind stdout, a binary hardware profile, a mesh
override without the annotated axis, tensors and meshes too big to simulate."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import planner
from planner.cli import main
from planner.planning.plan import count_ops
from planner.planning.schedule import after_solve_seconds
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
    if size < 2**63:
        assert _one_line(capsys) == (
            f"{src}:1:1: error: {t} holds {4 * size:,} bytes: the simulator holds tensors of "
            "at most 4,294,967,296")
    else:  # not even a type: MLIR's dimensions are int64
        assert _one_line(capsys) == (
            f"{src}:1:27: error: invalid tensor type '{t}': a dimension is at most "
            f"{2**63 - 1}")


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
    # the greedy method searches until the limit unless its bound proves the solution
    assert main(["plan", str(CORPUS / "train_gpt1_2x4_tp.mlir"), "--time-limit", "2",
                 "--method", "greedy", "--gap", "0", "--memory-weight", "0"]) == 0
    head = capsys.readouterr().err.splitlines()[0]
    assert ": feasible (stopped at the time limit), objective" in head


def test_encoding_past_the_time_limit_says_so(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    # 2,000 ops take far more than a millisecond to encode.
    ops = "\n".join(f"  %{i + 1} = stablehlo.tanh %{i} : tensor<8x8xf32>" for i in range(2000))
    src = tmp_path / "chain.mlir"
    src.write_text('sdy.mesh @mesh = <["x"=2]>\nfunc.func @main(%0: tensor<8x8xf32>) -> '
                   f"tensor<8x8xf32> {{\n{ops}\n  return %2000 : tensor<8x8xf32>\n}}\n")
    # A plan still comes back, from a coarse encoding, and the report says so.
    assert main(["plan", str(src), "--time-limit", "0.001", "-o", str(tmp_path / "o.mlir")]) == 0
    lines = capsys.readouterr().err.splitlines()
    assert lines[1].startswith("planned on a coarse encoding (4 strategies per node): the "
                               "full encoding did not fit in the time limit of 0.001 s "
                               "(stopped after ")
    least = 2 * after_solve_seconds(count_ops(planner.load(src)))
    assert lines[1].endswith(f" ops; --time-limit; at least {least:.2g} s for this program)")
    assert planner.verify(planner.load(tmp_path / "o.mlir")) == []


BIG = "tensor<131072x131072xf32>"  # 64 GiB
TOO_BIG_FOR_H100 = f"""sdy.mesh @mesh = <["x"=2]>
func.func @main(%a: {BIG}, %b: {BIG}) -> {BIG} {{
  %0 = stablehlo.add %a, %b : {BIG}
  return %0 : {BIG}
}}
"""


def test_device_memory_is_a_hard_limit_by_default(tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "big.mlir"
    src.write_text(TOO_BIG_FOR_H100)
    out = tmp_path / "planned.mlir"
    assert main(["plan", str(src), "-o", str(out)]) == 1
    assert _one_line(capsys) == (
        f"{src}:2:1: error: no plan fits in 80.00 GiB per device (h100-8); the leanest plan "
        "would need at least 96.00 GiB (1.2x): more devices along 'x' (the axis that shards "
        "the largest tensors at its peak), a larger memory (--memory-cap SIZE, --hardware), "
        "or --memory-cap none to plan without a limit")
    assert not out.exists()
    assert main(["plan", str(src), "-o", str(out), "--memory-cap", "none"]) == 0
    assert "96.00 GiB per device" in capsys.readouterr().err and out.exists()
    assert main(["plan", str(src), "-o", str(out), "--memory-cap", "200GiB"]) == 0


def test_an_absurd_axis_size_is_priced_without_overflow(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # Found by fuzzing: reshard prices are numpy arrays, and 10^21 overflows int64.
    src = tmp_path / "absurd.mlir"
    src.write_text('sdy.mesh @m = <["x"=999999999999999999999, "z"=2]>\n'
                   'func.func @main(%a: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@m, '
                   '[{"x"}, {"z", ?}]>}) -> tensor<4x8xf32> {\n'
                   '  %0 = stablehlo.tanh %a : tensor<4x8xf32>\n  return %0 : tensor<4x8xf32>\n}\n')
    assert main(["plan", str(src), "--time-limit", "1", "-o", str(tmp_path / "out.mlir")]) == 0
    assert "annotations kept 1/1" in capsys.readouterr().err


# Found by fuzzing verify/cost/plan/simulate with mutated programs: each was a traceback
# (or a hang) and is now one line.
T = "tensor<4x4xf32>"
FUZZ_FINDINGS = {
    "dot_out_of_range": (["cost"], f'''func.func @main(%a: {T}, %b: {T}) -> {T} {{
  %0 = "stablehlo.dot_general"(%a, %b) <{{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [-1]>}}> : ({T}, {T}) -> {T}
  return %0 : {T}
}}
''', "2:8: error: 'stablehlo.dot_general' op rhs contracting dimension -1 is out of "
        "range for rank 2"),
    "two_blocks": (["verify"], f'''func.func @main(%a: {T}) -> {T} {{
  %0 = stablehlo.tanh %a : {T}
 ^bb1(%b: tensor<f32>):
  return %0 : {T}
}}
''', "1:1: error: 'func.func' op has 2 blocks: the planner reads single-block functions"),
    "no_broadcast_dimensions": (["simulate"], f'''func.func @main(%a: tensor<4x1xf32>) -> {T} {{
  %0 = "stablehlo.broadcast_in_dim"(%a) <{{broadcastX_dimensions = array<i64: 0, 1>}}> : (tensor<4x1xf32>) -> {T}
  return %0 : {T}
}}
''', "2:8: error: 'stablehlo.broadcast_in_dim' cannot run with these operands and attributes"),
    "two_meshes": (["simulate"], f'''sdy.mesh @m0 = <["a"=2]>
sdy.mesh @m1 = <["z"=4]>
func.func @main(%a: {T} {{sdy.sharding = #sdy.sharding<@m0, [{{"a"}}, {{}}]>}}) -> ({T} {{sdy.sharding = #sdy.sharding<@m1, [{{"z"}}, {{}}]>}}) {{
  return %a : {T}
}}
''', "3:1: error: the entry function's shardings name meshes of other devices: @m0 (2 "
                "devices), @m1 (4 devices)"),
}


@pytest.mark.parametrize("case", sorted(FUZZ_FINDINGS))
def test_fuzz_findings_are_one_line(case: str, tmp_path: Path,
                                    capsys: pytest.CaptureFixture[str]) -> None:
    command, text, error = FUZZ_FINDINGS[case]
    src = tmp_path / "p.mlir"
    src.write_text(text)
    assert main([*command, str(src)]) == 1
    line = _one_line(capsys)
    assert line.startswith(f"{src}:{error}"), line


def test_a_float_literal_with_a_huge_exponent_is_priced_at_once(tmp_path: Path) -> None:
    src = tmp_path / "p.mlir"
    src.write_text(f'''func.func @main(%a: {T}) -> {T} {{
  %c = stablehlo.constant dense<1.5e+999999999999999999999> : {T}
  %z = stablehlo.constant dense<0.0e-999999999999999999999> : {T}
  %0 = stablehlo.add %a, %c : {T}
  %1 = stablehlo.add %0, %z : {T}
  return %1 : {T}
}}
''')
    proc = subprocess.run([sys.executable, "-m", "planner", "cost", str(src)],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr


def test_the_memory_message_names_the_axes_to_grow(tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    huge = "tensor<262144x262144xf32>"  # 256 GiB: 64 GiB per device on both axes
    src = tmp_path / "huge.mlir"
    src.write_text(TOO_BIG_FOR_H100.replace(BIG, huge).replace('["x"=2]',
                                                                '["data"=2, "model"=2]'))
    assert main(["plan", str(src), "-o", str(tmp_path / "out.mlir")]) == 1
    assert "would need at least 192.00 GiB (2.4x): more devices along 'data' or 'model' " \
        "(the axes that shard the largest tensors at its peak)" in _one_line(capsys)


@pytest.mark.parametrize(("args", "message"), [
    (["--memory-cap", "0"], "--memory-cap: '0' holds nothing: a memory cap is at least 1 byte "
                            "(none: no limit)"),
    (["--seed", "-1"], "--seed: Input should be greater than or equal to 0"),
    (["--seed", str(2**80)], "--seed: Input should be less than 2147483648"),
    (["--workers", str(2**66)], "--workers: Input should be less than or equal to 1024"),
])
def test_option_values_the_solver_cannot_take_are_refused(
        args: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["plan", str(EXAMPLE), "--baseline", "none", *args]) == 1
    assert _one_line(capsys) == f"planner:0:0: error: {message}"


def test_a_sweep_of_caps_checks_each(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["whatif", str(EXAMPLE), "--memory-cap", "1GiB", "--memory-cap", "0"]) == 1
    assert "'0' holds nothing" in _one_line(capsys)


def test_the_api_names_bad_programs_and_pins() -> None:
    with pytest.raises(planner.PlannerError, match="pins are VALUE=SHARDING strings"):
        planner.plan(EXAMPLE, pins=3)  # type: ignore[arg-type]
    with pytest.raises(planner.PlannerError, match=r"nothere\.mlir:0:0: error: cannot read"):
        planner.plan("nothere.mlir")
    for call in (planner.plan, planner.cost, planner.simulate):
        with pytest.raises(planner.PlannerError, match="not NoneType"):
            call(None)  # type: ignore[arg-type]
    # One pin as a string is one pin, not its characters.
    pin = 'arg2=<@mesh, [{}, {"model"}]>'
    one = planner.plan(str(EXAMPLE), pins=pin, baseline="none", time_limit=5)
    listed = planner.plan(str(EXAMPLE), pins=[pin], baseline="none", time_limit=5)
    assert one.text() == listed.text() and '{}, {"model"}' in one.text()
    assert planner.cost(str(EXAMPLE)).step_time_s > 0


def test_inputs_that_are_no_text_end_at_once(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["verify", "/dev/zero"]) == 1  # never ends: refused at its first byte
    assert _one_line(capsys) == "/dev/zero:0:0: error: not MLIR text: a NUL byte at offset 0"
    crlf = tmp_path / "crlf.mlir"
    crlf.write_bytes(EXAMPLE.read_bytes().replace(b"\n", b"\r\n"))
    assert main(["verify", str(crlf)]) == 0


@pytest.mark.parametrize("mesh", ['["x"=1]', '["x"=2, "y"=1]'])
def test_size_one_axes_partition_and_simulate(tmp_path: Path, mesh: str,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    axis = mesh.split('"')[-2]  # the size-one axis shards the argument
    src = tmp_path / "one.mlir"
    src.write_text(f"sdy.mesh @mesh = <{mesh}>\n"
                   f'func.func @main(%a: tensor<4xf32> {{sdy.sharding = #sdy.sharding<@mesh, '
                   f'[{{"{axis}"}}]>}}) -> tensor<4xf32> {{\n'
                   "  %0 = stablehlo.negate %a : tensor<4xf32>\n  return %0 : tensor<4xf32>\n}\n")
    assert main(["simulate", str(src)]) == 0
    assert "verdict: EQUAL to the reference" in capsys.readouterr().out
    assert main(["opt", str(src), "--pass", "partition"]) == 0


@pytest.mark.parametrize(("args", "redirect", "message"), [
    (["fmt", str(Path(planner.__file__).parent / "examples" / "mlp.mlir")], ">&-",
     "planner:0:0: error: stdout is closed: write to a file (-o FILE)"),
    (["fmt", "-"], "<&-", "planner:0:0: error: stdin is closed: give the program as a file"),
    (["fmt", ""], "", "'':0:0: error: cannot read file: an empty path names none"),
])
def test_closed_streams_and_an_empty_path_are_one_line_errors(
        args: list[str], redirect: str, message: str) -> None:
    command = " ".join([sys.executable, "-m", "planner", *(f"'{a}'" for a in args), redirect])
    done = subprocess.run(["bash", "-c", command], capture_output=True, text=True, timeout=60)
    assert (done.returncode, done.stderr.strip()) == (1, message)


@pytest.mark.parametrize("escape", [r"\u{41}", r"\q", r"\4"])
def test_an_unknown_string_escape_is_an_error(escape: str, tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    """As MLIR's lexer: only \\\\, \\", \\n, \\t and two hex digits escape."""
    src = tmp_path / "escape.mlir"
    src.write_text(f'module @m {{\n  sdy.mesh @"m{escape}" = <["x"=2]>\n}}\n')
    assert main(["fmt", str(src)]) == 1
    assert _one_line(capsys) == f"{src}:2:15: error: unknown escape in string literal"


def test_the_known_string_escapes_keep_their_value(tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "escape.mlir"
    src.write_text('module @m {\n  sdy.mesh @"m\\41\\n\\t\\\\\\"" = <["x"=2]>\n}\n')
    assert main(["fmt", str(src)]) == 0
    assert '@"mA\\n\\t\\\\\\""' in capsys.readouterr().out


def test_an_output_name_of_250_characters_is_written(tmp_path: Path) -> None:
    out = tmp_path / f"{'a' * 245}.mlir"
    assert main(["plan", str(EXAMPLE), "-o", str(out), "--time-limit", "2"]) == 0
    assert out.read_text().startswith("module @mlp")
    assert [p.name for p in tmp_path.iterdir()] == [out.name]  # no temporary file left


def test_a_long_job_id_names_files_within_255_bytes() -> None:
    from planner.batch.job import file_stem

    short, long1, long2 = "job", "é" * 140 + "x", "é" * 140 + "y"
    assert file_stem(short) == short
    stems = {file_stem(k) for k in (long1, long2)}
    assert len(stems) == 2  # a digest of the whole id keeps them apart
    for stem in stems:
        assert len(f"{stem}.report.json".encode()) <= 255
        assert stem.startswith("é" * 100)


@pytest.mark.parametrize(("field", "value"), [("flops", 1e-300), ("bandwidth", 1e-30),
                                              ("latency_s", 1e9)])
def test_a_hardware_profile_no_device_has_is_refused(field: str, value: float, tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    """Rates far below any device's made step times that overflowed the solver's sums
    (an IndexError in its heuristic)."""
    link = {"latency_s": 1e-6, "bandwidth": 1e9}
    profile = {"name": "tiny", "flops": {"default": 1e12}, "memory_bytes": 10**12,
               "links": {"l": link}, "default_link": "l"}
    if field == "flops":
        profile["flops"] = {"default": value}
    else:
        link[field] = value
    path = tmp_path / "tiny.json"
    path.write_text(json.dumps(profile))
    assert main(["plan", str(EXAMPLE), "--hardware", str(path), "-o", os.devnull]) == 1
    line = _one_line(capsys)
    assert line.startswith(f"{path}:0:0: error: invalid hardware profile: ")
    assert ("flops.default" if field == "flops" else f"links.l.{field}") in line


@pytest.mark.parametrize(("args", "message"), [
    (["fmt", str(EXAMPLE), "-o", ""], "'':0:0: error: cannot write output: an empty path "
                                      "names none"),
    (["plan", str(EXAMPLE), "--hardware", ""], "'':0:0: error: unknown hardware profile"),
    (["simulate", str(EXAMPLE), "--seed", "-5"], "the seed must be an integer from 0 to "
                                                 "2^32 - 1, not -5"),
    (["simulate", str(EXAMPLE), "--atol", "nan"], "atol must be a finite number of at "
                                                  "least 0, not nan"),
    (["simulate", str(EXAMPLE), "--rtol", "-1"], "rtol must be a finite number of at "
                                                 "least 0, not -1.0"),
])
def test_empty_paths_and_bad_simulate_options_are_named(
        args: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(args) == 1
    assert message in _one_line(capsys)


def test_an_output_no_command_could_write_is_refused_before_any_work(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Outputs are checked first: an unwritable ``--trace`` (a read-only file here) stops
    ``simulate`` before it writes ``--report``."""
    report, trace = tmp_path / "report.json", tmp_path / "trace.json"
    trace.write_text("kept\n")
    trace.chmod(0o444)
    assert main(["simulate", str(EXAMPLE), "--report", str(report), "--trace",
                 str(trace)]) == 1
    assert _one_line(capsys) == f"{trace}:0:0: error: cannot write output: the file is " \
                                "read-only"
    assert not report.exists() and trace.read_text() == "kept\n"
