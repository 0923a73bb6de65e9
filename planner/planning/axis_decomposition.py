"""Planning a big mesh an axis group at a time, in the manner of XLA's auto-sharding
(``solve_nd_sharding_iteratively``), for a start of the joint solve.

The mesh's axes form groups of at most ``GROUP_AXES``, largest first; the first group
also holds every axis an annotation names (a phase without it could not honour the
annotation). Phase ``k`` encodes the program on the axes of groups ``1..k``, every
node's strategies extending what phase ``k - 1`` chose (``axis_prefix``), and solves it
within the device's memory (a plan that fits leaves the later axes free to cut compute;
planned with more, phase 1 keeps whole weights that the later axes must then shard at
any price); where only the leanest plans would fit, within a limit the leanest leaves
``LEANEST_ROOM`` of free (a limit hardly any plan meets leaves the search nothing to
trade), and where nothing fits, within that times the devices of the axes still to come
(they only divide tensors further). Each phase holds few strategies per node where the
joint problem holds thousands and caps them. The last phase plans on every axis, so its plan
is one of the joint problem, priced by the same model: it is read into the joint
problem's strategies (``read_into``) and the joint solve starts from it, so that the
joint bound and gap stand for the plan either way. The joint problem's cap keeps every
strategy the plan uses (``Decomposed.keeps``): it would leave most of them out, as it
keeps the cheapest alone, which the neighbours' strategies seldom meet.

The joint encoding holds every strategy of every axis: many times the first phase's
encoding to build, the more so the more axes the mesh has, and a problem the solve needs
long for. Where the time left after
the last phase's encoding would not fit it (``joint_fits``), the last phase is not
solved here: its encoding is the plan's, solved in all the time the phases leave.
"""

from __future__ import annotations

import dataclasses
import math
import time
from collections.abc import Callable, Mapping

import numpy as np

from planner.encode.problem.axis_prefix import Prefix, projected
from planner.encode.problem.build import with_usage_limit
from planner.encode.problem.encoder import Encoding, EncodingTimeout, Node, NodeKey, NodeKind
from planner.encode.problem.strategies import Targets
from planner.model.ir.core import Operation, Value
from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.tensor_sharding import TensorSharding
from planner.planning.memory_trade import least_peak
from planner.planning.schedule import encode_seconds, joint_encode_seconds
from planner.solve.core.problem import StrategyProblem
from planner.solve.solution import SolveOptions
from planner.solve.solver import solve

# Axes planned together in one phase at most.
GROUP_AXES = 2
# A phase's solve takes at most this share of the decomposition's time, the first (the
# biggest problem: its plan decides the rest) the larger (encodings take the rest; the
# time left goes to the joint solve). Past these shares a phase's plan no longer
# improves on the bench's programs at scale (bench/bench_scale.py).
FIRST_SOLVE_SHARE = 0.25
PHASE_SOLVE_SHARE = 0.125
# A phase plans within a limit its leanest plan leaves at least this share of free.
LEANEST_ROOM = 0.2


@dataclasses.dataclass(frozen=True)
class Phase:
    """One phase: the axes it planned on, its seconds and its plan's cost; ``planned``
    the seconds its share of the limit and the estimate of its encoding come to (a
    deterministic run's plan: no clock)."""

    axes: tuple[str, ...]
    seconds: float
    cost: float
    planned: float


@dataclasses.dataclass
class Decomposed:
    """The last phase's plan (an assignment of its ``encoding``'s nodes; None where the
    joint encoding would not fit: the plan's solve solves that encoding) and every phase
    solved."""

    encoding: Encoding
    assignment: np.ndarray | None
    phases: list[Phase]

    def keeps(self) -> tuple[dict[Operation, Targets], dict[NodeKey, TensorSharding]]:
        """What the joint encoding must keep for the plan: each op's operand and result
        shardings, each other node's sharding."""
        assert self.assignment is not None, "the last phase was not solved"
        ops: dict[Operation, Targets] = {}
        values: dict[NodeKey, TensorSharding] = {}
        for node, s in zip(self.encoding.nodes, self.assignment.tolist(), strict=True):
            st = node.strategies
            if st is not None and node.op is not None:
                ops[node.op] = (tuple(st.operand(s, k) for k in range(len(st.operand_options))),
                                tuple(st.result(s, r) for r in range(len(st.result_options))))
            elif node.candidates:
                values[node_key(node)] = node.candidates[s]
        return ops, values


def axis_groups(mesh: MeshAttr, annotated: set[str]) -> list[tuple[str, ...]]:
    """The mesh's axes (of size > 1) in phases: the ``annotated`` axes and the largest
    others in the first group (``GROUP_AXES`` at least), then the rest, largest first, in
    groups of ``GROUP_AXES``; each group in mesh order."""
    names = [a for a in mesh.axis_names if mesh.axis_size(a) > 1]
    by_size = sorted(names, key=lambda a: (-mesh.axis_size(a), names.index(a)))
    first = [a for a in names if a in annotated]
    first += [a for a in by_size if a not in first][: max(0, GROUP_AXES - len(first))]
    rest = [a for a in by_size if a not in first]
    groups = [first, *(rest[i:i + GROUP_AXES] for i in range(0, len(rest), GROUP_AXES))]
    return [tuple(a for a in names if a in g) for g in groups if g]


def decompose(mesh: MeshAttr, encoder: Callable[..., Encoding],
              problem_of: Callable[[Encoding, float | None], StrategyProblem],
              limit: float | None, options: SolveOptions,
              annotated: set[str], ops: int,
              joint_fits: Callable[[float, float, float], bool]) -> Decomposed | None:
    """Plan phase by phase (see the module docstring) within ``options.time_limit``
    seconds in all (``ops``: the program's, for the plan of a deterministic run);
    ``encoder(axes=..., prefixes=..., deadline=...)`` encodes the program (raising
    ``EncodingTimeout`` past the deadline, if any), ``problem_of(encoding, limit)``
    makes its problem; ``joint_fits(planned, solve, joint)`` says whether a joint
    encoding of ``joint`` seconds and its solve fit after the phases' ``planned``
    seconds and the last one's ``solve``. None when a phase finds no plan or no time,
    or the mesh makes a single phase."""
    groups = axis_groups(mesh, annotated)
    if len(groups) < 2:
        return None
    end = time.monotonic() + options.time_limit
    allowed: tuple[str, ...] = ()
    first = 0.0  # the first phase's encoding, as planned
    prefixes: dict[NodeKey, Prefix] = {}
    phases: list[Phase] = []
    for k, group in enumerate(groups):
        t0 = time.monotonic()
        allowed = tuple(a for a in mesh.axis_names if a in {*allowed, *group})
        try:
            enc = encoder(axes=allowed, prefixes=prefixes, deadline=options.deadline(end))
        except EncodingTimeout:
            options.ceiling.note("the axis phases")
            return None
        share = (FIRST_SOLVE_SHARE if k == 0 else PHASE_SOLVE_SHARE) * options.time_limit
        if not options.deterministic:  # (deterministic: work budgets, not the clock's)
            share = min(share, (end - time.monotonic()) / (len(groups) - k))
        encoded = encode_seconds(ops, enc.reshards_priced)
        if k == 0:
            first = encoded
        elif k + 1 == len(groups) and not joint_fits(
                sum(ph.planned for ph in phases) + encoded, share,
                joint_encode_seconds(first, len(allowed) - len(groups[0]))):
            return Decomposed(enc, None, phases)
        phase = dataclasses.replace(options, time_limit=max(share, 0.1), hint=None,
                                    progress=None)
        later = math.prod(mesh.axis_size(a) for g in groups[k + 1:] for a in g)
        problem = problem_of(enc, limit)
        roomier = _phase_limit(problem, later)
        if roomier is not None:
            problem = with_usage_limit(problem, roomier)
        sol = solve(problem, phase)
        if sol.assignment is None and limit is not None and later > 1:
            sol = solve(with_usage_limit(problem, limit * later), phase)
        if sol.assignment is None:
            return None
        phases.append(Phase(allowed, time.monotonic() - t0, sol.cost, share + encoded))
        if k + 1 < len(groups):
            prefixes = _prefixes(enc, sol.assignment, frozenset(allowed))
    assert sol.assignment is not None  # every phase returned above when it found none
    return Decomposed(enc, sol.assignment, phases)


def _phase_limit(problem: StrategyProblem, later: int) -> float | None:
    """A roomier usage limit for a phase whose leanest plan would leave less than
    ``LEANEST_ROOM`` of the limit free (``later``: the devices of the axes still to come,
    which only divide tensors further): one that leaves that much, at most ``later``
    times the limit; None where the limit leaves room (or there is none, or no later
    axis). A phase held to a limit only its leanest plan meets can hardly plan at all."""
    limit = problem.usage_limit
    if limit is None or later <= 1:
        return None
    need = least_peak(problem) / (1 - LEANEST_ROOM)
    return min(need, limit * later) if need > limit else None


def node_key(node: Node) -> NodeKey:
    """``node``'s identity in any encoding of its module."""
    return node.kind, node.op, node.index


def node_shardings(node: Node, s: int) -> list[TensorSharding]:
    """The shardings strategy ``s`` of ``node`` gives its tensors (an op: operands, then
    results)."""
    st = node.strategies
    if st is None:
        return [node.candidates[s]] if node.candidates else []
    return [*(st.operand(s, k) for k in range(len(st.operand_options))),
            *(st.result(s, r) for r in range(len(st.result_options)))]


def _prefixes(enc: Encoding, a: np.ndarray, axes: frozenset[str]) -> dict[NodeKey, Prefix]:
    """What the next phase's strategies extend: each node's choice in ``a``."""
    out = {}
    for node, s in zip(enc.nodes, a.tolist(), strict=True):
        tensors = node_shardings(node, s)
        if tensors:
            out[node_key(node)] = Prefix(axes, tuple(projected(t, axes) for t in tensors))
    return out


def read_into(plan: Decomposed, enc: Encoding) -> list[np.ndarray | None]:
    """Per node of ``enc``, which of its strategies give its tensors the shardings the
    decomposed plan gives them (None where none does: the cap left it out)."""
    a = plan.assignment
    assert a is not None, "the last phase was not solved"
    chosen: Mapping[NodeKey, list[TensorSharding]] = {
        node_key(n): node_shardings(n, s)
        for n, s in zip(plan.encoding.nodes, a.tolist(), strict=True)}
    masks: list[np.ndarray | None] = []
    seen: dict[tuple[int, TensorSharding], np.ndarray] = {}
    for node in enc.nodes:
        want = chosen.get(node_key(node))
        if want is None and node.kind == NodeKind.SHARED:
            want = _uncopied(plan.encoding, a, node.values[0])
        mask = None if not want else strategies_giving(node, want, seen)
        masks.append(mask if mask is not None and mask.any() else None)
    return masks


def _uncopied(enc: Encoding, a: np.ndarray, value: Value) -> list[TensorSharding] | None:
    """The sharding plan ``a`` of ``enc`` gives ``value`` at its producer: a shared copy
    of it that the plan had none of is no copy."""
    slot = enc.provider.get(value)
    return None if slot is None else [slot.sharding(int(a[slot.node]))]


def strategies_giving(node: Node, want: list[TensorSharding],
                      seen: dict[tuple[int, TensorSharding], np.ndarray]) -> np.ndarray:
    """Per strategy of ``node``, whether it gives its tensors ``want``'s shardings (each
    distinct option compared once; alike ops share their option lists, and ``seen``
    keeps each list's comparison with a wanted sharding)."""
    st = node.strategies
    if st is None:
        return np.array([c.same_dim_axes(want[0]) for c in node.candidates])
    mask = np.ones(st.count, bool)
    tables = [*zip(st.operand_options, st.operand_index, strict=True),
              *zip(st.result_options, st.result_index, strict=True)]
    for (options, index), w in zip(tables, want, strict=True):
        key = (id(options), w)
        same = seen.get(key)
        if same is None:
            same = seen[key] = np.array([o.same_dim_axes(w) for o in options])
        mask &= same[index]
    return mask
