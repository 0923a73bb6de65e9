// source: sdy_dialect.md:1552-1553 ("Items in `replicated_axes` and `unreduced_axes`
// are ordered w.r.t. `mesh_or_ref`")
// expect: invalid
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}], unreduced={"y", "x"}>}) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}
