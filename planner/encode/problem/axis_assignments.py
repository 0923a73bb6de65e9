"""Every way of handing mesh axes to factors: the raw material of strategies.

An assignment gives each factor an ordered tuple of axis refs (major to minor). Each mesh
axis is used at most once (whole, or as its major sub-axis where the whole axis does not
divide the factor but a part of it does); the axes of a factor must divide its size
exactly (no padding), and only ``shardable`` factors get axes. Order within a factor
matters (``{"x", "y"}`` and ``{"y", "x"}`` place devices differently), so both orders are
produced. Output order is deterministic: fewer axes first, then mesh axis order.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import permutations, product
from math import gcd

from planner.model.sharding.axis import AxisRef, SubAxisInfo
from planner.model.sharding.mesh import MeshAttr

Assignment = tuple[tuple[AxisRef, ...], ...]


def axis_pieces(name: str, factor_size: int, mesh: MeshAttr) -> AxisRef | None:
    """The piece of axis ``name`` a factor of ``factor_size`` can take alone: the whole
    axis when it divides the factor, else its major sub-axis of size gcd (None if 1)."""
    n = mesh.axis_size(name)
    if n <= 1:
        return None
    if factor_size % n == 0:
        return AxisRef(name)
    g = gcd(n, factor_size)
    return AxisRef(name, SubAxisInfo(1, g)) if g > 1 else None


def assignments(factor_sizes: Sequence[int], shardable: Sequence[bool], axes: Sequence[str],
                mesh: MeshAttr, orders: bool = True) -> Iterator[Assignment]:
    """Every valid assignment of ``axes`` (names of mesh axes, in mesh order) to the
    factors; with ``orders=False`` a factor's axes only come in mesh order (the other
    orders place devices differently but cost the same, so they only matter where an
    annotation asks for one)."""
    nf = len(factor_sizes)
    targets = [f for f in range(nf) if shardable[f] and factor_sizes[f] > 1]
    choices = [[-1, *[f for f in targets if axis_pieces(a, factor_sizes[f], mesh)]]
               for a in axes]
    found: list[tuple[int, Assignment]] = []
    seen: set[Assignment] = set()
    # The same axes in the same order on a factor of the same size recur in many picks.
    refs_of: dict[tuple[tuple[str, ...], int], tuple[AxisRef, ...] | None] = {}
    for pick in product(*choices):
        groups: dict[int, list[str]] = {}
        for a, f in zip(axes, pick, strict=True):
            if f >= 0:
                groups.setdefault(f, []).append(a)
        for picked in product(*((permutations(groups[f]) if orders else [tuple(groups[f])])
                                for f in sorted(groups))):
            out: list[tuple[AxisRef, ...]] = [()] * nf
            ok = True
            for f, order in zip(sorted(groups), picked, strict=True):
                key_refs = (order, factor_sizes[f])
                if key_refs not in refs_of:
                    refs_of[key_refs] = _refs(order, factor_sizes[f], mesh)
                refs = refs_of[key_refs]
                if refs is None:
                    ok = False
                    break
                out[f] = refs
            key = tuple(out)
            if ok and key not in seen:
                seen.add(key)
                found.append((sum(len(x) for x in key), key))
    found.sort(key=lambda t: t[0])  # stable: enumeration order within a count
    for _, a in found:
        yield a


def _refs(order: Sequence[str], size: int, mesh: MeshAttr) -> tuple[AxisRef, ...] | None:
    """Axis refs for ``order`` on a factor of ``size`` (None when they do not divide it):
    whole axes while they divide what is left; a sub-axis only as the last piece."""
    refs = []
    left = size
    for i, a in enumerate(order):
        n = mesh.axis_size(a)
        if left % n == 0:
            refs.append(AxisRef(a))
            left //= n
            continue
        g = gcd(n, left)
        if g == 1 or i != len(order) - 1:
            return None
        refs.append(AxisRef(a, SubAxisInfo(1, g)))
        left //= g
    return tuple(refs)
