"""``sdy-convert-global-to-local``: the global program becomes the program every device
runs. Each value takes its local type (its global shape divided by the axes sharding each
dimension); the sdy collectives become StableHLO collectives over replica groups with
channel handles; sharded constants, iotas, pads, slices, gathers and scatters compute the
device's own piece from ``stablehlo.partition_id``; manual computations are inlined.

Shardy's conversion runs after ``sdy-pad-for-divisibility``: a sharding that does not
divide its dimension is an error here. The rewrites live in :mod:`planner.passes.partition`.
"""

from __future__ import annotations

from planner.model.dialects.ops import FuncOp, ModuleOp
from planner.model.ir.attributes import TypeAttr
from planner.model.ir.core import Operation, Value
from planner.model.ir.diagnostics import PlannerError
from planner.model.ir.op_names import FUNC, SDY
from planner.model.ir.types import FunctionType
from planner.passes.partition.context import LocalContext
from planner.passes.partition.device_collectives import LOWERINGS
from planner.passes.partition.device_id import check_device_counts, partition_ids, use_replica_ids
from planner.passes.partition.stablehlo_ops import HANDLERS
from planner.passes.registry import Option, Pass


def _replace(ctx: LocalContext, op: Operation, new: Value) -> None:
    """``new`` stands for the op's result from now on (its sharding included)."""
    ctx.shardings[new] = ctx.sharding(op.results[0])
    ctx.globals[new] = ctx.global_type(op.results[0])
    op.results[0].replace_all_uses_with(new)
    op.erase()


def _inline_manual(op: Operation) -> None:
    """The body runs in place of the op: its arguments are the operands (already local),
    its returned values the results."""
    body = op.regions[0].block
    for arg, operand in zip(body.args, op.operands, strict=True):
        arg.replace_all_uses_with(operand)
    terminator = body.terminator
    assert terminator is not None and op.parent is not None
    for o in list(body.ops):
        if o is terminator:
            continue
        body.remove(o)
        op.parent.insert_before(op, o)
    for r, v in zip(op.results, terminator.operands, strict=True):
        r.replace_all_uses_with(v)
    terminator.erase()
    op.erase()


def _func_signature(ctx: LocalContext, func: FuncOp) -> None:
    """Argument types from the (already local) block arguments; result types from the
    result shardings."""
    ft = func.function_type
    inputs = tuple(a.type for a in func.body.args) if not func.is_declaration else ft.inputs
    results = tuple(ctx.local_type(t, func.result_sharding(i), func)
                    for i, t in enumerate(ft.results))
    func.properties["function_type"] = TypeAttr(FunctionType(inputs, results))


def convert_global_to_local(module: ModuleOp, per_dim_all_gather: bool = False,
                            combine_multi_dimension_reduce_scatter: bool = False,
                            enable_rgv3: bool = False, replica_count: int = 1,
                            partition_count: int = 1, hoist_device_ids: bool = False) -> None:
    """Rewrite ``module`` into its per-device form, in place. With ``replica_count`` > 1
    the devices are told apart by ``stablehlo.replica_id`` instead of the partition id.
    With ``hoist_device_ids`` each function reads the device's id, and builds each device
    table, once at its start (Shardy's pass reads them at every use)."""
    if enable_rgv3:
        raise PlannerError("sdy-convert-global-to-local: enable-rgv3 (mesh-axes replica "
                           "groups) is not supported", module.src_loc)
    check_device_counts(module, "sdy-convert-global-to-local", replica_count, partition_count)
    kept = partition_ids(module)
    ctx = LocalContext(module, per_dim_all_gather, combine_multi_dimension_reduce_scatter,
                       hoist_device_ids)
    ops = [op for op in module.walk() if op is not module and op.name != SDY.MESH]
    ctx.localise_all(module)
    manual: list[Operation] = []
    for op in ops:
        if op.parent is None and op.name != FUNC.FUNC:
            continue  # erased with an op replaced before it
        if op.name == FUNC.FUNC:
            assert isinstance(op, FuncOp)
            _func_signature(ctx, op)
        elif op.name in LOWERINGS:
            _replace(ctx, op, LOWERINGS[op.name](ctx, op))
        elif op.name in HANDLERS:
            new = HANDLERS[op.name](ctx, op)
            if new is not None:
                _replace(ctx, op, new)
        elif op.name == SDY.MANUAL_COMPUTATION:
            manual.append(op)
        elif op.name == SDY.RESHARD:
            raise PlannerError("failed to legalize operation 'sdy.reshard' (run "
                               "sdy-reshard-to-collectives first)", op.src_loc)
    # Bodies are rewritten in place first: their ops must see the body's own (manual)
    # shardings, not those of the operands that replace the block arguments.
    for op in reversed(manual):
        _inline_manual(op)
    if replica_count > 1:
        use_replica_ids(module, kept)


PASS = Pass(
    "sdy-convert-global-to-local", "Converts an SDY program from global shapes to local shapes.",
    convert_global_to_local,
    options=(
        Option("per-dim-all-gather", False,
               "Keep per-dimension all-gather without combining them into a single all-gather."),
        Option("combine-multi-dimension-reduce-scatter", False,
               "Combine multi-dimension reduce-scatter into a single reduce-scatter."),
        Option("enable-rgv3", False,
               "Use StableHLO ReplicaGroupV3 (mesh-axes based) for collectives."),
        Option("replica-count", 1, "Number of replicas (data parallelism)."),
        Option("partition-count", 1, "Number of partitions (model parallelism)."),
        Option("hoist-device-ids", False,
               "The planner's: read the device id and build each device table once per "
               "function, at its start."),
    ))
