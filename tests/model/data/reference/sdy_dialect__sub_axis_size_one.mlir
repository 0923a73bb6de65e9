// source: sdy_dialect.md:1462 ("`size` is greater than 1.")
// expect: invalid
sdy.mesh @mesh = <["x"=8]>
func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(2)1}]>}) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}
