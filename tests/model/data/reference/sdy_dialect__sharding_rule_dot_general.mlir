// source: sdy_dialect.md:1340-1346
// expect: valid
// The doc's pretty StableHLO op in generic form; pretty/ holds the doc's own lines.
func.func @main(%arg2: tensor<8x8xf32>, %arg3: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %1 = "stablehlo.dot_general"(%arg2, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> {
    sdy.sharding_rule = #sdy.op_sharding_rule<
        ([i, k],[k, j])->([i, j])
        {i=8, j=16, k=8}>
  }: (tensor<8x8xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  return %1 : tensor<8x16xf32>
}
