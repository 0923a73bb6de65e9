// source: propagation.md:124-132
// expect: valid
// doc: %out = stablehlo.reshape(%in) : (tensor<8x32xf32>) -> tensor<2x4x32xf32>
// rule sketch `((ij), k) -> (i,j,k) : i=2, j=4, k=32`.
func.func @main(%in: tensor<8x32xf32>) -> tensor<2x4x32xf32> {
  %out = "stablehlo.reshape"(%in) {sdy.sharding_rule = #sdy.op_sharding_rule<([ij, k])->([i, j, k]) {i=2, j=4, k=32}>} : (tensor<8x32xf32>) -> tensor<2x4x32xf32>
  return %out : tensor<2x4x32xf32>
}
