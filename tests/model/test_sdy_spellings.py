"""Every spelling MLIR reads for a nested sdy attribute (stripped, ``#sdy.NAME<...>``, or
``#sdy<NAME ...>``), non-tensor values (tokens, tuples) on the ops that take any type, and
the parse-time rules of Shardy's parser. Each accepted input prints the canonical form
given here, which jaxlib prints too (the ``jax`` tests)."""

from __future__ import annotations

import pytest

from planner.model.ir.diagnostics import ParseError
from planner.model.text.io import parse_module, print_module
from planner.model.verify.verifier import verify

MESH = 'sdy.mesh @m = <["a"=2, "b"=4]>\n'
ARG = '%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"a"}, {}]>}'


def _func(body: str, arg: str = ARG, ret: str = "tensor<8x8xf32>") -> str:
    return f"func.func @f({arg}) -> {ret} {{\n{body}\n}}\n"


def _arg(sharding: str) -> str:
    """A function whose argument carries ``sharding`` (written as given)."""
    return MESH + _func("  return %arg0 : tensor<8x8xf32>",
                        f"%arg0: tensor<8x8xf32> {{sdy.sharding = {sharding}}}")


def _rule(rule: str) -> str:
    return _func(f"  %0 = stablehlo.add %arg0, %arg0 {{sdy.sharding_rule = {rule}}} : "
                 "tensor<8x8xf32>\n  return %0 : tensor<8x8xf32>", "%arg0: tensor<8x8xf32>")


def _manual(ins: str, axes: str) -> str:
    return MESH + _func(
        f"  %0 = sdy.manual_computation(%arg0) in_shardings=[{ins}] "
        f'out_shardings=[<@m, [{{"a"}}, {{}}]>] manual_axes={axes} (%arg1: tensor<4x8xf32>) {{\n'
        "    sdy.return %arg1 : tensor<4x8xf32>\n  } : (tensor<8x8xf32>) -> tensor<8x8xf32>\n"
        "  return %0 : tensor<8x8xf32>", "%arg0: tensor<8x8xf32>")


def _op(line: str) -> str:
    """``line`` (defining %0 from %arg0) in a function over a sharded argument."""
    return MESH + _func(f"  {line}\n  return %0 : tensor<8x8xf32>")


SHARDING = '#sdy.sharding<@m, [{"a"}, {}]>'
SHARDING_B = '#sdy.sharding<@m, [{"a", "b":(1)2}, {}], replicated={"b":(2)2}>'

# (input, the canonical text our printer and jaxlib both give for the changed part)
SPELLINGS = [
    pytest.param(MESH + _func("  %0:2 = stablehlo.custom_call @foo(%arg0) {sdy.sharding = "
                              '#sdy.sharding_per_value<[#sdy.sharding<@m, [{"a"}, {}]>, '
                              '#sdy<sharding<@m, [{}, {"b"}]>>]>} : (tensor<8x8xf32>) -> '
                              "(tensor<8x8xf32>, tensor<8x8xf32>)\n  return %0#0 : tensor<8x8xf32>"),
                 '#sdy.sharding_per_value<[<@m, [{"a"}, {}]>, <@m, [{}, {"b"}]>]>',
                 id="sharding-per-value-elements"),
    pytest.param(_arg('#sdy<sharding<@m, [{"a"}, {}]>>'), SHARDING, id="opaque-sharding"),
    pytest.param(_arg('#sdy.sharding<@m, [#sdy<dimension_sharding{"a"}>, {}]>'), SHARDING,
                 id="dimension-sharding"),
    pytest.param(_arg('#sdy.sharding<@m, [{"a", "b":#sdy<sub_axis_info(1)2>}, {}], '
                      'replicated={"b":#sdy<sub_axis_info(2)2>}>'), SHARDING_B,
                 id="sub-axis-info"),
    pytest.param(_arg('#sdy.sharding<@m, [{"a", "b":(1)2}, {}], replicated={#sdy<axis_ref"b":(2)2>}>'),
                 SHARDING_B, id="axis-ref-in-replicated"),
    pytest.param('sdy.mesh @m = <[#sdy<mesh_axis"a"=2>, "b"=4]>\n', MESH.strip(),
                 id="mesh-axis"),
    pytest.param('sdy.mesh @m = #sdy.mesh<["a"=2, "b"=4]>\n', MESH.strip(), id="mesh-pretty"),
    pytest.param('sdy.mesh @m = #sdy<mesh<["a"=2, "b"=4]>>\n', MESH.strip(), id="mesh-opaque"),
    pytest.param(_manual(SHARDING, '#sdy<manual_axes{"a"}>'),
                 'in_shardings=[<@m, [{"a"}, {}]>] out_shardings=[<@m, [{"a"}, {}]>] '
                 'manual_axes={"a"}', id="manual-computation"),
    pytest.param(_op('%0 = sdy.all_gather #sdy<list_of_axis_ref_lists[#sdy<axis_ref_list{"a"}>, '
                     "{}]> %arg0 out_sharding=<@m, [{}, {}]> : tensor<8x8xf32>"),
                 '%0 = sdy.all_gather [{"a"}, {}] %arg0 out_sharding=<@m, [{}, {}]>',
                 id="list-of-axis-ref-lists"),
    pytest.param(_op('%0 = sdy.all_reduce #sdy<axis_ref_list{#sdy<axis_ref"b">}> %arg0 '
                     'out_sharding=#sdy.sharding<@m, [{"a"}, {}]> {} : tensor<8x8xf32>'),
                 '%0 = sdy.all_reduce {"b"} %arg0 out_sharding=<@m, [{"a"}, {}]>',
                 id="axis-ref-list-and-full-out-sharding"),
    pytest.param(_op('%0 = sdy.all_to_all #sdy<all_to_all_param_list[#sdy<all_to_all_param'
                     '{#sdy<axis_ref"a">}: 0->1>]> %arg0 out_sharding=<@m, [{}, {"a"}]> : '
                     "tensor<8x8xf32>"),
                 '%0 = sdy.all_to_all [{"a"}: 0->1] %arg0 out_sharding=<@m, [{}, {"a"}]>',
                 id="all-to-all-params"),
    pytest.param(_rule("#sdy<op_sharding_rule<(#sdy<tensor_mapping[i, j]>, "
                       "[#sdy<dim_mapping i>, j])->([i, j]) {i=8, j=8}>>"),
                 "#sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=8}>",
                 id="tensor-and-dim-mappings"),
    # Tokens and tuples: the constraint ops take any type (Shardy's AnyType).
    pytest.param(MESH + _func("  %0 = sdy.sharding_constraint %arg0 <@m, []> : !stablehlo.token\n"
                              "  %1 = sdy.reshard %0 <@m, []> : !stablehlo.token\n"
                              "  return %1 : !stablehlo.token",
                              "%arg0: !stablehlo.token {sdy.sharding = #sdy.sharding<@m, []>}",
                              "!stablehlo.token"),
                 "%1 = sdy.reshard %0 <@m, []> : !stablehlo.token", id="token-constraint"),
    pytest.param(MESH + _func('  %0 = sdy.sharding_constraint %arg0 <@m, [{"a"}]> : '
                              "tuple<tensor<8xf32>>\n  return %0 : tuple<tensor<8xf32>>",
                              "%arg0: tuple<tensor<8xf32>>", "tuple<tensor<8xf32>>"),
                 '%0 = sdy.sharding_constraint %arg0 <@m, [{"a"}]> : tuple<tensor<8xf32>>',
                 id="tuple-of-one-constraint"),
    pytest.param('sdy.mesh @m = <[], device_ids=[3]>\n' + _func(
        "  %0 = stablehlo.custom_call @io(%arg1) {has_side_effect = true, sdy.sharding = "
        "#sdy.sharding_per_value<[<@m, []>]>} : (!stablehlo.token) -> !stablehlo.token\n"
        "  %1 = sdy.sharding_constraint %0 <@m, []> : !stablehlo.token\n"
        "  return %1 : !stablehlo.token",
        "%arg0: tensor<4xf32>, %arg1: !stablehlo.token {sdy.sharding = #sdy.sharding<@m, []>}",
        "!stablehlo.token"),
                 "%1 = sdy.sharding_constraint %0 <@m, []> : !stablehlo.token",
                 id="token-on-maximal-mesh"),
]


@pytest.mark.parametrize(("text", "canonical"), SPELLINGS)
def test_spelling_reads_and_prints_canonically(text: str, canonical: str) -> None:
    module = parse_module(text, "t.mlir")
    assert [str(e) for e in verify(module)] == []
    printed = print_module(module)
    assert canonical in printed
    assert print_module(parse_module(printed)) == printed


@pytest.mark.jax
@pytest.mark.parametrize(("text", "canonical"), SPELLINGS)
def test_jaxlib_prints_the_same_canonical_form(text: str, canonical: str) -> None:
    pytest.importorskip("jaxlib")
    import jax._src.interpreters.mlir as jm
    from jaxlib.mlir import ir

    with jm.make_ir_context():
        printed = ir.Module.parse(text).operation.get_asm()
    assert canonical in printed


def _edges(steps: str) -> str:
    """A negate carrying ``sdy.propagation_edges`` with ``steps``."""
    return MESH + _func("  %0 = stablehlo.negate %arg0 {sdy.propagation_edges = "
                        f"#sdy.propagation_edges<[{steps}]>}} : tensor<8x8xf32>\n"
                        "  return %0 : tensor<8x8xf32>")


# Spellings MLIR does not read (so neither do we), and Shardy's parse-time rules.
REJECTED = [
    # The propagation edges attribute's own rules, checked wherever it appears.
    pytest.param(_edges('{step--1 = [{"a" = operand-0 -> [result-0]}]}'),
                 "t.mlir:3:78: error: propagation edges have a negative step index -1",
                 id="edges-negative-step"),
    pytest.param(_edges('{step-1 = [{"a" = operand-0 -> [result-0]}]}, '
                        '{step-1 = [{"b" = operand-0 -> [result-0]}]}'),
                 "t.mlir:3:78: error: propagation edges have step index 1 twice",
                 id="edges-step-twice"),
    pytest.param(_edges('{step-0 = [{"a" = result-0 -> [operand-0, result-0]}]}'),
                 "t.mlir:3:78: error: propagation edges of step 0 have source result-0 among "
                 "its targets", id="edges-source-is-target"),
    pytest.param(_edges('{step-0 = [{"a" = operand-0 -> [result-0, result-0]}]}'),
                 "t.mlir:3:78: error: propagation edges have a duplicate target for step index 0 "
                 "and axis \"a\"", id="edges-target-twice"),
    pytest.param(_edges('{step-0 = []}'),
                 "t.mlir:3:91: error: expected at least one axis entry", id="edges-empty-step"),
    pytest.param(_edges(''), "t.mlir:3:80: error: expected at least one propagation step",
                 id="edges-empty"),
    pytest.param(_arg('#sdy.sharding<@m, [{"a"}p01, {}]>'),
                 "t.mlir:2:77: error: priorities with leading zeros are not allowed, got 'p01'",
                 id="priority-leading-zero"),
    pytest.param(_arg('#sdy.sharding<@m, [{"a"}p9223372036854775808, {}]>'),
                 "t.mlir:2:77: error: priority p9223372036854775808 is too large (at most "
                 "p9223372036854775807)", id="priority-beyond-int64"),
    pytest.param(_rule("#sdy.op_sharding_rule<([j, i], [j, i])->([j, i]) {j=8, i=8}>"),
                 "t.mlir:2:106: error: factor sizes must name the factors in order i, j, k, "
                 "...: expected 'i', got 'j'", id="factor-sizes-not-iota"),
    pytest.param(_rule("#sdy.op_sharding_rule<([i, k], [i, k])->([i, k]) {i=8, k=8}>"),
                 "t.mlir:2:111: error: factor sizes must name the factors in order i, j, k, "
                 "...: expected 'j', got 'k'", id="factor-sizes-skip-one"),
    pytest.param(_rule("#sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=8} "
                       "need_replication={i} reduction={j}>"),
                 "t.mlir:2:137: error: expected '>', got 'reduction' after 'need_replication' "
                 "(the kinds of special factors come once each, in the order reduction, "
                 "need_replication, permutation, blocked_propagation)", id="factor-kinds-order"),
    pytest.param(_rule("#sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=8} "
                       "permutation={i} permutation={j}>"),
                 "t.mlir:2:132: error: expected '>', got 'permutation' twice (the kinds of "
                 "special factors come once each, in the order reduction, need_replication, "
                 "permutation, blocked_propagation)", id="factor-kind-twice"),
    pytest.param(_rule("#sdy.op_sharding_rule<([i, z_01], [i, z_01])->([i, z_01]) {i=8, j=8}>"),
                 "t.mlir:2:83: error: expected factor symbols, got 'z_01'",
                 id="factor-symbol-leading-zero"),
    # Pretty forms only work for attributes whose syntax opens with '<'.
    pytest.param(_arg('#sdy.sharding<@m, [{"a"}, {}], replicated={"b":#sdy.sub_axis_info<(2)2>}>'),
                 "t.mlir:2:118: error: expected '(', got '<'", id="sub-axis-info-pretty"),
    # Shardy reads a dimension sharding's axis refs by hand: no full form there.
    pytest.param(_arg('#sdy.sharding<@m, [{#sdy<axis_ref"a">}, {}]>'),
                 "t.mlir:2:73: error: expected axis name, got '#sdy'", id="axis-ref-in-dim"),
    pytest.param('sdy.mesh @m = <[#sdy.mesh_axis<"a"=2>]>\n',
                 "t.mlir:1:31: error: expected mesh axis name, got '<'", id="mesh-axis-pretty"),
    # MLIR reads ': type' after a full attribute as that attribute's type.
    pytest.param(_op('%0 = sdy.all_reduce {"b"} %arg0 out_sharding=#sdy.sharding<@m, [{"a"}, {}]>'
                     " : tensor<8x8xf32>"),
                 "t.mlir:3:79: error: expected ':' (the type after a full '#sdy' attribute "
                 "belongs to it)", id="full-out-sharding-before-type"),
    # Only the constraint ops take any type; the others want a tensor.
    pytest.param(MESH + _func("  %0 = sdy.propagation_barrier %arg0 allowed_direction=FORWARD : "
                              "!stablehlo.token\n  return %0 : !stablehlo.token",
                              "%arg0: !stablehlo.token", "!stablehlo.token"),
                 "t.mlir:3:66: error: expected a tensor type, got !stablehlo.token",
                 id="token-barrier"),
]


@pytest.mark.parametrize(("text", "message"), REJECTED)
def test_rejected_spelling(text: str, message: str) -> None:
    with pytest.raises(ParseError) as info:
        parse_module(text, "t.mlir")
    assert str(info.value) == message


@pytest.mark.jax
@pytest.mark.parametrize(("text", "message"), REJECTED)
def test_jaxlib_rejects_it_too(text: str, message: str) -> None:
    pytest.importorskip("jaxlib")
    import jax._src.interpreters.mlir as jm
    from jaxlib.mlir import ir

    with jm.make_ir_context(), pytest.raises(Exception):  # noqa: B017 (MLIRError)
        ir.Module.parse(text)
