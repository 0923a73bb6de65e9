// source: sharding_representation.md:80-88
// expect: valid
// local-shape: 2x1
// Sketch `sharding<@mesh_xyz, [{"x"}, {"z", "y"}]> : tensor<4x8xf32>` -> the sharding
// of a func argument of that type.
sdy.mesh @mesh_xyz = <["x"=2, "y"=4, "z"=2]>

// The 1st tensor dimension is sharded along axis "x" and the 2nd tensor
// dimension is sharded along axis "z" then further along axis "y".
func.func @main(%arg0: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh_xyz, [{"x"}, {"z", "y"}]>}) -> tensor<4x8xf32> {
  return %arg0 : tensor<4x8xf32>
}
