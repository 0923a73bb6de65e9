// source: sdy_dialect.md:41-44
// expect: valid
// The doc escapes ']' as '\]'; unescaped here. Its `stablehlo.tanh(%0) {...} : tensor<..>`
// is not valid pretty syntax for tanh, so that line is in generic form. The doc gives
// no mesh; the one of the sdy.collective_permute example (sdy_dialect.md:291) is used.
sdy.mesh @mesh = <["a"=2, "b"=2, "c"=4, "d"=2, "e"=2, "f"=2]>
func.func @main(%0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
  %1 = "stablehlo.tanh"(%0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", "b", "c"}, {}, {"d"}]>]>} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
  %2 = sdy.all_gather [{"b", "c"}, {}, {"d"}] %1 out_sharding=<@mesh, [{"a"}, {}, {}]> : tensor<8x8x8xf32>
  return %2 : tensor<8x8x8xf32>
}
