"""planner simulate: outputs, report, trace, and one-line errors for what cannot be run."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from planner.cli import main

PROGRAM = """module {
  sdy.mesh @mesh = <["x"=2, "y"=2]>
  func.func @main(%a: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>},
                  %b: tensor<16x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>})
      -> (tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
    %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
    return %0 : tensor<8x4xf32>
  }
}
"""


@pytest.fixture
def jaxlib_partitioner(monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("jaxlib")
    from planner.runtime import simulate as sim
    from tests.runtime.jaxlib_partition import partitioner as partition

    monkeypatch.setattr(sim, "default_partitioner", partition)


@pytest.mark.jax
def test_simulate_writes_outputs_report_and_trace(tmp_path: Path, jaxlib_partitioner: None,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "p.mlir"
    src.write_text(PROGRAM)
    rng = np.random.default_rng(0)
    a = rng.standard_normal((8, 16)).astype(np.float32)
    b = rng.standard_normal((16, 4)).astype(np.float32)
    np.savez(tmp_path / "in.npz", arg0=a, arg1=b)
    code = main(["simulate", str(src), "--inputs", str(tmp_path / "in.npz"), "--outputs",
                 str(tmp_path / "out.npz"), "--report", str(tmp_path / "r.json"), "--trace",
                 str(tmp_path / "t.json")])
    out = capsys.readouterr().out
    assert code == 0, out
    assert "verdict: EQUAL" in out and "all_reduce" in out
    np.testing.assert_allclose(np.load(tmp_path / "out.npz")["out0"], a @ b, rtol=1e-5,
                               atol=1e-5)
    report = json.loads((tmp_path / "r.json").read_text())
    assert report["ok"] and report["bytes_by_kind"]["all_reduce"] > 0
    trace = json.loads((tmp_path / "t.json").read_text())
    assert "cost_model" in trace["metadata"]
    assert {e["tid"] for e in trace["traceEvents"] if e["ph"] == "X"} == {0, 1, 2, 3}


@pytest.mark.parametrize("arrays,message", [
    ({"arg0": np.zeros((8, 16), np.float32)}, "missing input 'arg1'"),
    ({"arg0": np.zeros((8, 15), np.float32), "arg1": np.zeros((16, 4), np.float32)},
     "input 'arg0' is float32[8, 15]"),
    ({"arg0": np.zeros((8, 16), np.float64), "arg1": np.zeros((16, 4), np.float32)},
     "input 'arg0' is float64"),
])
def test_bad_inputs(tmp_path: Path, arrays: dict, message: str,
                    capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "p.mlir"
    src.write_text(PROGRAM)
    np.savez(tmp_path / "in.npz", **arrays)
    assert main(["simulate", str(src), "--inputs", str(tmp_path / "in.npz")]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and f"{src}:" in err[0] and message in err[0], err


def test_unsupported_op_and_dynamic_shape(tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "p.mlir"
    src.write_text("""module {
  func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
    %0 = "stablehlo.reduce_precision"(%a) {exponent_bits = 5 : i32, mantissa_bits = 2 : i32} : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
""")
    assert main(["simulate", str(src)]) == 1
    err = capsys.readouterr().err.strip()
    assert err.startswith(f"{src}:3:") and "'stablehlo.reduce_precision' is not implemented" in err
    src.write_text("""module {
  func.func @main(%a: tensor<?xf32>) -> tensor<?xf32> {
    return %a : tensor<?xf32>
  }
}
""")
    assert main(["simulate", str(src)]) == 1
    err = capsys.readouterr().err.strip()
    assert f"{src}:" in err and "dynamic shape" in err and "\n" not in err


def test_custom_call_is_refused_by_name(tmp_path: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "p.mlir"
    src.write_text("""module {
  func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.custom_call @my_kernel(%a) : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
""")
    assert main(["simulate", str(src)]) == 1
    err = capsys.readouterr().err.strip()
    assert err.startswith(f"{src}:3:") and "@my_kernel is not implemented" in err
