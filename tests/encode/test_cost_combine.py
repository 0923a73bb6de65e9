"""XLA's all-reduce combiner in the cost model: independent all-reduces over the same
devices share one latency in the evaluator; in the encoder, a block's sink reductions,
and each set of independent neighbouring reductions, pay it once per class of devices,
through combiner nodes."""

from __future__ import annotations

import pytest

import planner
from planner.encode.cost.combining import has_reduction_factor, sink_reductions
from planner.encode.cost.cost_model import CostModel
from planner.encode.cost.hardware import load_hardware

HEAD = """module {
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func public @main(%a: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, %b: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %c: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %w: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<64x128xf32>, tensor<128x64xf32>) -> tensor<64x64xf32>
"""
INDEPENDENT = HEAD + """  %1 = stablehlo.dot_general %a, %c, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<64x128xf32>, tensor<128x64xf32>) -> tensor<64x64xf32>
  return %0, %1 : tensor<64x64xf32>, tensor<64x64xf32>
}
}
"""
CHAINED = HEAD + """  %t = stablehlo.tanh %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"x"}]>]>} : tensor<64x64xf32>
  %1 = stablehlo.dot_general %t, %w, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  return %0, %1 : tensor<64x64xf32>, tensor<64x64xf32>
}
}
"""
# One all-reduce of a 64x64 f32 partial sum over "x" (2 devices): 2 * 16 KiB * 1/2 sent.
AR_BYTES = 16384
ALPHA, BW = 5e-6, 450e9


def test_independent_all_reduces_share_one_latency() -> None:
    report = planner.cost(planner.parse(INDEPENDENT))
    ar = report.collectives["all_reduce"]
    assert (ar.count, ar.bytes_per_device) == (1, 2 * AR_BYTES)
    assert ar.seconds == pytest.approx(ALPHA + 2 * AR_BYTES / BW, rel=1e-12)
    assert report.collective_count == 1


def test_dependent_all_reduces_each_pay_their_latency() -> None:
    report = planner.cost(planner.parse(CHAINED))
    ar = report.collectives["all_reduce"]
    assert (ar.count, ar.bytes_per_device) == (2, 2 * AR_BYTES)
    assert ar.seconds == pytest.approx(2 * ALPHA + 2 * AR_BYTES / BW, rel=1e-12)


def _dots(text: str) -> tuple[CostModel, list]:
    module = planner.parse(text)
    func = module.funcs()["main"]
    dots = [op for op in func.body.ops if op.name == "stablehlo.dot_general"]
    return CostModel(load_hardware("h100-8"), module.meshes()), dots


def test_sink_reductions_are_those_no_contraction_waits_for() -> None:
    model, dots = _dots(INDEPENDENT)
    block = dots[0].parent
    assert sink_reductions(block, has_reduction_factor) == {id(d) for d in dots}
    # two sinks: their latency is the combiner nodes' to pay, not theirs
    assert [model.all_reduce_alpha_scale(d) for d in dots] == [0.0, 0.0]
    assert [model.sink_parent(d) for d in dots] == [None, None]
    model, dots = _dots(CHAINED)
    assert sink_reductions(dots[0].parent, has_reduction_factor) == {id(dots[1])}
    # a lone sink combines with nothing: it pays its whole latency
    assert [model.all_reduce_alpha_scale(d) for d in dots] == [1.0, 1.0]


def _gradients(n: int, axes: tuple[str, ...] = ("x",)) -> str:
    def sharding(i: int) -> str:
        return '{"' + axes[i % len(axes)] + '"}'
    args = ", ".join(f'%g{i}: tensor<128x64xf32> {{sdy.sharding = #sdy.sharding<@mesh, '
                     f'[{sharding(i)}, {{}}]>}}' for i in range(n))
    dots = "".join(f"  %d{i} = stablehlo.dot_general %a, %g{i}, contracting_dims = [1] x [0] : "
                   "(tensor<64x128xf32>, tensor<128x64xf32>) -> tensor<64x64xf32>\n"
                   for i in range(n))
    results = ", ".join(["tensor<64x64xf32>"] * n)
    return (f'module {{\nsdy.mesh @mesh = <["x"=2, "y"=2]>\nfunc.func public @main(%a: '
            f'tensor<64x128xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{}}, {{}}]>}}, '
            f'{args}) -> ({results}) {{\n{dots}  return '
            + ", ".join(f"%d{i}" for i in range(n)) + f" : {results}\n}}\n}}\n")


@pytest.mark.parametrize(("n", "axes"), [(4, ("x",)), (2, ("x", "y")), (5, ("y", "x", "x"))])
def test_a_gradient_set_pays_one_latency_per_class_exactly(n: int, axes: tuple[str, ...]
                                                          ) -> None:
    result = planner.plan(_gradients(n, axes), time_limit=5, memory_weight=0)
    enc, a = result.encoding, result.assignment
    combiners = [i for i, node in enumerate(enc.nodes) if node.kind == "combiner"]
    present = sorted(enc.nodes[i].label for i in combiners if a[i] == 1)
    ar = result.report.cost.collectives.get("all_reduce")
    assert (ar.count if ar else 0) == len(present)  # one combined all-reduce per class used
    assert result.report.solver.objective_s == pytest.approx(result.report.cost.step_time_s,
                                                             rel=1e-9)


# A mean and then a variance over a long dimension sharded along "x" (gathering it would
# cost more than two latencies): two sink reductions, the second waiting for the first's
# all-reduce.
MOMENTS = """module {
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func public @main(%x: tensor<16777216x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<1xf32>, tensor<1xf32>) {
  %z = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %m = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0] : (tensor<16777216x1xf32>, tensor<f32>) -> tensor<1xf32>
  %b = stablehlo.broadcast_in_dim %m, dims = [1] : (tensor<1xf32>) -> tensor<16777216x1xf32>
  %c = stablehlo.subtract %x, %b : tensor<16777216x1xf32>
  %s = stablehlo.multiply %c, %c : tensor<16777216x1xf32>
  %v = stablehlo.reduce(%s init: %z) applies stablehlo.add across dimensions = [0] : (tensor<16777216x1xf32>, tensor<f32>) -> tensor<1xf32>
  return %m, %v : tensor<1xf32>, tensor<1xf32>
}
}
"""


def test_a_sink_waiting_for_another_pays_its_own_latency() -> None:
    module = planner.parse(MOMENTS)
    reduces = [op for op in module.funcs()["main"].body.ops if op.name == "stablehlo.reduce"]
    model = CostModel(load_hardware("h100-8"), module.meshes())
    assert [model.sink_parent(r) for r in reduces] == [None, reduces[0]]
    result = planner.plan(MOMENTS, time_limit=5, memory_weight=0)
    ar = result.report.cost.collectives["all_reduce"]
    assert ar.count == 2  # not combined: the variance waits for the mean
    assert result.report.solver.objective_s == pytest.approx(result.report.cost.step_time_s,
                                                             rel=1e-9)


def test_a_sinks_reduction_pays_its_share_of_the_latency() -> None:
    model, dots = _dots(INDEPENDENT)
    from planner.model.rules import rule_for

    rule = rule_for(dots[0])
    assert rule is not None and rule.reduction
    full = model.priced(_cost(), ("x",), model.default_mesh())
    half = model.priced(_cost(), ("x",), model.default_mesh(), alpha_scale=0.5)
    assert full.seconds - half.seconds == pytest.approx(ALPHA / 2, rel=1e-12)


def _cost():  # type: ignore[no-untyped-def]
    from planner.model.dialects.collective_bytes import CollectiveCost

    return CollectiveCost(AR_BYTES, 2, "all_reduce")


# Two independent dots whose partial sums end sharded along "x": two reduce-scatters (each
# device's operand is the 64x64 f32 partial sum, 16 KiB), then the replicated results'
# two all-gathers.
SCATTERED = HEAD.replace('#sdy.sharding_per_value<[<@mesh, [{}, {}]>]>',
                         '#sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>') + """\
  %1 = stablehlo.dot_general %a, %c, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : (tensor<64x128xf32>, tensor<128x64xf32>) -> tensor<64x64xf32>
  return %0, %1 : tensor<64x64xf32>, tensor<64x64xf32>
}
}
"""


def _counts(**profile: object) -> dict[str, tuple[int, int]]:
    hw = load_hardware("h100-8").model_copy(update=profile)
    report = planner.cost(planner.parse(SCATTERED), hardware=hw)
    return {k: (v.count, v.bytes_per_device) for k, v in report.collectives.items()}


def test_reduce_scatters_combine_as_the_profile_says() -> None:
    # the XLA oracle's CPU pipeline: an all-reduce and a slice each, combined into one
    # all-reduce; all-gathers are not combined
    assert _counts() == {"reduce_scatter": (1, 2 * AR_BYTES), "all_gather": (2, AR_BYTES)}
    # XLA's GPU pipeline: reduce-scatters, combined; all-gathers too
    gpu = {"fused_reduce_scatter": True, "combine_all_gathers": True,
           "combine_threshold_bytes": 30 * 2**20 + 7}
    assert _counts(**gpu) == {"reduce_scatter": (1, AR_BYTES), "all_gather": (1, AR_BYTES)}
    # ...up to the size threshold: two 16 KiB operands do not fit in 20 KB
    assert _counts(**{**gpu, "combine_threshold_bytes": 20_000}) == {
        "reduce_scatter": (2, AR_BYTES), "all_gather": (2, AR_BYTES)}


def _projections(closing_sink: bool = False) -> str:
    """Three projections of ``a`` summed on (a layer's query, key and value: siblings),
    then contracted again; ``closing_sink``: a sum of the first projection, which nothing
    contracts, runs before the second."""
    w = 'tensor<4096x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}'
    dot = "stablehlo.dot_general %a, %w{i}, contracting_dims = [1] x [0] : " \
          "(tensor<8x4096xf32>, tensor<4096x8xf32>) -> tensor<8x8xf32>"
    sink = "  %z = stablehlo.constant dense<0.0> : tensor<f32>\n" \
           "  %s = stablehlo.reduce(%p0 init: %z) applies stablehlo.add across " \
           "dimensions = [0, 1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<f32>\n"
    body = "".join(f"  %p{i} = {dot.format(i=i)}\n" + (sink if closing_sink and i == 0 else "")
                   for i in range(3))
    results = "tensor<8x8xf32>, tensor<f32>" if closing_sink else "tensor<8x8xf32>"
    return f"""module {{
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func public @main(%a: tensor<8x4096xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{}}, {{"x"}}]>}}, %w0: {w}, %w1: {w}, %w2: {w}, %m: tensor<8x8xf32>) -> ({results}) {{
{body}  %q = stablehlo.add %p0, %p1 : tensor<8x8xf32>
  %r = stablehlo.add %q, %p2 : tensor<8x8xf32>
  %o = stablehlo.dot_general %r, %m, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  return %o{", %s" if closing_sink else ""} : {results}
}}
}}
"""


def test_sibling_reductions_are_independent_neighbours() -> None:
    from planner.encode.cost.combining import sibling_reductions

    module = planner.parse(_projections())
    block = module.funcs()["main"].body
    dots = [op for op in block.ops if op.name == "stablehlo.dot_general"]
    sinks = sink_reductions(block, has_reduction_factor)
    assert sinks == {id(dots[3])}
    assert sibling_reductions(block, has_reduction_factor, sinks) == [dots[:3]]
    model = CostModel(load_hardware("h100-8"), module.meshes())
    assert [model.combined_set(d) for d in dots] == [1, 1, 1, None]
    assert [model.all_reduce_alpha_scale(d) for d in dots] == [0.0, 0.0, 0.0, 1.0]
    # A sink that waits for the first projection's all-reduce closes the set there.
    module = planner.parse(_projections(closing_sink=True))
    block = module.funcs()["main"].body
    dots = [op for op in block.ops if op.name == "stablehlo.dot_general"]
    assert sibling_reductions(block, has_reduction_factor,
                              sink_reductions(block, has_reduction_factor)) == [dots[1:3]]


def test_sibling_all_reduces_pay_one_latency_exactly() -> None:
    result = planner.plan(_projections(), time_limit=5, memory_weight=0, baseline="none")
    cost = result.report.cost
    # Each projection all-reduces its partial sums (cheaper than gathering ``a``); XLA
    # combines the three into one collective.
    assert cost.collectives["all_reduce"].count == 1
    assert result.report.solver.objective_s == pytest.approx(cost.step_time_s, rel=1e-9)
