"""Entry arguments named by their locations, as JAX's ``as_text(debug_info=True)`` names
them (their paths in the arguments' pytree): read, printed back, and found by pins and
``--explain``."""

from __future__ import annotations

import planner
from planner.cli import main
from planner.model.text.io import parse_module, print_module

NAMED = """#loc1 = loc("params['w']")
sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func @main(%arg0: tensor<16x32xf32> loc("x"), %arg1: tensor<32x64xf32> loc(#loc1),
                %arg2: tensor<64xf32> loc("f"(#loc1))) -> tensor<16x64xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
  %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
  %2 = stablehlo.add %0, %1 : tensor<16x64xf32>
  return %2 : tensor<16x64xf32>
}
"""


def test_argument_locations_are_read_and_printed_back() -> None:
    module = parse_module(NAMED)
    args = module.entry_function().body.args
    # a name, a name through an alias, and a location that refers to an alias (dropped:
    # the printed module has no aliases)
    assert [a.source_name for a in args] == ["x", "params['w']", None]
    text = print_module(module)
    assert '%arg0: tensor<16x32xf32> loc("x"), %arg1: tensor<32x64xf32> ' \
        'loc("params[\'w\']"), %arg2: tensor<64xf32>)' in text
    again = parse_module(text)
    assert print_module(again) == text
    assert [a.source_name for a in again.clone().entry_function().body.args] == \
        ["x", "params['w']", None]


def test_pins_and_explain_find_an_argument_by_its_location_name(tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    r = planner.plan(NAMED, pins=("params['w']=P(None, 'model')",), time_limit=3,
                     baseline="none")
    assert str(r.module.entry_function().arg_sharding(1)) == \
        '#sdy.sharding<@mesh, [{}, {"model"}]>'
    assert 'loc("params[\'w\']")' in r.text()
    path = tmp_path / "named.mlir"
    path.write_text(NAMED)
    assert main(["plan", str(path), "--time-limit", "3", "--baseline", "none", "-o",
                 str(tmp_path / "out.mlir"), "--explain", "params['w']",
                 "--pin", "params['w']=model,None"]) == 0
    assert "params['w']: <@mesh, [{\"model\"}, {}]>" in capsys.readouterr().err
    assert main(["plan", str(path), "--time-limit", "3", "--pin", "params['v']=model"]) == 1
    assert "no value named 'params['v']'" in capsys.readouterr().err
