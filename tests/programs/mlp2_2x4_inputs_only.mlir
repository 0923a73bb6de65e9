module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<32x64xf32>, %arg1: tensor<64x32xf32>, %arg2: tensor<64xf32>, %arg3: tensor<32xf32>, %arg4: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<16x32xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg4, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %3 = stablehlo.add %0, %2 : tensor<16x64xf32>
    %4 = call @relu(%3) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %5 = stablehlo.dot_general %4, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %8 = stablehlo.add %5, %7 : tensor<16x32xf32>
    return %8 : tensor<16x32xf32>
  }
  func.func private @relu(%arg0: tensor<16x64xf32>) -> tensor<16x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<16x64xf32>
    return %1 : tensor<16x64xf32>
  }
}
