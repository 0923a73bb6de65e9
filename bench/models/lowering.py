"""What the model exporters share: the 8-device mesh, the loss and the step, and
lowering a function to the planner's module with the given shardings."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

BATCH_AXIS = "batch"
MODEL_AXIS = "model"
LEARNING_RATE = 1e-3


def mesh(shape: tuple[int, int] = (2, 4)) -> jax.sharding.Mesh:
    """The exporters' mesh: ``batch`` x ``model`` over the first devices (keras_hub's
    layout maps name these two axes)."""
    return jax.make_mesh(shape, (BATCH_AXIS, MODEL_AXIS), devices=jax.devices()[:shape[0] * shape[1]])


def batch_spec(struct: jax.ShapeDtypeStruct) -> P:
    """The batch dimension (0) of an input on ``batch``."""
    return P(BATCH_AXIS) if struct.ndim else P()


def cross_entropy(logits: jax.Array, labels: jax.Array) -> jax.Array:
    """Mean softmax cross-entropy in f32 of integer ``labels`` under ``logits``."""
    logp = jax.nn.log_softmax(logits.astype(jnp.float32), axis=-1)
    return -jnp.mean(jnp.take_along_axis(logp, labels[..., None], axis=-1))


def sgd(params: Any, grads: Any) -> Any:
    """One plain SGD update: what the planner sees of an optimiser, the weights' own
    shardings carried from gradient to update."""
    return jax.tree.map(lambda w, g: (w - LEARNING_RATE * g).astype(w.dtype), params, grads)


def lower(fn: Callable[..., Any], args: tuple[Any, ...], the_mesh: jax.sharding.Mesh,
          in_specs: tuple[Any, ...], name: str) -> str:
    """The StableHLO + sdy text of ``fn`` on ``args`` (ShapeDtypeStruct pytrees) with
    ``in_specs`` (PartitionSpecs, None for free) over ``the_mesh``, as the planner prints
    it after reading jax's lowering."""
    import planner
    from planner.interop.jax import from_jax

    fn.__name__ = name  # type: ignore[attr-defined]
    module = from_jax(fn, *args, mesh=the_mesh, in_shardings=in_specs)
    return planner.to_text(module)
