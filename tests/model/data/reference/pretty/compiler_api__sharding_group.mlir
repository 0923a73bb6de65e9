// same-as: compiler_api__sharding_group.mlir
// With the doc's pretty `stablehlo.constant dense<0> : tensor<8x2xi64>` (compiler_api.md:132).
module @"jit_zeros_like" {
  sdy.mesh @mesh_xy = <["x"=2, "y"=2]>
  func.func @main(%arg0: tensor<8x2xi64> {sdy.sharding = #sdy.sharding<@mesh_xy, [{"x"},{"y"}]>}) -> (tensor<8x2xi64>) {
    sdy.sharding_group %arg0 group_id=0 : tensor<8x2xi64>
    %1 = stablehlo.constant dense<0> : tensor<8x2xi64>
    sdy.sharding_group %1 group_id=0 : tensor<8x2xi64>
    return %1 : tensor<8x2xi64>
  }
}
