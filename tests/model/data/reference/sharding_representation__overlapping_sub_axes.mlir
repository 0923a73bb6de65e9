// source: sharding_representation.md:317-318
// expect: invalid
// "Sub-axes referenced in a tensor sharding must not overlap, e.g. "x":(1)4 and
// "x":(2)4 overlap." ("x" has size 8 so both are sub-axes.)
sdy.mesh @mesh = <["x"=8]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)4}, {"x":(2)4}]>}) -> tensor<8x8xf32> {
  return %arg0 : tensor<8x8xf32>
}
