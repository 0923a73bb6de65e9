"""Exact reductions of strategy problems (one module per reduction, ``driver`` runs them
to a fixpoint; before them, past a pair budget, the strategy cap of ``cap.py``, the one
inexact step), connected components and induced subproblems."""

from planner.solve.reduce.components import components, subproblem
from planner.solve.reduce.driver import reduce_problem
from planner.solve.reduce.result import Reduction

__all__ = ["Reduction", "components", "reduce_problem", "subproblem"]
