"""``planner.jit`` (extra ``jax``): ``jax.jit`` whose shardings the planner decides.

On the first call with a given signature (argument tree, shapes, dtypes) the function is
lowered by ``jax.jit`` (with the caller's ``in_shardings`` as annotations), planned,
and compiled from the *planned* module: the arguments' and results' shardings are the
plan's, and every sharding inside is the plan's too (XLA's own propagation has nothing
left to choose). Later calls with the same signature reuse the executable.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from planner.interop.jax import from_jax, require_jax
from planner.model.text.io import print_module
from planner.passes import run_passes


@dataclass
class _Planned:
    result: Any  # PlanResult
    lowered: Any  # jax.stages.Lowered, its module the plan's
    compiled: Any = None


@dataclass
class PlannedFunction:
    """A function jitted with the planner's shardings; call it like ``jax.jit(fn)``
    (positional array arguments, pytrees allowed). ``plan(*args)`` gives the
    ``PlanResult`` for those arguments (arrays or ShapeDtypeStructs), ``lower(*args)`` the
    ``jax.stages.Lowered`` that compiles the planned module."""

    fn: Callable[..., Any]
    mesh: Any
    in_shardings: Any = None
    out_shardings: Any = None
    options: dict[str, Any] = field(default_factory=dict)
    _cache: dict[Any, _Planned] = field(default_factory=dict, repr=False)

    def __call__(self, *args: Any) -> Any:
        planned = self._planned(args)
        if planned.compiled is None:
            planned.compiled = planned.lowered.compile()
        return planned.compiled(*args)

    def plan(self, *args: Any) -> Any:
        return self._planned(args).result

    def lower(self, *args: Any) -> Any:
        return self._planned(args).lowered

    def _planned(self, args: tuple[Any, ...]) -> _Planned:
        jax = require_jax()
        structs = jax.tree.map(lambda a: jax.ShapeDtypeStruct(a.shape, a.dtype), args)
        key = (jax.tree.structure(structs),
               tuple((s.shape, str(s.dtype)) for s in jax.tree.leaves(structs)))
        if key not in self._cache:
            self._cache[key] = self._plan(jax, structs)
        return self._cache[key]

    def _plan(self, jax: Any, structs: tuple[Any, ...]) -> _Planned:
        from planner.planning.plan import plan

        module = from_jax(self.fn, *structs, mesh=self.mesh, in_shardings=self.in_shardings,
                          out_shardings=self.out_shardings)
        result = plan(module, **self.options)
        ins, outs = result.jax_shardings(self.mesh)
        out_tree = jax.tree.structure(jax.eval_shape(self.fn, *structs))
        lowered = jax.jit(self.fn, in_shardings=jax.tree.unflatten(
            jax.tree.structure(structs), ins), out_shardings=jax.tree.unflatten(
            out_tree, outs)).lower(*structs)
        _swap_module(lowered, print_module(run_passes(result.module.clone(), ["xla"])))
        return _Planned(result, lowered)


def _swap_module(lowered: Any, text: str) -> None:
    """Make ``lowered`` compile ``text``: jax keeps the module it lowered on its
    computation (``_hlo``); the signature and shardings are the same, only the inside
    differs. Private to jax, so checked: a jax that moved it fails loudly here."""
    from jaxlib.mlir import ir

    computation = lowered._lowering
    if not isinstance(getattr(computation, "_hlo", None), ir.Module):
        raise RuntimeError("this jax keeps its lowered module elsewhere: planner.jit "
                           "supports jax 0.10.2")
    with computation._hlo.context:
        computation._hlo = ir.Module.parse(text)


def jit(fn: Callable[..., Any], *, mesh: Any, in_shardings: Any = None,
        out_shardings: Any = None, **options: Any) -> PlannedFunction:
    """``fn`` jitted with the planner's shardings on ``mesh`` (a ``jax`` mesh).
    ``in_shardings``/``out_shardings`` (PartitionSpecs or shardings, a pytree like the
    arguments; None for free) are annotations the plan keeps; ``options`` go to
    ``planner.plan`` (``time_limit``, ``memory_cap``...); arguments and results are
    planned on whole axes (``whole_axes_io``), which jax's shardings can express."""
    return PlannedFunction(fn, mesh, in_shardings, out_shardings,
                           {"whole_axes_io": True, **options})
