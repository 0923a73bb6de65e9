"""What a collective costs: the bytes each device sends, under the ring model that
the XLA oracle (``tests/oracle/xla.py``) reads off XLA's partitioned HLO.

With ``g`` devices per group (the product of the sizes of the collective's axes) and
per-device buffers (local shapes, padded up where a dimension doesn't divide):

    all_gather          out_bytes * (g-1)/g   (out = the g gathered shards, padding included;
                                           one collective per dimension gathered)
    reduce_scatter      in_bytes  * (g-1)/g   (in = g result shards, padding included)
    all_reduce          2 * bytes * (g-1)/g
    all_to_all          bytes     * (g-1)/g
    collective_permute  bytes
    all_slice, replicated_to_unreduced, sharded_to_unreduced: nothing (local ops)

Byte counts are rounded to whole bytes as the XLA oracle does. The StableHLO collectives of a
per-device program (``stablehlo.all_reduce``... with ``replica_groups``, as in a manual
computation's body) follow the same rules on their already-local buffers
(:func:`stablehlo_collective_cost`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from math import prod

from planner.model.dialects.traits import LOCAL_COLLECTIVES
from planner.model.dialects.value_sharding import value_sharding
from planner.model.ir.attributes import Attribute, DenseElementsAttr
from planner.model.ir.core import Operation
from planner.model.ir.op_names import HLO, SDY
from planner.model.ir.types import TensorType
from planner.model.sharding.axis import AxisRef, axes_size
from planner.model.sharding.collective_semantics import group_size, infer_out_sharding
from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.reshard_lowering import lower_reshard
from planner.model.sharding.tensor_sharding import ListOfAxisRefLists, TensorSharding


@dataclass(frozen=True)
class CollectiveCost:
    """Bytes each device sends for one collective; ``group_size`` is the number of devices
    per group (None for a collective_permute, which pairs devices instead); ``kind`` the op
    name without its dialect (``all_gather``...)."""

    bytes_per_device: int
    group_size: int | None
    kind: str


def local_bytes(sharding: TensorSharding, shape: tuple[int, ...], element_bytes: int,
                mesh: MeshAttr) -> int:
    """Bytes of one device's shard of a ``shape`` tensor (padded up where needed)."""
    return prod(sharding.local_shape(shape, mesh)) * element_bytes


def step_cost(name: str, properties: Mapping[str, Attribute], operand: TensorSharding,
              shape: tuple[int, ...], element_bytes: int, mesh: MeshAttr) -> CollectiveCost:
    """The cost of collective ``name`` with ``properties`` applied to a ``shape`` tensor of
    ``element_bytes``-byte elements sharded as ``operand``."""
    kind = name.removeprefix("sdy.")
    if name == SDY.COLLECTIVE_PERMUTE:
        return CollectiveCost(local_bytes(operand, shape, element_bytes, mesh), None, kind)
    g = group_size(name, properties, mesh)
    if name in LOCAL_COLLECTIVES:
        return CollectiveCost(0, g, kind)
    in_bytes = local_bytes(operand, shape, element_bytes, mesh)
    if name == SDY.ALL_GATHER:
        sent = in_bytes * (g - 1)  # out_bytes * (g-1)/g with out_bytes = g shards
    elif name == SDY.REDUCE_SCATTER:
        out = infer_out_sharding(name, properties, operand, mesh)
        sent = local_bytes(out, shape, element_bytes, mesh) * (g - 1)
    elif name == SDY.ALL_REDUCE:
        sent = round(2 * in_bytes * (g - 1) / g)
    elif name == SDY.ALL_TO_ALL:
        sent = round(in_bytes * (g - 1) / g)
    else:
        raise KeyError(f"not a collective: {name}")
    return CollectiveCost(int(sent), g, kind)


def gather_steps(properties: Mapping[str, Attribute], operand: TensorSharding,
                 shape: tuple[int, ...], element_bytes: int, mesh: MeshAttr
                 ) -> list[tuple[tuple[AxisRef, ...], int]]:
    """An ``sdy.all_gather`` as XLA's partitioner runs it: one all-gather per dimension
    that gathers (the XLA oracle shows a two-dimension gather as two collectives), in
    dimension order; per step its axes and the bytes each device sends. The bytes add up
    to the single gather's: ``in * (g1*g2*... - 1)``."""
    lists = properties["gathering_axes"]
    assert isinstance(lists, ListOfAxisRefLists)
    size = local_bytes(operand, shape, element_bytes, mesh)
    steps = []
    for axes in lists.lists:
        if axes:
            g = axes_size(tuple(axes), mesh)
            steps.append((tuple(axes), size * (g - 1)))
            size *= g
    return steps


def collective_cost(op: Operation, mesh: MeshAttr) -> CollectiveCost:
    """The cost of collective ``op`` (its operand without a sharding counts as fully
    replicated); ``mesh`` resolves the axis sizes."""
    t = op.operands[0].type
    assert isinstance(t, TensorType), f"{op.name} on {t}"
    shape = tuple(d or 0 for d in t.shape)
    out = op.properties["out_sharding"]
    assert isinstance(out, TensorSharding)
    operand = value_sharding(op.operands[0]) or TensorSharding.unsharded(out.mesh, len(shape))
    return step_cost(op.name, op.properties, operand, shape, t.element_bytes, mesh)


@lru_cache(maxsize=1 << 14)  # a program repeats its few reshards at every layer
def reshard_bytes(src: TensorSharding, dst: TensorSharding, shape: tuple[int, ...],
                  dtype: str, mesh: MeshAttr, dst_mesh: MeshAttr | None = None) -> int:
    """Total bytes each device sends when ``sdy-reshard-to-collectives`` lowers a reshard of
    a ``shape`` tensor of ``dtype`` elements (``f32``...) from ``src`` to ``dst``: the sum
    over the collectives it emits. ``mesh`` is ``src``'s mesh, ``dst_mesh`` ``dst``'s when
    it is another one (then only its device order may differ). Raises ValueError for a
    reshard the pass leaves alone."""
    steps = lower_reshard(src, dst, shape, mesh, dst_mesh)
    if steps is None:
        raise ValueError(f"no lowering from {src} to {dst}")
    element_bytes = TensorType(tuple(shape), dtype).element_bytes
    total, current = 0, src
    for step in steps:
        total += step_cost(step.name, step.properties, current, shape, element_bytes,
                           mesh).bytes_per_device
        current = step.out_sharding
    return total


def replica_groups(op: Operation) -> list[list[int]]:
    """The ``replica_groups`` of a StableHLO collective (``-1`` padding dropped); the
    ``source_target_pairs`` of a collective_permute; empty when absent."""
    key = "source_target_pairs" if op.name == HLO.COLLECTIVE_PERMUTE else "replica_groups"
    attr = op.get_attr(key)
    if not isinstance(attr, DenseElementsAttr):
        return []
    t = attr.type
    flat = [int(x) for x in re.findall(r"-?\d+", attr.literal)]
    width = t.shape[-1] if isinstance(t, TensorType) and t.shape and t.shape[-1] else 1
    rows = [flat[i:i + width] for i in range(0, len(flat), width)]
    return [[d for d in row if d >= 0] for row in rows]


def stablehlo_collective_cost(op: Operation, in_bytes: int, out_bytes: int,
                              num_devices: int) -> CollectiveCost:
    """Bytes each device sends for StableHLO collective ``op`` whose per-device operand
    and result buffers hold ``in_bytes`` and ``out_bytes`` (all operands/results);
    ``num_devices`` is the group when ``replica_groups`` is empty."""
    kind = op.name.removeprefix("stablehlo.")
    groups = replica_groups(op)
    if op.name == HLO.COLLECTIVE_PERMUTE:
        return CollectiveCost(in_bytes, None, kind)
    g = len(groups[0]) if groups and groups[0] else num_devices
    if op.name == HLO.ALL_GATHER:
        sent = out_bytes * (g - 1) / g
    elif op.name == HLO.ALL_REDUCE:
        sent = 2 * in_bytes * (g - 1) / g
    elif op.name in (HLO.REDUCE_SCATTER, HLO.ALL_TO_ALL,
                     HLO.COLLECTIVE_BROADCAST):
        sent = in_bytes * (g - 1) / g
    else:
        raise KeyError(f"not a StableHLO collective: {op.name}")
    return CollectiveCost(round(sent), g, kind)
