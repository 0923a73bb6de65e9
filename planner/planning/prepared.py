"""What planning has before the solve: the module copy and its problem."""

from __future__ import annotations

from dataclasses import dataclass

from planner.encode.cost.cost_model import CostModel
from planner.encode.cost.hardware import HardwareProfile
from planner.encode.problem.constraints import Constraint
from planner.encode.problem.encoder import Encoding
from planner.encode.problem.graph import DataflowGraph
from planner.model.dialects.ops import ModuleOp
from planner.planning.axis_decomposition import Decomposed
from planner.planning.schedule import Schedule
from planner.solve.core.problem import StrategyProblem


@dataclass(kw_only=True)
class Prepared:
    """Everything before the solve: the module copy and its problem."""

    module: ModuleOp
    encoding: Encoding
    constraints: list[Constraint]
    problem: StrategyProblem
    hardware: HardwareProfile
    calls_inlined: int
    encode_s: float
    schedule: Schedule  # the shares of the time limit (the program's op count included)
    graph: DataflowGraph  # what was encoded, and the model that priced it
    model: CostModel
    decomposed: Decomposed | None = None  # an axis-by-axis plan the solve starts from
    # Why the encoding is the axis-by-axis plan's own, not the joint one ("": it is not).
    phase_encoding: str = ""
