// source: sdy_dialect.md:893-896
// expect: valid
// '\]' unescaped; tanh in generic form; mesh from sdy_dialect.md:291.
sdy.mesh @mesh = <["a"=2, "b"=2, "c"=4, "d"=2, "e"=2, "f"=2]>
func.func @main(%0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
  %1 = "stablehlo.tanh"(%0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", "b", "c"}, {}, {"d"}], unreduced={"e"}>]>} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
  %2 = sdy.sharded_to_unreduced [{"b", "c"}, {}, {"d"}] %1 out_sharding=<@mesh, [{"a"}, {}, {}], unreduced={"b", "c", "d", "e"}> : tensor<8x8x8xf32>
  return %2 : tensor<8x8x8xf32>
}
