"""Pins: extra shardings a caller fixes for named values.

A value is named as the source names it (``%x``, ``x``, ``%5``), as ``argN`` /
``resultN`` of the entry function, or by the location of an entry argument (where JAX's
``as_text(debug_info=True)`` names it by its path in the arguments: ``params['w']``). A
sharding is written in sdy's syntax (``<@mesh, [{"model"}, {}]>``), as a JAX
``PartitionSpec`` (``P('model', None)``, ``P(('data', 'model'))``), or as its entries
alone (``model,None``; ``data+model`` for a dimension on two axes). The last two are
closed on the module's mesh, dimensions past the last entry replicated, as JAX means
them.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Mapping

from planner.encode.problem.annotations import Annotation
from planner.encode.problem.graph import DataflowGraph
from planner.model.dialects.ops import FuncOp, ModuleOp
from planner.model.ir.core import OpResult, Value
from planner.model.ir.diagnostics import PlannerError, SourceLoc
from planner.model.sharding.axis import AxisRef
from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.tensor_sharding import DimSharding, TensorSharding
from planner.model.text.parser import Parser

_SPEC = re.compile(r"^\s*(?:P|PartitionSpec|jax\.sharding\.PartitionSpec|jax\.P)\s*\((.*)\)\s*$",
                   re.S)


def named_value(func: FuncOp, name: str, what: str) -> tuple[str, Value, int]:
    """The value ``name`` names in ``func`` (see the module docstring): its annotation
    kind (``func_arg``, ``func_result`` or ``op_sharding``), the value, and its index
    (the argument's, the result's, or among its op's results). The first value of a
    source name in program order; ``what`` begins the error when there is none."""
    ret = func.body.terminator
    assert ret is not None
    args = func.body.args
    if name.startswith("arg") and name[3:].isdigit() and int(name[3:]) < len(args):
        return "func_arg", args[int(name[3:])], int(name[3:])
    if name.startswith("result") and name[6:].isdigit() and int(name[6:]) < len(ret.operands):
        return "func_result", ret.operands[int(name[6:])], int(name[6:])
    hint = name.removeprefix("%")
    for i, arg in enumerate(args):
        if arg.name_hint == hint:
            return "func_arg", arg, i
    for op in func.walk():
        for i, r in enumerate(op.results):
            if r.name_hint == hint:
                return "op_sharding", r, i
    for i, arg in enumerate(args):
        if arg.source_name == name:
            return "func_arg", arg, i
    raise PlannerError(f"{what}: no value named '{name}' (argN, resultN, a name of the "
                       "program, like %x, or an argument's location, like JAX's "
                       "params['w'])")


def check_named(module: ModuleOp, name: str, what: str) -> None:
    """Raise :func:`named_value`'s error for ``module``'s entry function unless some
    value of ``module`` is named ``name`` (one in a called function counts: calls are
    inlined before planning)."""
    hint = name.removeprefix("%")
    for op in module.walk():
        if any(r.name_hint == hint for r in op.results) or any(
                a.name_hint == hint or a.source_name == name for region in op.regions
                for block in region.blocks for a in block.args):
            return
    named_value(module.entry_function(), name, what)


def parse_pin_sharding(text: str, value: Value, meshes: Mapping[str, MeshAttr],
                       what: str) -> TensorSharding:
    """``text`` (any form of the module docstring) as the sharding of ``value``; every
    axis checked to be its mesh's."""
    rank = value.rank
    spec = _SPEC.match(text)
    if text.lstrip().startswith(("<", "#")):
        s = _sdy(text, what)
    else:
        mesh_name = _the_mesh(meshes, what)
        entries = _spec_entries(spec.group(1) if spec else text, what, bracketed=bool(spec))
        if len(entries) > rank:
            raise PlannerError(f"{what}: {len(entries)} dimensions given, the value has "
                               f"{rank}")
        dims = [DimSharding(tuple(AxisRef(a) for a in e)) for e in entries]
        s = TensorSharding(mesh_name, (*dims, *[DimSharding()] * (rank - len(dims))))
    mesh = meshes.get(s.mesh_name or "")
    if mesh is None and s.mesh_name is not None:
        raise PlannerError(f"{what}: unknown mesh @{s.mesh_name} (the module has "
                           f"{', '.join('@' + n for n in meshes) or 'none'})")
    if mesh is not None:
        known = {a.name for a in mesh.axes}
        unknown = sorted({a.name for a in s.dim_axes()} - known)
        if unknown:
            raise PlannerError(f"{what}: unknown axis '{unknown[0]}' (the mesh @{s.mesh_name} "
                               f"has {', '.join(repr(a.name) for a in mesh.axes)})")
    return s


def _sdy(text: str, what: str) -> TensorSharding:
    parser = Parser(text if text.startswith("#") else f"#sdy.sharding{text}", f"<{what}>")
    try:
        s = parser.parse_attr()
        rest = parser.peek()
        if rest.kind != "eof":
            raise parser.error(f"unexpected '{rest.text}' after the sharding")
    except PlannerError as e:
        raise PlannerError(f"{what}: {e.message}") from None
    if not isinstance(s, TensorSharding):
        raise PlannerError(f"{what}: '{text}' is not a sharding")
    return s


def _the_mesh(meshes: Mapping[str, MeshAttr], what: str) -> str:
    named = [n for n, m in meshes.items() if not m.is_empty]
    if len(named) != 1:
        raise PlannerError(f"{what}: the module has {len(named)} meshes; name one in sdy's "
                           'syntax (<@mesh, [{"x"}, {}]>)')
    return named[0]


def _spec_entries(text: str, what: str, bracketed: bool) -> list[tuple[str, ...]]:
    """A PartitionSpec's entries (inside ``P(...)`` when ``bracketed``, else bare
    ``model,None``), each as its axes."""
    if not bracketed:
        return [tuple(a for a in part.strip().split("+") if a and a != "None")
                for part in text.split(",")] if text.strip() else []
    try:
        value = ast.literal_eval(f"({text},)" if text.strip() else "()")
    except (ValueError, SyntaxError):
        raise PlannerError(f"{what}: '{text}' is not a PartitionSpec's entries (names in "
                           "quotes, None, or tuples of names)") from None
    entries = []
    for e in value:
        axes = () if e is None else (e,) if isinstance(e, str) else e
        if not isinstance(axes, tuple) or not all(isinstance(a, str) for a in axes):
            raise PlannerError(f"{what}: {e!r} is not an axis name, None or a tuple of names")
        entries.append(axes)
    return entries


def add_pins(graph: DataflowGraph, func: FuncOp, pins: Mapping[str, str],
             meshes: Mapping[str, MeshAttr]) -> None:
    """Add each pin as an annotation of ``graph`` (located at ``<pin NAME>:1:1``)."""
    ret = func.body.terminator
    assert ret is not None
    for name, text in pins.items():
        what = f"pin {name}"
        kind, value, index = named_value(func, name, what)
        s = parse_pin_sharding(text, value, meshes, what)
        loc = SourceLoc(f"<pin {name}>", 1, 1)
        op = ret if kind == "func_result" else value.op if isinstance(value, OpResult) \
            else None
        graph.annotations.append(Annotation(kind, value, s, loc, op, index))
