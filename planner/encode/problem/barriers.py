"""Propagation barriers (``sdy.propagation_barrier``) as lexicographic solver tiers.

A barrier splits the graph into its downstream side ``D`` (the barrier's value and every
node reachable from it along the dataflow) and the rest ``U``, joined by the cut edges.
Shardy lets shardings flow across a barrier only in its allowed direction; an optimiser's
equivalent of "flow" is "whose costs decide", so each barrier adds one tier, minimised
before the cost (after the priority tiers):

* ``FORWARD``: ``U``'s own costs. The operand side is decided alone; the result side then
  follows it and its users (the cost), never pulling the operand.
* ``BACKWARD``: ``D``'s own costs. The result side is decided by its users alone; the
  operand side then follows the result.
* ``NONE``: every cost but the cut's. Each side is decided alone; the reshard between
  them lands at the barrier.

Ties left by a tier are broken by the later tiers and the cost, as with priorities.
"""

from __future__ import annotations

from dataclasses import replace

import networkx as nx
import numpy as np

from planner.encode.problem.encoder import Encoding, NodeKind
from planner.encode.problem.graph import DataflowGraph
from planner.model.dialects.ops import PropagationBarrierOp
from planner.solve.core.problem import StrategyProblem, Tier


def with_barrier_tiers(problem: StrategyProblem, enc: Encoding,
                       graph: DataflowGraph) -> StrategyProblem:
    """``problem`` with one tier per propagation barrier (see module docstring), after
    its existing tiers."""
    barrier_ops = {id(b.op) for b in graph.barriers}
    at = [i for i, node in enumerate(enc.nodes)
          if node.kind == NodeKind.VALUE and node.op is not None and id(node.op) in barrier_ops]
    if not at:
        return problem
    # Problem edges run from producer to consumer (nodes are in program order, u < v).
    flow = nx.DiGraph()
    flow.add_nodes_from(range(problem.num_nodes))
    flow.add_edges_from(problem.edge_nodes.tolist())
    tiers = []
    node_of = np.repeat(np.arange(problem.num_nodes), np.diff(problem.offsets))
    pair_edge = np.repeat(np.arange(problem.num_edges), np.diff(problem.edge_offsets))
    eu, ev = problem.edge_nodes[:, 0], problem.edge_nodes[:, 1]
    for i in at:
        node = enc.nodes[i]
        assert isinstance(node.op, PropagationBarrierOp)  # a barrier's value node
        direction = node.op.allowed_direction
        down = np.zeros(problem.num_nodes, bool)
        down[[i, *nx.descendants(flow, i)]] = True
        cut = down[eu] != down[ev]
        if direction == "FORWARD":
            nodes, edges = ~down, ~down[eu] & ~cut
        elif direction == "BACKWARD":
            nodes, edges = down, down[eu] & ~cut
        else:  # NONE
            nodes, edges = np.ones_like(down), ~cut
        assert node.op is not None  # a barrier's node is its op's
        tiers.append(Tier(f"barrier {direction} at {node.op.src_loc}",
                          np.where(nodes[node_of], problem.node_cost, 0.0),
                          np.where(edges[pair_edge], problem.edge_cost, 0.0)))
    return replace(problem, tiers=(*problem.tiers, *tiers))
