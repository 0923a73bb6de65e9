// source: sdy_dialect.md:1272-1280 (MeshAttr constraints)
// expect: invalid
// "Elements in `axes` must not have duplicate names."
sdy.mesh @mesh = <["a"=2, "a"=2]>
