// source: sharding_representation.md:320-323
// expect: invalid
// The same for explicitly replicated sub-axes.
sdy.mesh @mesh = <["x"=16]>
func.func @main(%arg0: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}], replicated={"x":(1)2, "x":(2)4}>}) -> tensor<16xf32> {
  return %arg0 : tensor<16xf32>
}
