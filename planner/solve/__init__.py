"""solve stage (see DESIGN.md)."""
from planner.solve.solution import Solution, SolveOptions, SolveStatus
from planner.solve.solver import solve

__all__ = ["Solution", "SolveOptions", "SolveStatus", "solve"]
