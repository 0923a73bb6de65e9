"""``func.call``: the callee is a function of the module with the call's signature, and no
function calls itself, directly or through others (XLA runs no recursive calls, and
inlining one would never end)."""

from __future__ import annotations

import networkx as nx

from planner.model.dialects.ops import CallOp, FuncOp
from planner.model.ir.attributes import SymbolRefAttr
from planner.model.ir.core import Operation
from planner.model.ir.op_names import FUNC
from planner.model.verify.attrs import Invalid, Symbols


def _callee(call: Operation) -> str:
    """The name a ``func.call`` calls ("" when it names none)."""
    if isinstance(call, CallOp) and isinstance(call.properties.get("callee"), SymbolRefAttr):
        return call.callee
    return ""


def check_call(call: Operation, symbols: Symbols) -> None:
    """The callee exists, is a function, and takes and returns the call's types."""
    name = _callee(call)
    callee = symbols.ops.get(name)
    if not isinstance(callee, FuncOp):
        raise Invalid(f"'{name}' does not reference a valid function")
    ftype = callee.function_type
    got = [v.type for v in call.operands]
    if got != list(ftype.inputs):
        raise Invalid(f"passes ({', '.join(map(str, got))}) to '{name}', which takes "
                      f"({', '.join(map(str, ftype.inputs))})")
    returned = [r.type for r in call.results]
    if returned != list(ftype.results):
        raise Invalid(f"expects ({', '.join(map(str, returned))}) from '{name}', which returns "
                      f"({', '.join(map(str, ftype.results))})")


def recursive_calls(symbols: Symbols) -> list[tuple[Operation, str]]:
    """One call per cycle of calls between the module's functions (each strongly connected
    set of them), the call that closes it, with the cycle."""
    graph = nx.MultiDiGraph()
    for name, op in symbols.ops.items():
        if isinstance(op, FuncOp) and not op.is_declaration:
            for call in op.walk():
                if call.name == FUNC.CALL and _callee(call) in symbols.ops:
                    graph.add_edge(name, _callee(call), call=call)
    order = {name: i for i, name in enumerate(graph)}  # the module's order
    found = []
    for members in nx.strongly_connected_components(graph):
        start = min(members, key=order.__getitem__)
        if len(members) > 1 or graph.has_edge(start, start):
            cycle = nx.find_cycle(graph.subgraph(members), start)
            names = [u for u, *_ in cycle] + [start]
            found.append((graph.edges[cycle[-1]]["call"],
                          "recursive call: " + " -> ".join(f"@{f}" for f in names)
                          + " (XLA runs no recursive calls)"))
    return found
