"""The plan's HTML page: tiles and devices per tensor as visualize_array_sharding draws
them, the sections a user reads, and (where Chromium is installed) a page that renders."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest

import planner
import planner.cli
from planner.encode.cost.units import format_seconds
from planner.model.sharding.mesh import MeshAttr, MeshAxis
from planner.model.text.parser import Parser
from planner.planning.html_page import tile_devices

EXAMPLE = Path(planner.__file__).parent / "examples" / "mlp.mlir"
MESH = MeshAttr((MeshAxis("data", 2), MeshAxis("model", 4)))


def _sharding(dims: str) -> planner.TensorSharding:
    s = Parser(f"#sdy.sharding<@mesh, {dims}>", "<test>").parse_attr()
    assert isinstance(s, planner.TensorSharding)
    return s


@pytest.mark.parametrize(("dims", "rank", "tiles", "some"), [
    ('[{"data"}, {"model"}]', 2, (2, 4), {(0, 0): [0], (0, 3): [3], (1, 0): [4]}),
    ('[{}, {"data", "model"}]', 2, (1, 8), {(0, 0): [0], (0, 5): [5]}),
    ('[{"model"}, {}]', 2, (4, 1), {(0, 0): [0, 4], (3, 0): [3, 7]}),
    ('[{}, {}, {"model":(2)2}]', 3, (1, 2), {(0, 0): [0, 1, 4, 5], (0, 1): [2, 3, 6, 7]}),
    ('[{"data"}]', 1, (2, 1), {(1, 0): [4, 5, 6, 7]}),
    ("[]", 0, (1, 1), {(0, 0): list(range(8))}),
])
def test_each_tile_names_the_devices_that_hold_it(dims, rank, tiles, some) -> None:  # type: ignore[no-untyped-def]
    got_tiles, held = tile_devices(_sharding(dims), MESH, rank)
    assert got_tiles == tiles
    for tile, devices in some.items():
        assert held[tile] == devices
    assert sorted(d for ds in held.values() for d in ds) == list(range(8))


def test_an_explicit_device_order_is_the_one_drawn() -> None:
    mesh = MeshAttr((MeshAxis("x", 2),), (1, 0))
    assert tile_devices(_sharding('[{"x"}]'), mesh, 1)[1] == {(0, 0): [1], (1, 0): [0]}


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory) -> Path:
    result = planner.plan(EXAMPLE, time_limit=3)
    out = tmp_path_factory.mktemp("page") / "plan.html"
    planner.report(result, out, explain=["w2"])
    return out


def test_the_page_shows_every_section_and_the_tensors_by_their_names(page: Path) -> None:
    text = page.read_text()
    for heading in ("Where the step time goes", "By collective kind", "Memory over the "
                    "schedule", "Live at the peak", "Time against memory", "Tensors", "Why"):
        assert heading in text
    # w2 (256 x 1024 floats, dimension 0 on "model"): four tiles of two devices each
    w2 = text.split("data-name='%w2'")[1].split("</table>")[0]
    assert '&lt;@mesh, [{&quot;model&quot;}, {}]&gt;' in w2
    assert [c.split(">")[1] for c in w2.split("<td")[1:]] == ["0,4</td", "1,5</td",
                                                               "2,6</td", "3,7</td"]
    assert "w2: &lt;@mesh, [{&quot;model&quot;}, {}]&gt;" in text  # the --explain answer
    assert "(chosen)" in text


def test_the_cli_writes_the_page(tmp_path: Path) -> None:
    out = tmp_path / "p.html"
    assert planner.cli.main(["plan", str(EXAMPLE), "--time-limit", "3", "-o",
                             str(tmp_path / "o.mlir"), "--html", str(out)]) == 0
    assert out.read_text().startswith("<!doctype html>")


@pytest.mark.skipif(shutil.which("chromium") is None, reason="needs chromium")
def test_the_page_renders_in_headless_chromium(page: Path, tmp_path: Path) -> None:
    shot = tmp_path / "page.png"
    subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu",
                    f"--screenshot={shot}", "--window-size=1200,1600", page.as_uri()],
                   check=True, capture_output=True, timeout=120)
    matplotlib = pytest.importorskip("matplotlib.image")
    pixels = matplotlib.imread(str(shot))
    assert pixels.shape[:2] == (1600, 1200)
    ink = (pixels[..., :3] < 0.5).any(axis=2).mean()  # dark pixels: text, bars, grids
    assert 0.005 < ink < 0.5
    assert len(np.unique(pixels.reshape(-1, pixels.shape[-1]), axis=0)) > 20  # colours


def test_report_draws_a_planned_module_from_its_file(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    planned, out = tmp_path / "o.mlir", tmp_path / "p.html"
    assert planner.cli.main(["plan", str(EXAMPLE), "-o", str(planned)]) == 0
    step = planner.cost(planned).step_time_s
    assert planner.cli.main(["report", str(planned), "--html", str(out),
                             "--explain", "w2"]) == 0
    text = out.read_text()
    # The plan in the file, priced as `planner cost` prices it, every tensor where it is.
    assert f"step time <b>{format_seconds(step)}</b>" in text
    w2 = text.split("data-name='%w2'")[1].split("</table>")[0]
    assert '&lt;@mesh, [{&quot;model&quot;}, {}]&gt;' in w2
    assert "open-intermediates" not in text
    capsys.readouterr()
    # A module that is no plan yet is refused, in one line.
    assert planner.cli.main(["report", str(EXAMPLE), "--html", str(out)]) == 1
    assert capsys.readouterr().err.endswith(
        "error: 5 of 7 values of the entry function carry no sharding: this is no plan "
        "yet (planner plan decides them)\n")


def test_the_step_time_by_layer_sums_the_objective_over_the_ops_layers() -> None:
    from planner.planning.html_page import _seconds_by_layer, render
    from tests.model.test_name_scopes import SCOPED

    result = planner.plan(SCOPED, time_limit=3, baseline="none")
    by_layer = _seconds_by_layer(result.encoding, result.problem, result.assignment)
    assert set(by_layer) <= {"layers_0", "layers_1", "(arguments and results)",
                             "(outside any scope)", "(combined all-reduces)"}
    assert by_layer["layers_0"] > 0 and by_layer["layers_1"] > 0
    assert sum(by_layer.values()) == pytest.approx(result.solution.cost, rel=1e-9)
    section = render(result).split("<h3>By layer")[1].split("</table>")[0]
    assert section.index("layers_0") < section.index("layers_1")  # in program order
    assert format_seconds(by_layer["layers_1"]) in section


def test_a_program_without_name_stacks_says_so_in_place_of_layers(page: Path) -> None:
    assert "carry no name-stack locations" in page.read_text()
