// source: sdy_export_passes.md:200-204
// expect: valid
// Sketch lines as in sdy_export_passes.md:193-197; the all_gather line is the doc's
// (unescaped, with its double space).
sdy.mesh @mesh = <["x"=2, "y"=2, "z"=2]>
func.func @main(%arg0: tensor<16x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y", "z"}, {}]>}) -> tensor<16x2xf32> {
  %1 = sdy.all_gather  [{"y", "z"}, {}] %arg0 out_sharding=<@mesh, [{"x"}, {}]> : tensor<16x2xf32>
  return %1 : tensor<16x2xf32>
}
