"""A solution written back into the module: a sharding on every op result and block
argument, in the form Shardy's propagation leaves a module.

* ruled ops get ``sdy.sharding`` (per value) from their strategy's result shardings;
* entry arguments and results get their ``sdy.sharding`` attribute; loops, conditionals
  and barriers their results' (block arguments follow, as data-flow edge targets);
  manual and named computations their in/out shardings (manual axes major);
* user annotations stay where they were: an annotation's own open/closed flags,
  priorities, replicated and unreduced axes are kept, its axes are the chosen ones
  (which honour it: open dimensions may have grown);
* where a consumer's strategy needs an operand sharded otherwise than its producer
  gives it, an explicit ``sdy.reshard`` goes right before the consumer (one per value and
  target sharding, before the first consumer that needs it): Shardy's export then has
  nothing left to choose, so the module's collectives are the ones the solver priced;
* where a reshard costs less as a gather, then a slice (``edges.gather_route``), than
  Shardy's lowering of it, it is two reshards, so (the encoder priced the lesser);
* where a ``shared`` node chose a copy of a value other than the value's own sharding,
  one reshard to it before the value's first user, which every user then reads.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from planner.encode.problem.candidates import with_flags
from planner.encode.problem.encoder import Encoding, Node, NodeKind
from planner.encode.problem.reshard_edges import gather_route
from planner.model.dialects.ops import SHARDING_ATTR, FuncOp, ModuleOp
from planner.model.dialects.value_sharding import set_value_sharding, value_sharding
from planner.model.ir.core import Block, Operation, Value, insert_after_value
from planner.model.ir.op_names import HLO, SDY
from planner.model.ir.types import TensorType
from planner.model.sharding.tensor_sharding import ShardingPerValue, TensorSharding
from planner.passes.exports.close_shardings import closed


@dataclass(frozen=True)
class ModuleCopy:
    """A copy of the module an encoding was made from, and the way from the original's
    ops and values to the copy's: a plan decoded into it leaves the original as encoded,
    so another plan of the same problem is decoded and priced without encoding again."""

    module: ModuleOp
    ops: dict[int, Operation]  # id(original op) -> its copy
    values: dict[Value, Value]

    @classmethod
    def of(cls, module: ModuleOp) -> ModuleCopy:
        values: dict[Value, Value] = {}
        copy = module.clone(values)
        assert isinstance(copy, ModuleOp)
        ops = {id(a): b for a, b in zip(module.walk(), copy.walk(), strict=True)}
        return cls(copy, ops, values)

    def op(self, op: Operation) -> Operation:
        return self.ops[id(op)]

    def value(self, v: Value) -> Value:
        return self.values[v]


class _InPlace:
    """The original itself: decoding writes into the module encoded."""

    @staticmethod
    def op(op: Operation) -> Operation:
        return op

    @staticmethod
    def value(v: Value) -> Value:
        return v


_Target = ModuleCopy | _InPlace


def decode(enc: Encoding, assignment: np.ndarray, into: ModuleCopy | None = None) -> int:
    """Write the shardings ``assignment`` (a local strategy index per node) chooses into
    the module (``into``: into that copy of it instead); the number of explicit reshards
    inserted."""
    a = np.asarray(assignment, np.int64)
    to: _Target = _InPlace() if into is None else into
    # Each op's operands as encoded (the inserted reshards replace them in ``to``).
    operands = {n: list(node.op.operands) for n, node in enumerate(enc.nodes)
                if node.kind == NodeKind.OP and node.op is not None}
    for n, node in enumerate(enc.nodes):
        _decode_node(enc, node, int(a[n]), to)
    copies = _insert_copies(enc, a, to)
    reshards = len(copies) + _insert_reshards(enc, a, copies, operands, to)
    _pin_results(enc, to)
    return reshards


def _keep_flags(chosen: TensorSharding, existing: object) -> TensorSharding:
    if isinstance(existing, TensorSharding) and existing.rank == chosen.rank:
        return with_flags(chosen, existing)
    return chosen


def _decode_node(enc: Encoding, node: Node, s: int, to: _Target) -> None:
    func = to.op(enc.func)
    assert isinstance(func, FuncOp)
    if node.kind == NodeKind.OP:
        st = node.strategies
        assert st is not None and node.op is not None
        for r, result in enumerate(to.op(node.op).results):
            old = value_sharding(result)
            set_value_sharding(result, _keep_flags(st.result(s, r), old))
    elif node.kind == NodeKind.SOURCE:
        set_value_sharding(to.value(node.values[0]), node.candidates[s])
    elif node.kind == NodeKind.FIXED:
        for res in node.values:
            if isinstance(res.type, TensorType):
                set_value_sharding(to.value(res),
                                   TensorSharding.unsharded(enc.mesh_name, res.type.rank))
    elif node.kind == NodeKind.ARG:
        attrs = func.arg_attrs(node.index)
        attrs[SHARDING_ATTR] = _keep_flags(node.candidates[s], attrs.get(SHARDING_ATTR))
        func.set_arg_attrs(node.index, attrs)
    elif node.kind == NodeKind.RESULT:
        attrs = func.result_attrs(node.index)
        attrs[SHARDING_ATTR] = _keep_flags(node.candidates[s], attrs.get(SHARDING_ATTR))
        func.set_result_attrs(node.index, attrs)
    elif node.kind == NodeKind.VALUE:
        assert node.op is not None
        op, key = to.op(node.op), "sharding"
        op.properties[key] = _keep_flags(node.candidates[s], op.properties.get(key))
    elif node.kind == NodeKind.FLOW:
        assert node.op is not None
        _decode_flow(node, to.op(node.op), s)


def _decode_flow(node: Node, op: Operation, s: int) -> None:
    chosen = node.candidates[s]
    if op.name in (SDY.MANUAL_COMPUTATION, SDY.NAMED_COMPUTATION):
        n_in = len(op.operands)
        key, i, count = ("in_shardings", node.index, n_in) if node.index < n_in else \
            ("out_shardings", node.index - n_in, len(op.results))
        attr = op.properties.get(key)
        items: list[TensorSharding | None] = list(attr.shardings) \
            if isinstance(attr, ShardingPerValue) and len(attr) == count else [None] * count
        items[i] = _keep_flags(chosen, items[i])
        values = op.operands if key == "in_shardings" else op.results
        op.properties[key] = ShardingPerValue(tuple(
            x if x is not None else TensorSharding.unsharded(chosen.mesh, v.tensor_type.rank)
            for x, v in zip(items, values, strict=True)))
        return
    result = op.results[node.index]
    set_value_sharding(result, _keep_flags(chosen, value_sharding(result)))


def _insert_copies(enc: Encoding, a: np.ndarray, to: _Target
                   ) -> dict[Value, TensorSharding]:
    """Where a ``shared`` node chose a copy other than its value's sharding, an explicit
    reshard to it before the value's first user, which every user then reads (each
    reshards on from the copy, as the encoder priced): the sharding of each value
    copied so (as encoded)."""
    copies: dict[Value, TensorSharding] = {}
    order = _BlockOrder()
    for n, node in enumerate(enc.nodes):
        if node.kind != NodeKind.SHARED:
            continue
        v = node.values[0]
        src = enc.provider[v]
        have, copy = src.sharding(int(a[src.node])), node.candidates[int(a[n])]
        if copy.same_dim_axes(have):
            continue
        w = to.value(v)
        uses = list(w.uses)
        result = _reshard(enc, w, have, copy, order.first_user(w))
        for op, k in uses:
            op.set_operand(k, result)
        copies[v] = copy
    return copies


def _reshard(enc: Encoding, v: Value, have: TensorSharding, need: TensorSharding,
             before: Operation) -> Value:
    """``v`` resharded from ``have`` to ``need`` by explicit reshards before ``before``
    (through ``_route``'s sharding where there is one): the last one's result."""
    assert before.parent is not None
    for target in (*_route(enc, have, need, v), need):
        r = Operation.create(SDY.RESHARD, [v], [v.type], {"sharding": target},
                             loc=before.loc)
        r.src_loc = before.src_loc
        before.parent.insert_before(before, r)
        v = r.results[0]
    return v


class _BlockOrder:
    """Where each op stands in its block, numbered once per block: inserting reshards
    keeps the order of the ops already there, so the first of some ops is found without
    a walk of the block each time."""

    def __init__(self) -> None:
        self._at: dict[int, dict[int, int]] = {}

    def first(self, block: Block, ops: list[Operation]) -> Operation:
        """The first of ``ops`` (ops of ``block``) in the block."""
        at = self._at.get(id(block))
        if at is None:
            at = self._at[id(block)] = {id(op): i for i, op in enumerate(block.ops)}
        if all(id(op) in at for op in ops):
            return min(ops, key=lambda op: at[id(op)])
        ids = {id(op) for op in ops}  # an op inserted since: walk the block
        return next(op for op in block.ops if id(op) in ids)

    def first_user(self, v: Value) -> Operation:
        """The first op of ``v``'s block that uses it, itself or within its regions."""
        block = v.home_block
        assert block is not None
        users = [user.ancestor_in(block) for user in v.users]
        return self.first(block, [u for u in users if u is not None])  # all are: v's block


def _insert_reshards(enc: Encoding, a: np.ndarray, copies: dict[Value, TensorSharding],
                     operands: dict[int, list[Value]], to: _Target) -> int:
    """Explicit reshards where a consumer needs an operand (``operands``: as encoded)
    otherwise than it is given; ``copies``: the shared copies users read."""
    def have_of(v: Value) -> TensorSharding | None:
        """What ``v``'s producer (or the shared copy users read) gives it."""
        if v in copies:
            return copies[v]
        src = enc.provider.get(v)
        return None if src is None else src.sharding(int(a[src.node]))

    needed: dict[tuple[int, Value, TensorSharding], list[tuple[Operation, int]]] = {}
    read_sharding: dict[Value, TensorSharding] = {}
    for n, node in enumerate(enc.nodes):
        if node.kind != NodeKind.OP:
            continue
        st = node.strategies
        assert st is not None and node.op is not None
        op = to.op(node.op)
        for k, v in enumerate(operands[n]):
            have = have_of(v)
            if have is None or not isinstance(v.type, TensorType):
                continue
            need = st.operand(int(a[n]), k)
            if have.same_dim_axes(need):
                continue
            read = op.operands[k]  # the value, or the shared copy of it users read
            written = value_sharding(read)
            if written is not None and written.mesh != need.mesh:
                # a value annotated on an identical copy of the planned mesh (the encoder
                # allows no other): a reshard across mesh names lowers to a
                # collective_permute Shardy's verifier rejects ("same device ids"), one
                # within the value's mesh does not
                need = replace(need, mesh=written.mesh)
            needed.setdefault((id(op.parent), read, need), []).append((op, k))
            read_sharding[read] = have
    # One reshard per value and target, before the first of its consumers in the block
    # (nodes follow the schedule, not the program's order).
    order = _BlockOrder()
    for (_, read, need), uses in needed.items():
        block = uses[0][0].parent
        assert block is not None
        first = order.first(block, [op for op, _ in uses])
        result = _reshard(enc, read, read_sharding[read], need, first)
        for op, k in uses:
            op.set_operand(k, result)
    return len(needed)


def _route(enc: Encoding, have: TensorSharding, need: TensorSharding,
           v: Value) -> tuple[TensorSharding, ...]:
    """The sharding a reshard from ``have`` to ``need`` goes through where the encoder
    priced it at the least of a gather, then a free slice (``edges.gather_route``), and
    Shardy's own lowering, and the gather costs less; else none."""
    t = v.type
    if not isinstance(t, TensorType) or have.mesh != need.mesh:
        return ()
    route = gather_route(have, need)
    if route is None:
        return ()
    shape = t.static_shape
    gathered = enc.edges.gather_route_seconds(have, route, shape, t.element_type)
    lowered = enc.edges.model.reshard_seconds(have, need, shape, t.element_type)
    return (route,) if gathered < lowered else ()


def _pin_results(enc: Encoding, to: _Target) -> None:
    """A ``sdy.sharding_constraint`` to its own sharding after every ruled op's tensor
    results, and after every loop's and conditional's results and loop-body arguments.
    XLA (jaxlib 0.10.2, as ``jax.jit`` compiles a module) re-runs Shardy's propagation
    and binds only function argument/result shardings and sharding constraints: an op's
    own ``sdy.sharding`` is re-decided, so without the pins XLA partitions another plan
    than the one priced (a free output sharding spreads back through a whole transformer
    and its weights are all-gathered; a result read only by an explicit reshard takes the
    reshard's sharding; a function result's sharding spreads into a loop's carry and the
    body gathers it every iteration)."""
    for node in enc.nodes:
        if node.op is None:
            continue
        if node.kind == NodeKind.OP:
            for res in to.op(node.op).results:
                _pin(res)
        elif node.kind == NodeKind.FLOW and node.op.name not in (SDY.MANUAL_COMPUTATION,
                                                                 SDY.NAMED_COMPUTATION):
            op = to.op(node.op)
            _pin(op.results[node.index])
            if op.name == HLO.WHILE:
                for region in op.regions:
                    _pin(region.block.args[node.index])


def _pin(value: Value) -> None:
    """Read ``value`` through a sharding constraint to its own sharding, closed (an open
    dimension would let XLA's propagation grow it), nothing for scalars, unused values
    and values without a sharding."""
    if value.rank == 0 or not value.users:
        return
    sharding = value_sharding(value)
    if not isinstance(sharding, TensorSharding):
        return
    owner = value.owner_op
    pin = Operation.create(SDY.SHARDING_CONSTRAINT, [value], [value.type],
                           {"sharding": closed(sharding)}, loc=owner.loc if owner else None)
    if owner is not None:
        pin.src_loc = owner.src_loc
    insert_after_value(value, pin)
    value.replace_uses_except(pin.results[0], pin)
