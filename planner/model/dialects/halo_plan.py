"""Where halo exchange applies, and what it moves: the analysis behind the partitioner's
``halo_exchange`` (``planner.passes.partition.halo``), which the encoder also reads to
know which windowed strategies the partitioner halo-exchanges rather than replicates.

Each dimension of a pad, slice, convolution or reduce_window is a strided window over its
(dilated) operand (:class:`Window`); a dimension sharded ``count`` ways needs the hops to
its neighbours and the start of each shard's window in its buffer (:class:`Exchange`).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from planner.model.dialects.ops import ConvDimensionNumbers, int_list
from planner.model.dialects.value_sharding import value_sharding
from planner.model.ir.core import Operation
from planner.model.ir.op_names import HLO
from planner.model.sharding.axis import AxisRef, axes_size
from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.tensor_sharding import TensorSharding


@dataclass(frozen=True)
class Window:
    """One dimension of the op as a strided window over the (dilated) operand: result
    element q reads dilated position ``q * stride - low``; operand element i sits at
    dilated position ``i * dilation``. With ``kernel`` (a convolution's or reduce_window's
    window), result element q reads positions ``q * stride - low`` ... ``+ kernel - 1``:
    a shard fetches that whole span and the op itself runs on it locally."""

    size_in: int
    size_out: int
    low: int
    stride: int
    dilation: int
    # A convolution's or reduce_window's window, as the span of dilated positions it
    # covers (its size, the window dilation taken in); 0 for a pad or slice.
    kernel: int = 0


def windows(op: Operation) -> list[Window]:
    """Every dimension of ``op`` (a pad, slice, convolution or reduce_window) as a
    :class:`Window` over its first operand."""
    t_in, t_out = op.operands[0].tensor_type, op.results[0].tensor_type
    shapes = zip(t_in.shape, t_out.shape, strict=True)
    if op.name == HLO.PAD:
        low = int_list(op.properties["edge_padding_low"])
        interior = int_list(op.properties["interior_padding"])
        return [Window(int(a or 0), int(b or 0), lo, 1, i + 1)
                for (a, b), lo, i in zip(shapes, low, interior, strict=True)]
    if op.name == HLO.CONVOLUTION:
        dn = ConvDimensionNumbers.from_attr(op.get_attr("dimension_numbers"))
        k = len(dn.input_spatial_dimensions)
        rhs = op.operands[1].tensor_type.shape
        strides = ints_or(op, "window_strides", [1] * k)
        pad = ints_or(op, "padding", [0] * (2 * k))
        rdil = ints_or(op, "rhs_dilation", [1] * k)
        out = [Window(int(a or 0), int(b or 0), 0, 1, 1) for a, b in shapes]
        for j, (d, kd) in enumerate(zip(dn.input_spatial_dimensions,
                                        dn.kernel_spatial_dimensions, strict=True)):
            out[d] = Window(out[d].size_in, out[d].size_out, pad[2 * j], strides[j], 1,
                             (int(rhs[kd] or 0) - 1) * rdil[j] + 1)
        return out
    if op.name == HLO.REDUCE_WINDOW:
        n = t_in.rank
        sizes = int_list(op.properties["window_dimensions"])
        strides = ints_or(op, "window_strides", [1] * n)
        pad = ints_or(op, "padding", [0] * (2 * n))
        wdil = ints_or(op, "window_dilations", [1] * n)
        return [Window(int(a or 0), int(b or 0), pad[2 * i], strides[i], 1,
                       (sizes[i] - 1) * wdil[i] + 1) for i, (a, b) in enumerate(shapes)]
    start = int_list(op.properties["start_indices"])
    strides = int_list(op.properties["strides"])
    return [Window(int(a or 0), int(b or 0), -s, st, 1)
            for (a, b), s, st in zip(shapes, start, strides, strict=True)]


@dataclass(frozen=True)
class Exchange:
    """What one sharded dimension needs: hops to the left and right, and each shard's
    window start in its buffer of shards ``t-left … t+right`` (dilated)."""

    count: int
    left: int
    right: int
    offsets: np.ndarray  # by shard index

    @property
    def needs_communication(self) -> bool:
        return self.left > 0 or self.right > 0 or bool(np.any(self.offsets != self.offsets[0]))


def exchange(w: Window, count: int) -> Exchange:
    s, r = w.size_in // count, w.size_out // count
    t = np.arange(count, dtype=np.int64)
    first = t * r * w.stride - w.low  # dilated positions read by the shard's window
    last = ((t + 1) * r - 1) * w.stride - w.low + max(w.kernel - 1, 0)
    lo_elem = np.maximum(0, -(-first // w.dilation))
    hi_elem = np.minimum(w.size_in - 1, last // w.dilation)
    reads = lo_elem <= hi_elem
    left = int(np.max(np.where(reads, t - lo_elem // s, 0), initial=0))
    right = int(np.max(np.where(reads, hi_elem // s - t, 0), initial=0))
    offsets = first - (t - left) * s * w.dilation
    return Exchange(count, max(left, 0), max(right, 0), offsets)


def halo_applies(op: Operation, s_in: TensorSharding, s_out: TensorSharding,
                 kernel: TensorSharding | None, mesh: MeshAttr) -> bool:
    """Whether ``halo_exchange`` would partition ``op`` (a convolution with ``kernel``
    sharding, or a pad, slice or reduce_window) with these shardings rather than
    replicate it."""
    return halo_plan(op, s_in, s_out, mesh, kernel) is not None


def halo_plan(op: Operation, s_in: TensorSharding | None, s_out: TensorSharding | None,
              mesh: MeshAttr, kernel: TensorSharding | None = None
              ) -> dict[int, Exchange] | None:
    """The exchange of every sharded dimension, or None when halo exchange does not apply
    (a convolution's ``kernel`` sharding is the one it carries unless given)."""
    if s_in is None or s_out is None or s_in.unreduced or s_out.unreduced:
        return None
    if [d.axes for d in s_in.dims] != [d.axes for d in s_out.dims]:
        return None
    plan = {}
    for d, (dim, w) in enumerate(zip(s_in.dims, windows(op), strict=True)):
        count = axes_size(dim.axes, mesh)
        if count <= 1:
            continue
        if op.name == HLO.REDUCE_WINDOW and (
                ints_or(op, "window_dilations", [1] * len(s_in.dims))[d] != 1 or
                ints_or(op, "base_dilations", [1] * len(s_in.dims))[d] != 1):
            return None
        # a sharded convolution batch passes through: an exchange that moves nothing
        if op.name == HLO.CONVOLUTION and _conv_batch_dim(op) != d and \
                not _conv_dim_ok(op, d, dim.axes, mesh, kernel):
            return None
        if any(a.sub is not None for a in dim.axes) or w.size_in % count or w.size_out % count:
            return None
        ex = exchange(w, count)
        if ex.left + ex.right + 1 >= count and max(ex.left, ex.right) > 1:
            return None  # as good as a gather
        plan[d] = ex
    return plan


def ints_or(op: Operation, name: str, default: list[int]) -> list[int]:
    """An array property (nested dense literals such as ``padding`` flattened)."""
    attr = op.properties.get(name)
    return int_list(attr) if attr is not None else default


def _conv_batch_dim(op: Operation) -> int | None:
    """The lhs batch dimension when the output has its batch at the same index."""
    dn = ConvDimensionNumbers.from_attr(op.get_attr("dimension_numbers"))
    return dn.input_batch_dimension if \
        dn.input_batch_dimension == dn.output_batch_dimension else None


def _conv_dim_ok(op: Operation, d: int, axes: tuple[AxisRef, ...], mesh: MeshAttr,
                 kernel: TensorSharding | None) -> bool:
    """Whether a convolution whose lhs dimension ``d`` is sharded on ``axes`` can be
    halo-exchanged: ``d`` is a spatial dimension without lhs dilation, laid out at the same
    index in the output, no feature or batch groups, and the kernel does not use ``axes``."""
    dn = ConvDimensionNumbers.from_attr(op.get_attr("dimension_numbers"))
    if d not in dn.input_spatial_dimensions:
        return False
    j = dn.input_spatial_dimensions.index(d)
    k = len(dn.input_spatial_dimensions)
    groups = [int_list(op.properties.get(g)) or [1] for g in ("feature_group_count",
                                                           "batch_group_count")]
    kernel = kernel or value_sharding(op.operands[1])
    return (dn.output_spatial_dimensions[j] == d and
            ints_or(op, "lhs_dilation", [1] * k)[j] == 1 and groups == [[1], [1]] and
            (kernel is None or not any(a.overlaps(x, mesh) for a in kernel.dim_axes()
                                       for x in axes)))
