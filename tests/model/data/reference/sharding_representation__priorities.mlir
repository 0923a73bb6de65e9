// source: sharding_representation.md:374-379
// expect: valid
// Sketch `%arg4 : sharding<@mesh_wxyz, [{"x"}p1, {"y"}, {"z",?}p2], replicated={}}>`
// -> func argument %arg4 (type chosen here). Shardy rejects an empty `replicated={}`
// (and the sketch has a stray '}'), so the empty list is left out.
sdy.mesh @mesh_wxyz = <["w"=6, "x"=2, "y"=4, "z"=2]>
func.func @main(%arg4: tensor<8x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh_wxyz, [{"x"}p1, {"y"}, {"z",?}p2]>}) -> tensor<8x8x8xf32> {
  return %arg4 : tensor<8x8x8xf32>
}
