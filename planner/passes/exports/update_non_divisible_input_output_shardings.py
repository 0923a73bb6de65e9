"""``sdy-update-non-divisible-input-output-shardings``: makes function inputs/outputs (and the
other values Shardy treats as such) evenly sharded, so they never need padding.

Each dimension sharding that does not divide its dimension is cut down to its largest prefix
that does, splitting the last axis it keeps into a sub-axis when only part of it divides
(``{"x"}`` of size 4 on a dimension of 6 becomes ``{"x":(1)2}``). As in Shardy:

- the values updated are the arguments and results of every top-level function, the results
  of every ``func.call`` and the in/out shardings of every ``sdy.manual_computation`` (the
  body-side, local view for its inputs); named computations, loops and other ops are not;
- a dimension that is cut keeps its open/closed flag but loses its priority; dimensions
  that already divide are kept as they are, replicated and unreduced axes too;
- values whose type is not a statically shaped tensor are left alone;
- no reshard or constraint is added where a value's users expect the old sharding.
"""

from __future__ import annotations

from math import gcd

from planner.model.dialects.ops import SHARDING_ATTR, CallOp, FuncOp, ModuleOp, op_shardings
from planner.model.dialects.value_sharding import (
    add_free_axes,
    erase_manual_axes,
    set_value_sharding,
    value_sharding,
)
from planner.model.ir.core import Operation, Value
from planner.model.ir.op_names import SDY
from planner.model.ir.types import TensorType, Type
from planner.model.sharding.axis import AxisRef
from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.tensor_sharding import (
    DimSharding,
    ManualAxes,
    ShardingPerValue,
    TensorSharding,
)
from planner.passes.registry import Pass


def even_dim(dim: DimSharding, size: int, mesh: MeshAttr) -> DimSharding:
    """``dim`` unchanged if it divides ``size``; otherwise its largest evenly dividing
    prefix (greatest common divisors axis by axis, stopping at the first axis that does
    not fully divide what remains), same open/closed flag and no priority."""
    if size % dim.size(mesh) == 0:
        return dim
    remaining = size
    axes: list[AxisRef] = []
    for axis in dim.axes:
        axis_size = axis.size(mesh)
        common = gcd(axis_size, remaining)
        if common == 1:
            break
        if common == axis_size:
            axes.append(axis)
            remaining //= common
            continue
        # Only the major part of this axis divides: keep that sub-axis, and nothing after
        # it (a minor axis cannot follow a partly used one).
        axes.append(AxisRef.of(axis.name, axis.pre_size, common))
        break
    return DimSharding(tuple(axes), dim.is_closed)


def evenly_sharded(sharding: TensorSharding, shape: tuple[int, ...],
                   mesh: MeshAttr) -> TensorSharding:
    """``sharding`` with every dimension made to divide ``shape`` (see :func:`even_dim`);
    replicated and unreduced axes are kept (the result names fewer axes, never new ones)."""
    dims = tuple(even_dim(d, n, mesh) for d, n in zip(sharding.dims, shape, strict=True))
    return sharding.with_dims(dims)


class _Updater:
    """Makes shardings even against the module's meshes."""

    def __init__(self, module: ModuleOp) -> None:
        self.meshes = module.meshes()

    def update(self, sharding: TensorSharding, type: Type) -> TensorSharding:
        """The even version of ``sharding`` for a value of ``type``; unchanged for values
        that are not statically shaped tensors or whose mesh is unknown."""
        if not isinstance(type, TensorType) or not type.is_static:
            return sharding
        mesh = sharding.mesh if isinstance(sharding.mesh, MeshAttr) \
            else self.meshes.get(sharding.mesh)
        if mesh is None or len(sharding.dims) != type.rank:
            return sharding
        return evenly_sharded(sharding, type.static_shape, mesh)

    def update_func(self, func: FuncOp) -> None:
        """Arguments and results of ``func``."""
        types = func.function_type
        for index, type in enumerate(types.inputs):
            if func.is_declaration:
                # Shardy reads a declaration's arguments through its (missing) entry
                # block and crashes; we update the argument attributes instead.
                self._update_arg_attr(func, index, type)
                continue
            arg: Value = func.body.args[index]
            sharding = value_sharding(arg)
            if sharding is not None:
                new = self.update(sharding, type)
                if new != sharding:
                    set_value_sharding(arg, new)
        for index, type in enumerate(types.results):
            sharding = func.result_sharding(index)
            if sharding is not None:
                new = self.update(sharding, type)
                if new != sharding:
                    attrs = func.result_attrs(index)
                    attrs[SHARDING_ATTR] = new
                    func.set_result_attrs(index, attrs)

    def _update_arg_attr(self, func: FuncOp, index: int, type: Type) -> None:
        sharding = func.arg_sharding(index)
        if sharding is not None:
            new = self.update(sharding, type)
            if new != sharding:
                attrs = func.arg_attrs(index)
                attrs[SHARDING_ATTR] = new
                func.set_arg_attrs(index, attrs)

    def update_call(self, call: Operation) -> None:
        """The ``sdy.sharding`` of a call's results."""
        shardings = op_shardings(call)
        if shardings is None or not len(shardings) or len(shardings) != len(call.results):
            return
        new = ShardingPerValue(tuple(self.update(s, r.type)
                                     for s, r in zip(shardings, call.results, strict=True)))
        if new != shardings:
            call.attributes[SHARDING_ATTR] = new

    def update_manual_computation(self, op: Operation) -> None:
        """In shardings against the body's (local) argument types, with the manual axes
        kept in front; out shardings against the (global) result types."""
        manual_attr = op.properties.get("manual_axes")
        manual = manual_attr.axes if isinstance(manual_attr, ManualAxes) else ()
        ins = op.properties.get("in_shardings")
        body_args = op.regions[0].blocks[0].args if op.regions and op.regions[0].blocks else []
        if isinstance(ins, ShardingPerValue) and len(ins) == len(body_args):
            new_ins = []
            for outer, arg in zip(ins, body_args, strict=True):
                local = erase_manual_axes(outer, manual)
                even = self.update(local, arg.type)
                new_ins.append(outer if even == local else add_free_axes(outer, even, manual))
            if tuple(new_ins) != ins.shardings:
                op.properties["in_shardings"] = ShardingPerValue(tuple(new_ins))
        outs = op.properties.get("out_shardings")
        if isinstance(outs, ShardingPerValue) and len(outs) == len(op.results):
            new_outs = tuple(self.update(s, r.type)
                             for s, r in zip(outs, op.results, strict=True))
            if new_outs != outs.shardings:
                op.properties["out_shardings"] = ShardingPerValue(new_outs)


def update_non_divisible_input_output_shardings(module: ModuleOp) -> None:
    """Make every function input/output, call result and manual computation in/out
    sharding in ``module`` divide its tensor evenly."""
    updater = _Updater(module)
    for op in module.body.ops:
        if isinstance(op, FuncOp):
            updater.update_func(op)
    for op in module.walk():
        if isinstance(op, CallOp):
            updater.update_call(op)
        elif op.name == SDY.MANUAL_COMPUTATION:
            updater.update_manual_computation(op)


PASS = Pass("sdy-update-non-divisible-input-output-shardings",
            "Makes FuncOp inputs/outputs evenly sharded, removing any need for padding due to "
            "non-divisible shardings.",
            update_non_divisible_input_output_shardings)
