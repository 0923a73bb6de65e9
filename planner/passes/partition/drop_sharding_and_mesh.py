"""``sdy-drop-sharding-and-mesh``: removes every ``sdy.sharding`` (on ops, function
arguments and results) and every ``sdy.mesh``, leaving plain StableHLO."""

from __future__ import annotations

from planner.model.dialects.ops import SHARDING_ATTR, FuncOp, ModuleOp
from planner.model.ir.op_names import SDY
from planner.passes.registry import Pass


def drop_sharding_and_mesh(module: ModuleOp) -> None:
    """Strip shardings and meshes from ``module`` in place."""
    for op in list(module.walk()):
        op.attributes.pop(SHARDING_ATTR, None)
        if isinstance(op, FuncOp):
            for i in range(len(op.function_type.inputs)):
                attrs = op.arg_attrs(i)
                if SHARDING_ATTR in attrs:
                    del attrs[SHARDING_ATTR]
                    op.set_arg_attrs(i, attrs)
            for i in range(len(op.function_type.results)):
                attrs = op.result_attrs(i)
                if SHARDING_ATTR in attrs:
                    del attrs[SHARDING_ATTR]
                    op.set_result_attrs(i, attrs)
    for op in list(module.body.ops):
        if op.name == SDY.MESH:
            op.erase()


PASS = Pass("sdy-drop-sharding-and-mesh",
            "Removes the mesh op and sharding notation from the program.", drop_sharding_and_mesh)
