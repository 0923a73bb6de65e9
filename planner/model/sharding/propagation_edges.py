"""``#sdy.propagation_edges``: the debug record of which axis propagation moved from which
value of an op to which, step by step. Passes carry it as an opaque attribute (its text),
so :class:`PropagationEdgesAttr` is an :class:`OpaqueAttr` that also keeps the parsed steps
for the verifier."""

from __future__ import annotations

from dataclasses import dataclass, field

from planner.model.ir.attributes import OpaqueAttr
from planner.model.sharding.axis import AxisRef

EDGE_KINDS = ("operand", "result")


@dataclass(frozen=True, slots=True)
class EdgeRef:
    """``operand-N`` or ``result-N`` of the op carrying the attribute."""

    kind: str
    index: int

    def __str__(self) -> str:
        return f"{self.kind}-{self.index}"


@dataclass(frozen=True, slots=True)
class AxisEdges:
    """``{"axis" = source -> [targets]}``: ``axis`` moved from ``source`` to ``targets``."""

    axis: AxisRef
    source: EdgeRef
    targets: tuple[EdgeRef, ...]

    def __str__(self) -> str:
        return f"{{{self.axis} = {self.source} -> [{', '.join(map(str, self.targets))}]}}"


@dataclass(frozen=True, slots=True)
class PropagationStep:
    """``{step-N = [axis edges, ...]}``."""

    index: int
    entries: tuple[AxisEdges, ...]

    def __str__(self) -> str:
        return f"{{step-{self.index} = [{', '.join(map(str, self.entries))}]}}"


def edges_text(steps: tuple[PropagationStep, ...]) -> str:
    """The canonical text of the attribute, as MLIR prints it."""
    return f"#sdy.propagation_edges<[{', '.join(map(str, steps))}]>"


@dataclass(frozen=True, slots=True)
class PropagationEdgesAttr(OpaqueAttr):
    """The attribute, its text canonical; ``steps`` is the parsed form of that text."""

    steps: tuple[PropagationStep, ...] = field(default=(), compare=False)

    @staticmethod
    def of(steps: tuple[PropagationStep, ...]) -> PropagationEdgesAttr:
        return PropagationEdgesAttr(edges_text(steps), steps)


def steps_problem(steps: tuple[PropagationStep, ...]) -> str | None:
    """What makes ``steps`` an invalid attribute wherever it appears (Shardy checks it when
    the attribute is built): step indices non-negative and distinct; within an axis entry, no
    target equal to the source and no target twice."""
    seen: set[int] = set()
    for step in steps:
        if step.index < 0:
            return f"propagation edges have a negative step index {step.index}"
        if step.index in seen:
            return f"propagation edges have step index {step.index} twice"
        seen.add(step.index)
        for entry in step.entries:
            if entry.source in entry.targets:
                return (f"propagation edges of step {step.index} have source {entry.source} "
                        "among its targets")
            if len(set(entry.targets)) != len(entry.targets):
                return (f"propagation edges have a duplicate target for step index "
                        f"{step.index} and axis {entry.axis}")
    return None
