"""Shardings an earlier phase of an axis-by-axis plan chose, which later phases extend.

Planning a mesh axis group at a time (``planning.axis_decomposition``, XLA's
``solve_nd_sharding_iteratively``) fixes how the axes of the earlier groups shard each
tensor; a later phase only adds axes. A sharding *extends* an earlier one over ``axes``
when, keeping only the axes named in ``axes``, its dimensions hold exactly the earlier
one's axes, in the same order.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from planner.model.sharding.axis import AxisRef
from planner.model.sharding.tensor_sharding import TensorSharding

# A tensor's sharding over some axes: the axes of each dimension, major first.
Dims = tuple[tuple[AxisRef, ...], ...]


def projected(sharding: TensorSharding, axes: frozenset[str]) -> Dims:
    """``sharding``'s dimensions with only the axes named in ``axes``."""
    return tuple(tuple(a for a in d.axes if a.name in axes) for d in sharding.dims)


@dataclass(frozen=True)
class Prefix:
    """What a node's strategies must extend: per tensor (an op's operands then results;
    a sharding node's one value) its dimensions over the earlier phases' ``axes``."""

    axes: frozenset[str]
    tensors: tuple[Dims, ...]

    def admits(self, shardings: Sequence[TensorSharding]) -> bool:
        """Whether ``shardings`` (one per tensor, in order) extend the prefix."""
        return all(projected(s, self.axes) == want
                   for s, want in zip(shardings, self.tensors, strict=True))
