// source: compiler_api.md:189-190 (manual computation invariant 1), sdy_import_passes.md
// (-sdy-manual-axes-cleanup: "Sorts the manual axes in mesh axis declaration order")
// expect: valid
// The doc states "`manual_axes` is sorted w.r.t. the mesh", but that is something the
// import pass establishes, not something the op verifier demands: Shardy (jaxlib
// 0.10.2) accepts {"model", "data"} for a mesh declaring "data" first. Shardy's
// ManualComputationOp::verify has no such check either.
sdy.mesh @mesh_name = <["data"=2, "model"=2]>
func.func @main(%0: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %1 = sdy.manual_computation(%0)
      in_shardings=[<@mesh_name, [{"data"}, {"model"}]>]
      out_shardings=[<@mesh_name, [{"data"}, {"model"}]>]
      manual_axes={"model", "data"}
      (%arg1: tensor<8x16xf32>) {
    sdy.return %arg1 : tensor<8x16xf32>
  } : (tensor<16x32xf32>) -> tensor<16x32xf32>
  return %1 : tensor<16x32xf32>
}
