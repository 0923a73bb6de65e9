"""The meshes a device count allows: every way of giving the program's axis roles sizes
that multiply to the count, and every order of those axes that the topology tells apart.

The order of a mesh's axes is its device order (row-major), so it decides which axes
stay inside a node. Two orders are the same candidate when every group of axes costs the
same in both (a flat profile has one order per set of sizes). Two sets of sizes are
also alike when they differ only in which of the axes the program never names gets which
size: the planner sees the same problem, renamed (:class:`Space`).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Mapping, Sequence

from planner.encode.cost.hardware import HardwareProfile, Link
from planner.encode.cost.topology import level_factors
from planner.model.ir.core import Operation
from planner.model.ir.op_names import SDY
from planner.model.ir.types import TensorType
from planner.model.sharding.axis import AxisRef
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
    axes of size 1 last, the others in every order whose prices differ (a topology's
    levels, or the outer-axis rule)."""
    real = [(r, s) for r, s in zip(roles, sizes, strict=True) if s > 1]
    ones = [MeshAxis(r, 1) for r, s in zip(roles, sizes, strict=True) if s == 1]
    subsets = [c for k in range(1, len(real) + 1)
               for c in itertools.combinations(sorted(r for r, _ in real), k)]
    seen: set[tuple[object, ...]] = set()
    meshes = []
    for order in itertools.permutations(real):
        mesh = MeshAttr((*(MeshAxis(r, s) for r, s in order), *ones))
        signature = _signature(hardware, subsets, mesh)
        if signature not in seen:
            seen.add(signature)
            meshes.append(mesh)
    return meshes


def _signature(hardware: HardwareProfile, subsets: list[tuple[str, ...]],
               mesh: MeshAttr) -> tuple[object, ...]:
    """What decides every collective's price on ``mesh``: per group of axes, the levels
    it spans (with a topology) or its links."""
    if hardware.topology:
        sizes = [level.size for level in hardware.topology]
        return tuple(level_factors(sizes, [AxisRef(a) for a in axes], mesh)
                     for axes in subsets)
    return tuple(hardware.link_for(axes, mesh, kind) for axes in subsets for kind in _KINDS)


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


def named_roles(module_text: str, roles: Sequence[str]) -> set[str]:
    """The roles the program's annotations name (those quoted anywhere but in its mesh
    declarations)."""
    body = "\n".join(line for line in module_text.splitlines()
                     if not line.lstrip().startswith(SDY.MESH))
    return {r for r in roles if f'"{r}"' in body}


def order_free(hardware: HardwareProfile) -> HardwareProfile:
    """``hardware`` with no device order: no order prices a collective below it, so a
    plan's bound on it bounds every order's. With a topology no faster outwards, each
    group of devices as close together as the levels allow (``packed``); otherwise every
    link the order decides is the fastest (per-name links stay: no order moves them)."""
    name = f"{hardware.name} (any order)"
    if _slower_outwards(hardware):
        return hardware.model_copy(update={"name": name, "packed": True})
    fans = {lv.link: max(lv.fan_out, 1.0) for lv in hardware.topology}
    fastest = Link(latency_s=min(link.latency_s for link in hardware.links.values()),
                   bandwidth=max(link.bandwidth * fans.get(name, 1.0)
                                 for name, link in hardware.links.items()))
    return hardware.model_copy(update={
        "name": name, "links": {**hardware.links, "fastest": fastest},
        "default_link": "fastest", "outer_axis_link": None, "topology": ()})


def _slower_outwards(hardware: HardwareProfile) -> bool:
    """Whether ``hardware`` has a topology whose levels are no faster outwards (no more
    bandwidth, no less latency): then packing a group's devices inwards prices its
    collective lowest."""
    levels = [(hardware.links[lv.link].bandwidth * lv.fan_out,
               hardware.links[lv.link].latency_s) for lv in hardware.topology]
    return bool(levels) and all(a[0] >= b[0] and a[1] <= b[1]
                                for a, b in itertools.pairwise(levels))


class Space:
    """The candidate meshes: per class of alike sizes (:func:`sizing_key`), the meshes of
    its first in every device order the hardware tells apart."""

    def __init__(self, roles: Sequence[str], devices: int, hardware: HardwareProfile,
                 max_size: Mapping[str, int], fits: set[int], named: set[str]) -> None:
        groups: dict[tuple[object, ...], list[tuple[int, ...]]] = {}
        for sizes in sizings(roles, devices, max_size, fits):
            groups.setdefault(sizing_key(roles, sizes, named), []).append(sizes)
        #: per class: its meshes (specs), the first sizes' device orders
        self.sizings: dict[tuple[object, ...], list[str]] = {}
        #: per mesh: the other sizes of its class (specs in the roles' order)
        self.alike: dict[str, list[str]] = {}
        for key, group in groups.items():
            others = [spec_of(roles, sizes) for sizes in group[1:]]
            self.sizings[key] = [spec(m) for m in distinct_orders(roles, group[0], hardware)]
            self.alike.update((m, others) for m in self.sizings[key])
        self.meshes = list(self.alike)
        self.orders_matter = any(len(group) > 1 for group in self.sizings.values())

    def sizing_of(self, mesh: str) -> tuple[object, ...]:
        return next(k for k, group in self.sizings.items() if mesh in group)


def sizing_key(roles: Sequence[str], sizes: Sequence[int],
               named: set[str]) -> tuple[object, ...]:
    """What alike sizes share: the named roles' sizes, and the others' sorted."""
    pairs = list(zip(roles, sizes, strict=True))
    return (tuple(s for r, s in pairs if r in named),
            tuple(sorted(s for r, s in pairs if r not in named)))


def spec_of(roles: Sequence[str], sizes: Sequence[int]) -> str:
    return ",".join(f"{r}={s}" for r, s in zip(roles, sizes, strict=True))


def spec(mesh: MeshAttr) -> str:
    """``mesh`` as ``--mesh`` takes it: ``data=8,model=4``."""
    return ",".join(f"{a.name}={a.size}" for a in mesh.axes)
