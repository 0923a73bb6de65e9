"""Pins as users write them: values by their source names, shardings in sdy's syntax, as
a JAX PartitionSpec or as its entries alone; each wrong one refused by what is wrong."""

from __future__ import annotations

from pathlib import Path

import pytest

import planner
from planner.model.dialects.value_sharding import value_sharding
from planner.model.ir.diagnostics import PlannerError

EXAMPLE = Path(planner.__file__).parent / "examples" / "mlp.mlir"
W2_ON_MODEL = '#sdy.sharding<@mesh, [{"model"}, {}]>'


def _arg2(pin: str) -> str:
    r = planner.plan(EXAMPLE, pins=(pin,), time_limit=3, baseline="none")
    return str(r.module.entry_function().arg_sharding(2))


@pytest.mark.parametrize("pin", [
    'arg2=<@mesh, [{"model"}, {}]>', "w2=P('model', None)", "%w2=P('model')",
    "arg2=model,None", "w2=model", "w2=jax.sharding.PartitionSpec('model')",
])
def test_one_sharding_written_every_way(pin: str) -> None:
    assert _arg2(pin) == W2_ON_MODEL


def test_a_dimension_on_two_axes() -> None:
    two = '#sdy.sharding<@mesh, [{"data", "model"}, {}]>'
    assert _arg2("w2=P(('data', 'model'), None)") == two
    assert _arg2("w2=data+model,None") == two


def test_an_intermediate_value_by_its_name() -> None:
    r = planner.plan(EXAMPLE, pins=("h=P(None, 'data')",), time_limit=3, baseline="none")
    h = next(op for op in r.module.walk() if op.name == "stablehlo.dot_general")
    assert str(value_sharding(h.results[0])) == '#sdy.sharding<@mesh, [{}, {"data"}]>'


@pytest.mark.parametrize(("pin", "message"), [
    ("w2=P('modle')", "pin w2: unknown axis 'modle' (the mesh @mesh has 'data', 'model')"),
    ("w2=P('model', None, None)", "pin w2: 3 dimensions given, the value has 2"),
    ("w2=P(1)", "pin w2: 1 is not an axis name, None or a tuple of names"),
    ("w2=P(model)", "pin w2: 'model' is not a PartitionSpec's entries (names in quotes, "
                    "None, or tuples of names)"),
    ("nope=P()", "pin nope: no value named 'nope' (argN, resultN, a name of the program, "
                 "like %x, or an argument's location, like JAX's params['w'])"),
    ('w2=<@nomesh, [{"model"}, {}]>', "pin w2: unknown mesh @nomesh (the module has @mesh)"),
    ('w2=<@mesh, [{"model"}, {}]> extra', "pin w2: unexpected 'extra' after the sharding"),
])
def test_a_wrong_pin_says_what_is_wrong(pin: str, message: str) -> None:
    with pytest.raises(PlannerError) as e:
        planner.plan(EXAMPLE, pins=(pin,), time_limit=3, baseline="none")
    assert e.value.message == message
