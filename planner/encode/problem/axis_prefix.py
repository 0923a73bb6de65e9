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

    def places(self, mappings: Sequence[Sequence[Sequence[int]]]) -> dict[str, set[int]]:
        """Per axis of ``axes``, the factors it may go to in a strategy that extends the
        prefix (-1: none), for tensors whose dimensions hold the factors ``mappings``
        says: a factor only where every dimension that holds it holds the axis; no factor
        only where no dimension holds it. A superset: ``admits`` decides."""
        holders: dict[int, list[tuple[int, int]]] = {}
        for k, dims in enumerate(mappings):
            for d, factors in enumerate(dims):
                for f in factors:
                    holders.setdefault(f, []).append((k, d))
        out = {}
        for a in self.axes:
            held = {(k, d) for k, dims in enumerate(self.tensors) for d, refs in enumerate(dims)
                    if any(r.name == a for r in refs)}
            out[a] = {f for f, where in holders.items() if all(w in held for w in where)}
            if not held:
                out[a].add(-1)
        return out

    def admits(self, shardings: Sequence[TensorSharding]) -> bool:
        """Whether ``shardings`` (one per tensor, in order) extend the prefix."""
        return all(projected(s, self.axes) == want
                   for s, want in zip(shardings, self.tensors, strict=True))
