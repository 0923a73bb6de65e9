// source: sharding_representation.md:33-35
// expect: valid
// Sketch `@mesh_dm = <["d"=2, "m"=2]>` -> sdy.mesh op; the rank-2 tensor of the
// following paragraph is sharded rows on "d" and columns on "m".
sdy.mesh @mesh_dm = <["d"=2, "m"=2]>
func.func @main(%arg0: tensor<2x2xf32> {sdy.sharding = #sdy.sharding<@mesh_dm, [{"d"}, {"m"}]>}) -> tensor<2x2xf32> {
  return %arg0 : tensor<2x2xf32>
}
