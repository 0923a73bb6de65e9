"""Small programs for the planning tests: a random generator and exhaustive search, and
fixed programs several tests plan."""

from __future__ import annotations

import random

import numpy as np

from planner.solve.core.problem import StrategyProblem

MESH = 'sdy.mesh @mesh = <["x"=2, "y"=2]>'
SIZES = (512, 7)  # 512 divides by every axis, 7 by none (nor pads little): fewer plans


# An argument on another mesh (refused), and on an identical copy of the planned mesh.
MULTI_MESH = """sdy.mesh @a = <["x"=2, "y"=2]>
sdy.mesh @b = <["z"=4]>
func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@a, [{"x"}, {}]>},
                %arg1: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@a, [{"y"}, {}]>},
                %arg2: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@b, [{"z"}, {}]>})
    -> tensor<8x8xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
  %1 = stablehlo.add %0, %arg2 : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}
"""
MESH_COPY = MULTI_MESH.replace('@b = <["z"=4]>', '@b = <["x"=2, "y"=2]>').replace(
    '[{"z"}, {}]', '[{"x"}, {}]')


def _t(shape: tuple[int, ...]) -> str:
    return "tensor<" + "x".join(map(str, shape)) + "xf32>"


def random_program(seed: int, max_ops: int = 5) -> str:
    """A module of at most ``max_ops`` ops (matmuls, element-wise ops, transposes) on a
    2x2 mesh, with a random closed sharding on some arguments."""
    rng = random.Random(seed)
    m, k, n = (rng.choice(SIZES) for _ in range(3))
    args = [(m, k), (k, n)]
    attrs = []
    for shape in args:
        if rng.random() < 0.5:
            dims = ["{}"] * len(shape)
            d = rng.randrange(len(shape))
            if shape[d] % 2 == 0:
                dims[d] = '{"' + rng.choice("xy") + '"}'
            attrs.append(' {sdy.sharding = #sdy.sharding<@mesh, [' + ", ".join(dims) + "]>}")
        else:
            attrs.append("")
    values: list[tuple[str, tuple[int, ...]]] = [("%arg0", args[0]), ("%arg1", args[1])]
    lines = [f"  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : "
             f"({_t(args[0])}, {_t(args[1])}) -> {_t((m, n))}"]
    values.append(("%0", (m, n)))
    for i in range(1, rng.randint(2, max_ops)):
        name, shape = rng.choice(values[2:])
        kind = rng.choice(("tanh", "add", "transpose", "multiply"))
        if kind == "tanh":
            lines.append(f"  %{i} = stablehlo.tanh {name} : {_t(shape)}")
        elif kind == "transpose":
            shape = (shape[1], shape[0])
            lines.append(f"  %{i} = stablehlo.transpose {name}, dims = [1, 0] : "
                         f"({_t(shape[::-1])}) -> {_t(shape)}")
        else:
            same = [v for v, s in values[2:] if s == shape]
            other = rng.choice(same)
            lines.append(f"  %{i} = stablehlo.{kind} {name}, {other} : {_t(shape)}")
        values.append((f"%{i}", shape))
    last, shape = values[-1]
    head = (f"func.func public @main(%arg0: {_t(args[0])}{attrs[0]}, %arg1: {_t(args[1])}"
            f"{attrs[1]}) -> {_t(shape)} {{")
    return "\n".join([f"module {{\n{MESH}", head, *lines, f"  return {last} : {_t(shape)}",
                      "}\n}\n"])


def exhaustive_minimum(problem: StrategyProblem, limit: int = 3_000_000) -> float:
    """The least cost over every assignment that keeps all assumption groups (no memory
    limit, no tiers): every combination of allowed strategies, priced with numpy."""
    p = problem.with_groups(None)
    allowed = [np.flatnonzero(np.isfinite(p.node_costs(i))) for i in range(p.num_nodes)]
    total = int(np.prod([len(a) for a in allowed], dtype=np.float64))
    assert total <= limit, f"{total} assignments"
    grids = np.meshgrid(*allowed, indexing="ij")
    a = np.stack([g.ravel() for g in grids], axis=1)  # (total, n) local indices
    cost = p.node_cost[p.offsets[:-1] + a].sum(axis=1)
    k = p.num_strategies
    for e, (u, v) in enumerate(p.edge_nodes):
        cost = cost + p.edge_cost[p.edge_offsets[e] + a[:, u] * k[v] + a[:, v]]
    return float(cost.min())
