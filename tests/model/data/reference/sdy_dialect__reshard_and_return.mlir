// source: sdy_dialect.md:805-807 (sdy.reshard syntax), 858-860 (sdy.return syntax)
// expect: valid
// No examples in the doc: a reshard, and an sdy.return without operands closing a
// named computation that has no results.
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x8xf32> {
  %1 = sdy.reshard %0 <@mesh, [{}, {"x", "y"}]> : tensor<8x8xf32>
  sdy.named_computation<"nothing">() () {
    sdy.return
  } : () -> ()
  return %1 : tensor<8x8xf32>
}
