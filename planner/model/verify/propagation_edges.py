"""Verification of the propagation debug attributes an op may carry:
``sdy.propagation_edges`` (one ``#sdy.propagation_edges``, whose refs name this op's operands
and results) and ``sdy.result_propagation_edges`` / ``sdy.block_arg_propagation_edges``
(an array of them). The attribute's own rules (step indices, targets) are the parser's."""

from __future__ import annotations

from planner.model.dialects.value_sharding import value_sharding
from planner.model.ir.attributes import ArrayAttr
from planner.model.ir.core import Operation, Value
from planner.model.ir.op_names import SDY
from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.propagation_edges import EdgeRef, PropagationEdgesAttr
from planner.model.verify.attrs import Invalid
from planner.model.verify.ops import Scope

EDGES_ATTR = "sdy.propagation_edges"
EDGE_ARRAY_ATTRS = ("sdy.result_propagation_edges", "sdy.block_arg_propagation_edges")


def _referenced(op: Operation, ref: EdgeRef) -> Value | None:
    values = op.results if ref.kind == "result" else op.operands
    return values[ref.index] if 0 <= ref.index < len(values) else None


def _check_ref(op: Operation, ref: EdgeRef) -> None:
    count = len(op.results if ref.kind == "result" else op.operands)
    if not 0 <= ref.index < count:
        raise Invalid(f"propagation edge {ref} is out of range: the op has {count} "
                      f"{ref.kind}{'' if count == 1 else 's'}")


def check_propagation_edges(op: Operation, scope: Scope) -> None:
    """``sdy.propagation_edges`` on ``op``: of the right kind, naming at least one value
    with a sharding, those shardings sharing a mesh that has every axis named, and every ref
    in range (a ``sdy.func_data_flow_edge`` refers to its function's values, so its refs
    are not checked)."""
    attr = op.attributes[EDGES_ATTR]
    if not isinstance(attr, PropagationEdgesAttr):
        raise Invalid(f"{EDGES_ATTR} must be a #sdy.propagation_edges, got {attr}")
    refs = [ref for step in attr.steps for entry in step.entries
            for ref in (entry.source, *entry.targets)]
    shardings = [s for ref in refs
                 if (v := _referenced(op, ref)) is not None and (s := value_sharding(v))]
    if not shardings:
        raise Invalid(f"{EDGES_ATTR} must refer to a value with a sharding")
    meshes: list[MeshAttr] = []
    for s in shardings:
        mesh = scope.symbols.mesh_or_none(s)
        if mesh is not None and mesh not in meshes:
            meshes.append(mesh)
    if len(meshes) != 1:
        raise Invalid(f"the values {EDGES_ATTR} refers to must share one mesh")
    for step in attr.steps:
        for entry in step.entries:
            if not meshes[0].has_axis(entry.axis.name):
                raise Invalid(f"{EDGES_ATTR}: axis {entry.axis} is not in the mesh of the "
                              "values it refers to")
            if op.name != SDY.FUNC_DATA_FLOW_EDGE:
                for ref in (entry.source, *entry.targets):
                    _check_ref(op, ref)


def check_propagation_edge_array(op: Operation, name: str) -> None:
    """``sdy.result_propagation_edges`` / ``sdy.block_arg_propagation_edges``: an array of
    ``#sdy.propagation_edges``."""
    attr = op.attributes[name]
    if not (isinstance(attr, ArrayAttr)
            and all(isinstance(e, PropagationEdgesAttr) for e in attr.elements)):
        raise Invalid(f"{name} must be an array of #sdy.propagation_edges, got {attr}")
