"""SSA dominance: an op's operands are defined before it, in its own block or in a block
around it (an argument of such a block, or an op ahead of the op that holds the use).
Text that breaks this fails to parse; a pass that inserts an op after one of its users
breaks it in the IR. Between two blocks of one region the control flow decides, which is
left unchecked (the planner reads single-block functions and says so)."""

from __future__ import annotations

from planner.model.ir.core import Block, BlockArgument, Operation, OpResult, Value


class Dominance:
    """Answers ``dominates`` with each block's op positions computed once."""

    def __init__(self) -> None:
        self._positions: dict[int, dict[int, int]] = {}

    def _position(self, op: Operation) -> int:
        block = op.parent
        assert block is not None
        at = self._positions.get(id(block))
        if at is None:
            at = self._positions[id(block)] = {id(o): k for k, o in enumerate(block.ops)}
        return at[id(op)]

    def dominates(self, value: Value, user: Operation) -> bool:
        """Whether ``value`` is defined before ``user`` runs."""
        home: Block | None
        if isinstance(value, OpResult):
            home = value.op.parent
        elif isinstance(value, BlockArgument):
            home = value.block
        else:
            return True
        anchor: Operation | None = user
        while anchor is not None and anchor.parent is not home:
            block = anchor.parent
            if block is not None and home is not None and block.parent is home.parent:
                return True  # another block of the same region: the CFG decides (unchecked)
            anchor = anchor.parent_op
        if anchor is None:
            return False
        if isinstance(value, BlockArgument):
            return True
        return self._position(value.op) < self._position(anchor)

    def first_violation(self, op: Operation) -> str | None:
        """The message for ``op``'s first operand defined after it, or None."""
        for i, v in enumerate(op.operands):
            if not self.dominates(v, op):
                return f"operand #{i} does not dominate this use"
        return None
