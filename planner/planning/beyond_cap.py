"""A plan beyond the cap: where the bound over every candidate found a plan cheaper than
the solver's that takes strategies the cap left out (``Solution.beyond``), the program
encoded again keeping that plan's strategies, and the plan read into it (the strategies
the covering did not decide, such as shared copies and combiners, at their best replies
to it). The encoding is the price: it runs where the time limit leaves room for it."""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping

import numpy as np

from planner.encode.problem.encoder import Node, NodeKey
from planner.encode.problem.strategies import Targets
from planner.model.ir.core import Operation
from planner.model.sharding.tensor_sharding import TensorSharding
from planner.planning.axis_decomposition import node_key, node_shardings, strategies_giving
from planner.planning.baseline import best_replies
from planner.planning.prepared import Prepared
from planner.solve.core.problem import evaluate_assignment
from planner.solve.solution import Solution, SolveStatus

# The program encoded keeping each op's operand and result shardings and each other
# node's sharding (``EncodeOptions.keep`` and ``keep_values``).
Rebuild = Callable[[Mapping[Operation, Targets], Mapping[NodeKey, TensorSharding]], Prepared]


def beyond_cap(p: Prepared, sol: Solution, rebuild: Rebuild) -> tuple[Prepared, Solution] | None:
    """``sol.beyond``'s plan as a plan of ``rebuild``'s encoding (``p``'s own, where it
    takes no strategy the cap left out), where it costs less than ``sol`` there too
    (priorities first, then the cost) and fits the memory limit; its bound is ``sol``'s
    over every candidate."""
    assert sol.beyond is not None and sol.bound_all is not None
    assignment, beyond, _ = sol.beyond
    want: dict[NodeKey, list[TensorSharding]] = {}
    keep_ops: dict[Operation, Targets] = {}
    keep_values: dict[NodeKey, TensorSharding] = {}
    for i, n in enumerate(p.encoding.nodes):
        shardings = want[node_key(n)] = _giving(n, int(assignment[i]), beyond.get(i))
        if n.strategies is not None and n.op is not None:
            operands = len(n.strategies.operand_options)
            keep_ops[n.op] = (tuple(shardings[:operands]), tuple(shardings[operands:]))
        elif shardings:
            keep_values[node_key(n)] = shardings[0]
    q = rebuild(keep_ops, keep_values) if beyond else p
    seen: dict[tuple[int, TensorSharding], np.ndarray] = {}
    masks: list[np.ndarray | None] = []
    for n in q.encoding.nodes:
        wanted = want.get(node_key(n))
        mask = strategies_giving(n, wanted, seen) if wanted else None
        masks.append(mask if mask is not None and mask.any() else None)
    applied = q.problem.with_groups(None)
    a = best_replies(applied, masks)
    ev = evaluate_assignment(applied, a)
    limit = applied.usage_limit
    if not math.isfinite(ev.cost) or (limit is not None and ev.peak_usage > limit) or \
            (list(ev.tier_values), ev.cost) >= (list(sol.tier_values), sol.cost):
        return None
    return q, Solution(SolveStatus.FEASIBLE, a, ev.cost, min(sol.bound_all, ev.cost),
                       sol.wall_time, sol.timed_out, ev.tier_values, sol.nodes, sol.edges,
                       peak_usage=ev.peak_usage, bound_all=sol.bound_all)


def _giving(node: Node, s: int, left_out: int | None) -> list[TensorSharding]:
    """The shardings ``node`` gives its tensors: strategy ``s``'s, or where it takes one
    its cap left out, that one's (``left_out``: its index among them)."""
    if left_out is None:
        return node_shardings(node, s)
    if node.strategies is None:
        return [node.left_out_candidates[left_out]]
    return node.strategies.pruned_tensors(left_out)
