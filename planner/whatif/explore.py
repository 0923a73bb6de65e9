"""Re-plan one program per variant, each warm-started from the nearest variant solved so
far, and collect the figures of each plan."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any

from planner.model.dialects.ops import ModuleOp
from planner.model.ir.diagnostics import PlannerError
from planner.planning.options import PlanOptions
from planner.whatif.variants import Variant, VariantResult

# plan(module, variant, warm_start) -> a PlanResult-like object (see _figures)
PlanFn = Callable[[ModuleOp, Variant, Any], Any]


def _plan_with_api(module: ModuleOp, variant: Variant, warm_start: Any,
                   options: PlanOptions | None = None) -> Any:
    from planner.planning.plan import plan

    return plan(module, options, mesh=variant.mesh, hardware=variant.hardware,
                memory_cap=variant.memory_cap, pins=variant.pins, warm_start=warm_start)


def _figures(result: Any) -> dict[str, Any]:
    """The figures of a plan, from its report."""
    r = result.report
    return {
        "status": r.solver.status, "step_time_s": r.step_time_s, "compute_s": r.compute_s,
        "communication_s": r.communication_s,
        "bytes_by_kind": {k: int(v) for k, v in r.bytes_by_kind.items()},
        "peak_memory_bytes": r.peak_memory_bytes, "gap": r.solver.gap,
        "front": [(f.step_time_s, f.peak_memory_bytes) for f in getattr(r, "front", [])],
    }


def explore(module: ModuleOp, variants: Sequence[Variant], *, plan: PlanFn | None = None,
            on_result: Callable[[VariantResult], None] | None = None,
            options: PlanOptions | None = None) -> list[VariantResult]:
    """Plan ``module`` under every variant, in order. A variant that can't be planned (a
    mesh the annotations don't fit, infeasible pins) is recorded with its error and the
    study goes on. Every plan takes ``options`` with the variant's fields replaced."""
    planner_fn: PlanFn = plan or (lambda m, v, w: _plan_with_api(m, v, w, options))
    solved: list[tuple[Variant, Any]] = []
    results: list[VariantResult] = []
    for variant in variants:
        nearest = min(solved, key=lambda s: s[0].distance(variant), default=None)
        warm_label = nearest[0].label if nearest else None
        start = time.perf_counter()
        try:
            plan_result = planner_fn(module.clone(), variant, nearest[1] if nearest else None)
            result = VariantResult(variant=variant, solve_time_s=time.perf_counter() - start,
                                   warm_start=warm_label,
                                   **_figures(plan_result))
            solved.append((variant, plan_result))
        except PlannerError as e:
            result = VariantResult(variant=variant, status="error", error=str(e),
                                   solve_time_s=time.perf_counter() - start,
                                   warm_start=warm_label)
        results.append(result)
        if on_result is not None:
            on_result(result)
    return results
