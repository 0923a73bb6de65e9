"""The dataflow graph of a (call-free) module as a :class:`StrategyProblem`.

Nodes, in program order (pre-order walk of the entry function, into the regions of
loops, conditionals, manual and named computations, not into reducer bodies):

* ``op`` -- an op with a sharding rule; its strategies are ``strategies.op_strategies``
  (computed once per op signature, ``strategy_cache``; ``keep`` names shardings the cap
  keeps an op's strategies for);
* ``arg`` -- an entry-function argument; ``result`` -- an entry-function result;
* ``value`` -- the result of a ``sdy.sharding_constraint``, ``sdy.reshard`` or
  ``sdy.propagation_barrier`` (its own sharding; the reshard from its operand is an edge);
* ``flow`` -- one data-flow edge (a while/case/if/optimization_barrier/manual/named
  computation operand-result pair with its block arguments and region returns): every
  source and target shares one sharding, so the tie is structural, not a constraint;
  inside a manual computation the body sees it with the manual axes erased;
* ``source`` -- a constant: its candidate shardings, no input;
* ``fixed`` -- any other op: one strategy, everything unsharded;
* ``combiner`` -- one class of devices a block's sink reductions may all-reduce over:
  absent or present, present paying the combined all-reduce's latency once
  (``combiners``);
* ``shared`` -- the one resharded copy of a value that several consumers read at one
  weight (``Encoder._shared_copy``): its producer's sharding (no copy) or another. It
  holds the value's buffer from its first reader on (``Encoder._carry_copies``).

The strategies of ``arg``/``result``/``value``/``flow`` nodes are the tensor's candidate
shardings (``candidates.tensor_candidates``). Each operand use is an edge priced by the
reshard between its producer's sharding and what the consumer needs (``edges``). Costs
inside a while body are multiplied by its trip count. A node's memory is the bytes of the
values it defines under the strategy, live from its first definition to the last use (a
use inside a region counts at the end of the op that holds the region); entry arguments
and returned values are live throughout. User annotations become assumption groups
(``constraints``).
"""

from __future__ import annotations

import enum
import math
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import TypeVar

import numpy as np

from planner.encode.cost.cost_model import CostModel
from planner.encode.cost.flops import op_work, type_shape
from planner.encode.cost.fusion import fused_away
from planner.encode.cost.liveness import passed_through
from planner.encode.cost.loops import trip_count
from planner.encode.cost.schedule import timeline
from planner.encode.problem.axis_prefix import Prefix
from planner.encode.problem.candidates import honours, tensor_candidates
from planner.encode.problem.combiners import (
    ReductionChoices,
    add_combiners,
    reduction_choices,
    waiting_pair,
)
from planner.encode.problem.data_flow import DATA_FLOW_OPS, DataFlowEdge
from planner.encode.problem.graph import DataflowGraph
from planner.encode.problem.reshard_edges import EdgeTable, Slot
from planner.encode.problem.strategies import MAX_STRATEGIES, OpStrategies, Targets
from planner.encode.problem.strategy_cache import StrategyCache
from planner.model.dialects.ops import FuncOp
from planner.model.dialects.traits import CONSTANTS, SHARDING_VIEWS
from planner.model.dialects.value_sharding import erase_manual_axes, value_sharding
from planner.model.ir.core import Block, BlockArgument, Operation, OpResult, Value
from planner.model.ir.op_names import FUNC, HLO, SDY
from planner.model.ir.types import TensorType
from planner.model.sharding.axis import AxisRef
from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.rule import OpShardingRule
from planner.model.sharding.tensor_sharding import DimSharding, ShardingPerValue, TensorSharding

_T = TypeVar("_T")

_REGION_OPS = DATA_FLOW_OPS - {FUNC.CALL}



class NodeKind(enum.StrEnum):
    """What a node's strategies decide."""

    OP = "op"  # an op's: the mesh axes of its rule's factors
    ARG = "arg"  # an entry argument's sharding
    RESULT = "result"  # an entry result's sharding
    VALUE = "value"  # a sharding constraint's or reshard's result
    FLOW = "flow"  # a data-flow edge's (a region op's operand, block argument and result)
    SOURCE = "source"  # a constant's or iota's, made where it is used
    FIXED = "fixed"  # one strategy, nothing to decide (a collective a body spells out)
    COMBINER = "combiner"  # no values: prices a combination of other nodes' choices
    SHARED = "shared"  # the one copy of a value that several readers share


# A node's identity across encodings of one module: its kind, op and index.
NodeKey = tuple[NodeKind, Operation | None, int]


@dataclass(eq=False)
class Node:
    """One node of the problem and what its strategies mean."""

    kind: NodeKind
    label: str
    op: Operation | None = None
    index: int = 0  # argument/result index, or the data-flow edge's index
    strategies: OpStrategies | None = None
    candidates: tuple[TensorSharding, ...] = ()
    values: list[Value] = field(default_factory=list)  # values whose sharding it decides
    cost: np.ndarray = field(default_factory=lambda: np.zeros(1))
    usage: np.ndarray = field(default_factory=lambda: np.zeros(1))
    edge: DataFlowEdge | None = None
    # Strategies a cap left out: how many, their least seconds and least bytes.
    left_out: tuple[int, float, float] | None = None
    # The candidates a cap left out, where the node chooses a sharding, and their bytes.
    left_out_candidates: tuple[TensorSharding, ...] = ()
    left_out_usage: np.ndarray = field(default_factory=lambda: np.zeros(0))
    weight: float = 1.0  # how often it runs per step (a loop's trip count)
    # Seconds its left-out strategies pay beyond their own, each worked out when asked.
    left_out_charges: list[Callable[[], np.ndarray]] = field(default_factory=list)

    @property
    def count(self) -> int:
        return len(self.cost)


@dataclass(eq=False)
class Encoding:
    """A module's nodes and edges before they become a problem (``problem.build``)."""

    func: FuncOp
    mesh_name: str
    mesh: MeshAttr
    nodes: list[Node]
    provider: dict[Value, Slot]  # who decides each value's sharding, as its users see it
    edges: EdgeTable
    result_nodes: list[int]
    flow_nodes: dict[tuple[int, int], int]  # (id(op), edge index) -> node
    intervals: np.ndarray  # int64[n, 2]
    strategy_cap: int = MAX_STRATEGIES  # strategies per node at most
    pruned: int = 0  # strategies and candidates the cap left out
    reshards_priced: int = 0  # distinct reshards the cost model priced for it


class Encoder:
    """Builds an :class:`Encoding` of ``func`` (see module docstring)."""

    def __init__(self, graph: DataflowGraph, func: FuncOp, model: CostModel, mesh_name: str,
                 mesh: MeshAttr, options: EncodeOptions) -> None:
        o = options
        self.graph = graph
        self.keep_values = o.keep_values or {}
        self.axes = mesh.axis_names if o.axes is None else o.axes
        self.prefixes = o.prefixes or {}
        self.whole_axes_io = o.whole_axes_io
        self.keep = o.keep or {}
        self.deadline = o.deadline  # time.monotonic() past which encoding gives up
        self.func = func
        self.model = model
        self.reshards_before = model.reshards_priced
        self.mesh_name = mesh_name
        self.mesh = mesh
        self.nodes: list[Node] = []
        self.provider: dict[Value, Slot] = {}
        self.edges = EdgeTable(model)
        self.flow_nodes: dict[tuple[int, int], int] = {}
        # Where each op runs in the profile's schedule (``schedule.timeline``): the
        # positions of the solver's intervals.
        self.backend = model.backend()
        self.spans = timeline(func.body, self.backend.order, self.backend.library)
        self.horizon = 1 + max((end for _, end in self.spans.values()), default=0)
        self.pos = 0  # the position of the op being encoded
        self.visited = 0  # ops encoded so far
        self.def_pos: dict[int, int] = {}  # node -> first definition position
        self.last_use: dict[Value, int] = {}
        self.first_use: dict[Value, int] = {}
        self.copies: dict[int, tuple[int, Value]] = {}  # shared copy -> its producer, value
        self.end_of: dict[int, int] = {}  # id(op) -> last position of its subtree
        self.pending: list[tuple[Value, Slot, float]] = []
        # (id(block), set) -> the choices of its combined reductions (``combiners``)
        self.combined: dict[tuple[int, int], list[ReductionChoices]] = {}
        self.choices_of: dict[int, ReductionChoices] = {}  # id(op) -> its combiner choices
        # (producer's, consumers' option tuples) -> (producer's, a shared copy's options,
        # the shardings their left-out strategies give or need)
        self._copy_options: dict[tuple[int, ...], tuple[tuple[TensorSharding, ...], ...]] = {}
        self._memos: dict[tuple[object, ...], tuple[tuple[object, ...], object]] = {}
        # Axis orders other than the mesh's only where an annotation writes one.
        rank = {a: i for i, a in enumerate(mesh.axis_names)}
        self.orders = any(
            [rank.get(x.name, 0) for x in d.axes] != sorted(rank.get(x.name, 0) for x in d.axes)
            for a in graph.annotations for d in a.sharding.dims)
        self.cap = strategy_cap(sum(1 for _ in func.walk())) if o.cap is None else o.cap
        self.pruned = 0
        self.strategy_cache = StrategyCache(mesh_name, mesh, model, self.orders, self.cap)
        self.unreduced_sinks = _unreduced_sinks(graph)
        self._candidate_cache: dict[tuple[object, ...],
                                    tuple[tuple[TensorSharding, ...], np.ndarray]] = {}
        # id(candidates) -> the candidates the cap left out and their bytes
        self._dropped: dict[int, tuple[tuple[TensorSharding, ...], np.ndarray]] = {}

    def _check_time(self, edges_priced: int | None = None) -> None:
        if self.deadline is not None and time.monotonic() > self.deadline:
            raise EncodingTimeout(self.visited, edges_priced, len(self.pending))

    # -- nodes -------------------------------------------------------------------------
    def add_node(self, node: Node) -> int:
        self.nodes.append(node)
        self.def_pos[len(self.nodes) - 1] = self.pos
        return len(self.nodes) - 1

    def _charge(self, node: int, more: Callable[[], np.ndarray]) -> None:
        """Add ``more()`` to the seconds of what node ``node`` left out, when asked."""
        self.nodes[node].left_out_charges.append(more)

    def _combiner(self, label: str, cost: np.ndarray) -> int:
        """A combiner node (``combiners``): no values, no bytes; its index, the node's."""
        return self.add_node(Node(NodeKind.COMBINER, label, index=len(self.nodes), cost=cost,
                                  usage=np.zeros(len(cost))))

    def sharding_node(self, kind: NodeKind, label: str, t: TensorType, axes: tuple[str, ...],
                      op: Operation | None = None, index: int = 0,
                      manual_prefix: list[tuple[AxisRef, ...]] | None = None,
                      annotation: TensorSharding | None = None,
                      whole_axes: bool = False) -> int:
        """A node choosing ``t``'s sharding; every candidate keeps the unreduced axes of
        ``annotation`` (the user's sharding of the value: it holds partial sums there), and
        some candidate keeps the annotation (:meth:`_keeping`). ``whole_axes``: no
        candidate uses a sub-axis (but the annotation's own). A function's argument or
        result has no candidate that pads a dimension, but one keeping the annotation:
        Shardy's export cuts such shardings down to what divides
        (``update_non_divisible_input_output_shardings``), so they would not hold."""
        unreduced = annotation.unreduced if annotation is not None else ()
        key = (kind, op, index)
        prefix = self.prefixes.get(key)
        cands, usage = self._candidates(t, axes, manual_prefix, unreduced,
                                        whole_axes=whole_axes, prefix=prefix)
        left, left_usage = self._dropped.get(id(cands), ((), np.zeros(0)))
        dropped = len(left)
        if annotation is not None:
            cands, usage, taken_back = self._keeping(annotation, cands, usage, t, axes,
                                                     manual_prefix, prefix)
            dropped -= taken_back
        kept = self.keep_values.get(key)
        if kept is not None:
            cands, usage, took = self._with_kept(cands, usage, kept, t)
            dropped = max(dropped - took, 0)
        if kind in (NodeKind.ARG, NodeKind.RESULT) and t.is_static:
            cands, usage = self._even(cands, usage, t.static_shape, annotation)
        self.pruned += dropped
        if left:  # those the annotation or an earlier plan took back are no longer out
            left, left_usage = self._still_left(left, left_usage, cands)
        # An op's result takes more where the hardware computes it wider.
        scale = 1 if kind == NodeKind.ARG else self.model.result_scale(t.element_type)
        node = Node(kind, label, op, index, candidates=cands, cost=np.zeros(len(cands)),
                    usage=scale * usage,
                    left_out=(dropped, 0.0, scale * float(left_usage.min())) if left
                    else None,
                    left_out_candidates=left, left_out_usage=scale * left_usage)
        return self.add_node(node)

    def _with_kept(self, cands: tuple[TensorSharding, ...], usage: np.ndarray,
                   kept: TensorSharding, t: TensorType
                   ) -> tuple[tuple[TensorSharding, ...], np.ndarray, int]:
        """``cands`` (and their bytes) with ``kept`` (an earlier plan's choice) after them
        unless one shards as it does, and whether it was added. Alike nodes of identical
        layers get the very same tuples (``_memo``)."""
        def build() -> tuple[tuple[TensorSharding, ...], np.ndarray, int]:
            if any(c.same_dim_axes(kept) for c in cands):
                return cands, usage, 0
            return ((*cands, kept), np.append(usage, float(self.model.sharded_bytes(t, kept))),
                    1)
        return self._memo(("kept", id(cands), id(usage), kept, t), (cands, usage), build)

    def _still_left(self, left: tuple[TensorSharding, ...], left_usage: np.ndarray,
                    cands: tuple[TensorSharding, ...]
                    ) -> tuple[tuple[TensorSharding, ...], np.ndarray]:
        """``left`` (and their bytes) less the ``cands`` an annotation or an earlier plan
        took back."""
        def build() -> tuple[tuple[TensorSharding, ...], np.ndarray]:
            taken = set(cands)
            out = [i for i, c in enumerate(left) if c not in taken]
            return tuple(left[i] for i in out), left_usage[out]
        return self._memo(("left", id(left), id(left_usage), id(cands)),
                          (left, left_usage, cands), build)

    def _memo(self, key: tuple[object, ...], holds: tuple[object, ...],
              build: Callable[[], _T]) -> _T:
        """``build()``, once per ``key``: keys name objects by identity, which ``holds``
        (kept beside the result) keeps theirs."""
        hit = self._memos.get(key)
        if hit is None:
            hit = self._memos[key] = (holds, build())
        return hit[1]  # type: ignore[return-value]  # as built for this key

    def _even(self, cands: tuple[TensorSharding, ...], usage: np.ndarray,
              shape: tuple[int, ...], annotation: TensorSharding | None
              ) -> tuple[tuple[TensorSharding, ...], np.ndarray]:
        """``cands`` (and their bytes) less those that pad a dimension of ``shape`` and
        do not keep ``annotation``."""
        def build() -> tuple[tuple[TensorSharding, ...], np.ndarray]:
            keep = [i for i, c in enumerate(cands) if not any(c.padding(shape, self.mesh))
                    or (annotation is not None and honours(c, annotation, self.mesh))]
            if len(keep) == len(cands) or not keep:
                return cands, usage
            return tuple(cands[i] for i in keep), usage[keep]
        return self._memo(("even", id(cands), id(usage), shape, annotation), (cands, usage),
                          build)

    def _keeping(self, annotation: TensorSharding, cands: tuple[TensorSharding, ...],
                 usage: np.ndarray, t: TensorType, axes: tuple[str, ...],
                 manual_prefix: list[tuple[AxisRef, ...]] | None, prefix: Prefix | None
                 ) -> tuple[tuple[TensorSharding, ...], np.ndarray, int]:
        """``cands`` (and their bytes) plus what keeps ``annotation`` when none of them
        does: the candidates the cap left out (how many: the last element), else the
        annotation itself where its axes do not divide a dimension (candidates divide
        exactly), padded as Shardy's ``pad-for-divisibility`` pads it."""
        if any(honours(c, annotation, self.mesh) for c in cands):
            return cands, usage, 0
        full, full_usage = self._candidates(t, axes, manual_prefix, annotation.unreduced,
                                            capped=False, prefix=prefix)
        back = [i for i, c in enumerate(full) if honours(c, annotation, self.mesh)]
        if back:
            return ((*cands, *(full[i] for i in back)), np.append(usage, full_usage[back]),
                    len(back))
        if manual_prefix is not None or not t.is_static or annotation.rank != t.rank or \
                not all(a.name in axes for a in annotation.dim_axes()):
            return cands, usage, 0
        padded = TensorSharding(self.mesh_name, tuple(DimSharding(d.axes) for d in
                                                      annotation.dims),
                                unreduced=annotation.unreduced)
        return ((*cands, padded), np.append(usage, float(self.model.sharded_bytes(t, padded))),
                0)

    def _candidates(self, t: TensorType, axes: tuple[str, ...],
                    manual_prefix: list[tuple[AxisRef, ...]] | None,
                    unreduced: tuple[AxisRef, ...] = (), capped: bool = True,
                    whole_axes: bool = False, prefix: Prefix | None = None
                    ) -> tuple[tuple[TensorSharding, ...], np.ndarray]:
        """A ``t`` tensor's candidate shardings and their bytes, once per distinct tensor
        type and axes (the same tuple object each time: edges look it up by identity).
        ``capped``: at most ``self.cap`` of them, the unsharded one and the leanest;
        ``whole_axes``: none on a sub-axis; ``prefix``: only those that extend it."""
        key = (t, axes, None if manual_prefix is None else tuple(manual_prefix), unreduced,
               capped, whole_axes, prefix)
        hit = self._candidate_cache.get(key)
        if hit is None:
            shape = t.static_shape if t.is_static else ()
            places = None if prefix is None else \
                prefix.places([[(d,) for d in range(len(shape))]])
            cands = tuple(tensor_candidates(shape, self.mesh_name, self.mesh, axes,
                                            manual_prefix, self.orders, places)) \
                if t.is_static else (TensorSharding.unsharded(self.mesh_name, t.rank),)
            if unreduced:
                cands = tuple(replace(c, unreduced=unreduced) for c in cands
                              if not any(a.overlaps(u, self.mesh) for a in c.dim_axes()
                                         for u in unreduced))
            if whole_axes:
                cands = tuple(c for c in cands if all(a.sub is None for a in c.dim_axes()))
            if prefix is not None:
                cands = tuple(c for c in cands if prefix.admits((c,)))
            usage = np.array([float(self.model.sharded_bytes(t, c)) for c in cands])
            left: tuple[TensorSharding, ...] = ()
            left_usage = np.zeros(0)
            if capped and len(cands) > self.cap:
                leanest = 1 + np.argsort(usage[1:], kind="stable")
                out = np.sort(leanest[self.cap - 1:])
                left, left_usage = tuple(cands[i] for i in out), usage[out]
                keep = np.sort(np.concatenate([[0], leanest[: self.cap - 1]]))
                cands, usage = tuple(cands[i] for i in keep), usage[keep]
            hit = cands, usage
            self._candidate_cache[key] = hit
            self._dropped[id(cands)] = (left, left_usage)
        return hit

    def slot(self, node: int, view: tuple[str, ...] = ()) -> Slot:
        """The node's candidates as a slot; ``view``: manual axes erased (a body's view)."""
        cands, left = self.nodes[node].candidates, self.nodes[node].left_out_candidates
        if not view:
            return Slot(node, cands, np.arange(len(cands)), left)
        (options, index), (left_options, left_index) = \
            (_erased(x, view) for x in (cands, left))
        return Slot(node, options, index, left_options, left_index)

    def use(self, value: Value, consumer: Slot, weight: float) -> None:
        """``consumer`` needs ``value`` (``weight`` times per step): an edge, priced once
        every producer is known."""
        self.pending.append((value, consumer, weight))

    def _price_uses(self) -> None:
        """An edge per use; a value several consumers use at one weight goes through a
        ``shared`` node (see :meth:`_shared_copy`)."""
        uses: dict[Value, list[tuple[Slot, float]]] = {}
        for value, consumer, weight in self.pending:
            uses.setdefault(value, []).append((consumer, weight))
        priced = 0
        for value, consumers in uses.items():
            self._check_time(priced)
            priced += len(consumers)
            src, t = self.provider.get(value), value.type
            if src is None or not isinstance(t, TensorType):
                continue
            if len(consumers) > 1 and len({w for _, w in consumers}) == 1 and t.is_static:
                copy = self._shared_copy(value, src, [c for c, _ in consumers])
                if copy is not None:
                    self.edges.add_flow(src, copy, t, consumers[0][1])
                    src = copy
            for consumer, weight in consumers:
                self.edges.add_flow(src, consumer, t, weight)

    def _shared_copy(self, value: Value, src: Slot, consumers: list[Slot]) -> Slot | None:
        """A node choosing the one resharded copy of a value its ``consumers`` share (as
        the explicit reshards share one per target sharding): each consumer pays the
        reshard from the copy to what it needs, the copy the reshard from the producer's
        sharding. Choosing the producer's own sharding is every consumer resharding on
        its own; two consumers that need one sharding pay its reshard once. Where the
        copy's options (the producer's and the consumers') would pass the cap: the
        producer's and the one ``keep_values`` names, else None (the consumers reshard on
        their own, each priced apart). The copy's stand-in (``reshard_edges``) is any
        sharding the producer's or a consumer's left-out strategies give or need."""
        key = (id(src.options), *(id(c.options) for c in consumers),
               id(src.left_out), *(id(c.left_out) for c in consumers))
        cands = self._copy_options.get(key)
        if cands is None or cands[0] is not src.options:
            seen: dict[TensorSharding, None] = dict.fromkeys(src.options)
            for c in consumers:
                seen.update(dict.fromkeys(c.options))
            left = dict.fromkeys(src.left_out)
            for c in consumers:
                left.update(dict.fromkeys(c.left_out))
            cands = (src.options, tuple(seen), tuple(x for x in left if x not in seen))
            self._copy_options[key] = cands
        options, left_out = cands[1], cands[2]
        # Keyed by the value (``NodeKey``): its op and result, or its block's op and -1-arg.
        if isinstance(value, OpResult):
            op, index = value.op, value.index
        else:
            assert isinstance(value, BlockArgument) and value.block.parent_op is not None
            op, index = value.block.parent_op, -1 - value.index
        if len(options) > self.cap:
            kept = self.keep_values.get((NodeKind.SHARED, op, index))
            if kept is None:
                return None
            options, left_out = self._capped_copy(cands, kept)
        n = self.add_node(Node(NodeKind.SHARED, f"copy{len(self.nodes)}", op, index,
                               candidates=options, cost=np.zeros(len(options)),
                               usage=np.zeros(len(options)), values=[value],
                               # no strategies of the program: none to count
                               left_out=(0, 0.0, 0.0) if left_out else None,
                               left_out_candidates=left_out,
                               left_out_usage=np.zeros(len(left_out))))
        self.copies[n] = (src.node, value)
        return Slot(n, options, np.arange(len(options)), left_out)

    def _capped_copy(self, cands: tuple[tuple[TensorSharding, ...], ...],
                     kept: TensorSharding
                     ) -> tuple[tuple[TensorSharding, ...], tuple[TensorSharding, ...]]:
        """The options and left-out ones of a shared copy past the cap whose uncapped
        ``cands`` are (the producer's options, every option, those left out): the
        producer's and ``kept``. Identical layers get the very same tuples (the edges
        priced on them hit the edge cache by identity)."""
        def build() -> tuple[tuple[TensorSharding, ...], tuple[TensorSharding, ...]]:
            own, every, left_out = cands
            mine = set(own)
            return ((*own, *([] if kept in mine else [kept])),
                    (*left_out, *(o for o in every if o != kept and o not in mine)))
        return self._memo(("copy", id(cands), kept), (cands,), build)

    # -- walk --------------------------------------------------------------------------
    def encode(self) -> Encoding:
        axes = self.axes
        for i, arg in enumerate(self.func.body.args):
            if isinstance(arg.type, TensorType):
                n = self.sharding_node(NodeKind.ARG, f"arg{i}", arg.type, axes, index=i,
                                       annotation=self.func.arg_sharding(i),
                                       whole_axes=self.whole_axes_io)
                self.nodes[n].values.append(arg)
                self.provider[arg] = self.slot(n)
        self.block(self.func.body, axes, (), 1.0)
        ret = self.func.body.terminator
        result_nodes = []
        assert ret is not None
        for i, v in enumerate(ret.operands):
            if not isinstance(v.type, TensorType):
                result_nodes.append(-1)
                continue
            n = self.sharding_node(NodeKind.RESULT, f"result{i}", v.type, axes, ret, i,
                                   annotation=self.func.result_sharding(i),
                                   whole_axes=self.whole_axes_io)
            self.nodes[n].usage = np.zeros(self.nodes[n].count)  # counted at its producer
            result_nodes.append(n)
            self.use(v, self.slot(n), 1.0)
        self.end_of[id(ret)] = self.horizon - 1
        for members in self.combined.values():
            add_combiners(members, self._combiner, self.edges.add_pair, self._charge)
        self._price_uses()
        pruned = self.pruned + sum(n.strategies.pruned for n in self.nodes
                                   if n.strategies is not None)
        return Encoding(self.func, self.mesh_name, self.mesh, self.nodes, self.provider,
                        self.edges, result_nodes, self.flow_nodes, self._intervals(ret),
                        self.cap, pruned, self.model.reshards_priced - self.reshards_before)

    def block(self, block: Block, axes: tuple[str, ...], manual: tuple[str, ...],
              weight: float) -> None:
        fused = fused_away(block, self.backend.library)
        for op in block.ops:
            self._check_time()
            self.visited += 1
            start, end = self.spans[id(op)]
            self.pos = start
            if op is block.terminator:
                # Returns are sources of data-flow edges, or the entry's result nodes.
                self.end_of[id(op)] = start
                for v in op.operands:
                    self._note_use(v, op)
                continue
            self.op(op, axes, manual, weight)
            if op.results and all(r in fused for r in op.results):
                self._no_buffer(op)
            self.end_of[id(op)] = end
            for v in op.operands:
                self._note_use(v, op)

    def op(self, op: Operation, axes: tuple[str, ...], manual: tuple[str, ...],
           weight: float) -> None:
        if op.name in _REGION_OPS:
            self.region_op(op, axes, manual, weight)
            return
        if op.name in SHARDING_VIEWS:
            t = op.results[0].type
            assert isinstance(t, TensorType)
            n = self.sharding_node(NodeKind.VALUE, op.name.split(".")[1], t, axes, op,
                                   annotation=value_sharding(op.results[0])
                                   if op.name == SDY.SHARDING_CONSTRAINT else None)
            self.nodes[n].values.append(op.results[0])
            self.provider[op.results[0]] = self.slot(n)
            self.use(op.operands[0], self.slot(n), weight)
            return
        if op.name in CONSTANTS and isinstance(op.results[0].type, TensorType):
            # A constant or iota is made where it is used: any sharding, no input.
            n = self.sharding_node(NodeKind.SOURCE, op.name, op.results[0].type, axes, op)
            self.nodes[n].values.append(op.results[0])
            self.provider[op.results[0]] = self.slot(n)
            return
        if not op.results:
            return  # sharding groups and other bookkeeping
        rule = self.graph.rule(op)
        if rule is not None and rule.num_factors == len(rule.factor_sizes) and \
                len(rule.operand_mappings) == len(op.operands) and \
                len(rule.result_mappings) == len(op.results):
            partial = any(r in self.unreduced_sinks for r in op.results)
            st, usage = self.strategy_cache.strategies(op, rule, axes, partial,
                                                       self.keep.get(op),
                                                       self.prefixes.get((NodeKind.OP, op, 0)))
            seconds, nbytes = st.pruned_floor
            n = self.add_node(Node(NodeKind.OP, op.name, op, strategies=st, cost=st.cost * weight,
                                   usage=usage, values=list(op.results),
                                   left_out=(st.pruned, seconds * weight, nbytes)
                                   if st.pruned else None, weight=weight))
            combined = self.model.combined_set(op)
            if combined is not None:
                self._combined_reduction(n, op, combined, st, rule, weight)
            slots = len(op.operands) + len(op.results)
            left = st.pruned_shardings if st.pruned else ((),) * slots
            index = st.pruned_index if st.pruned else (None,) * slots
            for r, res in enumerate(op.results):
                at = len(op.operands) + r
                self.provider[res] = Slot(n, st.result_options[r], st.result_index[r],
                                          left[at], index[at])
            for k, v in enumerate(op.operands):
                self.use(v, Slot(n, st.operand_options[k], st.operand_index[k], left[k],
                                 index[k]), weight)
            return
        self.fixed(op, weight)

    def _combined_reduction(self, n: int, op: Operation, combined: int, st: OpStrategies,
                            rule: OpShardingRule, weight: float) -> None:
        """Reduction ``op`` (node ``n``) of its block's ``combined`` set, as the
        combiners see it (``combiners``)."""
        choices, share = reduction_choices(n, st, rule, self.model, weight)
        self.nodes[n].cost = self.nodes[n].cost + share * weight
        self.combined.setdefault((id(op.parent), combined), []).append(choices)
        self.choices_of[id(op)] = choices
        parent = self.model.sink_parent(op)
        if parent is not None and id(parent) in self.choices_of:
            above = self.choices_of[id(parent)]
            self.edges.add_pair(above.node, n, waiting_pair(above, choices))

    def _no_buffer(self, op: Operation) -> None:
        """XLA fuses ``op`` into its readers (``fusion.fused_away``): its node, if it
        is ``op``'s own, uses no memory."""
        slot = self.provider.get(op.results[0])
        if slot is not None and self.nodes[slot.node].op is op:
            node = self.nodes[slot.node]
            node.usage = np.zeros_like(node.usage)

    def fixed(self, op: Operation, weight: float) -> None:
        """One strategy: every tensor unsharded, priced as the evaluator prices the op
        (a collective a manual computation's body spells out, say)."""
        usage = sum(float(r.type.byte_size) for r in op.results
                    if isinstance(r.type, TensorType) and r.type.is_static)
        n = self.add_node(Node(NodeKind.FIXED, op.name, op, usage=np.array([usage]),
                               cost=np.array([weight * self._fixed_seconds(op)]),
                               values=list(op.results)))
        zero = np.zeros(1, np.int64)
        for r in op.results:
            if isinstance(r.type, TensorType):
                self.provider[r] = Slot(n, (TensorSharding.unsharded(self.mesh_name, r.type.rank),),
                                        zero)
        for v in op.operands:
            if isinstance(v.type, TensorType):
                self.use(v, Slot(n, (TensorSharding.unsharded(self.mesh_name, v.type.rank),),
                                 zero), weight)

    def _fixed_seconds(self, op: Operation) -> float:
        comm = self.model.collective(op, self.mesh)
        if comm is not None:
            return comm.seconds
        work = op_work(op, type_shape)
        return self.model.compute_seconds(op, work) if work.total else 0.0

    def region_op(self, op: Operation, axes: tuple[str, ...], manual: tuple[str, ...],
                  weight: float) -> None:
        inner_manual = manual + self.graph.manual_axes_of(op)
        inner_axes = tuple(a for a in axes if a not in inner_manual)
        inner_weight = weight
        if op.name == HLO.WHILE:
            inner_weight = weight * (trip_count(op) or 1)
        new_manual = tuple(a for a in inner_manual if a not in manual)
        for e in self.graph.flow_edges_of(op):
            target = e.targets[0]
            if not isinstance(target.type, TensorType):
                continue
            prefix = self._manual_prefix(op, e, new_manual)
            outer_t = target.type if target in op.results or not new_manual else \
                op.operands[e.index].type
            assert isinstance(outer_t, TensorType)
            # Manual axes come only from the computation's own shardings (the prefix).
            free = tuple(a for a in axes if a not in new_manual)
            n = self.sharding_node(NodeKind.FLOW, f"{op.name.split('.')[1]}#{e.index}", outer_t, free,
                                   op, e.index, prefix)
            self.nodes[n].edge = e
            if self._aliases_operand(op, e):
                self.nodes[n].usage = np.zeros(self.nodes[n].count)
            self.flow_nodes[(id(op), e.index)] = n
            outer, inner = self.slot(n), self.slot(n, new_manual)
            for t in e.targets:
                self.provider[t] = outer if (t in op.results or not new_manual) else inner
                self.nodes[n].values.append(t)
            for s in e.sources:
                is_outer = s in op.operands and e.index < len(op.operands) and \
                    op.operands[e.index] is s
                if op.name in (HLO.OPTIMIZATION_BARRIER,):
                    is_outer = True
                self.use(s, outer if is_outer or not new_manual else inner,
                         weight if is_outer else inner_weight)
        for region in op.regions:
            self.block(region.block, inner_axes, inner_manual, inner_weight)

    def _aliases_operand(self, op: Operation, e: DataFlowEdge) -> bool:
        """Whether the edge's values are its operand's buffer (``liveness``): it reaches
        no result (a body's arguments alias the operands), or a loop passes an entry
        argument through unchanged (a scan's stacked weights; the argument is live
        throughout anyway)."""
        if not any(t in op.results for t in e.targets):
            return True
        if e.index >= len(op.operands) or op.operands[e.index] not in self.func.body.args:
            return False
        return any(r is op.results[e.index] for r, _ in passed_through(op))

    def _manual_prefix(self, op: Operation, e: DataFlowEdge,
                       manual: tuple[str, ...]) -> list[tuple[AxisRef, ...]] | None:
        """The manual axes of each dimension, from the computation's in/out shardings."""
        if not manual:
            return None
        n_in = len(op.operands)
        key, i = ("in_shardings", e.index) if e.index < n_in else ("out_shardings",
                                                                    e.index - n_in)
        attr = op.properties.get(key)
        if not isinstance(attr, ShardingPerValue) or i >= len(attr):
            return None
        out = []
        for dim in attr[i].dims:
            k = 0
            while k < len(dim.axes) and dim.axes[k].name in manual:
                k += 1
            out.append(dim.axes[:k])
        return out

    # -- liveness ----------------------------------------------------------------------
    def _note_use(self, v: Value, user: Operation) -> None:
        """A use counts at the end of the ancestor of ``user`` in ``v``'s own block."""
        anchor = user.ancestor_in(v.home_block) or user
        end = self.end_of.get(id(anchor), self.pos)
        if end > self.last_use.get(v, -1):
            self.last_use[v] = end
        if end < self.first_use.get(v, end + 1):
            self.first_use[v] = end

    def _intervals(self, ret: Operation) -> np.ndarray:
        horizon = self.horizon
        for v in ret.operands:
            self.last_use[v] = horizon
        iv = np.zeros((len(self.nodes), 2), np.int64)
        for n, node in enumerate(self.nodes):
            if node.kind in (NodeKind.ARG, NodeKind.RESULT):
                iv[n] = (0, horizon) if node.kind == NodeKind.ARG else (horizon - 1, horizon)
                continue
            start = self.def_pos[n]
            end = max((self.last_use.get(v, start) for v in node.values), default=start)
            iv[n] = (start, max(end, start) + 1)
        self._carry_copies(iv)
        return iv

    def _carry_copies(self, iv: np.ndarray) -> None:
        """Shared copies that hold their value's buffer from its first reader to its last
        (intervals ``iv``, changed in place): a copy in another sharding than the
        producer's is a buffer of its own, which XLA's reshard cache keeps for every
        reader (the explicit reshards merge into one collective); in the producer's, it
        is the producer's buffer, which the producer's node then holds only up to the
        first reader. Only where the producer's node holds that value alone, in a buffer
        of its own (not fused away, not returned) that may die: an argument's caller
        holds it throughout, so a copy in its sharding would count it twice. Elsewhere
        the copy stays free, as the producer's node holds the value to its last reader
        (a copy in another sharding, a reshard's buffer, is left out)."""
        for n, (producer, value) in self.copies.items():
            src, t = self.nodes[producer], value.type
            first, last = self.first_use.get(value), self.last_use.get(value)
            if src.kind == NodeKind.ARG or src.values != [value] or not src.usage.any() or \
                    first is None or last is None or last >= self.horizon or \
                    not isinstance(t, TensorType):
                continue
            copy = self.nodes[n]
            copy.usage = np.array([float(self.model.result_bytes(t, x))
                                   for x in copy.candidates])
            start = int(iv[producer, 0])
            first = max(first, start)
            iv[producer, 1] = first + (first == start)
            iv[n] = (first, max(last, first) + 1)


# Edge pairs (one float each, several copies in the solver) a program's problem should
# hold at most; an edge between two nodes of k strategies holds k^2, and a node has about
# EDGES_PER_OP edges per op of the program.
PAIR_BUDGET = 40_000_000
EDGES_PER_OP = 1.3
MIN_STRATEGIES = 16


def strategy_cap(ops: int) -> int:
    """Strategies per node at most for a program of ``ops`` ops: ``MAX_STRATEGIES``, fewer
    where that would outgrow ``PAIR_BUDGET`` (planning degrades to coarser strategies
    rather than growing without bound), never below ``MIN_STRATEGIES``."""
    fit = math.isqrt(int(PAIR_BUDGET / (EDGES_PER_OP * max(ops, 1))))
    return max(MIN_STRATEGIES, min(MAX_STRATEGIES, fit))


class EncodingTimeout(Exception):
    """The deadline passed while encoding: after visiting ``ops`` ops, or (``priced`` not
    None) after pricing ``priced`` of the ``edges`` edges."""

    def __init__(self, ops: int, priced: int | None, edges: int) -> None:
        super().__init__(f"stopped after {ops} ops" if priced is None else
                         f"stopped after pricing {priced} of {edges} edges")
        self.ops, self.priced, self.edges = ops, priced, edges


@dataclass(frozen=True, kw_only=True)
class EncodeOptions:
    """How to encode. ``deadline``: the ``time.monotonic()`` past which encoding raises
    :class:`EncodingTimeout`. ``whole_axes_io``: the entry function's arguments and
    results are not sharded on sub-axes. ``keep``: per op, shardings of its operands and
    results whose strategies the cap keeps (``strategies.op_strategies``). ``axes``: the
    mesh axes strategies may use (all by default). ``prefixes``: per node (by
    :data:`NodeKey`), what its strategies must extend (``axis_prefix``: an earlier phase
    of an axis-by-axis plan). ``keep_values``: per node that is no op, a sharding its
    candidates keep beyond the cap. ``cap``: strategies per node at most
    (``strategy_cap`` of the program's size by default)."""

    deadline: float | None = None
    whole_axes_io: bool = False
    keep: Mapping[Operation, Targets] | None = None
    axes: tuple[str, ...] | None = None
    prefixes: Mapping[NodeKey, Prefix] | None = None
    keep_values: Mapping[NodeKey, TensorSharding] | None = None
    cap: int | None = None


def encode(graph: DataflowGraph, func: FuncOp, model: CostModel, mesh_name: str,
           mesh: MeshAttr, options: EncodeOptions | None = None) -> Encoding:
    """Nodes and edges of ``func`` (calls already inlined) on mesh ``mesh_name``, encoded
    as ``options`` say."""
    return Encoder(graph, func, model, mesh_name, mesh, options or EncodeOptions()).encode()


def _erased(shardings: tuple[TensorSharding, ...], view: tuple[str, ...]
            ) -> tuple[tuple[TensorSharding, ...], np.ndarray]:
    """The distinct ``shardings`` with the manual axes ``view`` erased, and where each
    one went."""
    seen: dict[TensorSharding, int] = {}
    index = np.array([seen.setdefault(erase_manual_axes(c, view), len(seen))
                      for c in shardings], np.int64)
    return tuple(seen), index


def _unreduced_sinks(graph: DataflowGraph) -> set[Value]:
    """Values an annotation with unreduced axes takes as they are: a returned value whose
    function result is unreduced, a sharding constraint's operand, an op's own result.
    Their producers may keep partial sums (``op_strategies``' ``partial_results``)."""
    sinks: set[Value] = set()
    for a in graph.annotations:
        if not a.sharding.unreduced:
            continue
        if a.kind == "sharding_constraint" and a.op is not None:
            sinks.add(a.op.operands[0])
        elif a.kind in ("func_result", "op_sharding"):
            sinks.add(a.value)
    return sinks
