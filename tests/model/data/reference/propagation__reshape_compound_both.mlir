// source: propagation.md:140-143
// expect: valid
// doc: %out = stablehlo.reshape(%in) : (tensor<8x4xf32>) -> tensor<2x16xf32>
// doc: // ((ij), k) -> (i,(jk)) : i=2, j=4, k=4
func.func @main(%in: tensor<8x4xf32>) -> tensor<2x16xf32> {
  %out = "stablehlo.reshape"(%in) {sdy.sharding_rule = #sdy.op_sharding_rule<([ij, k])->([i, jk]) {i=2, j=4, k=4}>} : (tensor<8x4xf32>) -> tensor<2x16xf32>
  return %out : tensor<2x16xf32>
}
