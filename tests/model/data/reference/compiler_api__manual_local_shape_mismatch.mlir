// source: compiler_api.md:179-184 (note on local shapes) and 201-203 (invariant 4)
// expect: invalid
// The body's argument must have the local shape: dimension 0 of size 16 sharded on the
// manual axis "data" (size 2) is 8 inside the body, not 16.
sdy.mesh @mesh_name = <["data"=2, "model"=2]>
func.func @main(%0: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %1 = sdy.manual_computation(%0)
      in_shardings=[<@mesh_name, [{"data"}, {"model",?}]>]
      out_shardings=[<@mesh_name, [{"data"}, {?}]>]
      manual_axes={"data"}
      (%arg1: tensor<16x32xf32>) {
    sdy.return %arg1 : tensor<16x32xf32>
  } : (tensor<16x32xf32>) -> tensor<16x32xf32>
  return %1 : tensor<16x32xf32>
}
