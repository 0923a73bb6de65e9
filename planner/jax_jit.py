"""``planner.jit`` (extra ``jax``): ``jax.jit`` whose shardings the planner decides.

On the first call with a given signature (argument tree, shapes, dtypes, static
arguments) the function is lowered by ``jax.jit`` (with the caller's ``in_shardings`` as
annotations), planned, and compiled from the *planned* module: the arguments' and
results' shardings are the plan's, and every sharding inside is the plan's too (XLA's
own propagation has nothing left to choose). Later calls with the same signature reuse
the executable.

A training step returns the state it takes, updated; the next step must be able to take
it. So each result that is the same pytree (structure, shapes, dtypes) as an argument
keeps that argument's sharding (``tie_state``), and a donated argument's buffer is
written in place (``donate_argnums``): both become layout ties of the plan.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from planner.interop.jax import from_jax, require_jax, state_ties
from planner.model.ir.diagnostics import PlannerError, SourceLoc
from planner.model.text.io import print_module
from planner.passes import run_passes


@dataclass
class _Planned:
    result: Any  # PlanResult
    lowered: Any  # jax.stages.Lowered, its module the plan's
    in_shardings: Any  # the dynamic arguments' NamedShardings, as a pytree like them
    compiled: Any = None


@dataclass
class _Call:
    """One call split as ``jax.jit`` splits it: the dynamic arguments, and the static ones,
    which are part of the signature."""

    dynamic: tuple[Any, ...]  # the positional ones, then the keyword ones as one dict
    positions: tuple[int, ...]  # each dynamic positional argument's index in the call
    keywords: bool  # whether ``dynamic`` ends with the keyword arguments' dict
    static: tuple[tuple[int, Any], ...]
    static_kw: tuple[tuple[str, Any], ...]


@dataclass
class PlannedFunction:
    """A function jitted with the planner's shardings; call it like ``jax.jit(fn)``
    (pytrees allowed, static arguments as ``static_argnums``/``static_argnames`` say).
    ``plan(*args)`` gives the ``PlanResult`` for those arguments (arrays or
    ShapeDtypeStructs), ``lower(*args)`` the ``jax.stages.Lowered`` that compiles the
    planned module."""

    fn: Callable[..., Any]
    mesh: Any
    in_shardings: Any = None
    out_shardings: Any = None
    donate_argnums: tuple[int, ...] = ()
    static_argnums: tuple[int, ...] = ()
    static_argnames: tuple[str, ...] = ()
    tie_state: bool = True
    options: dict[str, Any] = field(default_factory=dict)
    _cache: dict[Any, _Planned] = field(default_factory=dict, repr=False)

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        jax = require_jax()
        call = self._split(args, kwargs)
        planned = self._planned(call)
        if planned.compiled is None:
            planned.compiled = planned.lowered.compile()
        # Arrays laid out otherwise (the first step's, say) move to the plan's layout.
        dynamic = jax.device_put(call.dynamic, planned.in_shardings)
        return planned.compiled(*dynamic)

    def plan(self, *args: Any, **kwargs: Any) -> Any:
        return self._planned(self._split(args, kwargs)).result

    def lower(self, *args: Any, **kwargs: Any) -> Any:
        return self._planned(self._split(args, kwargs)).lowered

    def _split(self, args: tuple[Any, ...], kwargs: dict[str, Any]) -> _Call:
        n = len(args)
        static = {i % n if -n <= i < n else i for i in self.static_argnums}
        if any(i >= n for i in static):
            raise TypeError(f"static_argnums {self.static_argnums} name an argument "
                            f"beyond the {n} given")
        positions = tuple(i for i in range(n) if i not in static)
        dynamic: tuple[Any, ...] = tuple(args[i] for i in positions)
        keywords = {k: v for k, v in kwargs.items() if k not in self.static_argnames}
        if keywords:
            dynamic = (*dynamic, keywords)
        return _Call(dynamic, positions, bool(keywords),
                     tuple((i, args[i]) for i in sorted(static)),
                     tuple(sorted((k, v) for k, v in kwargs.items()
                                  if k in self.static_argnames)))

    def _planned(self, call: _Call) -> _Planned:
        jax = require_jax()
        structs = jax.tree.map(lambda a: jax.ShapeDtypeStruct(a.shape, a.dtype),
                               call.dynamic)
        key = (jax.tree.structure(structs),
               tuple((s.shape, str(s.dtype)) for s in jax.tree.leaves(structs)),
               call.static, call.static_kw)
        if key not in self._cache:
            self._cache[key] = self._plan(jax, call, structs)
        return self._cache[key]

    def _plan(self, jax: Any, call: _Call, structs: tuple[Any, ...]) -> _Planned:
        from planner.planning.plan import plan

        fn = _bound(self.fn, call)
        if any(i in dict(call.static) for i in self.donate_argnums):
            raise TypeError("an argument cannot be both static and donated")
        donate = tuple(k for k, i in enumerate(call.positions) if i in self.donate_argnums)
        in_shardings = self.in_shardings
        if in_shardings is not None and call.keywords:
            in_shardings = (*in_shardings, None)
        module = from_jax(fn, *structs, mesh=self.mesh, in_shardings=in_shardings,
                          out_shardings=self.out_shardings, donate_argnums=donate)
        out_structs = jax.eval_shape(fn, *structs)
        # (a donation ties its own pair, which may pair a donated argument with another
        # result than the pytrees do: those arguments and results are taken)
        taken = {x for pair in module.entry_function().donations() for x in
                 (("arg", pair[0]), ("result", pair[1]))}
        ties = tuple(f"result{r}=arg{a}" for r, a in state_ties(jax, structs, out_structs)
                     if ("arg", a) not in taken and ("result", r) not in taken) \
            if self.tie_state else ()
        result = plan(module, **{**self.options,
                                 "ties": (*self.options.get("ties", ()), *ties)})
        ins, outs = result.jax_shardings(self.mesh)
        in_tree = jax.tree.unflatten(jax.tree.structure(structs), ins)
        lowered = jax.jit(fn, in_shardings=in_tree, out_shardings=jax.tree.unflatten(
            jax.tree.structure(out_structs), outs), donate_argnums=donate,
            keep_unused=True).lower(*structs)
        _swap_module(lowered, print_module(run_passes(result.module.clone(), ["xla"])))
        return _Planned(result, lowered, in_tree)


def _bound(fn: Callable[..., Any], call: _Call) -> Callable[..., Any]:
    """``fn`` of the dynamic arguments only: the static ones put back in their places."""

    def bound(*dynamic: Any) -> Any:
        args = list(dynamic)
        kwargs = dict(call.static_kw)
        if call.keywords:
            kwargs.update(args.pop())
        for i, value in call.static:
            args.insert(i, value)
        return fn(*args, **kwargs)

    bound.__name__ = getattr(fn, "__name__", "fn")
    return bound


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


def _argnums(value: int | Sequence[int] | None) -> tuple[int, ...]:
    return () if value is None else (value,) if isinstance(value, int) else tuple(value)


def jit(fn: Callable[..., Any], *, mesh: Any, in_shardings: Any = None,
        out_shardings: Any = None, donate_argnums: int | Sequence[int] | None = None,
        static_argnums: int | Sequence[int] | None = None,
        static_argnames: str | Sequence[str] | None = None, tie_state: bool = True,
        **options: Any) -> PlannedFunction:
    """``fn`` jitted with the planner's shardings on ``mesh`` (a ``jax`` mesh).
    ``in_shardings``/``out_shardings`` (PartitionSpecs or shardings, a pytree like the
    arguments; None for free) are annotations the plan keeps. ``donate_argnums``,
    ``static_argnums`` and ``static_argnames`` mean what they mean to ``jax.jit``.
    ``tie_state``: a result that is the same pytree as an argument (a training step's
    new state) keeps that argument's shardings, so the next call can take it.
    ``options`` go to ``planner.plan`` (``time_limit``, ``memory_cap``...); arguments and
    results are planned on whole axes (``whole_axes_io``), which jax's shardings can
    express."""
    names = (static_argnames,) if isinstance(static_argnames, str) else \
        tuple(static_argnames or ())
    if not all(isinstance(n, str) for n in names):
        raise PlannerError("static_argnames are argument names", SourceLoc("<jax>", 0, 0))
    return PlannedFunction(fn, mesh, in_shardings, out_shardings, _argnums(donate_argnums),
                           _argnums(static_argnums), names, tie_state,
                           {"whole_axes_io": True, **options})
