// source: sharding_representation.md:374-379
// expect: parse-error
// The sketch's `replicated={}` kept literally: Shardy's parser wants at least one axis.
sdy.mesh @mesh_wxyz = <["w"=6, "x"=2, "y"=4, "z"=2]>
func.func @main(%arg4: tensor<8x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh_wxyz, [{"x"}p1, {"y"}, {"z",?}p2], replicated={}>}) -> tensor<8x8x8xf32> {
  return %arg4 : tensor<8x8x8xf32>
}
