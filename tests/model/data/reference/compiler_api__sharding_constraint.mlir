// source: compiler_api.md:93-98
// expect: valid
// Sketch `@mesh_xy = ...` becomes an sdy.mesh op; `%0 = ... : tensor<8x8xf32>` becomes
// a function argument named %0.
sdy.mesh @mesh_xy = <["x"=2, "y"=2]>

func.func @main(%0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %1 = sdy.sharding_constraint %0 <@mesh_xy, [{"x"}, {?}]> : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}
