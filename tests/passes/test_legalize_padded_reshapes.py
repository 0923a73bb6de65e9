"""planner-legalize-padded-reshapes: a reshape that splits or merges an unevenly sharded
(padded) dimension is computed whole, so the partitioned program computes what the global
one does; one that passes a padded dimension through stays local."""

from __future__ import annotations

import pytest

from planner.model.text.io import parse_module
from planner.passes import run_passes
from planner.passes.planner.legalize_padded_reshapes import passed_through
from planner.runtime.simulate import simulate


def reshape(src: tuple[int, ...], dst: tuple[int, ...], ins: str, outs: str,
            mesh: str = '"x"=4') -> str:
    def t(shape: tuple[int, ...]) -> str:
        return "tensor<" + "x".join(map(str, shape)) + "xi32>"

    return (f"sdy.mesh @mesh = <[{mesh}]>\n"
            f"func.func @main(%a: {t(src)} {{sdy.sharding = #sdy.sharding<@mesh, {ins}>}}) -> "
            f"({t(dst)} {{sdy.sharding = #sdy.sharding<@mesh, {outs}>}}) {{\n"
            f"  %0 = stablehlo.reshape %a {{sdy.sharding = #sdy.sharding_per_value<[<@mesh, "
            f"{outs}>]>}} : ({t(src)}) -> {t(dst)}\n"
            f"  return %0 : {t(dst)}\n}}\n")


def test_the_dimensions_a_reshape_passes_through() -> None:
    assert passed_through((8, 6), (2, 4, 6)) == {1: 2}
    assert passed_through((4, 3, 5), (4, 15)) == {0: 0}
    assert passed_through((12,), (3, 4)) == {}
    assert passed_through((2, 3), (2, 3)) == {0: 0, 1: 1}


SPLITS = [((n,), (a, n // a)) for n in (12, 16, 18) for a in (2, 3, 4, 6, 8, 9)
          if n % a == 0 and 1 < a < n]


@pytest.mark.parametrize(("src", "dst"), [*SPLITS, *((d, s) for s, d in SPLITS)])
@pytest.mark.parametrize("major", [True, False])
def test_splits_and_merges_of_sharded_dimensions_compute_the_global_result(
        src: tuple[int, ...], dst: tuple[int, ...], major: bool) -> None:
    one, two = ('[{"x"}]', '[{"x"}, {}]' if major else '[{}, {"x"}]')
    ins, outs = (one, two) if len(src) == 1 else (two, one)
    result = simulate(parse_module(reshape(src, dst, ins, outs), "<case>"))  # type: ignore[arg-type]
    assert result.ok, [c for c in result.checks if not c.ok]


def test_a_padded_dimension_passed_through_stays_local() -> None:
    # 6 over 4 devices is padded; the reshape keeps that dimension whole on both sides,
    # so no reshape runs whole (no replicated sdy.reshard around it).
    module = parse_module(reshape((8, 6), (2, 4, 6), '[{}, {"x"}]', '[{}, {}, {"x"}]'))
    run_passes(module, ["planner-legalize-padded-reshapes"])
    assert not [op for op in module.walk() if op.name == "sdy.reshard"]
    split = parse_module(reshape((12,), (3, 4), '[{"x"}]', '[{"x"}, {}]'))
    run_passes(split, ["planner-legalize-padded-reshapes"])
    assert [str(op.properties["sharding"]) for op in split.walk()
            if op.name == "sdy.reshard"] == ["#sdy.sharding<@mesh, [{}]>",
                                             '#sdy.sharding<@mesh, [{"x"}, {}]>']
