// source: sharding_representation.md:257-263
// expect: valid
// Sketch lines as in sharding_representation.md:189-194; the reshape's
// `{sdy.sharding_per_value=<[...]>}` becomes `{sdy.sharding = #sdy.sharding_per_value<[...]>}`.
sdy.mesh @mesh_x = <["x"=4]>
func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh_x, [{"x"}]>}) -> tensor<2x4xf32> {
  %0 = "stablehlo.reshape"(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh_x, [{"x":(1)2}, {"x":(2)2}]>]>}
    : (tensor<8xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
