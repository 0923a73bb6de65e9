"""Inputs for sdy-insert-explicit-reshards: ops whose operand and result shardings
conflict in the ways the pass must resolve."""

from __future__ import annotations

MESH = 'sdy.mesh @mesh = <["x"=4, "y"=2]>\n'
MESH3 = 'sdy.mesh @mesh = <["x"=2, "y"=2, "z"=2]>\n'


def _s(dims: str, mesh: str = "mesh") -> str:
    return f"#sdy.sharding<@{mesh}, [{dims}]>"


def _pv(dims: str, mesh: str = "mesh") -> str:
    return f"#sdy.sharding_per_value<[<@{mesh}, [{dims}]>]>"


CASES: dict[str, str] = {
    "doc_example_dot": MESH + f"""
func.func @main(%lhs: tensor<8x32xf32> {{sdy.sharding = {_s('{"x"}, {"y"}')}}},
                %rhs: tensor<32x16xf32> {{sdy.sharding = {_s('{"y"}, {"x"}')}}})
    -> (tensor<8x16xf32> {{sdy.sharding = {_s('{"x"}, {}')}}}) {{
  %0 = stablehlo.dot %lhs, %rhs {{sdy.sharding = {_pv('{"x"}, {}')}}}
    : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}}""",
    "elementwise_conflict": MESH + f"""
func.func @main(%a: tensor<8x16xf32> {{sdy.sharding = {_s('{"x"}, {}')}}},
                %b: tensor<8x16xf32> {{sdy.sharding = {_s('{}, {"x"}')}}})
    -> (tensor<8x16xf32> {{sdy.sharding = {_s('{"x"}, {}')}}}) {{
  %0 = stablehlo.add %a, %b {{sdy.sharding = {_pv('{"x"}, {}')}}} : tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}}""",
    "elementwise_three_way": MESH + f"""
func.func @main(%a: tensor<8x16xf32> {{sdy.sharding = {_s('{"x"}, {"y"}')}}},
                %b: tensor<8x16xf32> {{sdy.sharding = {_s('{"y"}, {"x"}')}}})
    -> (tensor<8x16xf32> {{sdy.sharding = {_s('{}, {"x", "y"}')}}}) {{
  %0 = stablehlo.multiply %a, %b {{sdy.sharding = {_pv('{}, {"x", "y"}')}}} : tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}}""",
    "unary_keeps_larger": MESH + f"""
func.func @main(%a: tensor<8x16xf32> {{sdy.sharding = {_s('{"x"}, {}')}}})
    -> (tensor<8x16xf32> {{sdy.sharding = {_s('{}, {"x"}')}}}) {{
  %0 = stablehlo.negate %a {{sdy.sharding = {_pv('{}, {"x"}')}}} : tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}}""",
    "sub_axes_elementwise": MESH + f"""
func.func @main(%a: tensor<8x16xf32> {{sdy.sharding = {_s('{"x":(1)2}, {"y"}')}}},
                %b: tensor<8x16xf32> {{sdy.sharding = {_s('{"x"}, {}')}}})
    -> tensor<8x16xf32> {{
  %0 = stablehlo.subtract %a, %b {{sdy.sharding = {_pv('{"x":(1)2}, {"y"}')}}} : tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}}""",
    "dot_general_batch": MESH + f"""
func.func @main(%a: tensor<4x8x16xf32> {{sdy.sharding = {_s('{"x"}, {}, {"y"}')}}},
                %b: tensor<4x16x8xf32> {{sdy.sharding = {_s('{"y"}, {}, {}')}}})
    -> tensor<4x8x8xf32> {{
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1]
    {{sdy.sharding = {_pv('{"x"}, {}, {}')}}}
    : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
  return %0 : tensor<4x8x8xf32>
}}""",
    "dot_reduce_scatter_pattern": MESH + f"""
func.func @main(%a: tensor<8x32xf32> {{sdy.sharding = {_s('{}, {"x"}')}}},
                %b: tensor<32x16xf32> {{sdy.sharding = {_s('{"x"}, {}')}}})
    -> tensor<8x16xf32> {{
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0]
    {{sdy.sharding = {_pv('{"x"}, {}')}}} : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}}""",
    "dot_result_reshard_default": MESH + f"""
func.func @main(%a: tensor<4x32xf32> {{sdy.sharding = {_s('{}, {"x"}')}}},
                %b: tensor<32x8xf32> {{sdy.sharding = {_s('{"x"}, {"y"}')}}})
    -> tensor<4x8xf32> {{
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0]
    {{sdy.sharding = {_pv('{}, {"x"}')}}} : (tensor<4x32xf32>, tensor<32x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}}""",
    "dot_contracting_all_reduce": MESH + f"""
func.func @main(%a: tensor<8x32xf32> {{sdy.sharding = {_s('{}, {"x"}')}}},
                %b: tensor<32x16xf32> {{sdy.sharding = {_s('{"x"}, {}')}}})
    -> tensor<8x16xf32> {{
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0]
    {{sdy.sharding = {_pv('{}, {}')}}} : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}}""",
    "dot_unreduced_result": MESH + f"""
func.func @main(%a: tensor<8x32xf32> {{sdy.sharding = {_s('{}, {"x"}')}}},
                %b: tensor<32x16xf32> {{sdy.sharding = {_s('{"x"}, {}')}}})
    -> tensor<8x16xf32> {{
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0]
    {{sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{{}}, {{}}], unreduced={{"x"}}>]>}}
    : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
  %1 = stablehlo.negate %0 {{sdy.sharding = {_pv('{}, {}')}}} : tensor<8x16xf32>
  return %1 : tensor<8x16xf32>
}}""",
    "reduce_sum": MESH + f"""
func.func @main(%a: tensor<8x16xf32> {{sdy.sharding = {_s('{"x"}, {"y"}')}}}) -> tensor<8xf32> {{
  %c = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%a init: %c) applies stablehlo.add across dimensions = [1]
    {{sdy.sharding = {_pv('{}')}}} : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}}""",
    "reduce_conflict": MESH + f"""
func.func @main(%a: tensor<8x16xf32> {{sdy.sharding = {_s('{"x"}, {}')}}}) -> tensor<16xf32> {{
  %c = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%a init: %c) applies stablehlo.add across dimensions = [0]
    {{sdy.sharding = {_pv('{"x"}')}}} : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
  return %0 : tensor<16xf32>
}}""",
    "reshape_split": MESH + f"""
func.func @main(%a: tensor<32xf32> {{sdy.sharding = {_s('{"x", "y"}')}}}) -> tensor<4x8xf32> {{
  %0 = stablehlo.reshape %a {{sdy.sharding = {_pv('{}, {"x"}')}}} : (tensor<32xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}}""",
    "reshape_merge": MESH + f"""
func.func @main(%a: tensor<4x8xf32> {{sdy.sharding = {_s('{"y"}, {"x"}')}}}) -> tensor<32xf32> {{
  %0 = stablehlo.reshape %a {{sdy.sharding = {_pv('{"x"}')}}} : (tensor<4x8xf32>) -> tensor<32xf32>
  return %0 : tensor<32xf32>
}}""",
    "transpose": MESH + f"""
func.func @main(%a: tensor<8x16xf32> {{sdy.sharding = {_s('{"x"}, {"y"}')}}}) -> tensor<16x8xf32> {{
  %0 = stablehlo.transpose %a, dims = [1, 0] {{sdy.sharding = {_pv('{"x"}, {"y"}')}}}
    : (tensor<8x16xf32>) -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}}""",
    "broadcast_in_dim": MESH + f"""
func.func @main(%a: tensor<16xf32> {{sdy.sharding = {_s('{"x"}')}}}) -> tensor<8x16xf32> {{
  %0 = stablehlo.broadcast_in_dim %a, dims = [1] {{sdy.sharding = {_pv('{"x"}, {"y"}')}}}
    : (tensor<16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}}""",
    "concatenate": MESH + f"""
func.func @main(%a: tensor<8x16xf32> {{sdy.sharding = {_s('{"x"}, {}')}}},
                %b: tensor<8x16xf32> {{sdy.sharding = {_s('{}, {"x"}')}}}) -> tensor<8x32xf32> {{
  %0 = stablehlo.concatenate %a, %b, dim = 1 {{sdy.sharding = {_pv('{"x"}, {}')}}}
    : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x32xf32>
  return %0 : tensor<8x32xf32>
}}""",
    "concatenate_same": MESH + f"""
func.func @main(%a: tensor<8x16xf32> {{sdy.sharding = {_s('{}, {"x"}')}}},
                %b: tensor<8x16xf32> {{sdy.sharding = {_s('{}, {"x"}')}}}) -> tensor<8x32xf32> {{
  %0 = stablehlo.concatenate %a, %b, dim = 1 {{sdy.sharding = {_pv('{}, {"x"}')}}}
    : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x32xf32>
  return %0 : tensor<8x32xf32>
}}""",
    "pad": MESH + f"""
func.func @main(%a: tensor<8x16xf32> {{sdy.sharding = {_s('{"x"}, {"y"}')}}}) -> tensor<10x16xf32> {{
  %c = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.pad %a, %c, low = [1, 0], high = [1, 0], interior = [0, 0]
    {{sdy.sharding = {_pv('{}, {"x"}')}}} : (tensor<8x16xf32>, tensor<f32>) -> tensor<10x16xf32>
  return %0 : tensor<10x16xf32>
}}""",
    "slice": MESH + f"""
func.func @main(%a: tensor<8x16xf32> {{sdy.sharding = {_s('{"x"}, {"y"}')}}}) -> tensor<4x16xf32> {{
  %0 = stablehlo.slice %a [0:4, 0:16] {{sdy.sharding = {_pv('{"y"}, {"x"}')}}}
    : (tensor<8x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}}""",
    "gather": MESH + f"""
func.func @main(%a: tensor<16x8xf32> {{sdy.sharding = {_s('{"x"}, {"y"}')}}},
                %i: tensor<4x1xi32> {{sdy.sharding = {_s('{"y"}, {}')}}}) -> tensor<4x8xf32> {{
  %0 = "stablehlo.gather"(%a, %i) <{{dimension_numbers = #stablehlo.gather<offset_dims = [1],
    collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 1, 8>}}> {{sdy.sharding = {_pv('{"x"}, {}')}}}
    : (tensor<16x8xf32>, tensor<4x1xi32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}}""",
    "scatter": MESH + f"""
func.func @main(%a: tensor<16x8xf32> {{sdy.sharding = {_s('{}, {"x"}')}}},
                %i: tensor<4x1xi32>,
                %u: tensor<4x8xf32> {{sdy.sharding = {_s('{"y"}, {}')}}}) -> tensor<16x8xf32> {{
  %0 = "stablehlo.scatter"(%a, %i, %u) <{{indices_are_sorted = false,
    scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1],
    inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>,
    unique_indices = false}}> ({{
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }}) {{sdy.sharding = {_pv('{"x"}, {}')}}}
    : (tensor<16x8xf32>, tensor<4x1xi32>, tensor<4x8xf32>) -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}}""",
    "convolution": MESH + f"""
func.func @main(%a: tensor<8x16x16x4xf32> {{sdy.sharding = {_s('{"x"}, {}, {}, {"y"}')}}},
                %k: tensor<3x3x4x8xf32> {{sdy.sharding = {_s('{}, {}, {}, {"x"}')}}})
    -> tensor<8x16x16x8xf32> {{
  %0 = stablehlo.convolution(%a, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
    window = {{pad = [[1, 1], [1, 1]]}} {{batch_group_count = 1 : i64, feature_group_count = 1 : i64,
    sdy.sharding = {_pv('{"x"}, {}, {}, {}')}}}
    : (tensor<8x16x16x4xf32>, tensor<3x3x4x8xf32>) -> tensor<8x16x16x8xf32>
  return %0 : tensor<8x16x16x8xf32>
}}""",
    "while_loop": MESH + f"""
func.func @main(%a: tensor<8x16xf32> {{sdy.sharding = {_s('{"x"}, {}')}}}) -> tensor<8x16xf32> {{
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = stablehlo.while(%i = %c, %v = %a) : tensor<i32>, tensor<8x16xf32>
    attributes {{sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>, <@mesh, [{{}}, {{"x"}}]>]>}}
    cond {{
    %k = stablehlo.constant dense<4> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %k : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }} do {{
    %one = stablehlo.constant dense<1> : tensor<i32>
    %n = stablehlo.add %i, %one : tensor<i32>
    %w = stablehlo.negate %v {{sdy.sharding = {_pv('{"y"}, {}')}}} : tensor<8x16xf32>
    stablehlo.return %n, %w : tensor<i32>, tensor<8x16xf32>
  }}
  return %0#1 : tensor<8x16xf32>
}}""",
    "case": MESH + f"""
func.func @main(%p: tensor<i32>, %a: tensor<8xf32> {{sdy.sharding = {_s('{"x"}')}}}) -> tensor<8xf32> {{
  %0 = "stablehlo.case"(%p) ({{
    stablehlo.return %a : tensor<8xf32>
  }}, {{
    %n = stablehlo.negate %a {{sdy.sharding = {_pv('{"y"}')}}} : tensor<8xf32>
    stablehlo.return %n : tensor<8xf32>
  }}) {{sdy.sharding = {_pv('{"x"}')}}} : (tensor<i32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}}""",
    "manual_computation": MESH + f"""
func.func @main(%a: tensor<8x16xf32> {{sdy.sharding = {_s('{"y"}, {}')}}}) -> tensor<8x16xf32> {{
  %0 = sdy.manual_computation(%a) in_shardings=[<@mesh, [{{"x"}}, {{}}]>]
      out_shardings=[<@mesh, [{{"x"}}, {{"y"}}]>] manual_axes={{"x"}} (%b: tensor<2x16xf32>) {{
    %n = stablehlo.negate %b {{sdy.sharding = {_pv('{}, {"y"}')}}} : tensor<2x16xf32>
    %m = stablehlo.add %n, %b {{sdy.sharding = {_pv('{"y"}, {}')}}} : tensor<2x16xf32>
    sdy.return %m : tensor<2x16xf32>
  }} : (tensor<8x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}}""",
    "func_outputs": MESH + f"""
func.func @main(%a: tensor<8x16xf32> {{sdy.sharding = {_s('{"x"}, {}')}}})
    -> (tensor<8x16xf32> {{sdy.sharding = {_s('{}, {"x"}')}}}, tensor<8x16xf32>) {{
  %0 = stablehlo.negate %a {{sdy.sharding = {_pv('{"x"}, {}')}}} : tensor<8x16xf32>
  return %0, %0 : tensor<8x16xf32>, tensor<8x16xf32>
}}""",
    "func_input_unsharded": MESH + f"""
func.func @main(%a: tensor<8x16xf32>, %b: tensor<8x16xf32> {{sdy.sharding = {_s('{"y"}, {"x"}')}}})
    -> tensor<8x16xf32> {{
  %0 = stablehlo.add %a, %b {{sdy.sharding = {_pv('{"x"}, {}')}}} : tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}}""",
    "two_meshes_device_order": MESH + """sdy.mesh @mesh_rev = <["x"=4, "y"=2], device_ids=[7, 6, 5, 4, 3, 2, 1, 0]>
""" + f"""
func.func @main(%a: tensor<8x16xf32> {{sdy.sharding = {_s('{"x"}, {}', 'mesh_rev')}}},
                %b: tensor<8x16xf32> {{sdy.sharding = {_s('{"x"}, {}')}}}) -> tensor<8x16xf32> {{
  %0 = stablehlo.add %a, %b {{sdy.sharding = {_pv('{"x"}, {}')}}} : tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}}""",
    "two_different_meshes": MESH + """sdy.mesh @other = <["a"=8]>
""" + f"""
func.func @main(%a: tensor<8x16xf32> {{sdy.sharding = {_s('{"a"}, {}', 'other')}}},
                %b: tensor<8x16xf32> {{sdy.sharding = {_s('{}, {"x"}')}}}) -> tensor<8x16xf32> {{
  %0 = stablehlo.add %a, %b {{sdy.sharding = {_pv('{"x"}, {}')}}} : tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}}""",
    "three_axes_greedy": MESH3 + f"""
func.func @main(%a: tensor<8x8x8xf32> {{sdy.sharding = {_s('{"x"}, {"y"}, {"z"}')}}},
                %b: tensor<8x8x8xf32> {{sdy.sharding = {_s('{"y"}, {"z"}, {"x"}')}}})
    -> tensor<8x8x8xf32> {{
  %0 = stablehlo.maximum %a, %b {{sdy.sharding = {_pv('{"z"}, {"x"}, {"y"}')}}} : tensor<8x8x8xf32>
  return %0 : tensor<8x8x8xf32>
}}""",
    "non_divisible": MESH + f"""
func.func @main(%a: tensor<6x16xf32> {{sdy.sharding = {_s('{"x"}, {}')}}},
                %b: tensor<6x16xf32> {{sdy.sharding = {_s('{}, {"x"}')}}}) -> tensor<6x16xf32> {{
  %0 = stablehlo.add %a, %b {{sdy.sharding = {_pv('{}, {"x"}')}}} : tensor<6x16xf32>
  return %0 : tensor<6x16xf32>
}}""",
    "optimization_barrier": MESH + f"""
func.func @main(%a: tensor<8x16xf32> {{sdy.sharding = {_s('{"x"}, {}')}}}) -> tensor<8x16xf32> {{
  %0 = stablehlo.optimization_barrier {{sdy.sharding = {_pv('{}, {"x"}')}}} %a : tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}}""",
    "unreduced_operand_all_reduce": MESH + f"""
func.func @main(%a: tensor<8x16xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{"x"}}, {{}}], unreduced={{"y"}}>}})
    -> tensor<8x16xf32> {{
  %0 = stablehlo.negate %a {{sdy.sharding = {_pv('{"x"}, {}')}}} : tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}}""",
    "reshard_to_unreduced": MESH + f"""
func.func @main(%a: tensor<8x16xf32> {{sdy.sharding = {_s('{"x"}, {}')}}}) -> tensor<8x16xf32> {{
  %0 = sdy.reshard %a <@mesh, [{{"x"}}, {{}}], unreduced={{"y"}}> : tensor<8x16xf32>
  %1 = stablehlo.negate %0 {{sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{{"x"}}, {{}}], unreduced={{"y"}}>]>}} : tensor<8x16xf32>
  return %1 : tensor<8x16xf32>
}}""",
    "dynamic_slice": MESH + f"""
func.func @main(%a: tensor<8x16xf32> {{sdy.sharding = {_s('{"x"}, {"y"}')}}}, %i: tensor<i32>) -> tensor<8x4xf32> {{
  %0 = stablehlo.dynamic_slice %a, %i, %i, sizes = [8, 4] {{sdy.sharding = {_pv('{"y"}, {}')}}}
    : (tensor<8x16xf32>, tensor<i32>, tensor<i32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}}""",
}

CASES.update({
    "sort_need_replication": MESH + f"""
func.func @main(%a: tensor<8x16xf32> {{sdy.sharding = {_s('{"y"}, {"x"}')}}}) -> tensor<8x16xf32> {{
  %0 = "stablehlo.sort"(%a) <{{dimension = 1 : i64, is_stable = false}}> ({{
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %c = stablehlo.compare GT, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }}) {{sdy.sharding = {_pv('{"y"}, {"x"}')}}} : (tensor<8x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}}""",
    "cholesky": MESH + f"""
func.func @main(%a: tensor<4x8x8xf32> {{sdy.sharding = {_s('{}, {"x"}, {}')}}}) -> tensor<4x8x8xf32> {{
  %0 = stablehlo.cholesky %a, lower = true {{sdy.sharding = {_pv('{}, {"x"}, {}')}}} : tensor<4x8x8xf32>
  return %0 : tensor<4x8x8xf32>
}}""",
    "reverse_permutation": MESH + f"""
func.func @main(%a: tensor<8x16xf32> {{sdy.sharding = {_s('{"x"}, {}')}}}) -> tensor<8x16xf32> {{
  %0 = stablehlo.reverse %a, dims = [0] {{sdy.sharding = {_pv('{}, {"x"}')}}} : tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}}""",
    "reshape_overflow": MESH + f"""
func.func @main(%a: tensor<6x4xf32> {{sdy.sharding = {_s('{"y"}, {"x"}')}}}) -> tensor<24xf32> {{
  %0 = stablehlo.reshape %a {{sdy.sharding = {_pv('{"x"}')}}} : (tensor<6x4xf32>) -> tensor<24xf32>
  return %0 : tensor<24xf32>
}}""",
    "reshape_overflow_then_minor_factor": MESH + f"""
func.func @main(%a: tensor<3x2x2xf32> {{sdy.sharding = {_s('{}, {}, {"y"}')}}}) -> tensor<12xf32> {{
  %0 = stablehlo.reshape %a {{sdy.sharding = {_pv('{"x", "y"}')}}} : (tensor<3x2x2xf32>) -> tensor<12xf32>
  return %0 : tensor<12xf32>
}}""",
    "reduce_window": MESH + f"""
func.func @main(%a: tensor<8x16xf32> {{sdy.sharding = {_s('{"x"}, {"y"}')}}}) -> tensor<8x8xf32> {{
  %c = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%a, %c) <{{window_dimensions = array<i64: 1, 2>,
    window_strides = array<i64: 1, 2>}}> ({{
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }}) {{sdy.sharding = {_pv('{"y"}, {"x"}')}}} : (tensor<8x16xf32>, tensor<f32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}}""",
    "call": MESH + f"""
func.func @main(%a: tensor<8x16xf32> {{sdy.sharding = {_s('{"x"}, {}')}}}) -> tensor<8x16xf32> {{
  %0 = call @f(%a) {{sdy.sharding = {_pv('{}, {"y"}')}}} : (tensor<8x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}}
func.func private @f(%b: tensor<8x16xf32> {{sdy.sharding = {_s('{}, {"x"}')}}})
    -> (tensor<8x16xf32> {{sdy.sharding = {_s('{}, {"y"}')}}}) {{
  %n = stablehlo.negate %b {{sdy.sharding = {_pv('{}, {"y"}')}}} : tensor<8x16xf32>
  return %n : tensor<8x16xf32>
}}""",
    "named_computation": MESH + f"""
func.func @main(%a: tensor<8x16xf32> {{sdy.sharding = {_s('{"x"}, {}')}}}) -> tensor<8x16xf32> {{
  %0 = sdy.named_computation<"g">(%a) in_shardings=[<@mesh, [{{}}, {{"x"}}]>]
      out_shardings=[<@mesh, [{{"y"}}, {{}}]>] (%b: tensor<8x16xf32>) {{
    %n = stablehlo.negate %b {{sdy.sharding = {_pv('{}, {"x"}')}}} : tensor<8x16xf32>
    sdy.return %n : tensor<8x16xf32>
  }} : (tensor<8x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}}""",
    "dot_sub_axes": MESH + f"""
func.func @main(%a: tensor<8x32xf32> {{sdy.sharding = {_s('{"x":(1)2}, {"x":(2)2, "y"}')}}},
                %b: tensor<32x16xf32> {{sdy.sharding = {_s('{"y"}, {"x"}')}}}) -> tensor<8x16xf32> {{
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0]
    {{sdy.sharding = {_pv('{"x":(1)2}, {}')}}} : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}}""",
    "chain_of_ops": MESH + f"""
func.func @main(%a: tensor<8x16xf32> {{sdy.sharding = {_s('{"x"}, {"y"}')}}},
                %w: tensor<16x16xf32> {{sdy.sharding = {_s('{"y"}, {}')}}}) -> tensor<8x16xf32> {{
  %0 = stablehlo.dot_general %a, %w, contracting_dims = [1] x [0]
    {{sdy.sharding = {_pv('{"x"}, {"y"}')}}} : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
  %1 = stablehlo.tanh %0 {{sdy.sharding = {_pv('{"y"}, {}')}}} : tensor<8x16xf32>
  %2 = stablehlo.add %1, %a {{sdy.sharding = {_pv('{"x"}, {"y"}')}}} : tensor<8x16xf32>
  return %2 : tensor<8x16xf32>
}}""",
})

CASES.update({
    "if_is_not_a_data_flow_op": MESH + f"""
func.func @main(%p: tensor<i1>, %a: tensor<8xf32> {{sdy.sharding = {_s('{"x"}')}}}) -> tensor<8xf32> {{
  %0 = "stablehlo.if"(%p) ({{
    stablehlo.return %a : tensor<8xf32>
  }}, {{
    %n = stablehlo.negate %a {{sdy.sharding = {_pv('{"y"}')}}} : tensor<8xf32>
    stablehlo.return %n : tensor<8xf32>
  }}) {{sdy.sharding = {_pv('{"x"}')}}} : (tensor<i1>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}}""",
})
