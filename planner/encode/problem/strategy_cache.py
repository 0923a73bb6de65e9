"""Strategies of identical ops computed once.

Every layer of a transformer stack repeats the same ops on the same types, so their
strategies (assignments, implied shardings, compute and reduction seconds) and the bytes
their results hold are the same. An op's *signature* is everything those depend on: its
name, operand and result types, properties and attributes (its own ``sdy.sharding``
aside: strategies never read it), the ops of its reducer/comparator bodies, its sharding
rule, and the mesh axes it may use. Ops with equal signatures share one
:class:`OpStrategies` (the arrays and the interned option tuples, so edges priced on
them hit the edge cache by identity), re-labelled with their own op. Their strategies
before the cap (``strategy_rows``) are computed once even where the cap keeps different
ones for each (an earlier plan's shardings, ``keep``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Hashable, Sequence

import numpy as np

from planner.encode.cost.cost_model import CostModel
from planner.encode.problem.axis_prefix import Prefix
from planner.encode.problem.reduce_init import identity_init
from planner.encode.problem.strategies import (
    OpStrategies,
    Row,
    Targets,
    op_strategies,
    results_bytes,
    strategy_rows,
)
from planner.model.ir.core import Operation
from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.rule import OpShardingRule

# Attributes that say how a value is sharded, not what the op computes.
_IGNORED_ATTRIBUTES = frozenset({"sdy.sharding", "sdy.sharding_rule"})


def op_signature(op: Operation) -> Hashable:
    """What an op's strategies depend on besides its rule and the mesh (see module
    docstring); ops with equal signatures and rules have equal strategies."""
    attrs = tuple(sorted((k, v) for k, v in op.attributes.items()
                         if k not in _IGNORED_ATTRIBUTES))
    props = tuple(sorted(op.properties.items()))
    bodies = tuple((o.name, tuple(r.type for r in o.results),
                    tuple(sorted(o.attributes.items())), tuple(sorted(o.properties.items())))
                   for o in op.walk() if o is not op) if op.regions else ()
    return (op.name, tuple(v.type for v in op.operands), tuple(r.type for r in op.results),
            props, attrs, bodies, identity_init(op))


class StrategyCache:
    """``strategies(op, rule, axes)`` with the work done once per signature."""

    def __init__(self, mesh_name: str, mesh: MeshAttr, model: CostModel,
                 orders: bool, max_strategies: int) -> None:
        self.mesh_name = mesh_name
        self.mesh = mesh
        self.model = model
        self.orders = orders
        self.max_strategies = max_strategies
        self._cache: dict[Hashable, tuple[OpStrategies, np.ndarray]] = {}
        self._rows: dict[Hashable, list[Row]] = {}
        self.hits = 0

    def strategies(self, op: Operation, rule: OpShardingRule, axes: Sequence[str],
                   partial_results: bool = False, keep: Targets | None = None,
                   prefix: Prefix | None = None) -> tuple[OpStrategies, np.ndarray]:
        """``op``'s strategies and, per strategy, the bytes per device of its results
        (``partial_results``, ``keep``, ``prefix``: see ``op_strategies``)."""
        # The share of a combined all-reduce's latency differs between identical ops.
        of = (op_signature(op), rule, tuple(axes), self.model.all_reduce_alpha_scale(op),
              prefix)
        key = (*of, partial_results, keep)
        hit = self._cache.get(key)
        if hit is not None:
            self.hits += 1
            return dataclasses.replace(hit[0], op=op), hit[1]
        # Ops alike but for what the cap keeps (an earlier plan's shardings) enumerate once.
        rows = self._rows.get(of)
        if rows is None:
            rows = self._rows[of] = strategy_rows(op, rule, self.mesh_name, self.mesh, axes,
                                                  self.model, self.orders, prefix)
        st = op_strategies(op, rule, self.mesh_name, self.mesh, axes, self.model,
                           max_strategies=self.max_strategies, orders=self.orders,
                           partial_results=partial_results, keep=keep, prefix=prefix,
                           rows=rows)
        usage = results_bytes(op, st.result_options, st.result_index, st.count,
                              self.model.result_bytes)
        self._cache[key] = (st, usage)
        return st, usage
