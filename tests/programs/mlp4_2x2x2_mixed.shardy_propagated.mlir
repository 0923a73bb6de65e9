module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "fsdp"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "fsdp", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg1: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg2: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg3: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg4: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg5: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, %arg6: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg7: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, %arg8: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "fsdp"}, {}]>}) -> (tensor<16x32xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data", "fsdp"}, {}]>}) {
    %0 = stablehlo.dot_general %arg8, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}]>]>} : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg4, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}]>]>} : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %3 = stablehlo.add %0, %2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}]>]>} : tensor<16x64xf32>
    %4 = call @relu(%3) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}]>]>} : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %5 = sdy.reshard %4 <@mesh, [{"data", "fsdp"}, {"model"}]> : tensor<16x64xf32>
    %6 = stablehlo.dot_general %5, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {}]>]>} : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %7 = stablehlo.broadcast_in_dim %arg5, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : (tensor<32xf32>) -> tensor<1x32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {}]>]>} : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %9 = stablehlo.add %6, %8 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {}]>]>} : tensor<16x32xf32>
    %10 = call @relu_0(%9) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {}]>]>} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %11 = sdy.reshard %10 <@mesh, [{"data", "fsdp"}, {}]> : tensor<16x32xf32>
    %12 = stablehlo.dot_general %11, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}]>]>} : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %13 = stablehlo.broadcast_in_dim %arg6, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}]>]>} : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %15 = stablehlo.add %12, %14 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}]>]>} : tensor<16x64xf32>
    %16 = call @relu(%15) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}]>]>} : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %17 = sdy.reshard %16 <@mesh, [{"data", "fsdp"}, {"model"}]> : tensor<16x64xf32>
    %18 = stablehlo.dot_general %17, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {}]>]>} : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %19 = stablehlo.broadcast_in_dim %arg7, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : (tensor<32xf32>) -> tensor<1x32xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {}]>]>} : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %21 = stablehlo.add %18, %20 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {}]>]>} : tensor<16x32xf32>
    %22 = sdy.reshard %21 <@mesh, [{"data", "fsdp"}, {}]> : tensor<16x32xf32>
    return %22 : tensor<16x32xf32>
  }
  func.func private @relu(%arg0: tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "fsdp"}, {"model"}]>}) -> (tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "fsdp"}, {"model"}]>}) {
    %0 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}]>]>} : (tensor<f32>) -> tensor<16x64xf32>
    %2 = stablehlo.maximum %arg0, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}]>]>} : tensor<16x64xf32>
    return %2 : tensor<16x64xf32>
  }
  func.func private @relu_0(%arg0: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "fsdp"}, {}]>}) -> (tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "fsdp"}, {}]>}) {
    %0 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<16x32xf32>
    %2 = stablehlo.maximum %arg0, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {}]>]>} : tensor<16x32xf32>
    return %2 : tensor<16x32xf32>
  }
}
