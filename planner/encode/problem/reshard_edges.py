"""Edges of the strategy graph: the reshard a value needs between what its producer's
strategy gives and what a consumer's strategy requires.

A :class:`Slot` says how a node's strategies map onto shardings of one value: strategy
``s`` gives (or needs) ``options[index[s]]``. Pair costs (reshard seconds) are computed
in bulk per pair of option tuples (``reshard_prices``), then gathered with numpy; whole
matrices are cached by (options, options, shape, element type), so identical layers cost
nothing more. Several edges between the same two nodes add up into one.

Where a node's cap left strategies out, its slots also name the shardings those would
give or need (``Slot.left_out``), and the table keeps the flows of such edges, so that a
bound that covers them prices them when it needs them (``bounds.left_out``): the node's
*stand-in*, the least of them against every strategy of the other end
(:meth:`EdgeTable.stand_in_rows`), or each of them (:meth:`EdgeTable.member_pairs`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, replace

import numpy as np

from planner.encode.cost.cost_model import CostModel
from planner.encode.problem.reshard_prices import Interner, OptionTable, price_matrix
from planner.model.ir.op_names import SDY
from planner.model.ir.types import TensorType
from planner.model.sharding.tensor_sharding import (
    DimSharding,
    ListOfAxisRefLists,
    TensorSharding,
)


def gather_route(a: TensorSharding, b: TensorSharding) -> TensorSharding | None:
    """Where a reshard from ``a`` to ``b`` adds and removes axes (same replicated and
    unreduced axes), the sharding it is priced through: each dimension gathered to its
    common prefix with ``b``, then a free slice to ``b`` (an all_to_all may do it cheaper;
    Shardy's lowering may do it dearer, and the decoder then routes it so). None for
    other reshards (pure moves of the same axes are priced by their exact lowering)."""
    if a.replicated != b.replicated or a.unreduced or b.unreduced or \
            Counter(a.dim_axes()) == Counter(b.dim_axes()):
        return None
    dims = []
    for x, y in zip(a.dims, b.dims, strict=True):
        k = 0
        while k < min(len(x.axes), len(y.axes)) and x.axes[k] == y.axes[k]:
            k += 1
        dims.append(DimSharding(x.axes[:k]))
    return replace(a, dims=tuple(dims))


@dataclass(frozen=True, eq=False)
class Slot:
    """Strategy ``s`` of ``node`` gives/needs sharding ``options[index[s]]``; the ``m``-th
    strategy its cap left out gives/needs ``left_out[left_index[m]]`` (``left_out[m]``
    where ``left_index`` is None)."""

    node: int
    options: tuple[TensorSharding, ...]
    index: np.ndarray
    left_out: tuple[TensorSharding, ...] = ()
    left_index: np.ndarray | None = None

    def side(self, left_out: bool) -> tuple[tuple[TensorSharding, ...], np.ndarray]:
        """The options and index of the strategies kept, or of those ``left_out``."""
        if not left_out:
            return self.options, self.index
        return self.left_out, np.arange(len(self.left_out)) if self.left_index is None \
            else self.left_index

    def sharding(self, s: int) -> TensorSharding:
        return self.options[int(self.index[s])]


def _plus(a: np.ndarray | None, b: np.ndarray | None) -> np.ndarray | None:
    """``a + b``, where None is nothing."""
    return b if a is None else a if b is None else a + b


class EdgeTable:
    """Pair-cost matrices accumulated per node pair (smaller node index first), and what
    prices the strategies an end left out (see module docstring)."""

    def __init__(self, model: CostModel) -> None:
        self.model = model
        # The flows between node pairs with left-out strategies, and other pair costs of
        # left-out strategies: (whether the first node's, matrix).
        self.flows: dict[tuple[int, int], list[tuple[Slot, Slot, TensorType, float]]] = {}
        self.left_pairs: dict[tuple[int, int],
                              list[tuple[bool, Callable[[], np.ndarray]]]] = {}
        self.pairs: dict[tuple[int, int], np.ndarray] = {}
        self.node_extra: dict[int, np.ndarray] = {}  # self-edges: a cost on the diagonal
        self._matrices: dict[tuple[object, ...], np.ndarray] = {}
        self._by_id: dict[tuple[object, ...], tuple[object, object, np.ndarray]] = {}
        self._tables: dict[tuple[object, ...], OptionTable] = {}
        self._ids = Interner()
        self._gathers: dict[tuple[int, int, int, float],
                            tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]] = {}

    def option_matrix(self, src: tuple[TensorSharding, ...], dst: tuple[TensorSharding, ...],
                      t: TensorType) -> np.ndarray:
        """Reshard seconds from every ``src`` option to every ``dst`` option."""
        # Identical layers hand over the very same interned option tuples: look them up
        # by identity first (hashing tuples of shardings dominated encoding).
        fast = (id(src), id(dst), t.shape, t.element_type)
        hit = self._by_id.get(fast)
        if hit is not None and hit[0] is src and hit[1] is dst:
            return hit[2]
        key = (src, dst, t.shape, t.element_type)
        m = self._matrices.get(key)
        if m is None:
            shape = t.static_shape
            m = price_matrix(self._table(src, t), self._table(dst, t),
                             lambda a, b: self.reshard_seconds(a, b, shape, t.element_type))
            self._matrices[key] = m
        self._by_id[fast] = (src, dst, m)  # holds src/dst so their ids stay theirs
        return m

    def _table(self, options: tuple[TensorSharding, ...], t: TensorType) -> OptionTable:
        key = (id(options), t.shape, t.element_type)
        table = self._tables.get(key)
        if table is None or table.options is not options:
            table = OptionTable(options, t, self.model, self._ids)
            self._tables[key] = table
        return table

    def reshard_seconds(self, a: TensorSharding, b: TensorSharding, shape: tuple[int, ...],
                        element_type: str) -> float:
        """One pair, as ``reshard_prices`` prices it in bulk: ``CostModel.reshard_seconds``
        where ``b`` has the same axes as ``a`` placed otherwise (exact); directly where
        ``b`` only appends axes to ``a``'s dimensions (a local all_slice: free) or only
        drops trailing ones (one all_gather); where axes are added and removed, the least
        of the gather through ``gather_route`` and the outline of Shardy's lowering, in
        bulk (exact lowering of every pair is too slow for big programs)."""
        if a.replicated == b.replicated and a.unreduced == b.unreduced == ():
            grow = shrink = True
            gathered = []
            for x, y in zip(a.dims, b.dims, strict=True):
                grow &= y.axes[: len(x.axes)] == x.axes
                shrink &= x.axes[: len(y.axes)] == y.axes
                gathered.append(x.axes[len(y.axes):] if shrink else ())
            if grow:
                return 0.0
            if shrink:
                props = {"gathering_axes": ListOfAxisRefLists(tuple(gathered)),
                         "out_sharding": b}
                return self.model.step_comm(SDY.ALL_GATHER, props, a, shape,
                                            element_type).seconds
            if gather_route(a, b) is not None:
                t = TensorType(shape, element_type)
                ids = Interner()
                return float(price_matrix(
                    OptionTable((a,), t, self.model, ids), OptionTable((b,), t, self.model, ids),
                    lambda x, y: self.model.reshard_seconds(x, y, shape, element_type))[0, 0])
        return self.model.reshard_seconds(a, b, shape, element_type)

    def gather_route_seconds(self, a: TensorSharding, route: TensorSharding,
                             shape: tuple[int, ...], element_type: str) -> float:
        """Gathering ``a`` to ``route`` (its ``gather_route`` to some sharding)."""
        props = {"gathering_axes": ListOfAxisRefLists(tuple(
            x.axes[len(p.axes):] for x, p in zip(a.dims, route.dims, strict=True)))}
        return self.model.step_comm(SDY.ALL_GATHER, props, a, shape, element_type).seconds

    def add_flow(self, src: Slot, dst: Slot, t: TensorType, weight: float = 1.0) -> None:
        """A value of type ``t`` flowing from ``src`` to ``dst`` (``weight``: how often,
        e.g. a loop's trip count)."""
        if not t.is_static:
            return
        m = self.option_matrix(src.options, dst.options, t)
        self.add_pair(src.node, dst.node, self._gathered(m, src.index, dst.index, weight))
        if (src.left_out or dst.left_out) and src.node != dst.node:
            key = (src.node, dst.node) if src.node < dst.node else (dst.node, src.node)
            self.flows.setdefault(key, []).append((src, dst, t, weight))

    def _gathered(self, m: np.ndarray, rows: np.ndarray, cols: np.ndarray, weight: float
                  ) -> np.ndarray:
        """``m[rows][:, cols] * weight``. Identical layers hand over the very same option
        matrices and strategy indices: one copy serves them all (the pair matrices are
        never changed in place)."""
        key = (id(m), id(rows), id(cols), weight)
        hit = self._gathers.get(key)
        if hit is not None and hit[0] is m and hit[1] is rows and hit[2] is cols:
            return hit[3]
        pair = m.take(rows, axis=0).take(cols, axis=1)
        if weight != 1.0:
            pair *= weight
        self._gathers[key] = (m, rows, cols, pair)  # holds them so their ids stay theirs
        return pair

    def stand_in_rows(self, u: int, v: int) -> tuple[np.ndarray | None, np.ndarray | None]:
        """For nodes ``u < v``, the least reshard seconds of ``u``'s left-out strategies
        against each of ``v``'s strategies, and of ``v``'s against each of ``u``'s
        (None where the node left none out), summed over their flows. Two stand-ins pay
        each other nothing: pricing every pair of two left-out sets costs more than it
        gains."""
        first = second = None
        for src, dst, t, weight in self.flows.get((u, v), []):
            row, column = self._least(src, dst, t, weight)
            if src.node != u:
                row, column = column, row
            first, second = _plus(first, row), _plus(second, column)
        return first, second

    def _least(self, src: Slot, dst: Slot, t: TensorType, weight: float
               ) -> tuple[np.ndarray | None, np.ndarray | None]:
        """The least reshard seconds from what ``src``'s left-out strategies give to what
        each of ``dst``'s strategies needs, and the other way round."""
        first = second = None
        if src.left_out:
            first = self.option_matrix(src.left_out, dst.options, t).min(axis=0)[dst.index]
            first = first * weight
        if dst.left_out:
            second = self.option_matrix(src.options, dst.left_out, t).min(axis=1)[src.index]
            second = second * weight
        return first, second

    def member_pairs(self, u: int, v: int, u_left: bool, v_left: bool) -> np.ndarray:
        """The reshard seconds between nodes ``u < v``, as their flows priced: rows are
        ``u``'s kept strategies or (``u_left``) those it left out, columns ``v``'s."""
        total: np.ndarray | float = 0.0
        if u_left != v_left:
            for first, left in self.left_pairs.get((u, v), []):
                if first == u_left:
                    total = total + (left() if first else left().T)
        for src, dst, t, weight in self.flows.get((u, v), []):
            forward = src.node == u
            (so, si), (do, di) = src.side(u_left if forward else v_left), \
                dst.side(v_left if forward else u_left)
            m = self.option_matrix(so, do, t)[np.ix_(si, di)] * weight
            total = total + (m if forward else m.T)
        return np.asarray(total)

    def add_pair(self, u: int, v: int, pair: np.ndarray,
                 left: Callable[[], np.ndarray] | None = None) -> None:
        """Add a (k_u, k_v) matrix of pair costs between nodes ``u`` and ``v``; ``left()``:
        the pair costs of the strategies ``u``'s cap left out with ``v``'s (for
        :meth:`member_pairs`, when asked)."""
        if left is not None:
            key = (u, v) if u < v else (v, u)
            self.left_pairs.setdefault(key, []).append((u < v, left))
        if u == v:
            diag = np.diagonal(pair).copy()
            self.node_extra[u] = self.node_extra.get(u, 0) + diag
            return
        if u > v:
            u, v, pair = v, u, pair.T
        if (u, v) in self.pairs:
            self.pairs[(u, v)] = self.pairs[(u, v)] + pair
        else:  # (shared, not copied: pair matrices are never changed in place)
            self.pairs[(u, v)] = np.asarray(pair, np.float64)

    def ensure(self, u: int, v: int, ku: int, kv: int) -> None:
        """An edge between ``u`` and ``v`` even if nothing flows (for pair constraints)."""
        if u != v and (min(u, v), max(u, v)) not in self.pairs:
            self.add_pair(u, v, np.zeros((ku, kv)))
