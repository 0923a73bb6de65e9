// same-as: sdy_dialect__sharding_rule_add.mlir
// The doc's own pretty-form lines (sdy_dialect.md:1332-1338); they parse once the
// StableHLO custom syntax is registered.
func.func @main(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.add %arg0, %arg1 {
      sdy.sharding_rule = #sdy.op_sharding_rule<
          ([i, j],[i, j])->([i, j])
          {i=8, j=8}>
  } : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
