module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<32x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<4x32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg2: tensor<4x64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg3: tensor<8x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "model"}, {}, {}]>}) -> (tensor<8x16x32xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data", "model"}, {}, {}]>}) {
    %0 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3) in_shardings=[<@mesh, [{}, {}]>, <@mesh, [{"model"}, {}, {}]>, <@mesh, [{"model"}, {}, {}]>, <@mesh, [{"data", "model"}, {}, {}]>] out_shardings=[<@mesh, [{"data", "model"}, {}, {}]>] manual_axes={"data", "model"} (%arg4: tensor<32x4xf32>, %arg5: tensor<1x32x64xf32>, %arg6: tensor<1x64x32xf32>, %arg7: tensor<1x16x32xf32>) {
      %1 = stablehlo.dot_general %arg7, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x16x32xf32>, tensor<32x4xf32>) -> tensor<1x16x4xf32>
      %2 = sdy.constant dense<0xFF800000> : tensor<f32>
      %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.maximum across dimensions = [2] : (tensor<1x16x4xf32>, tensor<f32>) -> tensor<1x16xf32>
      %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<1x16xf32>
      %5 = stablehlo.maximum %4, %3 : tensor<1x16xf32>
      %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
      %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<1x16x1xf32>) -> tensor<1x16x4xf32>
      %8 = stablehlo.subtract %1, %7 : tensor<1x16x4xf32>
      %9 = stablehlo.exponential %8 : tensor<1x16x4xf32>
      %10 = sdy.constant dense<0.000000e+00> : tensor<f32>
      %11 = stablehlo.reduce(%9 init: %10) applies stablehlo.add across dimensions = [2] : (tensor<1x16x4xf32>, tensor<f32>) -> tensor<1x16xf32>
      %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
      %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<1x16x1xf32>) -> tensor<1x16x4xf32>
      %14 = stablehlo.divide %9, %13 : tensor<1x16x4xf32>
      %15 = func.call @argmax(%14) : (tensor<1x16x4xf32>) -> tensor<1x16xi32>
      %16 = func.call @_one_hot(%15) : (tensor<1x16xi32>) -> tensor<1x16x4xf32>
      %17 = func.call @cumsum(%16) : (tensor<1x16x4xf32>) -> tensor<1x16x4xf32>
      %18 = sdy.constant dense<1.000000e+00> : tensor<f32>
      %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<1x16x4xf32>
      %20 = stablehlo.subtract %17, %19 : tensor<1x16x4xf32>
      %21 = stablehlo.multiply %20, %16 : tensor<1x16x4xf32>
      %22 = sdy.constant dense<8.000000e+00> : tensor<f32>
      %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<1x16x4xf32>
      %24 = stablehlo.compare LT, %21, %23, FLOAT : (tensor<1x16x4xf32>, tensor<1x16x4xf32>) -> tensor<1x16x4xi1>
      %25 = stablehlo.convert %24 : (tensor<1x16x4xi1>) -> tensor<1x16x4xf32>
      %26 = stablehlo.multiply %16, %25 : tensor<1x16x4xf32>
      %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x16x4xf32>) -> tensor<1x16x4x1xf32>
      %28 = func.call @_one_hot_1(%21) : (tensor<1x16x4xf32>) -> tensor<1x16x4x8xf32>
      %29 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3] : (tensor<1x16x4x1xf32>) -> tensor<1x16x4x8xf32>
      %30 = stablehlo.multiply %29, %28 : tensor<1x16x4x8xf32>
      %31 = stablehlo.reduce(%14 init: %2) applies stablehlo.maximum across dimensions = [2] : (tensor<1x16x4xf32>, tensor<f32>) -> tensor<1x16xf32>
      %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<1x16x1x1xf32>
      %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<1x16x4x8xf32>
      %34 = stablehlo.multiply %30, %33 : tensor<1x16x4x8xf32>
      %35 = stablehlo.dot_general %arg7, %30, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x16x32xf32>, tensor<1x16x4x8xf32>) -> tensor<1x32x4x8xf32>
      %36 = stablehlo.transpose %35, dims = [2, 0, 3, 1] : (tensor<1x32x4x8xf32>) -> tensor<4x1x8x32xf32>
      %37 = "stablehlo.all_to_all"(%36) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 1 : i64, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<4x1x8x32xf32>) -> tensor<1x4x8x32xf32>
      %38 = stablehlo.dot_general %37, %arg5, batching_dims = [0] x [0], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x4x8x32xf32>, tensor<1x32x64xf32>) -> tensor<1x4x8x64xf32>
      %39 = func.call @relu(%38) : (tensor<1x4x8x64xf32>) -> tensor<1x4x8x64xf32>
      %40 = stablehlo.dot_general %39, %arg6, batching_dims = [0] x [0], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x4x8x64xf32>, tensor<1x64x32xf32>) -> tensor<1x4x8x32xf32>
      %41 = "stablehlo.all_to_all"(%40) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, split_count = 4 : i64, split_dimension = 1 : i64}> : (tensor<1x4x8x32xf32>) -> tensor<4x1x8x32xf32>
      %42 = stablehlo.dot_general %34, %41, batching_dims = [0] x [1], contracting_dims = [3, 2] x [2, 0], precision = [DEFAULT, DEFAULT] : (tensor<1x16x4x8xf32>, tensor<4x1x8x32xf32>) -> tensor<1x16x32xf32>
      sdy.return %42 : tensor<1x16x32xf32>
    } : (tensor<32x4xf32>, tensor<4x32x64xf32>, tensor<4x64x32xf32>, tensor<8x16x32xf32>) -> tensor<8x16x32xf32>
    return %0 : tensor<8x16x32xf32>
  }
  func.func private @argmax(%arg0: tensor<1x16x4xf32>) -> tensor<1x16xi32> {
    %0 = stablehlo.iota dim = 2 : tensor<1x16x4xi32>
    %1 = sdy.constant dense<0xFF800000> : tensor<f32>
    %2 = sdy.constant dense<0> : tensor<i32>
    %3:2 = stablehlo.reduce(%arg0 init: %1), (%0 init: %2) across dimensions = [2] : (tensor<1x16x4xf32>, tensor<1x16x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<1x16xf32>, tensor<1x16xi32>)
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
    return %3#1 : tensor<1x16xi32>
  }
  func.func private @_one_hot(%arg0: tensor<1x16xi32>) -> tensor<1x16x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<1x16x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x4xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<1x16x1xi32>) -> tensor<1x16x4xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x4xi32>) -> tensor<1x16x4xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<1x16x4xi32>, tensor<1x16x4xi32>) -> tensor<1x16x4xi1>
    %5 = stablehlo.convert %4 : (tensor<1x16x4xi1>) -> tensor<1x16x4xf32>
    return %5 : tensor<1x16x4xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<1x16x4xf32>) -> tensor<1x16x4xf32> {
    %0 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<f32>
    %2 = "stablehlo.reduce_window"(%arg0, %1) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [15, 0], [0, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 16, 1>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %3 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }) : (tensor<1x16x4xf32>, tensor<f32>) -> tensor<1x16x4xf32>
    return %2 : tensor<1x16x4xf32>
  }
  func.func private @cumsum(%arg0: tensor<1x16x4xf32>) -> tensor<1x16x4xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<1x16x4xf32>) -> tensor<1x16x4xf32>
    return %0 : tensor<1x16x4xf32>
  }
  func.func private @_one_hot_1(%arg0: tensor<1x16x4xf32>) -> tensor<1x16x4x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<1x16x4xf32>) -> tensor<1x16x4x1xf32>
    %1 = stablehlo.iota dim = 3 : tensor<1x1x1x8xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x16x4x1xf32>) -> tensor<1x16x4x8xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<1x16x4x8xf32>
    %4 = stablehlo.compare EQ, %2, %3, FLOAT : (tensor<1x16x4x8xf32>, tensor<1x16x4x8xf32>) -> tensor<1x16x4x8xi1>
    %5 = stablehlo.convert %4 : (tensor<1x16x4x8xi1>) -> tensor<1x16x4x8xf32>
    return %5 : tensor<1x16x4x8xf32>
  }
  func.func private @relu(%arg0: tensor<1x4x8x64xf32>) -> tensor<1x4x8x64xf32> {
    %0 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x4x8x64xf32>
    %2 = stablehlo.maximum %arg0, %1 : tensor<1x4x8x64xf32>
    return %2 : tensor<1x4x8x64xf32>
  }
}
