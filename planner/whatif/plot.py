"""Charts of a what-if study (extra ``plot``): where each variant's step time goes, and
what it costs in memory."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from planner.encode.cost.units import BYTE_UNITS, TIME_UNITS, unit_for
from planner.files import atomic_output
from planner.model.ir.diagnostics import PlannerError, path_loc
from planner.whatif.variants import VariantResult

if TYPE_CHECKING:
    from planner.whatif.mesh_search import MeshResult, MeshSearch

# Bars whose heights span more than this factor are drawn on a log axis.
LOG_SPAN = 100


def plot(results: Sequence[VariantResult], path: str | Path) -> None:
    """Two panels: step time split into compute and communication per variant (stacked
    bars), and step time against peak memory (one point per variant; with a memory-cap
    sweep, the points of one mesh are joined into its trade-off curve). A PNG, written at
    ``path`` exactly; a name with another suffix is refused."""
    done = [r for r in results if r.step_time_s is not None]
    if not done:
        raise PlannerError("no variant was planned, nothing to plot", path_loc(path))
    _save(lambda plt: figure(plt, done), path)


def plot_search(search: MeshSearch, path: str | Path) -> None:
    """A mesh search's planned meshes: step time against peak memory, one point each,
    the best and the next few named. A PNG at ``path``, as :func:`plot`."""
    done = [r for r in search.results if r.step_time_s is not None]
    if not done:
        raise PlannerError("no mesh was planned, nothing to plot", path_loc(path))
    _save(lambda plt: search_figure(plt, search, done), path)


def _save(draw: Any, path: str | Path) -> None:
    suffix = Path(path).suffix.lower()
    if suffix and suffix != ".png":
        raise PlannerError(f"the plot is a PNG image: name it .png, not {Path(path).suffix}",
                           path_loc(path))
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise PlannerError("--plot needs the 'plot' extra: pip install 'planner[plot]'",
                           path_loc(path)) from None
    fig = draw(plt)
    with atomic_output(path) as f:  # the exact path given, PNG whatever its name
        fig.savefig(f, format="png", dpi=110)
    plt.close(fig)


# The meshes a search's chart names, best first.
NAMED_MESHES = 5


def search_figure(plt: Any, search: MeshSearch, done: Sequence[MeshResult]) -> Any:
    """The panel of :func:`plot_search` for the planned meshes ``done`` (best first)."""
    t_name, t_size = unit_for((r.step_time_s or 0.0 for r in done), TIME_UNITS)
    m_name, m_size = unit_for((r.peak_memory_bytes or 0 for r in done), BYTE_UNITS)
    fig, ax = plt.subplots(figsize=(9, 5.6), layout="constrained")
    xs = [(r.peak_memory_bytes or 0) / m_size for r in done]
    ys = [(r.step_time_s or 0.0) / t_size for r in done]
    ax.scatter(xs[1:], ys[1:], s=18, color="#4c72b0", alpha=0.6, label="planned meshes")
    ax.scatter(xs[:1], ys[:1], s=60, color="#c44e52", label="the best")
    for r, x, y in list(zip(done, xs, ys, strict=True))[:NAMED_MESHES]:
        ax.annotate(r.mesh, (x, y), fontsize=7, xytext=(4, 3), textcoords="offset points")
    if min(ys) > 0 and max(ys) / min(ys) > LOG_SPAN:
        ax.set_yscale("log")
    ax.set_xlabel(f"peak memory per device ({m_name})")
    ax.set_ylabel(f"estimated step time ({t_name})")
    certificate = "" if search.certificate is None else \
        f"; certificate {search.certificate:.2%}"
    ax.set_title(f"{search.space} meshes of {search.devices} devices on {search.hardware}"
                 f"{certificate}")
    ax.grid(alpha=0.3)
    ax.legend(fontsize=8)
    return fig


def figure(plt: Any, done: Sequence[VariantResult]) -> Any:
    """The two panels of :func:`plot` for the planned variants ``done``."""
    labels = [r.variant.label for r in done]
    # one unit per axis, by magnitude: an axis of 0.00013-0.00014 ms reads as 130-140 ns
    t_name, t_size = unit_for((r.step_time_s or 0.0 for r in done), TIME_UNITS)
    m_name, m_size = unit_for((r.peak_memory_bytes or 0 for r in done), BYTE_UNITS)
    compute = [(r.compute_s or 0.0) / t_size for r in done]
    comm = [(r.communication_s or 0.0) / t_size for r in done]
    fig, (bars, curve) = plt.subplots(1, 2, figsize=(14, 5.2), layout="constrained")
    x = list(range(len(done)))
    totals = [a + b for a, b in zip(compute, comm, strict=True)]
    bars.bar(x, compute, label="compute", color="#4c72b0")
    bars.bar(x, comm, bottom=compute, label="communication", color="#dd8452")
    for i, total in zip(x, totals, strict=True):  # each bar's value, whatever its height
        bars.annotate(f"{total:.3g}", (i, total), ha="center", va="bottom", fontsize=8,
                      xytext=(0, 2), textcoords="offset points")
    if min(totals) > 0 and max(totals) / min(totals) > LOG_SPAN:
        bars.set_yscale("log")  # else the fastest variant's bar would not show
        bars.set_ylim(min(min(totals), min((c for c in compute if c > 0),
                                           default=min(totals))) / 3, max(totals) * 3)
    else:
        bars.set_ylim(0, max(totals) * 1.12)  # room for the labels
    bars.set_xticks(x, labels, rotation=30, ha="right", fontsize=8)
    bars.set_ylabel(f"estimated step time ({t_name})")
    bars.set_title("Where the step time goes")
    bars.legend(loc="lower left", bbox_to_anchor=(0, 1.06), ncols=2, fontsize=8)
    by_mesh: dict[str, list[VariantResult]] = {}
    for r in done:
        by_mesh.setdefault(f"{r.variant.mesh or 'as written'} | {r.variant.hardware}", []).append(r)
    fronts = False
    for k, (name, group) in enumerate(by_mesh.items()):
        colour = f"C{k % 10}"
        front = max((r.front for r in group), key=len)  # the uncapped plan's, usually
        if len(front) > 1:  # the plans priced on the way
            curve.plot([m / m_size for _, m in front], [t / t_size for t, _ in front],
                       linestyle="--", color=colour, marker=".", alpha=0.6)
            fronts = True
        group = sorted(group, key=lambda r: r.peak_memory_bytes or 0)
        curve.plot([(r.peak_memory_bytes or 0) / m_size for r in group],
                   [(r.step_time_s or 0.0) / t_size for r in group], marker="o",
                   color=colour, linestyle="-" if len(group) > 1 else "none", label=name)
    if fronts:
        curve.plot([], [], linestyle="--", color="0.4", marker=".",
                   label="dashed: the plans priced on the way")
    curve.set_xlabel(f"peak memory per device ({m_name})")
    curve.set_ylabel(f"estimated step time ({t_name})")
    curve.set_title("Step time against memory")
    curve.grid(alpha=0.3)
    curve.legend(fontsize=8, loc="upper left", bbox_to_anchor=(1.02, 1))  # beside, not over
    return fig
