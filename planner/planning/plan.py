"""``plan``: a program in, the cheapest plan out (annotated module and report).

Steps: copy the module, apply a mesh override, inline calls (``inline_calls``), build the
dataflow graph, encode it (``encoder``), turn annotations into assumption groups
(``constraints``), solve (``planner.solve.solve``), decode the assignment into the module
(``decode``) and price the result with the evaluator (``evaluate_plan``), the same yardstick
``planner cost`` uses on Shardy's plans.
"""

from __future__ import annotations

import dataclasses
import math
import time
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from planner._gc import fewer_collections
from planner.encode.cost.cost_model import CostModel
from planner.encode.cost.hardware import HardwareProfile, load_hardware
from planner.encode.cost.units import format_bytes
from planner.encode.problem.annotations import Annotation
from planner.encode.problem.barriers import with_barrier_tiers
from planner.encode.problem.build import (
    build_problem,
    most_tie_break_seconds,
    tie_break_seconds,
)
from planner.encode.problem.constraints import Constraint, build_constraints
from planner.encode.problem.encoder import (
    EncodeOptions,
    Encoding,
    EncodingTimeout,
    Node,
    NodeKey,
    encode,
)
from planner.encode.problem.graph import DataflowGraph, build_graph
from planner.encode.problem.pins import add_pins
from planner.encode.problem.priorities import with_priority_tiers
from planner.encode.problem.strategies import Targets
from planner.encode.problem.ties import layout_ties
from planner.model.dialects.ops import ModuleOp
from planner.model.ir.core import Operation
from planner.model.ir.diagnostics import PlannerError
from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.tensor_sharding import TensorSharding
from planner.model.text.io import parse_file, parse_module, print_module
from planner.model.verify.verifier import verify
from planner.passes.planner.inline_calls import inline_calls
from planner.passes.planner.open_intermediates import constrained_share, open_intermediates
from planner.planning.axis_decomposition import Decomposed, decompose, read_into
from planner.planning.baseline import best_replies
from planner.planning.beyond_cap import Rebuild, beyond_cap
from planner.planning.memory_rule import (
    ATTEMPTS,
    Held,
    fastest_within,
    fit_to_limit,
    hold_to_baseline,
    priced,
    pricing_seconds,
    scores_better,
)
from planner.planning.memory_trade import (
    leanest,
    pareto_front,
    trade_memory_front,
)
from planner.planning.mesh_override import override_mesh
from planner.planning.options import PlanOptions, plan_options
from planner.planning.pending_baseline import NO_TIME, PendingBaseline
from planner.planning.prepared import Prepared
from planner.planning.report import AnnotationStatus, AxisPhase, FrontPoint, PlanReport, SolverStats
from planner.planning.schedule import DECOMPOSE_SHARE, Schedule, after_solve_seconds
from planner.solve.core.ceiling import Ceiling
from planner.solve.core.problem import StrategyProblem, peak_usage, usage_profile
from planner.solve.solution import Solution, SolveOptions, SolveStatus
from planner.solve.solver import solve

# A program whose intermediates are this share (of at least this many) read only through
# sharding constraints gets a note: JAX's Explicit axes constrain every one.
EXPLICIT_SHARE, EXPLICIT_LEAST = 0.5, 3

# Pricing the front's plans the plan did not price on its way: at most this share of
# the time limit by the estimate (``price_seconds``), in a deterministic run.
FRONT_SHARE = 0.1

# Strategies per node of the encoding a plan falls back on when the full one does not fit
# in the time limit.
COARSE_STRATEGIES = 4

# An axis-by-axis plan starts the joint solve (``decompose``, auto) on meshes of this many
# axes and devices or more (where the joint problem caps its strategies).
MIN_DECOMPOSED_AXES = 3
MIN_DECOMPOSED_DEVICES = 64
# The solver plans within this share of the hardware's memory (an explicit --memory-cap is
# taken as given): its liveness model and the evaluator's, which the report checks
# against the whole memory, differ by a little on big training steps (the solver's
# leaves out the buffers of reshards no shared copy holds).
MEMORY_HEADROOM = 0.97


class PlanConflict(PlannerError):
    """The annotations cannot all hold: ``conflicts`` is the smallest conflicting set."""

    def __init__(self, conflicts: list[Constraint]) -> None:
        first = conflicts[0].loc if conflicts else None
        super().__init__(f"{len(conflicts)} annotation(s) conflict: "
                         + "; ".join(c.name for c in conflicts), first)
        self.conflicts = conflicts

    def diagnostics(self) -> list[str]:
        """One MLIR-style error line per conflicting annotation."""
        others = len(self.conflicts) - 1
        why = (f"conflicts with {others} other annotation{'s' if others != 1 else ''} of "
               "this set" if others else "cannot hold on its own (no valid plan has it)")
        return [f"{c.loc or '<unknown>:0:0'}: error: {c.what} {why}"
                for c in self.conflicts]


@dataclass
class PlanResult:
    """The annotated module, its report, and the solver's assignment (a warm start for a
    later ``plan`` of the same program)."""

    module: ModuleOp
    report: PlanReport
    assignment: np.ndarray
    problem: StrategyProblem
    encoding: Encoding
    constraints: list[Constraint]
    solution: Solution
    memory_weight: float = 0.0  # the exchange rate the plan was found with

    def text(self, generic: bool = False) -> str:
        return print_module(self.module, generic=generic, source_names=True)

    def jax_shardings(self, mesh: object = None) -> tuple[list, list]:
        """``NamedSharding``s for the entry function's inputs and outputs, ready for
        ``jax.jit(in_shardings=..., out_shardings=...)``, over ``mesh`` (a ``jax``
        mesh; by default one built from the plan's mesh on ``jax.devices()``). Needs the
        ``jax`` extra; a sub-axis or unreduced axes JAX cannot express are an error."""
        from planner.interop.jax import jax_mesh, jax_shardings

        return jax_shardings(self.module, mesh if mesh is not None else jax_mesh(self.module))


def as_module(program: Operation | str | Path) -> ModuleOp:
    """A private copy of ``program`` (a module, MLIR text, or a path: a one-line string
    with no braces names a file)."""
    if isinstance(program, Operation):
        m = program.clone()
    elif isinstance(program, Path) or (isinstance(program, str) and "\n" not in program
                                       and "{" not in program):
        m = parse_file(program)
    elif isinstance(program, str):
        m = parse_module(program)
    else:
        raise PlannerError(f"expected a module, MLIR text or a path, not "
                           f"{type(program).__name__}")
    if not isinstance(m, ModuleOp):
        raise PlannerError("expected a module")
    return m


def planning_mesh(module: ModuleOp, annotations: Sequence[Annotation]) -> tuple[str, MeshAttr]:
    """The mesh most annotations name (on a tie, or when none do, the one with most
    devices, then the first declared). Every annotation must be on that mesh (or an
    identical one): like Shardy, which does not propagate across meshes, the planner plans
    one mesh per program. A sharding on a mesh without axes (JAX's ``@empty_mesh``, which
    it gives PRNG keys) names no axis nor device: it holds on any mesh, as replicated."""
    meshes = module.meshes()
    if not meshes:
        raise PlannerError("the module has no sdy.mesh to plan on: give one (--mesh x=4,y=2)")
    used = Counter(a.sharding.mesh for a in annotations if isinstance(a.sharding.mesh, str)
                   and not meshes[a.sharding.mesh].is_empty)
    order = {n: i for i, n in enumerate(meshes)}
    name = max(meshes, key=lambda n: (used[n], meshes[n].num_devices, -order[n]))
    chosen = meshes[name].stripped()
    for a in annotations:
        m = a.sharding.mesh
        other = meshes.get(m) if isinstance(m, str) else m
        if other is not None and not other.is_empty and other.stripped() != chosen:
            where = f"@{m}" if isinstance(m, str) else "an inlined mesh"
            raise PlannerError(
                f"this sharding is on {where} = {other.stripped()}, the program is planned on "
                f"@{name} = {chosen}: planning across several meshes is not supported "
                "(Shardy does not propagate across meshes either); put every annotation on "
                "one mesh", a.loc)
    return name, meshes[name]


def count_ops(module: Operation) -> int:
    return sum(1 for _ in module.walk())


def prepare(program: Operation | str | Path, options: PlanOptions | None = None,
            timed: bool = False, since: float | None = None, head: float = 0.0,
            keep: Mapping[int, Targets] | None = None, axis_phases: bool = False
            ) -> Prepared:
    """Parse/copy, override the mesh, inline calls, encode: the problem to solve, as
    ``options`` (mesh, hardware, memory cap, pins; the defaults when None) say. ``timed``:
    the plan is due within ``options.time_limit`` seconds of ``since`` (a
    ``time.monotonic()``; after parsing by default), ``head`` of them planned as spent
    before the call (``Schedule.head``); encoding that runs past its share
    raises a :class:`PlannerError` that says so. ``keep``: shardings whose strategies the
    cap keeps, by the op's index in the walk of the module as encoded (Shardy's plan:
    ``Baseline.targets``). ``axis_phases``: plan axis by axis first where
    ``opts.decompose`` says so, keep that plan's strategies and hold it
    (``Prepared.decomposed``)."""
    t0 = time.monotonic()
    opts = options or PlanOptions()
    module = as_module(program)
    parsed = time.monotonic()
    hw = load_hardware(opts.hardware)
    if opts.mesh is not None:
        override_mesh(module, opts.mesh)
        errors = verify(module)  # an annotation on an axis the new mesh lacks, say
        if errors:
            raise PlannerError(f"{errors[0].message} (the program on --mesh {opts.mesh})",
                               errors[0].loc)
    if any(a.size == 1 for m in module.meshes().values() for a in m.axes):
        # As Shardy's import does: a size-1 axis shards nothing (a re-meshed "data=1"
        # would otherwise make an annotation on "data" unsatisfiable).
        from planner.passes import run_passes

        run_passes(module, ["sdy-remove-size-one-axes"])
    if opts.open_intermediates:
        open_intermediates(module)
    inlined = inline_calls(module)
    # The steps' shares are planned from the program as it is encoded and priced: a call
    # costs what its inlined body costs, once per call.
    ops = count_ops(module)
    schedule = Schedule.timed(opts.time_limit, opts.deterministic, ops,
                              parsed if since is None else since, head,
                              baseline=opts.baseline != "none") if timed \
        else Schedule(math.inf, opts.deterministic, ops)
    func = module.entry_function()
    graph = build_graph(module)
    if opts.pins:  # "VALUE=SHARDING", checked by PlanOptions
        add_pins(graph, func, {name.strip(): text.strip() for name, _, text in
                               (pin.partition("=") for pin in opts.pins)}, module.meshes())
    graph.layout_ties = layout_ties(func, opts.ties)
    mesh_name, mesh_attr = planning_mesh(module, graph.annotations)
    model = CostModel(hw, module.meshes())
    kept = None if keep is None else \
        {op: keep[i] for i, op in enumerate(module.walk()) if i in keep}
    limit = _solver_limit(opts, hw)

    def encoder(**kw: Any) -> Encoding:
        return encode(graph, func, model, mesh_name, mesh_attr,
                      EncodeOptions(whole_axes_io=opts.whole_axes_io, **kw))

    decomposed = _axis_phases(encoder, graph, mesh_attr, opts, limit, schedule) \
        if axis_phases and _decomposes(opts, mesh_attr) else None
    if decomposed is not None and decomposed.assignment is None:
        enc, phase_encoding = decomposed.encoding, (
            "solved in the last phase's strategies: the joint encoding would not fit in "
            f"the time limit of {opts.time_limit:g} s (--time-limit)")
    else:
        enc, phase_encoding = _encoded(encoder, opts, schedule, kept, decomposed)
    constraints, problem = problem_of(enc, graph, limit)
    return Prepared(module=module, encoding=enc, constraints=constraints, problem=problem,
                    hardware=hw, calls_inlined=inlined, encode_s=time.monotonic() - t0,
                    schedule=schedule, graph=graph, model=model, decomposed=decomposed,
                    phase_encoding=phase_encoding)


def _encoded(encoder: Callable[..., Encoding], opts: PlanOptions, schedule: Schedule,
             kept: dict[Operation, Targets] | None, decomposed: Decomposed | None
             ) -> tuple[Encoding, str]:
    """The program's full encoding (``encoder(**EncodeOptions fields)``), or its joint
    one after the axis phases (``decomposed``) keeping their plan's strategies, and what
    was cut short to make it (when the time ran out: a coarse encoding, or the last
    phase's)."""
    keep_values = None
    if decomposed is not None:
        keep_ops, keep_values = decomposed.keeps()
        kept = {**keep_ops, **(kept or {})}
    try:
        enc = encoder(deadline=schedule.encode_by(decomposed is not None), keep=kept,
                      keep_values=keep_values)
    except EncodingTimeout as e:
        # Below twice the after-solve time, the limit leaves encoding less than that.
        least = 2 * after_solve_seconds(schedule.ops, opts.baseline != "none")
        hint = f"; at least {least:.2g} s for this program" if least > opts.time_limit else ""
        which = "full" if decomposed is None else "joint"
        why = (f"the {which} encoding did not fit in the time limit of {opts.time_limit:g} s "
               f"({e}; --time-limit{hint})")
        if decomposed is None:
            # A user always wants a plan: the program encoded again with a few strategies
            # per node (quick, and past the limit), planned, and said so.
            enc = encoder(keep=kept, keep_values=keep_values, cap=COARSE_STRATEGIES)
            phase_encoding = (f"planned on a coarse encoding ({COARSE_STRATEGIES} strategies "
                              f"per node): {why}")
            schedule.ceiling.note("the full encoding")
        else:
            # The last phase encoded every axis, with the strategies extending the earlier
            # phases': a plan of the program, solved on from the phases' own.
            enc = decomposed.encoding
            phase_encoding = f"solved on in the last phase's strategies: {why}"
            schedule.ceiling.note("the joint encoding")
        return enc, phase_encoding
    return enc, ""


def _less_ties(bound: float, problem: StrategyProblem) -> float:
    """A bound on the problem's cost as a bound on the step time: less the most the
    tie-breaker adds (``build.TIE_S_PER_BYTE``)."""
    return max(bound - most_tie_break_seconds(problem), 0.0) if math.isfinite(bound) \
        else bound


def _decomposes(opts: PlanOptions, mesh: MeshAttr) -> bool:
    """Whether to plan axis by axis first (``PlanOptions.decompose``)."""
    if opts.decompose != "auto":
        return opts.decompose == "always"
    axes = sum(mesh.axis_size(a) > 1 for a in mesh.axis_names)
    return axes >= MIN_DECOMPOSED_AXES and mesh.num_devices >= MIN_DECOMPOSED_DEVICES


def _axis_phases(encoder: Callable[..., Encoding], graph: DataflowGraph, mesh: MeshAttr,
                 opts: PlanOptions, limit: float | None, schedule: Schedule
                 ) -> Decomposed | None:
    """An axis-by-axis plan (``axis_decomposition``) of the program ``encoder`` encodes
    in ``DECOMPOSE_SHARE`` of the time limit, within the memory ``limit``."""
    annotated = {a.name for ann in graph.annotations for a in ann.sharding.all_axes()}
    return decompose(mesh, encoder, lambda e, limit: problem_of(e, graph, limit)[1],
                     limit,
                     dataclasses.replace(_solve_options(opts, DECOMPOSE_SHARE * opts.time_limit,
                                                        schedule.ceiling),
                                         cover_left_out=False), annotated, schedule.ops,
                     schedule.joint_encoding_fits)


def _solve_options(opts: PlanOptions, seconds: float, ceiling: Ceiling) -> SolveOptions:
    """How ``opts`` asks to solve, in ``seconds``, never past ``ceiling``."""
    return SolveOptions(time_limit=seconds, workers=opts.workers, method=opts.method,
                        seed=opts.seed, relative_gap=opts.gap, tie_layers=not opts.untied,
                        cover_left_out=opts.bound_pruned, deterministic=opts.deterministic,
                        ceiling=ceiling)


def _rebuilding(p: Prepared, opts: PlanOptions) -> Rebuild:
    """``p``'s module encoded again keeping what ``beyond_cap`` names."""
    def rebuild(keep: Mapping[Operation, Targets],
                keep_values: Mapping[NodeKey, TensorSharding]) -> Prepared:
        start = time.monotonic()
        enc = encode(p.graph, p.encoding.func, p.model, p.encoding.mesh_name, p.encoding.mesh,
                     EncodeOptions(whole_axes_io=opts.whole_axes_io, keep=keep,
                                   keep_values=keep_values))
        constraints, problem = problem_of(enc, p.graph, _solver_limit(opts, p.hardware))
        return dataclasses.replace(p, encoding=enc, constraints=constraints, problem=problem,
                                   encode_s=p.encode_s + time.monotonic() - start)
    return rebuild


def problem_of(enc: Encoding, graph: DataflowGraph, limit: float | None
               ) -> tuple[list[Constraint], StrategyProblem]:
    """The annotations of ``graph`` as constraints, and ``enc``'s problem with them and
    the memory ``limit`` (bytes per device; None: none)."""
    constraints = build_constraints(enc, graph)
    return constraints, with_priority_tiers(with_barrier_tiers(
        build_problem(enc, constraints, limit, name=enc.func.sym_name), enc, graph),
        constraints)


def _priced_front(p: Prepared, front: list[tuple[float, float, Solution]],
                  known: list[Held], limit: int | None) -> list[FrontPoint]:
    """The time-memory front by the evaluator's figures (the yardstick a memory cap is
    checked by) of the plans within ``limit``: those priced already, and the solver's
    front's others where pricing them fits: all of them in ``FRONT_SHARE`` of the limit
    by the estimate (deterministic runs), else each before the ceiling (what is left
    after it is for writing the plan out)."""
    done = {id(h.solution) for h in known}
    costs = [h.cost for h in known]
    todo = [sol for _, _, sol in front if id(sol) not in done]
    schedule = p.schedule
    planned = len(todo) * pricing_seconds(p) <= FRONT_SHARE * schedule.time_limit
    for sol in todo:
        if planned if schedule.deterministic else \
                schedule.ceiling.left() > pricing_seconds(p):
            costs.append(priced(p, sol).cost)
    return [FrontPoint(step_time_s=t, peak_memory_bytes=m) for t, m in
            pareto_front([(c.step_time_s, c.peak_memory_bytes) for c in costs
                          if limit is None or c.peak_memory_bytes <= limit])]


def _program_notes(module: ModuleOp, opts: PlanOptions) -> list[str]:
    """What the user should know about the program as given."""
    if opts.open_intermediates:
        return []
    constrained, computed = constrained_share(module)
    if computed < EXPLICIT_LEAST or constrained < EXPLICIT_SHARE * computed:
        return []
    return [f"{constrained} of {computed} intermediates are held by sharding constraints "
            "(as JAX's Explicit mesh axes, jax.make_mesh's default, or an earlier plan hold "
            "them): they leave the plan little to decide; --open-intermediates lifts them "
            "(or export under axis_types=Auto)"]


def _solver_limit(opts: PlanOptions, hw: HardwareProfile) -> float | None:
    """The usage limit the solver plans within (see ``MEMORY_HEADROOM``)."""
    limit = opts.usage_limit(hw)
    if limit is None or opts.memory_cap is not None:
        return limit
    return MEMORY_HEADROOM * limit


def _leanest_overflows(problem: StrategyProblem) -> bool:
    """Whether even every node at its leanest strategy passes the usage limit: no plan
    fits, whatever the solver had time to prove."""
    limit = problem.usage_limit
    return limit is not None and peak_usage(problem, leanest(problem)) > limit


def _no_plan(p: Prepared, opts: PlanOptions) -> PlannerError:
    """Why an infeasible problem has no plan: the memory per device (with the leanest
    any plan could be and what would make one fit), else the mesh itself."""
    where = p.encoding.func.src_loc
    cap = opts.usage_limit(p.hardware)
    if cap is None:
        return PlannerError("no plan exists: the mesh cannot satisfy the program's "
                            "annotations", where)
    a = leanest(p.problem)
    profile = usage_profile(p.problem, a)
    lean = float(profile.max(initial=0.0))
    source = "--memory-cap" if opts.memory_cap is not None else p.hardware.name
    ratio = lean / cap
    times = f"{ratio:,.0f}x" if ratio >= 10 else f"{ratio:.2g}x"
    reserve = "" if lean > cap else \
        f", {1 - MEMORY_HEADROOM:.0%} of {p.hardware.name}'s memory being kept in reserve"
    axes = peak_axes(p, a, profile)
    which = "the axis that shards" if len(axes) == 1 else "the axes that shard"
    more = (f"more devices along {' or '.join(repr(a) for a in axes)} ({which} the largest "
            "tensors at its peak), " if axes else
            "more devices (the largest tensors at its peak are not sharded), ")
    need = (f"the leanest plan would need at least {format_bytes(lean)} ({times}"
            f"{reserve}): {more}" if lean > (p.problem.usage_limit or cap) else
            "not with these annotations: ")
    return PlannerError(f"no plan fits in {format_bytes(cap)} per device ({source}); "
                        f"{need}a larger memory (--memory-cap SIZE, --hardware), or "
                        "--memory-cap none to plan without a limit", where)


# The largest tensors whose axes ``peak_axes`` names.
PEAK_TENSORS = 3


def peak_axes(p: Prepared, a: np.ndarray, profile: np.ndarray) -> list[str]:
    """The mesh axes that shard the largest tensors live at the peak of plan ``a`` (its
    usage ``profile``), the largest tensor's first: more devices along them shrink
    those tensors."""
    q = p.problem
    if not profile.size:
        return []
    t = int(profile.argmax())
    live = np.flatnonzero((q.intervals[:, 0] <= t) & (t < q.intervals[:, 1]))
    usage = q.node_usage[q.offsets[live] + a[live]]
    axes: list[str] = []
    for i in live[np.argsort(-usage, kind="stable")[:PEAK_TENSORS]].tolist():
        sharding = _chosen_sharding(p.encoding.nodes[i], int(a[i]))
        for ref in sharding.dim_axes() if sharding is not None else ():
            if ref.name not in axes:
                axes.append(ref.name)
    return axes


def _chosen_sharding(node: Node, s: int) -> TensorSharding | None:
    """The sharding strategy ``s`` of ``node`` gives its value (an op's first result)."""
    if node.candidates:
        return node.candidates[s]
    st = node.strategies
    return st.result(s, 0) if st is not None and st.result_options else None


def _over_limit(p: Prepared, opts: PlanOptions, peak: int, limit: int) -> PlannerError:
    """No plan found within the limit by the evaluator's measure."""
    source = "--memory-cap" if opts.memory_cap is not None else p.hardware.name
    return PlannerError(
        f"no plan found that fits in {format_bytes(limit)} per device ({source}): the plan "
        f"the solver held within it needs {format_bytes(peak)} with its reshards' buffers; "
        "more devices along the axes that shard the largest tensors, a larger memory "
        "(--memory-cap SIZE, --hardware), more time (--time-limit), or --memory-cap none "
        "to plan without a limit", p.encoding.func.src_loc)


def plan(program: Operation | str | Path, options: PlanOptions | None = None, *,
         warm_start: np.ndarray | PlanResult | None = None,
         progress: Callable[[float, float], None] | None = None,
         since: float | None = None, head: float = 0.0,
         **fields: object) -> PlanResult:
    """Plan ``program``: a sharding on every value, minimising the estimated step time
    on the hardware subject to every annotation (see ``planner/planning/plan.py``), then
    trading time for peak memory at ``memory_weight`` (``memory_trade``; 0: time only).
    ``options`` (:class:`PlanOptions`) with ``fields`` replaced say how; the solver stops
    once the plan is proven within ``gap`` (relative) of optimal; it returns within
    ``time_limit`` of ``since`` (a ``time.monotonic()``, now by default), of which a
    deterministic run plans ``head`` seconds as spent before the call (a command's
    start-up: no clock is read). Raises
    :class:`PlanConflict` when the annotations cannot all hold. The garbage collector
    runs at a slower pace meanwhile (``planner/_gc.py``)."""
    with fewer_collections():
        return _plan(program, options, warm_start=warm_start, progress=progress,
                     since=since, head=head, **fields)


def _plan(program: Operation | str | Path, options: PlanOptions | None = None, *,
          warm_start: np.ndarray | PlanResult | None = None,
          progress: Callable[[float, float], None] | None = None,
          since: float | None = None, head: float = 0.0,
          **fields: object) -> PlanResult:
    """:func:`plan`, at the caller's pace of garbage collection."""
    opts = plan_options(options, **fields)
    p = prepare(program, opts, timed=True, since=since, head=head, axis_phases=True)
    hint = warm_start.assignment if isinstance(warm_start, PlanResult) else warm_start
    if hint is not None and (len(hint) != p.problem.num_nodes or
                             (hint >= p.problem.num_strategies).any()):
        hint = None  # another program or mesh: not a valid start here
    if _leanest_overflows(p.problem):
        raise _no_plan(p, opts)
    # A deterministic plan that goes without Shardy's plan whatever happens
    # (``Schedule.baseline_by``) starts no child: it would take a core from the solve.
    pending = None
    if opts.baseline != "none":
        if opts.deterministic and p.schedule.baseline_by(
                _solve_seconds(p, opts, baseline_here=False)) is None:
            p.schedule.without_baseline()
        else:
            pending = PendingBaseline(p, p.schedule.baseline_fits)
    try:
        return _solved(program, p, opts, hint, progress, pending)
    finally:
        if pending is not None:
            pending.close()


def _solve_seconds(p: Prepared, opts: PlanOptions, baseline_here: bool) -> float:
    """The solve's share of the limit (``Schedule.solve_seconds``), Shardy's plan priced
    in this process before it or not (``baseline_here``)."""
    # (under a cap the user gave, the plan may be fitted to it: up to ATTEMPTS solves)
    return p.schedule.solve_seconds(
        baseline_here, p.encoding.reshards_priced,
        sum(ph.planned for ph in p.decomposed.phases) if p.decomposed is not None else 0.0,
        ATTEMPTS if opts.memory_cap not in (None, "none") else 0)


def _solved(program: Operation | str | Path, p: Prepared, opts: PlanOptions,
            hint: np.ndarray | None, progress: Callable[[float, float], None] | None,
            pending: PendingBaseline | None) -> PlanResult:
    """The plan of ``p`` (``program`` prepared), solved from ``hint``, beside Shardy's
    (``pending``: None where not asked), then traded, held and fitted."""
    schedule = p.schedule
    solve_seconds = _solve_seconds(p, opts, pending is not None and not pending.forked)
    # The last phase's encoding holds only strategies extending the earlier phases': a
    # bound over it is no bound over every candidate.
    phase_only = p.decomposed is not None and p.encoding is p.decomposed.encoding
    solving = dataclasses.replace(_solve_options(opts, solve_seconds, schedule.ceiling),
                                  hint=hint, progress=progress,
                                  cover_left_out=opts.bound_pruned and not phase_only)
    if hint is None and p.decomposed is not None and p.decomposed.assignment is not None:
        solving = dataclasses.replace(solving, hint=best_replies(
            p.problem.with_groups(None), read_into(p.decomposed, p.encoding)))
    # (the memory rule may adopt another encoding of the program: the phases are this one's)
    phases = [AxisPhase(axes=list(ph.axes), seconds=ph.seconds, objective_s=ph.cost)
              for ph in (p.decomposed.phases if p.decomposed is not None else ())]
    sol = solve(p.problem, solving)
    if opts.deterministic:
        schedule.ceiling.reached("the solver's search")
    if sol.assignment is None:
        if sol.conflict:
            raise PlanConflict([p.constraints[i] for i in sol.conflict])
        if sol.status is SolveStatus.INFEASIBLE:
            raise _no_plan(p, opts)
        raise PlannerError(f"no plan found within {opts.time_limit:g} s; give it more time "
                           "(--time-limit)", p.encoding.func.src_loc)
    beyond = 0  # nodes the plan takes a pruned strategy at
    if sol.beyond is not None and schedule.ceiling.fits(
            p.encode_s, "the plan the bound over every candidate found beyond the cap"):
        adopted = beyond_cap(p, sol, _rebuilding(p, opts))
        if adopted is not None:
            beyond = len(sol.beyond[1])
            p, sol = adopted
    fastest = sol
    sol, front = trade_memory_front(p.problem, sol, solving, opts.memory_weight)
    chosen = priced(p, sol)
    repair_seconds = schedule.repair_seconds(solve_seconds, pricing_seconds(p))

    def reprepare(keep: Mapping[int, Targets] | None = None) -> Prepared:
        return prepare(program, opts, keep=keep)

    # The memory trade went by the solver's model, which leaves some reshards' buffers out:
    # the fastest plan, priced where time allows, replaces a traded plan it scores better
    # than, and is the memory rule's first candidate.
    fastest_priced = None
    if sol is not fastest and schedule.ceiling.fits(
            pricing_seconds(p), "pricing the fastest plan against the memory trade's"):
        fastest_priced = priced(p, fastest)
        if scores_better(fastest_priced.cost, chosen.cost, opts.memory_weight):
            chosen, fastest_priced = fastest_priced, None
    shardy, note = pending.result(schedule.baseline_by(solve_seconds)) \
        if pending is not None else (None, NO_TIME if opts.baseline != "none" else "")
    baseline = shardy.cost if shardy is not None else None
    held = None
    tried = [] if fastest_priced is None else [fastest_priced]  # plans priced on the way
    if baseline is not None and opts.memory_weight > 0:
        held = hold_to_baseline(chosen.prepared, chosen.solution, chosen.cost, baseline,
                                options=solving, seconds=repair_seconds,
                                weight=opts.memory_weight, reprepare=reprepare,
                                fastest=fastest_priced, tried=tried, shardy=shardy)
        if held is not None:
            chosen = held
    limit = opts.usage_limit(p.hardware)
    if limit is not None and chosen.cost.peak_memory_bytes > limit:
        # Held within the limit by the solver's model, over it by the evaluator's: the
        # fastest plan priced so far that fits, else solved again under lower caps.
        fitted = fastest_within(tried, limit) or \
            fit_to_limit(chosen.prepared, chosen.solution, chosen.cost, limit, solving,
                         repair_seconds)
        if fitted is None:
            raise _over_limit(p, opts, chosen.cost.peak_memory_bytes, limit)
        chosen = fitted
    priced_front = _priced_front(p, front, [chosen, *tried, *([held] if held else [])], limit)
    fastest_objective = None if chosen.solution is fastest or fastest.assignment is None \
        else fastest.cost - tie_break_seconds(p.problem, fastest.assignment)
    # (the adopted plan may be of another encoding of the program: Shardy's own)
    p = dataclasses.replace(chosen.prepared, schedule=p.schedule)
    sol, reshards, cost = chosen.solution, chosen.reshards, chosen.cost
    assert sol.assignment is not None  # a chosen plan was solved
    enc = p.encoding
    objective = sol.cost - tie_break_seconds(p.problem, sol.assignment)
    bound = _less_ties(sol.lower_bound, p.problem)
    report = PlanReport(
        mesh=f"@{enc.mesh_name} = {enc.mesh.stripped()}", cost=cost,
        solver=SolverStats(status=str(sol.status), objective_s=objective,
                           bound_s=bound,
                           gap=dataclasses.replace(sol, cost=objective, lower_bound=bound).gap,
                           fastest_objective_s=fastest_objective,
                           solve_s=sol.wall_time,
                           encode_s=p.encode_s, nodes=p.problem.num_nodes,
                           edges=p.problem.num_edges,
                           strategies=int(p.problem.offsets[-1]), timed_out=sol.timed_out,
                           strategies_pruned=enc.pruned + sol.strategies_capped,
                           solver_capped=sol.strategies_capped,
                           bound_all_s=None if sol.bound_all is None else
                           _less_ties(sol.bound_all, p.problem),
                           pruned_ruled_out=sol.left_out_ruled_out, beyond_cap=beyond,
                           tied_classes=sol.tied_classes, axis_phases=phases,
                           phase_encoding=p.phase_encoding,
                           deterministic=opts.deterministic,
                           cut_short=list(schedule.ceiling.cut)),
        annotations=[AnnotationStatus(name=c.name, location=c.location, status="holds")
                     for c in p.constraints],
        reshards_inserted=reshards, calls_inlined=p.calls_inlined, baseline=baseline,
        baseline_note=note, held_to_baseline=held is not None,
        front=priced_front,
        notes=_program_notes(p.module, opts))
    return PlanResult(chosen.module, report, sol.assignment, p.problem, enc, p.constraints,
                      sol, opts.memory_weight)
