"""Layout ties: entry results that keep an entry argument's sharding (``LayoutTie``)."""

from __future__ import annotations

import re
from collections.abc import Iterable

from planner.encode.problem.annotations import LayoutTie
from planner.model.dialects.ops import FuncOp
from planner.model.ir.diagnostics import PlannerError, SourceLoc

TIE = re.compile(r"^\s*result(\d+)\s*=\s*arg(\d+)\s*$")


def layout_ties(func: FuncOp, asked: Iterable[str] = ()) -> list[LayoutTie]:
    """The ties of ``func``: each donation, then each ``resultJ=argI`` of ``asked`` (a
    result tied twice, or to an argument of another type, is an error)."""
    ties = [LayoutTie(i, j, True, func.src_loc) for i, j in func.donations()]
    results = func.function_type.results
    args = func.function_type.inputs
    for text in asked:
        m = TIE.match(text)
        if m is None:
            raise PlannerError(f"tie '{text}' must look like resultJ=argI")
        j, i = int(m.group(1)), int(m.group(2))
        where = SourceLoc(f"<tie {text.strip()}>", 1, 1)
        if j >= len(results) or i >= len(args):
            raise PlannerError(f"tie {text.strip()}: the entry function has "
                               f"{_count(len(args), 'argument')} and "
                               f"{_count(len(results), 'result')}")
        if results[j] != args[i]:
            raise PlannerError(f"tie {text.strip()}: result {j} is {results[j]}, argument "
                               f"{i} is {args[i]}: only values of one type keep one layout")
        if any(t.result == j and t.arg != i for t in ties):
            raise PlannerError(f"tie {text.strip()}: result {j} is tied to another argument "
                               "already")
        if not any(t.result == j for t in ties):
            ties.append(LayoutTie(i, j, False, where))
    return ties


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}{'' if n == 1 else 's'}"
