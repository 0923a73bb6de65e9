"""Write the model corpus: ``NAME.mlir`` (as lowered, annotations only) and
``NAME.shardy_propagated.mlir`` (Shardy's plan of it, jaxlib) for every model, forward
and training step, under the authors' layout map (where the library gives one) and with
only the batch annotated.

    .venv/bin/python -m bench.models.export [--out DIR] [NAME_SUBSTR ...]

Names: ``{library}_{model}_{forward|train}_{layout|batch}``. Needs the ``models``
extra (keras_hub, flax); prints one line per program.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

DEFAULT_OUT = Path("/tmp/planner-models")


def programs(layers: int | None = None, seq: int = 128
             ) -> Iterator[tuple[str, Callable[[], str]]]:
    """(name, lowering) for every program of the corpus, keras_hub's then flax's;
    ``layers`` and ``seq`` replace the models' layer counts and the sequence length."""
    from dataclasses import replace

    from bench.models import flax_zoo, keras_zoo

    for model in keras_zoo.MODELS.values():
        for train in (False, True):
            for layout in (True, False) if model.has_layout_map else (False,):
                name = f"keras_{model.name}_{_kind(train, layout)}"
                yield name, lambda m=model, t=train, lay=layout: keras_zoo.program(
                    m, t, lay, seq=seq, layers=layers)
    dims = flax_zoo.Dims() if layers is None else replace(flax_zoo.Dims(), layers=layers)
    for lib, make in (("linen", flax_zoo.linen_program), ("nnx", flax_zoo.nnx_program)):
        for train in (False, True):
            for layout in (True, False):
                yield (f"flax_{lib}_{_kind(train, layout)}",
                       lambda f=make, t=train, lay=layout: f(dims, t, lay, seq=seq))


def _kind(train: bool, layout: bool) -> str:
    return f"{'train' if train else 'forward'}_{'layout' if layout else 'batch'}"


def write(name: str, text: str, out: Path) -> None:
    """``text`` and Shardy's plan of it into ``out``."""
    import planner
    from planner.interop.shardy import shardy_plan

    (out / f"{name}.mlir").write_text(text)
    propagated = shardy_plan(planner.parse(text, f"{name}.mlir"))
    (out / f"{name}.shardy_propagated.mlir").write_text(planner.to_text(propagated))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("filters", nargs="*", help="only names containing one of these")
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--layers", type=int, help="layers of every model (default: 2, 4 flax)")
    ap.add_argument("--seq", type=int, default=128, help="sequence length")
    args = ap.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for name, lowering in programs(args.layers, args.seq):
        if args.filters and not any(f in name for f in args.filters):
            continue
        t0 = time.monotonic()
        text = lowering()
        write(name, text, args.out)
        print(f"{name:40s} {len(text) / 1e3:8.0f} kB {time.monotonic() - t0:6.1f} s",
              flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
