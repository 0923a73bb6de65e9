// source: compiler_api.md:196-199 (manual computation invariant 3)
// expect: invalid
// "a dimension sharding {"model", "data"} would be invalid": the free axis "model"
// is major to the manual axis "data" in the same dimension.
sdy.mesh @mesh_name = <["data"=2, "model"=2]>
func.func @main(%0: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %1 = sdy.manual_computation(%0)
      in_shardings=[<@mesh_name, [{"model", "data"}, {}]>]
      out_shardings=[<@mesh_name, [{"data"}, {?}]>]
      manual_axes={"data"}
      (%arg1: tensor<8x32xf32>) {
    sdy.return %arg1 : tensor<8x32xf32>
  } : (tensor<16x32xf32>) -> tensor<16x32xf32>
  return %1 : tensor<16x32xf32>
}
