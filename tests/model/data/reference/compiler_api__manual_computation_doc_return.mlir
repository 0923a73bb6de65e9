// source: compiler_api.md:165-177
// expect: parse-error
// The doc's body ends with a bare `return`: outside a func.func body MLIR does not
// resolve it (no default dialect), so the region must end with `sdy.return`.
sdy.mesh @mesh_name = <["data"=2, "model"=2]>
func.func @main(%0: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %1 = sdy.manual_computation(%0)
      in_shardings=[<@mesh_name, [{"data"}, {"model",?}]>]
      out_shardings=[<@mesh_name, [{"data"}, {?}]>]
      manual_axes={"data"}
      (%arg1: tensor<8x32xf32>) {
    %42 = "stablehlo.tanh"(%arg1) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    return %42 : tensor<8x32xf32>
  } : (tensor<16x32xf32>) -> tensor<16x32xf32>
  return %1 : tensor<16x32xf32>
}
