"""Builds the StableHLO ops the partitioner passes emit, inserted before an anchor op in
program order (the order Shardy's rewriters create them in)."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

import numpy as np

from planner.model.ir.attributes import (
    DenseArrayAttr,
    DenseElementsAttr,
    IntegerAttr,
    OpaqueAttr,
    UnitAttr,
)
from planner.model.ir.core import Block, Operation, Region, Value
from planner.model.ir.op_names import FUNC, HLO
from planner.model.ir.types import TensorType

I64 = TensorType((), "i64")


def _literal(values: np.ndarray) -> str:
    """A dense literal: a splat when every element is equal, else nested lists."""
    flat = values.reshape(-1)
    fmt = (lambda v: "true" if v else "false") if values.dtype == bool else str
    if flat.size and (flat == flat[0]).all():
        return fmt(flat[0].item())
    if values.ndim == 0:
        return fmt(values.item())

    def nest(a: np.ndarray) -> str:
        if a.ndim == 1:
            return "[" + ", ".join(fmt(v.item()) for v in a) + "]"
        return "[" + ", ".join(nest(x) for x in a) + "]"
    return nest(values)


def zero_literal(element_type: str) -> str:
    """The literal of zero (false, (0, 0)) of ``element_type``."""
    if element_type == "i1":
        return "false"
    if element_type.startswith(("f", "bf")):
        return "0.000000e+00"
    if element_type.startswith("complex"):
        return "(0.000000e+00, 0.000000e+00)"
    return "0"


def i64_array(values: Sequence[int]) -> DenseArrayAttr:
    return DenseArrayAttr("i64", tuple(int(v) for v in values))


def dense(values: np.ndarray, element_type: str) -> DenseElementsAttr:
    """``dense<...>`` of an integer or boolean array."""
    return DenseElementsAttr(_literal(values), TensorType(values.shape, element_type))


def _function_block(op: Operation) -> Block:
    """The body of the function ``op`` is in (its outermost block where none)."""
    block = op.parent
    assert block is not None
    while (owner := block.parent_op) is not None and owner.name != FUNC.FUNC \
            and owner.parent is not None:
        block = owner.parent
    return block


class Hoisted:
    """Values made once per function at its start, for one run of a pass: the device's
    index and its tables (a per-device program reads them at every collective)."""

    def __init__(self) -> None:
        self._values: dict[tuple[Block, Hashable], Value] = {}
        self._last: dict[Block, Operation] = {}  # the last op hoisted in each function

    def value(self, anchor: Operation, key: Hashable, make: Callable[[Builder], Value]) -> Value:
        """The value ``make`` builds for ``key`` in ``anchor``'s function (after the
        values hoisted before it)."""
        block = _function_block(anchor)
        found = self._values.get((block, key))
        if found is None:
            last = self._last.get(block)
            at = block.first if last is None else last.next
            assert at is not None  # (a block ends with its terminator)
            found = self._values[(block, key)] = make(Builder(at))
            assert at.parent is block and at.prev is not None
            self._last[block] = at.prev
        return found


class Builder:
    """Inserts ops before ``anchor``; each helper returns the new op's (first) result.
    With ``hoisted``, the device index and device tables are made once per function."""

    def __init__(self, anchor: Operation, hoisted: Hoisted | None = None) -> None:
        self.anchor = anchor
        self.hoisted = hoisted

    def _once(self, key: Hashable, make: Callable[[Builder], Value]) -> Value:
        return make(self) if self.hoisted is None else self.hoisted.value(self.anchor, key, make)

    def op(self, name: str, operands: Sequence[Value], types: Sequence[TensorType],
           properties: dict | None = None, regions: list[Region] | None = None) -> Operation:
        new = Operation.create(name, list(operands), list(types), properties or {},
                               regions=regions, src_loc=self.anchor.src_loc, loc=self.anchor.loc)
        assert self.anchor.parent is not None
        self.anchor.parent.insert_before(self.anchor, new)
        return new

    def value(self, name: str, operands: Sequence[Value], t: TensorType,
              properties: dict | None = None) -> Value:
        return self.op(name, operands, [t], properties).results[0]

    # -- constants and shapes --------------------------------------------------------------
    def constant(self, values: np.ndarray | int | bool, element_type: str = "i64") -> Value:
        arr = np.asarray(values)
        return self.value(HLO.CONSTANT, [], TensorType(arr.shape, element_type),
                          {"value": dense(arr, element_type)})

    def scalar_literal(self, literal: str, element_type: str) -> Value:
        t = TensorType((), element_type)
        return self.value(HLO.CONSTANT, [], t,
                          {"value": DenseElementsAttr(literal, t)})

    def reshape(self, x: Value, shape: Sequence[int]) -> Value:
        return self.value(HLO.RESHAPE, [x], x.tensor_type.with_shape(tuple(shape)))

    def transpose(self, x: Value, perm: Sequence[int]) -> Value:
        shape = x.tensor_type.shape
        return self.value(HLO.TRANSPOSE, [x],
                          x.tensor_type.with_shape(tuple(shape[p] for p in perm)),
                          {"permutation": i64_array(perm)})

    def convert(self, x: Value, element_type: str) -> Value:
        return self.value(HLO.CONVERT, [x],
                          TensorType(x.tensor_type.shape, element_type))

    def broadcast(self, x: Value, t: TensorType, dims: Sequence[int] = ()) -> Value:
        return self.value(HLO.BROADCAST_IN_DIM, [x], t,
                          {"broadcast_dimensions": i64_array(dims)})

    def slice(self, x: Value, start: Sequence[int], limit: Sequence[int],
              strides: Sequence[int] | None = None) -> Value:
        strides = strides or [1] * len(start)
        shape = tuple(-(-(hi - lo) // s) for lo, hi, s in zip(start, limit, strides, strict=True))
        return self.value(HLO.SLICE, [x], x.tensor_type.with_shape(shape),
                          {"start_indices": i64_array(start), "limit_indices": i64_array(limit),
                           "strides": i64_array(strides)})

    def dynamic_slice(self, x: Value, starts: Sequence[Value], sizes: Sequence[int]) -> Value:
        return self.value(HLO.DYNAMIC_SLICE, [x, *starts],
                          x.tensor_type.with_shape(tuple(sizes)),
                          {"slice_sizes": i64_array(sizes)})

    def pad(self, x: Value, padding: Value, low: Sequence[int], high: Sequence[int],
            interior: Sequence[int] | None = None) -> Value:
        interior = interior or [0] * len(low)
        shape = tuple(lo + hi + d + max(d - 1, 0) * i for d, lo, hi, i in
                      zip(x.tensor_type.static_shape, low, high, interior, strict=True))
        return self.value(HLO.PAD, [x, padding], x.tensor_type.with_shape(shape),
                          {"edge_padding_low": i64_array(low), "edge_padding_high": i64_array(high),
                           "interior_padding": i64_array(interior)})

    def compare(self, a: Value, b: Value, direction: str) -> Value:
        return self.value(HLO.COMPARE, [a, b], TensorType(a.tensor_type.shape, "i1"),
                          {"comparison_direction":
                           OpaqueAttr(f"#stablehlo<comparison_direction {direction}>")})

    def binary(self, name: str, a: Value, b: Value) -> Value:
        return self.value(f"stablehlo.{name}", [a, b], a.tensor_type)

    def select(self, pred: Value, a: Value, b: Value) -> Value:
        return self.value(HLO.SELECT, [pred, a, b], a.tensor_type)

    # -- per-device values -----------------------------------------------------------------
    def device_index(self) -> Value:
        """This device's partition id as an i64 scalar."""
        return self._once("device index", lambda b: b.convert(
            b.value(HLO.PARTITION_ID, [], TensorType((), "ui32")), "i64"))

    def device_table(self, table: np.ndarray, element_type: str = "i64") -> Value:
        """A constant indexed by partition id."""
        values = np.asarray(table)
        attr = dense(values, element_type)
        t = TensorType(values.shape, element_type)
        return self._once(attr, lambda b: b.value(HLO.CONSTANT, [], t, {"value": attr}))

    def device_entry(self, table: np.ndarray, element_type: str = "i64") -> Value:
        """``table[partition_id]`` as a scalar: Shardy's offset-table idiom."""
        return self.table_entry(table, self.device_index(), element_type)

    def table_entry(self, table: np.ndarray, pid: Value, element_type: str = "i64") -> Value:
        one = self.dynamic_slice(self.device_table(table, element_type), [pid], [1])
        return self.reshape(one, ())

    # -- collectives -----------------------------------------------------------------------
    def reduction_region(self, element_type: str, kind: str) -> Region:
        """``{^bb0(a, b): return a <kind> b}`` over scalars."""
        block = Block()
        t = TensorType((), element_type)
        a, b = block.add_arg(t), block.add_arg(t)
        combined = Operation.create(f"stablehlo.{kind}", [a, b], [t])
        block.append(combined)
        block.append(Operation.create(HLO.RETURN, [combined.results[0]], []))
        region = Region()
        region.add_block(block)
        return region

    def collective(self, name: str, x: Value, t: TensorType, properties: dict,
                   channel: int, reduction: str | None = None) -> Value:
        props = dict(properties)
        props["channel_handle"] = OpaqueAttr(
            f"#stablehlo.channel_handle<handle = {channel}, type = 1>")
        if name != HLO.ALL_TO_ALL and name != HLO.COLLECTIVE_PERMUTE:
            props["use_global_device_ids"] = UnitAttr()
        regions = [self.reduction_region(t.element_type, reduction)] if reduction else None
        return self.op(name, [x], [t], props, regions).results[0]


def groups_attr(groups: np.ndarray) -> DenseElementsAttr:
    return dense(np.asarray(groups, dtype=np.int64), "i64")


def int_attr(v: int) -> IntegerAttr:
    return IntegerAttr(int(v), "i64")
