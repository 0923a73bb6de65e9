"""Topologies: which levels a collective's devices span, and the hierarchical price."""

from __future__ import annotations

import json
from itertools import product
from pathlib import Path

import pytest

from planner.encode.cost.hardware import PRESETS, HardwareProfile, Link, load_hardware
from planner.encode.cost.topology import (
    hierarchical_seconds_per_byte,
    level_factors,
    packed_factors,
)
from planner.model.ir.diagnostics import PlannerError
from planner.model.sharding.axis import AxisRef
from planner.model.sharding.mesh import MeshAttr, MeshAxis

NODES = (8, None)  # eight devices per node, then the network
BIG = MeshAttr((MeshAxis("data", 8), MeshAxis("fsdp", 16), MeshAxis("seq", 4),
                MeshAxis("model", 4)))
NV, IB = 450e9, 50e9
CLUSTER = PRESETS["h100-cluster"]


@pytest.mark.parametrize(("axes", "factors"), [
    (["model"], (4, 1)),                 # stride 1: inside a node
    (["seq"], (2, 2)),                   # stride 4: two per node, two nodes
    (["seq", "model"], (8, 2)),
    (["fsdp"], (1, 16)),                 # stride 16: one per node
    (["data", "fsdp"], (1, 128)),
    ([AxisRef.of("seq", 1, 2)], (1, 2)),  # the major half of seq: stride 8
    ([AxisRef.of("seq", 2, 2)], (2, 1)),  # the minor half: stride 4, one node
])
def test_level_factors_in_row_major_order(axes: list, factors: tuple[int, ...]) -> None:
    refs = [AxisRef(a) if isinstance(a, str) else a for a in axes]
    assert level_factors(NODES, refs, BIG) == factors


def test_device_order_decides_the_levels() -> None:
    mesh = MeshAttr((MeshAxis("x", 2), MeshAxis("y", 8)))
    assert level_factors(NODES, [AxisRef("y")], mesh) == (8, 1)
    # the transposed order: mesh position (i, j) is device 2j + i
    swapped = MeshAttr(mesh.axes, tuple(2 * j + i for i in range(2) for j in range(8)))
    assert level_factors(NODES, [AxisRef("y")], swapped) == (4, 2)
    assert level_factors(NODES, [AxisRef("x")], swapped) == (2, 1)
    # two devices trade places: each y group now spans two nodes, priced as split evenly
    mixed = MeshAttr(mesh.axes, (0, 1, 2, 3, 4, 5, 6, 8, 7, 9, 10, 11, 12, 13, 14, 15))
    assert level_factors(NODES, [AxisRef("y")], mixed) == (4, 2)
    assert level_factors(NODES, [AxisRef("x")], mixed) == (1, 2)  # x groups: nodes apart


def _all_to_all_by_peers(mesh: MeshAttr, axes: list[AxisRef], buffer: float) -> float:
    """Seconds of an all-to-all from device 0's group, counted peer by peer: each peer's
    piece crosses the outermost level that separates the two devices."""
    (f0, f1) = level_factors(NODES, axes, mesh)
    n = f0 * f1
    peers = [p for p in range(n) if p != 0]
    node_of = [p // f0 for p in range(n)]  # members in group order, f0 per node
    return sum(buffer / n / (NV if node_of[p] == node_of[0] else IB) for p in peers)


@pytest.mark.parametrize("axes", [["seq"], ["seq", "model"], ["fsdp", "seq", "model"]])
def test_all_to_all_sends_each_peer_over_its_level(axes: list[str]) -> None:
    refs = [AxisRef(a) for a in axes]
    f = level_factors(NODES, refs, BIG)
    per_byte = hierarchical_seconds_per_byte(f, [NV, IB], all_to_all=True)
    assert per_byte * 1e6 == pytest.approx(_all_to_all_by_peers(BIG, refs, 1e6), rel=1e-12)
    link = CLUSTER.link_for(refs, BIG, "all_to_all")
    n = f[0] * f[1]
    assert link.seconds((n - 1) / n * 1e6) == pytest.approx(15e-6 + per_byte * 1e6, rel=1e-12)


def test_a_ring_reduces_inside_nodes_before_crossing_them() -> None:
    # seq: two devices per node, two nodes. Reduce-scatter within the node (half of the
    # buffer over NVLink), then across nodes on the half left (a quarter over IB); the
    # all-gather undoes both.
    buffer = 1 << 20
    link = CLUSTER.link_for([AxisRef("seq")], BIG, "all_reduce")
    sent = 2 * 3 / 4 * buffer  # a flat ring's all-reduce of four
    assert link.seconds(sent) == pytest.approx(
        15e-6 + 2 * (buffer / 2 / NV + buffer / 4 / IB), rel=1e-12)
    # one device per node: the flat ring on InfiniBand
    assert CLUSTER.link_for([AxisRef("fsdp")], BIG) == Link(latency_s=10e-6, bandwidth=IB)
    # a permute sends its whole buffer to one peer: the slowest level's speed
    assert CLUSTER.link_for([AxisRef("seq")], BIG, "collective_permute").bandwidth == IB


def test_axis_order_changes_the_price() -> None:
    inner = MeshAttr((MeshAxis("data", 4), MeshAxis("model", 8)))
    outer = MeshAttr((MeshAxis("model", 8), MeshAxis("data", 4)))
    assert CLUSTER.link_for(["model"], inner).bandwidth == NV
    assert CLUSTER.link_for(["model"], outer).bandwidth < NV
    hierarchy = [CLUSTER.link_for(axes, BIG) for axes in
                 product(["model", "seq", "fsdp"], repeat=1)]
    assert [h.bandwidth for h in hierarchy] == sorted((h.bandwidth for h in hierarchy),
                                                      reverse=True)


def test_named_axes_keep_their_links() -> None:
    hw = HardwareProfile.model_validate(CLUSTER.model_dump() | {"axis_links": {"data": "ib"}})
    small = MeshAttr((MeshAxis("data", 2), MeshAxis("model", 4)))
    assert hw.link_for(["data"], small).bandwidth == IB  # inside a node, but named
    assert hw.link_for(["model"], small).bandwidth == NV


TOPOLOGY = """name = "racks"
memory_bytes = 1000
default_link = "fast"
[flops]
default = 1e12
[links.fast]
latency_s = 1e-6
bandwidth = 1e11
[links.slow]
latency_s = 1e-5
bandwidth = 1e10
[[topology]]
name = "board"
size = 4
link = "fast"
[[topology]]
name = "rack"
link = "slow"
fan_out = 0.5
"""


def test_a_topology_from_a_file(tmp_path: Path) -> None:
    path = tmp_path / "racks.toml"
    path.write_text(TOPOLOGY)
    hw = load_hardware(path)
    mesh = MeshAttr((MeshAxis("a", 2), MeshAxis("b", 4)))
    assert hw.link_for(["b"], mesh).bandwidth == 1e11
    assert hw.link_for(["a"], mesh) == Link(latency_s=1e-5, bandwidth=0.5e10)  # shared NIC


@pytest.mark.parametrize(("change", "message"), [
    ({"outer_axis_link": "slow"}, "a topology and an outer_axis_link exclude each other"),
    ({"topology": [{"name": "a", "link": "fast"}, {"name": "b", "link": "slow"}]},
     "only the outermost level of a topology may have no size"),
    ({"topology": [{"name": "a", "size": 4, "link": "fast"}]},
     "the outermost level of a topology has no size"),
    ({"topology": [{"name": "a", "link": "warp"}]}, "unknown link 'warp'"),
])
def test_bad_topologies_say_why(tmp_path: Path, change: dict, message: str) -> None:
    import tomllib

    data = tomllib.loads(TOPOLOGY) | change
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    with pytest.raises(PlannerError, match=message):
        load_hardware(path)


def test_overlapping_axes_count_once() -> None:
    mesh = MeshAttr((MeshAxis("data", 2), MeshAxis("model", 16)))
    whole = level_factors(NODES, [AxisRef("model")], mesh)
    assert level_factors(NODES, [AxisRef("model"), AxisRef.of("model", 2, 4)], mesh) == whole
    assert level_factors(NODES, [AxisRef.of("model", 1, 4), AxisRef.of("model", 2, 4)],
                         mesh) == level_factors(NODES, [AxisRef.of("model", 1, 8)], mesh)
    # disjoint sub-axes stay apart: the major 2 and the minor 2 of 16
    assert level_factors(NODES, [AxisRef.of("model", 1, 2), AxisRef.of("model", 8, 2)],
                         mesh) == (2, 2)


def test_packed_devices_price_no_order_lower() -> None:
    # every order of data=4, model=8 on nodes of 8, against the packed price
    packed = CLUSTER.model_copy(update={"packed": True})
    assert packed_factors(NODES, 4) == (4, 1) and packed_factors(NODES, 32) == (8, 4)
    assert packed_factors(NODES, 12) == (8, 1.5)
    for axes in (("data",), ("model",), ("data", "model")):
        for order in ((("data", 4), ("model", 8)), (("model", 8), ("data", 4)),
                      (("data", 16), ("model", 8)), (("model", 8), ("data", 16))):
            mesh = MeshAttr(tuple(MeshAxis(n, s) for n, s in order))
            for kind in ("all_reduce", "all_to_all", "collective_permute"):
                real = CLUSTER.link_for(axes, mesh, kind)
                best = packed.link_for(axes, mesh, kind)
                assert best.bandwidth >= real.bandwidth and best.latency_s <= real.latency_s
    inner = MeshAttr((MeshAxis("data", 4), MeshAxis("model", 8)))
    assert packed.link_for(["model"], inner) == CLUSTER.link_for(["model"], inner)
