// source: sdy_export_passes.md:193-197
// expect: valid
// Sketch lines:
//   mesh = <"x"=2, "y"=2, "z"=2>                        -> sdy.mesh @mesh = <[...]>
//   %0 : tensor<16x2xf32> {sdy.sharding<@mesh, [...]>   -> func argument with that sharding;
//     the doc's next line calls this value %arg0, so the argument is named %arg0.
sdy.mesh @mesh = <["x"=2, "y"=2, "z"=2]>
func.func @main(%arg0: tensor<16x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y", "z"}, {}]>}) -> tensor<16x2xf32> {
  %1 = sdy.reshard %arg0 <@mesh, [{"x"}, {}]> : tensor<16x2xf32>
  return %1 : tensor<16x2xf32>
}
