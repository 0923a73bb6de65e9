// same-as: sdy_export_passes__insert_explicit_reshards_output.mlir
// With the doc's pretty `stablehlo.dot %lhs, %0 {...} : (...) -> ...` (sdy_export_passes.md:99-100).
sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @main(%lhs: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>},
                %rhs: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {"x"}]>}) -> tensor<8x16xf32> {
  %0 = sdy.reshard %rhs <@mesh, [{"y"}, {}]> : tensor<32x16xf32>
  %1 = stablehlo.dot %lhs, %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>}
    : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
  return %1 : tensor<8x16xf32>
}
