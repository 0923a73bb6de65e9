// source: sharding_representation.md:320-323
// expect: valid
// The merged form the doc asks for, in a dimension and in the replicated list.
sdy.mesh @mesh = <["x"=16]>
func.func @main(%arg0: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)8}]>},
                %arg1: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}], replicated={"x":(1)8}>}) -> tensor<16xf32> {
  return %arg0 : tensor<16xf32>
}
