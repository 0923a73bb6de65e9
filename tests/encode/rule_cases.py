"""Inputs for the sharding-rule tests: one small generic-form function per op kind (several
for reshape, gather, scatter and convolution). Each function ends with ``func.return``."""

from __future__ import annotations


def f(args: str, body: str) -> str:
    """A module with one function ``@f(args)`` whose body is ``body``."""
    return f'func.func @f({args}) {{\n{body}\n  "func.return"() : () -> ()\n}}\n'

ADD_REGION = '''({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  })'''
CMP_REGION = '''({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = "stablehlo.compare"(%x, %y) <{comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%s) : (tensor<i1>) -> ()
  })'''

CASES = {
 "add": f("%a: tensor<8x4xf32>, %b: tensor<8x4xf32>", '%0 = "stablehlo.add"(%a, %b) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>'),
 "unary_family": f("%a: tensor<8x4xf32>", "\n".join(
     f'%u{i} = "stablehlo.{n}"(%a) : (tensor<8x4xf32>) -> tensor<8x4xf32>' for i, n in enumerate(
     ["abs", "cbrt", "ceil", "cosine", "exponential", "exponential_minus_one", "floor", "log",
      "log_plus_one", "logistic", "negate", "round_nearest_even", "round_nearest_afz", "rsqrt",
      "sign", "sine", "sqrt", "tan", "tanh"]))),
 "binary_family": f("%a: tensor<8x4xf32>, %b: tensor<8x4xf32>", "\n".join(
     f'%u{i} = "stablehlo.{n}"(%a, %b) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>' for i, n in enumerate(
     ["atan2", "divide", "maximum", "minimum", "multiply", "power", "remainder", "subtract"]))),
 "int_family": f("%a: tensor<8x4xi32>, %b: tensor<8x4xi32>", "\n".join(
     [f'%u{i} = "stablehlo.{n}"(%a, %b) : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi32>' for i, n in enumerate(
     ["and", "or", "xor", "shift_left", "shift_right_arithmetic", "shift_right_logical"])]
     + ['%n = "stablehlo.not"(%a) : (tensor<8x4xi32>) -> tensor<8x4xi32>',
        '%c = "stablehlo.count_leading_zeros"(%a) : (tensor<8x4xi32>) -> tensor<8x4xi32>',
        '%p = "stablehlo.popcnt"(%a) : (tensor<8x4xi32>) -> tensor<8x4xi32>',
        '%v = "stablehlo.convert"(%a) : (tensor<8x4xi32>) -> tensor<8x4xf32>',
        '%fin = "stablehlo.is_finite"(%v) : (tensor<8x4xf32>) -> tensor<8x4xi1>',
        '%rp = "stablehlo.reduce_precision"(%v) <{exponent_bits = 5 : i32, mantissa_bits = 10 : i32}> : (tensor<8x4xf32>) -> tensor<8x4xf32>'])),
 "compare": f("%a: tensor<8x4xf32>, %b: tensor<8x4xf32>", '%0 = "stablehlo.compare"(%a, %b) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xi1>'),
 "complex": f("%a: tensor<8x4xf32>, %b: tensor<8x4xf32>", '%0 = "stablehlo.complex"(%a, %b) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xcomplex<f32>>\n%1 = "stablehlo.real"(%0) : (tensor<8x4xcomplex<f32>>) -> tensor<8x4xf32>\n%2 = "stablehlo.imag"(%0) : (tensor<8x4xcomplex<f32>>) -> tensor<8x4xf32>'),
 "scalar_add": f("%a: tensor<f32>, %b: tensor<f32>", '%0 = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>'),
 "select_scalar_pred": f("%p: tensor<i1>, %a: tensor<8x4xf32>, %b: tensor<8x4xf32>", '%0 = "stablehlo.select"(%p, %a, %b) : (tensor<i1>, tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>'),
 "select": f("%p: tensor<8x4xi1>, %a: tensor<8x4xf32>, %b: tensor<8x4xf32>", '%0 = "stablehlo.select"(%p, %a, %b) : (tensor<8x4xi1>, tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>'),
 "clamp_scalar": f("%lo: tensor<f32>, %a: tensor<8x4xf32>, %hi: tensor<f32>", '%0 = "stablehlo.clamp"(%lo, %a, %hi) : (tensor<f32>, tensor<8x4xf32>, tensor<f32>) -> tensor<8x4xf32>'),
 "clamp": f("%lo: tensor<8x4xf32>, %a: tensor<8x4xf32>, %hi: tensor<8x4xf32>", '%0 = "stablehlo.clamp"(%lo, %a, %hi) : (tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>'),
 "bitcast_same": f("%a: tensor<8x4xf32>", '%0 = "stablehlo.bitcast_convert"(%a) : (tensor<8x4xf32>) -> tensor<8x4xi32>'),
 "bitcast_widen": f("%a: tensor<8x4xf32>", '%0 = "stablehlo.bitcast_convert"(%a) : (tensor<8x4xf32>) -> tensor<8x4x4xi8>'),
 "bitcast_narrow": f("%a: tensor<8x2xf32>", '%0 = "stablehlo.bitcast_convert"(%a) : (tensor<8x2xf32>) -> tensor<8xf64>'),
 "batch_norm_inference": f("%x: tensor<4x8x6xf32>, %s: tensor<8xf32>", '%0 = "stablehlo.batch_norm_inference"(%x, %s, %s, %s, %s) <{epsilon = 1.0e-03 : f32, feature_index = 1 : i64}> : (tensor<4x8x6xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<4x8x6xf32>'),
 "broadcast_in_dim": f("%a: tensor<4x1xf32>", '%0 = "stablehlo.broadcast_in_dim"(%a) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<4x1xf32>) -> tensor<3x4x5xf32>'),
 "broadcast_scalar": f("%a: tensor<f32>", '%0 = "stablehlo.broadcast_in_dim"(%a) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4xf32>'),
 "broadcast_keep_1": f("%a: tensor<1x4xf32>", '%0 = "stablehlo.broadcast_in_dim"(%a) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<1x4xf32>) -> tensor<1x2x4xf32>'),
 "broadcast_transposed": f("%a: tensor<4x3xf32>", '%0 = "stablehlo.broadcast_in_dim"(%a) <{broadcast_dimensions = array<i64: 2, 0>}> : (tensor<4x3xf32>) -> tensor<3x5x4xf32>'),
 "transpose": f("%a: tensor<2x3x4xf32>", '%0 = "stablehlo.transpose"(%a) <{permutation = array<i64: 2, 0, 1>}> : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>'),
 "concatenate": f("%a: tensor<8x4xf32>, %b: tensor<8x6xf32>", '%0 = "stablehlo.concatenate"(%a, %b) <{dimension = 1 : i64}> : (tensor<8x4xf32>, tensor<8x6xf32>) -> tensor<8x10xf32>'),
 "concatenate_slices": f("%a: tensor<8x4xf32>", '%s1 = "stablehlo.slice"(%a) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 4, 4>, strides = array<i64: 1, 1>}> : (tensor<8x4xf32>) -> tensor<4x4xf32>\n%s2 = "stablehlo.slice"(%a) <{start_indices = array<i64: 4, 0>, limit_indices = array<i64: 8, 4>, strides = array<i64: 1, 1>}> : (tensor<8x4xf32>) -> tensor<4x4xf32>\n%0 = "stablehlo.concatenate"(%s2, %s1) <{dimension = 0 : i64}> : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<8x4xf32>'),
 "concatenate_slice_and_self": f("%a: tensor<8x4xf32>", '%s1 = "stablehlo.slice"(%a) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 2, 4>, strides = array<i64: 1, 1>}> : (tensor<8x4xf32>) -> tensor<2x4xf32>\n%0 = "stablehlo.concatenate"(%s1, %a) <{dimension = 0 : i64}> : (tensor<2x4xf32>, tensor<8x4xf32>) -> tensor<10x4xf32>'),
 "slice": f("%a: tensor<8x4xf32>", '%0 = "stablehlo.slice"(%a) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 7, 4>, strides = array<i64: 2, 1>}> : (tensor<8x4xf32>) -> tensor<3x4xf32>'),
 "pad": f("%a: tensor<8x4xf32>, %z: tensor<f32>", '%0 = "stablehlo.pad"(%a, %z) <{edge_padding_low = array<i64: 0, 1>, edge_padding_high = array<i64: 0, 2>, interior_padding = array<i64: 0, 0>}> : (tensor<8x4xf32>, tensor<f32>) -> tensor<8x7xf32>'),
 "reverse": f("%a: tensor<8x4xf32>", '%0 = "stablehlo.reverse"(%a) <{dimensions = array<i64: 1>}> : (tensor<8x4xf32>) -> tensor<8x4xf32>'),
 "iota": f("", '%0 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<8x4xi32>'),
 "constant": f("", '%0 = "stablehlo.constant"() <{value = dense<1.0> : tensor<8x4xf32>}> : () -> tensor<8x4xf32>'),
 "dynamic_slice": f("%a: tensor<8x4xf32>, %i: tensor<i32>", '%0 = "stablehlo.dynamic_slice"(%a, %i, %i) <{slice_sizes = array<i64: 2, 4>}> : (tensor<8x4xf32>, tensor<i32>, tensor<i32>) -> tensor<2x4xf32>'),
 "dynamic_update_slice": f("%a: tensor<8x4xf32>, %u: tensor<2x4xf32>, %i: tensor<i32>", '%0 = "stablehlo.dynamic_update_slice"(%a, %u, %i, %i) : (tensor<8x4xf32>, tensor<2x4xf32>, tensor<i32>, tensor<i32>) -> tensor<8x4xf32>'),
 "dynamic_update_slice_const": f("%a: tensor<8x4xf32>, %u: tensor<2x4xf32>", '%i = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>\n%0 = "stablehlo.dynamic_update_slice"(%a, %u, %i, %i) : (tensor<8x4xf32>, tensor<2x4xf32>, tensor<i32>, tensor<i32>) -> tensor<8x4xf32>'),
 "reduce": f("%a: tensor<8x4x6xf32>, %z: tensor<f32>", f'%0 = "stablehlo.reduce"(%a, %z) <{{dimensions = array<i64: 1>}}> {ADD_REGION} : (tensor<8x4x6xf32>, tensor<f32>) -> tensor<8x6xf32>'),
 "reduce_two": f("%a: tensor<8x4xf32>, %b: tensor<8x4xf32>, %z: tensor<f32>", '''%0:2 = "stablehlo.reduce"(%a, %b, %z, %z) <{dimensions = array<i64: 0>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>, %x2: tensor<f32>, %y2: tensor<f32>):
    %s = "stablehlo.add"(%x, %x2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s, %s) : (tensor<f32>, tensor<f32>) -> ()
  }) : (tensor<8x4xf32>, tensor<8x4xf32>, tensor<f32>, tensor<f32>) -> (tensor<4xf32>, tensor<4xf32>)'''),
 "reduce_window": f("%a: tensor<8x16xf32>, %z: tensor<f32>", f'%0 = "stablehlo.reduce_window"(%a, %z) <{{window_dimensions = array<i64: 1, 3>, window_strides = array<i64: 1, 2>, padding = dense<[[0, 0], [1, 0]]> : tensor<2x2xi64>}}> {ADD_REGION} : (tensor<8x16xf32>, tensor<f32>) -> tensor<8x8xf32>'),
 "reduce_window_padded_unit": f("%a: tensor<8x16xf32>, %z: tensor<f32>", f'%0 = "stablehlo.reduce_window"(%a, %z) <{{window_dimensions = array<i64: 1, 1>, padding = dense<[[1, 0], [0, 0]]> : tensor<2x2xi64>}}> {ADD_REGION} : (tensor<8x16xf32>, tensor<f32>) -> tensor<9x16xf32>'),
 "cumsum_window": f("%a: tensor<4x16xf32>, %z: tensor<f32>", f'%0 = "stablehlo.reduce_window"(%a, %z) <{{window_dimensions = array<i64: 1, 16>, padding = dense<[[0, 0], [15, 0]]> : tensor<2x2xi64>}}> {ADD_REGION} : (tensor<4x16xf32>, tensor<f32>) -> tensor<4x16xf32>'),
 "select_and_scatter": f("%a: tensor<8x16xf32>, %s: tensor<8x8xf32>, %z: tensor<f32>", '''%0 = "stablehlo.select_and_scatter"(%a, %s, %z) <{window_dimensions = array<i64: 1, 2>, window_strides = array<i64: 1, 2>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %c = "stablehlo.compare"(%x, %y) <{comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s2 = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s2) : (tensor<f32>) -> ()
  }) : (tensor<8x16xf32>, tensor<8x8xf32>, tensor<f32>) -> tensor<8x16xf32>'''),
 "sort": f("%a: tensor<8x4xf32>", f'%0 = "stablehlo.sort"(%a) <{{dimension = 1 : i64, is_stable = true}}> {CMP_REGION} : (tensor<8x4xf32>) -> tensor<8x4xf32>'),
 "sort_only_dim": f("%a: tensor<1x4xf32>", f'%0 = "stablehlo.sort"(%a) <{{dimension = 1 : i64}}> {CMP_REGION} : (tensor<1x4xf32>) -> tensor<1x4xf32>'),
 "cholesky": f("%a: tensor<2x4x4xf32>", '%0 = "stablehlo.cholesky"(%a) <{lower = true}> : (tensor<2x4x4xf32>) -> tensor<2x4x4xf32>'),
 "triangular_solve_left": f("%a: tensor<2x4x4xf32>, %b: tensor<2x4x3xf32>", '%0 = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>}> : (tensor<2x4x4xf32>, tensor<2x4x3xf32>) -> tensor<2x4x3xf32>'),
 "triangular_solve_right_t": f("%a: tensor<2x4x4xf32>, %b: tensor<2x3x4xf32>", '%0 = "stablehlo.triangular_solve"(%a, %b) <{left_side = false, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose TRANSPOSE>}> : (tensor<2x4x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>'),
 "triangular_solve_left_adj": f("%a: tensor<4x4xf32>, %b: tensor<4x3xf32>", '%0 = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = false, unit_diagonal = true, transpose_a = #stablehlo<transpose ADJOINT>}> : (tensor<4x4xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>'),
 "fft": f("%a: tensor<4x8x16xcomplex<f32>>", '%0 = "stablehlo.fft"(%a) <{fft_type = #stablehlo<fft_type FFT>, fft_length = array<i64: 8, 16>}> : (tensor<4x8x16xcomplex<f32>>) -> tensor<4x8x16xcomplex<f32>>'),
 "rfft": f("%a: tensor<4x16xf32>", '%0 = "stablehlo.fft"(%a) <{fft_type = #stablehlo<fft_type RFFT>, fft_length = array<i64: 16>}> : (tensor<4x16xf32>) -> tensor<4x9xcomplex<f32>>'),
 "rng_bit_generator": f("%s: tensor<2xui64>", '%0:2 = "stablehlo.rng_bit_generator"(%s) <{rng_algorithm = #stablehlo<rng_algorithm DEFAULT>}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<8x4xui32>)'),
 "all_gather": f("%a: tensor<8x4xf32>", '%0 = "stablehlo.all_gather"(%a) <{all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<8x4xf32>) -> tensor<8x8xf32>'),
 "all_to_all": f("%a: tensor<8x4xf32>", '%0 = "stablehlo.all_to_all"(%a) <{split_dimension = 0 : i64, concat_dimension = 1 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<8x4xf32>) -> tensor<4x8xf32>'),
 "all_to_all_same": f("%a: tensor<8x4xf32>", '%0 = "stablehlo.all_to_all"(%a) <{split_dimension = 1 : i64, concat_dimension = 1 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<8x4xf32>) -> tensor<8x4xf32>'),
 "reduce_scatter": f("%a: tensor<8x4xf32>", f'%0 = "stablehlo.reduce_scatter"(%a) <{{scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}}> {ADD_REGION} : (tensor<8x4xf32>) -> tensor<4x4xf32>'),
 "all_reduce": f("%a: tensor<8x4xf32>", f'%0 = "stablehlo.all_reduce"(%a) <{{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}}> {ADD_REGION} : (tensor<8x4xf32>) -> tensor<8x4xf32>'),
 "collective_permute": f("%a: tensor<8x4xf32>", '%0 = "stablehlo.collective_permute"(%a) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<8x4xf32>) -> tensor<8x4xf32>'),
 "custom_call_erf": f("%a: tensor<8x4xf32>", '%0 = "stablehlo.custom_call"(%a) <{call_target_name = "mhlo.erf"}> : (tensor<8x4xf32>) -> tensor<8x4xf32>'),
 "custom_call_unknown": f("%a: tensor<8x4xf32>", '%0 = "stablehlo.custom_call"(%a) <{call_target_name = "my_kernel"}> : (tensor<8x4xf32>) -> tensor<4x8xf32>'),
 "custom_call_callback": f("%a: tensor<8x4xf32>", '%0 = "stablehlo.custom_call"(%a) <{call_target_name = "xla_ffi_python_cpu_callback"}> : (tensor<8x4xf32>) -> tensor<8x4xf32>'),
 "custom_call_user_rule": f("%a: tensor<8x4xf32>", '%0 = "stablehlo.custom_call"(%a) <{call_target_name = "my_kernel"}> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j, i]) {i=8, j=4} need_replication={j}, custom>} : (tensor<8x4xf32>) -> tensor<4x8xf32>'),
 "custom_call_eigh": f("%a: tensor<3x4x4xf32>", '%0:2 = "stablehlo.custom_call"(%a) <{call_target_name = "Eigh"}> : (tensor<3x4x4xf32>) -> (tensor<3x4x4xf32>, tensor<3x4xf32>)'),
 "custom_call_qr": f("%a: tensor<3x6x4xf32>", '%0:2 = "stablehlo.custom_call"(%a) <{call_target_name = "Qr"}> : (tensor<3x6x4xf32>) -> (tensor<3x6x4xf32>, tensor<3x4xf32>)'),
 "custom_call_householder": f("%a: tensor<3x6x4xf32>, %t: tensor<3x4xf32>", '%0 = "stablehlo.custom_call"(%a, %t) <{call_target_name = "ProductOfElementaryHouseholderReflectors"}> : (tensor<3x6x4xf32>, tensor<3x4xf32>) -> tensor<3x6x4xf32>'),
 "custom_call_topk": f("%a: tensor<3x16xf32>", '%0:2 = "stablehlo.custom_call"(%a) <{call_target_name = "mhlo.topk"}> : (tensor<3x16xf32>) -> (tensor<3x4xf32>, tensor<3x4xi32>)'),
 "custom_call_approx_topk": f("%a: tensor<3x16xf32>, %i: tensor<3x16xi32>, %z: tensor<f32>, %zi: tensor<i32>", '%0:2 = "stablehlo.custom_call"(%a, %i, %z, %zi) <{call_target_name = "ApproxTopK"}> : (tensor<3x16xf32>, tensor<3x16xi32>, tensor<f32>, tensor<i32>) -> (tensor<3x4xf32>, tensor<3x4xi32>)'),
 "custom_call_x64": f("%a: tensor<2xui32>, %b: tensor<2xui32>", '%0 = "stablehlo.custom_call"(%a, %b) <{call_target_name = "X64Combine"}> : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui64>\n%1:2 = "stablehlo.rng_bit_generator"(%0) <{rng_algorithm = #stablehlo<rng_algorithm DEFAULT>}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<8xui32>)\n%2 = "stablehlo.custom_call"(%a, %b) <{call_target_name = "X64Combine"}> : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui64>'),
 "sharding_constraint": 'sdy.mesh @mesh = <["x"=2]>\n' + f("%a: tensor<8x4xf32>", '%0 = "sdy.sharding_constraint"(%a) <{sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}> : (tensor<8x4xf32>) -> tensor<8x4xf32>'),
 "unknown_stablehlo": f("%a: tensor<8x4xf32>", '%0 = "stablehlo.broadcast"(%a) <{broadcast_sizes = array<i64: 2>}> : (tensor<8x4xf32>) -> tensor<2x8x4xf32>'),
}
RESHAPES = [("8x4", "2x16"), ("8x4", "32"), ("32", "8x4"), ("2x3x4", "6x4"), ("6x4", "2x3x4"),
            ("4x6", "6x4"), ("3x5", "5x3"), ("1x8x1x4", "8x4"), ("8x4", "1x32x1"), ("2x1x6", "3x4"),
            ("12x10", "8x15"), ("16x6", "4x24"), ("6x10", "4x15"), ("2x3x5", "5x6"), ("8", "2x2x2"),
            ("1", "1x1"), ("4x9", "6x6"), ("24", "2x3x4"), ("4x1", "4")]
for a, b in RESHAPES:
    CASES[f"reshape_{a}_to_{b}"] = f(f"%a: tensor<{a}xf32>", f'%0 = "stablehlo.reshape"(%a) : (tensor<{a}xf32>) -> tensor<{b}xf32>')

SCATTER_ADD = '''({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  })'''
SCATTER_SET = '''({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    "stablehlo.return"(%y) : (tensor<f32>) -> ()
  })'''
SCATTER_SUB = '''({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = "stablehlo.subtract"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  })'''

def dg(lhs: str, rhs: str, out: str, dn: str) -> str:
    return f("%a: tensor<" + lhs + "xf32>, %b: tensor<" + rhs + "xf32>",
             f'%0 = "stablehlo.dot_general"(%a, %b) <{{dot_dimension_numbers = #stablehlo.dot<{dn}>}}> : (tensor<{lhs}xf32>, tensor<{rhs}xf32>) -> tensor<{out}xf32>')

def gather(inp: str, idx: str, out: str, dn: str, sizes: str) -> str:
    return f(f"%a: tensor<{inp}xf32>, %i: tensor<{idx}xi32>",
             f'%0 = "stablehlo.gather"(%a, %i) <{{dimension_numbers = #stablehlo.gather<{dn}>, slice_sizes = array<i64: {sizes}>}}> : (tensor<{inp}xf32>, tensor<{idx}xi32>) -> tensor<{out}xf32>')

def scatter(inp: str, idx: str, upd: str, dn: str, region: str = SCATTER_ADD) -> str:
    return f(f"%a: tensor<{inp}xf32>, %i: tensor<{idx}xi32>, %u: tensor<{upd}xf32>",
             f'%0 = "stablehlo.scatter"(%a, %i, %u) <{{scatter_dimension_numbers = #stablehlo.scatter<{dn}>}}> {region} : (tensor<{inp}xf32>, tensor<{idx}xi32>, tensor<{upd}xf32>) -> tensor<{inp}xf32>')


CASES.update({
 "dot_mm": f("%a: tensor<8x16xf32>, %b: tensor<16x4xf32>", '%0 = "stablehlo.dot"(%a, %b) : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>'),
 "dot_vm": f("%a: tensor<16xf32>, %b: tensor<16x4xf32>", '%0 = "stablehlo.dot"(%a, %b) : (tensor<16xf32>, tensor<16x4xf32>) -> tensor<4xf32>'),
 "dot_mv": f("%a: tensor<8x16xf32>, %b: tensor<16xf32>", '%0 = "stablehlo.dot"(%a, %b) : (tensor<8x16xf32>, tensor<16xf32>) -> tensor<8xf32>'),
 "dot_vv": f("%a: tensor<16xf32>, %b: tensor<16xf32>", '%0 = "stablehlo.dot"(%a, %b) : (tensor<16xf32>, tensor<16xf32>) -> tensor<f32>'),
 "dot_general_mm": dg("8x16", "16x4", "8x4", "lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]"),
 "dot_general_batched": dg("2x8x16", "2x4x16", "2x8x4", "lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]"),
 "dot_general_multi": dg("3x2x8x16x5", "5x16x2x4", "2x3x8x4", "lhs_batching_dimensions = [1], rhs_batching_dimensions = [2], lhs_contracting_dimensions = [3, 4], rhs_contracting_dimensions = [1, 0]"),
 "dot_general_outer": dg("8", "4", "8x4", ""),
 "gather_embedding": gather("100x16", "8x1", "8x16", "offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1", "1, 16"),
 "gather_implicit_ivd": gather("100x16", "8", "8x16", "offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1", "1, 16"),
 "gather_sliced_offset": gather("100x16", "8x1", "8x4", "offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1", "1, 4"),
 "gather_size1_offset": gather("100x16", "8x2", "8x1x16", "offset_dims = [1, 2], start_index_map = [0, 1], index_vector_dim = 1", "1, 16"),
 "gather_batching": gather("4x100x16", "4x8x1", "4x8x16", "offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2", "1, 1, 16"),
 "gather_collapsed_1": gather("1x100x16", "8x2", "8x16", "offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1", "1, 1, 16"),
 "scatter_add": scatter("100x16", "8x1", "8x16", "update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1"),
 "scatter_set": scatter("100x16", "8x1", "8x16", "update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1", SCATTER_SET),
 "scatter_sub": scatter("100x16", "8x1", "8x16", "update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1", SCATTER_SUB),
 "scatter_sliced_window": scatter("100x16", "8x1", "8x4", "update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1"),
 "scatter_batching": scatter("4x100x16", "4x8x1", "4x8x16", "update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2"),
 "conv2d_strided": f("%a: tensor<8x3x32x32xf32>, %b: tensor<16x3x5x5xf32>", '%0 = "stablehlo.convolution"(%a, %b) <{dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, window_strides = array<i64: 2, 2>, padding = dense<2> : tensor<2x2xi64>, batch_group_count = 1 : i64, feature_group_count = 1 : i64}> : (tensor<8x3x32x32xf32>, tensor<16x3x5x5xf32>) -> tensor<8x16x16x16xf32>'),
 "conv1d_big_kernel": f("%a: tensor<2x4x10xf32>, %b: tensor<6x4x8xf32>", '%0 = "stablehlo.convolution"(%a, %b) <{dimension_numbers = #stablehlo.conv<[b, f, 0]x[o, i, 0]->[b, f, 0]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64}> : (tensor<2x4x10xf32>, tensor<6x4x8xf32>) -> tensor<2x6x3xf32>'),
 "conv_depthwise": f("%a: tensor<8x16x16x4xf32>, %b: tensor<3x3x1x8xf32>", '%0 = "stablehlo.convolution"(%a, %b) <{dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, batch_group_count = 1 : i64, feature_group_count = 4 : i64}> : (tensor<8x16x16x4xf32>, tensor<3x3x1x8xf32>) -> tensor<8x14x14x8xf32>'),
 "conv_batch_group": f("%a: tensor<8x16x16x4xf32>, %b: tensor<3x3x4x2xf32>", '%0 = "stablehlo.convolution"(%a, %b) <{dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, batch_group_count = 2 : i64, feature_group_count = 1 : i64}> : (tensor<8x16x16x4xf32>, tensor<3x3x4x2xf32>) -> tensor<4x14x14x2xf32>'),
 "conv_1x1": f("%a: tensor<8x16x16x4xf32>, %b: tensor<1x1x4x1xf32>", '%0 = "stablehlo.convolution"(%a, %b) <{dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64}> : (tensor<8x16x16x4xf32>, tensor<1x1x4x1xf32>) -> tensor<8x16x16x1xf32>'),
})
