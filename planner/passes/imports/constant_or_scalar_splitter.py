"""``sdy-constant-or-scalar-splitter`` (alias ``sdy-constant-splitter``): every use of a
constant sub-computation or of a scalar expansion gets its own copy, so that propagation
can shard each copy the way its user wants.

As Shardy (module-level since jaxlib 0.10):

* ``stablehlo.constant`` ops become ``sdy.constant`` (attributes kept) everywhere first.
* A *constant expression* is an ``sdy.constant`` or ``stablehlo.iota``, or a *constant
  preserving* op whose operands are all results of constant expressions. Constant
  preserving: a pure broadcast_in_dim, reshape, slice or element-wise op (Shardy counts
  ``sdy.reshard`` and ``sdy.propagation_barrier`` as element-wise), a call to a function
  and a named computation none of whose ops is non-constant-preserving (terminators and
  constant expressions aside; checked per original function name / computation name).
* A *scalar expansion* is a broadcast_in_dim of a rank-0 tensor that is not a constant
  expression.
* Each operand of any other op (sharding groups aside) that is a constant expression or
  scalar expansion is replaced by a fresh clone of its whole sub-computation: each clone
  goes right before its original, a value used twice in the sub-computation is cloned
  once per clone, rank-0 values are never cloned, sharding groups on a cloned value are
  cloned with it, and a cloned call calls a fresh clone of its callee (recursively; named
  ``<callee>_N`` and tagged with ``sdy.original_func_name``, at the end of the module).
* Originals whose only users are sharding groups are then erased (with those groups).

Functions are processed callees first; in each, the bodies of named computations
(innermost first), then the function body without them.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from planner.model.dialects.ops import CallOp, FuncOp, ModuleOp, NamedComputationOp
from planner.model.dialects.symbol_table import SymbolTable
from planner.model.dialects.traits import NARY_ELEMENTWISE, UNARY_ELEMENTWISE
from planner.model.ir.attributes import StringAttr, SymbolRefAttr
from planner.model.ir.core import Operation, OpResult, Value
from planner.model.ir.op_names import CHLO, HLO, SDY
from planner.model.ir.types import TensorType
from planner.passes.registry import Pass

ORIGINAL_FUNC_NAME = "sdy.original_func_name"
SPLIT_SOURCES = frozenset({SDY.CONSTANT, HLO.IOTA})
SHAPE_OPS = frozenset({HLO.BROADCAST_IN_DIM, HLO.RESHAPE, HLO.SLICE})

# Element-wise ops that are always pure.
_PURE_ELEMENTWISE = frozenset({
    SDY.RESHARD, SDY.PROPAGATION_BARRIER,
    CHLO.ASIN_ACOS_KERNEL, CHLO.ACOS, CHLO.ACOSH, CHLO.ASIN, CHLO.ASINH,
    CHLO.ATAN, CHLO.ATANH, CHLO.BESSEL_I1E, CHLO.CONJ, CHLO.COSH, CHLO.SINH,
    CHLO.TAN, CHLO.DIGAMMA, CHLO.ERF, CHLO.ERF_INV, CHLO.ERFC, CHLO.IS_INF,
    CHLO.IS_NEG_INF, CHLO.IS_POS_INF, CHLO.LGAMMA, CHLO.SQUARE, CHLO.CONSTANT_LIKE,
    CHLO.BROADCAST_ADD, CHLO.BROADCAST_ATAN2, CHLO.BROADCAST_DIVIDE,
    CHLO.BROADCAST_MAXIMUM, CHLO.BROADCAST_MINIMUM, CHLO.BROADCAST_MULTIPLY,
    CHLO.BROADCAST_NEXT_AFTER, CHLO.BROADCAST_POLYGAMMA, CHLO.BROADCAST_POWER,
    CHLO.BROADCAST_REMAINDER, CHLO.BROADCAST_SHIFT_LEFT,
    CHLO.BROADCAST_SHIFT_RIGHT_ARITHMETIC, CHLO.BROADCAST_SHIFT_RIGHT_LOGICAL,
    CHLO.BROADCAST_SUBTRACT, CHLO.BROADCAST_ZETA, CHLO.BROADCAST_AND,
    CHLO.BROADCAST_OR, CHLO.BROADCAST_XOR, CHLO.BROADCAST_COMPLEX,
    CHLO.BROADCAST_COMPARE, CHLO.BROADCAST_SELECT,
})


def _static(values: list[Value]) -> bool:
    return all(isinstance(v.type, TensorType) and v.type.is_static for v in values)


def _static_dims_static_in_input(op: Operation) -> bool:
    """No static result dimension whose input dimension is dynamic (StableHLO's
    ``SpeculatableIfStaticDimInOutputIsStaticInInput``)."""
    src, dst = op.operands[0].type, op.results[0].type
    if not isinstance(src, TensorType) or not isinstance(dst, TensorType):
        return False
    return all(d is None or s is not None for s, d in zip(src.shape, dst.shape, strict=False))


def is_scalar(value: Value) -> bool:
    """A rank-0 tensor (never cloned: scalars are not sharded)."""
    return isinstance(value.type, TensorType) and value.type.rank == 0


def _is_elementwise(op: Operation) -> bool:
    if op.name == HLO.BITCAST_CONVERT:
        # Element-wise only when the element widths (hence the shapes) agree.
        src, dst = op.operands[0].type, op.results[0].type
        return isinstance(src, TensorType) and isinstance(dst, TensorType) and \
            src.shape == dst.shape
    return op.name in UNARY_ELEMENTWISE or op.name in NARY_ELEMENTWISE or \
        op.name in _PURE_ELEMENTWISE


def _is_pure(op: Operation) -> bool:
    """Pure (speculatable and free of memory effects), for the ops this pass asks about:
    StableHLO's speculatability conditions on dynamic dimensions, as its ops declare them."""
    if op.name in _PURE_ELEMENTWISE:
        return True
    if op.name in UNARY_ELEMENTWISE or op.name in (
            HLO.SLICE, HLO.BITCAST_CONVERT):
        return _static_dims_static_in_input(op)
    if op.name in NARY_ELEMENTWISE or op.name in (
            HLO.BROADCAST_IN_DIM, HLO.RESHAPE):
        return _static(op.operands)
    return False


def _is_terminator(op: Operation) -> bool:
    return op.name.endswith(".return")


def original_func_name(func: FuncOp) -> str:
    """The name of the function ``func`` was cloned from (its own name if none)."""
    name = func.attributes.get(ORIGINAL_FUNC_NAME)
    return name.value if isinstance(name, StringAttr) else func.sym_name


def _named_parent(op: Operation) -> NamedComputationOp | None:
    parent = op.parent_op
    while parent is not None and not isinstance(parent, NamedComputationOp):
        parent = parent.parent_op
    return parent


def funcs_callees_first(module: ModuleOp) -> list[FuncOp]:
    """Functions with a body in post-order of the call graph (MLIR's ``CallGraph`` from
    its external node: functions in module order, callees in order of first call)."""
    funcs = {name: f for name, f in module.funcs().items() if not f.is_declaration}
    order: list[FuncOp] = []
    seen: set[str] = set()

    def visit(func: FuncOp) -> None:
        seen.add(func.sym_name)
        for op in func.walk():
            if isinstance(op, CallOp) and op.callee in funcs and op.callee not in seen:
                visit(funcs[op.callee])
        order.append(func)

    for func in funcs.values():
        if func.sym_name not in seen:
            visit(func)
    return order


def _post_order(op: Operation) -> Iterator[Operation]:
    for region in op.regions:
        for block in region.blocks:
            for child in block.ops:
                yield from _post_order(child)
    yield op


def _pre_order_skipping_named(ops: Sequence[Operation]) -> Iterator[Operation]:
    """The ops and those nested in them, pre-order, not entering named computations."""
    for op in ops:
        yield op
        if not isinstance(op, NamedComputationOp):
            for region in op.regions:
                for block in region.blocks:
                    yield from _pre_order_skipping_named(block.ops)


class Splitter:
    """The pass state: the symbol table and what is known not to be constant preserving."""

    def __init__(self, module: ModuleOp) -> None:
        self.module = module
        self.symbols = SymbolTable(module)
        self.non_const_named: set[str] = set()
        self.non_const_funcs: set[str] = set()

    # -- classification ----------------------------------------------------------------
    def is_constant_preserving(self, op: Operation) -> bool:
        """Whether ``op`` computes a constant from constant operands (see module doc)."""
        if isinstance(op, CallOp):
            callee = self.module.lookup(op.callee)
            name = original_func_name(callee) if isinstance(callee, FuncOp) else op.callee
            return name not in self.non_const_funcs
        if isinstance(op, NamedComputationOp):
            return op.computation_name not in self.non_const_named
        if not _is_pure(op):
            return False
        return op.name in SHAPE_OPS or _is_elementwise(op)

    def is_constant_expression(self, op: Operation, constants: dict[Operation, None]) -> bool:
        """A constant or iota, or constant preserving with all operands in ``constants``."""
        if op.name in SPLIT_SOURCES:
            return True
        return self.is_constant_preserving(op) and all(
            isinstance(v, OpResult) and v.op in constants for v in op.operands)

    # -- cloning -----------------------------------------------------------------------
    def clone_func(self, func: FuncOp) -> FuncOp:
        """A copy of ``func`` (not inserted) whose calls call fresh copies of their callees,
        those inserted at the end of the module."""
        copy = func.clone()
        assert isinstance(copy, FuncOp)
        copy.attributes[ORIGINAL_FUNC_NAME] = StringAttr(original_func_name(func))
        for op in list(_post_order(copy)):
            if isinstance(op, CallOp):
                callee = self.module.lookup(op.callee)
                assert isinstance(callee, FuncOp), f"call to unknown function @{op.callee}"
                op.properties["callee"] = SymbolRefAttr(self.insert_func(self.clone_func(callee)))
        return copy

    def insert_func(self, func: FuncOp) -> str:
        """Append ``func`` to the module under a unique name; returns the name."""
        name = self.symbols.insert(func.sym_name)
        func.properties["sym_name"] = StringAttr(name)
        self.module.body.append(func)
        return name

    def _clone_into(self, result: OpResult, mapping: dict[Value, Value]) -> None:
        if is_scalar(result) or result in mapping:
            return
        op = result.op
        for v in op.operands:
            if isinstance(v, OpResult):
                self._clone_into(v, mapping)
        block = op.parent
        assert block is not None
        copy = block.insert_before(op, op.clone(mapping))
        if isinstance(copy, CallOp):
            callee = self.module.lookup(copy.callee)
            assert isinstance(callee, FuncOp), f"call to unknown function @{copy.callee}"
            copy.properties["callee"] = SymbolRefAttr(self.insert_func(self.clone_func(callee)))
        # MLIR lists a value's uses newest first (see _to_sdy_constant): ours is oldest first.
        for user, _ in reversed(result.uses):
            if user.name == SDY.SHARDING_GROUP:
                block.insert_before(op, user.clone(mapping))

    def clone_sub_computation(self, result: OpResult) -> Value:
        """A fresh copy of the sub-computation computing ``result`` (itself if rank 0)."""
        if is_scalar(result):
            return result
        mapping: dict[Value, Value] = {}
        self._clone_into(result, mapping)
        return mapping[result]

    # -- the walk ------------------------------------------------------------------------
    def process_region_ops(self, ops: Sequence[Operation], func: FuncOp) -> None:
        """Split the constant sub-computations and scalar expansions among ``ops`` and the
        ops nested in them (named computations not entered), ``func`` being their function."""
        constants: dict[Operation, None] = {}  # insertion-ordered sets
        expansions: dict[Operation, None] = {}
        for op in list(_pre_order_skipping_named(ops)):
            if isinstance(op, FuncOp) or op.name == SDY.SHARDING_GROUP:
                continue
            if self.is_constant_expression(op, constants):
                constants[op] = None
                continue
            if not self.is_constant_preserving(op) and not _is_terminator(op):
                named = _named_parent(op)
                if named is not None:
                    self.non_const_named.add(named.computation_name)
                self.non_const_funcs.add(original_func_name(func))
            if op.name == HLO.BROADCAST_IN_DIM and is_scalar(op.operands[0]):
                expansions[op] = None
                continue
            for i, v in enumerate(list(op.operands)):
                if isinstance(v, OpResult) and (v.op in constants or v.op in expansions):
                    op.set_operand(i, self.clone_sub_computation(v))
        # Every use outside the sub-computations now has its own copy: the originals can
        # go, last ones first, unless something else (a rank-0 value's user) still uses them.
        for op in [*expansions, *reversed(constants)]:
            users = [u for r in op.results for u in r.users]
            if all(u.name == SDY.SHARDING_GROUP for u in users):
                for u in users:
                    u.erase()
                op.erase()

    def run(self) -> None:
        """The whole pass on the module."""
        for op in list(self.module.walk()):
            if op.name == HLO.CONSTANT:
                _to_sdy_constant(op)
        for func in funcs_callees_first(self.module):
            for named in [o for o in _post_order(func) if isinstance(o, NamedComputationOp)]:
                self.process_region_ops(named.body.ops, func)
            self.process_region_ops(func.body.ops, func)


def _to_sdy_constant(op: Operation) -> None:
    """Replace a ``stablehlo.constant`` by an ``sdy.constant`` with the same attributes."""
    new = Operation.create(SDY.CONSTANT, [], [r.type for r in op.results], op.properties,
                           op.attributes, src_loc=op.src_loc, loc=op.loc)
    block = op.parent
    assert block is not None
    block.insert_before(op, new)
    # MLIR prepends each new use to a value's use list, so replacing all uses (newest first)
    # reverses their order; keep that order, the order sharding groups are cloned in.
    for old, res in zip(op.results, new.results, strict=True):
        for user, index in reversed(old.uses):
            user.set_operand(index, res)
    op.erase()


def constant_or_scalar_splitter(module: ModuleOp) -> None:
    """Split constant sub-computations and scalar expansions per use."""
    Splitter(module).run()


PASS = Pass("sdy-constant-or-scalar-splitter",
            "Gives each use of a constant sub-computation or scalar broadcast its own copy.",
            constant_or_scalar_splitter, aliases=("sdy-constant-splitter",))
