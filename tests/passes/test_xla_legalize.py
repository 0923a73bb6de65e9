"""planner-xla-legalize: exact outputs of each rewrite, and (with jax) that XLA compiles the result
as annotated: same collectives as for the source program, same numbers, no crash."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from planner.model.sharding.axis import AxisRef
from planner.model.sharding.tensor_sharding import DimSharding, TensorSharding
from planner.passes.planner.xla_legalize import for_xla
from tests.conftest import REPO
from tests.passes.differential import ours

PASSES = ["planner-xla-legalize"]
MESH = 'sdy.mesh @mesh = <["x"=2, "y"=4]>\n'
HEAD = 'module @xla_module {\n  sdy.mesh @mesh = <["x"=2, "y"=4]>\n'


def legalized(text: str) -> str:
    return ours(text, PASSES)


def test_reshard_becomes_closed_constraint() -> None:
    text = MESH + """
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x8xf32> {
  %0 = sdy.reshard %arg0 <@mesh, [{}, {"x", ?}], replicated={"y"}> {foo = 1 : i64} : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}"""
    assert legalized(text) == HEAD + """\
  func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x8xf32> {
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{}, {"x"}]> {foo = 1 : i64} : tensor<8x8xf32>
    return %0 : tensor<8x8xf32>
  }
}
"""


def test_collectives_become_constraints_to_their_out_sharding() -> None:
    text = MESH + """
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y"}, {}]>}) -> tensor<8x8xf32> {
  %0 = sdy.all_gather [{"y"}, {}] %arg0 out_sharding=<@mesh, [{"x"}, {}]> : tensor<8x8xf32>
  %1 = sdy.all_slice [{}, {"y"}] %0 out_sharding=<@mesh, [{"x"}, {"y"}]> : tensor<8x8xf32>
  %2 = sdy.all_to_all [{"x"}: 0->1] %1 out_sharding=<@mesh, [{}, {"y", "x"}]> : tensor<8x8xf32>
  %3 = sdy.collective_permute %2 out_sharding=<@mesh, [{}, {"x", "y"}]> : tensor<8x8xf32>
  return %3 : tensor<8x8xf32>
}"""
    assert legalized(text) == HEAD + """\
  func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y"}, {}]>}) -> tensor<8x8xf32> {
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x"}, {}]> : tensor<8x8xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{"x"}, {"y"}]> : tensor<8x8xf32>
    %2 = sdy.sharding_constraint %1 <@mesh, [{}, {"y", "x"}]> : tensor<8x8xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{}, {"x", "y"}]> : tensor<8x8xf32>
    return %3 : tensor<8x8xf32>
  }
}
"""


def test_reductions_keep_unreduced_axes() -> None:
    text = MESH + """
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}) -> tensor<8x8xf32> {
  %0 = sdy.replicated_to_unreduced {"x"} %arg0 out_sharding=<@mesh, [{"y"}, {}], unreduced={"x"}> : tensor<8x8xf32>
  %1 = sdy.all_reduce {"x"} %0 out_sharding=<@mesh, [{"y"}, {}]> : tensor<8x8xf32>
  %2 = sdy.sharded_to_unreduced [{"y"}, {}] %1 out_sharding=<@mesh, [{}, {}], unreduced={"y"}> : tensor<8x8xf32>
  %3 = sdy.reduce_scatter [{}, {"y"}] %2 out_sharding=<@mesh, [{}, {"y"}]> : tensor<8x8xf32>
  return %3 : tensor<8x8xf32>
}"""
    assert legalized(text) == HEAD + """\
  func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}) -> tensor<8x8xf32> {
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{"y"}, {}], unreduced={"x"}> : tensor<8x8xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{"y"}, {}]> : tensor<8x8xf32>
    %2 = sdy.sharding_constraint %1 <@mesh, [{}, {}], unreduced={"y"}> : tensor<8x8xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{}, {"y"}]> : tensor<8x8xf32>
    return %3 : tensor<8x8xf32>
  }
}
"""


def test_for_xla_drops_unreduced_axes_jaxlib_cannot_parse() -> None:
    x, y = AxisRef("x"), AxisRef("y")
    s = TensorSharding("mesh", (DimSharding((x,), False, 2),), (y,), (AxisRef("z"),), "max")
    assert for_xla(s) == TensorSharding("mesh", (DimSharding((x,), True, 2),))
    summed = TensorSharding("mesh", (DimSharding(()),), (), (y,))
    assert for_xla(summed) == summed


def test_op_shardings_are_pinned_by_constraints() -> None:
    # Ranked results get a closed constraint that every user reads; a replicated scalar
    # needs none; an unreduced scalar does.
    text = MESH + """
func.func @main(%arg0: tensor<8x8xf32>, %arg1: tensor<f32>) -> (tensor<8x8xf32>, tensor<f32>) {
  %0 = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x", ?}, {}], replicated={"y"}>]>} : tensor<8x8xf32>
  %1 = stablehlo.add %0, %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"y"}]>]>} : tensor<8x8xf32>
  %2 = stablehlo.add %arg1, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<f32>
  %3 = stablehlo.add %2, %2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [], unreduced={"x"}>]>} : tensor<f32>
  %4 = stablehlo.abs %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"y"}, {}]>]>} : tensor<8x8xf32>
  return %1, %3 : tensor<8x8xf32>, tensor<f32>
}"""
    assert legalized(text) == HEAD + """\
  func.func @main(%arg0: tensor<8x8xf32>, %arg1: tensor<f32>) -> (tensor<8x8xf32>, tensor<f32>) {
    %0 = stablehlo.negate %arg0 : tensor<8x8xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{"x"}, {}]> : tensor<8x8xf32>
    %2 = stablehlo.add %1, %1 : tensor<8x8xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{}, {"y"}]> : tensor<8x8xf32>
    %4 = stablehlo.add %arg1, %arg1 : tensor<f32>
    %5 = stablehlo.add %4, %4 : tensor<f32>
    %6 = sdy.sharding_constraint %5 <@mesh, [], unreduced={"x"}> : tensor<f32>
    %7 = stablehlo.abs %1 : tensor<8x8xf32>
    return %3, %6 : tensor<8x8xf32>, tensor<f32>
  }
}
"""


def test_each_result_of_a_multi_result_op_is_pinned() -> None:
    text = MESH + """
func.func @main(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xi32>) -> (tensor<8xf32>, tensor<8xi32>) {
  %0 = stablehlo.constant dense<0.0> : tensor<f32>
  %1 = stablehlo.constant dense<0> : tensor<i32>
  %2:2 = stablehlo.reduce(%arg0 init: %0), (%arg1 init: %1) across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>, <@mesh, [{"y"}]>]>} : (tensor<8x8xf32>, tensor<8x8xi32>, tensor<f32>, tensor<i32>) -> (tensor<8xf32>, tensor<8xi32>)
   reducer(%a: tensor<f32>, %b: tensor<f32>) (%c: tensor<i32>, %d: tensor<i32>) {
    %3 = stablehlo.add %a, %b : tensor<f32>
    %4 = stablehlo.add %c, %d : tensor<i32>
    stablehlo.return %3, %4 : tensor<f32>, tensor<i32>
  }
  return %2#0, %2#1 : tensor<8xf32>, tensor<8xi32>
}"""
    out = legalized(text)
    assert "sdy.sharding =" not in out
    assert out.endswith("""\
    }
    %3 = sdy.sharding_constraint %2#0 <@mesh, [{"x"}]> : tensor<8xf32>
    %4 = sdy.sharding_constraint %2#1 <@mesh, [{"y"}]> : tensor<8xi32>
    return %3, %4 : tensor<8xf32>, tensor<8xi32>
  }
}
""")


def test_while_shardings_move_to_operands_body_and_results() -> None:
    # The counter (a replicated scalar) needs no constraint; %w is passed through, so its
    # body argument's constraint is what is returned; the unused result gets none.
    text = MESH + """
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.constant dense<0> : tensor<i32>
  %1:3 = stablehlo.while(%i = %0, %v = %arg0, %w = %arg1) : tensor<i32>, tensor<8x8xf32>, tensor<8xf32> attributes {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>, <@mesh, [{}, {"y"}]>, <@mesh, [{"x"}]>]>}
  cond {
    %2 = stablehlo.constant dense<3> : tensor<i32>
    %3 = stablehlo.compare LT, %i, %2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %3 : tensor<i1>
  } do {
    %2 = stablehlo.constant dense<1> : tensor<i32>
    %3 = stablehlo.add %i, %2 : tensor<i32>
    %4 = stablehlo.sine %v {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"y"}]>]>} : tensor<8x8xf32>
    stablehlo.return %3, %4, %w : tensor<i32>, tensor<8x8xf32>, tensor<8xf32>
  }
  return %1#1 : tensor<8x8xf32>
}"""
    assert legalized(text) == HEAD + """\
  func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<8xf32>) -> tensor<8x8xf32> {
    %0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = sdy.sharding_constraint %arg0 <@mesh, [{}, {"y"}]> : tensor<8x8xf32>
    %2 = sdy.sharding_constraint %arg1 <@mesh, [{"x"}]> : tensor<8xf32>
    %3:3 = stablehlo.while(%arg2 = %0, %arg3 = %1, %arg4 = %2) : tensor<i32>, tensor<8x8xf32>, tensor<8xf32>
    cond {
      %5 = stablehlo.constant dense<3> : tensor<i32>
      %6 = stablehlo.compare LT, %arg2, %5 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %6 : tensor<i1>
    } do {
      %7 = sdy.sharding_constraint %arg3 <@mesh, [{}, {"y"}]> : tensor<8x8xf32>
      %8 = sdy.sharding_constraint %arg4 <@mesh, [{"x"}]> : tensor<8xf32>
      %9 = stablehlo.constant dense<1> : tensor<i32>
      %10 = stablehlo.add %arg2, %9 : tensor<i32>
      %11 = stablehlo.sine %7 : tensor<8x8xf32>
      %12 = sdy.sharding_constraint %11 <@mesh, [{}, {"y"}]> : tensor<8x8xf32>
      stablehlo.return %10, %12, %8 : tensor<i32>, tensor<8x8xf32>, tensor<8xf32>
    }
    %4 = sdy.sharding_constraint %3#1 <@mesh, [{}, {"y"}]> : tensor<8x8xf32>
    return %4 : tensor<8x8xf32>
  }
}
"""


def test_named_computations_are_inlined() -> None:
    text = MESH + """
func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = sdy.named_computation<"foo">(%arg0) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{}, {"y"}]>] (%arg1: tensor<8x8xf32>) {
    %2 = sdy.named_computation<"inner">(%arg1) (%arg2: tensor<8x8xf32>) {
      %3 = stablehlo.negate %arg2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : tensor<8x8xf32>
      sdy.return %3 : tensor<8x8xf32>
    } : (tensor<8x8xf32>) -> tensor<8x8xf32>
    sdy.return %2 : tensor<8x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %1 = sdy.named_computation<"bar">(%0) (%arg1: tensor<8x8xf32>) {
    sdy.return %arg1 : tensor<8x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}"""
    assert legalized(text) == HEAD + """\
  func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x"}, {}]> : tensor<8x8xf32>
    %1 = stablehlo.negate %0 : tensor<8x8xf32>
    %2 = sdy.sharding_constraint %1 <@mesh, [{"x"}, {}]> : tensor<8x8xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{}, {"y"}]> : tensor<8x8xf32>
    return %3 : tensor<8x8xf32>
  }
}
"""


def test_data_flow_edges_become_constraints_or_vanish() -> None:
    text = MESH + """
func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = sdy.data_flow_edge %arg0 sharding=<@mesh, [{"x", ?}, {}]> : tensor<8x8xf32>
  %1 = sdy.data_flow_edge %0 : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}"""
    assert legalized(text) == HEAD + """\
  func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x"}, {}]> : tensor<8x8xf32>
    return %0 : tensor<8x8xf32>
  }
}
"""


def test_manual_computation_bodies_are_legalized() -> None:
    text = MESH + """
func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x"} (%arg1: tensor<4x8xf32>) {
    %1 = stablehlo.negate %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"y"}]>]>} : tensor<4x8xf32>
    %2 = sdy.reshard %1 <@mesh, [{"y"}, {}]> : tensor<4x8xf32>
    sdy.return %2 : tensor<4x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}"""
    assert legalized(text) == HEAD + """\
  func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x"} (%arg1: tensor<4x8xf32>) {
      %1 = stablehlo.negate %arg1 : tensor<4x8xf32>
      %2 = sdy.sharding_constraint %1 <@mesh, [{}, {"y"}]> : tensor<4x8xf32>
      %3 = sdy.sharding_constraint %2 <@mesh, [{"y"}, {}]> : tensor<4x8xf32>
      sdy.return %3 : tensor<4x8xf32>
    } : (tensor<8x8xf32>) -> tensor<8x8xf32>
    return %0 : tensor<8x8xf32>
  }
}
"""


def test_module_name_kept_or_given_and_pass_is_idempotent() -> None:
    text = 'module @jit_f {\n' + MESH + """
func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}
}"""
    once = legalized(text)
    assert once.startswith("module @jit_f {")
    assert legalized(once) == once
    assert legalized(MESH).startswith("module @xla_module {")


# -- XLA (jaxlib 0.10.2) compiles the result as annotated ---------------------------------------

MLP_MESH = 'module @mlp {\n  sdy.mesh @mesh = <["x"=2, "y"=4]>\n'
MLP_SIG = """\
  func.func @main(%arg0: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}]>}, %arg2: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}) -> (tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
"""
# What a user writes: argument shardings and two constraints.
MLP_USER = MLP_MESH + MLP_SIG + """\
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %1 = stablehlo.tanh %0 : tensor<16x64xf32>
    %2 = sdy.sharding_constraint %1 <@mesh, [{}, {"y", "x"}]> : tensor<16x64xf32>
    %3 = stablehlo.exponential %2 : tensor<16x64xf32>
    %4 = sdy.sharding_constraint %3 <@mesh, [{"x"}, {"y"}]> : tensor<16x64xf32>
    %5 = stablehlo.dot_general %4, %arg2, contracting_dims = [1] x [0] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    return %5 : tensor<16x32xf32>
  }
}
"""
# Shardy's propagation and export of it (jaxlib), with reshards.
MLP_RESHARDS = MLP_MESH + MLP_SIG + """\
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"y", "x"}]>]>} : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %1 = stablehlo.tanh %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"y", "x"}]>]>} : tensor<16x64xf32>
    %2 = sdy.reshard %1 <@mesh, [{}, {"y", "x"}]> : tensor<16x64xf32>
    %3 = stablehlo.exponential %2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {"y"}]>]>} : tensor<16x64xf32>
    %4 = sdy.reshard %3 <@mesh, [{"x"}, {"y"}]> : tensor<16x64xf32>
    %5 = stablehlo.dot_general %4, %arg2, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    return %5 : tensor<16x32xf32>
  }
}
"""
# The same exported with every reshard and reduction explicit (full explicit reshards, then
# sdy-reshard-to-collectives).
MLP_COLLECTIVES = MLP_MESH + MLP_SIG + """\
    %0 = sdy.all_gather [{"x"}, {}] %arg0 out_sharding=<@mesh, [{}, {}]> : tensor<16x32xf32>
    %1 = sdy.all_slice [{}, {"x"}] %arg1 out_sharding=<@mesh, [{}, {"y", "x"}]> : tensor<32x64xf32>
    %2 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"y", "x"}]>]>} : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %3 = stablehlo.tanh %2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"y", "x"}]>]>} : tensor<16x64xf32>
    %4 = stablehlo.exponential %3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"y", "x"}]>]>} : tensor<16x64xf32>
    %5 = sdy.all_to_all [{"x"}: 1->0] %4 out_sharding=<@mesh, [{"x"}, {"y"}]> : tensor<16x64xf32>
    %6 = stablehlo.dot_general %5, %arg2, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %7 = sdy.all_reduce {"y"} %6 out_sharding=<@mesh, [{"x"}, {}]> : tensor<16x32xf32>
    %8 = sdy.all_gather [{"x"}, {}] %7 out_sharding=<@mesh, [{}, {}]> : tensor<16x32xf32>
    return %8 : tensor<16x32xf32>
  }
}
"""
LOOP_HEAD = """\
module @scan {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func @main(%arg0: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}]>}) -> (tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%i = %c, %h = %arg0, %w = %arg1) : tensor<i32>, tensor<16x32xf32>, tensor<32x32xf32>"""
LOOP_TAIL = """
    cond {
      %c3 = stablehlo.constant dense<3> : tensor<i32>
      %p = stablehlo.compare LT, %i, %c3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %c1 = stablehlo.constant dense<1> : tensor<i32>
      %j = stablehlo.add %i, %c1 : tensor<i32>
      %d = stablehlo.dot_general %h, %w, contracting_dims = [1] x [0]{S} : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
      %t = stablehlo.tanh %d{S} : tensor<16x32xf32>
      stablehlo.return %j, %t, %w : tensor<i32>, tensor<16x32xf32>, tensor<32x32xf32>
    }
    return %0#1 : tensor<16x32xf32>
  }
}
"""
LOOP_USER = LOOP_HEAD + LOOP_TAIL.replace("{S}", "")
# Shardy's propagation of it: the loop carries sdy.sharding, which XLA cannot translate.
LOOP_PROPAGATED = (
    LOOP_HEAD + ' attributes {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>, '
    '<@mesh, [{"x"}, {"y"}]>, <@mesh, [{}, {"y"}]>]>}'
    + LOOP_TAIL.replace("{S}", ' {sdy.sharding = #sdy.sharding_per_value<[<@mesh, '
                               '[{"x"}, {"y"}]>]>}'))
# Op shardings XLA would silently drop (it would keep everything on "x").
PINNED = """\
module @m {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func @main(%arg0: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
    %0 = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"x"}]>]>} : tensor<16x8xf32>
    %1 = stablehlo.sine %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"x"}]>]>} : tensor<16x8xf32>
    return %1 : tensor<16x8xf32>
  }
}
"""
# A value made unreduced and reduced again.
UNREDUCED = """\
module @u {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func @main(%arg0: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}) -> (tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}) {
    %0 = sdy.replicated_to_unreduced {"x"} %arg0 out_sharding=<@mesh, [{"y"}, {}], unreduced={"x"}> : tensor<16x8xf32>
    %1 = stablehlo.add %0, %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"y"}, {}], unreduced={"x"}>]>} : tensor<16x8xf32>
    %2 = sdy.all_reduce {"x"} %1 out_sharding=<@mesh, [{"y"}, {}]> : tensor<16x8xf32>
    return %2 : tensor<16x8xf32>
  }
}
"""

# Runs in a fresh process: jax must see 8 virtual devices from its first import. The module
# texts are compiled as they are (the oracle's own legalization switched off).
_MEASURE = """
import json, sys
from tests.oracle import xla
xla.ensure_devices(8)
xla.legalize = lambda text: text
out = {}
for name, text in json.load(sys.stdin).items():
    try:
        r = xla.measure(text, 8, check=True).summary()
    except Exception as e:
        out[name] = {"error": f"{type(e).__name__}: {e}"[:1000]}
        continue
    out[name] = {"collectives": r["collectives"]["by_kind"], "numerics": r["numerics"]}
print(json.dumps(out))
"""


@pytest.fixture(scope="module")
def xla() -> dict[str, dict]:
    """Every module of these tests compiled by XLA, in one process."""
    pytest.importorskip("jaxlib")
    texts = {
        "mlp_user": MLP_USER, "mlp_reshards": legalized(MLP_RESHARDS),
        "mlp_collectives": legalized(MLP_COLLECTIVES),
        "loop_user": LOOP_USER, "loop_raw": LOOP_PROPAGATED,
        "loop": legalized(LOOP_PROPAGATED),
        "pinned_raw": PINNED, "pinned": legalized(PINNED), "unreduced": legalized(UNREDUCED),
    }
    proc = subprocess.run([sys.executable, "-c", _MEASURE], cwd=REPO,
                          input=json.dumps(texts), capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return json.loads(proc.stdout)


def _good(result: dict) -> dict[str, list[int]]:
    assert "error" not in result, result.get("error")
    assert result["numerics"].get("ok"), result["numerics"]
    return result["collectives"]


@pytest.mark.jax
def test_xla_keeps_the_collectives_of_the_source_program(xla: dict[str, dict]) -> None:
    source = _good(xla["mlp_user"])
    assert source  # all-gather, all-to-all, all-reduce: not a trivial program
    assert _good(xla["mlp_reshards"]) == source
    assert _good(xla["mlp_collectives"]) == source


@pytest.mark.jax
def test_xla_compiles_loops_once_their_sharding_moves(xla: dict[str, dict]) -> None:
    assert "leaf_count" in xla["loop_raw"]["error"]  # the sharding on the loop breaks XLA
    assert _good(xla["loop"]) == _good(xla["loop_user"])


@pytest.mark.jax
def test_xla_follows_pinned_op_shardings(xla: dict[str, dict]) -> None:
    assert _good(xla["pinned_raw"]) == {}  # without pins XLA ignores the op shardings
    assert _good(xla["pinned"]) == {"all-to-all": [2, 256]}


@pytest.mark.jax
def test_xla_computes_unreduced_values_exactly(xla: dict[str, dict]) -> None:
    _good(xla["unreduced"])
