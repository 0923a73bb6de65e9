// source: sharding_representation.md:94-96 (each axis either shards a dimension or is
// explicitly replicated)
// expect: invalid
// "y" is explicitly replicated, so it cannot also shard dimension 1.
sdy.mesh @mesh_xyz = <["x"=2, "y"=4, "z"=2]>
func.func @main(%arg0: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh_xyz, [{"x"}, {"y", ?}], replicated={"y"}>}) -> tensor<4x8xf32> {
  return %arg0 : tensor<4x8xf32>
}
