"""``sdy-lift-inlined-meshes``: every inlined mesh becomes a reference to an ``sdy.mesh``
symbol, and identical ``sdy.mesh`` ops are merged into the first one.

As Shardy does it: duplicate mesh ops are erased (references to them renamed), new mesh
ops are inserted after the last mesh op kept (or at the start of the module) in the order
their mesh is first met, named ``maximal_mesh_<id>``, ``empty_mesh`` or ``mesh`` and made
unique the way MLIR's symbol table does. Meshes inlined in the ``replica_groups`` of
StableHLO collectives are lifted too, and every mesh op finally gets a ``stablehlo.mesh``
dictionary describing it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Hashable

from planner.model.dialects.ops import SHARDING_ATTR, FuncOp, MeshOp, ModuleOp
from planner.model.dialects.symbol_table import SymbolTable
from planner.model.dialects.value_sharding import sharding_property
from planner.model.ir.attributes import (
    ArrayAttr,
    Attribute,
    DenseElementsAttr,
    DictAttr,
    IntegerAttr,
    OpaqueAttr,
    StringAttr,
)
from planner.model.ir.core import Operation
from planner.model.ir.op_names import HLO, SDY
from planner.model.ir.types import TensorType
from planner.model.sharding.mesh import MeshAttr, MeshAxis
from planner.model.sharding.tensor_sharding import ShardingPerValue, TensorSharding
from planner.passes.registry import Pass

STABLEHLO_MESH_ATTR = "stablehlo.mesh"
# Collectives whose replica groups may name a mesh, in the order Shardy visits them.
REPLICA_GROUP_OPS = (HLO.ALL_GATHER, HLO.ALL_REDUCE, HLO.REDUCE_SCATTER,
                     HLO.ALL_TO_ALL, HLO.COLLECTIVE_BROADCAST)


def stablehlo_mesh_dict(mesh: MeshAttr) -> DictAttr:
    """``{axes = [{name = "x", size = 2 : i64}, ...], device_ids = dense<...>}``."""
    axes = ArrayAttr(tuple(DictAttr.of({"name": StringAttr(a.name), "size": IntegerAttr(a.size)})
                           for a in mesh.axes))
    entries: dict[str, Attribute] = {"axes": axes}
    if mesh.device_ids:
        literal = "[" + ", ".join(map(str, mesh.device_ids)) + "]"
        entries["device_ids"] = DenseElementsAttr(literal,
                                                  TensorType((len(mesh.device_ids),), "i64"))
    return DictAttr.of(entries)


def default_mesh_name(mesh: MeshAttr) -> str:
    """The name Shardy gives a lifted mesh before making it unique."""
    if mesh.is_maximal:
        return f"maximal_mesh_{mesh.device_ids[0]}"
    return "empty_mesh" if mesh.is_empty else "mesh"


ShardingFn = Callable[[TensorSharding], TensorSharding]


def _map_list(attr: Attribute | None, fn: ShardingFn) -> Attribute | None:
    if not isinstance(attr, ShardingPerValue) or not len(attr):
        return None
    new = ShardingPerValue(tuple(fn(s) for s in attr))
    return None if new == attr else new


def _transform_op(op: Operation, fn: ShardingFn) -> None:
    """Apply ``fn`` to the shardings Shardy's sharding walker visits on ``op``, in its
    order: function arguments then results, in then out shardings, the result shardings
    of data-flow ops, the sharding of a single result, or the ``sdy.sharding`` list."""
    if isinstance(op, FuncOp):
        for key in ("arg_attrs", "res_attrs"):
            arr = op.properties.get(key)
            if not isinstance(arr, ArrayAttr):
                continue
            items = []
            for d in arr:
                s = d.get(SHARDING_ATTR) if isinstance(d, DictAttr) else None
                if isinstance(s, TensorSharding) and isinstance(d, DictAttr):
                    d = DictAttr.of({**d.as_dict(), SHARDING_ATTR: fn(s)})
                items.append(d)
            op.properties[key] = ArrayAttr(tuple(items))
        return
    if op.name in (SDY.MANUAL_COMPUTATION, SDY.NAMED_COMPUTATION):
        for key in ("in_shardings", "out_shardings"):
            new = _map_list(op.properties.get(key), fn)
            if new is not None:
                op.properties[key] = new
        return
    if len(op.results) == 1:
        prop = sharding_property(op.name)
        if prop is not None:
            s = op.properties.get(prop)
            if isinstance(s, TensorSharding):
                op.properties[prop] = fn(s)
            return
    new = _map_list(op.attributes.get(SHARDING_ATTR), fn)
    if new is not None:
        op.attributes[SHARDING_ATTR] = new


_MESH_FIELD = re.compile(r"(<|,\s*)mesh\s*=\s*")
_SHLO_AXIS = re.compile(r'#stablehlo\.mesh_axis<\s*name\s*=\s*"((?:[^"\\]|\\.)*)"\s*,\s*'
                        r"size\s*=\s*(\d+)\s*>")


def _value_end(text: str, start: int) -> int:
    """End of the attribute value starting at ``start`` (the next top-level ``,`` or
    closing ``>``)."""
    depth = 0
    i = start
    while i < len(text):
        c = text[i]
        if c == '"':
            i += 1
            while i < len(text) and text[i] != '"':
                i += 2 if text[i] == "\\" else 1
        elif c in "<[({":
            depth += 1
        elif c in ">])}":
            if depth == 0:
                return i
            depth -= 1
        elif c == "," and depth == 0:
            return i
        i += 1
    return i


def _lift_replica_groups(attr: OpaqueAttr, lift: Callable[[Hashable, MeshAttr | None],
                                                          str | None]) -> OpaqueAttr:
    """``attr`` (a ``#stablehlo.replica_group_mesh_axes``) with its mesh replaced by a
    symbol reference when ``lift`` gives one for it."""
    m = _MESH_FIELD.search(attr.text)
    if m is None:
        return attr
    end = _value_end(attr.text, m.end())
    mesh_text = attr.text[m.end():end].strip()
    if mesh_text.startswith("@"):
        name = lift(("ref", mesh_text[1:].strip('"')), None)
    elif mesh_text.startswith("#stablehlo.mesh<"):
        # Only the axes of a StableHLO mesh become the sdy mesh; its key is the whole attr.
        axes = tuple(MeshAxis(n, int(s)) for n, s in _SHLO_AXIS.findall(mesh_text))
        name = lift(("stablehlo", re.sub(r"\s+", "", mesh_text)), MeshAttr(axes))
    else:
        return attr
    if name is None:
        return attr
    return OpaqueAttr(attr.text[:m.end()] + "@" + name + attr.text[end:])


def lift_inlined_meshes(module: ModuleOp) -> None:
    """Lift every inlined mesh into a mesh symbol and dedupe identical mesh ops."""
    symbols = SymbolTable(module)
    # A mesh (inlined or of a kept mesh op) or a reference to an erased duplicate -> the
    # name of the mesh op to reference instead.
    new_name: dict[Hashable, str] = {}
    last_kept: MeshOp | None = None
    for op in list(module.body.ops):
        if not isinstance(op, MeshOp):
            continue
        if op.mesh in new_name:
            new_name[("ref", op.sym_name)] = new_name[op.mesh]
            symbols.erase(op.sym_name)
            op.erase()
        else:
            new_name[op.mesh] = op.sym_name
            last_kept = op
    insert_at = module.body.ops.index(last_kept) + 1 if last_kept is not None else 0

    def lift(key: Hashable, mesh: MeshAttr | None) -> str | None:
        nonlocal insert_at
        if key in new_name:
            return new_name[key]
        if mesh is None:
            return None
        name = symbols.insert(default_mesh_name(mesh))
        module.body.insert(insert_at, Operation.create(
            SDY.MESH, properties={"sym_name": StringAttr(name), "mesh": mesh},
            src_loc=module.src_loc))
        insert_at += 1
        new_name[key] = name
        return name

    def lift_sharding(s: TensorSharding) -> TensorSharding:
        key = s.mesh if isinstance(s.mesh, MeshAttr) else ("ref", s.mesh)
        name = lift(key, s.mesh if isinstance(s.mesh, MeshAttr) else None)
        if name is None or name == s.mesh:
            return s
        return TensorSharding(name, s.dims, s.replicated, s.unreduced, s.reduction)

    for op in module.walk():
        _transform_op(op, lift_sharding)
    for op_name in REPLICA_GROUP_OPS:
        for op in module.walk():
            if op.name != op_name:
                continue
            for store in (op.properties, op.attributes):
                attr = store.get("replica_groups")
                if isinstance(attr, OpaqueAttr) and \
                        attr.mnemonic == "stablehlo.replica_group_mesh_axes":
                    store["replica_groups"] = _lift_replica_groups(attr, lift)
    for op in module.body.ops:
        if isinstance(op, MeshOp) and STABLEHLO_MESH_ATTR not in op.attributes:
            op.attributes[STABLEHLO_MESH_ATTR] = stablehlo_mesh_dict(op.mesh)


PASS = Pass("sdy-lift-inlined-meshes",
            "Lifts inlined meshes into mesh symbols and dedupes identical meshes.",
            lift_inlined_meshes)
