"""Hardware profiles: what a device computes per second, holds, and sends over each link.

A profile names its links (latency alpha in seconds, bandwidth β⁻¹ in bytes per second each
device sends one way) and maps mesh axes to them: a per-axis-name override first; then,
where the profile has a topology (levels such as nodes and the network that joins them,
``topology.py``), the levels the collective's devices span, priced hierarchically; else
the outer-axis rule (the outermost axis of a mesh with two or more axes crosses nodes or
slices), then the default link. Profiles load from presets by name (``h100-8``, the
default; ``h100-cluster``; ``tpu-v5p``; ``xla-cpu``, what the XLA oracle runs) or from a
JSON/TOML file with the same fields::

    name = "my-cluster"
    memory_bytes = 85899345920
    default_link = "nvlink"
    outer_axis_link = "ib"
    [flops]
    default = 989e12
    [links.nvlink]
    latency_s = 5e-6
    bandwidth = 450e9
    [links.ib]
    latency_s = 1e-5
    bandwidth = 50e9

or, in place of ``outer_axis_link``, a topology (innermost level first; the outermost has
no size)::

    [[topology]]
    name = "node"
    size = 8
    link = "nvlink"
    [[topology]]
    name = "network"
    link = "ib"
"""

from __future__ import annotations

import json
import tomllib
from collections.abc import Iterable
from functools import lru_cache
from math import prod
from pathlib import Path
from typing import Annotated, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    PositiveInt,
    ValidationError,
    model_validator,
)

from planner.encode.cost.topology import (
    Level,
    hierarchical_seconds_per_byte,
    level_factors,
    packed_factors,
)
from planner.model.ir.diagnostics import PlannerError, path_loc, validation_message
from planner.model.sharding.axis import AxisRef, axes_size
from planner.model.sharding.mesh import MeshAttr

DEFAULT_HARDWARE = "h100-8"


# A rate (FLOP/s, bytes/s) below one is no device's, and the step times it would give
# overflow the solver's arithmetic; a latency beyond an hour likewise.
Rate = Annotated[float, Field(ge=1.0, allow_inf_nan=False)]
MAX_LATENCY_S = 3600.0


class Link(BaseModel):
    """One kind of interconnect: a fixed cost per collective and the bytes per second each
    device sends over it (one direction)."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    latency_s: float = Field(ge=0.0, le=MAX_LATENCY_S, allow_inf_nan=False,
                             description="alpha: seconds per collective")
    bandwidth: Rate = Field(description="bytes per second per device, one way")

    def seconds(self, bytes_per_device: float) -> float:
        """alpha + bytes/bandwidth: the time of one collective that sends this many bytes."""
        return self.latency_s + bytes_per_device / self.bandwidth


class HardwareProfile(BaseModel):
    """A device type and its interconnect (see the module docstring for the file form)."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    name: str
    flops: dict[str, Rate] = Field(
        description="peak FLOP/s per element type (f32, bf16, ...); 'default' for the rest")
    memory_bytes: PositiveInt = Field(description="memory per device")
    links: dict[str, Link]
    default_link: str
    outer_axis_link: str | None = Field(
        None, description="link of the outermost axis of a mesh with two or more axes")
    axis_links: dict[str, str] = Field(
        default_factory=dict, description="link per mesh axis name (overrides the rules)")
    topology: tuple[Level, ...] = Field(
        (), description="levels of the machine, innermost first (GPUs in a node, nodes "
        "in a network): a collective is priced over the levels its devices span, in the "
        "mesh's device order; none: the outer-axis rule")
    packed: bool = Field(
        False, description="with a topology whose levels are no faster outwards: price "
        "each collective as if its devices sat as close together as the levels allow, "
        "paying only the outermost level's latency, whatever the mesh's device order (no "
        "order prices it lower: the order-free bound of a mesh search)")
    fused_reduce_scatter: bool = Field(
        False, description="the compiler turns an all-reduce followed by a slice into a "
        "reduce-scatter (XLA's GPU pipeline does; its CPU pipeline, which the XLA oracle "
        "compiles with, keeps the all-reduce): when false a reduce-scatter is priced as "
        "the all-reduce of its input")
    combine_all_gathers: bool = Field(
        False, description="independent all-gathers over the same devices are combined into "
        "one (XLA's GPU pipeline runs AllGatherCombiner; its CPU pipeline, which the XLA "
        "oracle compiles with, does not)")
    schedule: Literal["program", "breadth_first"] = Field(
        "program", description="the order ops run in, which peak memory follows: the "
        "program's, as far as dependencies allow (XLA's memory-aware schedulers keep "
        "close to it), or breadth first (XLA's CPU runtime, which the XLA oracle compiles "
        "for: what arguments alone feed runs first)")
    narrow_floats_in_f32: bool = Field(
        False, description="bf16 and f16 arithmetic runs in f32 (XLA's CPU backend: its "
        "float normalization, as the XLA oracle's buffers show): an op's narrow result "
        "takes an f32 buffer, and a narrow argument a dot or convolution reads is first "
        "converted into an f32 copy")
    library_fusion: bool = Field(
        False, description="convolutions fuse with the ops that alone read them, down to a "
        "reduction, and with the element-wise producers they alone read (XLA's CPU "
        "backend's YNNPACK library fusions, which the XLA oracle compiles with)")
    split_all_to_all: bool = Field(
        False, description="an all-to-all sends a buffer per device: its operand is first "
        "copied into pieces, live with the operand and the received pieces (XLA's CPU "
        "backend's tuple all-to-all, whose buffers the XLA oracle reports)")
    combine_threshold_bytes: PositiveInt | None = Field(
        None, description="the most bytes one combined collective carries, and at most 256 "
        "of them (XLA's GPU pipeline: 30 MiB + 7, kDefault*CombineThreshold in "
        "xla/service/collective_utils.h); none: no limit (its CPU pipeline, as the XLA "
        "oracle shows: 0.9 GB of gradients combined into one all-reduce)")

    @model_validator(mode="after")
    def _links_exist(self) -> HardwareProfile:
        if "default" not in self.flops:
            raise ValueError("flops needs a 'default' entry")
        named = [self.default_link, self.outer_axis_link, *self.axis_links.values(),
                 *(level.link for level in self.topology)]
        for link in named:
            if link is not None and link not in self.links:
                raise ValueError(f"unknown link '{link}' (links: {', '.join(self.links)})")
        if self.topology:
            if self.outer_axis_link is not None:
                raise ValueError("a topology and an outer_axis_link exclude each other")
            if any(level.size is None for level in self.topology[:-1]):
                raise ValueError("only the outermost level of a topology may have no size")
            if self.topology[-1].size is not None:
                raise ValueError("the outermost level of a topology has no size")
        return self

    def peak_flops(self, element_type: str) -> float:
        """Peak FLOP/s for arithmetic on ``element_type`` elements."""
        return self.flops.get(element_type, self.flops["default"])

    def axis_link(self, axis: str, mesh: MeshAttr | None) -> Link:
        """The link a collective along mesh axis ``axis`` uses."""
        if axis in self.axis_links:
            return self.links[self.axis_links[axis]]
        if self.outer_axis_link is not None and mesh is not None:
            real = [a.name for a in mesh.axes if a.size > 1]
            if len(real) >= 2 and real[0] == axis:
                return self.links[self.outer_axis_link]
        return self.links[self.default_link]

    def link_for(self, axes: Iterable[AxisRef | str], mesh: MeshAttr | None,
                 kind: str = "all_reduce") -> Link:
        """The link of a ``kind`` collective over several axes. With a topology, the
        effective link of the levels the group spans (:func:`_spanned`); otherwise, and
        for axes named in ``axis_links``, the slowest of the axes' links (lowest
        bandwidth, then highest latency): a ring over the whole group crosses every link.
        No axes (a local op, or unknown axes) gives the default link."""
        refs = [AxisRef(a) if isinstance(a, str) else a for a in axes]
        links = [self.links[self.axis_links[a.name]] for a in refs if a.name in self.axis_links]
        rest = tuple(a for a in refs if a.name not in self.axis_links)
        if self.topology and mesh is not None and rest and \
                all(mesh.has_axis(a.name) for a in rest):
            levels = tuple((self.links[lv.link], lv.fan_out, lv.size) for lv in self.topology)
            links.append(_spanned(levels, self.links[self.default_link], rest, mesh, kind,
                                  self.packed))
        else:
            links.extend(self.axis_link(a.name, mesh) for a in rest)
        if not links:
            return self.links[self.default_link]
        return min(links, key=lambda link: (link.bandwidth, -link.latency_s))


@lru_cache(maxsize=1 << 16)
def _spanned(levels: tuple[tuple[Link, float, int | None], ...], default: Link,
             axes: tuple[AxisRef, ...], mesh: MeshAttr, kind: str, packed: bool) -> Link:
    """The effective link of a ``kind`` collective over ``axes`` on a topology's
    ``levels`` (link, fan-out, size; innermost first): the latencies of the levels it
    spans, and the bandwidth at which a flat ring's bytes take the hierarchical time
    (``topology.py``). A permute, one buffer to one peer, runs at the slowest level's
    speed. Within one device: ``default``. ``packed``: the devices as close together as
    the levels allow (``packed_factors``), not where the mesh puts them."""
    sizes = [size for _, _, size in levels]
    factors = packed_factors(sizes, axes_size(axes, mesh)) if packed else \
        level_factors(sizes, axes, mesh)
    crossed = [(link, fan) for (link, fan, _), f in zip(levels, factors, strict=True) if f > 1]
    if not crossed:
        return default
    # levels one after another; packed, only the outermost: a placement that skips the
    # inner levels may pay less latency than one that crosses them all
    latency = crossed[-1][0].latency_s if packed else sum(link.latency_s for link, _ in crossed)
    if kind == "collective_permute":
        bandwidth = min(link.bandwidth * fan for link, fan in crossed)
    else:
        n = prod(factors)
        per_byte = hierarchical_seconds_per_byte(
            factors, [link.bandwidth * fan for link, fan, _ in levels], kind == "all_to_all")
        bandwidth = (n - 1) / n / per_byte
    return Link(latency_s=min(latency, MAX_LATENCY_S), bandwidth=max(bandwidth, 1.0))


_NVLINK = Link(latency_s=5e-6, bandwidth=450e9)
_H100_MEMORY = 80 * 2**30

PRESETS: dict[str, HardwareProfile] = {
    # One 8xH100 SXM node: DESIGN.md's default, the same figures as the public roofline
    # (989e12 FLOP/s at every element type, 450e9 B/s, 5 µs per collective).
    "h100-8": HardwareProfile(
        name="h100-8", flops={"default": 989e12}, memory_bytes=_H100_MEMORY,
        links={"nvlink": _NVLINK}, default_link="nvlink"),
    # DGX H100 nodes of 8 GPUs on NVLink 4 (NVSwitch: 450e9 B/s each way per GPU), one
    # ConnectX-7 NDR InfiniBand NIC per GPU (400 Gb/s = 50e9 B/s) into a rail-optimised,
    # non-blocking fat tree (NVIDIA's DGX SuperPOD reference architecture): a collective
    # over devices of several nodes runs within each node first, then across nodes.
    "h100-cluster": HardwareProfile(
        name="h100-cluster", flops={"default": 989e12}, memory_bytes=_H100_MEMORY,
        links={"nvlink": _NVLINK, "ib": Link(latency_s=10e-6, bandwidth=50e9)},
        default_link="nvlink",
        topology=(Level(name="node", size=8, link="nvlink"), Level(name="network", link="ib"))),
    # What the XLA oracle runs (tests/oracle/xla.py, bench/bench_cost.py): the public
    # roofline's figures, as h100-8, and XLA's CPU runtime's breadth-first schedule.
    "xla-cpu": HardwareProfile(
        name="xla-cpu", flops={"default": 989e12}, memory_bytes=_H100_MEMORY,
        links={"nvlink": _NVLINK}, default_link="nvlink", schedule="breadth_first",
        narrow_floats_in_f32=True, library_fusion=True, split_all_to_all=True),
    # TPU v5p: 459e12 bf16 FLOP/s and 95 GB of HBM per chip (Google Cloud's v5p page);
    # inside a slice, chips on a 3-D torus of ICI links (~9e10 B/s each way per link),
    # where a ring along a torus dimension drives both directions of its wrap-around;
    # slices of 256 chips (v5p-512, 4x8x8) joined by the data-center network (~6e9 B/s
    # per chip).
    "tpu-v5p": HardwareProfile(
        name="tpu-v5p", flops={"bf16": 459e12, "default": 459e12}, memory_bytes=95 * 10**9,
        links={"ici": Link(latency_s=2e-6, bandwidth=9e10),
               "dcn": Link(latency_s=20e-6, bandwidth=6e9)},
        default_link="ici",
        topology=(Level(name="slice", size=256, link="ici", fan_out=2.0),
                  Level(name="network", link="dcn"))),
}


def _error(source: str, message: str) -> PlannerError:
    return PlannerError(message, path_loc(source))


def _one_line(e: ValidationError) -> str:
    return "invalid hardware profile: " + validation_message(e.errors(), "profile")


def parse_hardware(data: object, source: str = "<hardware>") -> HardwareProfile:
    """A profile from decoded JSON/TOML data; a PlannerError with one line on bad data."""
    if not isinstance(data, dict):
        raise _error(source, "invalid hardware profile: expected a table of fields")
    try:
        return HardwareProfile.model_validate(data)
    except ValidationError as e:
        raise _error(source, _one_line(e)) from None


def load_hardware(spec: str | Path | HardwareProfile | None = None) -> HardwareProfile:
    """A profile by preset name, by ``.json``/``.toml`` file, or itself; None is
    ``h100-8``. Raises PlannerError (one line) for an unknown name or a bad file."""
    if isinstance(spec, HardwareProfile):
        return spec
    if spec is None:
        spec = DEFAULT_HARDWARE
    if isinstance(spec, str) and spec in PRESETS:
        return PRESETS[spec]
    path = Path(spec)
    if not path.is_file():
        raise _error(str(spec), "unknown hardware profile (presets: "
                                f"{', '.join(PRESETS)}; or a .json/.toml file)")
    try:
        text = path.read_bytes().decode("utf-8")
    except OSError as e:
        raise _error(str(path), f"cannot read hardware profile: {e.strerror}") from None
    except UnicodeDecodeError:
        raise _error(str(path), "invalid hardware profile: not UTF-8 text") from None
    try:
        data = tomllib.loads(text) if path.suffix == ".toml" else json.loads(text)
    except (tomllib.TOMLDecodeError, json.JSONDecodeError) as e:
        raise _error(str(path), f"invalid hardware profile: {e}") from None
    return parse_hardware(data, str(path))
