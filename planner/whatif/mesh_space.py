"""The meshes a device count allows: every way of giving the program's axis roles sizes
that multiply to the count, and every order of those axes that the topology tells apart.

The order of a mesh's axes is its device order (row-major), so it decides which axes
stay inside a node. Two orders are the same candidate when every group of axes costs the
same in both (a flat profile has one order per set of sizes).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Mapping, Sequence

from planner.encode.cost.hardware import HardwareProfile
from planner.model.ir.core import Operation
from planner.model.ir.types import TensorType
from planner.model.sharding.mesh import MeshAttr, MeshAxis

# Kinds whose price on a group of axes may differ between device orders.
_KINDS = ("all_reduce", "all_to_all", "collective_permute")


def divisors(n: int) -> list[int]:
    return [d for d in range(1, n + 1) if n % d == 0]


def sizings(roles: Sequence[str], devices: int, max_size: Mapping[str, int],
            fits: set[int]) -> Iterator[tuple[int, ...]]:
    """Every tuple of sizes, one per role, that multiply to ``devices``; each at most
    its ``max_size`` and, above 1, dividing some dimension in ``fits``."""
    def rest(i: int, left: int) -> Iterator[tuple[int, ...]]:
        if i == len(roles) - 1:
            if _allowed(roles[i], left, max_size, fits):
                yield (left,)
            return
        for d in divisors(left):
            if _allowed(roles[i], d, max_size, fits):
                for tail in rest(i + 1, left // d):
                    yield (d, *tail)

    if roles:
        yield from rest(0, devices)


def _allowed(role: str, size: int, max_size: Mapping[str, int], fits: set[int]) -> bool:
    return size == 1 or (size <= max_size.get(role, size) and any(d % size == 0 for d in fits))


def distinct_orders(roles: Sequence[str], sizes: Sequence[int],
                    hardware: HardwareProfile) -> list[MeshAttr]:
    """The meshes of these sizes, one per device order the hardware tells apart: the
    axes of size 1 last, the others in every order whose prices differ."""
    real = [(r, s) for r, s in zip(roles, sizes, strict=True) if s > 1]
    ones = [MeshAxis(r, 1) for r, s in zip(roles, sizes, strict=True) if s == 1]
    subsets = [c for k in range(1, len(real) + 1)
               for c in itertools.combinations(sorted(r for r, _ in real), k)]
    seen: set[tuple[object, ...]] = set()
    meshes = []
    for order in itertools.permutations(real):
        mesh = MeshAttr((*(MeshAxis(r, s) for r, s in order), *ones))
        signature = tuple(hardware.link_for(axes, mesh, kind)
                          for axes in subsets for kind in _KINDS)
        if signature not in seen:
            seen.add(signature)
            meshes.append(mesh)
    return meshes


def dimension_sizes(module: Operation) -> set[int]:
    """The sizes of every dimension of every tensor ``module`` computes or takes."""
    sizes: set[int] = set()
    for op in module.walk():
        for region in op.regions:
            for block in region.blocks:
                for a in block.args:
                    if isinstance(a.type, TensorType):
                        sizes.update(d for d in a.type.shape if d)
        for r in op.results:
            if isinstance(r.type, TensorType):
                sizes.update(d for d in r.type.shape if d)
    return sizes


def mesh_space(roles: Sequence[str], devices: int, hardware: HardwareProfile,
               max_size: Mapping[str, int], fits: set[int]) -> list[MeshAttr]:
    """Every candidate mesh (see the module docstring), sizes in lexicographic order."""
    return [mesh for sizes in sizings(roles, devices, max_size, fits)
            for mesh in distinct_orders(roles, sizes, hardware)]


def spec(mesh: MeshAttr) -> str:
    """``mesh`` as ``--mesh`` takes it: ``data=8,model=4``."""
    return ",".join(f"{a.name}={a.size}" for a in mesh.axes)
