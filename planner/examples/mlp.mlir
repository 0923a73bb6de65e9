// A two-layer MLP on a 2x4 mesh with two annotations: the batch of %x over "data", the
// hidden units of %w1 over "model". Everything else is left to `planner plan`.
module @mlp attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]>
  func.func public @main(%x: tensor<64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {?}]>},
                         %w1: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {"model", ?}]>},
                         %w2: tensor<1024x256xf32>) -> tensor<64x256xf32> {
    %h = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<64x256xf32>, tensor<256x1024xf32>) -> tensor<64x1024xf32>
    %zero = stablehlo.constant dense<0.000000e+00> : tensor<64x1024xf32>
    %r = stablehlo.maximum %h, %zero : tensor<64x1024xf32>
    %y = stablehlo.dot_general %r, %w2, contracting_dims = [1] x [0] : (tensor<64x1024xf32>, tensor<1024x256xf32>) -> tensor<64x256xf32>
    return %y : tensor<64x256xf32>
  }
}
