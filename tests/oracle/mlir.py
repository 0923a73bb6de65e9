"""The real MLIR parser (with the sdy and stablehlo dialects) from jaxlib, as an oracle."""

from __future__ import annotations


def normalise(text: str) -> str:
    """Parse ``text`` with MLIR (which also runs the dialects' verifiers) and print it in
    generic form; raises ``MLIRError`` when MLIR rejects it. The text goes through MLIR's
    pretty form once, so that what only the generic form can spell (empty ``arg_attrs``)
    does not count as a difference."""
    import jax._src.interpreters.mlir as jm
    from jaxlib.mlir import ir

    with jm.make_ir_context():
        pretty = ir.Module.parse(text).operation.get_asm()
        return ir.Module.parse(pretty).operation.get_asm(print_generic_op_form=True)
