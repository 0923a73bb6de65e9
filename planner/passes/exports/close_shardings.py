"""``sdy-close-shardings``: closes tensor shardings and drops replicated axes."""

from __future__ import annotations

from planner.model.dialects.ops import ModuleOp
from planner.model.sharding.tensor_sharding import DimSharding, TensorSharding
from planner.model.sharding.walk import map_shardings
from planner.passes.registry import Pass


def closed(sharding: TensorSharding) -> TensorSharding:
    """Every dimension closed, no replicated axes; axes, priorities and unreduced kept
    (``sharding`` itself where it is so already)."""
    if not sharding.replicated and all(d.is_closed for d in sharding.dims):
        return sharding
    dims = tuple(DimSharding(d.axes, True, d.priority) for d in sharding.dims)
    return TensorSharding(sharding.mesh, dims, (), sharding.unreduced, sharding.reduction)


def close_shardings(module: ModuleOp) -> None:
    """Close every sharding in the module."""
    map_shardings(module, closed)


PASS = Pass("sdy-close-shardings", "Closes tensor shardings and drops replicated axes.",
            close_shardings)
