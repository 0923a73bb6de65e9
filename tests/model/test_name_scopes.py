"""Ops' name-stack locations (JAX's ``as_text(debug_info=True)``): read through aliases
defined after the module, printed back, and grouped into layers."""

from __future__ import annotations

import pytest

from planner.model.ir.core import Operation
from planner.model.ir.name_scopes import layers, location_name, name_scopes
from planner.model.text.io import parse_module, print_module

# Our own two-layer MLP, its gradient as JAX prints it with locations (trimmed): the ops
# name aliases that the text defines after the module.
SCOPED = """sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func public @main(%arg0: tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>} loc("x"), %arg1: tensor<64x64xf32> loc("ws[0]"), %arg2: tensor<64x64xf32> loc("ws[1]")) -> (tensor<64x64xf32>, tensor<64x64xf32>) {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<16x64xf32>, tensor<64x64xf32>) -> tensor<16x64xf32> loc(#loc25)
  %1 = stablehlo.tanh %0 : tensor<16x64xf32> loc(#loc26)
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32> loc(#loc17)
  %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x64xf32> loc(#loc27)
  %3 = stablehlo.subtract %2, %1 : tensor<16x64xf32> loc(#loc27)
  %4 = stablehlo.dot_general %1, %arg2, contracting_dims = [1] x [0] : (tensor<16x64xf32>, tensor<64x64xf32>) -> tensor<16x64xf32> loc(#loc28)
  %5 = stablehlo.tanh %4 : tensor<16x64xf32> loc(#loc29)
  %6 = stablehlo.subtract %2, %5 : tensor<16x64xf32> loc(#loc30)
  %7 = stablehlo.multiply %5, %6 : tensor<16x64xf32> loc(#loc31)
  %8 = stablehlo.dot_general %7, %1, contracting_dims = [0] x [0] : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<64x64xf32> loc(#loc33)
  %9 = stablehlo.dot_general %7, %arg2, contracting_dims = [1] x [1] : (tensor<16x64xf32>, tensor<64x64xf32>) -> tensor<16x64xf32> loc(#loc33)
  %10 = stablehlo.multiply %9, %3 : tensor<16x64xf32> loc(#loc35)
  %11 = stablehlo.dot_general %10, %arg0, contracting_dims = [0] x [0] : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<64x64xf32> loc(#loc37)
  return %11, %8 : tensor<64x64xf32>, tensor<64x64xf32> loc(#loc17)
} loc(#loc)
#loc = loc(unknown)
#loc6 = loc("<stdin>":12:6 to :89)
#loc12 = loc("<module>"(#loc6))
#loc17 = loc("jit(f)"(#loc12))
#loc20 = loc(callsite(#loc17 at #loc12))
#loc25 = loc("jit(f)/jvp(layers_0)/mlp/dot_general"(#loc20))
#loc26 = loc("jit(f)/jvp(layers_0)/mlp/tanh"(#loc20))
#loc27 = loc("jit(f)/jvp(layers_0)/mlp/sub"(#loc20))
#loc28 = loc("jit(f)/jvp(layers_1)/mlp/dot_general"(#loc20))
#loc29 = loc("jit(f)/jvp(layers_1)/mlp/tanh"(#loc20))
#loc30 = loc("jit(f)/jvp(layers_1)/mlp/sub"(#loc20))
#loc31 = loc("jit(f)/transpose(jvp(layers_1))/mlp/mul"(#loc20))
#loc33 = loc("jit(f)/transpose(jvp(layers_1))/mlp/dot_general"(#loc20))
#loc35 = loc("jit(f)/transpose(jvp(layers_0))/mlp/mul"(#loc20))
#loc37 = loc("jit(f)/transpose(jvp(layers_0))/mlp/dot_general"(#loc20))
"""


def test_locations_defined_after_the_module_are_read_and_printed_back() -> None:
    module = parse_module(SCOPED)
    ops = list(module.entry_function().body.ops)
    assert ops[0].loc == '"jit(f)/jvp(layers_0)/mlp/dot_general"(#loc20)'
    text = print_module(module)
    # Printed as names alone: the locations they nest are aliases the output lacks.
    assert 'tensor<16x64xf32> loc("jit(f)/jvp(layers_0)/mlp/dot_general")\n' in text
    assert 'loc("jit(f)/transpose(jvp(layers_0))/mlp/dot_general")\n' in text
    assert "#loc" not in text
    again = parse_module(text)
    assert print_module(again) == text
    assert [op.loc for op in again.entry_function().body.ops][:2] == [
        '"jit(f)/jvp(layers_0)/mlp/dot_general"', '"jit(f)/jvp(layers_0)/mlp/tanh"']


@pytest.mark.parametrize(("loc", "name", "scopes"), [
    ('"jit(f)/jvp(layers_0)/mlp/dot_general"(#loc20)', "jit(f)/jvp(layers_0)/mlp/dot_general",
     ("layers_0", "mlp")),
    ('"jit(step)/jit(main)/transpose(jvp(Model_0))/Block_3/attn/mul"',
     "jit(step)/jit(main)/transpose(jvp(Model_0))/Block_3/attn/mul",
     ("Model_0", "Block_3", "attn")),
    ('"jit(f)/transpose(jvp())/broadcast_in_dim"(#loc18)',
     "jit(f)/transpose(jvp())/broadcast_in_dim", ()),
    ('"jit(f)"(#loc12)', "jit(f)", ()),
    ('"x"', "x", ()),
    ('"<stdin>":12:6 to :89', None, ()),
    ("callsite(#loc11 at #loc12)", None, ()),
    ("unknown", None, ()),
    (None, None, ()),
])
def test_a_name_stack_reads_as_its_scopes(loc: str | None, name: str | None,
                                          scopes: tuple[str, ...]) -> None:
    assert location_name(loc) == name
    assert name_scopes(loc) == scopes


def _ops(*names: str) -> list[Operation]:
    return [Operation("stablehlo.add", loc=f'"jit(f)/{n}/add"') for n in names]


@pytest.mark.parametrize(("stacks", "expected"), [
    # JAX scopes: the repeated layers at the top
    (("layers_0/mlp", "layers_1/mlp", "head"), ["layers_0", "layers_1", "head"]),
    # flax linen: the model's own scope, then its numbered blocks
    (("Model_0/Embed_0", "Model_0/Block_0/attn", "Model_0/Block_1/mlp", "Model_0/Dense_0"),
     ["Model_0/Embed_0", "Model_0/Block_0", "Model_0/Block_1", "Model_0/Dense_0"]),
    # flax nnx and keras: a list of layers, indexed
    (("model/layers/0/attn", "model/layers/1/attn", "model/norm"),
     ["model/layers/0", "model/layers/1", "model/norm"]),
    # nothing repeats: the outermost scope
    (("encoder/attn", "decoder/mlp"), ["encoder", "decoder"]),
])
def test_ops_group_into_the_layers_their_scopes_repeat(stacks: tuple[str, ...],
                                                       expected: list[str]) -> None:
    ops = _ops(*stacks)
    found = layers(ops)
    assert [found[op] for op in ops] == expected


def test_an_op_in_no_scope_is_in_no_layer() -> None:
    op = Operation("stablehlo.add", loc='"jit(f)"')
    assert layers([op, *_ops("layers_0", "layers_1")])[op] == ""
