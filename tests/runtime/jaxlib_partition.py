"""A partitioner made of jaxlib's own Shardy passes, for tests until planner's ``partition``
pipeline exists (and as its oracle afterwards). Calls are inlined first: jaxlib 0.10.2's
sdy-convert-global-to-local localises only the entry function's types."""

from __future__ import annotations

from planner.model.dialects.ops import ModuleOp
from planner.model.text.io import parse_module, print_module
from planner.runtime.inline import inline_calls

PIPELINE = ("builtin.module(sdy-remove-sharding-groups,"
            "func.func(sdy-sharding-constraint-to-reshard),func.func(sdy-insert-explicit-reshards{enable-full-version=true}),"
            "func.func(sdy-reshard-to-collectives),sdy-resolve-permutation-factors,"
            "func.func(sdy-pad-for-divisibility),sdy-convert-global-to-local,"
            "sdy-drop-sharding-and-mesh)")


def run_jaxlib(text: str, pipeline: str) -> str:
    """``text`` after jaxlib's ``pipeline``."""
    import jax._src.interpreters.mlir as jm
    from jaxlib.mlir import ir, passmanager

    with jm.make_ir_context() as ctx:
        ctx.emit_error_diagnostics = True
        m = ir.Module.parse(text)
        passmanager.PassManager.parse(pipeline).run(m.operation)
        return m.operation.get_asm()


def jaxlib_partition(module: ModuleOp) -> ModuleOp:
    inline_calls(module)
    for op in list(module.walk()):
        if op.name == "chlo.square":  # jaxlib's passes reject CHLO; x*x is its definition
            op.name = "stablehlo.multiply"
            op.add_operand(op.operands[0])
    out = run_jaxlib(print_module(module), PIPELINE)
    return parse_module(out, "<partitioned>")  # type: ignore[return-value]


def partitioner(module: ModuleOp) -> ModuleOp:
    """planner's own ``partition`` pipeline once it is registered, jaxlib's passes until
    then (PLANNER_PARTITIONER=jaxlib keeps jaxlib's)."""
    import os

    from planner.passes.registry import PIPELINES, passes
    from planner.runtime.simulate import partition_pipeline

    passes()  # registers the pipelines
    if "partition" in PIPELINES and os.environ.get("PLANNER_PARTITIONER") != "jaxlib":
        return partition_pipeline(module)
    return jaxlib_partition(module)
