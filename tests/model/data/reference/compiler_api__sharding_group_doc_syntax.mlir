// source: compiler_api.md:126-137
// expect: parse-error
// The doc's own sharding_group line: the op has no result and its keyword is
// `group_id=`, so `%0 = sdy.sharding_group %arg0, id=0` is not valid syntax.
sdy.mesh @mesh_xy = <["x"=2, "y"=2]>
func.func @main(%arg0: tensor<8x2xi64> {sdy.sharding = #sdy.sharding<@mesh_xy, [{"x"},{"y"}]>}) -> (tensor<8x2xi64>) {
  %0 = sdy.sharding_group %arg0, id=0 : tensor<8x2xi64>
  return %arg0 : tensor<8x2xi64>
}
