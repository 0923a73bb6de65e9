"""Candidate strategies of one op: assignments of mesh axes to the factors of its sharding
rule, each with the shardings it implies for every operand and result, its compute
seconds on the local shapes and the seconds of the collective its sharded reduction
factors need (an all-reduce of every result over their axes; where the op reduces several
inputs, an all-gather of each result's partials: ``CostModel.gathered_partials``); a
StableHLO collective a manual computation's body spells out pays itself, on the local
buffers the strategy gives it.

Rules that decide which assignments exist:

* only pass-through and reduction factors are sharded: need-replication and
  blocked-propagation factors stay whole, and so do permutation factors (the partitioner
  would replicate them around the op) except a convolution's or reduce_window's windowed
  dimensions where the partitioner halo-exchanges them (``halo_applies``: whole axes,
  even shards, operand and result sharded alike): such a strategy also pays the
  collective permutes of its halo (``CostModel.halo_comms``);
* every mesh axis at most once per op, hence at most once per tensor;
* the axes of a factor divide its size exactly (``axis_assignments``), except that the
  last may shard a pass-through factor padded where the padding is small
  (``axis_assignments.MAX_PADDING``): a factor in no compound dimension, never a
  reduction factor (padded partial sums would need zero padding); priced on the padded
  local shapes;
* in a compound dimension (several factors), a factor that is only partly sharded leaves
  the factors after it unsharded (a later one would need a strided view);
* at most ``max_strategies`` per op (``MAX_STRATEGIES``, fewer on programs too big for
  that: the encoder's ``strategy_cap``): beyond that the cheapest (compute + reduction)
  are kept, ties broken by enumeration order, and the unsharded strategy is always kept
  so a plan never lacks a fallback, and so are the strategies that give the operands and
  results the shardings a ``keep`` target names (Shardy's plan: ``planning.baseline``)
  (``pruned`` counts the others, ``pruned_shardings`` names what they give their
  operands and results);
* with ``partial_results`` (the encoder asks for it where a result feeds an annotation
  with unreduced axes), a summing op (dot, convolution, add-reduce) whose reduction
  factors are sharded also gets the strategy that keeps its results unreduced over those
  axes: no all-reduce here, the consumer pays it unless it accepts partial sums (the
  pruned ones too, in the count and the floors).

Shardings are interned per operand/result: ``operand_index[k][s]`` is the index of
strategy ``s``'s sharding of operand ``k`` in ``operand_options[k]``; edges are priced on
distinct shardings only.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from operator import itemgetter

import numpy as np

from planner.encode.cost.cost_model import CostModel, reduces_several
from planner.encode.cost.flops import Shape, op_work, type_shape
from planner.encode.problem.axis_assignments import Assignment, assignments
from planner.encode.problem.axis_prefix import Dims, Prefix, projected
from planner.encode.problem.reduce_init import identity_init
from planner.model.dialects.halo_plan import halo_applies
from planner.model.dialects.traits import HLO_COLLECTIVES
from planner.model.ir.core import Operation, Value
from planner.model.ir.op_names import HLO, SDY
from planner.model.ir.types import TensorType
from planner.model.sharding.axis import AxisRef, axes_size, sort_and_merge
from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.rule import OpShardingRule, TensorMapping
from planner.model.sharding.tensor_sharding import AxisRefList, DimSharding, TensorSharding

MAX_STRATEGIES = 128

# The shardings of an op's operands and results a strategy must give to be kept beyond
# the cap (None: unsharded).
Targets = tuple[tuple[TensorSharding | None, ...], tuple[TensorSharding | None, ...]]


@dataclass
class OpStrategies:
    """The strategies of one op (see module docstring)."""

    op: Operation
    assignments: list[Assignment]
    operand_options: list[tuple[TensorSharding, ...]]
    operand_index: list[np.ndarray]
    result_options: list[tuple[TensorSharding, ...]]
    result_index: list[np.ndarray]
    compute_s: np.ndarray
    comm_s: np.ndarray
    # The strategies the cap left out, for a bound that covers them (``bounds.left_out``):
    # the distinct shardings they give each operand, then each result; each one's index
    # into those per operand and result; each one's seconds and result bytes; and their
    # assignments.
    pruned_shardings: tuple[tuple[TensorSharding, ...], ...] = ()
    pruned_index: tuple[np.ndarray, ...] = ()
    pruned_seconds: np.ndarray = field(default_factory=lambda: np.zeros(0))
    pruned_usage: np.ndarray = field(default_factory=lambda: np.zeros(0))
    pruned_assignments: list[Assignment] = field(default_factory=list)

    @property
    def count(self) -> int:
        return len(self.assignments)

    @property
    def pruned(self) -> int:
        """How many strategies the cap left out."""
        return len(self.pruned_assignments)

    @property
    def pruned_floor(self) -> tuple[float, float]:
        """The least seconds and result bytes of those left out (inf: none)."""
        if not self.pruned:
            return np.inf, np.inf
        return float(self.pruned_seconds.min()), float(self.pruned_usage.min())

    @property
    def cost(self) -> np.ndarray:
        return self.compute_s + self.comm_s

    def operand(self, s: int, k: int) -> TensorSharding:
        return self.operand_options[k][int(self.operand_index[k][s])]

    def result(self, s: int, r: int) -> TensorSharding:
        return self.result_options[r][int(self.result_index[r][s])]

    def pruned_tensors(self, m: int) -> list[TensorSharding]:
        """The shardings the ``m``-th pruned strategy gives its operands, then results."""
        return [options[int(index[m])]
                for options, index in zip(self.pruned_shardings, self.pruned_index,
                                          strict=True)]

    def pruned_result(self, m: int, r: int) -> TensorSharding:
        """The sharding the ``m``-th pruned strategy gives result ``r``."""
        at = len(self.operand_options) + r
        return self.pruned_shardings[at][int(self.pruned_index[at][m])]


class _TensorShardings:
    """The closed sharding each assignment gives one tensor with ``mapping``; None where a
    compound dimension would need a strided view (a factor sharded after one its axes do
    not fill) or where it does not extend ``prefix`` (the axes of an earlier phase and
    the sharding it chose on them). Assignments arrive with their per-factor axes
    tuples' identities (see ``strategy_rows``): each dimension is built once per distinct
    choice of its factors' axes, each sharding once per distinct choice of all of them."""

    def __init__(self, mapping: TensorMapping, factor_sizes: Sequence[int], mesh_name: str,
                 prefix: tuple[frozenset[str], Dims] | None) -> None:
        self.mesh_name, self.sizes, self.prefix = mesh_name, factor_sizes, prefix
        self.key = _picker(tuple(f for dim in mapping for f in dim))
        self.dims = [(tuple(dim), _picker(tuple(dim))) for dim in mapping]
        self.dim_memo: list[dict[object, DimSharding | None]] = [{} for _ in mapping]
        self.memo: dict[object, TensorSharding | None] = {}

    def get(self, a: Assignment, ids: tuple[int, ...], shards: Sequence[int]
            ) -> TensorSharding | None:
        """The sharding ``a`` (its tuples' ``ids``) gives the tensor; ``shards``: the
        devices each factor's axes span."""
        key = self.key(ids)
        if key in self.memo:
            return self.memo[key]
        made = self._made(a, ids, shards)
        if made is not None and self.prefix is not None and \
                projected(made, self.prefix[0]) != self.prefix[1]:
            made = None
        self.memo[key] = made
        return made

    def _made(self, a: Assignment, ids: tuple[int, ...], shards: Sequence[int]
              ) -> TensorSharding | None:
        dims = []
        for (factors, key), memo in zip(self.dims, self.dim_memo, strict=True):
            k = key(ids)
            if k in memo:
                dim = memo[k]
            else:
                dim = memo[k] = self._dim(factors, a, shards)
            if dim is None:
                return None
            dims.append(dim)
        return TensorSharding(self.mesh_name, tuple(dims))

    def _dim(self, factors: tuple[int, ...], a: Assignment, shards: Sequence[int]
             ) -> DimSharding | None:
        axes: list[AxisRef] = []
        partial = False
        for f in factors:
            if a[f] and partial:
                return None
            axes.extend(a[f])
            partial = partial or shards[f] < self.sizes[f]
        return DimSharding(tuple(axes))


# Ops whose permutation factors (windowed dimensions) the partitioner halo-exchanges.
_HALO_OPS = frozenset({HLO.CONVOLUTION, HLO.REDUCE_WINDOW})


def _shardable(op: Operation, rule: OpShardingRule) -> list[bool]:
    frozen = {*rule.need_replication, *rule.blocked_propagation}
    if op.name not in _HALO_OPS:
        frozen.update(rule.permutation)
    return [f not in frozen for f in range(rule.num_factors)]


def _paddable(rule: OpShardingRule) -> list[bool]:
    """The factors an axis may shard padded: pass-through factors no tensor maps into a
    compound dimension."""
    compound = {f for m in (*rule.operand_mappings, *rule.result_mappings) for dim in m
                if len(dim) > 1 for f in dim}
    return [rule.factor_kind(f) == "pass_through" and f not in compound
            for f in range(rule.num_factors)]


def _halo_ok(op: Operation, rule: OpShardingRule, a: Assignment, ins: list[TensorSharding],
             outs: list[TensorSharding], mesh: MeshAttr) -> bool:
    """Whether the partitioner halo-exchanges the windowed dimensions ``a`` shards (true
    when it shards none)."""
    if not any(a[f] for f in rule.permutation):
        return True
    kernel = ins[1] if op.name == HLO.CONVOLUTION else None
    return halo_applies(op, ins[0], outs[0], kernel, mesh)


def _intern(items: list[TensorSharding]) -> tuple[tuple[TensorSharding, ...], np.ndarray]:
    """The distinct shardings of ``items`` as one tuple (edges key their price matrices
    by these objects), and each item's index into it."""
    table: dict[TensorSharding, int] = {}
    index = np.array([table.setdefault(s, len(table)) for s in items], np.int64)
    return tuple(table), index


# One strategy before the cap: its assignment, operand and result shardings, compute and
# reduction seconds.
Row = tuple[Assignment, list[TensorSharding], list[TensorSharding], float, float]


def op_strategies(op: Operation, rule: OpShardingRule, mesh_name: str, mesh: MeshAttr,
                  axes: Sequence[str], model: CostModel, *,
                  max_strategies: int = MAX_STRATEGIES, orders: bool = True,
                  partial_results: bool = False, keep: Targets | None = None,
                  prefix: Prefix | None = None, rows: Sequence[Row] | None = None
                  ) -> OpStrategies:
    """The strategies of ``op`` under ``rule`` using mesh ``axes`` (the free axes where the
    op sits in a manual computation); ``orders``: see ``axis_assignments``;
    ``partial_results``, ``keep``: see the module docstring; ``prefix``: only strategies
    whose operands and results extend it (an earlier phase's choice, ``axis_prefix``);
    ``rows``: ``strategy_rows`` of these arguments, where already computed."""
    found = list(rows) if rows is not None else \
        strategy_rows(op, rule, mesh_name, mesh, axes, model, orders, prefix)
    if not identity_init(op):  # its reduced dimensions stay whole (``reduce_init``)
        found = [r for r in found if not any(r[0][f] for f in rule.reduction)]
    left: list[Row] = []
    if len(found) > max_strategies:
        # found[0] is the unsharded assignment (fewest axes first): always kept.
        order = sorted(range(1, len(found)), key=lambda i: (found[i][3] + found[i][4], i))
        chosen = {0, *order[: max_strategies - 1]}
        if keep is not None:
            chosen.update(_giving(found, order, keep))
        left = [found[i] for i in order if i not in chosen]
        found = [found[i] for i in sorted(chosen)]
    if partial_results and _sums(op):
        found, left = (_with_partials(rows, op, rule, mesh, model) for rows in (found, left))
    ops_opts, ops_idx = zip(*(_intern([r[1][k] for r in found])
                              for k in range(len(rule.operand_mappings))), strict=False) \
        if rule.operand_mappings else ((), ())
    res_opts, res_idx = zip(*(_intern([r[2][k] for r in found])
                              for k in range(len(rule.result_mappings))), strict=False) \
        if rule.result_mappings else ((), ())
    interned = [_intern([r[1][k] for r in left]) for k in range(len(rule.operand_mappings))] \
        + [_intern([r[2][k] for r in left]) for k in range(len(rule.result_mappings))]
    left_options, left_index = tuple(x[0] for x in interned), tuple(x[1] for x in interned)
    first_result = len(rule.operand_mappings)
    return OpStrategies(
        op, [r[0] for r in found], list(ops_opts), list(ops_idx), list(res_opts),
        list(res_idx), np.array([r[3] for r in found]), np.array([r[4] for r in found]),
        pruned_shardings=left_options, pruned_index=left_index,
        pruned_seconds=np.array([r[3] + r[4] for r in left]),
        pruned_usage=results_bytes(op, left_options[first_result:],
                                   left_index[first_result:], len(left), model.result_bytes),
        pruned_assignments=[r[0] for r in left])


def results_bytes(op: Operation, options: Sequence[tuple[TensorSharding, ...]],
                  index: Sequence[np.ndarray], count: int,
                  sharded_bytes: Callable[[TensorType, TensorSharding | None], int]
                  ) -> np.ndarray:
    """Per strategy (``count`` of them; strategy ``s`` gives result ``r`` the sharding
    ``options[r][index[r][s]]``), the bytes per device of all of ``op``'s static tensor
    results, each distinct sharding measured once."""
    usage = np.zeros(count)
    for r, res in enumerate(op.results):
        if isinstance(res.type, TensorType) and res.type.is_static:
            per = np.array([float(sharded_bytes(res.type, o)) for o in options[r]])
            usage += per[index[r]]
    return usage


def _with_partials(rows: list[Row], op: Operation, rule: OpShardingRule, mesh: MeshAttr,
                   model: CostModel) -> list[Row]:
    """``rows`` and, after them, each one whose reduction factors are sharded with its
    results kept unreduced over those axes (no all-reduce: only its halo, if any)."""
    partials = []
    for a, ins, outs, compute, _ in rows:
        reduced = sort_and_merge([x for f in rule.reduction for x in a[f]], mesh)
        if reduced:
            kept = [replace(o, unreduced=tuple(reduced)) for o in outs]
            partials.append((a, ins, kept, compute, _halo_seconds(op, ins[0], model)))
    return [*rows, *partials]


def strategy_rows(op: Operation, rule: OpShardingRule, mesh_name: str, mesh: MeshAttr,
                  axes: Sequence[str], model: CostModel, orders: bool = True,
                  prefix: Prefix | None = None) -> list[Row]:
    """Every strategy of ``op`` (``op_strategies``' arguments), before the cap, unsharded
    first."""
    sizes = rule.factor_sizes
    rows: list[Row] = []
    prices: dict[tuple[object, ...], tuple[float, float]] = {}
    # ``assignments`` builds each factor's axes tuple once and hands the same object to
    # every assignment that uses it: the memos below key by those objects' identities
    # (ints hash in C; axis refs are dataclasses that hash in Python).
    shards: dict[int, int] = {}  # devices per factor's axes
    # A tensor's sharding depends only on its own factors' axes (``_TensorShardings``).
    mappings = [*rule.operand_mappings, *rule.result_mappings]
    tensors = [_TensorShardings(m, sizes, mesh_name, None if prefix is None else
                                (prefix.axes, prefix.tensors[t]))
               for t, m in enumerate(mappings)]
    reduced_of = _picker(tuple(rule.reduction))
    local_shapes: dict[tuple[int, int], Shape] = {}
    n_in = len(rule.operand_mappings)
    windowed = op.name in _HALO_OPS  # other ops never shard their permutation factors
    places = None if prefix is None else prefix.places(mappings)
    for a in assignments(sizes, _shardable(op, rule), axes, mesh, orders, _paddable(rule),
                         places):
        ids = tuple(map(id, a))
        for f, i in enumerate(ids):
            if i not in shards:
                shards[i] = axes_size(a[f], mesh)
        per_factor = tuple(map(shards.__getitem__, ids))
        made: list[TensorSharding] = []
        for tensor in tensors:
            sharding = tensor.get(a, ids, per_factor)
            if sharding is None:
                break
            made.append(sharding)
        if len(made) < len(mappings):
            continue
        ins, outs = made[:n_in], made[n_in:]
        if windowed and not _halo_ok(op, rule, a, ins, outs, mesh):
            continue
        # The price depends on the shards per factor (the local shapes), the reduced axes
        # (the all-reduce's group and link) and, for windowed ops, the input's sharding.
        price_key = (per_factor, reduced_of(ids), id(ins[0]) if windowed else None)
        price = prices.get(price_key)
        if price is None:
            price = prices[price_key] = _price(op, rule, a, ins, outs, mesh, model, local_shapes)
        rows.append((a, ins, outs, *price))
    return rows


def _picker(positions: tuple[int, ...]) -> Callable[[tuple[int, ...]], object]:
    """The entries of a tuple at ``positions``, as a key (C-level where it can be)."""
    if not positions:
        return lambda _: ()
    return itemgetter(*positions)


def _giving(rows: Sequence[Row], order: list[int], targets: Targets) -> list[int]:
    """Those of ``order`` (row indices) that give their operands and results the
    shardings ``targets`` names (axes per dimension; None: unsharded), each distinct
    sharding compared once."""
    memo: dict[tuple[int, int], bool] = {}

    def gives(k: int, s: TensorSharding, t: TensorSharding | None) -> bool:
        key = (k, id(s))
        if key not in memo:
            memo[key] = s.shards_as(t)
        return memo[key]

    sizes = (len(targets[0]), len(targets[1]))
    want = [*targets[0], *targets[1]]
    return [i for i in order if (len(rows[i][1]), len(rows[i][2])) == sizes and
            all(gives(k, s, t) for k, (s, t) in
                enumerate(zip([*rows[i][1], *rows[i][2]], want, strict=True)))]


def _halo_seconds(op: Operation, operand: TensorSharding, model: CostModel) -> float:
    """Seconds of the halo exchange of a windowed op whose input is sharded ``operand``."""
    if op.name not in _HALO_OPS:
        return 0.0
    return sum(c.seconds for c in model.halo_comms(op, operand))


def _sums(op: Operation) -> bool:
    """Whether ``op``'s reduction is a sum (its partial results add up)."""
    if op.name in (HLO.DOT_GENERAL, HLO.DOT, HLO.CONVOLUTION):
        return True
    if op.name != HLO.REDUCE:
        return False
    body = [o.name for o in op.regions[0].block.ops]
    return body == [HLO.ADD, HLO.RETURN]


def _spelled_collective_seconds(op: Operation, ins: list[TensorSharding],
                                outs: list[TensorSharding], mesh: MeshAttr,
                                model: CostModel) -> float:
    """The StableHLO collective ``op`` on the local buffers this strategy gives it."""
    def nbytes(values: Sequence[Value], shardings: list[TensorSharding]) -> int:
        return sum(model.value_bytes_as(v, s) for v, s in zip(values, shardings, strict=False))
    return model.stablehlo_collective_of(op, nbytes(op.operands, ins), nbytes(op.results, outs),
                                         mesh).seconds


def _price(op: Operation, rule: OpShardingRule, a: Assignment, ins: list[TensorSharding],
           outs: list[TensorSharding], mesh: MeshAttr, model: CostModel,
           local_shapes: dict[tuple[int, int], Shape]) -> tuple[float, float]:
    """Compute seconds on the local shapes, and the all-reduce of the sharded reduction
    factors over every result. ``local_shapes`` memoises local shapes by (value,
    sharding) identity (the shardings are the memoised ones of ``op_strategies``)."""
    local: dict[int, Shape | None] = {}
    for v, s in (*zip(op.operands, ins, strict=False), *zip(op.results, outs, strict=False)):
        shape = type_shape(v)
        if shape is None or len(shape) != s.rank:
            local[id(v)] = shape
            continue
        key = (id(v), id(s))
        if key not in local_shapes:
            local_shapes[key] = s.local_shape(shape, mesh)
        local[id(v)] = local_shapes[key]

    def shape_of(v: Value) -> Shape | None:
        return local[id(v)] if id(v) in local else type_shape(v)

    compute = model.compute_seconds(op, op_work(op, shape_of))
    reduced = tuple(x for f in rule.reduction for x in a[f])
    comm = _halo_seconds(op, ins[0], model) if ins else 0.0
    if op.name in HLO_COLLECTIVES:  # spelled out in a manual computation's body
        comm += _spelled_collective_seconds(op, ins, outs, mesh, model)
    if reduced:
        variadic = reduces_several(op)
        for r, s in zip(op.results, outs, strict=False):
            t = r.type
            if not isinstance(t, TensorType) or not t.is_static:
                continue
            if variadic:
                comm += model.gathered_partials(model.result_bytes(t, s), reduced,
                                                mesh).seconds
                continue
            props = {"reduction_axes": AxisRefList(reduced), "out_sharding": s}
            comm += model.step_comm(SDY.ALL_REDUCE, props, s, t.static_shape,
                                    t.element_type,
                                    model.all_reduce_alpha_scale(op)).seconds
    return compute, comm
