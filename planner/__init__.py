"""planner: a sharding planner for StableHLO + Shardy (sdy) programs.

The Python API: ``load``/``parse`` read MLIR text into a module, ``to_text`` prints
it back, ``verify``/``check`` apply the dialect's invariants, ``run_passes`` runs
passes and pipelines by name, ``plan`` decides the shardings, ``cost`` prices a plan,
``simulate`` runs it on a simulated mesh, ``explore`` re-plans under other meshes,
hardware, pins or memory caps, ``search_meshes`` searches the meshes of a device count,
``from_jax`` lowers a JAX function and ``jit`` jits one
with the planner's shardings (extra ``jax``; keras and flax hand-back in
``planner.interop``).
"""

# First the clock (it starts before the other imports), then OR-tools' native code
# (before anything can load TensorFlow's protobuf).
from planner import _clock, _native  # noqa: F401
from planner.api import (
    check,
    cost,
    explore,
    from_jax,
    jit,
    load,
    parse,
    plan,
    report,
    search_meshes,
    simulate,
    to_text,
    verify,
)
from planner.model.ir.core import Block, BlockArgument, Operation, OpResult, Region, Value
from planner.model.ir.diagnostics import ParseError, PlannerError, SourceLoc, VerificationError
from planner.model.ir.types import TensorType
from planner.model.sharding.axis import AxisRef, SubAxisInfo
from planner.model.sharding.mesh import MeshAttr, MeshAxis
from planner.model.sharding.rule import OpShardingRule
from planner.model.sharding.tensor_sharding import DimSharding, ShardingPerValue, TensorSharding
from planner.passes import run_passes

__all__ = [
    "AxisRef",
    "Block",
    "BlockArgument",
    "DimSharding",
    "MeshAttr",
    "MeshAxis",
    "OpResult",
    "OpShardingRule",
    "Operation",
    "ParseError",
    "PlannerError",
    "Region",
    "ShardingPerValue",
    "SourceLoc",
    "SubAxisInfo",
    "TensorSharding",
    "TensorType",
    "Value",
    "VerificationError",
    "check",
    "cost",
    "explore",
    "from_jax",
    "jit",
    "load",
    "parse",
    "plan",
    "report",
    "run_passes",
    "search_meshes",
    "simulate",
    "to_text",
    "verify",
]
