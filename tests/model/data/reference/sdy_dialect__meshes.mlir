// source: sdy_dialect.md:560-562 (sdy.mesh syntax), 1262-1270 (MeshAttr examples)
// expect: valid
// The four example meshes: empty, maximal, axes with implicit devices, axes with an
// explicit device order.
sdy.mesh @empty = <[]>
sdy.mesh @maximal = <[], device_ids=[3]>
sdy.mesh @ab = <["a"=2, "b"=3]>
sdy.mesh @ab_ordered = <["a"=3, "b"=2], device_ids=[0, 2, 4, 1, 3, 5]>
