// Tokens (a side-effecting custom call, a constraint on its token, after_all), a tuple of one
// constrained, and a tuple-typed custom call result on a single-device mesh.
sdy.mesh @m = <["a"=2, "b"=4]>
sdy.mesh @one = <[], device_ids=[3]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"a"}, {}]>}, %arg1: !stablehlo.token {sdy.sharding = #sdy.sharding<@m, []>}, %arg2: tuple<tensor<8xf32>>) -> (tensor<8x8xf32>, !stablehlo.token, tuple<tensor<8xf32>>) {
  %0 = stablehlo.custom_call @io(%arg1, %arg0) {has_side_effect = true} : (!stablehlo.token, tensor<8x8xf32>) -> !stablehlo.token
  %1 = sdy.sharding_constraint %0 <@m, []> : !stablehlo.token
  %2 = stablehlo.after_all %1, %arg1 : !stablehlo.token
  %3 = stablehlo.add %arg0, %arg0 : tensor<8x8xf32>
  %4 = sdy.sharding_constraint %arg2 <@m, [{"b"}]> : tuple<tensor<8xf32>>
  %5 = stablehlo.custom_call @t(%3) {sdy.sharding = #sdy.sharding_per_value<[<@one, []>]>} : (tensor<8x8xf32>) -> tuple<tensor<8xf32>, !stablehlo.token>
  return %3, %2, %4 : tensor<8x8xf32>, !stablehlo.token, tuple<tensor<8xf32>>
}
