module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<32x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<4x32x64xf32>, %arg2: tensor<4x64x32xf32>, %arg3: tensor<8x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<8x16x32xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %0 = stablehlo.dot_general %arg3, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x32xf32>, tensor<32x4xf32>) -> tensor<8x16x4xf32>
    %1 = sdy.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%0 init: %1) applies stablehlo.maximum across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x4xf32>, tensor<f32>) -> tensor<8x16xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
    %4 = stablehlo.maximum %3, %2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x4xf32>
    %7 = stablehlo.subtract %0, %6 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x4xf32>
    %8 = stablehlo.exponential %7 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x4xf32>
    %9 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%8 init: %9) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x4xf32>, tensor<f32>) -> tensor<8x16xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x1xf32>) -> tensor<8x16x4xf32>
    %13 = stablehlo.divide %8, %12 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x4xf32>
    %14 = call @argmax(%13) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x4xf32>) -> tensor<8x16xi32>
    %15 = call @_one_hot(%14) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xi32>) -> tensor<8x16x4xf32>
    %16 = call @cumsum(%15) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x4xf32>) -> tensor<8x16x4xf32>
    %17 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x16x4xf32>
    %19 = stablehlo.subtract %16, %18 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x4xf32>
    %20 = stablehlo.multiply %19, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x4xf32>
    %21 = sdy.constant dense<8.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x16x4xf32>
    %23 = stablehlo.compare LT, %20, %22, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x4xf32>, tensor<8x16x4xf32>) -> tensor<8x16x4xi1>
    %24 = stablehlo.convert %23 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x4xi1>) -> tensor<8x16x4xf32>
    %25 = stablehlo.multiply %15, %24 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x4xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<8x16x4xf32>) -> tensor<8x16x4x1xf32>
    %27 = call @_one_hot_1(%20) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<8x16x4xf32>) -> tensor<8x16x4x8xf32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<8x16x4x1xf32>) -> tensor<8x16x4x8xf32>
    %29 = stablehlo.multiply %28, %27 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : tensor<8x16x4x8xf32>
    %30 = stablehlo.reduce(%13 init: %1) applies stablehlo.maximum across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x4xf32>, tensor<f32>) -> tensor<8x16xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x1x1xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<8x16x1x1xf32>) -> tensor<8x16x4x8xf32>
    %33 = stablehlo.multiply %29, %32 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : tensor<8x16x4x8xf32>
    %34 = stablehlo.dot_general %arg3, %29, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<8x16x32xf32>, tensor<8x16x4x8xf32>) -> tensor<8x32x4x8xf32>
    %35 = stablehlo.transpose %34, dims = [2, 0, 3, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}, {}]>]>} : (tensor<8x32x4x8xf32>) -> tensor<4x8x8x32xf32>
    %36 = stablehlo.dot_general %35, %arg1, batching_dims = [0] x [0], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}, {}]>]>} : (tensor<4x8x8x32xf32>, tensor<4x32x64xf32>) -> tensor<4x8x8x64xf32>
    %37 = call @relu(%36) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}, {}]>]>} : (tensor<4x8x8x64xf32>) -> tensor<4x8x8x64xf32>
    %38 = stablehlo.dot_general %37, %arg2, batching_dims = [0] x [0], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}, {}]>]>} : (tensor<4x8x8x64xf32>, tensor<4x64x32xf32>) -> tensor<4x8x8x32xf32>
    %39 = stablehlo.dot_general %33, %38, batching_dims = [0] x [1], contracting_dims = [3, 2] x [2, 0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x4x8xf32>, tensor<4x8x8x32xf32>) -> tensor<8x16x32xf32>
    return %39 : tensor<8x16x32xf32>
  }
  func.func private @argmax(%arg0: tensor<8x16x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<8x16xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = stablehlo.iota dim = 2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x16x4xi32>
    %1 = sdy.constant dense<0xFF800000> : tensor<f32>
    %2 = sdy.constant dense<0> : tensor<i32>
    %3:2 = stablehlo.reduce(%arg0 init: %1), (%0 init: %2) across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>]>} : (tensor<8x16x4xf32>, tensor<8x16x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<8x16xf32>, tensor<8x16xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %4 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.or %4, %5 : tensor<i1>
      %7 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %8 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %9 = stablehlo.and %7, %8 : tensor<i1>
      %10 = stablehlo.or %6, %9 : tensor<i1>
      %11 = stablehlo.select %6, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %12 = stablehlo.select %10, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %11, %12 : tensor<f32>, tensor<i32>
    }
    return %3#1 : tensor<8x16xi32>
  }
  func.func private @_one_hot(%arg0: tensor<8x16xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x16x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16xi32>) -> tensor<8x16x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x4xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x1xi32>) -> tensor<8x16x4xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x4xi32>) -> tensor<8x16x4xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x4xi32>, tensor<8x16x4xi32>) -> tensor<8x16x4xi1>
    %5 = stablehlo.convert %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x4xi1>) -> tensor<8x16x4xf32>
    return %5 : tensor<8x16x4xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<8x16x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<8x16x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %0 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<f32>
    %2 = "stablehlo.reduce_window"(%arg0, %1) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [15, 0], [0, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 16, 1>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %3 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x4xf32>, tensor<f32>) -> tensor<8x16x4xf32>
    return %2 : tensor<8x16x4xf32>
  }
  func.func private @cumsum(%arg0: tensor<8x16x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<8x16x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %0 = call @cumsum_0(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x16x4xf32>) -> tensor<8x16x4xf32>
    return %0 : tensor<8x16x4xf32>
  }
  func.func private @_one_hot_1(%arg0: tensor<8x16x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<8x16x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<8x16x4xf32>) -> tensor<8x16x4x1xf32>
    %1 = stablehlo.iota dim = 3 : tensor<1x1x1x8xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<8x16x4x1xf32>) -> tensor<8x16x4x8xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<1x1x1x8xf32>) -> tensor<8x16x4x8xf32>
    %4 = stablehlo.compare EQ, %2, %3, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<8x16x4x8xf32>, tensor<8x16x4x8xf32>) -> tensor<8x16x4x8xi1>
    %5 = stablehlo.convert %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<8x16x4x8xi1>) -> tensor<8x16x4x8xf32>
    return %5 : tensor<8x16x4x8xf32>
  }
  func.func private @relu(%arg0: tensor<4x8x8x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}, {}]>}) -> (tensor<4x8x8x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}, {}]>}) {
    %0 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x8x8x64xf32>
    %2 = stablehlo.maximum %arg0, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}, {}]>]>} : tensor<4x8x8x64xf32>
    return %2 : tensor<4x8x8x64xf32>
  }
}
