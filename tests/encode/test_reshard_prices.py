"""Bulk reshard pricing (``reshard_prices``) against pricing pair by pair.

Every candidate sharding of a tensor on 2-, 3- and 4-axis meshes, every pair: the bulk
matrix must be the very same floats as ``EdgeTable.reshard_seconds`` pair by pair (plus the
copy's bytes) while pairs are lowered exactly; past ``EXACT_PAIRS`` the moves priced by
formula are never dearer than Shardy's exact lowering, about half of it at least, and equal
(within 1 %) for four pairs in five on a 4-axis mesh. Pairs that add some axes and drop
others cost what the decoded plan pays for them (the least of a gather and Shardy's
lowering), within the outline's error.
"""

from __future__ import annotations

import random

import numpy as np
import pytest

import planner.encode.problem.reshard_prices as rp
from planner.encode.cost.cost_model import CostModel
from planner.encode.cost.hardware import load_hardware
from planner.encode.problem.candidates import tensor_candidates
from planner.encode.problem.reshard_edges import EdgeTable, gather_route
from planner.model.ir.types import TensorType
from planner.model.sharding.axis import AxisRef
from planner.model.sharding.mesh import MeshAttr, MeshAxis

MESHES = {
    "2x4": (("data", 2), ("model", 4)),
    "2x2x2": (("data", 2), ("fsdp", 2), ("model", 2)),
    "2x2x2x2": (("a", 2), ("b", 2), ("c", 2), ("d", 2)),
}


def _setup(mesh_axes: tuple[tuple[str, int], ...], shape: tuple[int, ...],
           hardware: str = "h100-8") -> tuple[EdgeTable, TensorType, tuple, rp.OptionTable]:
    mesh = MeshAttr(tuple(MeshAxis(n, s) for n, s in mesh_axes))
    model = CostModel(load_hardware(hardware), {"mesh": mesh})
    table = EdgeTable(model)
    t = TensorType(shape, "f32")
    options = tuple(tensor_candidates(shape, "mesh", mesh, mesh.axis_names, orders=True))
    return table, t, options, rp.OptionTable(options, t, model, rp.Interner())


def _one_by_one(table: EdgeTable, options: tuple, t: TensorType) -> np.ndarray:
    shape = tuple(t.shape)
    out = np.zeros((len(options), len(options)))
    for i, a in enumerate(options):
        for j, b in enumerate(options):
            if a != b:
                out[i, j] = table.reshard_seconds(a, b, shape, t.element_type)
    return out


@pytest.mark.parametrize(("mesh", "shape", "hardware"), [
    ("2x4", (8, 16, 32), "h100-8"),
    ("2x2x2", (8, 4, 6), "h100-cluster"),
    ("2x2x2", (4, 4), "h100-8"),
    ("2x2x2", (), "h100-8"),
])
def test_bulk_prices_equal_pairwise(mesh: str, shape: tuple[int, ...], hardware: str,
                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(rp, "EXACT_PAIRS", 10**9)
    table, t, options, opts = _setup(MESHES[mesh], shape, hardware)
    exact = lambda a, b: table.reshard_seconds(a, b, tuple(t.shape), t.element_type)  # noqa: E731
    bulk = rp.price_matrix(opts, opts, exact)
    assert len(options) > 3 or not shape
    assert np.array_equal(bulk, _one_by_one(table, options, t))


def test_moves_by_formula_stay_within_exact_lowering(monkeypatch: pytest.MonkeyPatch) -> None:
    table, t, options, opts = _setup(MESHES["2x2x2x2"], (8, 16))
    exact = lambda a, b: table.reshard_seconds(a, b, tuple(t.shape), t.element_type)  # noqa: E731
    monkeypatch.setattr(rp, "EXACT_PAIRS", 10**9)
    reference = rp.price_matrix(opts, opts, exact)
    monkeypatch.setattr(rp, "EXACT_PAIRS", 0)
    outlined = rp.price_matrix(opts, opts, exact)
    differ = outlined != reference
    ratio = outlined[differ] / reference[differ]
    assert differ.sum() > 1000  # the formula did price the moves
    assert ratio.min() >= 0.49 and ratio.max() <= 1.001  # exact rounds bytes
    assert np.mean(np.abs(ratio - 1) < 0.01) >= 0.8
    # Pairs the gather formula covers are untouched by the threshold.
    grow = options.index(options[0]), options.index(
        next(o for o in options if o.dims[0].axes == (AxisRef("a"),) and
             all(not d.axes for d in o.dims[1:])))
    assert outlined[grow] == reference[grow] == 0.0  # a local slice


@pytest.mark.parametrize(("mesh", "shape"), [
    ((("data", 8), ("fsdp", 16), ("seq", 4), ("model", 4)), (8, 2048, 8192)),
    ((("data", 4), ("fsdp", 4), ("seq", 4), ("model", 4)), (8, 2048, 4096)),
    ((("data", 8), ("fsdp", 16), ("seq", 8), ("model", 4), ("expert", 2)), (16, 4096, 8192)),
])
def test_adding_and_dropping_axes_costs_what_the_decoded_plan_pays(
        mesh: tuple[tuple[str, int], ...], shape: tuple[int, ...]) -> None:
    table, _, options, _ = _setup(mesh, shape)
    draw, ratios = random.Random(0), []
    while len(ratios) < 300:
        a, b = draw.choice(options), draw.choice(options)
        route = gather_route(a, b)
        if route is None:
            continue
        paid = min(table.model.reshard_seconds(a, b, shape, "f32"),
                   table.gather_route_seconds(a, route, shape, "f32"))
        priced = table.reshard_seconds(a, b, shape, "f32")
        assert (priced == 0) == (paid == 0)
        if paid:
            ratios.append(priced / paid)
    r = np.array(ratios)
    assert 0.9 <= r.mean() <= 1.2
    assert r.min() >= 0.1 and r.max() <= 5
    assert np.mean(np.abs(r - 1) < 0.25) >= 0.55


def test_axis_atoms_are_sets_of_mesh_coordinates() -> None:
    mesh = MeshAttr((MeshAxis("x", 4), MeshAxis("y", 6)))
    atoms = rp.axis_atoms(mesh)
    x, x1, x2 = AxisRef("x"), AxisRef.of("x", 1, 2), AxisRef.of("x", 2, 2)
    assert atoms.mask(x) == atoms.mask(x1) | atoms.mask(x2)  # type: ignore[operator]
    assert atoms.mask(x1) & atoms.mask(x2) == 0  # type: ignore[operator]
    assert atoms.refs(atoms.mask(x) | atoms.mask(AxisRef("y"))) == (x, AxisRef("y"))  # type: ignore[operator]
    assert atoms.refs(atoms.mask(x2)) == (x2,)  # type: ignore[arg-type]
    assert atoms.mask(AxisRef.of("y", 1, 3)) is None  # splits y's atoms (2, then 3)
    assert atoms.refs(atoms.mask(AxisRef.of("y", 2, 3))) == (AxisRef.of("y", 2, 3),)  # type: ignore[arg-type]
