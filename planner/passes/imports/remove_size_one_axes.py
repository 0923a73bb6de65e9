"""``sdy-remove-size-one-axes``: removes axes of size one from every sharding.

As in Shardy: dimension shardings, replicated and unreduced axes lose their size-one axes
(a dimension left empty and closed also loses its priority, which it could not keep),
everywhere a sharding is stored: function arguments/results, op results, constraints,
reshards, data-flow edges, collectives' out shardings, manual and named computations'
in/out shardings. The meshes keep their axes, and so do the other places that name axes
(a manual computation's manual axes, collectives' gathering/slicing/reduction axes), so a
collective naming a removed axis may then fail verification, in Shardy as in ours. Nothing
happens unless some ``sdy.mesh`` of the module has a size-one axis: inlined meshes alone do
not trigger the pass.
"""

from __future__ import annotations

from planner.model.dialects.ops import MeshOp, ModuleOp
from planner.model.sharding.axis import AxisRef
from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.tensor_sharding import DimSharding, TensorSharding
from planner.model.sharding.walk import map_shardings
from planner.passes.registry import Pass


def without_size_one_axes(sharding: TensorSharding, mesh: MeshAttr) -> TensorSharding:
    """``sharding`` with every axis of size one in ``mesh`` removed (unchanged when there
    is none)."""

    def keep(axes: tuple[AxisRef, ...]) -> tuple[AxisRef, ...]:
        return tuple(a for a in axes if a.size(mesh) != 1)

    dims = []
    for dim in sharding.dims:
        axes = keep(dim.axes)
        # An empty closed dimension may not have a priority (it would mean nothing).
        priority = None if not axes and dim.is_closed else dim.priority
        dims.append(DimSharding(axes, dim.is_closed, priority))
    new = TensorSharding(sharding.mesh, tuple(dims), keep(sharding.replicated),
                         keep(sharding.unreduced), sharding.reduction)
    return sharding if new == sharding else new


def remove_size_one_axes(module: ModuleOp) -> None:
    """Remove size-one axes from all shardings in ``module``, when one of its meshes has
    such an axis."""
    meshes = module.meshes()
    if not any(a.size == 1 for op in module.body.ops if isinstance(op, MeshOp)
               for a in op.mesh.axes):
        return

    def transform(sharding: TensorSharding) -> TensorSharding:
        mesh = sharding.mesh if isinstance(sharding.mesh, MeshAttr) \
            else meshes.get(sharding.mesh)
        return sharding if mesh is None else without_size_one_axes(sharding, mesh)

    map_shardings(module, transform)


PASS = Pass("sdy-remove-size-one-axes", "Removes size one axes from shardings.",
            remove_size_one_axes)
