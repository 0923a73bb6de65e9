// source: sdy_dialect.md:1523-1524 (mesh_or_ref: a mesh symbol or an inlined MeshAttr)
// expect: valid
// Shardings bound to inlined meshes, including a maximal mesh on a scalar, as
// -sdy-lift-inlined-meshes (sdy_import_passes.md) takes them.
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<mesh<["x"=2, "y"=4]>, [{"x"}, {"y"}]>},
                %arg1: tensor<f32> {sdy.sharding = #sdy.sharding<mesh<[], device_ids=[3]>, []>}) -> tensor<8x8xf32> {
  return %arg0 : tensor<8x8xf32>
}
