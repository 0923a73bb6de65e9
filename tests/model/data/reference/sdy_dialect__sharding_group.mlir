// source: sdy_dialect.md:985-987 (syntax)
// expect: valid
func.func @main(%0: tensor<8x8xf32>, %1: tensor<8x8xf32>) -> tensor<8x8xf32> {
  sdy.sharding_group %0 group_id=3 : tensor<8x8xf32>
  sdy.sharding_group %1 group_id=3 : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}
