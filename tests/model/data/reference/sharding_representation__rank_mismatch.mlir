// source: sharding_representation.md:92 ("The number of dimension shardings must match
// the rank of the tensor.")
// expect: invalid
sdy.mesh @mesh_xyz = <["x"=2, "y"=4, "z"=2]>
func.func @main(%arg0: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh_xyz, [{"x"}]>}) -> tensor<4x8xf32> {
  return %arg0 : tensor<4x8xf32>
}
