// source: sharding_representation.md:126-133
// expect: valid
// Sketch `sharding<@mesh_xyz, [{"x"}, {"z", ?}]> : tensor<4x8xf32>` -> func argument.
sdy.mesh @mesh_xyz = <["x"=2, "y"=4, "z"=2]>
func.func @main(%arg0: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh_xyz, [{"x"}, {"z", ?}]>}) -> tensor<4x8xf32> {
  return %arg0 : tensor<4x8xf32>
}
