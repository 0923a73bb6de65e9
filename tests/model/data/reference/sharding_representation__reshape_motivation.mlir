// source: sharding_representation.md:189-194
// expect: valid
// Sketch lines:
//   @mesh_x = <["x"=4]>                              -> sdy.mesh @mesh_x
//   %arg0 : tensor<8xf32> {sdy.sharding=<@mesh_x, [{"x"}]>} -> func argument %arg0
//   %0 = reshape %arg0 : (tensor<8xf32>) -> tensor<2x4xf32>  -> generic stablehlo.reshape
sdy.mesh @mesh_x = <["x"=4]>
func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh_x, [{"x"}]>}) -> tensor<2x4xf32> {
  %0 = "stablehlo.reshape"(%arg0) : (tensor<8xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
