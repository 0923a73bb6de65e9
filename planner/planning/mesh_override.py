"""``--mesh x=4,y=2``: plan the same program on another mesh."""

from __future__ import annotations

from planner.model.dialects.ops import ManualComputationOp, MeshOp, ModuleOp
from planner.model.ir.attributes import IntegerAttr
from planner.model.ir.diagnostics import PlannerError
from planner.model.sharding.mesh import MeshAttr, MeshAxis


def parse_mesh_spec(spec: str) -> MeshAttr:
    """``"x=4,y=2"`` as a mesh (axes major to minor)."""
    axes = []
    for part in spec.split(","):
        name, _, size = part.strip().partition("=")
        if not name or not size.strip().isdigit() or int(size) < 1:
            raise PlannerError(f"bad mesh '{spec}': expected NAME=SIZE,... (e.g. x=4,y=2)")
        axes.append(MeshAxis(name.strip(), int(size)))
    if len({a.name for a in axes}) != len(axes):
        raise PlannerError(f"bad mesh '{spec}': an axis is named twice")
    return MeshAttr(tuple(axes))


def override_mesh(module: ModuleOp, spec: str) -> None:
    """Replace the module's mesh (its only one, or the one with most devices) by
    ``spec``, or declare it as ``@mesh`` in a module without one (a plain ``jax.jit``
    export). Annotations naming an axis the new mesh lacks fail verification later."""
    new = parse_mesh_spec(spec)
    meshes = [op for op in module.body.ops if isinstance(op, MeshOp)]
    if not meshes:
        module.add_mesh("mesh", new)
        return
    target = max(meshes, key=lambda op: op.mesh.num_devices)
    old = {a.name: a.size for a in target.mesh.axes}
    sizes = {a.name: a.size for a in new.axes}
    for op in module.walk():
        if isinstance(op, ManualComputationOp):
            for axis in op.manual_axes:
                if axis in old and sizes.get(axis) != old[axis]:
                    raise PlannerError(
                        f"mesh {spec} changes manual axis \"{axis}\" ({old[axis]} -> "
                        f"{sizes.get(axis, 'absent')}): this manual computation's body is "
                        "written for its local shapes on the old size", op.src_loc)
    target.properties["mesh"] = new
    if "mhlo.num_partitions" in module.attributes:
        module.attributes["mhlo.num_partitions"] = IntegerAttr(new.num_devices, "i32")
