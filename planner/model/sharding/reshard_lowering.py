"""How Shardy lowers a reshard to collectives: the all_slice, collective_permute,
all_to_all and all_gather ops (with their ``out_sharding``) that turn one sharding into
another, for ``sdy-reshard-to-collectives`` and the cost model.

The lowering is Shardy's greedy algorithm, step for step, since the order of the ops and
each ``out_sharding`` must be the same as jaxlib's. Its state is the *difference* between
the current and the target sharding: per dimension the current axes that still have to go
(``ins``) and the target axes still missing (``outs``), both without their common prefix;
it is done when both are empty and the mesh is the target's. Each round tries, in this
order: an all_slice (adds missing axes wherever there is room, shrinking the tensor), a
collective_permute (replaces or reorders axes, or reorders devices), all_to_alls (moves a
suffix of one dimension's axes to another) and an all_gather (drops axes). Axes that only
partly overlap between the two shardings are first split into common sub-axes, so that
axes can be compared for equality and used as keys.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable
from functools import lru_cache
from math import gcd

from planner.model.ir.attributes import Attribute
from planner.model.ir.op_names import SDY
from planner.model.sharding.axis import (
    AxisRef,
    add_axis_or_merge,
    axes_size,
    can_coexist,
    overlap,
    prefix_without_overlap,
    shardy_order,
    suffix_without_overlap,
)
from planner.model.sharding.collective_semantics import CollectiveStep
from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.tensor_sharding import (
    AllToAllParam,
    AllToAllParamList,
    DimSharding,
    ListOfAxisRefLists,
    TensorSharding,
)

AxisList = list[AxisRef]


def _first_overlapping(a: AxisRef, ordered: list[AxisRef], mesh: MeshAttr) -> int | None:
    """Index of the first axis of ``ordered`` (sorted, pairwise disjoint) overlapping ``a``."""
    after = bisect_left(ordered, shardy_order(a), key=shardy_order)
    if after > 0 and a.overlaps(ordered[after - 1], mesh):
        return after - 1
    if after < len(ordered) and a.overlaps(ordered[after], mesh):
        return after
    return None


def _align(axes: AxisList, ordered_other: list[AxisRef], mesh: MeshAttr) -> None:
    """Split every axis of ``axes`` that partly overlaps axes of ``ordered_other`` into the
    sub-axes (prefix, overlap, suffix) that make each overlap an exact match."""
    i = 0
    while i < len(axes):
        axis = axes[i]
        j = _first_overlapping(axis, ordered_other, mesh)
        advanced = False
        while j is not None and j < len(ordered_other):
            other = ordered_other[j]
            if not (can_coexist(other, axis) and not other.contains(axis, mesh)
                    and other.overlaps(axis, mesh)):
                break
            del axes[i]
            prefix = prefix_without_overlap(axis, other, mesh)
            if prefix is not None:
                axes.insert(i, prefix)
                i += 1
            common = overlap(axis, other)
            assert common is not None
            axes.insert(i, common)
            i += 1
            suffix = suffix_without_overlap(axis, other, mesh)
            if suffix is None:
                advanced = True
                break
            axes.insert(i, suffix)  # the suffix is the next axis to split
            axis = suffix
            j += 1
        if not advanced:
            i += 1


def _align_all(per_dim: list[AxisList], ordered_other: list[AxisRef], mesh: MeshAttr) -> None:
    for axes in per_dim:
        _align(axes, ordered_other, mesh)


def _ordered(per_dim: list[AxisList]) -> list[AxisRef]:
    return sorted((a for axes in per_dim for a in axes), key=shardy_order)


def _axis_positions(per_dim: list[AxisList]) -> dict[AxisRef, tuple[int, int]]:
    """Each axis' (dimension, index); the first occurrence wins."""
    found: dict[AxisRef, tuple[int, int]] = {}
    for d, axes in enumerate(per_dim):
        for i, a in enumerate(axes):
            found.setdefault(a, (d, i))
    return found


def _divisible(a: int, b: int) -> bool:
    return a % b == 0 or b % a == 0


def _within_capacity(axis: AxisRef, capacity: int,
                     mesh: MeshAttr) -> tuple[AxisRef | None, AxisRef | None, int]:
    """The part of ``axis`` that fits in ``capacity`` (all of it, a major sub-axis of it,
    or nothing when the sizes don't divide), the rest of it, and the capacity left."""
    size = axis.size(mesh)
    if capacity <= 1 or not _divisible(size, capacity):
        return None, None, capacity
    if capacity >= size:
        return axis, None, capacity // size
    within = AxisRef.of(axis.name, axis.pre_size, capacity)
    return within, AxisRef.of(axis.name, axis.pre_size * capacity, size // capacity), 1


# -- the algorithm -----------------------------------------------------------------------------


class _Inserter:
    """Shardy's ``CollectiveInserter``: see the module docstring. ``positions`` maps each
    target axis to its (dimension, index) in ``outs``; like Shardy it is only rebuilt after
    an all_slice or a collective_permute, so in between it may name axes already placed."""

    def __init__(self, src: TensorSharding, dst: TensorSharding, shape: tuple[int, ...],
                 mesh: MeshAttr) -> None:
        self.mesh = mesh
        self.shape = shape
        self.cur_mesh = src.mesh
        self.out_mesh = dst.mesh
        self.unreduced = dst.unreduced
        self.ins: list[AxisList] = [list(d.axes) for d in src.dims]
        self.outs: list[AxisList] = [list(d.axes) for d in dst.dims]
        self.current: list[AxisList] = [list(d.axes) for d in src.dims]
        self.capacity = [1] * src.rank
        ordered_in, ordered_out = _ordered(self.ins), _ordered(self.outs)
        _align_all(self.ins, ordered_out, mesh)
        _align_all(self.outs, ordered_in, mesh)
        for ins, outs in zip(self.ins, self.outs, strict=True):  # drop the common prefix
            while ins and outs and ins[0] == outs[0]:
                ins.pop(0)
                outs.pop(0)
        self.in_set = {a for axes in self.ins for a in axes}
        self.positions = _axis_positions(self.outs)
        self.steps: list[CollectiveStep] = []

    @property
    def rank(self) -> int:
        return len(self.ins)

    def done(self) -> bool:
        return self.cur_mesh == self.out_mesh and not any(self.ins) and not any(self.outs)

    def run(self) -> list[CollectiveStep]:
        """The collectives, in order. With axis sizes that are powers of two one round
        suffices; otherwise a second one may be needed."""
        for _ in range(2):
            if self.done():
                break
            self.try_all_slice()
            self.try_collective_permute()
            self.try_all_to_alls(out_of_order_target=False)
            self.try_all_to_alls(out_of_order_target=True)
            self.try_all_gather()
        return self.steps

    def sharding(self) -> TensorSharding:
        return TensorSharding(self.cur_mesh, tuple(DimSharding(tuple(a)) for a in self.current),
                              (), self.unreduced)

    def emit(self, name: str, props: dict[str, Attribute] | None = None) -> None:
        self.steps.append(CollectiveStep(name, {**(props or {}), "out_sharding": self.sharding()}))

    def add(self, axes: AxisList, a: AxisRef) -> None:
        add_axis_or_merge(axes, a, self.mesh)

    def pop_back(self, current: AxisList, popped: AxisList) -> None:
        """Remove ``popped`` (possibly finer sub-axes of ``current``'s) from the back of
        ``current``."""
        for a in reversed(popped):
            # An axis popped whole goes even when its size is 1, which AxisRef.overlaps
            # (unlike Shardy's) does not count as overlapping itself.
            last = current[-1]
            prefix = None if last == a else prefix_without_overlap(last, a, self.mesh)
            if prefix is not None:
                current[-1] = prefix
            else:
                current.pop()

    # -- all_gather ---------------------------------------------------------------------------

    def gathering_axes(self, dim: int) -> AxisList:
        """Meant to gather the suffix of ``ins[dim]`` that isn't in the target. Shardy
        walks its reverse iterator the wrong way (``--`` from ``rbegin``), which on a
        ``std::list`` lands on ``rend`` after one step: so it gathers nothing when the last
        axis is in the target, and otherwise *all* of ``ins[dim]`` while only forgetting the
        last axis in its set of current axes. Reproduced as is."""
        ins = self.ins[dim]
        if not ins or ins[-1] in self.positions:
            return []
        self.in_set.discard(ins[-1])
        self.pop_back(self.current[dim], ins)
        gathered: AxisList = []
        for a in ins:
            self.add(gathered, a)
        ins.clear()
        return gathered

    def try_all_gather(self) -> None:
        per_dim = [tuple(self.gathering_axes(d)) for d in range(self.rank)]
        if any(per_dim):
            self.emit(SDY.ALL_GATHER, {"gathering_axes": ListOfAxisRefLists(tuple(per_dim))})

    # -- all_slice ----------------------------------------------------------------------------

    def distribute(self, to_front: bool, available_of: Callable[[int], AxisList],
                   consume: Callable[[AxisRef, int], None] | None = None) -> None:
        """Per dimension, while it has capacity, move the first available axis that fits
        (or its major part that does) into ``ins`` (at the front or the back)."""
        split: list[AxisRef] = []
        for dim in range(self.rank):
            ins = self.ins[dim]
            at = 0
            available = available_of(dim)
            k = 0
            while k < len(available) and self.capacity[dim] > 1:
                within, rest, self.capacity[dim] = _within_capacity(
                    available[k], self.capacity[dim], self.mesh)
                if within is None:
                    k += 1
                    continue
                del available[k]
                if to_front:
                    ins.insert(at, within)
                    at += 1
                else:
                    ins.append(within)
                self.in_set.add(within)
                if consume:
                    consume(within, dim)
                if rest is not None:
                    split.append(within)
                    available.insert(0, rest)
                    k += 1
        if split:  # a target axis was split: split it in ``outs`` too
            _align_all(self.outs, sorted(split, key=shardy_order), self.mesh)

    def slice_for_all_to_all(self, src: int) -> list[AxisRef] | None:
        """Target axes to slice on dimension ``src`` rather than where they belong, so that
        a later all_to_all can move them there together with ``src``'s own axes in the right
        order (saving a collective_permute); see Shardy's ``getAxesToSliceForAllToAll``.
        Borrows the capacity of the target dimension."""
        src_in = self.ins[src]
        if not src_in or self.outs[src]:
            return None
        pos = self.positions.get(src_in[-1])
        if pos is None:
            return None
        tgt = pos[0]
        if self.ins[tgt]:
            return None
        tgt_out = self.outs[tgt]
        # one past ``src_in[-1]`` in the target; a missing axis gives the list's start, as
        # incrementing ``end()`` of a std::list does
        start = tgt_out.index(src_in[-1]) + 1 if src_in[-1] in tgt_out else 0
        if start == len(tgt_out) or tgt_out[start] in self.in_set:
            return None
        i, j, common = len(src_in) - 1, start - 1, 1
        while i >= 0 and j >= 0 and src_in[i] == tgt_out[j]:
            common *= src_in[i].size(self.mesh)
            i -= 1
            j -= 1
        for a in src_in[: i + 1]:
            other = self.positions.get(a)
            if other is not None and other[0] == tgt:
                return None
        end, added = start, 1
        while end < len(tgt_out) and tgt_out[end] not in self.in_set:
            added *= tgt_out[end].size(self.mesh)
            end += 1
        # C++ remainder: the sign of the dividend doesn't matter for a zero test
        if abs(self.shape[src]) % (axes_size(self.current[src], self.mesh) * added) != 0:
            return None
        self.capacity[tgt] //= common * added
        return tgt_out[start:end]

    def slicing_axes(self) -> list[AxisList] | None:
        per_dim: list[AxisList] = [[] for _ in range(self.rank)]
        found = False
        for d, (ins, outs) in enumerate(zip(self.ins, self.outs, strict=True)):
            i_size, o_size = axes_size(ins, self.mesh), axes_size(outs, self.mesh)
            self.capacity[d] = o_size // gcd(i_size, o_size)
        # 1. axes sliced where a later all_to_all picks them up
        for src in range(self.rank):
            moved = self.slice_for_all_to_all(src)
            if moved is None:
                continue
            found = True
            for a in moved:
                self.ins[src].append(a)
                self.in_set.add(a)
                self.add(per_dim[src], a)
                self.add(self.current[src], a)
        # 2. target axes sliced on their own dimension, as far as its capacity allows
        available: AxisList = []
        for d in range(self.rank):
            ins, outs = self.ins[d], self.outs[d]
            k = 0
            while k < len(outs):
                axis = outs[k]
                if axis in self.in_set:
                    k += 1
                    continue
                within, rest, self.capacity[d] = _within_capacity(axis, self.capacity[d],
                                                                  self.mesh)
                if within is None:
                    available.append(axis)
                    k += 1
                    continue
                found = True
                self.add(per_dim[d], within)
                self.add(self.current[d], within)
                if not ins and k == 0:  # already in place
                    del outs[0]
                else:
                    self.in_set.add(within)
                    ins.append(within)
                    outs[k] = within
                    k += 1
                if rest is not None:
                    outs.insert(k, rest)
                    k += 1
                    available.append(rest)

        # 3. the rest on the first dimension with capacity
        def consume(a: AxisRef, d: int) -> None:
            nonlocal found
            found = True
            self.add(per_dim[d], a)
            self.add(self.current[d], a)

        self.distribute(False, lambda d: available, consume)
        self.positions = _axis_positions(self.outs)
        return per_dim if found else None

    def try_all_slice(self) -> None:
        per_dim = self.slicing_axes()
        if per_dim is not None:
            self.emit(SDY.ALL_SLICE, {"slicing_axes": ListOfAxisRefLists(
                tuple(tuple(a) for a in per_dim))})

    # -- collective_permute -------------------------------------------------------------------

    def should_permute(self) -> bool:
        """Whether some axes should be replaced or reordered: a dimension whose first axes
        to drop and to add have dividing sizes; axes bound for a dimension that are out of
        order or not contiguous; an axis to gather behind one to move elsewhere (in a
        dimension with nothing to add); or an axis to drop and one to add, anywhere, with
        dividing sizes (Shardy's five conditions)."""
        avail_in: AxisRef | None = None
        avail_out: AxisRef | None = None
        for dim, (ins, outs) in enumerate(zip(self.ins, self.outs, strict=True)):
            if ins and outs and _divisible(ins[0].size(self.mesh), outs[0].size(self.mesh)):
                return True
            for a in outs:
                if a not in self.in_set:
                    avail_out = a
            last_dim: int | None = None
            last_index = 0
            seen: set[int] = set()
            for a in ins:
                cur_dim: int | None = None
                pos = self.positions.get(a)
                if pos is not None:
                    cur_dim, cur_index = pos
                    if (cur_dim == dim or cur_dim in seen) and \
                            (last_dim != cur_dim or cur_index != last_index + 1):
                        return True
                    seen.add(cur_dim)
                    last_index = cur_index
                elif last_dim is not None and not outs:
                    return True
                else:
                    avail_in = a
                last_dim = cur_dim
        return avail_out is not None and avail_in is not None and \
            _divisible(avail_out.size(self.mesh), avail_in.size(self.mesh))

    def permute(self) -> None:
        """Re-pick every dimension's axes with the same total size: first the target axes
        that belong at its front, then other target axes anywhere there is room, then the
        axes to gather (back where they were if possible, in front so that the all_to_alls
        can take the axes behind them first)."""
        available_out: AxisList = []
        available_in: list[AxisList] = [[] for _ in range(self.rank)]
        self.in_set.clear()
        for d in range(self.rank):
            ins, outs, current = self.ins[d], self.outs[d], self.current[d]
            capacity = axes_size(ins, self.mesh)
            used = capacity
            self.pop_back(current, ins)
            while capacity > 1 and outs:
                within, rest, capacity = _within_capacity(outs[0], capacity, self.mesh)
                if within is None:
                    break
                outs.pop(0)
                self.add(current, within)
                if rest is not None:
                    outs.insert(0, rest)
            self.capacity[d] = capacity
            available_out.extend(outs)
            used //= capacity
            ins[:] = [a for a in ins if a not in self.positions]
            while used > 1 and ins:
                within, rest, used = _within_capacity(ins[0], used, self.mesh)
                if within is None:
                    break
                ins.pop(0)
                available_in[d].append(within)
                if rest is not None:
                    ins.insert(0, rest)
            available_in[d][:0] = ins  # what wasn't replaced goes first
            ins.clear()
        self.distribute(False, lambda d: available_out)
        self.distribute(True, lambda d: available_in[d])
        rest_in = [a for axes in available_in for a in axes]
        self.distribute(True, lambda d: rest_in)
        self.positions = _axis_positions(self.outs)
        for ins, current in zip(self.ins, self.current, strict=True):
            for a in ins:
                self.add(current, a)

    def try_collective_permute(self) -> None:
        if self.should_permute():
            self.permute()
        elif self.cur_mesh == self.out_mesh:
            return
        # also when only the device order differs (a mesh with other device ids)
        self.cur_mesh = self.out_mesh
        self.emit(SDY.COLLECTIVE_PERMUTE)

    # -- all_to_all ---------------------------------------------------------------------------

    def all_to_all(self, src: int, out_of_order_target: bool) -> tuple[AxisList, int] | None:
        """The longest suffix of ``ins[src]`` whose axes all belong to one other dimension,
        moved there (placed, if they are what that dimension misses first). Unless
        ``out_of_order_target``, only when they are exactly that dimension's next axes."""
        src_in = self.ins[src]
        i = len(src_in) - 1
        tgt: int | None = None
        while i >= 0:
            pos = self.positions.get(src_in[i])
            if pos is None or pos[0] == src or (tgt is not None and pos[0] != tgt):
                break
            tgt = pos[0]
            i -= 1
        if tgt is None:
            return None
        start = i + 1
        tgt_out = self.outs[tgt]
        moving = src_in[start:]
        if not out_of_order_target and tgt_out[: len(moving)] != moving:
            return None
        self.pop_back(self.current[src], moving)
        tgt_in = self.ins[tgt]
        axes: AxisList = []
        for a in moving:
            self.add(axes, a)
            self.add(self.current[tgt], a)
            self.in_set.discard(a)
            if not tgt_in and tgt_out and tgt_out[0] == a:
                tgt_out.pop(0)
            else:
                tgt_in.append(a)
                self.in_set.add(a)
        del src_in[start:]
        return axes, tgt

    def try_all_to_alls(self, out_of_order_target: bool) -> None:
        for src in range(self.rank):
            while (found := self.all_to_all(src, out_of_order_target)) is not None:
                axes, tgt = found
                self.emit(SDY.ALL_TO_ALL, {"params": AllToAllParamList(
                    (AllToAllParam(tuple(axes), src, tgt),))})


# -- the reshard ------------------------------------------------------------------------------


def lower_reshard(src: TensorSharding, dst: TensorSharding, shape: tuple[int, ...],
                  src_mesh: MeshAttr, dst_mesh: MeshAttr | None = None
                  ) -> list[CollectiveStep] | None:
    """The collectives that reshard a tensor of ``shape`` from ``src`` to ``dst`` (meshes
    resolved as ``src_mesh``/``dst_mesh``), in order; [] when the value can be used as is;
    None when Shardy leaves such a reshard alone (meshes with different axes)."""
    steps = _lowered(src, dst, shape, src_mesh, src_mesh if dst_mesh is None else dst_mesh)
    return None if steps is None else list(steps)


@lru_cache(maxsize=1 << 14)  # a program repeats its few reshards at every layer
def _lowered(src: TensorSharding, dst: TensorSharding, shape: tuple[int, ...],
             src_mesh: MeshAttr, dst_mesh: MeshAttr) -> tuple[CollectiveStep, ...] | None:
    if src.rank != dst.rank:
        return None
    if dst.is_dims_replicated():
        if src.is_dims_replicated():
            return ()
        # a replicated target is reached on the source's mesh (dropping its unreduced axes)
        dst, dst_mesh = src.closed_replicated_like(), src_mesh
    if src.mesh != dst.mesh and not src_mesh.same_up_to_device_order(dst_mesh):
        return None
    return tuple(_Inserter(src, dst, shape, src_mesh).run())
