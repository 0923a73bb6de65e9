// source: sharding_representation.md:282-288
// expect: valid
// local-shape: 1x2 1x2
// Sketches `@mesh_full = <"devices"=8>`, `@mesh_xy = <"x"=4, "y"=2>` -> sdy.mesh ops;
// the two (equivalent) sketch shardings go on two func arguments.
sdy.mesh @mesh_full = <["devices"=8]>
sdy.mesh @mesh_xy = <["x"=4, "y"=2]>
func.func @main(%arg0: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh_xy, [{"x"},{ "y"}]>},
                %arg1: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh_full, [{"devices":(1)4}, {"devices":(4)2}]>}) -> tensor<4x4xf32> {
  return %arg0 : tensor<4x4xf32>
}
