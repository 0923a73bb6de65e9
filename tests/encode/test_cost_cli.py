"""``planner cost``: the summary of the bundled example, JSON reports, one-line errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import planner
from planner.cli import main
from planner.encode.cost.cost_report import CostReport
from tests.conftest import REPO

EXAMPLE = REPO / "examples" / "mlp_2x4_propagated.mlir"

# Per device: x 32x256 @ w1 256x256 and 32x256 @ w2 256x256 (2 x 4194304 FLOPs) and the
# relu's 8192 maxima; the second matmul's 32x256 f32 partial sums are all-reduced over
# "model" (4 devices): 2 x 32 KiB x 3/4 = 48 KiB in 5 us + 49152 B / 450e9 B/s. Peak: the
# arguments, the relu written into the first matmul's buffer, the second's partial sums
# (XLA, jaxlib 0.10.2 on 8 CPU devices: 622,592 B, the same).
SUMMARY = """\
hardware h100-8, 8 devices
step time      5.118 us
  compute      8.49 ns  (8.397 MFLOP per device)
  collectives  5.109 us  (1 collective, 48.00 KiB per device)
    all_reduce                 1   48.00 KiB  5.109 us
peak memory    608.00 KiB per device (arguments 544.00 KiB, outputs 32.00 KiB; fits in 80.00 GiB)
"""


def test_cost_of_the_example(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    report = tmp_path / "r.json"
    assert main(["cost", str(EXAMPLE), "--report", str(report)]) == 0
    out, err = capsys.readouterr()
    assert (out, err) == (SUMMARY, "")
    r = CostReport.model_validate_json(report.read_text())
    assert r.flops == 2 * 4194304 + 8192
    assert r.collectives["all_reduce"].bytes_per_device == 49152
    assert r.step_time_s == pytest.approx((2 * 4194304 + 8192) / 989e12 + 5e-6 + 49152 / 450e9)


def test_cost_on_another_profile(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    profile = tmp_path / "slow.toml"
    profile.write_text('name = "slow"\nmemory_bytes = 100000\ndefault_link = "eth"\n'
                       '[flops]\ndefault = 1e12\n[links.eth]\nlatency_s = 1e-4\n'
                       'bandwidth = 1e9\n')
    assert main(["cost", str(EXAMPLE), "--hardware", str(profile)]) == 0
    out, _ = capsys.readouterr()
    assert out.splitlines()[0] == "hardware slow, 8 devices"
    assert "    all_reduce                 1   48.00 KiB  149.2 us" in out
    assert "DOES NOT FIT in 97.66 KiB" in out


@pytest.mark.parametrize(("content", "message"), [
    (None, "unknown hardware profile (presets: h100-8, h100-cluster, xla-cpu, tpu-v5p; or a "
           ".json/.toml file)"),
    ('{"name": "x"}', "invalid hardware profile: flops: Field required; memory_bytes: Field "
                      "required; links: Field required; default_link: Field required"),
    ("{", "invalid hardware profile: Expecting property name enclosed in double quotes: "
          "line 1 column 2 (char 1)"),
])
def test_bad_hardware_is_one_line(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                  content: str | None, message: str) -> None:
    path = tmp_path / "hw.json"
    if content is not None:
        path.write_text(content)
    assert main(["cost", str(EXAMPLE), "--hardware", str(path)]) == 1
    out, err = capsys.readouterr()
    assert (out, err) == ("", f"{path}:0:0: error: {message}\n")


def test_report_is_plain_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    report = tmp_path / "r.json"
    assert main(["cost", str(EXAMPLE), "--hardware", "tpu-v5p", "--report", str(report)]) == 0
    capsys.readouterr()
    data = json.loads(report.read_text())
    assert data["hardware"] == "tpu-v5p" and data["collective_count"] == 1
    # eight chips of one slice: ICI, a ring both ways round the torus
    assert data["collectives"]["all_reduce"]["seconds"] == pytest.approx(2e-6 + 49152 / 18e10)


def test_a_partly_annotated_module_is_priced_with_a_note(tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]
                                                         ) -> None:
    example = Path(planner.__file__).parent / "examples" / "mlp.mlir"
    assert main(["cost", str(example)]) == 0
    out = capsys.readouterr().out
    assert "note: 5 of 7 values of the entry function carry no sharding: priced as " \
        "Shardy's export leaves them (an op takes its operands' sharding, a value with " \
        "none is replicated; planner plan decides every one)" in out
    assert "  local        all_slice" not in out  # nothing local in a gathered plan
    planned = tmp_path / "planned.mlir"
    assert main(["plan", str(example), "-o", str(planned), "--time-limit", "3"]) == 0
    capsys.readouterr()
    assert main(["cost", str(planned)]) == 0
    out = capsys.readouterr().out
    assert "carry no sharding" not in out
    assert "  local        all_slice 1 (no communication)\n" in out
