"""``planner-drop-propagation-barriers``: every ``sdy.propagation_barrier`` replaced by its
operand. A barrier only steers propagation (or planning); once the shardings are decided
and the reshards explicit it is an identity, and Shardy's partitioner rejects it
(jaxlib's sdy-convert-global-to-local: "failed to legalize operation
'sdy.propagation_barrier'"); XLA's own export drops it the same way. Not one of Shardy's
passes: the ``partition`` pipelines run it right after the explicit reshards.
"""

from __future__ import annotations

from planner.model.dialects.ops import ModuleOp
from planner.model.ir.op_names import SDY
from planner.passes.registry import Pass


def drop_propagation_barriers(module: ModuleOp) -> None:
    """Replace every propagation barrier by its operand, in place."""
    for op in list(module.walk()):
        if op.name == SDY.PROPAGATION_BARRIER:
            op.results[0].replace_all_uses_with(op.operands[0])
            op.erase()


PASS = Pass("planner-drop-propagation-barriers",
            "Replaces every sdy.propagation_barrier by its operand.",
            drop_propagation_barriers)
