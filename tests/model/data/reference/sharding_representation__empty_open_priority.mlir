// source: sharding_representation.md:408-409, sdy_dialect.md:1164-1166
// expect: valid
// Only an empty *closed* dimension may not have a priority; an empty open one may.
sdy.mesh @mesh_wxyz = <["w"=6, "x"=2, "y"=4, "z"=2]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh_wxyz, [{"x"}p1, {?}p2]>}) -> tensor<8x8xf32> {
  return %arg0 : tensor<8x8xf32>
}
