"""Pins: extra shardings a caller fixes for named values (``argN``, ``resultN``)."""

from __future__ import annotations

from collections.abc import Mapping

from planner.encode.problem.annotations import Annotation
from planner.encode.problem.graph import DataflowGraph
from planner.model.dialects.ops import FuncOp
from planner.model.ir.diagnostics import PlannerError, SourceLoc
from planner.model.text.parser import Parser


def add_pins(graph: DataflowGraph, func: FuncOp, pins: Mapping[str, str]) -> None:
    """Add each pin as an annotation of ``graph`` (located at ``<pin>:1:1``)."""
    from planner.model.sharding.tensor_sharding import TensorSharding

    ret = func.body.terminator
    assert ret is not None
    for name, text in pins.items():
        try:
            s = Parser(text if text.startswith("#") else f"#sdy.sharding{text}",
                       f"<pin {name}>").parse_attr()
        except PlannerError as e:
            raise PlannerError(f"pin {name}: {e.message}") from None
        if not isinstance(s, TensorSharding):
            raise PlannerError(f"pin {name}: '{text}' is not a sharding")
        loc = SourceLoc(f"<pin {name}>", 1, 1)
        if name.startswith("arg") and name[3:].isdigit() and int(name[3:]) < len(func.body.args):
            i = int(name[3:])
            graph.annotations.append(Annotation("func_arg", func.body.args[i], s, loc, None, i))
        elif name.startswith("result") and name[6:].isdigit() and \
                int(name[6:]) < len(ret.operands):
            i = int(name[6:])
            graph.annotations.append(Annotation("func_result", ret.operands[i], s, loc, ret, i))
        else:
            raise PlannerError(f"pin {name}: no such value (argN or resultN)")
