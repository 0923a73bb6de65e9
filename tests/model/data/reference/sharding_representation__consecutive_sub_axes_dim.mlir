// source: sharding_representation.md:320-323
// expect: invalid
// Adjacent sub-axes "x":(1)2 and "x":(2)4 in one dimension must be merged into
// "x":(1)8 ("x" has size 16 so that "x":(1)8 is a sub-axis).
sdy.mesh @mesh = <["x"=16]>
func.func @main(%arg0: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)2, "x":(2)4}]>}) -> tensor<16xf32> {
  return %arg0 : tensor<16xf32>
}
