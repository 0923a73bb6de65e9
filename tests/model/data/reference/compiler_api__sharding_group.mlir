// source: compiler_api.md:126-137
// expect: valid
// The doc's lines are not valid sdy syntax; each is rewritten:
//   doc: {sdy.sharding = #sdy.sharding<@mesh_xy, [{"x"},{"y"}]>}}   (one '}' too many)
//   doc: %0 = sdy.sharding_group %arg0, id=0 : tensor<8x2xi64>       (no result; keyword is group_id)
//   doc: %1 = stablehlo.constant dense<0> : tensor<8x2xi64>          (generic form here)
// The sketch mesh `@mesh_xy = <["x"=2, "y"=2]>` moves into the module.
module @"jit_zeros_like" {
  sdy.mesh @mesh_xy = <["x"=2, "y"=2]>
  func.func @main(%arg0: tensor<8x2xi64> {sdy.sharding = #sdy.sharding<@mesh_xy, [{"x"},{"y"}]>}) -> (tensor<8x2xi64>) {
    sdy.sharding_group %arg0 group_id=0 : tensor<8x2xi64>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<8x2xi64>}> : () -> tensor<8x2xi64>
    sdy.sharding_group %1 group_id=0 : tensor<8x2xi64>
    return %1 : tensor<8x2xi64>
  }
}
