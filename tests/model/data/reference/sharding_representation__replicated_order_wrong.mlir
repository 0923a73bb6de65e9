// source: sharding_representation.md:150-159
// expect: invalid
// The order the doc rules out: replicated axes must follow the mesh ("c" before "a").
sdy.mesh @mesh_cab = <["c"=2, "a"=2, "b"=2]>
func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh_cab, [{}], replicated={"a", "c"}>}) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}
