"""Structural equality of IR: same ops, attributes, types and dataflow, whatever the
value names. ``parse(print(m))`` must be structurally equal to ``m``."""

from __future__ import annotations

from planner.model.ir.attributes import ArrayAttr, Attribute, DictAttr
from planner.model.ir.core import Operation, Region, Value


def structurally_equal(a: Operation, b: Operation) -> bool:
    """True when ``a`` and ``b`` are the same program up to SSA value names."""
    return _ops_equal(a, b, {})


def _ops_equal(a: Operation, b: Operation, vmap: dict[int, Value]) -> bool:
    if (a.name != b.name or _props(a) != _props(b) or a.attributes != b.attributes
            or len(a.operands) != len(b.operands) or len(a.results) != len(b.results)
            or len(a.regions) != len(b.regions)):
        return False
    for x, y in zip(a.operands, b.operands, strict=True):
        if vmap.get(id(x)) is not y:
            return False
    for x, y in zip(a.results, b.results, strict=True):
        if x.type != y.type:
            return False
        vmap[id(x)] = y
    return all(_regions_equal(ra, rb, vmap) for ra, rb in zip(a.regions, b.regions, strict=True))


def _props(op: Operation) -> dict[str, Attribute]:
    """Properties with all-empty ``arg_attrs``/``res_attrs`` dropped: the pretty form of
    a function cannot carry them, and MLIR treats them as absent."""
    return {k: v for k, v in op.properties.items()
            if not (k in ("arg_attrs", "res_attrs") and isinstance(v, ArrayAttr)
                    and all(isinstance(d, DictAttr) and not len(d) for d in v))}


def _regions_equal(a: Region, b: Region, vmap: dict[int, Value]) -> bool:
    if len(a.blocks) != len(b.blocks):
        return False
    for ba, bb in zip(a.blocks, b.blocks, strict=True):
        if len(ba.args) != len(bb.args) or len(ba.ops) != len(bb.ops):
            return False
        for x, y in zip(ba.args, bb.args, strict=True):
            if x.type != y.type:
                return False
            vmap[id(x)] = y
    for ba, bb in zip(a.blocks, b.blocks, strict=True):
        for oa, ob in zip(ba.ops, bb.ops, strict=True):
            if not _ops_equal(oa, ob, vmap):
                return False
    return True
