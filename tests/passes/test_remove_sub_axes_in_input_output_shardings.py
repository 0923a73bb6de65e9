"""sdy-remove-sub-axes-in-input-output-shardings: the main function's open input/output
dimension shardings cut before their first sub-axis."""

from __future__ import annotations

import subprocess
import sys

import pytest

from planner.model.ir.diagnostics import PlannerError
from planner.model.sharding.axis import AxisRef
from planner.model.sharding.tensor_sharding import DimSharding, TensorSharding
from planner.passes.exports.remove_sub_axes_in_input_output_shardings import without_sub_axes
from tests.conftest import REPO
from tests.passes.differential import assert_same_as_shardy, ours

PASSES = ["sdy-remove-sub-axes-in-input-output-shardings"]
MESH = 'sdy.mesh @mesh = <["x"=4, "y"=2, "z"=4]>\n'

CASES: dict[str, str] = {
    "leading_sub_axis_empties_open_dim": MESH + """
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)2, ?}p1, {"y", ?}]>})
    -> tensor<8x8xf32> {
  return %arg0 : tensor<8x8xf32>
}""",
    "trailing_axes_after_sub_axis_removed": MESH + """
func.func @main(%arg0: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y", "x":(2)2, "z", ?}]>})
    -> tensor<64xf32> {
  return %arg0 : tensor<64xf32>
}""",
    "closed_dims_kept": MESH + """
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)2}, {"y", "z":(1)2}p2]>})
    -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)2}, {"z":(2)2, ?}]>}) {
  return %arg0 : tensor<8x8xf32>
}""",
    "replicated_and_unreduced_sub_axes_kept": MESH + """
func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)2, ?}], replicated={"x":(2)2}, unreduced={"z":(1)2}>})
    -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}""",
    "results": MESH + """
func.func @main(%arg0: tensor<8x8xf32>)
    -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y", "z":(1)2, ?}p0, {?}p1]>},
        tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}, {"z", ?}]>}) {
  return %arg0, %arg0 : tensor<8x8xf32>, tensor<8x8xf32>
}""",
    "single_function_not_named_main": MESH + """
func.func @entry(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"z":(1)2, ?}]>}) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}""",
    "only_main_of_several": MESH + """
func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)2, ?}]>})
    -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)2, ?}]>}) {
  %0 = call @f(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x":(1)2, ?}]>]>} : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
func.func private @f(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)2, ?}]>})
    -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)2, ?}]>}) {
  return %arg0 : tensor<8xf32>
}""",
    "main_not_first": MESH + """
func.func private @f(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y", "x":(1)2, ?}]>}) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}
func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y", "x":(1)2, ?}]>}) -> tensor<8xf32> {
  %0 = call @f(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}""",
    "ops_inside_untouched": MESH + """
func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x":(1)2, ?}]>]>} : tensor<8xf32>
  %1 = sdy.sharding_constraint %0 <@mesh, [{"y", "x":(2)2, ?}]> : tensor<8xf32>
  return %1 : tensor<8xf32>
}""",
    "inlined_mesh_and_full_axes": """
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<mesh<["a"=4, "b"=2]>, [{"a", "b", ?}, {?}]>},
                %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<mesh<["a"=4, "b"=2]>, [{"b", "a":(1)2, ?}, {"a":(2)2, ?}p4]>})
    -> tensor<8x8xf32> {
  return %arg0 : tensor<8x8xf32>
}""",
    "manual_computation_untouched": MESH + """
func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y", "x":(1)2, ?}]>}) -> tensor<8xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"y", "x":(1)2, ?}]>] out_shardings=[<@mesh, [{"y", "x":(1)2, ?}]>] manual_axes={"y"} (%arg1: tensor<4xf32>) {
    sdy.return %arg1 : tensor<4xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}""",
}

NO_MAIN = MESH + """
func.func @f(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)2, ?}]>}) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}
func.func @g(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}"""


@pytest.mark.jax
@pytest.mark.parametrize("name", CASES)
def test_same_as_shardy(name: str) -> None:
    assert_same_as_shardy(CASES[name], PASSES)


@pytest.mark.jax
def test_no_main_function() -> None:
    # Shardy aborts the process (a failed check) when there are several functions and none
    # is called main; we report the same message as an error.
    pytest.importorskip("jaxlib")
    script = ("import sys; from tests.oracle.shardy import run_shardy; "
              "run_shardy(sys.stdin.read(), sys.argv[1:])")
    proc = subprocess.run([sys.executable, "-c", script, *PASSES], input=NO_MAIN, text=True,
                          capture_output=True, cwd=REPO, timeout=300, check=False)
    assert proc.returncode != 0 and "Failed to lookup function: main" in proc.stderr
    with pytest.raises(PlannerError, match="Failed to lookup function: main"):
        ours(NO_MAIN, PASSES)


def test_without_sub_axes() -> None:
    x, y = AxisRef("x"), AxisRef("y")
    sub = AxisRef.of("z", 1, 2)
    s = TensorSharding("mesh", (DimSharding((y, sub, x), False, 3), DimSharding((sub, y)),
                                DimSharding((x, y), False)), (AxisRef.of("z", 2, 2),))
    assert without_sub_axes(s) == TensorSharding(
        "mesh", (DimSharding((y,), False, 3), DimSharding((sub, y)), DimSharding((x, y), False)),
        (AxisRef.of("z", 2, 2),))


def test_outputs() -> None:
    out = ours(CASES["only_main_of_several"], PASSES)
    assert out.count('[{"x":(1)2, ?}]') == 3  # @f's argument and result, the call result
    assert out.count("[{?}]") == 2  # @main's argument and result
    out = ours(CASES["results"], PASSES)
    assert '[{"y", ?}p0, {?}p1]' in out and '[{"x", ?}, {"z", ?}]' in out
    out = ours(CASES["closed_dims_kept"], PASSES)
    assert '[{"x":(1)2}, {"y", "z":(1)2}p2]' in out and '[{"x":(1)2}, {?}]' in out


def test_declared_main() -> None:
    # Shardy crashes reading a declaration's arguments; we update its argument attributes.
    text = MESH + """
func.func private @main(tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)2, ?}]>})
    -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y", "z":(1)2, ?}]>})"""
    out = ours(text, PASSES)
    assert "(tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}]>})" in out
    assert '-> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y", ?}]>})' in out
