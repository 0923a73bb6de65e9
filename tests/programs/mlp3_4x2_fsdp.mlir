module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 4 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg1: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, %arg2: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg3: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg4: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg5: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg6: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<16x64xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg6, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %3 = stablehlo.add %0, %2 : tensor<16x64xf32>
    %4 = call @relu(%3) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %5 = stablehlo.dot_general %4, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %6 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %8 = stablehlo.add %5, %7 : tensor<16x32xf32>
    %9 = call @relu_0(%8) : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %10 = stablehlo.dot_general %9, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %11 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %13 = stablehlo.add %10, %12 : tensor<16x64xf32>
    return %13 : tensor<16x64xf32>
  }
  func.func private @relu(%arg0: tensor<16x64xf32>) -> tensor<16x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<16x64xf32>
    return %1 : tensor<16x64xf32>
  }
  func.func private @relu_0(%arg0: tensor<16x32xf32>) -> tensor<16x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<16x32xf32>
    return %1 : tensor<16x32xf32>
  }
}
