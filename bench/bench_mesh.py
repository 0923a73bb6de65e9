"""Which mesh, at scale: ``planner whatif --devices N`` on generated 7B- and 70B-class
steps (``scale_models.py``: the ``test`` extra exports them with jax), over the roles
data, fsdp, seq and model, on 256, 2,048 and 8,192 devices.

Each row searches one program's meshes on one hardware profile: ``h100-cluster`` (nodes
of 8 GPUs on NVLink, InfiniBand between them: the topology) or ``h100-flat`` (the same
links, flat: the outermost real axis crosses nodes, every other axis stays inside).
It reports the size of the space (every mesh, and the unlike ones the search plans), how
many were planned, ruled out without a plan, and planned again in full, the wall time,
the best mesh and its certificate; then the meshes users commonly pick by hand, each
planned with the same options, and by how much the best beats the best of them (both
priced on the row's profile). Plans are the time optimum (``--memory-weight 0``), without
Shardy's plan (``--baseline none``).

``--xla`` checks the ranking instead: the project's own test programs searched on 8 and
16 devices with the ``xla-cpu`` profile, and the three best meshes' plans compiled by XLA
(``xla_roofline.py``, the same roofline): does XLA rank them as the search does (meshes
whose steps are within 1 % of each other count as tied)? Run::

    .venv/bin/python bench/bench_mesh.py                      # the default rows
    .venv/bin/python bench/bench_mesh.py --rows 7b:4:fwd:256:h100-cluster --time-limit 20
    .venv/bin/python bench/bench_mesh.py --xla
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from bench.bench_scale import export  # noqa: E402

ROLES = ("data", "fsdp", "seq", "model")
# Meshes users pick by hand: tensor parallelism inside a node, the rest data or fsdp.
HAND_PICKED = {
    256: ("data=32,fsdp=1,seq=1,model=8", "fsdp=32,data=1,seq=1,model=8",
          "data=4,fsdp=8,seq=1,model=8", "fsdp=256,data=1,seq=1,model=1",
          "data=8,fsdp=8,seq=1,model=4"),
    2048: ("data=256,fsdp=1,seq=1,model=8", "data=8,fsdp=32,seq=1,model=8",
           "data=16,fsdp=16,seq=1,model=8", "data=8,fsdp=16,seq=4,model=4"),
    8192: ("data=1024,fsdp=1,seq=1,model=8", "data=32,fsdp=32,seq=1,model=8",
           "data=8,fsdp=16,seq=8,model=8"),
}
DEFAULT_ROWS = ("7b:4:fwd:256:h100-cluster", "7b:4:fwd:256:h100-flat",
                "7b:4:train:256:h100-cluster")


def flat_cluster() -> object:
    """``h100-cluster``'s links without its topology: the outer-axis rule."""
    from planner.encode.cost.hardware import PRESETS

    cluster = PRESETS["h100-cluster"]
    return cluster.model_copy(update={"name": "h100-flat", "topology": (),
                                      "outer_axis_link": "ib"})


def profile(name: str) -> object:
    return flat_cluster() if name == "h100-flat" else name


def hand_picked(path: Path, devices: int, options: object) -> list[dict]:
    """Each hand-picked mesh planned as a user would: the same options, one plan."""
    import planner

    out = []
    for mesh in HAND_PICKED.get(devices, ()):
        try:
            r = planner.plan(path, options, mesh=mesh).report
            out.append({"mesh": mesh, "step_s": r.step_time_s,
                        "objective_s": r.solver.objective_s})
        except planner.PlannerError as e:
            out.append({"mesh": mesh, "error": e.message[:60]})
    return out


def run_row(row: str, cache: Path, time_limit: float, jobs: int) -> dict:
    import planner
    from planner.planning.options import PlanOptions

    size, layers, step, devices, hardware = row.split(":")
    path = export(size, int(layers), step, "base", cache)
    options = PlanOptions(time_limit=time_limit, memory_weight=0.0, baseline="none",
                          hardware=profile(hardware))
    t0 = time.monotonic()
    with tempfile.TemporaryDirectory() as work:
        search = planner.search_meshes(path, devices=int(devices), work=work,
                                       axes=list(ROLES), jobs=jobs, options=options)
    wall = time.monotonic() - t0
    rounds = [r.rounds for r in search.results]
    best = search.best
    hand = hand_picked(path, int(devices), options)
    hand_best = min((h for h in hand if "step_s" in h), key=lambda h: h["step_s"],
                    default=None)
    return {"row": row, "space": search.space, "unlike": len(search.results),
            "planned": sum(x >= 1 for x in rounds), "unplanned": rounds.count(0),
            "again": rounds.count(2), "wall_s": wall,
            "best": best.mesh if best else None,
            "best_step_s": best.step_time_s if best else None,
            "certificate": search.certificate, "uncertain": len(search.uncertain),
            "hand": hand, "hand_best": hand_best}


def table(rows: list[dict]) -> str:
    head = ("| program | devices | profile | meshes (unlike) | planned | ruled out unplanned | "
            "in full | wall s | best mesh | step ms | certificate | best hand-picked | "
            "step ms | hand / best |")
    out = [head, "|" + "---|" * 14]
    for r in rows:
        size, layers, step, devices, hardware = r["row"].split(":")
        if "error" in r:
            out.append(f"| {size} L{layers} {step} | {devices} | {hardware} | {r['error']} |")
            continue
        h = r["hand_best"] or {}
        cert = "-" if r["certificate"] is None else f"{r['certificate']:.2%}" + (
            f" ({r['uncertain']} over kept)" if r["uncertain"] else "")
        ratio = f"{h['step_s'] / r['best_step_s']:.3f}" if h and r["best_step_s"] else "-"
        best_ms = f"{r['best_step_s'] * 1e3:.4g}" if r["best_step_s"] else "-"
        hand_ms = f"{h['step_s'] * 1e3:.4g}" if h else "-"
        out.append(f"| {size} L{layers} {step} | {devices} | {hardware} | {r['space']} "
                   f"({r['unlike']}) | {r['planned']} | {r['unplanned']} | {r['again']} | "
                   f"{r['wall_s']:.0f} | {r['best']} | {best_ms} | {cert} | "
                   f"{h.get('mesh', '-')} | {hand_ms} | {ratio} |")
    return "\n".join(out) + "\n"


XLA_PROGRAMS = ("gpt8_2x4_tp", "gpt2_4x2_inputs_only", "mlp3_4x2_fsdp", "moe_2x4_tp",
                "train_gpt1_2x4_tp", "train_mlp2_2x4_fsdp")
TIED = 0.01  # steps within this share of each other: no order to agree on


def xla_agreement(name: str, devices: int, time_limit: float, jobs: int) -> dict:
    """The search's three best meshes of a test program, ranked by XLA too."""
    import planner
    from bench.xla_roofline import measure
    from planner.planning.options import PlanOptions

    path = REPO / "tests" / "programs" / f"{name}.mlir"
    options = PlanOptions(time_limit=time_limit, memory_weight=0.0, baseline="none",
                          hardware="xla-cpu")
    with tempfile.TemporaryDirectory() as work:
        search = planner.search_meshes(path, devices=devices, work=work, jobs=jobs,
                                       options=options)
        top = [r for r in search.results if r.plan is not None][:3]
        ours = [r.step_time_s or 0.0 for r in top]
        xla = [measure(Path(r.plan)).step_time_s for r in top]
    pairs = [(i, j) for i in range(len(top)) for j in range(i + 1, len(top))
             if ours[j] > ours[i] * (1 + TIED)]
    agree = all(xla[i] <= xla[j] * (1 + TIED) for i, j in pairs)
    return {"program": name, "devices": devices, "meshes": [r.mesh for r in top],
            "ours_s": ours, "xla_s": xla, "agree": agree, "ordered_pairs": len(pairs)}


def xla_table(rows: list[dict]) -> str:
    out = ["| program | devices | top 3 meshes | ours us | XLA us | XLA agrees (pairs) |",
           "|---|---|---|---|---|---|"]
    for r in rows:
        if "error" in r:
            out.append(f"| {r['program']} | {r['devices']} | {r['error']} | | | |")
            continue
        us = lambda xs: ", ".join(f"{x * 1e6:.4g}" for x in xs)  # noqa: E731
        out.append(f"| {r['program']} | {r['devices']} | {'; '.join(r['meshes'])} | "
                   f"{us(r['ours_s'])} | {us(r['xla_s'])} | "
                   f"{'yes' if r['agree'] else 'NO'} ({r['ordered_pairs']}) |")
    return "\n".join(out) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rows", default=",".join(DEFAULT_ROWS),
                    help="SIZE:LAYERS:fwd|train:DEVICES:PROFILE,... (PROFILE h100-cluster "
                    "or h100-flat)")
    ap.add_argument("--time-limit", type=float, default=20.0,
                    help="seconds per plan of the last round (the first: a quarter)")
    ap.add_argument("--jobs", type=int, default=2, help="plans at a time")
    ap.add_argument("--cache", type=Path, default=Path("/tmp/planner-bench-scale"))
    ap.add_argument("--xla", action="store_true", help="check the top three meshes' "
                    "ranking against XLA on the test programs (8 and 16 devices)")
    args = ap.parse_args(argv)
    if args.xla:
        checks = []
        for name in XLA_PROGRAMS:
            for devices in (8, 16):
                try:
                    checks.append(xla_agreement(name, devices, args.time_limit, args.jobs))
                except Exception as e:  # a program's failure is a row of the table
                    checks.append({"program": name, "devices": devices,
                                   "error": f"{type(e).__name__}: {e}"[:80]})
                print(json.dumps(checks[-1]), file=sys.stderr, flush=True)
        sys.stdout.write(xla_table(checks))
        return 0
    results = []
    for row in args.rows.split(","):
        try:
            results.append(run_row(row, args.cache, args.time_limit, args.jobs))
        except Exception as e:  # a row's failure is a row of the table
            results.append({"row": row, "error": f"{type(e).__name__}: {e}"[:80]})
        print(json.dumps(results[-1]), file=sys.stderr, flush=True)
    sys.stdout.write(table(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
