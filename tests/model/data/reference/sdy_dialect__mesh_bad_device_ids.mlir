// source: sdy_dialect.md:1272-1280 (MeshAttr constraints)
// expect: invalid
// "the sorted `device_ids` is `iota(product(axis_sizes))`": [0, 1, 2, 2] is not.
sdy.mesh @mesh = <["a"=4], device_ids=[0, 1, 2, 2]>
