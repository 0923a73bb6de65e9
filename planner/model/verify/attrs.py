"""Verification of sdy attributes: meshes, axis refs and axis-ref lists, dimension and
tensor shardings (against the tensor type they annotate), and op sharding rules.

Each check raises :class:`Invalid` with the first rule it finds broken; the op-level
verifier turns that into a :class:`~planner.model.ir.diagnostics.VerificationError`
located at the op. The rules and their order follow the sdy dialect document and
Shardy's own verifier, so the first error reported is the one Shardy would report.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from math import prod

from planner.model.ir.attributes import Attribute
from planner.model.ir.core import Operation
from planner.model.ir.op_names import SDY
from planner.model.ir.types import TensorType, TupleType, Type
from planner.model.sharding.axis import AxisRef, axes_text
from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.rule import OpShardingRule, factor_symbol
from planner.model.sharding.tensor_sharding import ShardingPerValue, TensorSharding


class Invalid(Exception):
    """A broken rule, described without the op prefix (added by the op verifier)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


@contextmanager
def context(prefix: str) -> Iterator[None]:
    """Prefix any :class:`Invalid` raised inside with ``prefix: `` (what was being checked)."""
    try:
        yield
    except Invalid as e:
        raise Invalid(f"{prefix}: {e.message}") from None


def op_at(op: Operation) -> str:
    """``sdy.manual_computation at t.mlir:3:8`` (just the name for an op built in code)."""
    return f"{op.name} at {op.src_loc}" if op.src_loc is not None else op.name


def require_static(value_type: Type, what: str) -> None:
    """``what`` (its ``value_type``) is a statically shaped tensor."""
    if not isinstance(value_type, TensorType) or not value_type.is_static:
        raise Invalid(f"{what} must be a statically shaped tensor, got {value_type}")


def plural(n: int, noun: str) -> str:
    """``1 result``, ``2 results``."""
    return f"{n} {noun}" + ("" if n == 1 else "s")


@dataclass
class Symbols:
    """The symbol table of the module an op sits in (name -> defining op)."""

    ops: dict[str, Operation] = field(default_factory=dict)

    def mesh(self, sharding: TensorSharding) -> MeshAttr:
        """The mesh a sharding is bound to; an unknown or non-mesh symbol is an error."""
        if isinstance(sharding.mesh, MeshAttr):
            with context("inlined mesh"):
                check_mesh(sharding.mesh)
            return sharding.mesh
        op = self.ops.get(sharding.mesh)
        if op is None:
            raise Invalid(f"unknown mesh {sharding.mesh_text()}")
        mesh = op.properties.get("mesh")
        if op.name != SDY.MESH or not isinstance(mesh, MeshAttr):
            raise Invalid(f"{sharding.mesh_text()} does not name a sdy.mesh but a '{op.name}'")
        return mesh

    def mesh_or_none(self, sharding: TensorSharding) -> MeshAttr | None:
        """Like :meth:`mesh`, but None instead of an error (its owner reports that)."""
        try:
            return self.mesh(sharding)
        except Invalid:
            return None


# -- meshes -----------------------------------------------------------------------------------


def check_mesh(mesh: MeshAttr) -> None:
    """``MeshAttr`` rules: positive sizes, unique axis names, and device ids that are
    a non-iota permutation of iota(product of sizes), or a single id for a maximal mesh."""
    for axis in mesh.axes:  # an empty axis name is accepted, as Shardy does
        if axis.size < 1:
            raise Invalid(f'axis "{axis.name}" size must be at least 1, got {axis.size}')
    for d in mesh.device_ids:
        if d < 0:
            raise Invalid(f"device id must be non-negative, got {d}")
    if not mesh.axes:
        if len(mesh.device_ids) > 1:
            raise Invalid("a mesh without axes has at most one device id (a maximal mesh), "
                          f"got {len(mesh.device_ids)}")
        return
    names: set[str] = set()
    for axis in mesh.axes:
        if axis.name in names:
            raise Invalid(f'duplicate axis name "{axis.name}"')
        names.add(axis.name)
    if not mesh.device_ids:
        return
    total = prod(a.size for a in mesh.axes)
    if total != len(mesh.device_ids):
        raise Invalid(f"product of axis sizes {total} must match the number of device ids "
                      f"{len(mesh.device_ids)}")
    if sorted(mesh.device_ids) != list(range(total)):
        raise Invalid(f"sorted device ids must be iota({total}), got {sorted(mesh.device_ids)}")
    if list(mesh.device_ids) == list(range(total)):
        raise Invalid(f"device ids equal iota({total}); omit them instead")


# -- axis refs --------------------------------------------------------------------------------


def mesh_order_key(mesh: MeshAttr, axis: AxisRef) -> tuple[int, int, int]:
    """Shardy's mesh comparator as a key: mesh position, then pre-size, then size (a full
    axis sorts like the sub-axis ``(1)size``)."""
    return mesh.axis_index(axis.name), axis.pre_size, axis.size(mesh)


class AxisChecker:
    """Checks axis-ref lists bound to one mesh; refs seen so far are shared between the
    lists added, so duplicates and overlaps are found across all of them."""

    def __init__(self, mesh: MeshAttr, mesh_desc: str) -> None:
        self.mesh = mesh
        self.mesh_desc = mesh_desc
        self.sizes = {a.name: a.size for a in mesh.axes}
        self.seen: set[AxisRef] = set()
        self.sub_axes: dict[str, list[AxisRef]] = {}

    def check_known(self, axes: Sequence[AxisRef]) -> None:
        for a in axes:
            if a.name not in self.sizes:
                raise Invalid(f'unknown axis name "{a.name}" in mesh {self.mesh_desc}')

    def add(self, axes: Sequence[AxisRef]) -> None:
        """Known names, no duplicate refs, and no two adjacent mergeable sub-axes."""
        prev: AxisRef | None = None
        for a in axes:
            self.check_known([a])
            if a in self.seen:
                raise Invalid(f"duplicate axis ref {a}")
            self.seen.add(a)
            if a.sub is not None:
                self.sub_axes.setdefault(a.name, []).append(a)
                if prev is not None and prev.sub is not None and prev.name == a.name and \
                        prev.sub.pre_size * prev.sub.size == a.sub.pre_size:
                    raise Invalid(f"two consecutive sub-axes can be merged: {prev}, {a}")
            prev = a

    def add_sorted(self, axes: Sequence[AxisRef], what: str) -> None:
        """Like :meth:`add`, and the list must be sorted w.r.t. the mesh."""
        self.check_known(axes)
        keys = [mesh_order_key(self.mesh, a) for a in axes]
        if keys != sorted(keys):
            expected = sorted(axes, key=lambda a: mesh_order_key(self.mesh, a))
            raise Invalid(f"{what} axes {axes_text(axes)} are not ordered w.r.t. mesh "
                          f"{self.mesh_desc} (expected {axes_text(expected)})")
        self.add(axes)

    def finish(self) -> None:
        """Sub-axis rules, per axis name over all refs added: valid pre-size and size, no
        full axis next to its sub-axes, and no two overlapping sub-axes."""
        for name, subs in self.sub_axes.items():
            if AxisRef(name) in self.seen:
                raise Invalid(f'both sub-axis and full-axis are used for axis name "{name}"')
            full = self.sizes[name]
            prev: AxisRef | None = None
            for a in sorted(subs, key=lambda s: (s.pre_size, s.sub.size if s.sub else 0)):
                assert a.sub is not None
                pre, size = a.sub.pre_size, a.sub.size
                if pre < 1:
                    raise Invalid(f"sub-axis pre-size must be at least 1: {a}")
                if size <= 1:
                    raise Invalid(f"sub-axis size must be greater than 1: {a}")
                if full % (pre * size):
                    raise Invalid(f"sub-axis next pre-size {pre * size} doesn't divide the size "
                                  f"of the full axis {full}: {a}")
                if size == full:
                    raise Invalid(f"sub-axis size is equal to the full axis size: {a}")
                if prev is not None and prev.pre_size * prev.size(self.mesh) > pre:
                    raise Invalid(f"overlapping sub-axes: {prev}, {a}")
                prev = a


def check_axis_lists(lists: Sequence[Sequence[AxisRef]], mesh: MeshAttr, mesh_desc: str) -> None:
    """A collective's axis-ref lists (one per dimension or parameter) against its mesh."""
    checker = AxisChecker(mesh, mesh_desc)
    for axes in lists:
        checker.add(axes)
    checker.finish()


# -- tensor shardings -------------------------------------------------------------------------


def check_tensor_sharding(sharding: TensorSharding, type: Type | None, symbols: Symbols,
                          manual_parents: dict[str, Operation] | None = None) -> MeshAttr:
    """``TensorShardingAttr`` rules against the type it annotates (``None``: a sharding of an
    op without results). ``manual_parents`` maps each axis already manual in an enclosing
    ``sdy.manual_computation`` to that op. Returns the sharding's mesh."""
    mesh = symbols.mesh(sharding)
    if mesh.is_maximal or (type is None and sharding.is_fully_replicated()):
        # A maximal sharding places the op on one device; it says nothing per dimension.
        if sharding.rank or sharding.replicated or sharding.unreduced:
            raise Invalid("a maximal sharding can only have rank 0 and no replicated or "
                          "unreduced axes")
        return mesh
    if isinstance(type, TupleType):
        if len(type.types) != 1:
            raise Invalid(f"only a tuple of size 1 can have a sharding, got {type}")
        type = type.types[0]
    if not isinstance(type, TensorType):
        if sharding.rank or sharding.replicated or sharding.unreduced:
            raise Invalid(f"non-shaped type {type} can only have a sharding with rank 0 and no "
                          f"replicated or unreduced axes, got {sharding.stripped()}")
        return mesh
    if sharding.rank != type.rank:
        raise Invalid(f"sharding rank {sharding.rank} doesn't match the rank {type.rank} of "
                      f"{type}")
    checker = AxisChecker(mesh, sharding.mesh_text())
    for i, dim in enumerate(sharding.dims):  # rank checked above
        if dim.priority is not None:
            if dim.priority < 0:
                raise Invalid(f"dim {i} has a negative priority")
            if dim.is_closed and not dim.axes:
                raise Invalid(f"dim {i} is empty and closed but has a priority")
        # A dimension of size 0 may be sharded: Shardy accepts it (its own propagation
        # tests shard one), whatever the dialect document says; nothing is split anyway.
        checker.add(dim.axes)
    checker.add_sorted(sharding.replicated, "replicated")
    checker.add_sorted(sharding.unreduced, "unreduced")
    checker.finish()
    if manual_parents:
        for a in sharding.all_axes():
            parent = manual_parents.get(a.name)
            if parent is not None:
                raise Invalid(f'operates on axis "{a.name}" which is already manual in the '
                              f"parent {op_at(parent)}")
    return mesh


def check_sharding_per_value(attr: Attribute, types: Sequence[Type], symbols: Symbols,
                             manual_parents: dict[str, Operation] | None, name: str,
                             noun: str, item: str) -> None:
    """A ``TensorShardingPerValueAttr`` named ``name``: one valid sharding per value
    (``noun``: "result"/"operand"); element ``i`` is described as ``{item} {i}``."""
    if not isinstance(attr, ShardingPerValue):
        raise Invalid(f"{name} must be a #sdy.sharding_per_value, got {attr}")
    if not types and len(attr) == 1:
        # An op without results may still be placed on a device by a maximal sharding.
        mesh = symbols.mesh_or_none(attr[0])
        if (mesh is not None and mesh.is_maximal) or attr[0].is_fully_replicated():
            with context(f"{item} 0"):
                check_tensor_sharding(attr[0], None, symbols, manual_parents)
            return
    if len(attr) != len(types):
        raise Invalid(f"{name} has {plural(len(attr), 'sharding')} but the op has "
                      f"{plural(len(types), noun)}")
    for i, (sharding, t) in enumerate(zip(attr, types, strict=True)):
        with context(f"{item} {i}"):
            check_tensor_sharding(sharding, t, symbols, manual_parents)


# -- sharding rules ---------------------------------------------------------------------------


def _check_mappings(rule: OpShardingRule, mappings: Sequence[tuple[tuple[int, ...], ...]],
                    types: Sequence[Type], noun: str, used: set[int]) -> None:
    if len(mappings) != len(types):
        raise Invalid(f"{plural(len(mappings), noun + ' mapping')} for "
                      f"{plural(len(types), noun)}")
    if not mappings:
        raise Invalid(f"no {noun} mappings; a sharding rule needs ops with at least one "
                      "operand and one result")
    n = rule.num_factors
    for i, (mapping, t) in enumerate(zip(mappings, types, strict=True)):
        if not isinstance(t, TensorType) or not t.is_static:
            raise Invalid(f"{noun} {i} must be a ranked tensor with a static shape, got {t}")
        if len(mapping) != t.rank:
            raise Invalid(f"{noun} {i} mapping has rank {len(mapping)} but its type {t} has "
                          f"rank {t.rank}")
        seen: set[int] = set()
        for d, factors in enumerate(mapping):
            if not factors:
                raise Invalid(f"{noun} {i} dim {d} mapping must have at least one factor")
            for f in factors:
                if not 0 <= f < n:
                    raise Invalid(f"{noun} {i} dim {d} maps to factor {factor_symbol(f)} "
                                  f"(index {f}), out of range [0, {n})")
                if f in seen:
                    raise Invalid(f"{noun} {i} maps factor {factor_symbol(f)} more than once")
                if rule.factor_sizes[f] == 1 and len(factors) > 1:
                    raise Invalid(f"{noun} {i} dim {d} maps to several factors, so none can "
                                  f"have size 1, got {factor_symbol(f)}=1")
                seen.add(f)
        used |= seen


def _check_factor_set(kind: str, factors: tuple[int, ...], n: int) -> None:
    names = "{" + ", ".join(factor_symbol(f) for f in factors) + "}"
    if list(factors) != sorted(factors):
        raise Invalid(f"{kind} factors must be sorted, got {names}")
    if len(set(factors)) != len(factors):
        raise Invalid(f"{kind} factors must be unique, got {names}")
    for f in factors:
        if not 0 <= f < n:
            raise Invalid(f"{kind} factor {factor_symbol(f)} (index {f}) is out of range "
                          f"[0, {n})")


def check_sharding_rule(rule: Attribute, operand_types: Sequence[Type],
                        result_types: Sequence[Type]) -> None:
    """``OpShardingRuleAttr`` rules against the op's operand and result types."""
    if not isinstance(rule, OpShardingRule):
        raise Invalid(f"must be a #sdy.op_sharding_rule, got {rule}")
    in_operands: set[int] = set()
    in_results: set[int] = set()
    _check_mappings(rule, rule.operand_mappings, operand_types, "operand", in_operands)
    _check_mappings(rule, rule.result_mappings, result_types, "result", in_results)
    for f, size in enumerate(rule.factor_sizes):
        if f not in in_operands | in_results:
            raise Invalid(f"factor {factor_symbol(f)}={size} isn't used in operand and result "
                          "mappings")
    n = rule.num_factors
    for kind in ("reduction", "need_replication", "permutation"):
        _check_factor_set(kind, getattr(rule, kind), n)
    special = [*rule.reduction, *rule.need_replication, *rule.permutation]
    for f in special:
        if special.count(f) > 1:
            raise Invalid(f"factor {factor_symbol(f)} is in more than one of the reduction, "
                          "need_replication and permutation factor sets")
    _check_factor_set("blocked_propagation", rule.blocked_propagation, n)
    for f in rule.reduction:
        if f in in_results:
            raise Invalid(f"reduction factor {factor_symbol(f)} can't be in result mappings")
