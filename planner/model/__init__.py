"""Everything that is a fact about a program: ``ir`` (ops, values, types, attributes,
locations), ``sharding`` (axes, meshes, shardings, rules, collectives, reshard lowering),
``text`` (MLIR text in and out) and ``verify`` (the sdy verifier)."""
