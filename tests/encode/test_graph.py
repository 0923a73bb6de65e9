"""The dataflow graph: one node per op and value, edges per use, annotations with locations,
data-flow edges of loops and manual computations."""

from __future__ import annotations

from pathlib import Path

import pytest

from planner.encode.problem.graph import build_graph
from planner.model.dialects.ops import FuncOp
from planner.model.ir.core import Operation
from planner.model.ir.diagnostics import SourceLoc
from planner.model.text.io import parse_file, parse_module
from tests.conftest import corpus_files


def no_rules(op: Operation) -> None:
    return None


@pytest.mark.parametrize("path", corpus_files("*.generic.mlir"), ids=lambda p: p.name)
def test_one_node_per_op_and_value(path: Path) -> None:
    module = parse_file(path)
    dg = build_graph(module, no_rules)
    ops = values = uses = 0
    for func in module.body.ops:
        if not isinstance(func, FuncOp):
            continue
        values += len(func.body.args)
        for op in func.walk():
            if op is func:
                continue
            ops += 1
            values += len(op.results) + sum(len(b.args) for r in op.regions for b in r.blocks)
            uses += len(op.operands) + len(op.results)
    assert sum(1 for _ in dg.ops()) == ops
    assert sum(1 for _ in dg.values()) == values
    assert dg.graph.number_of_edges() == uses


TEXT = """\
sdy.mesh @mesh = <["x"=2, "y"=4]>
func.func @main(%a: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>},
                %b: tensor<8x16xf32>) -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}]>}) {
  %c = sdy.sharding_constraint %a <@mesh, [{"x", ?}, {?}]> : tensor<8x16xf32>
  sdy.sharding_group %c group_id=7 : tensor<8x16xf32>
  sdy.sharding_group %b group_id=7 : tensor<8x16xf32>
  %m = sdy.manual_computation(%c) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x"} (%l: tensor<4x16xf32>) {
    sdy.return %l : tensor<4x16xf32>
  } : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %p = sdy.propagation_barrier %m allowed_direction=BACKWARD : tensor<8x16xf32>
  %z = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %w:2 = "stablehlo.while"(%z, %p) ({
  ^bb0(%i: tensor<i32>, %v: tensor<8x16xf32>):
    %t = "stablehlo.compare"(%i, %i) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%t) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %v: tensor<8x16xf32>):
    %n = "stablehlo.add"(%v, %v) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    "stablehlo.return"(%i, %n) : (tensor<i32>, tensor<8x16xf32>) -> ()
  }) : (tensor<i32>, tensor<8x16xf32>) -> (tensor<i32>, tensor<8x16xf32>)
  return %w#1 : tensor<8x16xf32>
}
"""


def test_annotations_groups_and_edges() -> None:
    module = parse_module(TEXT, "g.mlir")
    dg = build_graph(module, no_rules)
    kinds = [(a.kind, a.loc) for a in dg.annotations]
    assert kinds == [
        ("func_arg", SourceLoc("g.mlir", 2, 17)),
        ("sharding_constraint", SourceLoc("g.mlir", 4, 8)),
        ("manual_in", SourceLoc("g.mlir", 7, 8)),
        ("manual_out", SourceLoc("g.mlir", 7, 8)),
        ("func_result", SourceLoc("g.mlir", 21, 3)),
    ]
    func = module.funcs()["main"]
    (group,) = dg.sharding_groups
    assert group.group_id == 7
    assert group.values[1] is func.body.args[1]
    assert group.locs == (SourceLoc("g.mlir", 5, 3), SourceLoc("g.mlir", 6, 3))
    assert [(m.manual_axes, m.loc) for m in dg.manual_regions] == [(("x",), SourceLoc("g.mlir", 7, 8))]
    assert [(b.allowed_direction, b.loc) for b in dg.barriers] == [("BACKWARD", SourceLoc("g.mlir", 10, 8))]

    manual, while_op = (op for op in func.body.ops if op.name in ("sdy.manual_computation", "stablehlo.while"))
    m_edges = [e for e in dg.data_flow_edges if e.owner is manual]
    assert [(e.sources, e.targets, e.manual_axes) for e in m_edges] == [
        ((manual.operands[0],), (manual.regions[0].block.args[0],), ("x",)),
        ((manual.regions[0].block.terminator.operands[0],), (manual.results[0],), ("x",)),
    ]
    w_edges = [e for e in dg.data_flow_edges if e.owner is while_op]
    cond, body = (r.block for r in while_op.regions)
    assert [(e.sources, e.targets) for e in w_edges] == [
        ((while_op.operands[i], body.terminator.operands[i]),
         (while_op.results[i], cond.args[i], body.args[i])) for i in range(2)
    ]


def test_graph_is_deterministic() -> None:
    a = build_graph(parse_module(TEXT, "g.mlir"), no_rules)
    b = build_graph(parse_module(TEXT, "g.mlir"), no_rules)
    assert list(a.graph.nodes) == list(b.graph.nodes)
    assert [(u, v, d["operand"] if "operand" in d else d["result"]) for u, v, d in a.graph.edges(data=True)] == \
        [(u, v, d["operand"] if "operand" in d else d["result"]) for u, v, d in b.graph.edges(data=True)]
