"""``planner-open-intermediates``: every ``sdy.sharding_constraint`` replaced by its
operand, leaving the entry function's arguments and results as annotated. A JAX export
under ``Explicit`` mesh axes (``jax.make_mesh``'s default) constrains every intermediate
to the sharding JAX's own type system gave it; lifted, the planner decides them. Not one
of Shardy's passes: ``plan --open-intermediates`` runs it before planning.
"""

from __future__ import annotations

from planner.model.dialects.ops import ModuleOp, ShardingConstraintOp
from planner.model.ir.op_names import HLO
from planner.passes.registry import Pass


def open_intermediates(module: ModuleOp) -> None:
    """Replace every sharding constraint by its operand, in place."""
    for op in list(module.walk()):
        if isinstance(op, ShardingConstraintOp):
            op.results[0].replace_all_uses_with(op.operands[0])
            op.erase()


def constrained_share(module: ModuleOp) -> tuple[int, int]:
    """(intermediates read only through a sharding constraint, intermediates): the
    values of ops that compute tensors, as a JAX ``Explicit`` export constrains them."""
    computed = constrained = 0
    for op in module.walk():
        if isinstance(op, ShardingConstraintOp) or op.dialect not in ("stablehlo", "chlo") \
                or not op.results or op.name == HLO.CONSTANT:
            continue
        for r in op.results:
            computed += 1
            users = r.users
            constrained += bool(users) and all(isinstance(u, ShardingConstraintOp)
                                               for u in users)
    return constrained, computed


PASS = Pass("planner-open-intermediates",
            "Replaces every sdy.sharding_constraint by its operand.", open_intermediates)
