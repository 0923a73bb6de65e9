"""``sdy-remove-sub-axes-in-input-output-shardings``: removes sub-axes, and the axes after
them, from the open dimension shardings of the main function's inputs and outputs.

As in Shardy: only the main function is changed (the module's only function, or else the
one named ``main``; without either Shardy aborts, we report an error); closed dimensions,
priorities, replicated and unreduced axes are kept.
"""

from __future__ import annotations

from planner.model.dialects.ops import SHARDING_ATTR, FuncOp, ModuleOp
from planner.model.dialects.value_sharding import set_value_sharding, value_sharding
from planner.model.ir.diagnostics import PlannerError
from planner.model.sharding.axis import AxisRef
from planner.model.sharding.tensor_sharding import DimSharding, TensorSharding
from planner.passes.registry import Pass


def without_sub_axes(sharding: TensorSharding) -> TensorSharding:
    """Each open dimension cut before its first sub-axis; closed dimensions unchanged."""
    dims = []
    for dim in sharding.dims:
        if dim.is_closed:
            dims.append(dim)
            continue
        axes: list[AxisRef] = []
        for axis in dim.axes:
            if axis.sub is not None:
                break
            axes.append(axis)
        dims.append(DimSharding(tuple(axes), dim.is_closed, dim.priority))
    return sharding.with_dims(tuple(dims))


def main_func(module: ModuleOp) -> FuncOp:
    """The module's only top-level function, or else its function named ``main``."""
    funcs = [op for op in module.body.ops if isinstance(op, FuncOp)]
    if len(funcs) == 1:
        return funcs[0]
    main = module.lookup("main")
    if not isinstance(main, FuncOp):
        raise PlannerError("Failed to lookup function: main", module.src_loc)
    return main


def remove_sub_axes_in_input_output_shardings(module: ModuleOp) -> None:
    """Remove sub-axes from the main function's argument and result shardings."""
    func = main_func(module)
    for index in range(len(func.function_type.inputs)):
        if func.is_declaration:
            # Shardy reads a declaration's arguments through its (missing) entry block and
            # crashes; we update the argument attributes instead.
            sharding = func.arg_sharding(index)
            if sharding is not None and without_sub_axes(sharding) != sharding:
                attrs = func.arg_attrs(index)
                attrs[SHARDING_ATTR] = without_sub_axes(sharding)
                func.set_arg_attrs(index, attrs)
            continue
        arg = func.body.args[index]
        sharding = value_sharding(arg)
        if sharding is not None and without_sub_axes(sharding) != sharding:
            set_value_sharding(arg, without_sub_axes(sharding))
    for index in range(len(func.function_type.results)):
        sharding = func.result_sharding(index)
        if sharding is not None and without_sub_axes(sharding) != sharding:
            attrs = func.result_attrs(index)
            attrs[SHARDING_ATTR] = without_sub_axes(sharding)
            func.set_result_attrs(index, attrs)


PASS = Pass("sdy-remove-sub-axes-in-input-output-shardings",
            "Removes sub-axes in input/output shardings.",
            remove_sub_axes_in_input_output_shardings)
