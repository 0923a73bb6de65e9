"""What ``sdy-convert-global-to-local`` knows while it rewrites a module: the meshes, every
value's local type (computed before anything changes), and the next channel id."""

from __future__ import annotations

from planner.model.dialects.ops import ModuleOp, channel_id
from planner.model.dialects.value_sharding import value_sharding
from planner.model.ir.core import Operation, Value
from planner.model.ir.diagnostics import PlannerError
from planner.model.ir.types import TensorType, Type
from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.tensor_sharding import TensorSharding, mesh_of
from planner.passes.partition.build import Builder, Hoisted


def first_free_channel(module: ModuleOp) -> int:
    """One more than the largest channel handle any op of ``module`` uses."""
    return 1 + max((channel_id(op) for op in module.walk()), default=0)


class LocalContext:
    """Meshes, local types and channel ids for one run of the pass."""

    def __init__(self, module: ModuleOp, per_dim_all_gather: bool = False,
                 combine_reduce_scatter: bool = False, hoist_device_ids: bool = False) -> None:
        self.meshes = module.meshes()
        self.per_dim_all_gather = per_dim_all_gather
        self.combine_reduce_scatter = combine_reduce_scatter
        self.next_channel = first_free_channel(module)
        self.shardings: dict[Value, TensorSharding | None] = {}
        self.globals: dict[Value, Type] = {}
        self.hoisted = Hoisted() if hoist_device_ids else None

    def builder(self, anchor: Operation) -> Builder:
        """A builder before ``anchor`` (making device ids and tables once per function
        where they are hoisted)."""
        return Builder(anchor, self.hoisted)

    def channel(self) -> int:
        c = self.next_channel
        self.next_channel += 1
        return c

    def mesh_of(self, sharding: TensorSharding | None) -> MeshAttr | None:
        return mesh_of(sharding, self.meshes)

    def sharding(self, value: Value) -> TensorSharding | None:
        """The value's sharding as it was before the pass changed anything."""
        if value in self.shardings:
            return self.shardings[value]
        return value_sharding(value)

    def global_type(self, value: Value) -> Type:
        """The value's type before localisation (new values are local already)."""
        return self.globals.get(value, value.type)

    def global_tensor(self, value: Value) -> TensorType:
        t = self.global_type(value)
        assert isinstance(t, TensorType)
        return t

    def localise_all(self, module: ModuleOp) -> None:
        """Refuse an op across meshes of other axes (``check_one_mesh``), record every
        value's sharding and global type, then give it its local type."""
        values: list[tuple[Value, Operation]] = []
        for op in module.walk():
            self.check_one_mesh(op)
            for region in op.regions:
                for block in region.blocks:
                    values.extend((a, op) for a in block.args)
            values.extend((r, op) for r in op.results)
        for v, _ in values:
            self.shardings[v] = value_sharding(v)
            self.globals[v] = v.type
        for v, op in values:
            v.type = self.local_type(v.type, self.shardings[v], op)

    def check_one_mesh(self, op: Operation) -> None:
        """Refuse a StableHLO op whose operands and results are on meshes of different
        axes: no reshard moves a value between such meshes, so no device holds the shards
        the op would compute on (meshes that differ in device order only are one)."""
        if op.dialect != "stablehlo":
            return
        meshes: dict[str, MeshAttr] = {}
        for v in (*op.operands, *op.results):
            s = self.sharding(v)
            mesh = self.mesh_of(s)
            if s is not None and mesh is not None and mesh.axes and not mesh.is_maximal:
                meshes.setdefault(f"@{s.mesh_name}" if s.mesh_name else mesh.stripped(), mesh)
        first = next(iter(meshes.values()), None)
        if first is not None and any(not m.same_up_to_device_order(first)
                                     for m in meshes.values()):
            raise PlannerError(f"'{op.name}' op reads and gives values on meshes of different "
                               f"axes ({', '.join(meshes)}): the partitioner cannot move a "
                               "value between them", op.src_loc)

    def local_type(self, t: Type, sharding: TensorSharding | None, op: Operation | None) -> Type:
        """``t`` as one device holds it under ``sharding``; the sharding must divide it
        (``sdy-pad-for-divisibility`` runs first)."""
        mesh = self.mesh_of(sharding)
        if not isinstance(t, TensorType) or sharding is None or mesh is None \
                or mesh.is_maximal or len(sharding.dims) != t.rank:
            return t
        shape = []
        for d, dim in zip(t.shape, sharding.dims, strict=True):
            n = dim.size(mesh)
            if d is not None and d % n:
                where = op.src_loc if op is not None else None
                raise PlannerError(f"failed to compute local type: dimension of size {d} is "
                                   f"not divisible by {n} (run sdy-pad-for-divisibility first)",
                                   where)
            shape.append(None if d is None else d // n)
        return t.with_shape(tuple(shape))
