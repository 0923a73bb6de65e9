// source: sharding_representation.md:311-313
// expect: invalid
// The left-hand side: replicated axes not in mesh order.
sdy.mesh @mesh_xyz = <["x"=2, "y"=8, "z"=2]>
func.func @main(%arg0: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh_xyz, [{}, {"y":(2)2}], replicated={"y":(4)2, "x", "y":(1)2}>}) -> tensor<4x8xf32> {
  return %arg0 : tensor<4x8xf32>
}
