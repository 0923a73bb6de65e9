"""Shardy's own plan of a program (extra ``jax``): jaxlib's ``sdy-propagation-pipeline``
run on the program's text, read back as a module. Plans are priced beside it: the
baseline a user would get from JAX without the planner."""

from __future__ import annotations

from planner.model.dialects.ops import ModuleOp
from planner.model.ir.core import Operation
from planner.model.text.io import parse_module, print_module


class ShardyUnavailable(Exception):
    """Shardy's plan cannot be had: jaxlib is missing, or Shardy rejected the program (the
    message says which)."""


def shardy_plan(module: Operation) -> ModuleOp:
    """``module`` as Shardy propagates it (``module`` itself is left alone)."""
    try:
        import jax._src.interpreters.mlir as jm
        from jaxlib.mlir import ir, passmanager
    except ImportError:
        raise ShardyUnavailable("install the 'jax' extra to price Shardy's plan beside "
                                "ours") from None
    with jm.make_ir_context() as ctx:
        ctx.emit_error_diagnostics = True
        try:
            ir_module = ir.Module.parse(print_module(module))
            passmanager.PassManager.parse("builtin.module(sdy-propagation-pipeline)").run(
                ir_module.operation)
        except ir.MLIRError as e:
            first = str(e).splitlines()[0] if str(e) else "rejected"
            raise ShardyUnavailable(f"Shardy's propagation failed: {first}") from None
        text = str(ir_module.operation.get_asm())
    out = parse_module(text, "<shardy>")
    assert isinstance(out, ModuleOp)
    return out
