"""The smallest set of assumption groups that cannot hold together: a separate
single-worker feasibility solve (no objective) with one assumption literal per group,
whose core is then shrunk by deletion until every group in it is needed. Such a minimal
set need not be the smallest one; fewer groups are then tried by increasing size while
that takes few checks (user annotations are few)."""

from __future__ import annotations

import itertools
import math
import time

from ortools.sat.python import cp_model

import planner.solve.exact.cpsat as cpsat
from planner.solve.core.problem import StrategyProblem


def _feasible(problem: StrategyProblem, groups: set[int], time_limit: float) -> bool | None:
    built = cpsat.build(problem.with_groups(groups), objective=False)
    if built.infeasible:
        return False
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    solver.parameters.max_time_in_seconds = max(0.1, time_limit)
    status = solver.Solve(built.model)
    if status == cp_model.INFEASIBLE:
        return False
    return True if status in (cp_model.OPTIMAL, cp_model.FEASIBLE) else None


def smallest_conflict(problem: StrategyProblem, enabled: frozenset[int] | None,
                      time_limit: float) -> tuple[int, ...] | None:
    """A minimal infeasible subset of the enabled groups, as indices into
    ``problem.groups`` (every group in it is needed for the conflict), or None when the
    problem is infeasible without any group."""
    deadline = time.monotonic() + time_limit
    names = [i for i in range(len(problem.groups)) if enabled is None or i in enabled]
    built = cpsat.build(problem, with_groups=True, objective=False)
    if built.infeasible:
        return None
    lits = [built.group_literals[n] for n in names]
    built.model.add_assumptions(lits)
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    solver.parameters.max_time_in_seconds = max(0.1, deadline - time.monotonic())
    status = solver.Solve(built.model)
    if status != cp_model.INFEASIBLE:
        return None
    core_idx = set(solver.SufficientAssumptionsForInfeasibility())
    core = [n for n, lit in zip(names, lits, strict=True) if lit.index in core_idx]
    if not core:
        return None
    for name in list(core):  # deletion: keep only the groups the conflict needs
        trial = set(core) - {name}
        if _feasible(problem, trial, deadline - time.monotonic()) is False:
            core.remove(name)
    return _smaller(problem, names, tuple(core), deadline)


MAX_SUBSET_CHECKS = 256  # feasibility checks spent looking for a smaller conflict


def _smaller(problem: StrategyProblem, names: list[int], core: tuple[int, ...],
             deadline: float) -> tuple[int, ...]:
    """The first infeasible subset of ``names`` by increasing size below ``len(core)``
    (so a smallest one), or ``core`` when there is none or too many to check."""
    sizes = range(1, len(core))
    if sum(math.comb(len(names), k) for k in sizes) > MAX_SUBSET_CHECKS:
        return core
    for k in sizes:
        for subset in itertools.combinations(names, k):
            left = deadline - time.monotonic()
            if left <= 0:
                return core
            if _feasible(problem, set(subset), left) is False:
                return subset
    return core
