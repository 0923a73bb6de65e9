// source: sharding_representation.md:408-409
// expect: invalid
// "An empty closed dimension sharding (i.e., {}), shouldn't have a priority".
sdy.mesh @mesh_wxyz = <["w"=6, "x"=2, "y"=4, "z"=2]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh_wxyz, [{"x"}p1, {}p2]>}) -> tensor<8x8xf32> {
  return %arg0 : tensor<8x8xf32>
}
