// source: sdy_dialect.md:84-86 (syntax), 92-102 (constraints)
// expect: valid
// No example in the doc; an instance of the syntax line. The operand is unreduced
// along "e", which the all-reduce reduces; its dimension shardings are unchanged and
// the reduction axes are sorted w.r.t. the mesh.
sdy.mesh @mesh = <["a"=2, "b"=2, "c"=4, "d"=2, "e"=2, "f"=2]>
func.func @main(%0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
  %1 = "stablehlo.tanh"(%0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}, {}], unreduced={"e"}>]>} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
  %2 = sdy.all_reduce {"e", "f"} %1 out_sharding=<@mesh, [{"a"}, {}, {}]> : tensor<8x8x8xf32>
  return %2 : tensor<8x8x8xf32>
}
