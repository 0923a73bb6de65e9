"""Sharding priorities (``{"x"}p0``) as lexicographic solver stages (see README)."""

from __future__ import annotations

from planner.encode.encoder import Encoding
from planner.encode.graph import DataflowGraph
from planner.solve.problem import Stage


def priority_stages(enc: Encoding, graph: DataflowGraph) -> tuple[Stage, ...]:
    """No stages yet: every annotation holds whatever its priority."""
    return ()
