"""The public Python API: load, parse and print programs; verify them."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from planner.model.ir.core import Operation
from planner.model.ir.diagnostics import PlannerError, VerificationError
from planner.model.text.io import parse_file, parse_module, print_module

if TYPE_CHECKING:
    from planner.encode.cost_report import CostReport
    from planner.encode.hardware import HardwareProfile
    from planner.runtime.simulate import SimulationResult


def parse(text: str, filename: str = "<input>") -> Operation:
    """Parse MLIR text (pretty or generic form) into a module."""
    return parse_module(text, filename)


def load(path: str | Path) -> Operation:
    """Read and parse an MLIR file."""
    return parse_file(path)


def to_text(module: Operation, generic: bool = False) -> str:
    """MLIR text of ``module``: custom forms, or the generic op form with ``generic=True``."""
    return print_module(module, generic=generic)


def verify(module: Operation) -> list[VerificationError]:
    """Every invariant of the sdy dialect and the ops that ``module`` breaks (empty if none)."""
    from planner.model.verify.verifier import verify as run

    return run(module)


def check(module: Operation) -> Operation:
    """``module`` itself if it verifies; raises the first :class:`VerificationError` otherwise."""
    errors = verify(module)
    if errors:
        raise errors[0]
    return module


def simulate(module: Operation, inputs: object = None, **options: object) -> SimulationResult:
    """Partition ``module`` (the ``partition`` pipeline), run it on the simulated mesh and
    the global program on the reference interpreter with the same inputs (a list or an
    ``arg0``... dict of global arrays; seeded random when None), and compare. Options:
    ``seed``, ``rtol``, ``atol``, ``partitioner``, ``trace``."""
    from planner.runtime.simulate import simulate as run

    return run(module, inputs, **options)  # type: ignore[arg-type]


def cost(module: Operation, hardware: str | Path | HardwareProfile | None = None) -> CostReport:
    """Price a fully annotated ``module`` (``module`` itself is not changed): step time
    split compute/communication, collectives by kind, peak memory per device, on
    ``hardware`` (a preset name, a JSON/TOML profile file, or a profile; ``h100-8``)."""
    from planner.encode.evaluate import evaluate

    return evaluate(module, hardware)


__all__ = ["PlannerError", "check", "cost", "load", "parse", "simulate", "to_text", "verify"]
