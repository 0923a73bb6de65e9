// source: propagation.md:84-86
// expect: valid
// The einsum sketch `(i, k), (k, j) -> (i, j)` becomes the sharding rule of a matmul
// (generic stablehlo.dot_general); k is the contracting (reduction) factor.
func.func @main(%lhs: tensor<8x32xf32>, %rhs: tensor<32x16xf32>) -> tensor<8x16xf32> {
  %0 = "stablehlo.dot_general"(%lhs, %rhs) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [k, j])->([i, j]) {i=8, j=16, k=32} reduction={k}>} : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
