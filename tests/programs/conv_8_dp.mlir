module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<3x3x3x8xf32>, %arg1: tensor<3x3x8x16xf32>, %arg2: tensor<3x3x16x32xf32>, %arg3: tensor<32x10xf32>, %arg4: tensor<8x16x16x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}) -> (tensor<8x10xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg4, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x3xf32>, tensor<3x3x3x8xf32>) -> tensor<8x16x16x8xf32>
    %1 = call @relu(%0) : (tensor<8x16x16x8xf32>) -> tensor<8x16x16x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %3 = "stablehlo.reduce_window"(%1, %2) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %22 = stablehlo.add %arg5, %arg6 : tensor<f32>
      stablehlo.return %22 : tensor<f32>
    }) : (tensor<8x16x16x8xf32>, tensor<f32>) -> tensor<8x8x8x8xf32>
    %cst_0 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x8x8x8xf32>
    %5 = stablehlo.divide %3, %4 : tensor<8x8x8x8xf32>
    %6 = stablehlo.convolution(%5, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x8xf32>, tensor<3x3x8x16xf32>) -> tensor<8x8x8x16xf32>
    %7 = call @relu_0(%6) : (tensor<8x8x8x16xf32>) -> tensor<8x8x8x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<f32>
    %9 = "stablehlo.reduce_window"(%7, %8) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %22 = stablehlo.add %arg5, %arg6 : tensor<f32>
      stablehlo.return %22 : tensor<f32>
    }) : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<8x4x4x16xf32>
    %cst_2 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x4x4x16xf32>
    %11 = stablehlo.divide %9, %10 : tensor<8x4x4x16xf32>
    %12 = stablehlo.convolution(%11, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x16xf32>, tensor<3x3x16x32xf32>) -> tensor<8x4x4x32xf32>
    %13 = call @relu_1(%12) : (tensor<8x4x4x32xf32>) -> tensor<8x4x4x32xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<f32>
    %15 = "stablehlo.reduce_window"(%13, %14) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %22 = stablehlo.add %arg5, %arg6 : tensor<f32>
      stablehlo.return %22 : tensor<f32>
    }) : (tensor<8x4x4x32xf32>, tensor<f32>) -> tensor<8x2x2x32xf32>
    %cst_4 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x2x2x32xf32>
    %17 = stablehlo.divide %15, %16 : tensor<8x2x2x32xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_5) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x2x2x32xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_6 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %20 = stablehlo.divide %18, %19 : tensor<8x32xf32>
    %21 = stablehlo.dot_general %20, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x10xf32>) -> tensor<8x10xf32>
    return %21 : tensor<8x10xf32>
  }
  func.func private @relu(%arg0: tensor<8x16x16x8xf32>) -> tensor<8x16x16x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x16x8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x16x16x8xf32>
    return %1 : tensor<8x16x16x8xf32>
  }
  func.func private @relu_0(%arg0: tensor<8x8x8x16xf32>) -> tensor<8x8x8x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x8x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x8x8x16xf32>
    return %1 : tensor<8x8x8x16xf32>
  }
  func.func private @relu_1(%arg0: tensor<8x4x4x32xf32>) -> tensor<8x4x4x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x4x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x4x4x32xf32>
    return %1 : tensor<8x4x4x32xf32>
  }
}
