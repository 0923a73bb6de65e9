"""Layout ties: a result that keeps an argument's sharding, because the argument's buffer
is donated to it or because the caller ties them (a training step's new state)."""

from __future__ import annotations

import pytest

from planner.model.ir.diagnostics import PlannerError
from planner.planning.plan import PlanConflict, plan

# w's update from a batch: left alone, the planner leaves w whole and shards the new w.
STEP = """sdy.mesh @mesh = <["x"=2, "y"=4]>
func.func @main(%w: tensor<64x256xf32>{W}, %b: tensor<16x64xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{"x"}}, {{}}]>}}) -> (tensor<64x256xf32>{R}, tensor<f32>) {{
  %y = stablehlo.dot_general %b, %w, contracting_dims = [1] x [0] : (tensor<16x64xf32>, tensor<64x256xf32>) -> tensor<16x256xf32>
  %g = stablehlo.dot_general %b, %y, contracting_dims = [0] x [0] : (tensor<16x64xf32>, tensor<16x256xf32>) -> tensor<64x256xf32>
  %n = stablehlo.subtract %w, %g : tensor<64x256xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%y init: %z) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x256xf32>, tensor<f32>) -> tensor<f32>
  return %n, %s : tensor<64x256xf32>, tensor<f32>
}}
"""


def _step(w: str = "", r: str = "") -> str:
    return STEP.format(W=w and f" {{{w}}}", R=r and f" {{{r}}}")


def _io(text: str, **kw: object) -> tuple[str, str]:
    func = plan(text, time_limit=5, memory_weight=0, **kw).module.entry_function()  # type: ignore[arg-type]
    return str(func.arg_sharding(0)), str(func.result_sharding(0))


def test_untied_the_new_state_is_laid_out_otherwise() -> None:
    arg, result = _io(_step())
    assert arg != result  # what the ties below must prevent


@pytest.mark.parametrize("donation", ["tf.aliasing_output = 0 : i32", "jax.buffer_donor = true"])
def test_a_donated_argument_keeps_its_sharding_on_the_result_that_takes_its_buffer(
        donation: str) -> None:
    arg, result = _io(_step(w=donation))
    assert arg == result


def test_a_tie_asked_for_holds_and_is_reported() -> None:
    r = plan(_step(), time_limit=5, memory_weight=0, ties=("result0=arg0",))
    func = r.module.entry_function()
    assert str(func.arg_sharding(0)) == str(func.result_sharding(0))
    assert [(a.name, a.status) for a in r.report.annotations if "keeps" in a.name] == \
        [("result 0 keeps the sharding of argument 0 (tied)", "holds")]


def test_a_tie_against_the_annotations_is_a_conflict_named_by_the_tie() -> None:
    text = _step(w='sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>',
                 r='sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}]>')
    with pytest.raises(PlanConflict) as e:
        plan(text, time_limit=5, ties=("result0=arg0",))
    assert any("result 0 keeps the sharding of argument 0 (tied)" in line
               for line in e.value.diagnostics())


@pytest.mark.parametrize(("tie", "message"), [
    ("result0=arg1", "tie result0=arg1: result 0 is tensor<64x256xf32>, argument 1 is "
                     "tensor<16x64xf32>: only values of one type keep one layout"),
    ("result2=arg0", "tie result2=arg0: the entry function has 2 arguments and 2 results"),
    ("result0=arg9", "tie result0=arg9: the entry function has 2 arguments and 2 results"),
])
def test_a_tie_that_cannot_be_is_refused(tie: str, message: str) -> None:
    with pytest.raises(PlannerError) as e:
        plan(_step(), time_limit=5, ties=(tie,))
    assert e.value.message == message


def test_ties_are_written_result_equals_argument() -> None:
    with pytest.raises(PlannerError, match="ties are resultJ=argI strings"):
        plan(_step(), time_limit=5, ties=("arg0=result0",))
