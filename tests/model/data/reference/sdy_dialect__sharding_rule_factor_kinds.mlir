// source: sdy_dialect.md:1352-1372 (factor types, blocked propagation, custom rules)
// expect: valid
// A custom rule on a custom call that uses every factor kind the doc lists.
func.func @main(%arg0: tensor<8x16xf32>, %arg1: tensor<16x4xf32>) -> tensor<8x4xf32> {
  %0 = "stablehlo.custom_call"(%arg0, %arg1) <{call_target_name = "my_op"}> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [k, j])->([i, j]) {i=8, j=4, k=16} reduction={k} need_replication={j} blocked_propagation={i}, custom>} : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
