// source: sdy_dialect.md:290-294
// expect: valid
// '\]' unescaped; tanh in generic form.
sdy.mesh @mesh = <["a"=2, "b"=2, "c"=4, "d"=2, "e"=2, "f"=2]>
func.func @main(%0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
  %1 = "stablehlo.tanh"(%0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", "c"}, {"f"}, {"d", "e"}]>]>} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
  %2 = sdy.collective_permute %1 out_sharding=<@mesh, [{"c":(1)2, "b", "f"}, {"a"}, {"e", "d"}]> : tensor<8x8x8xf32>
  return %2 : tensor<8x8x8xf32>
}
