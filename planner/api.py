"""The public Python API: load, parse and print programs; verify them."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from planner._gc import fewer_collections
from planner.model.dialects.ops import ModuleOp
from planner.model.ir.core import Operation
from planner.model.ir.diagnostics import PlannerError, VerificationError
from planner.model.text.io import parse_file, parse_module, print_module

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping, Sequence

    import numpy as np

    from planner.encode.cost.cost_report import CostReport
    from planner.encode.cost.hardware import HardwareProfile
    from planner.planning.options import PlanOptions
    from planner.planning.plan import PlanResult
    from planner.runtime.simulate import SimulationResult
    from planner.whatif.mesh_search import MeshSearch
    from planner.whatif.variants import Variant, VariantResult


def parse(text: str, filename: str = "<input>") -> ModuleOp:
    """Parse MLIR text (pretty or generic form) into a module."""
    return parse_module(text, filename)


def load(path: str | Path) -> ModuleOp:
    """Read and parse an MLIR file."""
    return parse_file(path)


def to_text(module: Operation, generic: bool = False) -> str:
    """MLIR text of ``module``: custom forms, or the generic op form with ``generic=True``."""
    return print_module(module, generic=generic, source_names=True)


def verify(module: Operation) -> list[VerificationError]:
    """Every invariant of the sdy dialect and the ops that ``module`` breaks (empty if none)."""
    from planner.model.verify.verifier import verify as run

    return run(module)


def check(module: Operation) -> Operation:
    """``module`` itself if it verifies; raises the first :class:`VerificationError` otherwise."""
    errors = verify(module)
    if errors:
        raise errors[0]
    return module


def _module(program: Operation | str | Path) -> Operation:
    """``program`` itself when a module, else read (MLIR text, or a path)."""
    if isinstance(program, Operation):
        return program
    from planner.planning.plan import as_module

    return as_module(program)


def simulate(module: Operation | str | Path, inputs: object = None,
             **options: object) -> SimulationResult:
    """Partition ``module`` (a module, MLIR text or a path; the ``partition`` pipeline),
    run it on the simulated mesh and
    the global program on the reference interpreter with the same inputs (a list or an
    ``arg0``... dict of global arrays; seeded random when None), and compare. Options:
    ``seed``, ``rtol``, ``atol``, ``partitioner``, and ``trace=True`` for a per-device
    timeline priced by the cost model (``SimulationResult.trace``)."""
    from planner.encode.cost.cost_model import trace_pricing
    from planner.runtime.simulate import simulate as run

    if options.get("trace"):
        options["trace"] = trace_pricing()[0]
    else:
        options.pop("trace", None)
    with fewer_collections():
        return run(_module(module), inputs, **options)  # type: ignore[arg-type]  # checked by simulate


def cost(module: Operation | str | Path,
         hardware: str | Path | HardwareProfile | None = None) -> CostReport:
    """Price a fully annotated ``module`` (a module, MLIR text or a path; not changed): step time
    split compute/communication, collectives by kind, peak memory per device, on
    ``hardware`` (a preset name, a JSON/TOML profile file, or a profile; ``h100-8``)."""
    from planner.encode.cost.evaluator import evaluate_plan

    with fewer_collections():
        return evaluate_plan(_module(module), hardware)


def plan(program: Operation | str | Path, options: PlanOptions | None = None, *,
         warm_start: np.ndarray | PlanResult | None = None, **fields: Any) -> PlanResult:
    """Decide a sharding for every value of ``program`` (a module, MLIR text or a path;
    not changed) that minimises the estimated step time on the hardware while every
    annotation holds. How: ``options`` (a :class:`PlanOptions`) and/or its fields as
    keywords -- ``mesh`` ("x=4,y=2") replaces the module's mesh; ``hardware`` (preset,
    file or profile); ``memory_cap`` bounds bytes per device (``16GiB`` accepted);
    ``pins`` fixes more shardings (``{"arg0": '<@mesh, [{"x"}, {}]>'}`` or
    ``["arg0=..."]``); ``time_limit``, ``method`` (cpsat, greedy), ``seed``, ``workers``;
    the solver stops once within ``gap`` (relative) of optimal; ``memory_weight`` then
    trades time for peak memory (``planner/planning/memory_trade.py``). ``warm_start`` is
    an earlier result (or its ``assignment``). Returns a ``PlanResult`` (``module``,
    ``report``, ``text()``, ``assignment``); raises ``PlanConflict`` naming the smallest
    set of annotations that cannot hold together, ``PlannerError`` for bad options."""
    from planner.planning.plan import plan as run

    return run(program, options, warm_start=warm_start, **fields)


def explore(program: Operation | str | Path, variants: Sequence[Variant | Mapping[str, object]],
            options: PlanOptions | None = None, **fields: Any) -> list[VariantResult]:
    """Re-plan ``program`` under each variant (``Variant`` or a dict of its fields:
    ``mesh``, ``hardware``, ``memory_cap``, ``pins``), each warm-started from the nearest
    variant solved so far; ``options`` and ``fields`` (as :func:`plan` takes them:
    ``time_limit``...) go to every plan. A
    variant that cannot be planned is recorded with its error. Returns one
    ``VariantResult`` per variant: step time, compute/communication, bytes by collective
    kind, peak memory, solve time, gap."""
    from planner.planning.plan import as_module
    from planner.whatif.explore import explore as run
    from planner.whatif.variants import Variant as V

    vs = [v if isinstance(v, V) else V(**v) for v in variants]
    from planner.planning.options import plan_options

    return run(as_module(program), vs, options=plan_options(options, **fields))


def search_meshes(program: Operation | str | Path, *, devices: int, work: str | Path,
                  axes: Sequence[str] = (), max_axis: Mapping[str, int] | None = None,
                  executor: str = "local", jobs: int = 1, resume: bool = False,
                  options: PlanOptions | None = None, **fields: Any) -> MeshSearch:
    """Which mesh of ``devices`` devices plans ``program`` (a module, or an MLIR file)
    fastest: every size of the axis roles ``axes`` (default: the program's mesh axes;
    ``max_axis`` caps some) in every device order the hardware tells apart, planned as
    batch jobs (``executor`` local, ray or ray:ADDRESS; ``jobs`` at a time) whose plans
    and resumable log go under ``work``. Returns the ranked ``MeshSearch`` with its
    certificate. ``options`` and ``fields`` (as :func:`plan` takes them) go to every
    plan."""
    from planner.files import write_text
    from planner.planning.options import plan_options
    from planner.whatif.mesh_search import search_meshes as run

    if isinstance(program, Operation):  # batch jobs read their program from a file
        Path(work).mkdir(parents=True, exist_ok=True)
        path = Path(work) / "program.mlir"
        write_text(str(path), to_text(program))
        program = path
    return run(program, devices, options=plan_options(options, **fields), work=work,
               roles=axes, max_size=max_axis, executor=executor, workers=jobs, resume=resume)


def from_jax(fn: Callable[..., object], *example_args: object, mesh: object = None,
             in_shardings: object = None, out_shardings: object = None) -> Operation:
    """``fn`` lowered by ``jax.jit`` on ``example_args`` as a module to plan, with
    ``in_shardings``/``out_shardings`` (PartitionSpecs over the ``jax`` ``mesh``) as its
    annotations (extra ``jax``; see :mod:`planner.interop.jax`)."""
    from planner.interop.jax import from_jax as run

    return run(fn, *example_args, mesh=mesh, in_shardings=in_shardings,
               out_shardings=out_shardings)


def jit(fn: Callable[..., object], *, mesh: object, in_shardings: object = None,
        out_shardings: object = None, **options: Any) -> object:
    """``fn`` jitted with the planner's shardings on the ``jax`` ``mesh``: on the first
    call with a signature it is lowered (``in_shardings``/``out_shardings`` as
    annotations), planned with ``options`` (as :func:`plan` takes them, and
    ``donate_argnums``, ``static_argnums``, ``static_argnames`` and ``tie_state``) and
    compiled from the planned module; its ``plan(*args)`` gives the ``PlanResult``. A
    training step's new state keeps the state's layout (extra ``jax``; see
    :mod:`planner.jax_jit`)."""
    from planner.jax_jit import jit as run

    return run(fn, mesh=mesh, in_shardings=in_shardings, out_shardings=out_shardings,
               **options)


def report(result: PlanResult, html: str | Path,
           explain: Sequence[str] = ()) -> None:
    """Write ``result`` as one self-contained HTML page to ``html``: each tensor's
    sharding drawn as tiles and devices (searchable by name), the step time by collective
    and op kind, the memory over the schedule with what is live at its peak, the
    time-memory front, and why each value of ``explain`` got its sharding."""
    from planner.files import write_text
    from planner.planning.explain import explain as why
    from planner.planning.html_page import render

    write_text(str(html), render(result, {name: why(result, name) for name in explain}))


__all__ = [
    "PlannerError",
    "check",
    "cost",
    "explore",
    "from_jax",
    "jit",
    "load",
    "parse",
    "plan",
    "report",
    "search_meshes",
    "simulate",
    "to_text",
    "verify",
]
