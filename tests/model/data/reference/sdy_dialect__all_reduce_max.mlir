// source: sdy_dialect.md:84-86 (syntax: optional $reduction_op)
// expect: valid
// jaxlib: skip the optional reduction op keyword is newer than jaxlib 0.10.2's sdy
// The operand's unreduced axes are 'max' ones: Shardy's verifier requires a max all-reduce to
// reduce axes whose reduction operator is max.
sdy.mesh @mesh = <["a"=2, "b"=2, "c"=4, "d"=2, "e"=2, "f"=2]>
func.func @main(%0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
  %1 = "stablehlo.tanh"(%0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}, {}], unreduced=max{"e"}>]>} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
  %2 = sdy.all_reduce max {"e"} %1 out_sharding=<@mesh, [{"a"}, {}, {}]> : tensor<8x8x8xf32>
  return %2 : tensor<8x8x8xf32>
}
