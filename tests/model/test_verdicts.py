"""Differential verdicts: over every MLIR input the suite holds (data files, the shared
corpus, the inline programs of the model and pass tests) and the new inputs below
(meshes of different sizes, tokens and tuples, single-device meshes), jaxlib's parser and
verifier and ours must both accept or both reject. The few inputs where the verdicts must
differ are listed in ``DIFFERENT`` with the reason."""

from __future__ import annotations

import pytest

from planner.model.ir.diagnostics import PlannerError
from planner.model.text.io import parse_module
from planner.model.verify.verifier import verify
from tests.model.verdict_inputs import all_inputs

M8_M2 = 'sdy.mesh @m8 = <["a"=2, "b"=4]>\nsdy.mesh @m2 = <["x"=2]>\n'
ONE = 'sdy.mesh @one = <[], device_ids=[3]>\n'
MESH = 'sdy.mesh @m = <["a"=2, "b"=4]>\n'


def _f(args: str, results: str, body: str) -> str:
    return f"func.func @main({args}) -> ({results}) {{\n{body}\n}}\n"


# New inputs: (name, text). Valid and invalid ones alike; only the verdicts are compared.
NEW = [
    ("multi-mesh-args", M8_M2 + _f(
        '%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m8, [{"a"}, {"b"}]>}, '
        '%arg1: tensor<8xf32> {sdy.sharding = #sdy.sharding<@m2, [{"x"}]>}',
        "tensor<8xf32>", "  return %arg1 : tensor<8xf32>")),
    ("multi-mesh-constraint-across", M8_M2 + _f(
        '%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@m8, [{"b"}]>}', "tensor<8xf32>",
        '  %0 = sdy.sharding_constraint %arg0 <@m2, [{"x"}]> : tensor<8xf32>\n'
        "  return %0 : tensor<8xf32>")),
    ("multi-mesh-axis-of-other-mesh", M8_M2 + _f(
        '%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@m2, [{"b"}]>}', "tensor<8xf32>",
        "  return %arg0 : tensor<8xf32>")),
    ("multi-mesh-manual-on-small", M8_M2 + _f(
        "%arg0: tensor<8xf32>", "tensor<8xf32>",
        '  %0 = sdy.manual_computation(%arg0) in_shardings=[<@m2, [{"x"}]>] '
        'out_shardings=[<@m2, [{"x"}]>] manual_axes={"x"} (%arg1: tensor<4xf32>) {\n'
        "    sdy.return %arg1 : tensor<4xf32>\n  } : (tensor<8xf32>) -> tensor<8xf32>\n"
        "  return %0 : tensor<8xf32>")),
    ("multi-mesh-permute-across", M8_M2 + _f(
        '%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@m8, [{"a"}]>}', "tensor<8xf32>",
        '  %0 = sdy.collective_permute %arg0 out_sharding=<@m2, [{"x"}]> : tensor<8xf32>\n'
        "  return %0 : tensor<8xf32>")),
    ("multi-mesh-three-sizes", M8_M2 + 'sdy.mesh @m3 = <["y"=3]>\n' + ONE + _f(
        '%arg0: tensor<6xf32> {sdy.sharding = #sdy.sharding<@m3, [{"y"}]>}', "tensor<6xf32>",
        "  return %arg0 : tensor<6xf32>")),
    ("token-arg-replicated", MESH + _f(
        "%arg0: !stablehlo.token {sdy.sharding = #sdy.sharding<@m, []>}",
        "!stablehlo.token {sdy.sharding = #sdy.sharding<@m, []>}",
        "  return %arg0 : !stablehlo.token")),
    ("token-arg-sharded", MESH + _f(
        '%arg0: !stablehlo.token {sdy.sharding = #sdy.sharding<@m, [{"a"}]>}',
        "!stablehlo.token", "  return %arg0 : !stablehlo.token")),
    ("token-constraint-rank-one", MESH + _f(
        "%arg0: !stablehlo.token", "!stablehlo.token",
        "  %0 = sdy.sharding_constraint %arg0 <@m, [{}]> : !stablehlo.token\n"
        "  return %0 : !stablehlo.token")),
    ("token-constraint-replicated-axes", MESH + _f(
        "%arg0: !stablehlo.token", "!stablehlo.token",
        '  %0 = sdy.reshard %arg0 <@m, [], replicated={"a"}> : !stablehlo.token\n'
        "  return %0 : !stablehlo.token")),
    ("token-data-flow-edge", MESH + _f(
        "%arg0: !stablehlo.token", "!stablehlo.token",
        "  %0 = sdy.data_flow_edge %arg0 : !stablehlo.token\n  return %0 : !stablehlo.token")),
    ("token-side-effect-chain", MESH + _f(
        '%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@m, [{"a"}]>}, '
        "%arg1: !stablehlo.token", "tensor<8xf32>, !stablehlo.token",
        "  %0 = stablehlo.custom_call @send(%arg1, %arg0) {has_side_effect = true, "
        "sdy.sharding = #sdy.sharding_per_value<[<@m, []>]>} : (!stablehlo.token, "
        "tensor<8xf32>) -> !stablehlo.token\n"
        "  %1 = sdy.sharding_constraint %0 <@m, []> : !stablehlo.token\n"
        "  %2 = stablehlo.after_all %1, %arg1 : !stablehlo.token\n"
        "  return %arg0, %2 : tensor<8xf32>, !stablehlo.token")),
    ("tuple-result-two-elements-sharded", MESH + _f(
        "%arg0: tensor<8xf32>", "tensor<8xf32>",
        "  %0 = stablehlo.custom_call @t(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@m, "
        '[{"a"}]>]>} : (tensor<8xf32>) -> tuple<tensor<8xf32>, !stablehlo.token>\n'
        "  %1 = stablehlo.get_tuple_element %0[0] : (tuple<tensor<8xf32>, !stablehlo.token>) "
        "-> tensor<8xf32>\n  return %1 : tensor<8xf32>")),
    ("tuple-result-unsharded", MESH + _f(
        "%arg0: tensor<8xf32>", "tensor<8xf32>",
        "  %0 = stablehlo.custom_call @t(%arg0) : (tensor<8xf32>) -> "
        "tuple<tensor<8xf32>, !stablehlo.token>\n"
        "  %1 = stablehlo.get_tuple_element %0[0] : (tuple<tensor<8xf32>, !stablehlo.token>) "
        "-> tensor<8xf32>\n  return %1 : tensor<8xf32>")),
    ("tuple-of-one-sharded", MESH + _f(
        '%arg0: tuple<tensor<8xf32>> {sdy.sharding = #sdy.sharding<@m, [{"b"}]>}',
        "tuple<tensor<8xf32>>", "  return %arg0 : tuple<tensor<8xf32>>")),
    ("single-device-everything", ONE + _f(
        "%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@one, []>}, "
        "%arg1: !stablehlo.token {sdy.sharding = #sdy.sharding<@one, []>}",
        "tensor<8xf32> {sdy.sharding = #sdy.sharding<@one, []>}",
        "  %0 = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@one, []>]>} "
        ": tensor<8xf32>\n  stablehlo.custom_call @log(%0) {has_side_effect = true, sdy.sharding"
        " = #sdy.sharding_per_value<[<@one, []>]>} : (tensor<8xf32>) -> ()\n"
        "  %1 = sdy.sharding_constraint %arg1 <@one, []> : !stablehlo.token\n"
        "  return %0 : tensor<8xf32>")),
    ("single-device-with-dims", ONE + _f(
        "%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@one, [{}]>}", "tensor<8xf32>",
        "  return %arg0 : tensor<8xf32>")),
    ("single-device-beside-eight", MESH + ONE + _f(
        '%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@m, [{"a", "b"}]>}', "tensor<8xf32>",
        "  %0 = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@one, []>]>} "
        ": tensor<8xf32>\n  return %0 : tensor<8xf32>")),
    ("single-device-id-zero-and-empty-mesh", 'sdy.mesh @z = <[], device_ids=[0]>\n'
     'sdy.mesh @e = <[]>\n' + _f(
        "%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@e, [{}, {}]>}", "tensor<8x8xf32>",
        "  %0 = sdy.sharding_constraint %arg0 <@z, []> : tensor<8x8xf32>\n"
        "  return %0 : tensor<8x8xf32>")),
    ("single-device-replicated-axis", ONE + _f(
        '%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@one, [], replicated={"a"}>}',
        "tensor<8xf32>", "  return %arg0 : tensor<8xf32>")),
]

# Inputs where jaxlib 0.10.2's verdict and ours must differ: name -> why.
DIFFERENT = {
    "tests/model/data/reference/sdy_dialect__all_reduce_max.mlir":
        "`unreduced=max{...}` and `all_reduce max` are in the dialect document and Shardy's "
        "source but newer than jaxlib 0.10.2's parser (jaxlib: syntax error; ours: valid)",
    "tests.model.verifier.test_verify_edges_unreduced:max-reduced-then-sum-introduced.0":
        "`unreduced=max{...}` is newer than jaxlib 0.10.2 (valid per Shardy's source)",
    "tests.model.verifier.test_verify_edges_unreduced:reshard-keeps-max.0":
        "`unreduced=max{...}` is newer than jaxlib 0.10.2 (valid per Shardy's source)",
    "tests.model.verifier.test_tables:call-self.0":
        "recursion: MLIR's verifier allows it, XLA runs no recursive calls (we refuse it)",
    "tests.model.verifier.test_tables:call-mutual.0":
        "recursion: MLIR's verifier allows it, XLA runs no recursive calls (we refuse it)",
    "tests.model.test_stablehlo_syntax:_QUIRKS":
        "the lenient-reader test's deliberately odd text (a stray comma for the empty start "
        "indices of a rank-0 dynamic_slice): we read it, MLIR does not",
}

INPUTS = all_inputs([(f"new:{name}", text) for name, text in NEW])


def _ours(text: str) -> str:
    try:
        module = parse_module(text, "t.mlir")
    except PlannerError:
        return "rejects"
    return "rejects" if verify(module) else "accepts"


def _jaxlib(text: str) -> str:
    import jax._src.interpreters.mlir as jm
    from jaxlib.mlir import ir

    with jm.make_ir_context():
        try:
            ir.Module.parse(text)
        except ir.MLIRError:
            return "rejects"
    return "accepts"


@pytest.mark.jax
def test_same_verdict_as_jaxlib_on_every_input() -> None:
    pytest.importorskip("jaxlib")
    differ = {name for name, text in INPUTS if _ours(text) != _jaxlib(text)}
    assert sorted(differ - DIFFERENT.keys()) == []  # unexpected disagreements
    assert sorted(DIFFERENT.keys() - differ) == []  # listed ones that now agree
    # A floor, so a broken collector (finding nothing) can't pass unnoticed.
    assert len(INPUTS) >= 800
    print(f"verdicts: {len(INPUTS) - len(differ)}/{len(INPUTS)} agree; "
          f"{len(differ)} listed differences")


def test_new_inputs_are_collected() -> None:
    names = {name for name, _ in INPUTS}
    assert {f"new:{name}" for name, _ in NEW} <= names
    assert any(name.startswith("tests.passes.") for name in names)
    assert any(name.startswith("tests/model/data/") for name in names)
