module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg1: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg2: tensor<8x16xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x16x512xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %1 = stablehlo.compare LT, %arg2, %0, SIGNED : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %3 = stablehlo.add %arg2, %2 : tensor<8x16xi32>
    %4 = stablehlo.select %1, %3, %arg2 : tensor<8x16xi1>, tensor<8x16xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x16xi32>) -> tensor<8x16x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<512x64xf32>, tensor<8x16x1xi32>) -> tensor<8x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<8x16x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %12 = stablehlo.subtract %6, %11 : tensor<8x16x64xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %13 = call @_var(%6, %c_2) : (tensor<8x16x64xf32>, tensor<i32>) -> tensor<8x16x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %15 = stablehlo.add %13, %14 : tensor<8x16x1xf32>
    %16 = stablehlo.rsqrt %15 : tensor<8x16x1xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %18 = stablehlo.multiply %12, %17 : tensor<8x16x64xf32>
    %19 = stablehlo.dot_general %18, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %20 = stablehlo.tanh %19 : tensor<8x16x64xf32>
    %21 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<512x64xf32>) -> tensor<64x512xf32>
    %22 = stablehlo.dot_general %20, %21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x512xf32>) -> tensor<8x16x512xf32>
    %23 = call @log_softmax(%22) : (tensor<8x16x512xf32>) -> tensor<8x16x512xf32>
    return %23 : tensor<8x16x512xf32>
  }
  func.func private @_var(%arg0: tensor<8x16x64xf32>, %arg1: tensor<i32>) -> tensor<8x16x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x16x64xf32>
    %6 = chlo.square %5 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<8x16x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where(%13, %12, %cst_4) : (tensor<i1>, tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16x1xf32>
    return %14 : tensor<8x16x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<8x16x1xf32>, %arg2: tensor<f32>) -> tensor<8x16x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<8x16x1xf32>
    return %2 : tensor<8x16x1xf32>
  }
  func.func private @log_softmax(%arg0: tensor<8x16x512xf32>) -> tensor<8x16x512xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<8x16x512xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<8x16xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x512xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x16x512xf32>
    %6 = stablehlo.exponential %5 : tensor<8x16x512xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x16x512xf32>, tensor<f32>) -> tensor<8x16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %9 = stablehlo.log %8 : tensor<8x16x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x512xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<8x16x512xf32>
    return %11 : tensor<8x16x512xf32>
  }
}
