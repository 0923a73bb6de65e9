"""A plan as one self-contained HTML page (``planner plan --html``, ``planner.report``).

The page shows where every tensor went, drawn as ``jax.debug.visualize_array_sharding``
draws it (a grid of the tiles of its last two dimensions, each naming the devices that
hold it) and searchable by name; the step time by collective kind, by op kind and by
layer (the ops' name-stack locations, ``model.ir.name_scopes``); the
memory over the schedule with its peak and what is live there; the time-memory front
with the chosen plan; and the ``--explain`` answers. Plain HTML and SVG, no script but a
search box's filter, so that it opens anywhere and can be mailed.
"""

from __future__ import annotations

import html
from collections import defaultdict
from collections.abc import Callable, Mapping

import numpy as np

from planner.encode.cost.units import format_bytes, format_seconds
from planner.encode.problem.encoder import Encoding, NodeKind
from planner.model.dialects.ops import FuncOp
from planner.model.dialects.value_sharding import pinned_sharding
from planner.model.ir.core import Value
from planner.model.ir.name_scopes import layers
from planner.model.ir.types import TensorType
from planner.model.sharding.mesh import MeshAttr
from planner.model.sharding.tensor_sharding import TensorSharding
from planner.model.text.printer import Printer
from planner.planning.plan import PlanResult
from planner.solve.core.problem import StrategyProblem, chosen_pairs, usage_profile

# Tiles drawn per dimension at most, intermediates listed at most (the largest), device
# ids named per tile at most, values named at the memory peak.
MAX_TILES, MAX_TENSORS, MAX_DEVICES, LIVE_AT_PEAK = 16, 500, 4, 12
MAX_LAYERS = 200  # layers drawn at most
# The layer table's rows for what no layer holds.
COMBINED, ARGUMENTS, UNSCOPED = ("(combined all-reduces)", "(arguments and results)",
                                 "(outside any scope)")

_STYLE = """
body{font:14px/1.4 system-ui,sans-serif;margin:24px;color:#222;max-width:1200px}
h1{font-size:20px}h2{font-size:17px;margin-top:28px;border-bottom:1px solid #ddd}
table{border-collapse:collapse}td,th{padding:2px 8px;text-align:left;vertical-align:top}
th{background:#f3f3f3}.num{text-align:right;font-variant-numeric:tabular-nums}
.bar{background:#4878b8;height:12px;display:inline-block}
.tensor{display:inline-block;margin:8px 16px 8px 0;vertical-align:top}
.grid{border-collapse:collapse}.grid td{border:1px solid #555;font-size:11px;
text-align:center;padding:4px;min-width:34px}
.name{font-family:monospace}pre{background:#f7f7f7;padding:8px;white-space:pre-wrap}
input{font-size:14px;padding:4px;width:320px;display:block;margin:8px 0}
"""
_SEARCH = """
<script>function filt(q){q=q.toLowerCase();for(const e of document.querySelectorAll(
'.tensor'))e.style.display=e.dataset.name.toLowerCase().includes(q)?'':'none';}</script>
"""
_PALETTE = ("#dbe8f6", "#f6e2d3", "#dcefd9", "#efe0f2", "#f5f0c8", "#d6eeee", "#f2d9de",
            "#e4e4e4")


def render(result: PlanResult, explained: Mapping[str, str] | None = None) -> str:
    """The page of ``result`` (``explained``: ``--explain`` answers, by value name)."""
    parts = [f"<!doctype html><html><head><meta charset='utf-8'><title>plan of "
             f"{html.escape(result.module.entry_function().sym_name)}</title>"
             f"<style>{_STYLE}</style>{_SEARCH}</head><body>",
             _summary(result), _time(result), _memory(result), _front(result),
             _tensors(result)]
    if explained:
        parts.append("<h2>Why</h2>" + "".join(
            f"<pre>{html.escape(text)}</pre>" for text in explained.values()))
    return "\n".join(parts) + "</body></html>\n"


def _summary(result: PlanResult) -> str:
    r = result.report
    lines = html.escape(r.summary())
    return (f"<h1>Plan on mesh {html.escape(r.mesh)}</h1><p>step time "
            f"<b>{format_seconds(r.step_time_s)}</b>, peak memory "
            f"<b>{format_bytes(r.peak_memory_bytes)}</b> per device; solver "
            f"{html.escape(r.solver.status)}, gap {_gap(r.solver.gap)}</p>"
            f"<details><summary>the report as printed</summary><pre>{lines}</pre></details>")


def _gap(gap: float) -> str:
    return f"{100 * gap:.2f}%" if np.isfinite(gap) else "n/a"


def _bars(rows: list[tuple[str, float, str]]) -> str:
    """A table of labelled bars, scaled to the largest."""
    top = max((v for _, v, _ in rows), default=0.0) or 1.0
    body = "".join(f"<tr><td>{html.escape(k)}</td><td class=num>{text}</td><td><span "
                   f"class=bar style='width:{max(1, round(300 * v / top))}px'></span></td></tr>"
                   for k, v, text in rows)
    return f"<table>{body}</table>"


def _time(result: PlanResult) -> str:
    cost = result.report.cost
    kinds: list[tuple[str, float, str]] = [
        (k, s.seconds, f"{s.count} &times; {format_seconds(s.seconds)}")
             for k, s in sorted(cost.collectives.items(), key=lambda kv: -kv[1].seconds)]
    by_op = _seconds_by_op_kind(result.encoding, result.assignment)
    ops: list[tuple[str, float, str]] = [(k, v, format_seconds(v))
                                         for k, v in sorted(by_op.items(),
                                                            key=lambda kv: -kv[1])[:12]]
    return ("<h2>Where the step time goes</h2>"
            f"<p>compute {format_seconds(cost.compute_s)}, collectives "
            f"{format_seconds(cost.communication_s)} (the evaluator's account)</p>"
            f"<h3>By collective kind</h3>{_bars(kinds) if kinds else '<p>none</p>'}"
            "<h3>By op kind (the solver's model: each op's compute and the reshards into "
            f"it)</h3>{_bars(ops)}" + _by_layer(result))


def _by_layer(result: PlanResult) -> str:
    """The solver's objective by layer, in program order (a note where the program's ops
    carry no name-stack locations to group them by)."""
    by_layer = _seconds_by_layer(result.encoding, result.problem, result.assignment)
    if set(by_layer) <= {COMBINED, ARGUMENTS, UNSCOPED}:
        return ("<h3>By layer</h3><p>the program's ops carry no name-stack locations "
                "(JAX writes them with <code>lowered.as_text(debug_info=True)</code>)</p>")
    rows = [(k, v, format_seconds(v)) for k, v in list(by_layer.items())[:MAX_LAYERS]]
    return ("<h3>By layer (the solver's model: each layer's ops and the reshards into "
            "them, in program order; all-reduces XLA combines apart)</h3>" + _bars(rows))


def _seconds_by_layer(enc: Encoding, problem: StrategyProblem, assignment: np.ndarray
                      ) -> dict[str, float]:
    """The objective's seconds by the layer of each node's op (``name_scopes.layers``):
    its chosen strategy's, and each edge's chosen pair's at its later end (the reader)."""
    label_of = layers(n.op for n in enc.nodes if n.op is not None)

    def label(i: int) -> str:
        node = enc.nodes[i]
        if node.kind == NodeKind.COMBINER:
            return COMBINED
        if node.kind in (NodeKind.ARG, NodeKind.RESULT) or node.op is None:
            return ARGUMENTS
        return label_of[node.op] or UNSCOPED

    out: dict[str, float] = defaultdict(float)
    node_cost = problem.node_cost[problem.offsets[:-1] + assignment]
    for i, seconds in enumerate(node_cost.tolist()):
        out[label(i)] += seconds
    edge_cost = problem.edge_cost[chosen_pairs(problem, assignment)]
    readers = problem.edge_nodes.max(axis=1) if problem.num_edges else ()
    for reader, seconds in zip(readers, edge_cost.tolist(), strict=True):
        out[label(int(reader))] += seconds
    return out


def _seconds_by_op_kind(enc: Encoding, assignment: np.ndarray) -> dict[str, float]:
    """Each op kind's seconds in the solver's model: its nodes' chosen strategies'."""
    out: dict[str, float] = defaultdict(float)
    for i, node in enumerate(enc.nodes):
        if node.op is not None and node.kind == NodeKind.OP:
            out[node.op.name.split(".", 1)[-1]] += float(node.cost[assignment[i]])
    return out


def _memory(result: PlanResult) -> str:
    profile = usage_profile(result.problem, result.assignment)
    if not profile.size:
        return ""
    peak_step = int(profile.argmax())
    live = _live_at(result, peak_step)
    rows = "".join(f"<tr><td class=name>{html.escape(n)}</td><td class=num>"
                   f"{format_bytes(int(b))}</td></tr>" for n, b in live)
    return ("<h2>Memory over the schedule</h2>"
            f"<p>peak {format_bytes(result.report.peak_memory_bytes)} per device by the "
            f"evaluator; the solver's model (some reshard buffers aside) peaks at "
            f"{format_bytes(int(profile.max()))} at step {peak_step} of {profile.size}</p>"
            + _line_chart(profile, peak_step)
            + f"<h3>Live at the peak (the largest)</h3><table>{rows}</table>")


def _live_at(result: PlanResult, step: int) -> list[tuple[str, float]]:
    problem, enc, a = result.problem, result.encoding, result.assignment
    start, end = problem.intervals[:, 0], problem.intervals[:, 1]
    usage = problem.node_usage[problem.offsets[:-1] + a]
    live = np.flatnonzero((start <= step) & (step < end) & (usage > 0))
    names = _names(enc.func)
    out = []
    for i in live[np.argsort(-usage[live], kind="stable")][:LIVE_AT_PEAK]:
        node = enc.nodes[i]
        what = names(node.values[0]) if node.values else node.label
        kind = f" ({node.op.name})" if node.op is not None else ""
        out.append((what + kind, float(usage[i])))
    return out


def _line_chart(profile: np.ndarray, mark: int, width: int = 720, height: int = 160) -> str:
    top = float(profile.max()) or 1.0
    xs = np.linspace(0, width, len(profile)) if len(profile) > 1 else np.zeros(1)
    ys = height - profile / top * (height - 10)
    points = " ".join(f"{x:.1f},{y:.1f}" for x, y in zip(xs, ys, strict=True))
    x = xs[mark]
    return (f"<svg width={width + 80} height={height + 30} role=img>"
            f"<polyline fill=none stroke='#4878b8' stroke-width=1.5 points='{points}'/>"
            f"<line x1={x:.1f} x2={x:.1f} y1=0 y2={height} stroke='#c44' stroke-dasharray='4'/>"
            f"<text x={x + 4:.1f} y=12 fill='#c44'>peak {format_bytes(int(top))}</text>"
            f"<text x=0 y={height + 20}>schedule step 0</text>"
            f"<text x={width - 60} y={height + 20}>{len(profile) - 1}</text></svg>")


def _front(result: PlanResult) -> str:
    front = result.report.front
    if len(front) < 2:
        return ""
    chosen = (result.report.step_time_s, float(result.report.peak_memory_bytes))
    w, h = 520, 220
    ts = np.array([p.step_time_s for p in front])
    ms = np.array([p.peak_memory_bytes for p in front], float)

    def place(t: float, m: float) -> tuple[float, float]:
        fx = (t - ts.min()) / ((ts.max() - ts.min()) or 1.0)
        fy = (m - ms.min()) / ((ms.max() - ms.min()) or 1.0)
        return 60 + fx * (w - 120), h - 30 - fy * (h - 60)

    dots = []
    for p in front:
        x, y = place(p.step_time_s, p.peak_memory_bytes)
        mine = abs(p.step_time_s - chosen[0]) <= 1e-9 * max(chosen[0], 1e-30) and \
            abs(p.peak_memory_bytes - chosen[1]) <= 1e-6 * max(chosen[1], 1.0)
        dots.append(f"<circle cx={x:.1f} cy={y:.1f} r={7 if mine else 4} fill="
                    f"'{'#c44' if mine else '#4878b8'}'/><text x={x + 8:.1f} y={y - 6:.1f} "
                    f"font-size=11>{format_seconds(p.step_time_s)}, "
                    f"{format_bytes(p.peak_memory_bytes)}{' (chosen)' if mine else ''}</text>")
    return ("<h2>Time against memory</h2><p>the plans priced on the way: faster to the "
            "left, leaner lower down; the chosen one in red</p>"
            f"<svg width={w + 120} height={h} role=img><text x=60 y={h - 8}>step time "
            f"&rarr;</text><text x=0 y=20>peak &uarr;</text>{''.join(dots)}</svg>")


def _tensors(result: PlanResult) -> str:
    func = result.module.entry_function()
    mesh = result.encoding.mesh
    names = _names(func)
    body = func.body
    ret = body.terminator
    assert ret is not None
    values: list[tuple[str, Value]] = [(names(a), a) for a in body.args]
    values += [(f"result {i}", v) for i, v in enumerate(ret.operands)]
    inner = [(names(r), r) for op in body.ops
             if op.dialect != "sdy"  # (constraints, reshards: the value again)
             for r in op.results if isinstance(r.type, TensorType)]
    inner.sort(key=lambda nv: -_elements(nv[1]))
    values += inner[:MAX_TENSORS]
    cells = []
    for name, v in values:
        s = pinned_sharding(v)
        if s is None or not isinstance(v.type, TensorType):
            continue
        label = f"{html.escape(name)} {html.escape(str(v.type))}"
        cells.append(f"<div class=tensor data-name='{html.escape(name)}'><div class=name>"
                     f"{label}</div><div class=name>{html.escape(s.stripped())}</div>"
                     f"{_grid(v.type, s, mesh)}</div>")
    omitted = max(0, len(inner) - MAX_TENSORS)
    more = f"<p>({omitted} smaller intermediates not drawn)</p>" if omitted else ""
    return ("<h2>Tensors</h2><p>each tensor's last two dimensions cut into the tiles its "
            "sharding makes, each tile naming the devices that hold it</p>"
            "<input placeholder='find a tensor by name' oninput='filt(this.value)'>"
            + "".join(cells) + more)


def _names(func: FuncOp) -> Callable[[Value], str]:
    """A value's name: its source's (as the written plan keeps it), else its number in
    ``func`` as printed."""
    printer = Printer(source_names=True)
    printer.number(func)
    return printer.name


def _elements(v: Value) -> int:
    t = v.type
    return int(np.prod(t.static_shape)) if isinstance(t, TensorType) and t.is_static else 0


def tile_devices(sharding: TensorSharding, mesh: MeshAttr, rank: int
                 ) -> tuple[tuple[int, int], dict[tuple[int, int], list[int]]]:
    """The tiles of a tensor's last two dimensions (the first of a vector's, one of a
    scalar's): how many along each, and the devices (ids, in order) holding each tile."""
    sizes = [a.size for a in mesh.axes]
    ids = np.array(mesh.device_ids or range(mesh.num_devices))
    coords = np.unravel_index(np.arange(mesh.num_devices), sizes) if sizes else ()
    axis_of = {a.name: i for i, a in enumerate(mesh.axes)}
    dims = list(sharding.dims)[-2:] if rank >= 2 else [*sharding.dims[:1]] + [None] * (2 - rank)
    dims = dims + [None] * (2 - len(dims))
    tiles = []
    index = []
    for d in dims:
        count, at = 1, np.zeros(mesh.num_devices, np.int64)
        for ref in d.axes if d is not None else ():
            size = ref.size(mesh)
            coord = (coords[axis_of[ref.name]] // ref.pre_size) % size
            at, count = at * size + coord, count * size
        tiles.append(count)
        index.append(at)
    held: dict[tuple[int, int], list[int]] = defaultdict(list)
    for k in range(mesh.num_devices):
        held[(int(index[0][k]), int(index[1][k]))].append(int(ids[k]))
    return (tiles[0], tiles[1]), dict(held)


def _grid(t: TensorType, s: TensorSharding, mesh: MeshAttr) -> str:
    (rows, cols), held = tile_devices(s, mesh, t.rank)
    shown_r, shown_c = min(rows, MAX_TILES), min(cols, MAX_TILES)
    colours: dict[tuple[int, ...], str] = {}
    body = []
    for i in range(shown_r):
        cells = []
        for j in range(shown_c):
            devs = held.get((i, j), [])
            key = tuple(devs)
            colour = colours.setdefault(key, _PALETTE[len(colours) % len(_PALETTE)])
            label = ",".join(map(str, devs[:MAX_DEVICES])) + (
                f" +{len(devs) - MAX_DEVICES}" if len(devs) > MAX_DEVICES else "")
            cells.append(f"<td style='background:{colour}'>{label}</td>")
        body.append("<tr>" + "".join(cells) + "</tr>")
    cut = "" if (rows, cols) == (shown_r, shown_c) else \
        f"<div>({rows} &times; {cols} tiles; the first {shown_r} &times; {shown_c} drawn)</div>"
    return f"<table class=grid>{''.join(body)}</table>{cut}"
