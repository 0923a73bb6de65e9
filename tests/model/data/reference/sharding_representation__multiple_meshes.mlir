// source: sharding_representation.md:356-359
// expect: valid
// Sketches `@mesh_0 = {<["a"=4, "b"=2]>, device_ids=[0, ..., 7]}` and `@mesh_1 = ...`
// -> sdy.mesh ops. Shardy reads an explicit iota device order as no device order, so
// these parse as plain meshes. `<@mesh_0, "b">` and `<@mesh_1, "z">` (identical per
// the doc) shard one func argument each.
sdy.mesh @mesh_0 = <["a"=4, "b"=2], device_ids=[0, 1, 2, 3, 4, 5, 6, 7]>
sdy.mesh @mesh_1 = <["x"=2, "y"=2, "z"=2], device_ids=[0, 1, 2, 3, 4, 5, 6, 7]>
func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh_0, [{"b"}]>},
                %arg1: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh_1, [{"z"}]>}) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}
