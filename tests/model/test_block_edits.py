"""Blocks link their ops: inserting next to an op, removing, moving between blocks and
replacing the whole list keep ``ops``, parents and the terminator right; a value's uses
stay in the order they were made."""

from __future__ import annotations

from planner.model.ir.core import Block, Operation, Value
from planner.model.ir.types import TensorType

T = TensorType((2,), "f32")


def _op(name: str, *operands: Value) -> Operation:
    return Operation.create(name, list(operands), [T], {}, {}, None, None)


def _names(block: Block) -> list[str]:
    return [op.name for op in block.ops]


def test_insert_remove_move_and_replace() -> None:
    a, b = Block(), Block()
    x, y, z = a.append(_op("x")), a.append(_op("y")), a.append(_op("z"))
    a.insert_before(x, _op("first"))
    a.insert_after(y, _op("after_y"))
    a.insert(1, _op("second"))
    a.insert(99, _op("last"))
    assert _names(a) == ["first", "second", "x", "y", "after_y", "z", "last"]
    assert a.terminator is not None and a.terminator.name == "last"
    y.erase()
    assert _names(a) == ["first", "second", "x", "after_y", "z", "last"] and y.parent is None
    b.append(z)  # moving: out of its block first
    assert _names(a) == ["first", "second", "x", "after_y", "last"] and _names(b) == ["z"]
    assert z.parent is b
    b.insert_before(z, x)
    assert _names(a) == ["first", "second", "after_y", "last"] and _names(b) == ["x", "z"]
    a.ops = [a.ops[-1]]
    assert _names(a) == ["last"] and a.terminator is a.ops[0]
    a.remove(a.ops[0])
    assert a.ops == () and a.terminator is None


def test_uses_keep_their_order_and_follow_rewrites() -> None:
    v, w = Value(T), Value(T)
    users = [_op(f"u{i}", v, v) for i in range(3)]
    assert [(op.name, i) for op, i in v.uses] == [(f"u{k}", i) for k in range(3) for i in (0, 1)]
    users[1].set_operand(0, w)
    assert [(op.name, i) for op, i in w.uses] == [("u1", 0)]
    assert [(op.name, i) for op, i in v.uses][-1] == ("u2", 1) and len(v.uses) == 5
    assert v.uses[0] == (users[0], 0) and next(op.name for op, _ in reversed(v.uses)) == "u2"
    v.replace_all_uses_with(w)
    assert len(v.uses) == 0 and len(w.uses) == 6
    for op in users:
        op.drop_operands()
    assert len(w.uses) == 0


def test_the_first_user_named_follows_adds_and_removes() -> None:
    v = Value(T)
    first, second = _op("edge", v), _op("other", v, v)
    assert v.uses.user_named("edge", 0) is first  # builds the index
    assert v.uses.user_named("other", 1) is second and v.uses.user_named("edge", 1) is None
    later = _op("edge", v)
    first.drop_operands()
    assert v.uses.user_named("edge", 0) is later
    later.set_operand(0, Value(T))
    assert v.uses.user_named("edge", 0) is None
    assert v.uses.user_named("other", 0) is second
