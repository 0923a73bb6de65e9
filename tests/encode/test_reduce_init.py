"""A reduce whose init is not its reducer's identity never has its reduced dimensions
sharded: XLA counts the init once per shard (a sum of 16 values from 100 over 4 devices
gives the sum plus 400), the program means it once."""

from __future__ import annotations

import pytest

import planner
from planner.encode.problem.reduce_init import identity_init
from planner.model.text.io import parse_module


def reduce(init: str, body: str = "stablehlo.add", t: str = "f32",
           constant: str = "0.000000e+00") -> str:
    return (
        'sdy.mesh @mesh = <["x"=4]>\n'
        f"func.func @main(%a: tensor<16x{t}> {{sdy.sharding = #sdy.sharding<@mesh, "
        f'[{{"x"}}]>}}, %i: tensor<{t}>) -> tensor<{t}> {{\n'
        f"  %c = stablehlo.constant dense<{constant}> : tensor<{t}>\n"
        f"  %0 = stablehlo.reduce(%a init: {init}) applies {body} across dimensions = [0] : "
        f"(tensor<16x{t}>, tensor<{t}>) -> tensor<{t}>\n"
        f"  return %0 : tensor<{t}>\n}}\n")


@pytest.mark.parametrize(("text", "identity"), [
    (reduce("%c"), True),
    (reduce("%i"), False),  # an argument: any value
    (reduce("%c", constant="1.000000e+00"), False),
    (reduce("%c", "stablehlo.multiply", constant="1.000000e+00"), True),
    (reduce("%c", "stablehlo.maximum", constant="0xFF800000"), True),  # -inf
    (reduce("%c", "stablehlo.maximum"), False),
    (reduce("%c", "stablehlo.maximum", "bf16", "0xFF80"), True),
    (reduce("%c", "stablehlo.minimum", "i32", "2147483647"), True),
    (reduce("%c", "stablehlo.add", "i32", "0"), True),
])
def test_the_identities_of_reducers(text: str, identity: bool) -> None:
    op = next(o for o in parse_module(text).walk() if o.name == "stablehlo.reduce")
    assert identity_init(op) is identity


@pytest.mark.parametrize(("init", "collectives"), [("%i", {"all_gather"}),
                                                   ("%c", {"all_reduce"})])
def test_planned_reduces_compute_what_the_program_means(init: str,
                                                        collectives: set[str]) -> None:
    # The argument's batch stays sharded as annotated; with an init of any value the
    # reduce gathers it first, with the identity it all-reduces partial sums.
    result = planner.plan(reduce(init), baseline="none", time_limit=5)
    used = {k for k, s in result.report.cost.collectives.items() if s.count}
    assert used == collectives
    assert planner.simulate(result.module).ok
