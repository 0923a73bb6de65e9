"""A plan handed back to keras (extra ``models``): a ``LayoutMap`` and a
``ModelParallel`` distribution.

The planned program is a keras model's step lowered as
``model.stateless_call(trainable, non_trainable, inputs)`` takes its state: from
``first_argument`` on, the program's arguments are ``model.trainable_variables`` then
``model.non_trainable_variables``, then the inputs. Each variable's planned sharding
becomes a ``TensorLayout`` under the variable's path; the first input's planned batch
axis becomes the distribution's ``batch_dim_name``.
"""

from __future__ import annotations

from typing import Any

from planner.interop.jax import argument_shardings, jax_mesh
from planner.model.ir.diagnostics import PlannerError, SourceLoc

_LOC = SourceLoc("<keras>", 0, 0)


def _keras() -> Any:
    try:
        import keras
    except ImportError:
        raise PlannerError("keras interop needs the 'models' extra: pip install "
                           "'planner[models]'", _LOC) from None
    return keras


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
    layouts = keras.distribution.LayoutMap(device_mesh(result))
    for v, s in zip(variables, shardings, strict=True):
        layouts[v.path] = keras.distribution.TensorLayout(
            [*s.spec, *[None] * (len(v.shape) - len(s.spec))])
    return layouts


def batch_axis(result: Any, model: Any, *, first_argument: int = 0) -> str | None:
    """The mesh axis the plan shards the first input's batch dimension (0) on: the
    argument after the model's variables. None when the batch is whole; raises
    :class:`PlannerError` when it is on several axes, which keras's data distribution
    cannot express."""
    i = first_argument + len(_variables(model))
    inputs = argument_shardings(result.module, jax_mesh(result.module), i)
    spec = inputs[0].spec if inputs else ()
    batch = spec[0] if len(spec) else None
    if isinstance(batch, tuple):
        if len(batch) != 1:
            raise PlannerError(f"the plan shards the batch on {batch}; keras's data "
                               "distribution takes one axis", _LOC)
        batch = batch[0]
    return batch


def distribution(result: Any, model: Any, *, first_argument: int = 0) -> Any:
    """A ``keras.distribution.ModelParallel`` with :func:`layout_map` and the planned
    batch axis (keras's default, the mesh's first axis, when the plan leaves the batch
    whole). Build or load the model under its ``scope()`` to lay it out."""
    keras = _keras()
    layouts = layout_map(result, model, first_argument=first_argument)
    batch = batch_axis(result, model, first_argument=first_argument)
    return keras.distribution.ModelParallel(layout_map=layouts, batch_dim_name=batch)
