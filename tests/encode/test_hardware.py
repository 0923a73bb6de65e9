"""Hardware profiles: presets, JSON/TOML files, one-line errors, links per mesh axis."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from planner.encode.cost.hardware import PRESETS, HardwareProfile, Link, load_hardware
from planner.model.ir.diagnostics import PlannerError
from planner.model.sharding.axis import AxisRef
from planner.model.sharding.mesh import MeshAttr, MeshAxis

MESH = MeshAttr((MeshAxis("data", 2), MeshAxis("model", 4)))
PROFILE = {
    "name": "two-nodes", "memory_bytes": 1000, "default_link": "fast",
    "outer_axis_link": "slow", "axis_links": {"pipe": "slow"},
    "flops": {"default": 1e12, "bf16": 2e12},
    "links": {"fast": {"latency_s": 1e-6, "bandwidth": 1e11},
              "slow": {"latency_s": 1e-5, "bandwidth": 1e10}},
}
TOML = """name = "two-nodes"
memory_bytes = 1000
default_link = "fast"
outer_axis_link = "slow"
axis_links = { pipe = "slow" }
[flops]
default = 1e12
bf16 = 2e12
[links.fast]
latency_s = 1e-6
bandwidth = 1e11
[links.slow]
latency_s = 1e-5
bandwidth = 1e10
"""


def test_presets() -> None:
    h100 = load_hardware()
    assert h100 is PRESETS["h100-8"] and h100.name == "h100-8"
    assert h100.peak_flops("f32") == h100.peak_flops("bf16") == 989e12
    assert h100.link_for([AxisRef("data")], MESH) == Link(latency_s=5e-6, bandwidth=450e9)
    cluster = load_hardware("h100-cluster")
    nodes = MeshAttr((MeshAxis("data", 16), MeshAxis("model", 8)))
    assert cluster.link_for([AxisRef("data")], nodes) == Link(latency_s=1e-5, bandwidth=50e9)
    assert cluster.link_for([AxisRef("model")], nodes).bandwidth == 450e9
    assert cluster.link_for([AxisRef("data")], MESH).bandwidth == 450e9  # one node
    tpu = load_hardware("tpu-v5p")
    assert tpu.peak_flops("bf16") == 459e12
    slices = MeshAttr((MeshAxis("data", 4), MeshAxis("model", 256)))
    assert tpu.link_for(["model"], slices).bandwidth == 2 * 9e10  # both ways round a torus
    assert tpu.link_for(["data"], slices) == Link(latency_s=20e-6, bandwidth=6e9)


def test_outer_axis_only_on_multi_axis_meshes() -> None:
    cluster = HardwareProfile.model_validate(PROFILE | {"axis_links": {}})
    one_axis = MeshAttr((MeshAxis("data", 8),))
    assert cluster.link_for(["data"], one_axis).bandwidth == 1e11
    # a size-1 outer axis doesn't count: "model" is the outermost real axis
    padded = MeshAttr((MeshAxis("pod", 1), MeshAxis("model", 4), MeshAxis("x", 2)))
    assert cluster.link_for(["model"], padded).bandwidth == 1e10


def test_several_axes_use_the_slowest_link(tmp_path: Path) -> None:
    path = tmp_path / "p.json"
    path.write_text(json.dumps(PROFILE))
    hw = load_hardware(path)
    assert hw.link_for([AxisRef("data"), AxisRef("model")], MESH).bandwidth == 1e10
    assert hw.link_for(["model"], MESH).latency_s == 1e-6
    assert hw.link_for(["pipe"], None).bandwidth == 1e10  # by name, any mesh
    assert hw.link_for([], MESH) == hw.links["fast"]
    assert hw.peak_flops("bf16") == 2e12 and hw.peak_flops("f32") == 1e12


def test_json_and_toml_give_the_same_profile(tmp_path: Path) -> None:
    (tmp_path / "p.json").write_text(json.dumps(PROFILE))
    (tmp_path / "p.toml").write_text(TOML)
    a, b = load_hardware(tmp_path / "p.json"), load_hardware(str(tmp_path / "p.toml"))
    assert a == b == HardwareProfile.model_validate(PROFILE)
    with pytest.raises(Exception):  # noqa: B017 - frozen: pydantic's ValidationError
        a.name = "other"  # type: ignore[misc]


@pytest.mark.parametrize(("change", "message"), [
    ({"links": {"fast": {"latency_s": 1e-6, "bandwidth": -1}}},
     "links.fast.bandwidth: Input should be greater than or equal to 1"),
    ({"memory_bytes": "lots"}, "memory_bytes: Input should be a valid integer"),
    ({"default_link": "nowhere"}, "unknown link 'nowhere'"),
    ({"flops": {"bf16": 1e12}}, "flops needs a 'default' entry"),
    ({"colour": "green"}, "colour: Extra inputs are not permitted"),
])
def test_bad_profiles_are_one_line_errors(tmp_path: Path, change: dict, message: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(PROFILE | change))
    with pytest.raises(PlannerError) as e:
        load_hardware(path)
    text = str(e.value)
    assert "\n" not in text and text.startswith(f"{path}:0:0: error: invalid hardware profile")
    assert message in text


def test_unreadable_and_unknown_profiles(tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text("name = \n")
    with pytest.raises(PlannerError, match="invalid hardware profile: Invalid value"):
        load_hardware(bad)
    with pytest.raises(PlannerError, match=r"unknown hardware profile \(presets: h100-8"):
        load_hardware("h200-16")
