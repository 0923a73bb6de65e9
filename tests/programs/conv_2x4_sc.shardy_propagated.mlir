module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<3x3x3x8xf32>, %arg1: tensor<3x3x8x16xf32>, %arg2: tensor<3x3x16x32xf32>, %arg3: tensor<32x10xf32>, %arg4: tensor<8x16x16x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}) -> (tensor<8x10xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = stablehlo.convolution(%arg4, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x16x16x3xf32>, tensor<3x3x3x8xf32>) -> tensor<8x16x16x8xf32>
    %1 = call @relu(%0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x16x16x8xf32>) -> tensor<8x16x16x8xf32>
    %2 = sdy.reshard %1 <@mesh, [{"data"}, {"model"}, {}, {}]> : tensor<8x16x16x8xf32>
    %3 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<f32>
    %5 = "stablehlo.reduce_window"(%2, %4) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %24 = stablehlo.add %arg5, %arg6 : tensor<f32>
      stablehlo.return %24 : tensor<f32>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x16x16x8xf32>, tensor<f32>) -> tensor<8x8x8x8xf32>
    %6 = sdy.constant dense<4.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x8x8x8xf32>
    %8 = stablehlo.divide %5, %7 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x8x8x8xf32>
    %9 = stablehlo.convolution(%8, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x8x8x8xf32>, tensor<3x3x8x16xf32>) -> tensor<8x8x8x16xf32>
    %10 = call @relu_0(%9) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x8x8x16xf32>) -> tensor<8x8x8x16xf32>
    %11 = sdy.reshard %10 <@mesh, [{"data"}, {"model"}, {}, {}]> : tensor<8x8x8x16xf32>
    %12 = "stablehlo.reduce_window"(%11, %4) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %24 = stablehlo.add %arg5, %arg6 : tensor<f32>
      stablehlo.return %24 : tensor<f32>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<8x4x4x16xf32>
    %13 = stablehlo.broadcast_in_dim %6, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x4x4x16xf32>
    %14 = stablehlo.divide %12, %13 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x4x16xf32>
    %15 = stablehlo.convolution(%14, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x4x16xf32>, tensor<3x3x16x32xf32>) -> tensor<8x4x4x32xf32>
    %16 = call @relu_1(%15) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x4x32xf32>) -> tensor<8x4x4x32xf32>
    %17 = "stablehlo.reduce_window"(%16, %4) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %24 = stablehlo.add %arg5, %arg6 : tensor<f32>
      stablehlo.return %24 : tensor<f32>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x4x32xf32>, tensor<f32>) -> tensor<8x2x2x32xf32>
    %18 = stablehlo.broadcast_in_dim %6, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x2x2x32xf32>
    %19 = stablehlo.divide %17, %18 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x2x2x32xf32>
    %20 = stablehlo.reduce(%19 init: %3) applies stablehlo.add across dimensions = [1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x2x2x32xf32>, tensor<f32>) -> tensor<8x32xf32>
    %21 = stablehlo.broadcast_in_dim %6, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x32xf32>
    %22 = stablehlo.divide %20, %21 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x32xf32>
    %23 = stablehlo.dot_general %22, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x32xf32>, tensor<32x10xf32>) -> tensor<8x10xf32>
    return %23 : tensor<8x10xf32>
  }
  func.func private @relu(%arg0: tensor<8x16x16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}, {}]>}) -> (tensor<8x16x16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}, {}]>}) {
    %0 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x16x16x8xf32>
    %2 = stablehlo.maximum %arg0, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x16x16x8xf32>
    return %2 : tensor<8x16x16x8xf32>
  }
  func.func private @relu_0(%arg0: tensor<8x8x8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}, {}]>}) -> (tensor<8x8x8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}, {}]>}) {
    %0 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x8x8x16xf32>
    %2 = stablehlo.maximum %arg0, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x8x8x16xf32>
    return %2 : tensor<8x8x8x16xf32>
  }
  func.func private @relu_1(%arg0: tensor<8x4x4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}, {}]>}) -> (tensor<8x4x4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}, {}]>}) {
    %0 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x4x4x32xf32>
    %2 = stablehlo.maximum %arg0, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x4x32xf32>
    return %2 : tensor<8x4x4x32xf32>
  }
}
