"""Every way of handing mesh axes to factors: the raw material of strategies.

An assignment gives each factor an ordered tuple of axis refs (major to minor). Each mesh
axis is used at most once (whole, or as its major sub-axis where the whole axis does not
divide the factor but a part of it does); the axes of a factor divide its size exactly,
except that on a ``paddable`` factor the last axis may also shard it whole, padded
(Shardy's ``pad-for-divisibility`` pads each shard up; a vocabulary of 50,257 over 8
devices: 6,283 rows each), where the padding adds at most ``MAX_PADDING`` of the
factor. Only ``shardable`` factors get axes. Order within a factor matters (``{"x",
"y"}`` and ``{"y", "x"}`` place devices differently), so both orders are produced.
Output order is deterministic: fewer axes first, then mesh axis order.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from itertools import permutations, product
from math import gcd

from planner.model.sharding.axis import AxisRef, SubAxisInfo
from planner.model.sharding.mesh import MeshAttr

Assignment = tuple[tuple[AxisRef, ...], ...]

# The most padding a padded axis may add to a factor, as a share of its size.
MAX_PADDING = 1 / 8


def pads_little(size: int, shards: int) -> bool:
    """Whether ``shards`` padded shards of a ``size`` factor add at most ``MAX_PADDING``."""
    return -(-size // shards) * shards <= (1 + MAX_PADDING) * size


def assignments(factor_sizes: Sequence[int], shardable: Sequence[bool], axes: Sequence[str],
                mesh: MeshAttr, orders: bool = True,
                paddable: Sequence[bool] | None = None,
                places: Mapping[str, set[int]] | None = None) -> Iterator[Assignment]:
    """Every valid assignment of ``axes`` (names of mesh axes, in mesh order) to the
    factors; with ``orders=False`` a factor's axes only come in mesh order (the other
    orders place devices differently but cost the same, so they only matter where an
    annotation asks for one). ``paddable``: the factors an axis may shard padded (none
    by default); ``places``: per axis named there, the only factors it may go to (-1:
    none)."""
    nf = len(factor_sizes)
    pad = list(paddable) if paddable is not None else [False] * nf
    targets = [f for f in range(nf) if shardable[f] and factor_sizes[f] > 1]
    # an axis may go to a factor it can shard alone (whole, a sub-axis, or padded)
    choices = [[-1, *[f for f in targets
                      if mesh.axis_size(a) > 1 and _refs((a,), factor_sizes[f], mesh, pad[f])]]
               for a in axes]
    if places:
        choices = [[f for f in c if a not in places or f in places[a]]
                   for a, c in zip(axes, choices, strict=True)]
    found: list[tuple[int, Assignment]] = []
    seen: set[Assignment] = set()
    # The same axes in the same order on a factor of the same size recur in many picks.
    refs_of: dict[tuple[tuple[str, ...], int, bool], list[tuple[AxisRef, ...]]] = {}
    for pick in product(*choices):
        groups: dict[int, list[str]] = {}
        for a, f in zip(axes, pick, strict=True):
            if f >= 0:
                groups.setdefault(f, []).append(a)
        factors = sorted(groups)
        for picked in product(*((permutations(groups[f]) if orders else [tuple(groups[f])])
                                for f in factors)):
            ways = []
            for f, order in zip(factors, picked, strict=True):
                key_refs = (order, factor_sizes[f], pad[f])
                if key_refs not in refs_of:
                    refs_of[key_refs] = _refs(order, factor_sizes[f], mesh, pad[f])
                ways.append(refs_of[key_refs])
            for refs in product(*ways):  # none where a factor's axes do not fit it
                out: list[tuple[AxisRef, ...]] = [()] * nf
                for f, r in zip(factors, refs, strict=True):
                    out[f] = r
                key = tuple(out)
                if key not in seen:
                    seen.add(key)
                    found.append((sum(len(x) for x in key), key))
    found.sort(key=lambda t: t[0])  # stable: enumeration order within a count
    for _, assignment in found:
        yield assignment


def _refs(order: Sequence[str], size: int, mesh: MeshAttr,
          paddable: bool = False) -> list[tuple[AxisRef, ...]]:
    """The ways ``order`` can shard a factor of ``size`` (none when its axes do not fit):
    whole axes while they divide what is left; as the last piece, a sub-axis (its part
    that divides) and, on a ``paddable`` factor, the whole axis padded where that pads
    little."""
    refs: list[AxisRef] = []
    left = size
    for i, a in enumerate(order):
        n = mesh.axis_size(a)
        if left % n == 0:
            refs.append(AxisRef(a))
            left //= n
            continue
        if i != len(order) - 1:
            return []
        ways = []
        g = gcd(n, left)
        if g > 1:
            ways.append((*refs, AxisRef(a, SubAxisInfo(1, g))))
        if paddable and pads_little(left, n):
            ways.append((*refs, AxisRef(a)))
        return ways
    return [tuple(refs)]
