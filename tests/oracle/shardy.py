"""Shardy's own passes, as jaxlib ships them, run on MLIR text: the differential oracle."""

from __future__ import annotations

# Passes Shardy runs on each func.func rather than on the module.
NESTED = frozenset({
    "sdy-drop-sharding-rules", "sdy-insert-explicit-reshards", "sdy-sharding-constraint-to-reshard",
    "sdy-sink-data-flow-edges", "sdy-reshard-to-collectives", "sdy-populate-op-sharding-rules",
    "sdy-constant-or-scalar-merger", "sdy-pad-for-divisibility",
})


class ShardyRejected(Exception):
    """Shardy failed the pass (or MLIR rejected the input); the message holds the
    diagnostics."""


def pipeline_text(passes: list[str]) -> str:
    """``builtin.module(...)`` for ``passes`` (``NAME`` or ``NAME{k=v}``), nesting the
    function-level ones in ``func.func(...)``."""
    parts = []
    for spec in passes:
        name = spec.split("{", 1)[0]
        parts.append(f"func.func({spec})" if name in NESTED else spec)
    return "builtin.module(" + ",".join(parts) + ")"


def run_shardy(text: str, passes: list[str]) -> str:
    """The module after Shardy's ``passes``, normalised as :func:`tests.oracle.mlir.normalise`
    does; raises :class:`ShardyRejected` when parsing, verification or a pass fails."""
    import jax._src.interpreters.mlir as jm
    from jaxlib.mlir import ir, passmanager

    from tests.oracle.mlir import normalise

    with jm.make_ir_context() as ctx:
        ctx.emit_error_diagnostics = True
        try:
            module = ir.Module.parse(text)
            passmanager.PassManager.parse(pipeline_text(passes)).run(module.operation)
        except ir.MLIRError as e:
            raise ShardyRejected(str(e)) from None
        out = module.operation.get_asm()
    return normalise(out)
