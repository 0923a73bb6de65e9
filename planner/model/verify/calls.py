"""``func.call``: the callee is a function of the module with the call's signature, and no
function calls itself, directly or through others (XLA runs no recursive calls, and
inlining one would never end)."""

from __future__ import annotations

from planner.model.dialects.ops import FuncOp
from planner.model.ir.attributes import StringAttr
from planner.model.ir.core import Operation
from planner.model.verify.attrs import Invalid, Symbols


def callee_name(call: Operation) -> str:
    """The name a ``func.call`` calls (without ``@``)."""
    attr = call.get_attr("callee")
    if isinstance(attr, StringAttr):
        return attr.value
    return str(attr).lstrip("@").strip('"') if attr is not None else ""


def check_call(call: Operation, symbols: Symbols) -> None:
    """The callee exists, is a function, and takes and returns the call's types."""
    name = callee_name(call)
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


def recursive_calls(module: Operation, symbols: Symbols) -> list[tuple[Operation, str]]:
    """Each call that closes a cycle of calls, with the cycle, in a depth-first walk of
    the module's functions."""
    calls: dict[str, list[Operation]] = {}
    for name, op in symbols.ops.items():
        if isinstance(op, FuncOp) and not op.is_declaration:
            calls[name] = [c for c in op.walk() if c.name == "func.call"]
    found: list[tuple[Operation, str]] = []
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    for root in calls:
        if state.get(root):
            continue
        path, stack = [root], [iter(calls[root])]
        state[root] = 1
        while stack:
            call = next(stack[-1], None)
            if call is None:
                state[path.pop()] = 2
                stack.pop()
                continue
            name = callee_name(call)
            if state.get(name) == 1:
                cycle = [*path[path.index(name):], name]
                found.append((call, "recursive call: " + " -> ".join(f"@{f}" for f in cycle)
                              + " (XLA runs no recursive calls)"))
            elif name in calls and not state.get(name):
                state[name] = 1
                path.append(name)
                stack.append(iter(calls[name]))
    return found
