"""How to plan: the one set of options and defaults that the Python API, the command line
(flags generated from the fields), batch manifests and what-if studies all read."""

from __future__ import annotations

import math
import re
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from planner.encode.cost.hardware import DEFAULT_HARDWARE, HardwareProfile
from planner.encode.problem.ties import TIE
from planner.model.ir.diagnostics import PlannerError, validation_message
from planner.planning.mesh_override import parse_mesh_spec

# The gap ``planner plan`` stops at by default: a plan proven within 0.1 % of optimal is
# as good as the cost model's own accuracy, and waiting for the proof of the last 0.1 %
# (often never coming without CP-SAT closing the whole model) costs the whole limit.
PLAN_RELATIVE_GAP = 1e-3
# The default exchange rate of the memory trade (planning/memory_trade.py): a plan x %
# slower is taken for more than 2x % less memory: the rate at which bench/bench_plan.py
# finds no program slower than Shardy's plan, and peak memory at most Shardy's where the
# time optimum holds much more.
MEMORY_WEIGHT = 0.5
# Where Shardy's plan is known, the default plan's peak stays within this factor of its
# (``memory_rule``).
MEMORY_RULE = 1.05
_PIN = re.compile(r"^\s*[^=\s]+\s*=\s*\S.*$")
_SIZE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([KMGT]i?B|B)?\s*$", re.I)
_UNITS = {"b": 1, "kb": 10**3, "mb": 10**6, "gb": 10**9, "tb": 10**12,
          "kib": 2**10, "mib": 2**20, "gib": 2**30, "tib": 2**40}


def parse_size(text: str | int | float) -> int:
    """Bytes of ``16GiB``, ``512MB``, ``1000000``; raises ValueError with an example."""
    if isinstance(text, int | float) and not isinstance(text, bool):
        if not math.isfinite(text) or text < 0:
            raise ValueError(f"{text} is not a size in bytes")
        return int(text)
    m = _SIZE.match(str(text))
    if m is None:
        raise ValueError(f"'{text}' is not a size (e.g. 16GiB, 512MB, 1000000)")
    return int(float(m.group(1)) * _UNITS[(m.group(2) or "B").lower()])


def valid_mesh_spec(spec: str | None) -> str | None:
    """``spec`` if it is a mesh spec (``x=4,y=2``) or None; a ValueError says why not (the
    check of a pydantic field)."""
    if spec is not None:
        try:
            parse_mesh_spec(spec)
        except PlannerError as e:
            raise ValueError(e.message) from None
    return spec


class PlanOptions(BaseModel):
    """Everything a plan may vary besides the program. Field descriptions are the command
    line's help texts."""

    model_config = ConfigDict(extra="forbid", frozen=True, arbitrary_types_allowed=True)

    mesh: str | None = Field(default=None, description="plan on this mesh instead of the "
                             "module's", json_schema_extra={"metavar": "x=4,y=2"})
    hardware: str | HardwareProfile = Field(
        default=DEFAULT_HARDWARE, description="hardware profile: h100-8, h100-cluster, tpu-v5p, or a "
        "JSON/TOML file", json_schema_extra={"metavar": "NAME|FILE"})
    memory_cap: int | Literal["none"] | None = Field(
        default=None, description="bytes per device at most (e.g. 16GiB; default: the "
        "hardware's memory; none: no limit)", json_schema_extra={"metavar": "SIZE|none",
                                                                 "as_text": True})
    pins: tuple[str, ...] = Field(default=(), description="fix one more sharding "
                                  '(e.g. arg0=<@mesh, [{"x"}, {}]>); repeatable',
                                  json_schema_extra={"flag": "pin",
                                                     "metavar": "VALUE=SHARDING"})
    ties: tuple[str, ...] = Field(default=(), description="keep an argument's sharding on "
                                  "a result (e.g. result0=arg0: a training step's new "
                                  "state keeps its layout); donated arguments are tied "
                                  "already; repeatable",
                                  json_schema_extra={"flag": "tie", "metavar": "RESULT=ARG"})
    time_limit: float = Field(default=10.0, gt=0, allow_inf_nan=False,
                              description="solver seconds", json_schema_extra={"metavar": "S"})
    method: Literal["cpsat", "greedy"] = Field(
        default="cpsat", description="cpsat: heuristic, local search, CP-SAT/LNS and a bound; "
        "greedy: the heuristic and local search only")
    # (CP-SAT takes 32-bit seeds and thread counts)
    seed: int = Field(default=0, ge=0, lt=2**31, description="random seed of the search")
    workers: int = Field(default=2, ge=1, le=1024, description="solver threads",
                         json_schema_extra={"metavar": "N"})
    gap: float = Field(default=PLAN_RELATIVE_GAP, ge=0, lt=1, allow_inf_nan=False,
                       description="stop once the plan is proven within this relative gap of "
                       "optimal (0: prove optimality or use the whole limit)",
                       json_schema_extra={"metavar": "G"})
    baseline: Literal["shardy", "none"] = Field(
        default="shardy", description="price this plan of the program beside ours, with the "
        "same cost model: shardy (jaxlib's propagation; needs the 'jax' extra) or none")
    open_intermediates: bool = Field(
        default=False, description="lift every sharding constraint, keeping the arguments' "
        "and results' shardings (a JAX export under Explicit mesh axes constrains every "
        "intermediate)")
    whole_axes_io: bool = Field(
        default=False, description="shard the entry function's arguments and results on "
        "whole mesh axes only (no sub-axis): what JAX's PartitionSpec, keras and flax "
        "express")
    deterministic: bool = Field(
        default=True, description="the same program and options give the same plan: "
        "every step gets a work budget planned from the time limit, the clock only ends "
        "what runs past the limit (the report says what it cut; such a run may differ); "
        "--no-deterministic: each step takes what the clock leaves")
    bound_pruned: bool = Field(
        default=True, description="where a cap per node pruned strategies (big meshes), "
        "also bound the plan over every candidate, the pruned ones too, in 15 % of the "
        "solve's time (the report gives both bounds; --no-bound-pruned: the kept ones "
        "only, all the time to the plan)")
    untied: bool = Field(
        default=False, description="solve every repeated layer on its own (default: "
        "repeated layers take one strategy per class where that shrinks the problem; the "
        "bound is the untied problem's either way)")
    decompose: Literal["auto", "always", "never"] = Field(
        default="auto", description="plan the mesh an axis group at a time first, as XLA "
        "does, and start the joint solve from that plan: auto where the joint problem "
        "caps its strategies on a mesh of 3 axes or more")
    memory_weight: float = Field(default=MEMORY_WEIGHT, ge=0, allow_inf_nan=False,
                                 description="then take a plan x % slower for more than x/W "
                                 "% less peak memory (0: step time only)",
                                 json_schema_extra={"metavar": "W"})

    @field_validator("mesh")
    @classmethod
    def _mesh(cls, v: str | None) -> str | None:
        return valid_mesh_spec(v)

    @field_validator("memory_cap", mode="before")
    @classmethod
    def _size(cls, v: object) -> int | str | None:
        if v is None or (isinstance(v, str) and v.strip().lower() == "none"):
            return None if v is None else "none"
        size = parse_size(v)  # type: ignore[arg-type]  # parse_size refuses what it cannot read
        if size <= 0:
            raise ValueError(f"'{v}' holds nothing: a memory cap is at least 1 byte "
                             "(none: no limit)")
        return size

    def usage_limit(self, hardware: HardwareProfile) -> int | None:
        """The bytes per device a plan may hold: the cap given, else ``hardware``'s
        memory; None for ``none``."""
        if self.memory_cap == "none":
            return None
        return hardware.memory_bytes if self.memory_cap is None else self.memory_cap

    @field_validator("pins", mode="before")
    @classmethod
    def _pins(cls, v: object) -> tuple[str, ...]:
        if isinstance(v, str):
            v = (v,)  # one pin
        elif not isinstance(v, dict | list | tuple | None):
            raise ValueError("pins are VALUE=SHARDING strings (a list, or a dict of "
                             f"VALUE: SHARDING), not {type(v).__name__}")
        items = [f"{k}={s}" for k, s in v.items()] if isinstance(v, dict) else list(v or ())
        for p in items:
            if not isinstance(p, str) or not _PIN.match(p):
                raise ValueError(f"pin '{p}' must look like VALUE=SHARDING")
        return tuple(items)

    @field_validator("ties", mode="before")
    @classmethod
    def _ties(cls, v: object) -> tuple[str, ...]:
        items = [v] if isinstance(v, str) else v
        if not isinstance(items, list | tuple) or not all(isinstance(t, str) and
                                                          TIE.match(t) for t in items):
            raise ValueError(f"ties are resultJ=argI strings, not {v!r}")
        return tuple(t.replace(" ", "") for t in items)

    @field_validator("hardware", mode="before")
    @classmethod
    def _hardware(cls, v: object) -> object:
        return v if isinstance(v, str | HardwareProfile) else str(v)  # a Path names a file


def plan_options(options: PlanOptions | None = None, **fields: object) -> PlanOptions:
    """``options`` (the defaults when None) with ``fields`` replaced, validated; a
    :class:`PlannerError` names what is wrong."""
    base = dict(options) if options is not None else {}
    try:
        return PlanOptions(**{**base, **fields})
    except ValidationError as e:
        raise PlannerError("invalid plan options: " + validation_message(e.errors())) from None
