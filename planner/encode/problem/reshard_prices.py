"""Reshard prices of every (source option, target option) pair of an edge, in bulk.

Most pairs are priced by one formula over numpy arrays: a reshard that keeps, in every
dimension, the common major prefix of the two shardings' axes and gathers the rest of the
source's, then slices locally (an upper bound on what Shardy lowers it to; exact where
the target only appends axes (free) or only drops trailing ones (one all-gather per
dimension, as XLA runs it)). Per option the tables hold, for every dimension and every
prefix length ``k`` it may keep, the gathered group's size and link; a pair's common
prefix lengths come from comparing interned prefix ids. The sums run in the same order
as :meth:`CostModel.step_comm`'s, so the seconds are the same floats.

Pairs that move the same axes to other places (an all_to_all or a collective_permute
decides their cost) and pairs with unreduced or replicated axes are lowered exactly, one
by one (``CostModel.reshard_seconds``), while a matrix has at most ``EXACT_PAIRS`` of
them. Beyond that (meshes of four and more axes give thousands), the moves are priced by
an outline of that lowering (:func:`_move_seconds`).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

import numpy as np

from planner.encode.cost.cost_model import CostModel
from planner.model.ir.types import TensorType
from planner.model.sharding.axis import AxisRef, axes_size
from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.tensor_sharding import TensorSharding

# Exactly lowered pairs per matrix (each a lowering through reshard_lowering) before
# moves are priced by formula.
EXACT_PAIRS = 256


class Interner:
    """Small integer ids for hashable things (prefixes, axis sets, shardings), shared by
    the tables of one encoding so that ids compare across tables."""

    def __init__(self) -> None:
        self._ids: dict[Hashable, int] = {}

    def __call__(self, item: Hashable) -> int:
        return self._ids.setdefault(item, len(self._ids))


class OptionTable:
    """Per-option arrays of a tuple of shardings of one tensor type (see module doc)."""

    def __init__(self, options: Sequence[TensorSharding], t: TensorType, model: CostModel,
                 ids: Interner) -> None:
        mesh = model.mesh_of(options[0]) if options else None
        self.options = options
        self.mesh = mesh
        self.uniform = mesh is not None and all(o.mesh == options[0].mesh for o in options)
        n, rank = len(options), len(t.shape)
        self.rank = rank
        # float: exact below 2**53 bytes, and no overflow on absurd shapes
        self.local_bytes = np.array([model.sharded_bytes(t, o) for o in options], np.float64)
        self.sharding_id = np.array([ids(o) for o in options], np.int64)
        self.simple = np.array([not o.unreduced for o in options])
        self.replicated_id = np.array([ids(("replicated", o.replicated)) for o in options],
                                      np.int64)
        self.axes_id = np.array([ids(("axes", frozenset(o.dim_axes()))) for o in options],
                                np.int64)
        self.lengths = np.array([[len(d.axes) for d in o.dims] for o in options],
                                np.int64).reshape(n, rank)
        width = int(self.lengths.max(initial=0)) + 1
        # prefix[d][m - 1, i]: id of option i's first m axes of dimension d (-1: fewer).
        self.prefix = np.full((rank, max(width - 1, 1), n), -1, np.int64)
        # Gathering dimension d's axes after its first k: group size, latency, bandwidth.
        self.group = np.ones((rank, n, width))  # float, as local_bytes
        self.latency = np.zeros((rank, n, width))
        self.bandwidth = np.ones((rank, n, width))
        self.moving_bandwidth = np.ones((rank, n, width))  # the same, all-to-all
        # Options share their dimensions' axes: each (dimension, axes) is worked out once.
        dims: dict[tuple[int, tuple[AxisRef, ...]], tuple[list[int], np.ndarray]] = {}
        for i, o in enumerate(options):
            for d, dim in enumerate(o.dims):
                axes = dim.axes
                if not axes:
                    continue
                known = dims.get((d, axes))
                if known is None:
                    known = dims[(d, axes)] = (
                        [ids(("prefix", d, axes[:m])) for m in range(1, len(axes) + 1)],
                        _gathers(axes, mesh, model))
                prefixes, gathers = known
                self.prefix[d, :len(axes), i] = prefixes
                if mesh is not None:
                    (self.group[d, i, :len(axes)], self.latency[d, i, :len(axes)],
                     self.bandwidth[d, i, :len(axes)],
                     self.moving_bandwidth[d, i, :len(axes)]) = gathers

    def common_prefix(self, other: OptionTable, d: int) -> np.ndarray:
        """(n_self, n_other): how many major axes of dimension ``d`` the pairs share."""
        a, b = self.prefix[d], other.prefix[d]
        depth = min(len(a), len(b))
        k = np.zeros((a.shape[1], b.shape[1]), np.int64)
        for m in range(depth):  # prefixes are equal up to some length, then differ
            k += (a[m][:, None] == b[m][None, :]) & (a[m][:, None] >= 0)
        return k


def _gathers(axes: tuple[AxisRef, ...], mesh: MeshAttr | None, model: CostModel
             ) -> np.ndarray:
    """Gathering ``axes`` after their first ``k``, for each ``k``: the group's size, its
    latency, bandwidth and all-to-all bandwidth (rows)."""
    out = np.ones((4, len(axes)))
    if mesh is None:
        return out
    for k in range(len(axes)):
        rest = axes[k:]
        link = model.link(rest, mesh)
        out[:, k] = (axes_size(rest, mesh), link.latency_s, link.bandwidth,
                     model.link(rest, mesh, "all_to_all").bandwidth)
    return out


def price_matrix(src: OptionTable, dst: OptionTable,
                 exact: Callable[[TensorSharding, TensorSharding], float]) -> np.ndarray:
    """Seconds of resharding from every ``src`` option to every ``dst`` option; 0 for
    equal shardings. ``exact`` prices one pair by lowering it (the pairs the formula does
    not cover)."""
    na, nb = len(src.options), len(dst.options)
    if not (src.uniform and dst.uniform and src.mesh == dst.mesh and src.rank == dst.rank):
        return _pairwise(src, dst, exact)
    rows = np.arange(na)[:, None]
    keep = [src.common_prefix(dst, d) for d in range(src.rank)]
    grow = np.ones((na, nb), bool)
    shrink = np.ones((na, nb), bool)
    for d, k in enumerate(keep):
        grow &= k == src.lengths[:, d][:, None]
        shrink &= k == dst.lengths[:, d][None, :]
    simple = src.simple[:, None] & dst.simple[None, :] & \
        (src.replicated_id[:, None] == dst.replicated_id[None, :])
    moved = src.axes_id[:, None] == dst.axes_id[None, :]
    gathered = simple & (grow | shrink | ~moved)
    seconds = _gather_seconds(src, keep, rows, nb)
    equal = src.sharding_id[:, None] == dst.sharding_id[None, :]
    lowered = ~gathered & ~equal
    if np.count_nonzero(lowered) > EXACT_PAIRS:
        moves = lowered & simple
        cols = np.arange(nb)[:, None]
        seconds = np.where(moves, _move_seconds(src, dst, keep, rows, cols), seconds)
        lowered &= ~moves
    for i, j in zip(*np.nonzero(lowered), strict=True):
        seconds[i, j] = exact(src.options[i], dst.options[j])
    seconds[equal] = 0.0
    return seconds


def _gather_seconds(src: OptionTable, keep: list[np.ndarray], rows: np.ndarray,
                   nb: int) -> np.ndarray:
    """Per pair: all-gather, dimension by dimension, the source axes after the common
    prefix (each step latency + bytes sent / bandwidth, the bytes growing as it goes)."""
    size = np.broadcast_to(src.local_bytes[:, None], (len(rows), nb))
    seconds = np.zeros(size.shape)
    for d, k in enumerate(keep):
        g = src.group[d][rows, k]
        step = src.latency[d][rows, k] + (size * (g - 1)) / src.bandwidth[d][rows, k]
        seconds = seconds + np.where(g > 1, step, 0.0)
        size = size * g
    return seconds


def _move_seconds(src: OptionTable, dst: OptionTable, keep: list[np.ndarray],
                  rows: np.ndarray, cols: np.ndarray) -> np.ndarray:
    """Per pair that places the same axes otherwise: Shardy's lowering in outline, from
    the group sizes each dimension loses and gains after its common prefix. As many
    all_to_alls as there are dimensions that shrink or that grow, whichever is more (each
    over its share of the moved group; the bytes per device stay the source shard's), and
    one collective_permute where a dimension both loses and gains axes (or where nothing
    else moves: devices reordered). All on the slowest link among the moved axes."""
    size = src.local_bytes[:, None]
    shape = (len(rows), len(cols.ravel()))
    shrinking = np.zeros(shape, np.int64)
    growing = np.zeros(shape, np.int64)
    moved = np.ones(shape)
    permute = np.zeros(shape, bool)
    latency = np.zeros(shape)
    bandwidth = np.full(shape, np.inf)
    for d, k in enumerate(keep):
        lost = src.group[d][rows, k]
        gained = dst.group[d][cols, k.T].T
        shrinking += gained < lost
        growing += gained > lost
        moved *= np.maximum(lost / gained, 1.0)
        permute |= (lost > 1) & (gained > 1)
        leaving = lost > 1
        latency = np.where(leaving, np.maximum(latency, src.latency[d][rows, k]), latency)
        bandwidth = np.where(leaving, np.minimum(bandwidth,
                                                 src.moving_bandwidth[d][rows, k]),
                             bandwidth)
    steps = np.maximum(shrinking, growing)
    permute |= steps == 0
    per_step = moved ** (1.0 / np.maximum(steps, 1))
    sent = steps * size * (per_step - 1) / per_step + permute * size
    return (steps + permute) * latency + sent / bandwidth


def _pairwise(src: OptionTable, dst: OptionTable,
              exact: Callable[[TensorSharding, TensorSharding], float]) -> np.ndarray:
    """Pair by pair (options on several meshes)."""
    out = np.zeros((len(src.options), len(dst.options)))
    for i, a in enumerate(src.options):
        for j, b in enumerate(dst.options):
            if a != b:
                out[i, j] = exact(a, b)
    return out

