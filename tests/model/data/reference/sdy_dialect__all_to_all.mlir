// source: sdy_dialect.md:222-225
// expect: valid
// The doc's type `tensor<8x8x4x4x32>` has no element type (and five dimensions for a
// rank-4 sharding); it is read as tensor<8x8x4x4xf32>. '\]' unescaped; tanh in generic
// form; mesh from sdy_dialect.md:291.
sdy.mesh @mesh = <["a"=2, "b"=2, "c"=4, "d"=2, "e"=2, "f"=2]>
func.func @main(%0: tensor<8x8x4x4xf32>) -> tensor<8x8x4x4xf32> {
  %1 = "stablehlo.tanh"(%0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", "b"}, {"c"}, {}, {}]>]>} : (tensor<8x8x4x4xf32>) -> tensor<8x8x4x4xf32>
  %2 = sdy.all_to_all [{"b"}: 0->2, {"c"}: 1->3] %1 out_sharding=<@mesh, [{"a"}, {}, {"b"}, {"c"}]> : tensor<8x8x4x4xf32>
  return %2 : tensor<8x8x4x4xf32>
}
