// source: sharding_representation.md:150-159
// expect: valid
// Sketches `@mesh_cab = <["c"=2, "a"=2, "b"=2]>` and `replicated={"c", "a"}` -> a mesh
// and a func argument whose sharding replicates "c" and "a" in mesh order.
sdy.mesh @mesh_cab = <["c"=2, "a"=2, "b"=2]>
func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh_cab, [{}], replicated={"c", "a"}>}) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}
