"""JAX interop (extra ``jax``): a function to a module, a plan back to JAX shardings.

``from_jax`` lowers a function the way ``jax.jit(f).lower(...).as_text()`` does and reads
the text as a module, adding the mesh when no sharding mentions it yet; each argument
keeps the name JAX's debug information gives it (its path in the arguments,
``params['dense']['kernel']``), by which pins and ``--explain`` find it and which the
planned module prints as its location. ``jax_shardings`` turns the entry function's
argument and result shardings into ``NamedSharding``s ready for
``jax.jit(in_shardings=..., out_shardings=...)``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from planner.model.dialects.ops import MeshOp, ModuleOp
from planner.model.ir.diagnostics import PlannerError, SourceLoc
from planner.model.sharding.mesh import MeshAttr, MeshAxis
from planner.model.sharding.tensor_sharding import TensorSharding
from planner.model.text.io import parse_module

_LOC = SourceLoc("<jax>", 0, 0)


def require_jax() -> Any:
    try:
        import jax
    except ImportError:
        raise PlannerError("JAX interop needs the 'jax' extra: pip install 'planner[jax]'",
                           _LOC) from None
    return jax


def _named(jax: Any, mesh: Any, spec: Any) -> Any:
    if spec is None or isinstance(spec, jax.sharding.Sharding):
        return spec
    return jax.sharding.NamedSharding(mesh, spec)


def _add_mesh(module: ModuleOp, mesh: Any, name: str = "mesh") -> None:
    axes = tuple(MeshAxis(str(a), int(s)) for a, s in mesh.shape.items())
    ids = tuple(int(d.id) for d in mesh.devices.flat)
    attr = MeshAttr(axes, () if ids == tuple(range(len(ids))) else ids)
    module.add_mesh(name, attr)


def from_jax(fn: Callable[..., Any], *example_args: Any, mesh: Any = None,
             in_shardings: Any = None, out_shardings: Any = None,
             donate_argnums: tuple[int, ...] = ()) -> ModuleOp:
    """``fn`` lowered by ``jax.jit`` on ``example_args`` (arrays or ShapeDtypeStructs) as a
    module, one argument per leaf of ``example_args`` (unused ones too).
    ``in_shardings``/``out_shardings`` are PartitionSpecs over ``mesh`` (or JAX
    shardings), a pytree like the arguments, or None for free; the mesh is put into the
    module even when nothing is annotated, so the planner knows its axes.
    ``donate_argnums``: as ``jax.jit``'s (the plan keeps a donated argument's sharding on
    the result that takes its buffer)."""
    jax = require_jax()
    kwargs: dict[str, Any] = {"keep_unused": True, "donate_argnums": donate_argnums}
    if in_shardings is not None:
        kwargs["in_shardings"] = jax.tree.map(lambda s: _named(jax, mesh, s), in_shardings,
                                              is_leaf=lambda s: s is None or
                                              isinstance(s, jax.sharding.PartitionSpec))
    if out_shardings is not None:
        kwargs["out_shardings"] = jax.tree.map(lambda s: _named(jax, mesh, s), out_shardings,
                                               is_leaf=lambda s: s is None or
                                               isinstance(s, jax.sharding.PartitionSpec))
    text = jax.jit(fn, **kwargs).lower(*example_args).as_text(debug_info=True)
    module = parse_module(text, f"<jax:{getattr(fn, '__name__', 'fn')}>")
    assert isinstance(module, ModuleOp)
    if mesh is not None and not any(isinstance(op, MeshOp) for op in module.body.ops):
        _add_mesh(module, mesh)
    return module


def name_arguments(module: ModuleOp, names: dict[int, str]) -> None:
    """Give entry argument ``i`` the location name ``names[i]`` (a keras variable's
    path, say), as JAX's debug information names arguments (a name that would need
    escaping in MLIR stays as JAX gave it)."""
    args = module.entry_function().body.args
    for i, name in names.items():
        if '"' not in name and "\\" not in name:
            args[i].loc_text = f'"{name}"'


@dataclass(frozen=True)
class _Part:
    """A part of a pytree: its identity as state (structure; each leaf's shape and
    dtype), its first leaf's index in the whole, and whether it is a whole argument."""

    key: tuple[Any, tuple[tuple[tuple[int, ...], str], ...]]
    first: int
    count: int
    whole: bool

    @property
    def is_array(self) -> bool:
        return self.key[0].num_nodes == 1

    @property
    def leaves(self) -> range:
        return range(self.first, self.first + self.count)


def state_ties(jax: Any, args: tuple[Any, ...], results: Any) -> list[tuple[int, int]]:
    """(result, argument) pairs of flat leaf indices where ``results`` hands back state
    that ``args`` took: each part of the results that is the same pytree (structure,
    shapes, dtypes) as an argument or as a container within one, leaf by leaf. The
    results' root and its children may match arguments that are single arrays
    (``step(w, x) -> (w, loss)``); deeper, only containers match, so that an array of
    an argument's shape is not taken for state by chance. Each argument leaf is matched
    once, by the first part of the results in order."""
    arg_tree, arg_avals = _flat(jax, args)
    candidates = _parts(arg_tree, arg_avals, 0, whole=True)
    result_tree, result_avals = _flat(jax, results)
    used: set[int] = set()
    pairs: list[tuple[int, int]] = []

    def walk(tree: Any, first: int, top: bool) -> None:
        part = _part(tree, result_avals, first, top)
        if part.count == 0:
            return
        found = next((c for c in candidates if c.key == part.key and
                      (not part.is_array or (top and c.whole)) and
                      used.isdisjoint(c.leaves)), None)
        if found is not None:
            used.update(found.leaves)
            pairs.extend(zip(part.leaves, found.leaves, strict=True))
            return
        for child in _children(tree):
            walk(child, first, top=tree is result_tree)
            first += child.num_leaves

    walk(result_tree, 0, top=True)
    return sorted(pairs)


def _flat(jax: Any, tree: Any) -> tuple[Any, tuple[tuple[tuple[int, ...], str], ...]]:
    """A pytree's structure, and each leaf's shape and dtype: all that state is made of."""
    leaves, treedef = jax.tree.flatten(tree)
    return treedef, tuple((tuple(x.shape), str(x.dtype)) for x in leaves)


def _part(tree: Any, avals: tuple[Any, ...], first: int, whole: bool) -> _Part:
    """The part of structure ``tree`` whose leaves start at ``first`` of ``avals``."""
    n = tree.num_leaves
    return _Part((tree, avals[first:first + n]), first, n, whole)


def _children(tree: Any) -> list[Any]:
    return [] if tree.num_nodes == 1 else list(tree.children())


def _parts(tree: Any, avals: tuple[Any, ...], first: int, whole: bool) -> list[_Part]:
    """Every part of structure ``tree`` below its root with a leaf, in order (``whole``:
    its children are whole arguments)."""
    out = []
    for child in _children(tree):
        part = _part(child, avals, first, whole)
        if part.count:
            out.append(part)
            out.extend(_parts(child, avals, first, whole=False))
        first += part.count
    return out


def partition_spec(jax: Any, sharding: TensorSharding | None, rank: int, what: str) -> Any:
    P = jax.sharding.PartitionSpec
    if sharding is None:
        return P()
    entries: list[Any] = []
    for dim in sharding.dims:
        names = []
        for axis in dim.axes:
            if axis.sub is not None:
                raise PlannerError(f"{what} is sharded on the sub-axis {axis}, which a JAX "
                                   "PartitionSpec cannot express: plan with whole_axes_io "
                                   "(--whole-axes-io)", _LOC)
            names.append(axis.name)
        entries.append(None if not names else names[0] if len(names) == 1 else tuple(names))
    if sharding.unreduced:
        raise PlannerError(f"{what} has unreduced axes, which a NamedSharding cannot express",
                           _LOC)
    while entries and entries[-1] is None:
        entries.pop()
    return P(*entries[:rank])


def jax_mesh(module: ModuleOp) -> Any:
    """A ``jax.sharding.Mesh`` of the module's first non-empty ``sdy.mesh`` over
    ``jax.devices()``, device ids in the mesh's order."""
    jax = require_jax()
    import numpy as np

    meshes = [op.mesh for op in module.body.ops if isinstance(op, MeshOp)]
    if not meshes:
        raise PlannerError("the module has no sdy.mesh to build a JAX mesh from", _LOC)
    # Not JAX's @empty_mesh (for PRNG keys), which it may declare first.
    m: MeshAttr = next((m for m in meshes if not m.is_empty), meshes[0])
    devices = jax.devices()
    if len(devices) < m.num_devices:
        raise PlannerError(f"the plan's mesh {m} needs {m.num_devices} devices, JAX has "
                           f"{len(devices)}", _LOC)
    ids = list(m.device_ids) or list(range(m.num_devices))
    grid = np.array([devices[i] for i in ids], dtype=object).reshape(
        [a.size for a in m.axes])
    return jax.sharding.Mesh(grid, tuple(a.name for a in m.axes))


def jax_shardings(module: ModuleOp, mesh: Any) -> tuple[list[Any], list[Any]]:
    """``NamedSharding``s over ``mesh`` for the entry function's arguments and results,
    in order (flat, as the lowered function takes them). Raises :class:`PlannerError`
    where a sharding uses something JAX can't express (a sub-axis, unreduced axes)."""
    jax = require_jax()
    func = module.entry_function()
    results = func.function_type.results
    outs = [jax.sharding.NamedSharding(mesh, partition_spec(
        jax, func.result_sharding(i), getattr(t, "rank", 0), f"result {i}"))
        for i, t in enumerate(results)]
    return argument_shardings(module, mesh), outs


def argument_shardings(module: ModuleOp, mesh: Any, first: int = 0,
                       expected: list[tuple[tuple[int, ...], str]] | None = None,
                       hint: str = "") -> list[Any]:
    """The arguments' ``NamedSharding``s (as :func:`jax_shardings`), from ``first`` on;
    with ``expected`` ((shape, what it is) per argument from ``first``), only those, each
    checked to have its shape: a :class:`PlannerError` names the first that does not
    (and ends with ``hint``)."""
    jax = require_jax()
    func = module.entry_function()
    args = func.body.args
    if expected is not None:
        for i, (shape, what) in enumerate(expected, first):
            found = tuple(getattr(args[i].type, "shape", ())) if i < len(args) else None
            if found != shape:
                has = f"has shape {found}" if found is not None else "does not exist"
                raise PlannerError(f"argument {i} {has}, {what} {shape}{hint}", _LOC)
    last = len(args) if expected is None else first + len(expected)
    return [jax.sharding.NamedSharding(mesh, partition_spec(
        jax, func.arg_sharding(i), getattr(args[i].type, "rank", 0), f"argument {i}"))
        for i in range(first, last)]

