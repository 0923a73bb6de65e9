// source: sharding_representation.md:163-172
// expect: valid
// local-shape: 2x8
// Sketch `sharding<@mesh_xyz, [{"x"}, {?}], replicated={"y"}> : tensor<4x8xf32>`.
sdy.mesh @mesh_xyz = <["x"=2, "y"=4, "z"=2]>
func.func @main(%arg0: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh_xyz, [{"x"}, {?}], replicated={"y"}>}) -> tensor<4x8xf32> {
  return %arg0 : tensor<4x8xf32>
}
