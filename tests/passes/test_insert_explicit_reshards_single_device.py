"""sdy-insert-explicit-reshards on single-device (maximal mesh) ops.

Shardy added this after the jaxlib we test against (0.10.2 leaves such ops alone), so
these are exact outputs of the documented behaviour rather than a differential: an op
whose result lives on one device gets its tensor operands resharded to that device
(through replicated on the module's first mesh with axes, unless already so), and its
results resharded back to replicated there and on to their own sharding.
"""

from __future__ import annotations

import pytest

from planner.model.ir.diagnostics import PlannerError
from tests.passes.differential import ours

FULL = ["sdy-insert-explicit-reshards{enable-full-version=true}"]
MESHES = """sdy.mesh @mesh = <["x"=2]>
sdy.mesh @dev0 = <[], device_ids=[0]>
sdy.mesh @dev1 = <[], device_ids=[1]>
"""
X = '#sdy.sharding<@mesh, [{"x"}, {}]>'
REPL = "#sdy.sharding<@mesh, [{}, {}]>"


def body(text: str) -> list[str]:
    lines = [line.strip() for line in text.splitlines()]
    start = next(i for i, line in enumerate(lines) if line.startswith("func.func"))
    return lines[start + 1:-2]


def test_tiled_operand_and_tiled_consumer() -> None:
    text = MESHES + f"""func.func @f(%arg0: tensor<8x16xf32> {{sdy.sharding = {X}}}, %arg1: tensor<8x16xf32> {{sdy.sharding = {X}}}) -> (tensor<8x16xf32> {{sdy.sharding = {X}}}) {{
  %0 = stablehlo.custom_call @host(%arg0) {{sdy.sharding = #sdy.sharding_per_value<[<@dev0, []>]>}} : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %1 = stablehlo.add %0, %arg1 {{sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{{"x"}}, {{}}]>]>}} : tensor<8x16xf32>
  return %1 : tensor<8x16xf32>
}}"""
    assert body(ours(text, FULL)) == [
        '%0 = sdy.reshard %arg0 <@mesh, [{}, {}]> : tensor<8x16xf32>',
        '%1 = sdy.reshard %0 <@dev0, []> : tensor<8x16xf32>',
        '%2 = stablehlo.custom_call @host(%1) {sdy.sharding = #sdy.sharding_per_value<[<@dev0, []>]>} : (tensor<8x16xf32>) -> tensor<8x16xf32>',
        '%3 = sdy.reshard %2 <@mesh, [{}, {}]> : tensor<8x16xf32>',
        '%4 = sdy.reshard %3 <@mesh, [{"x"}, {}]> : tensor<8x16xf32>',
        '%5 = stablehlo.add %4, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : tensor<8x16xf32>',
        'return %5 : tensor<8x16xf32>',
    ]


def test_device_to_device_and_returned_directly() -> None:
    # Replicated operands go straight to the device; a value moving between devices
    # passes through replicated on the global mesh; a result on the same device as its
    # consumer still comes back through the global mesh (its use was replaced).
    text = MESHES + f"""func.func @f(%arg0: tensor<8x16xf32> {{sdy.sharding = {REPL}}}) -> (tensor<8x16xf32> {{sdy.sharding = {REPL}}}) {{
  %0 = stablehlo.custom_call @a(%arg0) {{sdy.sharding = #sdy.sharding_per_value<[<@dev0, []>]>}} : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %1 = stablehlo.custom_call @b(%0) {{sdy.sharding = #sdy.sharding_per_value<[<@dev1, []>]>}} : (tensor<8x16xf32>) -> tensor<8x16xf32>
  return %1 : tensor<8x16xf32>
}}"""
    assert body(ours(text, FULL)) == [
        '%0 = sdy.reshard %arg0 <@dev0, []> : tensor<8x16xf32>',
        '%1 = stablehlo.custom_call @a(%0) {sdy.sharding = #sdy.sharding_per_value<[<@dev0, []>]>} : (tensor<8x16xf32>) -> tensor<8x16xf32>',
        '%2 = sdy.reshard %1 <@mesh, [{}, {}]> : tensor<8x16xf32>',
        '%3 = sdy.reshard %2 <@dev1, []> : tensor<8x16xf32>',
        '%4 = stablehlo.custom_call @b(%3) {sdy.sharding = #sdy.sharding_per_value<[<@dev1, []>]>} : (tensor<8x16xf32>) -> tensor<8x16xf32>',
        '%5 = sdy.reshard %4 <@mesh, [{}, {}]> : tensor<8x16xf32>',
        'return %5 : tensor<8x16xf32>',
    ]


def test_mixed_results_all_move_to_the_device() -> None:
    # One result on a device makes the whole op single-device; the other result is
    # resharded back to the sharding it asked for.
    text = MESHES + f"""func.func @f(%arg0: tensor<8x16xf32> {{sdy.sharding = {REPL}}}) -> (tensor<8x16xf32>, tensor<8x16xf32>) {{
  %0:2 = stablehlo.custom_call @a(%arg0) {{sdy.sharding = #sdy.sharding_per_value<[<@dev1, []>, <@mesh, [{{}}, {{"x"}}]>]>}} : (tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>)
  return %0#0, %0#1 : tensor<8x16xf32>, tensor<8x16xf32>
}}"""
    assert body(ours(text, ["sdy-insert-explicit-reshards"])) == [
        '%0 = sdy.reshard %arg0 <@dev1, []> : tensor<8x16xf32>',
        '%1:2 = stablehlo.custom_call @a(%0) {sdy.sharding = #sdy.sharding_per_value<[<@dev1, []>, <@dev1, []>]>} : (tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>)',
        '%2 = sdy.reshard %1#0 <@mesh, [{}, {}]> : tensor<8x16xf32>',
        '%3 = sdy.reshard %1#1 <@mesh, [{}, {}]> : tensor<8x16xf32>',
        '%4 = sdy.reshard %3 <@mesh, [{}, {"x"}]> : tensor<8x16xf32>',
        'return %2, %4 : tensor<8x16xf32>, tensor<8x16xf32>',
    ]


@pytest.mark.parametrize(("signature", "message"), [
    ('(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@dev0, []>}) -> tensor<8xf32>',
     "'func.func' op function argument 0 cannot have a single-device (maximal) sharding "
     "attribute"),
    ('(%arg0: tensor<8xf32>) -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@dev0, []>})',
     "'func.func' op function result 0 cannot have a single-device (maximal) sharding "
     "attribute"),
])
def test_function_boundaries_cannot_be_single_device(signature: str, message: str) -> None:
    text = MESHES + f"func.func @f{signature} {{\n  return %arg0 : tensor<8xf32>\n}}"
    with pytest.raises(PlannerError) as err:
        ours(text, FULL)
    assert str(err.value) == f"<case>:4:1: error: {message}"


def test_results_on_two_devices_conflict() -> None:
    text = MESHES + """func.func @f(%arg0: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %0:2 = stablehlo.custom_call @a(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@dev0, []>, <@dev1, []>]>} : (tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)
  return %0#0, %0#1 : tensor<8xf32>, tensor<8xf32>
}"""
    with pytest.raises(PlannerError) as err:
        ours(text, FULL)
    assert str(err.value) == ("<case>:5:10: error: 'stablehlo.custom_call' op has conflicting "
                              "single-device result shardings")
