// source: propagation.md:104-120
// expect: valid
// doc: %out = stablehlo.reshape(%in) : (tensor<2x4x32xf32>) -> tensor<8x32xf32>
// (not valid pretty syntax; generic form below). The rule sketch
// `(i,j,k) -> ((ij), k) : i=2, j=4, k=32` becomes the op's sdy.sharding_rule.
func.func @main(%in: tensor<2x4x32xf32>) -> tensor<8x32xf32> {
  %out = "stablehlo.reshape"(%in) {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([ij, k]) {i=2, j=4, k=32}>} : (tensor<2x4x32xf32>) -> tensor<8x32xf32>
  return %out : tensor<8x32xf32>
}
