"""The solver core: strategy problems and everything that solves them, knowing nothing
of StableHLO. ``solve`` (``solver.py``) is the entry point; ``iopddl.py`` reads and writes
the contest's format. Imported lazily: ``planner.solve.solution`` alone does not load
OR-tools."""

from __future__ import annotations

from typing import Any

__all__ = ["Solution", "SolveOptions", "SolveStatus", "solve"]


def __getattr__(name: str) -> Any:
    if name == "solve":
        from planner.solve.solver import solve

        return solve
    if name in ("Solution", "SolveOptions", "SolveStatus"):
        from planner.solve import solution

        return getattr(solution, name)
    raise AttributeError(f"module 'planner.solve' has no attribute {name!r}")
