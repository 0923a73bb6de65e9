"""How the reduction operator of unreduced axes may change across an op that moves a value
from one sharding to another (a reshard, a sharding constraint, an all-reduce or a
reduce-scatter), following Shardy's verifier: an axis unreduced on both sides keeps its
operator; axes an op introduces, or reduces, do so with the operator the op stands for."""

from __future__ import annotations

from collections.abc import Sequence

from planner.model.sharding.axis import AxisRef
from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.tensor_sharding import TensorSharding
from planner.model.verify.attrs import Invalid


def _not_covered(axes: Sequence[AxisRef], by: Sequence[AxisRef], mesh: MeshAttr) -> bool:
    """Some part of ``axes`` lies outside every axis of ``by``."""
    return any(not any(b.contains(a, mesh) for b in by) for a in axes)


def check_reduction_transition(source: TensorSharding, target: TensorSharding, mesh: MeshAttr,
                               introduced: str | None, reduced: str | None) -> None:
    """``source`` (the operand's sharding) becomes ``target``. ``introduced``: the operator
    new unreduced axes must carry (None: the op adds none, a rule checked elsewhere);
    ``reduced``: the operator the op reduces dropped axes with (None: the op reduces none,
    likewise checked elsewhere)."""
    if introduced is not None and _not_covered(target.unreduced, source.unreduced, mesh) \
            and target.reduction != introduced:
        raise Invalid(f"cannot introduce '{target.reduction}' unreduced axes; expected "
                      f"'{introduced}'")
    if reduced is not None and _not_covered(source.unreduced, target.unreduced, mesh) \
            and source.reduction != reduced:
        raise Invalid(f"cannot reduce '{source.reduction}' unreduced axes; expected '{reduced}'")
    kept = any(a.overlaps(b, mesh) for a in source.unreduced for b in target.unreduced)
    if kept and source.reduction != target.reduction:
        raise Invalid("cannot change the reduction operator of kept unreduced axes from "
                      f"'{source.reduction}' to '{target.reduction}'")
