"""The figures the evaluator reports for one plan (pydantic: validated, JSON-serialisable),
and their human summary."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from planner.encode.cost.units import format_bytes, format_seconds
from planner.model.dialects.traits import LOCAL_COLLECTIVES


class CollectiveStats(BaseModel):
    """One kind of collective, summed over its executions (loop bodies x trip count)."""

    model_config = ConfigDict(frozen=True)
    count: int = Field(description="collectives executed")
    bytes_per_device: int = Field(description="bytes each device sends, ring model")
    seconds: float


class CostReport(BaseModel):
    """Estimated step time of a fully annotated module on one hardware profile, split
    compute/communication; collectives by kind; peak memory per device."""

    model_config = ConfigDict(frozen=True)
    hardware: str
    devices: int
    step_time_s: float = Field(description="compute_s + communication_s (no overlap)")
    compute_s: float
    communication_s: float
    flops: float = Field(description="FLOPs per device, loop bodies x trip count")
    transcendentals: float
    flops_loop_bodies_once: float = Field(
        description="FLOPs per device with every loop body counted once (XLA's cost analysis)")
    collectives: dict[str, CollectiveStats]
    collective_count: int = Field(description="collectives that communicate (not all_slice...)")
    communication_bytes_per_device: int
    peak_memory_bytes: int
    argument_bytes: int
    output_bytes: int
    memory_capacity_bytes: int
    fits_in_memory: bool
    notes: list[str] = Field(default_factory=list)

    def summary(self) -> str:
        """A few aligned lines for the terminal."""
        lines = [
            f"hardware {self.hardware}, {self.devices} devices",
            f"step time      {format_seconds(self.step_time_s)}",
            f"  compute      {format_seconds(self.compute_s)}  ({_count(self.flops)}FLOP per device"
            + (f", {_count(self.transcendentals)} transcendentals" if self.transcendentals
               else "") + ")",
            f"  collectives  {format_seconds(self.communication_s)}  ({self.collective_count} "
            f"collective{'' if self.collective_count == 1 else 's'}, "
            f"{format_bytes(self.communication_bytes_per_device)} per device)",
        ]
        local = {k: s for k, s in self.collectives.items() if f"sdy.{k}" in LOCAL_COLLECTIVES}
        for kind, s in sorted(self.collectives.items()):
            if kind not in local:
                lines.append(f"    {kind:22s} {s.count:5d}  "
                             f"{format_bytes(s.bytes_per_device):>10s}  "
                             f"{format_seconds(s.seconds)}")
        if local:
            lines.append("  local        " + ", ".join(
                f"{k} {s.count}" for k, s in sorted(local.items())) + " (no communication)")
        fit = "fits" if self.fits_in_memory else "DOES NOT FIT"
        lines.append(f"peak memory    {format_bytes(self.peak_memory_bytes)} per device "
                     f"(arguments {format_bytes(self.argument_bytes)}, outputs "
                     f"{format_bytes(self.output_bytes)}; {fit} in "
                     f"{format_bytes(self.memory_capacity_bytes)})")
        lines.extend(f"note: {n}" for n in self.notes)
        return "\n".join(lines) + "\n"


def _count(x: float) -> str:
    for unit, k in (("T", 1e12), ("G", 1e9), ("M", 1e6), ("k", 1e3)):
        if x >= k:
            return f"{x / k:.3f} {unit}"
    return f"{x:.0f} "
