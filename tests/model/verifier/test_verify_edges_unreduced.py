"""Verifier: the propagation debug attributes (``sdy.propagation_edges`` and its arrays), and
the reduction operator of unreduced axes across reshards, constraints and reductions."""

from __future__ import annotations

from collections.abc import Callable

import pytest

MESH = 'sdy.mesh @m = <["a"=2, "b"=4]>\n'
SHARDED = '{sdy.sharding = #sdy.sharding<@m, [{"a"}]>}'

# What jaxlib 0.10.2 says (see test_verify_meshes): it rejects, or can't read the input.
JAX, SYNTAX = "rejects", "syntax"


def _negate(attrs: str, arg_attrs: str = SHARDED) -> str:
    """A function whose one op (a negate) carries ``attrs``."""
    return MESH + f"""func.func @f(%arg0: tensor<8xf32> {arg_attrs}) -> tensor<8xf32> {{
  %0 = stablehlo.negate %arg0 {{{attrs}}} : tensor<8xf32>
  return %0 : tensor<8xf32>
}}
"""


def _edges(entry: str) -> str:
    return f"sdy.propagation_edges = #sdy.propagation_edges<[{{step-0 = [{entry}]}}]>"


def _move(arg_sharding: str, line: str) -> str:
    """``line`` (defining %0 from %arg0, sharded ``arg_sharding``) in a function."""
    return MESH + f"""func.func @f(%arg0: tensor<8x8xf32> {{sdy.sharding = {arg_sharding}}}) -> tensor<8x8xf32> {{
  {line}
  return %0 : tensor<8x8xf32>
}}
"""


MAX_B = '#sdy.sharding<@m, [{"a"}, {}], unreduced=max{"b"}>'

INVALID = [
    pytest.param(_negate(_edges('{"a" = operand-0 -> [result-2]}')),
                 "t.mlir:3:8: error: 'stablehlo.negate' op propagation edge result-2 is out of "
                 "range: the op has 1 result", JAX, id="edge-result-out-of-range"),
    pytest.param(_negate('sdy.sharding = #sdy.sharding_per_value<[<@m, [{"a"}]>]>, '
                         + _edges('{"a" = operand-1 -> [result-0]}')),
                 "t.mlir:3:8: error: 'stablehlo.negate' op propagation edge operand-1 is out of "
                 "range: the op has 1 operand", JAX, id="edge-operand-out-of-range"),
    pytest.param(_negate(_edges('{"c" = operand-0 -> [result-0]}')),
                 "t.mlir:3:8: error: 'stablehlo.negate' op sdy.propagation_edges: axis \"c\" is "
                 "not in the mesh of the values it refers to", JAX, id="edge-axis-not-in-mesh"),
    pytest.param(_negate(_edges('{"a" = operand-0 -> [result-0]}'), ""),
                 "t.mlir:3:8: error: 'stablehlo.negate' op sdy.propagation_edges must refer to a "
                 "value with a sharding", JAX, id="edges-without-sharding"),
    pytest.param(_negate("sdy.propagation_edges = 3 : i64"),
                 "t.mlir:3:8: error: 'stablehlo.negate' op sdy.propagation_edges must be a "
                 "#sdy.propagation_edges, got 3 : i64", JAX, id="edges-wrong-kind"),
    pytest.param(_negate("sdy.result_propagation_edges = [3]"),
                 "t.mlir:3:8: error: 'stablehlo.negate' op sdy.result_propagation_edges must be an "
                 "array of #sdy.propagation_edges, got [3]", JAX, id="edge-array-wrong-kind"),
    # jaxlib 0.10.2 can't read `unreduced=max{...}` (the dialect document and Shardy's
    # current source have it), so these follow Shardy's source and jaxlib says "syntax".
    pytest.param(_move(MAX_B, '%0 = sdy.sharding_constraint %arg0 <@m, [{"a"}, {}], '
                       'unreduced={"b"}> : tensor<8x8xf32>'),
                 "t.mlir:3:8: error: 'sdy.sharding_constraint' op cannot change the reduction "
                 "operator of kept unreduced axes from 'max' to 'sum'", SYNTAX,
                 id="constraint-changes-reduction"),
    pytest.param(_move(MAX_B, '%0 = sdy.reshard %arg0 <@m, [{"a"}, {}], '
                       'unreduced=min{"b":(1)2}> : tensor<8x8xf32>'),
                 "t.mlir:3:8: error: 'sdy.reshard' op cannot change the reduction operator of "
                 "kept unreduced axes from 'max' to 'min'", SYNTAX,
                 id="reshard-changes-reduction-of-sub-axis"),
    pytest.param(_move('#sdy.sharding<@m, [{"a"}, {}]>', '%0 = sdy.sharding_constraint %arg0 '
                       '<@m, [{"a"}, {}], unreduced=max{"b"}> : tensor<8x8xf32>'),
                 "t.mlir:3:8: error: 'sdy.sharding_constraint' op cannot introduce 'max' "
                 "unreduced axes; expected 'sum'", SYNTAX, id="constraint-introduces-max"),
    pytest.param(_move(MAX_B, '%0 = sdy.all_reduce {"b"} %arg0 out_sharding=<@m, [{"a"}, {}]> : '
                       'tensor<8x8xf32>'),
                 "t.mlir:3:8: error: 'sdy.all_reduce' op cannot reduce 'max' unreduced axes; "
                 "expected 'sum'", SYNTAX, id="all-reduce-sum-of-max-axes"),
    pytest.param(_move('#sdy.sharding<@m, [{}, {}], unreduced=max{"a", "b"}>',
                       '%0 = sdy.reduce_scatter min [{"a"}, {}] %arg0 out_sharding=<@m, '
                       '[{"a"}, {}], unreduced=min{"b"}> : tensor<8x8xf32>'),
                 "t.mlir:3:8: error: 'sdy.reduce_scatter' op cannot reduce 'max' unreduced axes; "
                 "expected 'min'", SYNTAX, id="reduce-scatter-min-of-max-axes"),
]

VALID = [
    pytest.param(_negate('sdy.sharding = #sdy.sharding_per_value<[<@m, [{"a"}]>]>, '
                         'sdy.propagation_edges = #sdy.propagation_edges<[{step-0 = [{"a" = '
                         'operand-0 -> [result-0]}]}, {step-3 = [{"b":(1)2 = result-0 -> '
                         '[operand-0]}, {"b" = result-0 -> [operand-0]}]}]>'),
                 id="propagation-edges"),
]

# Valid for Shardy's source, but not expressible in jaxlib 0.10.2 (no `unreduced=max`).
VALID_BEYOND_JAXLIB = [
    pytest.param(_move(MAX_B, '%1 = sdy.all_reduce max {"b"} %arg0 out_sharding=<@m, [{"a"}, {}]> '
                       ': tensor<8x8xf32>\n  %2 = sdy.sharding_constraint %1 <@m, [{"a"}, {}], '
                       'unreduced={"b"}> : tensor<8x8xf32>\n  %0 = sdy.reshard %2 <@m, [{"a"}, '
                       '{}], unreduced={"b"}> : tensor<8x8xf32>'),
                 id="max-reduced-then-sum-introduced"),
    pytest.param(_move(MAX_B, '%0 = sdy.reshard %arg0 <@m, [{}, {}], unreduced=max{"b"}> : '
                       'tensor<8x8xf32>'), id="reshard-keeps-max"),
]


@pytest.mark.parametrize("text", VALID_BEYOND_JAXLIB)
def test_valid_beyond_jaxlib(verify_text: Callable[[str], list[str]], text: str) -> None:
    assert verify_text(text) == []
