"""planner: a sharding planner for StableHLO + Shardy (sdy) programs.

The Python API: ``load``/``parse`` read MLIR text into a module, ``to_text`` prints
it back, ``verify``/``check`` apply the dialect's invariants, ``run_passes`` runs
passes and pipelines by name.
"""

from planner.api import check, load, parse, to_text, verify
from planner.model.axis import AxisRef, SubAxisInfo
from planner.model.diagnostics import ParseError, PlannerError, SourceLoc, VerificationError
from planner.model.ir import Block, BlockArgument, Operation, OpResult, Region, Value
from planner.model.mesh import MeshAttr, MeshAxis
from planner.model.rule import OpShardingRule
from planner.model.sharding import DimSharding, ShardingPerValue, TensorSharding
from planner.model.types import TensorType
from planner.passes import run_passes

__all__ = [
    "AxisRef", "Block", "BlockArgument", "DimSharding", "MeshAttr", "MeshAxis", "OpResult",
    "OpShardingRule", "Operation", "ParseError", "PlannerError", "Region", "ShardingPerValue",
    "SourceLoc", "SubAxisInfo", "TensorSharding", "TensorType", "Value", "VerificationError",
    "check", "load", "parse", "run_passes", "to_text", "verify",
]
