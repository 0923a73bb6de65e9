"""The random reshards of tests/model/test_collectives.py, checked by their numbers: a
program that reshards its argument from one random sharding to another, partitioned by
the ``partition`` pipeline and run on the simulated mesh, returns its input exactly (any
lost, duplicated or misplaced shard shows)."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.tensor_sharding import TensorSharding
from planner.model.text.io import parse_module
from planner.runtime.simulate import simulate
from tests.model.test_collectives import meshes, shardings


def program(mesh: MeshAttr, shape: tuple[int, ...], src: TensorSharding,
            dst: TensorSharding) -> str:
    t = "tensor<" + "".join(f"{d}x" for d in shape) + "f32>"
    return f"""sdy.mesh @m = {mesh.stripped()}
func.func @main(%arg0: {t} {{sdy.sharding = #sdy.sharding{src.stripped()}}}) -> ({t} {{sdy.sharding = #sdy.sharding{dst.stripped()}}}) {{
  %0 = sdy.reshard %arg0 {dst.stripped()} : {t}
  return %0 : {t}
}}"""


@settings(max_examples=80, deadline=None)
@given(st.data())
def test_random_reshards_move_every_element_to_its_place(data: st.DataObject) -> None:
    mesh = data.draw(meshes((2, 4)))
    rank = data.draw(st.integers(1, 2))
    # multiples of the device count: function inputs and outputs must divide
    shape = tuple(mesh.num_devices * k for k in
                  data.draw(st.lists(st.integers(1, 2), min_size=rank, max_size=rank)))
    src, dst = data.draw(shardings(mesh, rank)), data.draw(shardings(mesh, rank))
    x = np.arange(int(np.prod(shape)), dtype=np.float32).reshape(shape)
    result = simulate(parse_module(program(mesh, shape, src, dst), "<reshard>"),  # type: ignore[arg-type]
                      [x])
    assert np.array_equal(result.outputs[0], x), (src, dst)
    if src.same_dim_axes(dst):
        assert not result.counters.by_kind
