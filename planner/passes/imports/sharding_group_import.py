"""``sdy-sharding-group-import``: canonical sharding groups.

Groups that share a value are unified (transitively); the unified groups are renumbered
0..N-1 and a value keeps one ``sdy.sharding_group`` op. First the groups are validated:
all members of a group must have the same nearest enclosing manual computation (or none)
and the same shape.

The numbering is Shardy's: LLVM's ``EquivalenceClasses`` keeps the group ids in the order
they are first met (values in order of their first ``sdy.sharding_group``, each value's ops
in program order), a union makes the leader of the first id's class lead the merged class,
and the classes are numbered in the order their leaders were first met.
"""

from __future__ import annotations

from planner.model.dialects.ops import ManualComputationOp, ModuleOp, ShardingGroupOp
from planner.model.ir.attributes import IntegerAttr
from planner.model.ir.core import Operation, Value
from planner.model.ir.diagnostics import PlannerError
from planner.model.ir.types import TensorType
from planner.passes.registry import Pass


def _manual_parent(op: Operation) -> Operation | None:
    parent = op.parent_op
    while parent is not None and not isinstance(parent, ManualComputationOp):
        parent = parent.parent_op
    return parent


def _shape(value: Value) -> tuple[int | None, ...]:
    # As Shardy's getTensorShape: anything but a ranked tensor has the empty shape.
    return value.type.shape if isinstance(value.type, TensorType) else ()


def validate(groups: list[ShardingGroupOp]) -> None:
    """Raise at the first group op whose value crosses a manual computation boundary or has
    a shape other than the group's first value (per original group id)."""
    parents: dict[int, Operation | None] = {}
    shapes: dict[int, tuple[int | None, ...]] = {}
    for op in groups:
        gid = op.group_id
        parent = _manual_parent(op)
        if parents.setdefault(gid, parent) is not parent:
            raise PlannerError("ShardingGroupOps values cannot cross ManualComputationOp "
                               f"boundaries for groupId: {gid}", op.src_loc)
        shape = _shape(op.operands[0])
        if shapes.setdefault(gid, shape) != shape:
            raise PlannerError("ShardingGroupOps values must have the same shape for "
                               f"groupId: {gid}", op.src_loc)


class EquivalenceClasses:
    """Union-find with LLVM's ``EquivalenceClasses`` order: members in insertion order, and
    ``union(a, b)`` keeps ``a``'s leader."""

    def __init__(self) -> None:
        self.leader: dict[int, int] = {}  # insertion-ordered

    def find(self, x: int) -> int:
        """The leader of ``x``'s class (``x`` is inserted if new)."""
        self.leader.setdefault(x, x)
        while self.leader[x] != x:
            x = self.leader[x]
        return x

    def union(self, a: int, b: int) -> None:
        """Merge the classes of ``a`` and ``b`` (inserted in that order if new)."""
        la, lb = self.find(a), self.find(b)
        if la != lb:
            self.leader[lb] = la

    def leaders(self) -> list[int]:
        """The class leaders, in insertion order."""
        return [x for x, parent in self.leader.items() if parent == x]


def sharding_group_import(module: ModuleOp) -> None:
    """Validate, unify and renumber the module's sharding groups."""
    ops = [op for op in module.walk() if isinstance(op, ShardingGroupOp)]
    validate(ops)
    by_value: dict[Value, list[ShardingGroupOp]] = {}
    for op in ops:
        by_value.setdefault(op.operands[0], []).append(op)
    classes = EquivalenceClasses()
    for members in by_value.values():
        first = members[0].group_id
        for op in members:
            classes.union(first, op.group_id)
    new_id = {leader: i for i, leader in enumerate(classes.leaders())}
    for members in by_value.values():
        # Every group of one value is now the same group: one op per value is enough.
        for op in members[1:]:
            op.erase()
        members[0].properties["group_id"] = IntegerAttr(new_id[classes.find(
            members[0].group_id)], "i64")


PASS = Pass("sdy-sharding-group-import",
            "Unifies sharding groups that share values, renumbers them 0..N-1 and checks "
            "they do not cross manual computations.",
            sharding_group_import)
