"builtin.module"() <{sym_name = "jit_f"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["data"=2, "model"=4]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}], function_type = (tensor<3x3x3x8xf32>, tensor<3x3x8x16xf32>, tensor<3x3x16x32xf32>, tensor<32x10xf32>, tensor<8x16x16x3xf32>) -> tensor<8x10xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg3: tensor<3x3x3x8xf32>, %arg4: tensor<3x3x8x16xf32>, %arg5: tensor<3x3x16x32xf32>, %arg6: tensor<32x10xf32>, %arg7: tensor<8x16x16x3xf32>):
    %9 = "stablehlo.convolution"(%arg7, %arg3) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<8x16x16x3xf32>, tensor<3x3x3x8xf32>) -> tensor<8x16x16x8xf32>
    %10 = "func.call"(%9) <{callee = @relu}> : (tensor<8x16x16x8xf32>) -> tensor<8x16x16x8xf32>
    %11 = "sdy.sharding_constraint"(%10) <{sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}, {}]>}> : (tensor<8x16x16x8xf32>) -> tensor<8x16x16x8xf32>
    %12 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %14 = "stablehlo.reduce_window"(%11, %13) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %44 = "stablehlo.add"(%arg14, %arg15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%44) : (tensor<f32>) -> ()
    }) : (tensor<8x16x16x8xf32>, tensor<f32>) -> tensor<8x8x8x8xf32>
    %15 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x8x8xf32>
    %17 = "stablehlo.divide"(%14, %16) : (tensor<8x8x8x8xf32>, tensor<8x8x8x8xf32>) -> tensor<8x8x8x8xf32>
    %18 = "stablehlo.convolution"(%17, %arg4) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<8x8x8x8xf32>, tensor<3x3x8x16xf32>) -> tensor<8x8x8x16xf32>
    %19 = "func.call"(%18) <{callee = @relu_0}> : (tensor<8x8x8x16xf32>) -> tensor<8x8x8x16xf32>
    %20 = "sdy.sharding_constraint"(%19) <{sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}, {}]>}> : (tensor<8x8x8x16xf32>) -> tensor<8x8x8x16xf32>
    %21 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %23 = "stablehlo.reduce_window"(%20, %22) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
      %43 = "stablehlo.add"(%arg12, %arg13) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%43) : (tensor<f32>) -> ()
    }) : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<8x4x4x16xf32>
    %24 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x4x16xf32>
    %26 = "stablehlo.divide"(%23, %25) : (tensor<8x4x4x16xf32>, tensor<8x4x4x16xf32>) -> tensor<8x4x4x16xf32>
    %27 = "stablehlo.convolution"(%26, %arg5) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<8x4x4x16xf32>, tensor<3x3x16x32xf32>) -> tensor<8x4x4x32xf32>
    %28 = "func.call"(%27) <{callee = @relu_1}> : (tensor<8x4x4x32xf32>) -> tensor<8x4x4x32xf32>
    %29 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %31 = "stablehlo.reduce_window"(%28, %30) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %42 = "stablehlo.add"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%42) : (tensor<f32>) -> ()
    }) : (tensor<8x4x4x32xf32>, tensor<f32>) -> tensor<8x2x2x32xf32>
    %32 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x2x2x32xf32>
    %34 = "stablehlo.divide"(%31, %33) : (tensor<8x2x2x32xf32>, tensor<8x2x2x32xf32>) -> tensor<8x2x2x32xf32>
    %35 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %36 = "stablehlo.reduce"(%34, %35) <{dimensions = array<i64: 1, 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %41 = "stablehlo.add"(%arg8, %arg9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%41) : (tensor<f32>) -> ()
    }) : (tensor<8x2x2x32xf32>, tensor<f32>) -> tensor<8x32xf32>
    %37 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %39 = "stablehlo.divide"(%36, %38) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %40 = "stablehlo.dot_general"(%39, %arg6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x32xf32>, tensor<32x10xf32>) -> tensor<8x10xf32>
    "func.return"(%40) : (tensor<8x10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x16x16x8xf32>) -> tensor<8x16x16x8xf32>, sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<8x16x16x8xf32>):
    %6 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x16x8xf32>
    %8 = "stablehlo.maximum"(%arg2, %7) : (tensor<8x16x16x8xf32>, tensor<8x16x16x8xf32>) -> tensor<8x16x16x8xf32>
    "func.return"(%8) : (tensor<8x16x16x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x8x8x16xf32>) -> tensor<8x8x8x16xf32>, sym_name = "relu_0", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<8x8x8x16xf32>):
    %3 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x8x16xf32>
    %5 = "stablehlo.maximum"(%arg1, %4) : (tensor<8x8x8x16xf32>, tensor<8x8x8x16xf32>) -> tensor<8x8x8x16xf32>
    "func.return"(%5) : (tensor<8x8x8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x4x4x32xf32>) -> tensor<8x4x4x32xf32>, sym_name = "relu_1", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8x4x4x32xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x4x32xf32>
    %2 = "stablehlo.maximum"(%arg0, %1) : (tensor<8x4x4x32xf32>, tensor<8x4x4x32xf32>) -> tensor<8x4x4x32xf32>
    "func.return"(%2) : (tensor<8x4x4x32xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
