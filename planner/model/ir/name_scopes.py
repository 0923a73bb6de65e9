"""Where an op came from in the source model, read from its location.

JAX names each op by its name stack (``as_text(debug_info=True)``): the jitted function,
the transformations, the ``jax.named_scope``s (keras layers and flax modules open one
each), then the primitive, e.g. ``jit(step)/transpose(jvp(layers_1))/mlp/dot_general``
for the backward pass of layer 1's MLP. :func:`name_scopes` reads the scopes of such a
location (``("layers_1", "mlp")``: a transformation counts as the scope it wraps);
:func:`layers` groups a program's ops by layer: the depth of the name stack at which
scopes that differ only in their digits (``Block_0``, ``Block_1``; ``layers/0``,
``layers/1``) name the repeated layers.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from planner.model.ir.core import Operation

# loc("NAME"(...)) or loc("NAME"): a named location's name (file locations name a file
# and go on with ":line:col", which no name stack does).
_NAMED = re.compile(r'"((?:[^"\\]|\\.)*)"(?:\(|$)')
# A transformation or jitted function around a scope: ``jvp(layers_0)``, ``jit(step)``.
_WRAPPED = re.compile(r"^[A-Za-z_][\w.]*\((.*)\)$")
_DIGITS = re.compile(r"\d+")


def location_name(loc: str | None) -> str | None:
    """The name of a named location's text (``"jit(f)/mlp/dot_general"(#loc3)``: the part in
    quotes, its escapes kept); None for other locations (files, call sites, fusions)."""
    m = _NAMED.match(loc.strip()) if loc else None
    return m.group(1) if m is not None else None


def name_scopes(loc: str | None) -> tuple[str, ...]:
    """The scopes of the name-stack location ``loc`` (an op's ``loc(...)`` text), outermost
    first: jitted functions and the primitive left out, transformations unwrapped; ()
    where the location is no name stack."""
    name = location_name(loc)
    if name is None:
        return ()
    parts = name.split("/")
    scopes = []
    for part in parts[:-1]:
        if part.startswith(("jit(", "pjit(")):
            continue
        while (w := _WRAPPED.match(part)) is not None:
            part = w.group(1)
        if part:
            scopes.append(part)
    return tuple(scopes)


def layers(ops: Iterable[Operation]) -> dict[Operation, str]:
    """Each of ``ops``' layer: its scopes down to the depth of the repeated layers (see
    the module docstring; the outermost scope where nothing repeats); "" for an op its
    location places in no scope."""
    scopes = {op: name_scopes(op.loc) for op in ops}
    depth = _layer_depth(scopes.values())
    return {op: "/".join(s[:depth + 1]) for op, s in scopes.items()}


def _layer_depth(stacks: Iterable[tuple[str, ...]]) -> int:
    """The least depth whose scopes include two that differ only in their digits."""
    seen: dict[int, dict[str, str]] = {}
    found = None
    for stack in stacks:
        for depth, scope in enumerate(stack):
            if found is not None and depth >= found:
                break
            stem = _DIGITS.sub("#", scope)
            other = seen.setdefault(depth, {}).setdefault(stem, scope)
            if other != scope and stem != scope:
                found = depth
                break
    return found if found is not None else 0
