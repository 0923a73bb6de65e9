"""What makes planning fast without changing it: strategies shared by identical ops (equal
to computing them afresh, distinct where the ops differ), and the solver's gap stop as
``planner plan --gap`` exposes it."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pytest

import planner
from planner.cli import main
from planner.encode.cost.cost_model import CostModel
from planner.encode.problem.axis_assignments import Assignment, assignments
from planner.encode.problem.graph import build_graph
from planner.encode.problem.strategies import (
    OpStrategies,
    Targets,
    _paddable,
    _price,
    _shardable,
    op_strategies,
    strategy_rows,
)
from planner.encode.problem.strategy_cache import op_signature
from planner.model.ir.core import Operation
from planner.model.sharding.axis import AxisRef, axes_size
from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.tensor_sharding import DimSharding, TensorSharding
from planner.planning.plan import plan, prepare

EXAMPLE = Path(planner.__file__).parent / "examples" / "mlp.mlir"

# Two identical layers (dot, tanh, row sums by add), then a max-reduce of the same shape.
LAYERS = """module {
sdy.mesh @mesh = <["x"=2, "y"=4]>
func.func public @main(%a: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %w0: tensor<128x128xf32>, %w1: tensor<128x128xf32>) -> (tensor<64xf32>, tensor<64xf32>) {
  %0 = stablehlo.dot_general %a, %w0, contracting_dims = [1] x [0] : (tensor<64x128xf32>, tensor<128x128xf32>) -> tensor<64x128xf32>
  %1 = stablehlo.tanh %0 : tensor<64x128xf32>
  %2 = stablehlo.dot_general %1, %w1, contracting_dims = [1] x [0] : (tensor<64x128xf32>, tensor<128x128xf32>) -> tensor<64x128xf32>
  %3 = stablehlo.tanh %2 : tensor<64x128xf32>
  %c = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %4 = stablehlo.reduce(%3 init: %c) applies stablehlo.add across dimensions = [1] : (tensor<64x128xf32>, tensor<f32>) -> tensor<64xf32>
  %5 = stablehlo.reduce(%3 init: %c) applies stablehlo.maximum across dimensions = [1] : (tensor<64x128xf32>, tensor<f32>) -> tensor<64xf32>
  return %4, %5 : tensor<64xf32>, tensor<64xf32>
}
}
"""


def _ops(name: str) -> list[Operation]:
    return [op for op in planner.parse(LAYERS).walk() if op.name == name]


def test_signatures_tell_identical_ops_from_different_ones() -> None:
    d0, d1 = _ops("stablehlo.dot_general")
    assert op_signature(d0) == op_signature(d1)
    add, mx = _ops("stablehlo.reduce")
    assert op_signature(add) != op_signature(mx)  # same types, another reducer body


def test_shared_strategies_equal_fresh_ones() -> None:
    p = prepare(LAYERS)
    enc = p.encoding
    ops = [n for n in enc.nodes if n.kind == "op"]
    tanhs = [n for n in ops if n.label == "stablehlo.tanh"]
    assert tanhs[0].strategies.compute_s is tanhs[1].strategies.compute_s  # computed once
    assert tanhs[0].strategies.op is not tanhs[1].strategies.op
    model = CostModel(p.hardware, p.module.meshes())
    graph = build_graph(p.module)
    for n in ops:
        st = n.strategies
        fresh = op_strategies(st.op, graph.rule(st.op), enc.mesh_name, enc.mesh,
                              enc.mesh.axis_names, model, orders=False)
        assert st.assignments == fresh.assignments
        assert st.operand_options == fresh.operand_options
        assert st.result_options == fresh.result_options
        assert all(np.array_equal(a, b) for a, b in zip(st.operand_index, fresh.operand_index,
                                                        strict=True))
        assert np.array_equal(st.compute_s, fresh.compute_s)
        assert np.array_equal(st.comm_s, fresh.comm_s)


def test_the_cap_keeps_the_strategies_a_target_names() -> None:
    # Capped at 4, the dot keeps the unsharded strategy and the 3 cheapest (each splits
    # its work 8 ways): not the one that leaves "y" unused, which a target keeps.
    p = prepare(LAYERS)
    dot = next(n.strategies.op for n in p.encoding.nodes if n.label == "stablehlo.dot_general")
    model = CostModel(p.hardware, p.module.meshes())
    rule, mesh = build_graph(p.module).rule(dot), p.encoding.mesh
    x = TensorSharding("mesh", (DimSharding((AxisRef("x"),)), DimSharding(())))
    free = TensorSharding("mesh", (DimSharding(()), DimSharding(())))

    def strategies(keep: Targets | None) -> OpStrategies:
        return op_strategies(dot, rule, "mesh", mesh, mesh.axis_names, model,
                             max_strategies=4, orders=False, keep=keep)

    capped = strategies(None)
    rows = [(capped.operand_options[0][i], capped.result_options[0][j])
            for i, j in zip(capped.operand_index[0], capped.result_index[0], strict=True)]
    assert (x, x) not in rows and capped.pruned > 0
    kept = strategies(((x, free), (x,)))
    assert kept.count == 5 and kept.pruned == capped.pruned - 1
    k = next(k for k in range(kept.count) if kept.assignments[k] not in capped.assignments)
    assert [kept.operand_options[0][kept.operand_index[0][k]],
            kept.operand_options[1][kept.operand_index[1][k]],
            kept.result_options[0][kept.result_index[0][k]]] == [x, free, x]


def test_gap_option(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["plan", str(EXAMPLE), "--gap", "-1"]) == 1
    err = capsys.readouterr().err.splitlines()
    assert err == ["planner:0:0: error: --gap: Input should be greater than or "
                   "equal to 0"]
    exact = plan(EXAMPLE, time_limit=5.0, gap=0.0, memory_weight=0.0)
    assert exact.report.solver.status == "optimal"
    loose = plan(EXAMPLE, time_limit=5.0, gap=0.5)
    assert loose.solution.cost - loose.solution.lower_bound <= 0.5 * loose.solution.cost
    assert loose.solution.cost >= exact.solution.cost


def test_the_strategy_cap_shrinks_with_the_program() -> None:
    from planner.encode.problem.encoder import strategy_cap

    assert [strategy_cap(n) for n in (1, 1_000, 22_366, 10**7)] == [128, 128, 37, 16]


def test_a_capped_plan_says_how_much_it_pruned(monkeypatch: pytest.MonkeyPatch,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    import planner.encode.problem.encoder as encoder

    free = plan(LAYERS, time_limit=5.0, mesh="x=2,y=2,z=2", gap=0)
    monkeypatch.setattr(encoder, "PAIR_BUDGET", 1)  # as if the program were huge: cap 16
    r = plan(LAYERS, time_limit=5.0, mesh="x=2,y=2,z=2", gap=0)
    ks = np.diff(r.problem.offsets)
    assert r.encoding.strategy_cap == 16 and r.report.solver.strategies_pruned > 0
    # Annotated values keep their annotation's candidates beyond the cap.
    assert ks.max() <= 16 + 1 and [a.status for a in r.report.annotations] == ["holds"]
    assert "strategies pruned " in r.report.summary()
    assert free.report.solver.strategies_pruned == 0
    assert free.report.solver.objective_s <= r.report.solver.objective_s + 1e-15


def test_the_bound_over_every_candidate_prices_the_pruned_edges(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import planner.encode.problem.encoder as encoder

    whole = plan(LAYERS, time_limit=5.0, mesh="x=2,y=2,z=2", gap=0, baseline="none")
    assert whole.report.solver.status == "optimal"
    optimum = whole.report.solver.objective_s
    monkeypatch.setattr(encoder, "PAIR_BUDGET", 1)  # cap 16: most strategies pruned
    r = plan(LAYERS, time_limit=5.0, mesh="x=2,y=2,z=2", gap=0, baseline="none",
             bound_pruned=True)
    s = r.report.solver
    assert s.strategies_pruned > 100 and s.bound_all_s is not None
    # A bound over every candidate: below the uncapped optimum, and close to it.
    assert 0.99 * optimum <= s.bound_all_s <= optimum


def test_a_plan_beyond_the_cap_that_the_bound_found_is_taken() -> None:
    # At the default cap the plan of gpt2_2x2x2_sc pays 40.13 us; the bound over every
    # candidate finds a plan at 30.17 us taking two pruned dot strategies, and the plan is
    # that one, proven within 0.1 % of every candidate, and computes the right numbers.
    program = Path(__file__).parent.parent / "programs" / "gpt2_2x2x2_sc.mlir"
    capped = plan(program, baseline="none", bound_pruned=False)
    r = plan(program, baseline="none")
    s = r.report.solver
    assert s.beyond_cap == 2 and s.bound_all_s is not None
    assert r.report.step_time_s < 0.8 * capped.report.step_time_s
    assert s.objective_s - s.bound_all_s < 1e-3 * s.objective_s
    assert "the plan takes pruned strategies at 2 nodes" in r.report.summary()
    assert planner.simulate(r.module).ok


FOUR_AXES = """sdy.mesh @mesh = <["a"=2, "b"=2, "c"=2, "d"=2]>
func.func @main(%x: tensor<64x64xf32>, %w: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0]
      : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %1 = stablehlo.tanh %0 : tensor<64x64xf32>
  return %1 : tensor<64x64xf32>
}
"""


def test_a_bound_covers_the_pruned_strategies() -> None:
    # On four axes the dot has 256 strategies; the cap keeps the 128 cheapest. Those left
    # out all shard the contraction (an all-reduce of 5 us and more): the bound over every
    # candidate proves none of them beats the plan.
    r = plan(planner.parse(FOUR_AXES), time_limit=5.0, baseline="none", deterministic=True,
             bound_pruned=True)
    left = r.problem.left_out
    assert left is not None and left.count.tolist() == [128]
    dot = int(left.nodes[0])
    assert left.cost[0] >= r.problem.node_costs(dot).max()  # the cap kept the cheapest
    s = r.report.solver
    assert (s.strategies_pruned, s.bound_all_s, s.pruned_ruled_out) == (128, s.bound_s, 128)
    assert "over every candidate: bound 0.03323 ns, gap 0.49%; 128 pruned strategies proven " \
        "unable to beat the plan" in r.report.summary()
    assert plan(planner.parse(FOUR_AXES), time_limit=5.0, baseline="none",
                bound_pruned=False).report.solver.bound_all_s is None  # not when told


def _direct(mapping: Sequence[Sequence[int]], a: Assignment, sizes: Sequence[int],
            mesh: MeshAttr) -> TensorSharding | None:
    """The sharding ``a`` gives a tensor, built from nothing: each dimension its factors'
    axes in order; None where a factor is sharded after one its axes do not fill."""
    dims = []
    for dim in mapping:
        axes: list[AxisRef] = []
        for i, f in enumerate(dim):
            if a[f] and any(axes_size(a[g], mesh) < sizes[g] for g in dim[:i]):
                return None
            axes.extend(a[f])
        dims.append(DimSharding(tuple(axes)))
    return TensorSharding("mesh", tuple(dims))


@pytest.mark.parametrize("name", ["conv_2x4_sc", "train_gpt1_2x4_tp", "gpt2_2x2x2_sc",
                                  "moe_2x4_tp"])
def test_memoised_rows_are_their_assignments_shardings_and_prices(name: str) -> None:
    # strategy_rows memoises shardings and prices by the identities of the axis tuples it
    # shares between assignments: every row must still be what its assignment gives, built
    # and priced from nothing, and no assignment whose tensors all exist may go missing.
    p = prepare(Path(__file__).parents[1] / "programs" / f"{name}.mlir")
    graph, mesh = p.graph, p.encoding.mesh
    model = CostModel(p.hardware, p.module.meshes())
    checked = 0
    for op in graph.ops():
        rule = graph.rule(op)
        if rule is None or rule.num_factors != len(rule.factor_sizes) or \
                len(rule.operand_mappings) != len(op.operands) or \
                len(rule.result_mappings) != len(op.results) or not op.results:
            continue
        rows = strategy_rows(op, rule, "mesh", mesh, mesh.axis_names, model)
        by_assignment = {r[0]: r for r in rows}
        mappings = [*rule.operand_mappings, *rule.result_mappings]
        for a in assignments(rule.factor_sizes, _shardable(op, rule), mesh.axis_names, mesh,
                             True, _paddable(rule)):
            tensors = [_direct(m, a, rule.factor_sizes, mesh) for m in mappings]
            row = by_assignment.get(a)
            if any(t is None for t in tensors):
                assert row is None
                continue
            ins, outs = tensors[:len(op.operands)], tensors[len(op.operands):]
            if row is None:  # only a windowed op's halo rule drops a whole assignment
                assert op.name in ("stablehlo.convolution", "stablehlo.reduce_window")
                continue
            assert (row[1], row[2]) == (ins, outs)
            assert row[3:] == _price(op, rule, a, ins, outs, mesh, model, {})
            checked += 1
    assert checked > 100
