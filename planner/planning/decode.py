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
* where the encoder priced a reshard as a gather, then a slice (``edges.gather_route``)
  and Shardy's lowering would cost more, it is two reshards, so;
* where a ``shared`` node chose a copy of a value other than the value's own sharding,
  one reshard to it before the value's first user, which every user then reads.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from planner.encode.problem.candidates import with_flags
from planner.encode.problem.edges import gather_route
from planner.encode.problem.encoder import Encoding, Node
from planner.model.dialects.ops import SHARDING_ATTR
from planner.model.dialects.value_sharding import set_value_sharding, value_sharding
from planner.model.ir.core import Operation, Value, insert_after_value
from planner.model.ir.types import TensorType
from planner.model.sharding.tensor_sharding import ShardingPerValue, TensorSharding


def decode(enc: Encoding, assignment: np.ndarray) -> int:
    """Write the shardings ``assignment`` (a local strategy index per node) chooses into
    the module, in place; the number of explicit reshards inserted."""
    a = np.asarray(assignment, np.int64)
    for n, node in enumerate(enc.nodes):
        _decode_node(enc, node, int(a[n]))
    copies = _insert_copies(enc, a)
    reshards = len(copies) + _insert_reshards(enc, a, copies)
    _pin_results(enc)
    return reshards


def _keep_flags(chosen: TensorSharding, existing: object) -> TensorSharding:
    if isinstance(existing, TensorSharding) and existing.rank == chosen.rank:
        return with_flags(chosen, existing)
    return chosen


def _decode_node(enc: Encoding, node: Node, s: int) -> None:
    if node.kind == "op":
        st = node.strategies
        assert st is not None and node.op is not None
        for r, res in enumerate(node.op.results):
            old = value_sharding(res)
            set_value_sharding(res, _keep_flags(st.result(s, r), old))
    elif node.kind == "source":
        set_value_sharding(node.values[0], node.candidates[s])
    elif node.kind == "fixed":
        for res in node.values:
            if isinstance(res.type, TensorType):
                set_value_sharding(res, TensorSharding.unsharded(enc.mesh_name, res.type.rank))
    elif node.kind == "arg":
        attrs = enc.func.arg_attrs(node.index)
        attrs[SHARDING_ATTR] = _keep_flags(node.candidates[s], attrs.get(SHARDING_ATTR))
        enc.func.set_arg_attrs(node.index, attrs)
    elif node.kind == "result":
        attrs = enc.func.result_attrs(node.index)
        attrs[SHARDING_ATTR] = _keep_flags(node.candidates[s], attrs.get(SHARDING_ATTR))
        enc.func.set_result_attrs(node.index, attrs)
    elif node.kind == "value":
        assert node.op is not None
        key = "sharding"
        node.op.properties[key] = _keep_flags(node.candidates[s], node.op.properties.get(key))
    elif node.kind == "flow":
        _decode_flow(node, s)


def _decode_flow(node: Node, s: int) -> None:
    op, chosen = node.op, node.candidates[s]
    assert op is not None
    if op.name in ("sdy.manual_computation", "sdy.named_computation"):
        n_in = len(op.operands)
        key, i, count = ("in_shardings", node.index, n_in) if node.index < n_in else \
            ("out_shardings", node.index - n_in, len(op.results))
        attr = op.properties.get(key)
        items = list(attr.shardings) if isinstance(attr, ShardingPerValue) and \
            len(attr) == count else [None] * count
        items[i] = _keep_flags(chosen, items[i])
        values = op.operands if key == "in_shardings" else op.results
        op.properties[key] = ShardingPerValue(tuple(
            x if x is not None else TensorSharding.unsharded(chosen.mesh, v.type.rank)
            for x, v in zip(items, values, strict=True)))
        return
    result = op.results[node.index]
    set_value_sharding(result, _keep_flags(chosen, value_sharding(result)))


def _insert_copies(enc: Encoding, a: np.ndarray) -> dict[Value, TensorSharding]:
    """Where a ``shared`` node chose a copy other than its value's sharding, an explicit
    reshard to it before the value's first user, which every user then reads (each
    reshards on from the copy, as the encoder priced): each copy's result and sharding."""
    copies: dict[Value, TensorSharding] = {}
    for n, node in enumerate(enc.nodes):
        if node.kind != "shared":
            continue
        v = node.values[0]
        src = enc.provider[v]
        have, copy = src.sharding(int(a[src.node])), node.candidates[int(a[n])]
        if copy.same_dim_axes(have):
            continue
        uses = list(v.uses)
        result = _reshard(enc, v, have, copy, _first_user(v))
        for op, k in uses:
            op.set_operand(k, result)
        copies[result] = copy
    return copies


def _reshard(enc: Encoding, v: Value, have: TensorSharding, need: TensorSharding,
             before: Operation) -> Value:
    """``v`` resharded from ``have`` to ``need`` by explicit reshards before ``before``
    (through ``_route``'s sharding where there is one): the last one's result."""
    assert before.parent is not None
    for target in (*_route(enc, have, need, v), need):
        r = Operation.create("sdy.reshard", [v], [v.type], {"sharding": target},
                             loc=before.loc)
        r.src_loc = before.src_loc
        before.parent.insert_before(before, r)
        v = r.results[0]
    return v


def _first_user(v: Value) -> Operation:
    """The first op of ``v``'s block that uses it, itself or within its regions."""
    block = v.home_block
    assert block is not None
    holders = {id(user.ancestor_in(block)) for user in v.users}
    return next(op for op in block.ops if id(op) in holders)


def _insert_reshards(enc: Encoding, a: np.ndarray,
                     copies: dict[Value, TensorSharding]) -> int:
    def have_of(v: Value) -> TensorSharding | None:
        """What ``v``'s producer (or the shared copy users read) gives it."""
        if v in copies:
            return copies[v]
        src = enc.provider.get(v)
        return None if src is None else src.sharding(int(a[src.node]))

    needed: dict[tuple[int, Value, TensorSharding], list[tuple[Operation, int]]] = {}
    for n, node in enumerate(enc.nodes):
        if node.kind != "op":
            continue
        st, op = node.strategies, node.op
        assert st is not None and op is not None
        for k, v in enumerate(op.operands):
            have = have_of(v)
            if have is None or not isinstance(v.type, TensorType):
                continue
            need = st.operand(int(a[n]), k)
            if have.same_dim_axes(need):
                continue
            written = value_sharding(v)
            if written is not None and written.mesh != need.mesh:
                # a value annotated on an identical copy of the planned mesh (the encoder
                # allows no other): a reshard across mesh names lowers to a
                # collective_permute Shardy's verifier rejects ("same device ids"), one
                # within the value's mesh does not
                need = replace(need, mesh=written.mesh)
            needed.setdefault((id(op.parent), v, need), []).append((op, k))
    # One reshard per value and target, before the first of its consumers in the block
    # (nodes follow the schedule, not the program's order).
    position: dict[int, dict[int, int]] = {}
    for (_, v, need), uses in needed.items():
        block = uses[0][0].parent
        assert block is not None
        at = position.get(id(block))
        if at is None:
            at = position[id(block)] = {id(o): i for i, o in enumerate(block.ops)}
        first = min((op for op, _ in uses), key=lambda op: at[id(op)])
        have = have_of(v)
        assert have is not None
        result = _reshard(enc, v, have, need, first)
        for op, k in uses:
            op.set_operand(k, result)
    return len(needed)


def _route(enc: Encoding, have: TensorSharding, need: TensorSharding,
           v: Value) -> tuple[TensorSharding, ...]:
    """The sharding a reshard from ``have`` to ``need`` goes through where the encoder
    priced it so (``edges.gather_route``: a gather, then a free slice) and Shardy's own
    lowering would cost more; else none."""
    t = v.type
    if not isinstance(t, TensorType) or have.mesh != need.mesh:
        return ()
    route = gather_route(have, need)
    if route is None:
        return ()
    shape = tuple(t.shape)
    priced = enc.edges.reshard_seconds(have, need, shape, t.element_type)
    lowered = enc.edges.model.reshard_seconds(have, need, shape, t.element_type)
    return (route,) if priced < lowered else ()


def _pin_results(enc: Encoding) -> None:
    """A ``sdy.sharding_constraint`` to its own sharding after every ruled op's tensor
    results. XLA (jaxlib 0.10.2, as ``jax.jit`` compiles a module) re-runs Shardy's
    propagation and binds only function argument/result shardings and sharding
    constraints: an op's own ``sdy.sharding`` is re-decided, so without the pins XLA
    partitions another plan than the one priced (measured: a free output sharding spread
    back through a whole transformer, weights all-gathered; a result read only by an
    explicit reshard took the reshard's sharding, and its convolution paid halo
    exchanges the plan avoids)."""
    for node in enc.nodes:
        if node.kind != "op" or node.op is None:
            continue
        for res in node.op.results:
            users = res.users
            if res.rank == 0 or not users:
                continue
            sharding = value_sharding(res)
            if not isinstance(sharding, TensorSharding):
                continue
            pin = Operation.create("sdy.sharding_constraint", [res], [res.type],
                                   {"sharding": sharding}, loc=node.op.loc)
            pin.src_loc = node.op.src_loc
            insert_after_value(res, pin)
            res.replace_uses_except(pin.results[0], pin)
