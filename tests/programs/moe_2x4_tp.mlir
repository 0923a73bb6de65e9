module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<32x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<4x32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg2: tensor<4x64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg3: tensor<8x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<8x16x32xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg3, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<32x4xf32>) -> tensor<8x16x4xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<8x16x4xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %3 = stablehlo.maximum %2, %1 : tensor<8x16xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x4xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<8x16x4xf32>
    %7 = stablehlo.exponential %6 : tensor<8x16x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x16x4xf32>, tensor<f32>) -> tensor<8x16xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x4xf32>
    %11 = stablehlo.divide %7, %10 : tensor<8x16x4xf32>
    %12 = call @argmax(%11) : (tensor<8x16x4xf32>) -> tensor<8x16xi32>
    %13 = call @_one_hot(%12) : (tensor<8x16xi32>) -> tensor<8x16x4xf32>
    %14 = call @cumsum(%13) : (tensor<8x16x4xf32>) -> tensor<8x16x4xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x16x4xf32>
    %16 = stablehlo.subtract %14, %15 : tensor<8x16x4xf32>
    %17 = stablehlo.multiply %16, %13 : tensor<8x16x4xf32>
    %cst_3 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x16x4xf32>
    %19 = stablehlo.compare LT, %17, %18, FLOAT : (tensor<8x16x4xf32>, tensor<8x16x4xf32>) -> tensor<8x16x4xi1>
    %20 = stablehlo.convert %19 : (tensor<8x16x4xi1>) -> tensor<8x16x4xf32>
    %21 = stablehlo.multiply %13, %20 : tensor<8x16x4xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<8x16x4xf32>) -> tensor<8x16x4x1xf32>
    %23 = call @_one_hot_1(%17) : (tensor<8x16x4xf32>) -> tensor<8x16x4x8xf32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<8x16x4x1xf32>) -> tensor<8x16x4x8xf32>
    %25 = stablehlo.multiply %24, %23 : tensor<8x16x4x8xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %26 = stablehlo.reduce(%11 init: %cst_4) applies stablehlo.maximum across dimensions = [2] : (tensor<8x16x4xf32>, tensor<f32>) -> tensor<8x16xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3] : (tensor<8x16x1x1xf32>) -> tensor<8x16x4x8xf32>
    %29 = stablehlo.multiply %25, %28 : tensor<8x16x4x8xf32>
    %30 = stablehlo.dot_general %arg3, %25, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<8x16x4x8xf32>) -> tensor<8x32x4x8xf32>
    %31 = stablehlo.transpose %30, dims = [2, 0, 3, 1] : (tensor<8x32x4x8xf32>) -> tensor<4x8x8x32xf32>
    %32 = stablehlo.dot_general %31, %arg1, batching_dims = [0] x [0], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8x32xf32>, tensor<4x32x64xf32>) -> tensor<4x8x8x64xf32>
    %33 = call @relu(%32) : (tensor<4x8x8x64xf32>) -> tensor<4x8x8x64xf32>
    %34 = stablehlo.dot_general %33, %arg2, batching_dims = [0] x [0], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8x64xf32>, tensor<4x64x32xf32>) -> tensor<4x8x8x32xf32>
    %35 = stablehlo.dot_general %29, %34, batching_dims = [0] x [1], contracting_dims = [3, 2] x [2, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x8xf32>, tensor<4x8x8x32xf32>) -> tensor<8x16x32xf32>
    return %35 : tensor<8x16x32xf32>
  }
  func.func private @argmax(%arg0: tensor<8x16x4xf32>) -> tensor<8x16xi32> {
    %0 = stablehlo.iota dim = 2 : tensor<8x16x4xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [2] : (tensor<8x16x4xf32>, tensor<8x16x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<8x16xf32>, tensor<8x16xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<8x16xi32>
  }
  func.func private @_one_hot(%arg0: tensor<8x16xi32>) -> tensor<8x16x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<8x16xi32>) -> tensor<8x16x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x4xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<8x16x1xi32>) -> tensor<8x16x4xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x4xi32>) -> tensor<8x16x4xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<8x16x4xi32>, tensor<8x16x4xi32>) -> tensor<8x16x4xi1>
    %5 = stablehlo.convert %4 : (tensor<8x16x4xi1>) -> tensor<8x16x4xf32>
    return %5 : tensor<8x16x4xf32>
  }
  func.func private @cumsum(%arg0: tensor<8x16x4xf32>) -> tensor<8x16x4xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<8x16x4xf32>) -> tensor<8x16x4xf32>
    return %0 : tensor<8x16x4xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<8x16x4xf32>) -> tensor<8x16x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [15, 0], [0, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 16, 1>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x16x4xf32>, tensor<f32>) -> tensor<8x16x4xf32>
    return %1 : tensor<8x16x4xf32>
  }
  func.func private @_one_hot_1(%arg0: tensor<8x16x4xf32>) -> tensor<8x16x4x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<8x16x4xf32>) -> tensor<8x16x4x1xf32>
    %1 = stablehlo.iota dim = 3 : tensor<1x1x1x8xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<8x16x4x1xf32>) -> tensor<8x16x4x8xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x16x4x8xf32>
    %4 = stablehlo.compare EQ, %2, %3, FLOAT : (tensor<8x16x4x8xf32>, tensor<8x16x4x8xf32>) -> tensor<8x16x4x8xi1>
    %5 = stablehlo.convert %4 : (tensor<8x16x4x8xi1>) -> tensor<8x16x4x8xf32>
    return %5 : tensor<8x16x4x8xf32>
  }
  func.func private @relu(%arg0: tensor<4x8x8x64xf32>) -> tensor<4x8x8x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8x8x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x8x8x64xf32>
    return %1 : tensor<4x8x8x64xf32>
  }
}
