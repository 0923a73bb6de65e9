"""A plan handed back to flax (extra ``models``): the planned PartitionSpecs of a state
pytree (an nnx ``State``, a linen ``params`` dict, any pytree of arrays).

The planned program takes the state flattened as ``jax.jit`` flattens it, from
``first_argument`` on (argument 0 when the step's first parameter is the state). The
specs come back in the state's own structure: ``jax.device_put(state,
named_shardings(...))`` lays it out, and ``nnx.update`` puts it into a model.
"""

from __future__ import annotations

from typing import Any

from planner.interop.jax import argument_shardings, jax_mesh, require_jax


def named_shardings(result: Any, state: Any, mesh: Any = None, *,
                    first_argument: int = 0) -> Any:
    """``state``'s structure with a ``NamedSharding`` per leaf: the plan's sharding of
    its argument, over ``mesh`` (by default the plan's mesh on ``jax.devices()``).
    Raises :class:`PlannerError` when a leaf's shape is not its argument's."""
    jax = require_jax()
    leaves, tree = jax.tree.flatten(state)
    hint = ": the program does not take this state from that argument on"
    return jax.tree.unflatten(tree, argument_shardings(
        result.module, mesh if mesh is not None else jax_mesh(result.module), first_argument,
        [(tuple(leaf.shape), f"the state's leaf {k}") for k, leaf in enumerate(leaves)], hint))


def partition_specs(result: Any, state: Any, *, first_argument: int = 0) -> Any:
    """``state``'s structure with the planned ``PartitionSpec`` of each leaf (what
    ``nnx.get_partition_spec`` gives for an annotated model)."""
    jax = require_jax()
    return jax.tree.map(lambda s: s.spec, named_shardings(result, state,
                                                          first_argument=first_argument))
