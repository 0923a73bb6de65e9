// same-as: sdy_dialect__sharding_rule_dot_general.mlir
// The doc's own pretty-form lines (sdy_dialect.md:1340-1346).
func.func @main(%arg2: tensor<8x8xf32>, %arg3: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %1 = stablehlo.dot_general %arg2, %arg3, contracting_dims = [1] x [0] {
    sdy.sharding_rule = #sdy.op_sharding_rule<
        ([i, k],[k, j])->([i, j])
        {i=8, j=16, k=8}>
  }: (tensor<8x8xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  return %1 : tensor<8x16xf32>
}
