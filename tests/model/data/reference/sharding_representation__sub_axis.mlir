// source: sharding_representation.md:268-277
// expect: valid
// local-shape: 2x4
// Sketch `sharding<@mesh_xyz, [{"x"}, {"y":(2)2}]> : tensor<4x8xf32>` -> func argument.
sdy.mesh @mesh_xyz = <["x"=2, "y"=8, "z"=2]>
func.func @main(%arg0: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh_xyz, [{"x"}, {"y":(2)2}]>}) -> tensor<4x8xf32> {
  return %arg0 : tensor<4x8xf32>
}
