// source: sdy_dialect.md:1466-1467 (SubAxisInfoAttr constraints)
// expect: invalid
// "The size of the sub-axis isn't equal to the size of the corresponding full axis,
// in which case the full axis should be used instead."
sdy.mesh @mesh = <["x"=8]>
func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)8}]>}) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}
