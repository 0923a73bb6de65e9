// source: sdy_dialect.md:589-596 (syntax with the optional in/out shardings)
// expect: valid
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%0: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %1 = sdy.named_computation<"foo">(%0) in_shardings=[<@mesh, [{"x"}, {?}]>] out_shardings=[<@mesh, [{}, {"y"}]>] (%arg1: tensor<16x32xf32>) {
    %2 = "stablehlo.negate"(%arg1) : (tensor<16x32xf32>) -> tensor<16x32xf32>
    sdy.return %2 : tensor<16x32xf32>
  } : (tensor<16x32xf32>) -> tensor<16x32xf32>
  return %1 : tensor<16x32xf32>
}
