"""Facts about shardings: axes and sub-axes, meshes, tensor shardings, sharding rules,
data-flow ops, collective semantics and the lowering of reshards to collectives."""
