// source: sdy_export_passes.md:85-91
// expect: valid
// Sketch lines and what they become:
//   mesh = <"x"=4, "y"=2>                          -> sdy.mesh @mesh = <["x"=4, "y"=2]>
//   %lhs : tensor<8x32xf32> {sdy.sharding=<...>}  -> func argument %lhs with #sdy.sharding<...>
//   %rhs : tensor<32x16xf32> {sdy.sharding=<...>} -> func argument %rhs with #sdy.sharding<...>
//   stablehlo.dot %lhs, %rhs {sdy.sharding_per_value=<[...]>} : (...) -> ...
//                                                  -> generic stablehlo.dot with
//                                                     sdy.sharding = #sdy.sharding_per_value<[...]>
sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @main(%lhs: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>},
                %rhs: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {"x"}]>}) -> tensor<8x16xf32> {
  %0 = "stablehlo.dot"(%lhs, %rhs) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>}
    : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
