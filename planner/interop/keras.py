"""keras (extra ``models``): a model's training step planned, and the plan handed back as
a ``LayoutMap`` and a ``ModelParallel`` distribution.

:func:`train_step_program` lowers keras's own training step, as ``fit`` and
``train_on_batch`` run it, for ``planner.plan`` (with ``whole_axes_io=True``, so that
each sharding is one a ``TensorLayout`` can express). A planned program may also
be any step that takes the model's state as ``model.stateless_call(trainable,
non_trainable, inputs)`` does: from ``first_argument`` on, the program's arguments are
``model.trainable_variables`` then ``model.non_trainable_variables``, then the inputs.
Each variable's planned sharding becomes a ``TensorLayout`` under the variable's path;
the first input's planned batch axis becomes the distribution's ``batch_dim_name``.
"""

from __future__ import annotations

import functools
from typing import Any

from planner.interop.jax import (
    argument_shardings,
    from_jax,
    jax_mesh,
    name_arguments,
    require_jax,
)
from planner.model.dialects.ops import ModuleOp
from planner.model.ir.diagnostics import PlannerError, SourceLoc

_LOC = SourceLoc("<keras>", 0, 0)


def _keras() -> Any:
    try:
        import keras
    except ImportError:
        raise PlannerError("keras interop needs the 'models' extra: pip install "
                           "'planner[models]'", _LOC) from None
    return keras


def train_step_program(model: Any, x: Any, y: Any = None, *, mesh: Any = None,
                       batch_axis: str | None = None) -> ModuleOp:
    """keras's training step of the compiled ``model`` on a batch like ``(x, y)`` (arrays
    or ShapeDtypeStructs), lowered as keras's trainer jits it: the state donated, so
    that the plan keeps each variable's layout across steps. Its arguments are the
    model's trainable variables, its non-trainable ones, the batch (where
    :func:`layout_map` and :func:`batch_axis` read them), then the optimizer's variables
    and the metrics'; ``batch_axis`` annotates the batch's first dimension (free when
    None). ``mesh``: a ``jax`` mesh. Builds the optimizer and metrics, as
    ``train_on_batch`` does."""
    _keras()
    jax = require_jax()
    if getattr(model, "optimizer", None) is None:
        raise PlannerError("the model is not compiled: model.compile(optimizer, loss) "
                           "first", _LOC)
    data = (x, y, None)
    model._symbolic_build(data_batch=data)  # what train_on_batch does first
    trainable, non_trainable, optimizer, metrics = model._get_jax_state(
        trainable_variables=True, non_trainable_variables=True, optimizer_variables=True,
        metrics_variables=True)
    args = jax.tree.map(lambda a: jax.ShapeDtypeStruct(a.shape, a.dtype),
                        (trainable, non_trainable, data, optimizer, metrics))
    shardings = None
    if batch_axis is not None:
        shardings = [jax.tree.map(lambda _: None, a) for a in args]
        shardings[2] = jax.tree.map(lambda _: jax.sharding.PartitionSpec(batch_axis), data)

    def train_step(trainable: Any, non_trainable: Any, data: Any, optimizer: Any,
                   metrics: Any) -> Any:
        return model.train_step((trainable, non_trainable, optimizer, metrics), data)

    module = from_jax(train_step, *args, mesh=mesh,
                      in_shardings=None if shardings is None else tuple(shardings),
                      donate_argnums=(0, 1, 3, 4))
    # The variables come first, in their order (each one argument): named by their paths.
    name_arguments(module, {i: v.path for i, v in enumerate(_variables(model))})
    return module


def _variables(model: Any) -> list[Any]:
    return [*model.trainable_variables, *model.non_trainable_variables]


def device_mesh(result: Any) -> Any:
    """The plan's mesh as a ``keras.distribution.DeviceMesh`` (device ids in the mesh's
    order)."""
    keras = _keras()
    mesh = jax_mesh(result.module)
    return keras.distribution.DeviceMesh(shape=tuple(mesh.devices.shape),
                                         axis_names=list(mesh.axis_names),
                                         devices=mesh.devices.flatten().tolist())


def layout_map(result: Any, model: Any, *, first_argument: int = 0) -> Any:
    """A ``keras.distribution.LayoutMap``: every variable's path to the ``TensorLayout``
    of its planned sharding. Raises :class:`PlannerError` when an argument's shape is not
    its variable's (the program is not this model's step)."""
    keras = _keras()
    variables = _variables(model)
    hint = ": the program is not this model's step, or takes its variables in another order"
    shardings = argument_shardings(
        result.module, jax_mesh(result.module), first_argument,
        [(tuple(v.shape), f"the model's variable {v.path!r}") for v in variables], hint)
    mesh = device_mesh(result)
    layouts = keras.distribution.LayoutMap(mesh)
    layout = _multi_axis_layout(keras)
    for v, s in zip(variables, shardings, strict=True):
        layouts[v.path] = layout([*s.spec, *[None] * (len(v.shape) - len(s.spec))], mesh)
    return layouts


@functools.cache
def _multi_axis_layout(keras: Any) -> type:
    """keras's ``TensorLayout`` with a dimension on several mesh axes (a tuple of names,
    as in a ``PartitionSpec``): keras's jax backend builds the ``PartitionSpec`` from the
    axes as they are, but its check takes each entry for one axis name."""

    class MultiAxisLayout(keras.distribution.TensorLayout):
        def _validate_axes(self) -> None:
            if self.device_mesh is None:
                return
            names = {a for entry in self.axes if entry is not None
                     for a in (entry if isinstance(entry, tuple) else (entry,))}
            unknown = names - set(self.device_mesh.axis_names)
            if unknown:
                raise ValueError(f"axes {sorted(unknown)} are not the mesh's "
                                 f"{self.device_mesh.axis_names}")

    return MultiAxisLayout


def batch_axis(result: Any, model: Any, *, first_argument: int = 0) -> str | None:
    """The mesh axis the plan shards the first input's batch dimension (0) on: the
    argument after the model's variables. None when the batch is whole; raises
    :class:`PlannerError` when it is on several axes, which keras's data distribution
    cannot express."""
    i = first_argument + len(_variables(model))
    inputs = argument_shardings(result.module, jax_mesh(result.module), i)
    spec: tuple[object, ...] = tuple(inputs[0].spec) if inputs else ()
    batch = spec[0] if spec else None
    if isinstance(batch, tuple):
        if len(batch) != 1:
            raise PlannerError(f"the plan shards the batch on {batch}; keras's data "
                               "distribution takes one axis", _LOC)
        batch = batch[0]
    assert batch is None or isinstance(batch, str)  # a PartitionSpec entry
    return batch


def distribution(result: Any, model: Any, *, first_argument: int = 0) -> Any:
    """A ``keras.distribution.ModelParallel`` with :func:`layout_map` and the planned
    batch axis (keras's default, the mesh's first axis, when the plan leaves the batch
    whole). Build or load the model under its ``scope()`` to lay it out."""
    keras = _keras()
    layouts = layout_map(result, model, first_argument=first_argument)
    batch = batch_axis(result, model, first_argument=first_argument)
    return keras.distribution.ModelParallel(layout_map=layouts, batch_dim_name=batch)
