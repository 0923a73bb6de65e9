// source: sharding_representation.md:93 ("All axis names must exist in the referenced mesh.")
// expect: invalid
sdy.mesh @mesh_xyz = <["x"=2, "y"=4, "z"=2]>
func.func @main(%arg0: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh_xyz, [{"x"}, {"w"}]>}) -> tensor<4x8xf32> {
  return %arg0 : tensor<4x8xf32>
}
