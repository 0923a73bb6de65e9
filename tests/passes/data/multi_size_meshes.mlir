// Meshes of different sizes in one module: an 8-device mesh, a 2-device mesh beside it,
// and ops, constraints, groups, loops and manual/named computations on either.
sdy.mesh @big = <["x"=4, "y"=2]>
sdy.mesh @small = <["z"=2]>
sdy.mesh @small_rev = <["z"=2], device_ids=[1, 0]>
func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@big, [{"x"}, {"y"}]>}, %arg1: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@small, [{"z"}, {}]>}, %arg2: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@small_rev, [{}, {"z"}]>}) -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@small, [{"z"}, {}]>}, tensor<8x16xf32>) {
  %0 = stablehlo.dot %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@small, [{}, {"z"}]>]>} : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
  %1 = sdy.sharding_constraint %0 <@small, [{"z"}, {}]> : tensor<8x8xf32>
  %2 = stablehlo.add %arg0, %arg2 {sdy.sharding = #sdy.sharding_per_value<[<@small, [{}, {"z"}]>]>} : tensor<8x16xf32>
  %3 = stablehlo.multiply %2, %arg2 {sdy.sharding = #sdy.sharding_per_value<[<@small_rev, [{"z"}, {}]>]>} : tensor<8x16xf32>
  sdy.sharding_group %2 group_id=0 : tensor<8x16xf32>
  sdy.sharding_group %3 group_id=0 : tensor<8x16xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %c4 = stablehlo.constant dense<4> : tensor<i32>
  %4:2 = stablehlo.while(%i = %c, %v = %3) : tensor<i32>, tensor<8x16xf32> attributes {sdy.sharding = #sdy.sharding_per_value<[<@small, []>, <@small, [{"z"}, {}]>]>}
   cond {
    %p = stablehlo.compare LT, %i, %c4 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %n = stablehlo.add %i, %c1 : tensor<i32>
    %w = stablehlo.negate %v {sdy.sharding = #sdy.sharding_per_value<[<@big, [{"x"}, {}]>]>} : tensor<8x16xf32>
    stablehlo.return %n, %w : tensor<i32>, tensor<8x16xf32>
  }
  %5 = sdy.manual_computation(%4#1) in_shardings=[<@small, [{"z"}, {}]>] out_shardings=[<@small, [{"z"}, {}]>] manual_axes={"z"} (%m: tensor<4x16xf32>) {
    %e = stablehlo.exponential %m : tensor<4x16xf32>
    sdy.return %e : tensor<4x16xf32>
  } : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %6 = sdy.named_computation<"inner">(%5) in_shardings=[<@big, [{"x"}, {}]>] out_shardings=[<@small, [{}, {"z"}]>] (%n: tensor<8x16xf32>) {
    %a = stablehlo.abs %n {sdy.sharding = #sdy.sharding_per_value<[<@big, [{}, {"x"}]>]>} : tensor<8x16xf32>
    sdy.return %a : tensor<8x16xf32>
  } : (tensor<8x16xf32>) -> tensor<8x16xf32>
  return %1, %6 : tensor<8x8xf32>, tensor<8x16xf32>
}
