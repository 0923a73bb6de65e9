// source: sdy_dialect.md:229 ("The parameter list must not be empty.")
// expect: invalid
sdy.mesh @mesh = <["a"=2, "b"=2, "c"=4, "d"=2, "e"=2, "f"=2]>
func.func @main(%0: tensor<8x8x4x4xf32>) -> tensor<8x8x4x4xf32> {
  %1 = "stablehlo.tanh"(%0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", "b"}, {"c"}, {}, {}]>]>} : (tensor<8x8x4x4xf32>) -> tensor<8x8x4x4xf32>
  %2 = sdy.all_to_all [] %1 out_sharding=<@mesh, [{"a", "b"}, {"c"}, {}, {}]> : tensor<8x8x4x4xf32>
  return %2 : tensor<8x8x4x4xf32>
}
