module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg1: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg2: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg3: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg4: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<16x32xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3, %arg4) in_shardings=[<@mesh, [{}, {"model"}]>, <@mesh, [{"model"}, {}]>, <@mesh, [{"model"}]>, <@mesh, [{}]>, <@mesh, [{"data"}, {}]>] out_shardings=[<@mesh, [{"data"}, {}]>] manual_axes={"data", "model"} (%arg5: tensor<32x16xf32>, %arg6: tensor<16x32xf32>, %arg7: tensor<16xf32>, %arg8: tensor<32xf32>, %arg9: tensor<8x32xf32>) {
      %1 = stablehlo.dot_general %arg9, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
      %2 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
      %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
      %4 = stablehlo.add %1, %3 : tensor<8x16xf32>
      %5 = func.call @relu(%4) : (tensor<8x16xf32>) -> tensor<8x16xf32>
      %6 = stablehlo.dot_general %5, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
      %7 = "stablehlo.all_reduce"(%6) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
        %11 = stablehlo.add %arg10, %arg11 : tensor<f32>
        stablehlo.return %11 : tensor<f32>
      }) : (tensor<8x32xf32>) -> tensor<8x32xf32>
      %8 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
      %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
      %10 = stablehlo.add %7, %9 : tensor<8x32xf32>
      sdy.return %10 : tensor<8x32xf32>
    } : (tensor<32x64xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    return %0 : tensor<16x32xf32>
  }
  func.func private @relu(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {
    %0 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %2 = stablehlo.maximum %arg0, %1 : tensor<8x16xf32>
    return %2 : tensor<8x16xf32>
  }
}
