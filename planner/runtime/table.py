"""Shapes of the op tables every op family fills and the driver reads.

``PerDevice`` implementations see one device's operand arrays; ``Lockstep`` ones (control
flow, collectives, manual computations) see every device's at once, so collectives can
exchange data and regions run op by op across devices."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Protocol

import numpy as np

from planner.model.ir.core import Block, Operation


class OpContext(Protocol):
    """What a per-device implementation may ask of the interpreter."""

    partition_id: int
    replica_id: int

    def apply(self, block: Block, args: Sequence[np.ndarray]) -> list[np.ndarray]:
        """Run a pure computation region (reduce bodies, comparators) on arrays."""
        ...


class Driver(Protocol):
    """What a lockstep implementation may ask of the interpreter."""

    num_devices: int
    num_replicas: int
    num_partitions: int

    def count(self, op: Operation, groups: list[list[int]], sent: list[int]) -> None:
        """Record a collective: its process groups and the bytes each device sent."""
        ...

    def sub_driver(self, num_partitions: int) -> Driver:
        """A driver over ``num_partitions`` devices sharing these counters."""
        ...

    def run_block(self, block: Block, args: list[list[np.ndarray]]) -> list[list[np.ndarray]]:
        """Run ``block`` on every device; ``args[i][d]`` is argument i on device d."""
        ...

    def context(self, device: int) -> OpContext: ...


PerDevice = Callable[[OpContext, Operation, list[np.ndarray]], list[np.ndarray]]
Lockstep = Callable[[Driver, Operation, list[list[np.ndarray]]], list[list[np.ndarray]]]


# Seconds one op takes on one device, given the bytes it sends (collectives) or None.
OpSeconds = Callable[[Operation, int | None], float]
# One traced op: device, op name, category ("compute" or "collective"), start, seconds.
TraceEvent = tuple[int, str, str, float, float]


@dataclass
class Trace:
    """A per-device timeline: each op timed by ``price`` (the caller's cost model: the
    interpreter does not price what it checks) and laid end to end."""

    price: OpSeconds
    events: list[TraceEvent] = field(default_factory=list)
