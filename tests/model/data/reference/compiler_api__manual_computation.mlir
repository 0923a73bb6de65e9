// source: compiler_api.md:165-177
// expect: valid
// Sketch `@mesh_name = <...>` becomes an sdy.mesh op; `%0 = ...` becomes a function
// argument. The body gets one op so that %42 exists, and the doc's `return` inside
// the region is written `sdy.return` (a bare `return` is func.return, which MLIR does
// not resolve inside sdy.manual_computation).
sdy.mesh @mesh_name = <["data"=2, "model"=2]>

func.func @main(%0: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %1 = sdy.manual_computation(%0)
      in_shardings=[<@mesh_name, [{"data"}, {"model",?}]>]
      out_shardings=[<@mesh_name, [{"data"}, {?}]>]
      manual_axes={"data"}
      (%arg1: tensor<8x32xf32>) {
    // body
    %42 = "stablehlo.tanh"(%arg1) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    sdy.return %42 : tensor<8x32xf32>
  } : (tensor<16x32xf32>) -> tensor<16x32xf32>
  return %1 : tensor<16x32xf32>
}
