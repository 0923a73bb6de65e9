// A two-layer MLP on a 2x4 mesh: batch over "data", hidden units over "model".
module @mlp attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]>
  func.func public @main(%x: tensor<64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>},
                         %w1: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>},
                         %w2: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>})
      -> (tensor<64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %h = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<64x256xf32>, tensor<256x1024xf32>) -> tensor<64x1024xf32>
    %h_c = sdy.sharding_constraint %h <@mesh, [{"data", ?}, {"model", ?}]> : tensor<64x1024xf32>
    %zero = stablehlo.constant dense<0.000000e+00> : tensor<64x1024xf32>
    %a = stablehlo.maximum %h_c, %zero : tensor<64x1024xf32>
    %y = stablehlo.dot_general %a, %w2, contracting_dims = [1] x [0] : (tensor<64x1024xf32>, tensor<1024x256xf32>) -> tensor<64x256xf32>
    return %y : tensor<64x256xf32>
  }
}
