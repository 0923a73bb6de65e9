"""The variants of a what-if study and the figures each one yields."""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from pydantic import BaseModel, ConfigDict, field_validator

from planner.encode.cost.units import BYTE_UNITS, with_unit
from planner.planning.options import PlanOptions, valid_mesh_spec


class Variant(BaseModel):
    """One point of the study: what differs from the program as written."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    mesh: str | None = None  # None: the program's own mesh
    hardware: str = PlanOptions.model_fields["hardware"].default
    memory_cap: int | None = None
    pins: tuple[str, ...] = ()

    @field_validator("mesh")
    @classmethod
    def _mesh(cls, v: str | None) -> str | None:
        return valid_mesh_spec(v)

    @property
    def label(self) -> str:
        parts = [self.mesh or "as written", self.hardware]
        if self.memory_cap is not None:
            parts.append(f"cap {with_unit(self.memory_cap, BYTE_UNITS, 3)}")
        parts.extend(self.pins)
        return " | ".join(parts)

    def distance(self, other: Variant) -> tuple[int, ...]:
        """How far apart two variants are, for warm starts: a different mesh shape changes
        every strategy, hardware only the prices, a cap or a pin only a few choices."""
        return (self.mesh != other.mesh, len(set(self.pins) ^ set(other.pins)),
                self.hardware != other.hardware, self.memory_cap != other.memory_cap)


def grid(meshes: Sequence[str | None], hardware: Sequence[str],
         memory_caps: Sequence[int | None],
         pins: tuple[str, ...] = ()) -> list[Variant]:
    """Every combination, meshes outermost (the table reads mesh by mesh)."""
    return [Variant(mesh=m, hardware=h, memory_cap=c, pins=pins)
            for m, h, c in itertools.product(meshes or [None], hardware or [Variant().hardware],
                                              memory_caps or [None])]


class VariantResult(BaseModel):
    """What planning one variant gave."""

    model_config = ConfigDict(frozen=True)

    variant: Variant
    status: str  # the solver's: optimal, feasible, timeout, infeasible, or "error"
    step_time_s: float | None = None
    compute_s: float | None = None
    communication_s: float | None = None
    bytes_by_kind: dict[str, int] = {}  # collective kind -> bytes per device
    peak_memory_bytes: int | None = None
    solve_time_s: float = 0.0
    gap: float | None = None
    warm_start: str | None = None  # label of the variant whose plan seeded this one
    # the time-memory front the solver found: (step seconds, peak bytes), its own model
    front: list[tuple[float, float]] = []
    error: str | None = None
