// source: sdy_export_passes.md:94-101
// expect: valid
// Sketch lines as in the input example (sdy_export_passes.md:85-91); `sdy.mesh = <...>`
// gets its symbol @mesh. The reshard line is the doc's, unescaped.
sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @main(%lhs: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>},
                %rhs: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {"x"}]>}) -> tensor<8x16xf32> {
  %0 = sdy.reshard %rhs <@mesh, [{"y"}, {}]> : tensor<32x16xf32>
  %1 = "stablehlo.dot"(%lhs, %0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>}
    : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
  return %1 : tensor<8x16xf32>
}
