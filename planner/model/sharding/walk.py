"""Every sharding attribute in a module, wherever it is stored, for passes that rewrite
them all (closing, dropping replicated axes, renaming meshes)."""

from __future__ import annotations

from collections.abc import Callable

from planner.model.ir.attributes import ArrayAttr, Attribute, DictAttr
from planner.model.ir.core import Operation
from planner.model.sharding.tensor_sharding import ShardingPerValue, TensorSharding

ShardingFn = Callable[[TensorSharding], TensorSharding]


def map_attr(attr: Attribute, fn: ShardingFn) -> Attribute:
    """``attr`` with ``fn`` applied to each tensor sharding nested in it (arrays,
    dictionaries and per-value shardings are searched); unchanged parts are kept."""
    if isinstance(attr, TensorSharding):
        return fn(attr)
    if isinstance(attr, ShardingPerValue):
        shardings = tuple(fn(s) for s in attr.shardings)
        same = all(a is b for a, b in zip(shardings, attr.shardings, strict=True))
        return attr if same else ShardingPerValue(shardings)
    if isinstance(attr, ArrayAttr):
        items = tuple(map_attr(a, fn) for a in attr.elements)
        return attr if items == attr.elements else ArrayAttr(items)
    if isinstance(attr, DictAttr):
        d = attr.as_dict()
        new = {k: map_attr(v, fn) for k, v in d.items()}
        return attr if new == d else DictAttr.of(new)
    return attr


def map_shardings(root: Operation, fn: ShardingFn) -> None:
    """Apply ``fn`` to every tensor sharding in ``root`` and the ops nested in it: op
    properties (``sharding``, ``in_shardings``, function ``arg_attrs``...) and discardable
    attributes (``sdy.sharding``)."""
    for op in root.walk():
        for store in (op.properties, op.attributes):
            for key, attr in list(store.items()):
                new = map_attr(attr, fn)
                if new is not attr:
                    store[key] = new
