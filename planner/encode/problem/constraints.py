"""User intents as assumption groups: one literal per annotation, carrying its location.

* an entry argument/result sharding, an op's own ``sdy.sharding``, a sharding constraint,
  a manual/named computation's in/out sharding: the node deciding that value may only
  pick shardings that honour it (``candidates.honours``: closed dimensions exact, open
  ones keep their axes as a major prefix, replicated/unreduced axes unused);
* a sharding group: its members pairwise identical (pairs of different shardings on the
  edge between their deciding nodes are forbidden);
* a layout tie: an entry result and argument identical, as a sharding group's members;
* data-flow edges are one node already (identical by construction); a manual
  computation's manual axes are fixed in its nodes' candidates, and its body only uses
  free axes (structural, not an annotation of the user's to relax).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from planner.encode.problem.annotations import Annotation
from planner.encode.problem.candidates import honours
from planner.encode.problem.encoder import Encoding
from planner.encode.problem.graph import DataflowGraph
from planner.encode.problem.reshard_edges import Slot
from planner.model.ir.core import Value
from planner.model.ir.diagnostics import SourceLoc


@dataclass
class Constraint:
    """One user annotation as forbidden strategies and pairs (local indices). It is
    identified by its place in the list ``build_constraints`` returns, which is also its
    assumption group's place in the problem; ``what`` and ``name`` are for display."""

    what: str
    loc: SourceLoc | None
    kind: str
    forbidden_strategies: list[tuple[int, np.ndarray]] = field(default_factory=list)  # (node, idx)
    pairs: list[tuple[int, int, np.ndarray]] = field(default_factory=list)  # (u, v, bool)
    annotation: Annotation | None = None
    # Of the strategies a cap left out, those it forbids (node, index among them).
    forbidden_left_out: list[tuple[int, np.ndarray]] = field(default_factory=list)

    @property
    def name(self) -> str:
        """What it asks, and where an annotation is written."""
        if self.annotation is not None and self.loc is not None:
            return f"{self.what} at {self.loc}"
        return self.what

    @property
    def location(self) -> str:
        return str(self.loc) if self.loc is not None else ""

    def nodes(self) -> set[int]:
        return {n for n, _ in self.forbidden_strategies} | {x for u, v, _ in self.pairs for x in (u, v)}


def _value_name(v: Value) -> str:
    hint = getattr(v, "name_hint", None)
    return f"%{hint}" if hint else "a value"


def result_slot(enc: Encoding, index: int) -> Slot | None:
    """The slot deciding the entry function's result ``index`` (None: not a tensor)."""
    n = enc.result_nodes[index] if index < len(enc.result_nodes) else -1
    if n < 0:
        return None
    cands = enc.nodes[n].candidates
    return Slot(n, cands, np.arange(len(cands)))


def annotation_slot(enc: Encoding, a: Annotation) -> Slot | None:
    """The slot (node and options) deciding the annotated value, as the annotation sees
    it (outside a manual computation for its in/out shardings)."""
    if a.kind == "func_result":
        return result_slot(enc, a.index)
    if a.kind == "manual_in" and a.op is not None:
        n = enc.flow_nodes.get((id(a.op), a.index))
        if n is None:
            return None
        cands = enc.nodes[n].candidates
        return Slot(n, cands, np.arange(len(cands)))
    return enc.provider.get(a.value)


def annotation_name(a: Annotation) -> str:
    what = {"func_arg": f"sharding of argument {a.index}",
            "func_result": f"sharding of result {a.index}",
            "op_sharding": f"sharding of {_value_name(a.value)}",
            "sharding_constraint": "sharding constraint",
            "manual_in": f"in_sharding {a.index} of {a.op.name if a.op else ''}",
            "manual_out": f"out_sharding {a.index} of {a.op.name if a.op else ''}",
            "data_flow_edge": "data-flow edge sharding"}[a.kind]
    return f"{what} {a.sharding.stripped()}"


def build_constraints(enc: Encoding, graph: DataflowGraph) -> list[Constraint]:
    """One constraint per annotation and per sharding group, in program order."""
    out: list[Constraint] = []
    for a in graph.annotations:
        slot = annotation_slot(enc, a)
        if slot is None:
            continue
        c = Constraint(annotation_name(a), a.loc, a.kind,
                       [(slot.node, _breaking(slot, a, enc, False))], annotation=a)
        if slot.left_out:
            c.forbidden_left_out.append((slot.node, _breaking(slot, a, enc, True)))
        out.append(c)
    for g in graph.sharding_groups:
        slots = [enc.provider.get(v) for v in g.values]
        present = [s for s in slots if s is not None]
        c = Constraint(f"sharding group {g.group_id}", next((x for x in g.locs if x), None),
                       "sharding_group")
        for s in present[1:]:
            _tie(c, present[0], s)
        out.append(c)
    for t in graph.layout_ties:
        arg = enc.provider.get(enc.func.body.args[t.arg])
        res = result_slot(enc, t.result)
        if arg is None or res is None:
            continue
        why = "its buffer is donated" if t.donated else "tied"
        c = Constraint(f"result {t.result} keeps the sharding of argument {t.arg} ({why})",
                       t.loc, "layout_tie")
        _tie(c, arg, res)
        out.append(c)
    return out


def _breaking(slot: Slot, a: Annotation, enc: Encoding, left_out: bool) -> np.ndarray:
    """The strategies of ``slot``'s node (those kept, or those ``left_out``) whose
    sharding does not honour annotation ``a``."""
    options, index = slot.side(left_out)
    bad = np.array([not honours(o, a.sharding, enc.mesh) for o in options], bool)
    return np.flatnonzero(bad[index])


def _tie(c: Constraint, a: Slot, b: Slot) -> None:
    """Forbid ``a`` and ``b`` giving different shardings."""
    differ = np.array([[not x.same_dim_axes(y) for y in b.options] for x in a.options])
    if a.node == b.node:
        bad = np.flatnonzero(differ[a.index, b.index])
        c.forbidden_strategies.append((a.node, bad))
    else:
        c.pairs.append((a.node, b.node, differ[np.ix_(a.index, b.index)]))
