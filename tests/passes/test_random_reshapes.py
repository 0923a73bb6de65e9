"""Random reshapes of sharded tensors, partitioned by the ``partition`` pipeline and run on
the simulated mesh: splits and merges of dimensions, shardings that do and do not divide
them, sub-axes, and custom device orders. The per-device program must compute exactly
what the global one does (any misplaced or padded element shows)."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from planner.model.sharding.axis import AxisRef
from planner.model.sharding.mesh import MeshAttr, MeshAxis
from planner.model.sharding.tensor_sharding import DimSharding, TensorSharding
from planner.model.text.io import parse_module
from planner.runtime.simulate import simulate
from tests.model.test_collectives import shardings


@st.composite
def meshes(draw: st.DrawFn) -> MeshAttr:
    """One to three axes of 2, 3 or 4 devices (at most 16 in all), in a random device
    order or the default one."""
    sizes = draw(st.lists(st.sampled_from((2, 3, 4)), min_size=1, max_size=3)
                 .filter(lambda s: math.prod(s) <= 16))
    axes = tuple(MeshAxis(name, size) for name, size in zip("pqr", sizes, strict=False))
    order = draw(st.permutations(range(math.prod(sizes))))
    return MeshAttr(axes, tuple(order) if draw(st.booleans()) else ())


@st.composite
def reshapes(draw: st.DrawFn) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Two groupings of the same factors: every split and merge a reshape can do."""
    factors = draw(st.lists(st.integers(2, 6), min_size=1, max_size=4))

    def grouping() -> tuple[int, ...]:
        cuts = sorted(draw(st.sets(st.integers(1, len(factors) - 1), max_size=2))) \
            if len(factors) > 1 else []
        bounds = [0, *cuts, len(factors)]
        return tuple(math.prod(factors[a:b]) for a, b in itertools.pairwise(bounds))
    return grouping(), grouping()


def program(mesh: MeshAttr, src: tuple[int, ...], dst: tuple[int, ...],
            arg: TensorSharding, mid: TensorSharding) -> str:
    def t(shape: tuple[int, ...]) -> str:
        return "tensor<" + "".join(f"{d}x" for d in shape) + "i32>"

    whole = TensorSharding.unsharded("m", len(dst)).stripped()
    return f"""sdy.mesh @m = {mesh.stripped()}
func.func @main(%arg0: {t(src)} {{sdy.sharding = #sdy.sharding{arg.stripped()}}}) -> ({t(dst)} {{sdy.sharding = #sdy.sharding{whole}}}) {{
  %0 = stablehlo.reshape %arg0 {{sdy.sharding = #sdy.sharding_per_value<[{mid.stripped()}]>}} : ({t(src)}) -> {t(dst)}
  %1 = stablehlo.add %0, %0 {{sdy.sharding = #sdy.sharding_per_value<[{mid.stripped()}]>}} : {t(dst)}
  return %1 : {t(dst)}
}}"""


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_random_reshapes_compute_the_global_result(data: st.DataObject) -> None:
    mesh = data.draw(meshes())
    src, dst = data.draw(reshapes())
    arg = data.draw(shardings(mesh, len(src)))
    mid = data.draw(shardings(mesh, len(dst)))
    x = np.arange(math.prod(src), dtype=np.int32).reshape(src)
    result = simulate(parse_module(program(mesh, src, dst, arg, mid), "<reshape>"),  # type: ignore[arg-type]
                      [x])
    assert np.array_equal(result.outputs[0], 2 * x.reshape(dst)), (mesh, src, dst, arg, mid)


def _sh(*dims: tuple[str, ...]) -> TensorSharding:
    return TensorSharding("m", tuple(DimSharding(tuple(AxisRef(a) for a in d)) for d in dims))


# Found by the test above: a gather that must leave a padded dimension whole is sliced
# back to a sharding that does not divide the true size either (padded again); and a
# compound dimension whose major factor overflows keeps its minor factors unsharded.
FOUND = [
    ((("p", 2), ("q", 2), ("r", 3)), (3,), (3,), _sh(("r",)), _sh(("p", "q"))),
    ((("p", 4), ("q", 4)), (3, 2, 2), (12,), _sh(("p",), (), ("q",)), _sh(("p", "q"))),
]


@pytest.mark.parametrize(("axes", "src", "dst", "arg", "mid"), FOUND)
def test_reshapes_found_before(axes: tuple[tuple[str, int], ...], src: tuple[int, ...],
                               dst: tuple[int, ...], arg: TensorSharding,
                               mid: TensorSharding) -> None:
    mesh = MeshAttr(tuple(MeshAxis(n, s) for n, s in axes))
    x = np.arange(math.prod(src), dtype=np.int32).reshape(src)
    result = simulate(parse_module(program(mesh, src, dst, arg, mid), "<reshape>"),  # type: ignore[arg-type]
                      [x])
    assert np.array_equal(result.outputs[0], 2 * x.reshape(dst))
