// source: sharding_representation.md:419-423
// expect: valid
// local-shape: 1x2x3
// Sketch `sharding<@mesh_xyz, [{"x"}, {"y"}, {"z"}]> : tensor<7x3x8xf32>` -> func
// argument; no dimension divides evenly, which is allowed.
sdy.mesh @mesh_xyz = <["x"=8, "y"=2, "z"=3]>
func.func @main(%arg0: tensor<7x3x8xf32> {sdy.sharding = #sdy.sharding<@mesh_xyz, [{"x"}, {"y"}, {"z"}]>}) -> tensor<7x3x8xf32> {
  return %arg0 : tensor<7x3x8xf32>
}
