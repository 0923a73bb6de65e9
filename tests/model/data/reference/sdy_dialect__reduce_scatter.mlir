// source: sdy_dialect.md:699-701 (syntax)
// expect: valid
// No example in the doc: the operand is unreduced along "e"; the reduce-scatter
// reduces it and scatters dimension 1 along "e".
sdy.mesh @mesh = <["a"=2, "b"=2, "c"=4, "d"=2, "e"=2, "f"=2]>
func.func @main(%0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
  %1 = "stablehlo.tanh"(%0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}, {}], unreduced={"e"}>]>} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
  %2 = sdy.reduce_scatter [{}, {"e"}, {}] %1 out_sharding=<@mesh, [{"a"}, {"e"}, {}]> : tensor<8x8x8xf32>
  return %2 : tensor<8x8x8xf32>
}
