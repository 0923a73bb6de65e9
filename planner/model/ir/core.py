"""The IR: operations with operands, results, properties, attributes and regions.

Modelled on MLIR's own structure so any op can be carried through unchanged;
typed subclasses (``planner.model.dialects.ops``) add named access to what the planner
reads. ``properties`` are an op's inherent attributes (``<{...}>`` in generic
form); ``attributes`` are the discardable ones (``{...}``, e.g. ``sdy.sharding``).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import ClassVar, Self, TypeVar

from planner.model.ir.attributes import Attribute
from planner.model.ir.diagnostics import SourceLoc
from planner.model.ir.types import TensorType, Type

AttrT = TypeVar("AttrT", bound=Attribute)


class UseList:
    """The uses of a value, ``(op, operand index)`` in the order they were made: adding
    and removing one is O(1) (an insertion-ordered dict used as a set; ops hash by
    identity), so rewriting a value with many users stays linear."""

    __slots__ = ("_by_name", "_uses")

    def __init__(self) -> None:
        self._uses: dict[tuple[Operation, int], None] = {}
        # (op name, index) -> those uses in order; built on the first ``user_named``
        # (most values are never asked), then kept up to date.
        self._by_name: dict[tuple[str, int], dict[Operation, None]] | None = None

    def add(self, op: Operation, index: int) -> None:
        self._uses[(op, index)] = None
        if self._by_name is not None:
            self._index(op, index)

    def _index(self, op: Operation, index: int) -> None:
        assert self._by_name is not None
        self._by_name.setdefault((op.name, index), {})[op] = None

    def remove(self, op: Operation, index: int) -> None:
        del self._uses[(op, index)]
        if self._by_name is not None:
            users = self._by_name[(op.name, index)]
            del users[op]
            if not users:
                del self._by_name[(op.name, index)]

    def user_named(self, name: str, index: int) -> Operation | None:
        """The first user called ``name`` reading the value as operand ``index`` (O(1):
        this runs for every sharding lookup, and a weight may have thousands of users).
        An op's name must not change while it has operands."""
        if self._by_name is None:
            self._by_name = {}
            for op, i in self._uses:
                self._index(op, i)
        users = self._by_name.get((name, index))
        return next(iter(users)) if users else None

    # Iteration runs over a snapshot: callers rewrite uses while they walk them.
    def __iter__(self) -> Iterator[tuple[Operation, int]]:
        return iter(list(self._uses))

    def __reversed__(self) -> Iterator[tuple[Operation, int]]:
        return reversed(list(self._uses))

    def __len__(self) -> int:
        return len(self._uses)

    def __getitem__(self, i: int) -> tuple[Operation, int]:
        if i == 0:
            return next(iter(self._uses))
        return list(self._uses)[i]


class Value:
    """An SSA value. ``name_hint`` is the name it had in the source, if any."""

    __slots__ = ("name_hint", "type", "uses")

    def __init__(self, type: Type, name_hint: str | None = None) -> None:
        self.type = type
        self.name_hint = name_hint
        self.uses = UseList()

    @property
    def tensor_type(self) -> TensorType:
        assert isinstance(self.type, TensorType), f"not a tensor: {self.type}"
        return self.type

    @property
    def rank(self) -> int:
        """The rank of a tensor value; 0 for a value of any other type."""
        return self.type.rank if isinstance(self.type, TensorType) else 0

    @property
    def users(self) -> list[Operation]:
        seen: dict[int, Operation] = {}
        for op, _ in self.uses:
            seen.setdefault(id(op), op)
        return list(seen.values())

    def replace_all_uses_with(self, other: Value) -> None:
        for op, index in list(self.uses):
            op.set_operand(index, other)

    def replace_uses_except(self, new: Value, keep_op: Operation) -> None:
        """Every use of this value except ``keep_op``'s now reads ``new`` (MLIR's
        ``replaceAllUsesExcept``): how a new op is spliced in after the value it reads."""
        for op, index in list(self.uses):
            if op is not keep_op:
                op.set_operand(index, new)

    @property
    def owner_op(self) -> Operation | None:
        """The op defining this value, or the op owning the block of a block argument."""
        raise NotImplementedError

    @property
    def home_block(self) -> Block | None:
        """The block this value is defined in: its op's, or its own as a block argument."""
        raise NotImplementedError


class OpResult(Value):
    __slots__ = ("index", "op")

    def __init__(self, op: Operation, index: int, type: Type, name_hint: str | None = None) -> None:
        self.type = type  # Value's fields set here: one call less per op result
        self.name_hint = name_hint
        self.uses = UseList()
        self.op = op
        self.index = index

    @property
    def owner_op(self) -> Operation:
        return self.op

    @property
    def home_block(self) -> Block | None:
        return self.op.parent


class BlockArgument(Value):
    __slots__ = ("block", "index", "loc", "loc_text")

    def __init__(self, block: Block, index: int, type: Type, name_hint: str | None = None,
                 loc: SourceLoc | None = None) -> None:
        super().__init__(type, name_hint)
        self.block = block
        self.index = index
        self.loc = loc  # where it was read from, for diagnostics
        # its MLIR location text (``loc(...)``: JAX names an argument by its path in the
        # arguments' pytree there), carried through
        self.loc_text: str | None = None

    @property
    def source_name(self) -> str | None:
        """The name its location gives it (``loc("params['w']")``: ``params['w']``)."""
        text = self.loc_text
        if text is None or len(text) < 2 or text[0] != '"' or text[-1] != '"' or \
                '"' in text[1:-1]:
            return None
        return text[1:-1]

    @property
    def owner_op(self) -> Operation | None:
        region = self.block.parent
        return region.parent if region else None

    @property
    def home_block(self) -> Block:
        return self.block


class Block:
    """A list of operations (and its arguments). The ops form a doubly linked list, so
    inserting next to an op and removing one are O(1); ``ops`` is a tuple built from the
    links when read after a change (iterating it is as fast as a list)."""

    __slots__ = ("_cache", "_first", "_last", "args", "label", "parent")

    def __init__(self, label: str | None = None) -> None:
        self.args: list[BlockArgument] = []
        self.parent: Region | None = None
        self.label = label
        self._first: Operation | None = None
        self._last: Operation | None = None
        self._cache: tuple[Operation, ...] | None = ()

    @property
    def ops(self) -> tuple[Operation, ...]:
        if self._cache is None:
            out = []
            op = self._first
            while op is not None:
                out.append(op)
                op = op._next
            self._cache = tuple(out)
        return self._cache

    @ops.setter
    def ops(self, ops: list[Operation] | tuple[Operation, ...]) -> None:
        """Replace every op of the block by ``ops`` (in that order)."""
        for op in self.ops:
            op._prev = op._next = None
            if op.parent is self:
                op.parent = None
        self._first = self._last = None
        self._cache = ()
        for op in ops:
            self.append(op)

    def add_arg(self, type: Type, name_hint: str | None = None,
                loc: SourceLoc | None = None) -> BlockArgument:
        arg = BlockArgument(self, len(self.args), type, name_hint, loc)
        self.args.append(arg)
        return arg

    def _link(self, op: Operation, prev: Operation | None, nxt: Operation | None) -> Operation:
        if op.parent is not None:  # moving: out of its block first
            op.parent.remove(op)
        op.parent = self
        op._prev, op._next = prev, nxt
        if prev is None:
            self._first = op
        else:
            prev._next = op
        if nxt is None:
            self._last = op
        else:
            nxt._prev = op
        self._cache = None
        return op

    def append(self, op: Operation) -> Operation:
        return self._link(op, self._last, None)

    def insert(self, index: int, op: Operation) -> Operation:
        """``op`` at position ``index`` (0: first; ``len(ops)``: last)."""
        ops = self.ops
        if index >= len(ops):
            return self.append(op)
        return self.insert_before(ops[index], op)

    def insert_before(self, anchor: Operation, op: Operation) -> Operation:
        assert anchor.parent is self, f"{anchor.name} is not in this block"
        return self._link(op, anchor._prev, anchor)

    def insert_after(self, anchor: Operation, op: Operation) -> Operation:
        assert anchor.parent is self, f"{anchor.name} is not in this block"
        return self._link(op, anchor, anchor._next)

    def remove(self, op: Operation) -> None:
        """Unlink ``op`` (it stays as it is, outside any block)."""
        assert op.parent is self, f"{op.name} is not in this block"
        if op._prev is None:
            self._first = op._next
        else:
            op._prev._next = op._next
        if op._next is None:
            self._last = op._prev
        else:
            op._next._prev = op._prev
        op._prev = op._next = None
        op.parent = None
        self._cache = None

    @property
    def first(self) -> Operation | None:
        return self._first

    @property
    def terminator(self) -> Operation | None:
        return self._last

    @property
    def parent_op(self) -> Operation | None:
        return self.parent.parent if self.parent else None


class Region:
    __slots__ = ("blocks", "parent")

    def __init__(self, blocks: list[Block] | None = None) -> None:
        self.blocks: list[Block] = []
        self.parent: Operation | None = None
        for b in blocks or []:
            self.add_block(b)

    def add_block(self, block: Block) -> Block:
        block.parent = self
        self.blocks.append(block)
        return block

    @property
    def block(self) -> Block:
        """The single block of a single-block region."""
        return self.blocks[0]


def insert_after_value(value: Value, op: Operation) -> None:
    """Insert ``op`` right after ``value``'s defining op, or first in the block of a block
    argument (MLIR's ``setInsertionPointAfterValue``)."""
    if isinstance(value, OpResult):
        assert value.op.parent is not None
        value.op.parent.insert_after(value.op, op)
    else:
        assert isinstance(value, BlockArgument)
        value.block.insert(0, op)


_OP_CLASSES: dict[str, type[Operation]] = {}


def op_class(name: str) -> type[Operation]:
    return _OP_CLASSES.get(name, Operation)


class Operation:
    """A generic operation. Subclasses set ``OP_NAME`` and add typed accessors."""

    OP_NAME: ClassVar[str] = ""

    __slots__ = ("_next", "_prev", "attributes", "loc", "name", "operands", "parent",
                 "properties", "regions", "results", "src_loc")

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        if cls.OP_NAME:
            _OP_CLASSES[cls.OP_NAME] = cls

    def __init__(self, name: str, operands: list[Value] | None = None,
                 result_types: list[Type] | None = None,
                 properties: dict[str, Attribute] | None = None,
                 attributes: dict[str, Attribute] | None = None,
                 regions: list[Region] | None = None,
                 src_loc: SourceLoc | None = None, loc: str | None = None) -> None:
        # Built for speed (a parsed program creates one per line): no helper calls for
        # the common case.
        self.name = name
        self.operands: list[Value] = list(operands) if operands else []
        self.results = ([OpResult(self, i, t) for i, t in enumerate(result_types)]
                        if result_types else [])
        self.properties: dict[str, Attribute] = dict(properties) if properties else {}
        self.attributes: dict[str, Attribute] = dict(attributes) if attributes else {}
        self.regions: list[Region] = []
        self.parent: Block | None = None
        self._prev: Operation | None = None  # neighbours in the parent block
        self._next: Operation | None = None
        self.src_loc = src_loc  # where the op was read from, for diagnostics
        self.loc = loc  # the op's MLIR location text (``loc(...)``), carried through
        for i, v in enumerate(self.operands):
            v.uses.add(self, i)
        for r in regions or ():
            self.add_region(r)

    @staticmethod
    def create(name: str, *args: object, **kwargs: object) -> Operation:
        """Build an op of the typed class registered for ``name``."""
        # (every registered class takes Operation's own constructor arguments)
        return op_class(name)(name, *args, **kwargs)  # type: ignore[arg-type]

    # -- operands ---------------------------------------------------------
    @property
    def next(self) -> Operation | None:
        """The op after this one in its block."""
        return self._next

    @property
    def prev(self) -> Operation | None:
        """The op before this one in its block."""
        return self._prev

    def add_operand(self, value: Value) -> None:
        value.uses.add(self, len(self.operands))
        self.operands.append(value)

    def set_operand(self, index: int, value: Value) -> None:
        old = self.operands[index]
        old.uses.remove(self, index)
        value.uses.add(self, index)
        self.operands[index] = value

    def drop_operands(self) -> None:
        for i, v in enumerate(self.operands):
            v.uses.remove(self, i)
        self.operands = []

    def add_region(self, region: Region) -> Region:
        region.parent = self
        self.regions.append(region)
        return region

    # -- structure ----------------------------------------------------------
    @property
    def result(self) -> OpResult:
        assert len(self.results) == 1, f"{self.name} has {len(self.results)} results"
        return self.results[0]

    @property
    def parent_op(self) -> Operation | None:
        return self.parent.parent_op if self.parent else None

    def ancestor_in(self, block: Block | None) -> Operation | None:
        """This op if it is in ``block``, else the op of ``block`` whose regions hold it
        (None: ``block`` holds neither)."""
        op: Operation | None = self
        while op is not None and op.parent is not block:
            op = op.parent_op
        return op

    @property
    def dialect(self) -> str:
        return self.name.split(".", 1)[0]

    def walk(self) -> Iterator[Operation]:
        """This op and every op nested in it, in pre-order."""
        yield self
        for region in self.regions:
            for block in region.blocks:
                for op in list(block.ops):
                    yield from op.walk()

    def erase(self) -> None:
        """Remove this op (its results must be unused) and drop its operand uses."""
        for r in self.results:
            assert not r.uses, f"erasing {self.name} whose result is still used"
        for op in list(self.walk())[::-1]:
            op.drop_operands()
        if self.parent is not None:
            self.parent.remove(self)

    def clone(self, mapping: dict[Value, Value] | None = None) -> Self:
        """A deep copy of this op (regions included), not inserted anywhere, as MLIR's
        ``Operation::clone(IRMapping&)``. Operands found in ``mapping`` are replaced by
        their image, others are shared with the original; ``mapping`` gains every result
        and block argument of the copy (old value -> new value). Attributes are immutable,
        so the copy shares them."""
        mapping = {} if mapping is None else mapping
        new = self._clone_tree(mapping)
        # A region may use a value before its definition (a later block, a graph region):
        # once everything is cloned, point such operands at the copies.
        for op in new.walk():
            for i, v in enumerate(op.operands):
                if v in mapping and op is not new:
                    op.set_operand(i, mapping[v])
        assert isinstance(new, type(self))  # op_class(name) gives the copy self's class
        return new

    def _clone_tree(self, mapping: dict[Value, Value]) -> Operation:
        new = Operation.create(self.name, [mapping.get(v, v) for v in self.operands],
                               [r.type for r in self.results], self.properties,
                               self.attributes, src_loc=self.src_loc, loc=self.loc)
        for old, res in zip(self.results, new.results, strict=True):
            res.name_hint = old.name_hint
            mapping[old] = res
        for region in self.regions:
            copy = new.add_region(Region())
            for block in region.blocks:
                nb = copy.add_block(Block(block.label))
                for arg in block.args:
                    mapping[arg] = copied = nb.add_arg(arg.type, arg.name_hint, arg.loc)
                    copied.loc_text = arg.loc_text
            for block, nb in zip(region.blocks, copy.blocks, strict=True):
                for op in block.ops:
                    nb.append(op._clone_tree(mapping))
        return new

    def typed_property(self, name: str, kind: type[AttrT]) -> AttrT:
        """Inherent property ``name``, which the verifier has made sure is a ``kind``."""
        value = self.properties[name]
        if not isinstance(value, kind):
            raise TypeError(f"'{self.name}' property '{name}' is not a {kind.__name__}")
        return value

    def get_attr(self, name: str) -> Attribute | None:
        """An inherent property or, failing that, a discardable attribute."""
        if name in self.properties:
            return self.properties[name]
        return self.attributes.get(name)

    def __repr__(self) -> str:
        return f"<{self.name} at {self.src_loc}>"
