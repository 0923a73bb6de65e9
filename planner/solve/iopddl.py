"""The IOPDDL-2025 contest format: instances (``.json`` / ``.json.gz``) and solutions.

An instance is ``{"problem": {"name", "usage_limit", "nodes": {"intervals", "costs",
"usages"}, "edges": {"nodes", "costs"}}}``; edge costs are row-major with the first node's
strategy major; costs of at least 1e18 forbid a choice. A solution is a JSON list with one
strategy index per node.
"""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import numpy as np

from planner.solve.core.problem import CONTEST_INFINITY, INF, StrategyProblem

# The most time steps an instance may span: memory rows and usage profiles hold one slot
# per step.
MAX_TIME_STEPS = 2**31


def _flat(rows: list[list[float]], what: str) -> tuple[np.ndarray, np.ndarray]:
    """Concatenated rows and their lengths (fast: one numpy pass, no per-element Python)."""
    if not isinstance(rows, list) or not all(isinstance(r, list) for r in rows):
        raise ValueError(f"'{what}' must be a list of lists")
    lengths = np.fromiter((len(r) for r in rows), np.int64, len(rows))
    flat = np.fromiter((x for r in rows for x in r), np.float64, int(lengths.sum()))
    return flat, lengths


def parse_iopddl(data: object) -> StrategyProblem:
    """A problem from the decoded JSON of a contest instance; ValueError when malformed."""
    try:
        p = data["problem"]  # type: ignore[index]  # malformed JSON fails below, caught
        nodes, edges = p["nodes"], p["edges"]
        limit = p.get("usage_limit")
        name = str(p.get("name", ""))
        costs, k = _flat(nodes["costs"], "nodes.costs")
        usages, k_u = _flat(nodes["usages"], "nodes.usages")
        intervals = np.asarray(nodes["intervals"], np.int64)
        edge_costs, sizes = _flat(edges.get("costs", []), "edges.costs")
        edge_nodes = np.asarray(edges.get("nodes", []), np.int64).reshape(-1, 2)
    except (KeyError, TypeError) as e:
        raise ValueError(f"not an IOPDDL instance: missing or malformed {e}") from None
    n = len(k)
    if not np.array_equal(k, k_u):
        i = int(np.flatnonzero(k != k_u)[0]) if len(k) == len(k_u) else min(len(k), len(k_u))
        raise ValueError(f"node {i} has {k[i] if i < n else 0} costs but "
                         f"{k_u[i] if i < len(k_u) else 0} usages")
    if intervals.shape != (n, 2):
        raise ValueError(f"{n} nodes but {len(intervals)} intervals")
    bad = (intervals[:, 0] < 0) | (intervals[:, 1] < intervals[:, 0]) | \
        (intervals[:, 1] > MAX_TIME_STEPS)
    if bad.any():
        i = int(np.flatnonzero(bad)[0])
        raise ValueError(f"node {i}'s interval {intervals[i].tolist()} is not 0 <= start <= "
                         f"end <= {MAX_TIME_STEPS:,} (usage profiles hold a slot per step)")
    if len(edge_nodes) != len(sizes):
        raise ValueError(f"{len(edge_nodes)} edges but {len(sizes)} edge cost lists")
    if (k < 1).any():
        raise ValueError(f"node {int(np.flatnonzero(k < 1)[0])} has no strategy")
    offsets = np.zeros(n + 1, np.int64)
    np.cumsum(k, out=offsets[1:])
    edge_offsets = np.zeros(len(sizes) + 1, np.int64)
    np.cumsum(sizes, out=edge_offsets[1:])
    costs[costs >= CONTEST_INFINITY] = INF
    edge_costs[edge_costs >= CONTEST_INFINITY] = INF
    problem = StrategyProblem(offsets, costs, usages, intervals, edge_nodes, edge_offsets,
                              edge_costs, None if limit is None else float(limit), name=name)
    problem.validate()
    return problem


def read_iopddl(path: str | Path) -> StrategyProblem:
    """Read a contest instance; OSError when unreadable, ValueError when malformed."""
    path = Path(path)
    opener = gzip.open if path.suffix == ".gz" else open
    try:
        with opener(path, "rt") as f:
            data = json.load(f)
    except json.JSONDecodeError as e:
        raise ValueError(f"malformed JSON: {e.msg} at line {e.lineno} column {e.colno}") from None
    except (gzip.BadGzipFile, EOFError, UnicodeDecodeError) as e:
        raise ValueError(f"unreadable: {e}") from None
    return parse_iopddl(data)


def solution_json(assignment: np.ndarray) -> str:
    """The contest's solution format: a JSON list of strategy indices."""
    return json.dumps([int(x) for x in assignment]) + "\n"
