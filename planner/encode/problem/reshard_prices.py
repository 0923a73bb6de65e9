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

Pairs that add some axes and drop others cost the least of the gather above (the decoder
routes such a reshard through it where Shardy's lowering costs more) and an outline of
Shardy's lowering (:func:`_outline_seconds`): the axes the target adds are sliced first,
which shrinks the tensor, then the axes that change dimension move by all_to_all, then the
axes the target drops are gathered. On big meshes an axis moved by all_to_all after the
slice sends a sliver of what gathering it sends.
"""

from __future__ import annotations

import functools
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
        self.model = model
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
        # bits[d][i, m]: option i's m-th axis of dimension d as a set of the mesh's
        # atoms, a bit each (0: none); suffix[d][i, k]: the atoms of its axes after the
        # first k. Options on sub-axes that split no atom whole (``whole`` False) have
        # none: the outline does not price them.
        self.atoms = atoms = axis_atoms(mesh) if mesh is not None else None
        self.bits = np.zeros((rank, n, width), np.int64)
        self.whole = np.full(n, atoms is not None)
        # prefix[d][m - 1, i]: id of option i's first m axes of dimension d (-1: fewer).
        self.prefix = np.full((rank, max(width - 1, 1), n), -1, np.int64)
        # Gathering dimension d's axes after its first k: group size, latency, bandwidth.
        self.group = np.ones((rank, n, width))  # float, as local_bytes
        self.latency = np.zeros((rank, n, width))
        self.bandwidth = np.ones((rank, n, width))
        self.moving_bandwidth = np.ones((rank, n, width))  # the same, all-to-all
        # Options share their dimensions' axes: each (dimension, axes) is worked out once.
        dims: dict[tuple[int, tuple[AxisRef, ...]],
                   tuple[list[int], np.ndarray, list[int] | None]] = {}
        for i, o in enumerate(options):
            for d, dim in enumerate(o.dims):
                axes = dim.axes
                if not axes:
                    continue
                known = dims.get((d, axes))
                if known is None:
                    known = dims[(d, axes)] = (
                        [ids(("prefix", d, axes[:m])) for m in range(1, len(axes) + 1)],
                        _gathers(axes, mesh, model),
                        atoms.masks(axes) if atoms is not None else None)
                prefixes, gathers, atom_masks = known
                self.prefix[d, :len(axes), i] = prefixes
                if atom_masks is None:
                    self.whole[i] = False
                else:
                    self.bits[d, i, :len(axes)] = atom_masks
                if mesh is not None:
                    (self.group[d, i, :len(axes)], self.latency[d, i, :len(axes)],
                     self.bandwidth[d, i, :len(axes)],
                     self.moving_bandwidth[d, i, :len(axes)]) = gathers
        self.bits[:, ~self.whole] = 0
        self.suffix = np.bitwise_or.accumulate(self.bits[:, :, ::-1], axis=2)[:, :, ::-1]

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
    general = simple & ~moved & ~grow & ~shrink & ~equal & \
        src.whole[:, None] & dst.whole[None, :]
    if general.any():
        i, j = np.nonzero(general)
        seconds[i, j] = np.minimum(seconds[i, j], _outline_seconds(src, dst, keep, i, j))
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


def _outline_seconds(src: OptionTable, dst: OptionTable, keep: list[np.ndarray],
                     i: np.ndarray, j: np.ndarray) -> np.ndarray:
    """Per pair (``src`` option ``i[p]``, ``dst`` option ``j[p]``, whole axes only) that
    adds axes and drops others: Shardy's lowering in outline (see the module docstring).
    Past each dimension's common prefix, the axes only the target has are sliced; those
    both have move, by a collective_permute where some stay in their dimension or they
    are not the suffixes an all_to_all takes and gives, and by one all_to_all per
    dimension they leave (each over its axes, the bytes per device those of the sliced
    shard); those only the source has are gathered, one all_gather per dimension in
    order. Where no dimension's shard changes size, one collective_permute."""
    assert src.atoms is not None
    rank, sizes = src.rank, src.atoms.sizes
    ks = [k[i, j] for k in keep]
    rest_src = [src.suffix[d][i, ks[d]] for d in range(rank)]
    rest_dst = [dst.suffix[d][j, ks[d]] for d in range(rank)]
    has_src = np.bitwise_or.reduce(rest_src, axis=0)
    has_dst = np.bitwise_or.reduce(rest_dst, axis=0)
    both = has_src & has_dst
    staying = np.bitwise_or.reduce([a & b for a, b in zip(rest_src, rest_dst, strict=True)],
                                   axis=0)
    leaving = both & ~staying
    size = src.local_bytes[i] / sizes(has_dst & ~has_src)
    reordered = (both != 0) & ((staying != 0) | _not_suffix(src, i, ks, leaving) |
                               _not_suffix(dst, j, ks, leaving))
    seconds = np.where(reordered,
                       _collective_seconds(src, both, "collective_permute", size), 0.0)
    for d in range(rank):
        out = rest_src[d] & leaving
        g = sizes(out)
        sent = np.round(size * (g - 1) / g)
        seconds += np.where(out != 0, _collective_seconds(src, out, "all_to_all", sent), 0.0)
    for d in range(rank):
        gone = rest_src[d] & ~has_dst
        g = sizes(gone)
        seconds += np.where(gone != 0,
                            _collective_seconds(src, gone, "all_reduce", size * (g - 1)), 0.0)
        size = size * g
    # Where every dimension keeps its shard's size, one collective_permute does it all.
    same = np.logical_and.reduce([sizes(a) == sizes(b)
                                  for a, b in zip(rest_src, rest_dst, strict=True)])
    permuted = _collective_seconds(src, has_src | has_dst, "collective_permute",
                                   src.local_bytes[i])
    return np.where(same, permuted, seconds)


def _not_suffix(table: OptionTable, rows: np.ndarray, ks: list[np.ndarray],
                marked: np.ndarray) -> np.ndarray:
    """Per pair: whether in some dimension of ``table``'s option ``rows[p]``, past its
    first ``ks[d][p]`` axes, the ``marked`` atoms are not a suffix of whole axes."""
    out = np.zeros(len(rows), bool)
    for d in range(table.rank):
        bits = table.bits[d][rows]
        seen = np.zeros(len(rows), bool)
        for m in range(bits.shape[1]):
            valid = (m >= ks[d]) & (bits[:, m] != 0)
            mine = (bits[:, m] & marked) != 0
            split = mine & ((bits[:, m] & ~marked) != 0)
            out |= valid & ((seen & ~mine) | split)
            seen |= valid & mine
    return out


class AxisAtoms:
    """A mesh's axes cut into atoms, one per prime factor of each axis's size (minor
    first), so that a set of axes and sub-axes is a bit mask (``mask``) and masks
    compare, intersect and subtract as sets of devices' coordinates do."""

    def __init__(self, mesh: MeshAttr) -> None:
        self.mesh = mesh
        # per atom: its axis, its pre-size and its size
        self.atoms: list[tuple[str, int, int]] = []
        for name in mesh.axis_names:
            left, pre, p = mesh.axis_size(name), 1, 2
            while left > 1:
                while left % p:
                    p += 1
                self.atoms.append((name, pre, p))
                pre, left = pre * p, left // p
        self._masks: dict[AxisRef, int | None] = {}
        self._refs: dict[int, tuple[AxisRef, ...]] = {}

    def mask(self, ref: AxisRef) -> int | None:
        """The atoms of ``ref``; None where it splits one."""
        if ref not in self._masks:
            lo, hi = ref.interval(self.mesh)
            bits, covered = 0, 1
            for b, (name, pre, size) in enumerate(self.atoms):
                if name == ref.name and lo <= pre and pre * size <= hi:
                    bits |= 1 << b
                    covered *= size
            self._masks[ref] = bits if covered == hi // lo else None
        return self._masks[ref]

    def masks(self, axes: tuple[AxisRef, ...]) -> list[int] | None:
        """The atoms of each of ``axes``; None where one splits an atom."""
        out = []
        for a in axes:
            m = self.mask(a)
            if m is None:
                return None
            out.append(m)
        return out

    def sizes(self, masks: np.ndarray) -> np.ndarray:
        """Devices per group of each mask's axes (1 for none)."""
        out = np.ones(masks.shape)
        for b, (_, _, size) in enumerate(self.atoms):
            out = np.where((masks >> b) & 1, out * size, out)
        return out

    def refs(self, mask: int) -> tuple[AxisRef, ...]:
        """The axes and sub-axes ``mask`` covers, in mesh order (runs of atoms merged)."""
        if mask in self._refs:
            return self._refs[mask]
        out: list[AxisRef] = []
        for b, (name, pre, size) in enumerate(self.atoms):
            if not mask >> b & 1:
                continue
            last = out[-1] if out else None
            if last is not None and last.name == name and last.next_pre_size(self.mesh) == pre:
                pre, size = last.pre_size, last.size(self.mesh) * size
                out.pop()
            whole = pre == 1 and size == self.mesh.axis_size(name)
            out.append(AxisRef(name) if whole else AxisRef.of(name, pre, size))
        self._refs[mask] = refs = tuple(out)
        return refs


@functools.cache
def axis_atoms(mesh: MeshAttr) -> AxisAtoms:
    return AxisAtoms(mesh)


def _collective_seconds(table: OptionTable, masks: np.ndarray, kind: str,
                        sent: np.ndarray) -> np.ndarray:
    """One collective of ``kind`` over each mask's axes (``table``'s mesh atoms) sending
    ``sent`` bytes each; each distinct set of axes looked up once."""
    assert table.mesh is not None and table.atoms is not None
    values, inverse = np.unique(masks, return_inverse=True)
    latency, bandwidth = np.zeros(len(values)), np.ones(len(values))
    for n, v in enumerate(values.tolist()):
        if v:
            link = table.model.link(table.atoms.refs(v), table.mesh, kind)
            latency[n], bandwidth[n] = link.latency_s, link.bandwidth
    return latency[inverse] + sent / bandwidth[inverse]
