// examples/mlp_2x4.mlir after sharding propagation (Shardy's sdy-propagation-pipeline):
// every value has a sharding; `planner opt ... --pass collectives` makes the data movement explicit.
module @mlp attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg2: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> (tensor<64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<64x256xf32>, tensor<256x1024xf32>) -> tensor<64x1024xf32>
    %1 = sdy.reshard %0 <@mesh, [{"data"}, {"model"}]> : tensor<64x1024xf32>
    %2 = sdy.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} dense<0.000000e+00> : tensor<64x1024xf32>
    %3 = stablehlo.maximum %1, %2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<64x1024xf32>
    %4 = stablehlo.dot_general %3, %arg2, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<64x1024xf32>, tensor<1024x256xf32>) -> tensor<64x256xf32>
    return %4 : tensor<64x256xf32>
  }
}

