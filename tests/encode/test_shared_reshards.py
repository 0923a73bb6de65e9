"""Reshards as the solver prices them: a copy several consumers share is made once, and a
reshard priced as a gather then a slice runs so where Shardy's lowering costs more."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

import planner
from planner.encode.cost.cost_model import CostModel
from planner.encode.cost.hardware import load_hardware
from planner.encode.problem.reshard_edges import EdgeTable, gather_route
from planner.model.ir.types import TensorType
from planner.model.sharding.axis import AxisRef
from planner.model.sharding.mesh import MeshAttr, MeshAxis
from planner.model.sharding.tensor_sharding import DimSharding, TensorSharding
from planner.planning.decode import _route

# Two consumers that must read the whole of a row-sharded argument.
TWO_READERS = """module {
sdy.mesh @mesh = <["x"=4]>
func.func public @main(%a: tensor<1024x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<1024x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<1024x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
  %0 = stablehlo.tanh %a : tensor<1024x1024xf32>
  %1 = stablehlo.exponential %a : tensor<1024x1024xf32>
  return %0, %1 : tensor<1024x1024xf32>, tensor<1024x1024xf32>
}
}
"""


def test_two_consumers_share_one_gathered_copy() -> None:
    r = planner.plan(TWO_READERS, time_limit=5, baseline="none")
    gathers = r.report.cost.collectives["all_gather"]
    assert gathers.count == 1  # one copy, not one gather per consumer
    assert r.report.solver.objective_s == pytest.approx(r.report.cost.step_time_s, rel=1e-9)
    shared = [i for i, n in enumerate(r.encoding.nodes) if n.kind == "shared"]
    assert len(shared) == 1
    chosen = r.encoding.nodes[shared[0]].candidates[int(r.assignment[shared[0]])]
    assert chosen.dims == (DimSharding(()), DimSharding(()))
    assert r.text().count("sdy.reshard") == 1


MESH = MeshAttr(tuple(MeshAxis(n, 4) for n in ("data", "fsdp", "seq", "model")))


def _sharding(*dims: tuple[str | AxisRef, ...]) -> TensorSharding:
    return TensorSharding("mesh", tuple(DimSharding(tuple(
        a if isinstance(a, AxisRef) else AxisRef(a) for a in d)) for d in dims))


def test_a_reshard_that_adds_and_drops_axes_goes_through_a_gather() -> None:
    half = AxisRef.of("model", 1, 2)
    have = _sharding(("data", half), ("fsdp", "seq"), (), (), ())
    need = _sharding(("data",), ("fsdp", "seq", "model"), (), (), ())
    assert gather_route(have, need) == _sharding(("data",), ("fsdp", "seq"), (), (), ())
    assert gather_route(have, have) is None  # nothing added nor dropped
    assert gather_route(_sharding(("data",), ()), _sharding((), ("data",))) is None  # a move
    # Shardy lowers this pair to a permute and an all_to_all, dearer than the gather
    # (and the free slice after it) the encoder priced: the decoder routes it so.
    model = CostModel(load_hardware("h100-8"), {"mesh": MESH})
    enc = SimpleNamespace(edges=EdgeTable(model))
    t = TensorType((8, 2048, 32, 1, 128), "bf16")
    priced = enc.edges.reshard_seconds(have, need, tuple(t.shape), t.element_type)
    lowered = model.reshard_seconds(have, need, tuple(t.shape), t.element_type)
    assert priced < lowered
    v = SimpleNamespace(type=t)  # what _route reads of the value
    assert _route(enc, have, need, v) == (gather_route(have, need),)  # type: ignore[arg-type]
    moved = _sharding(("fsdp", "seq"), ("data", half), (), (), ())  # same axes elsewhere
    assert _route(enc, have, moved, v) == ()  # type: ignore[arg-type]


@pytest.mark.parametrize("name", ["gpt2_2x2x2_sc", "train_gpt1bf16_4x2_sc", "conv_2x4_sc"])
def test_a_plan_decoded_into_a_copy_is_the_plan_decoded_in_place(name: str) -> None:
    # Pricing another plan decodes it into a copy of the module: the original stays as
    # encoded, and the copy reads exactly as the same plan decoded in place.
    from pathlib import Path

    from planner.model.text.io import print_module
    from planner.planning.decode import ModuleCopy, decode
    from planner.planning.plan import prepare
    from planner.solve.solution import SolveOptions
    from planner.solve.solver import solve

    path = Path(__file__).resolve().parents[1] / "programs" / f"{name}.mlir"
    p = prepare(path)
    sol = solve(p.problem, SolveOptions(time_limit=2, deterministic=True))
    assert sol.assignment is not None
    encoded = print_module(p.module)
    copy = ModuleCopy.of(p.module)
    reshards = decode(p.encoding, sol.assignment, copy)
    assert reshards > 0 and print_module(p.module) == encoded
    in_place = prepare(path)
    assert decode(in_place.encoding, sol.assignment) == reshards
    assert print_module(copy.module) == print_module(in_place.module)


def test_a_reshard_that_slices_then_moves_an_axis_is_priced_as_shardy_lowers_it() -> None:
    # Batch-sharded activations to sequence- and hidden-sharded ones on a 2,048-device
    # mesh: Shardy slices the hidden axes first, then moves "data" by an all_to_all of a
    # sliver of the shard; gathering "data" first would send the whole of it, 8 times.
    mesh = MeshAttr((MeshAxis("data", 8), MeshAxis("fsdp", 16), MeshAxis("seq", 4),
                     MeshAxis("model", 4)))
    model = CostModel(load_hardware("h100-8"), {"mesh": mesh})
    enc = SimpleNamespace(edges=EdgeTable(model))
    have = _sharding(("data",), (), ())
    need = _sharding((), ("data",), ("fsdp", "seq", "model"))
    shape = (8, 2048, 8192)
    lowered = model.reshard_seconds(have, need, shape, "bf16")
    assert [c.kind for c in model.reshard_comms(have, need, shape, "bf16")] == \
        ["all_slice", "all_to_all"]
    priced = enc.edges.reshard_seconds(have, need, shape, "bf16")
    assert priced == pytest.approx(lowered, rel=1e-6)
    route = gather_route(have, need)
    assert route is not None
    assert enc.edges.gather_route_seconds(have, route, shape, "bf16") > 50 * lowered
    v = SimpleNamespace(type=TensorType(shape, "bf16"))
    assert _route(enc, have, need, v) == ()  # type: ignore[arg-type]  # Shardy's, as priced
