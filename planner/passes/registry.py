"""Passes by name, their options, and the ``NAME{key=value}`` syntax that selects them.

Each pass lives in its own module of this package, named after the pass, and declares a
module-level ``PASS``; the registry finds them by importing every module of the package,
which also lets ``pipelines`` fill :data:`PIPELINES`. Names are Shardy's flag names
without the leading dash; options follow MLIR's textual pass-pipeline syntax
(``sdy-insert-explicit-reshards{enable-full-version=true}``).
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from planner.model.dialects.ops import ModuleOp
from planner.model.ir.diagnostics import PlannerError, SourceLoc

OptionValue = bool | int | str

ARGS_LOC = SourceLoc("<pass-pipeline>", 0, 0)


@dataclass(frozen=True)
class Option:
    """A pass option: its flag name, default (whose type is the option's type) and help."""

    name: str
    default: OptionValue
    help: str

    def parse(self, text: str, pass_name: str) -> OptionValue:
        if isinstance(self.default, bool):
            if text in ("true", "1", ""):
                return True
            if text in ("false", "0"):
                return False
        elif isinstance(self.default, int):
            try:
                return int(text)
            except ValueError:
                pass
        else:
            return text
        kind = "true or false" if isinstance(self.default, bool) else "an integer"
        raise PlannerError(f"option '{self.name}' of pass '{pass_name}' must be {kind}, "
                           f"got '{text}'", ARGS_LOC)

    @property
    def keyword(self) -> str:
        """The Python keyword argument the pass function takes."""
        return self.name.replace("-", "_")


@dataclass(frozen=True)
class Pass:
    """A module transformation. ``run(module, **options)`` mutates the module in place and
    raises :class:`PlannerError` (with the offending op's location) when it must fail.
    ``nested`` says whether Shardy runs it on each ``func.func`` rather than on the module."""

    name: str
    summary: str
    run: Callable[..., None]
    options: tuple[Option, ...] = ()
    aliases: tuple[str, ...] = ()
    nested: bool = False

    def option(self, name: str) -> Option:
        for opt in self.options:
            if opt.name == name:
                return opt
        valid = ", ".join(o.name for o in self.options) or "none"
        raise PlannerError(f"unknown option '{name}' for pass '{self.name}' "
                           f"(valid options: {valid})", ARGS_LOC)


@dataclass(frozen=True)
class PassRun:
    """One pass with its option values (only those that differ from the defaults)."""

    pass_: Pass
    options: dict[str, OptionValue] = field(default_factory=dict)

    def __call__(self, module: ModuleOp) -> None:
        self.pass_.run(module, **{self.pass_.option(k).keyword: v
                                  for k, v in self.options.items()})

    def __str__(self) -> str:
        if not self.options:
            return self.pass_.name
        opts = " ".join(f"{k}={str(v).lower() if isinstance(v, bool) else v}"
                        for k, v in self.options.items())
        return f"{self.pass_.name}{{{opts}}}"


_registry: dict[str, Pass] | None = None
# pipeline name -> its pass specs, in order; filled by the ``pipelines`` module.
PIPELINES: dict[str, tuple[str, ...]] = {}


def register_pipeline(name: str, specs: tuple[str, ...]) -> None:
    """Make ``name`` select the passes ``specs`` (each ``NAME`` or ``NAME{k=v ...}``)."""
    PIPELINES[name] = specs


def passes() -> dict[str, Pass]:
    """Every pass by name (aliases included), importing the pass modules on first use."""
    global _registry
    if _registry is None:
        found: dict[str, Pass] = {}
        package = importlib.import_module("planner.passes")
        for info in sorted(pkgutil.walk_packages(package.__path__, "planner.passes."),
                           key=lambda m: m.name):
            p = getattr(importlib.import_module(info.name), "PASS", None)
            if isinstance(p, Pass):
                for name in (p.name, *p.aliases):
                    found[name] = p
        _registry = found
    return _registry


_SPEC = re.compile(r"^\s*([A-Za-z0-9_.-]+)\s*(?:\{(.*)\})?\s*$", re.S)
_OPTION = re.compile(r"\s*([A-Za-z0-9_-]+)\s*(?:=\s*(\"[^\"]*\"|[^\s,\"]*))?\s*,?")


def parse_options(p: Pass, text: str) -> dict[str, OptionValue]:
    """``key=value`` pairs separated by spaces or commas, checked against the pass."""
    values: dict[str, OptionValue] = {}
    pos = 0
    text = text.strip()
    while pos < len(text):
        m = _OPTION.match(text, pos)
        if m is None or m.end() == pos:
            raise PlannerError(f"malformed options for pass '{p.name}': '{text}'", ARGS_LOC)
        key, raw = m.group(1), m.group(2)
        opt = p.option(key)
        raw = (raw or "").strip('"') if raw is not None else ""
        value = opt.parse(raw, p.name)
        if value != opt.default:
            values[key] = value
        else:
            values.pop(key, None)
        pos = m.end()
    return values


def parse_pass(spec: str) -> list[PassRun]:
    """``NAME`` or ``NAME{k=v ...}``: one pass, or the passes of a named pipeline."""
    passes()  # imports every pass module, and so the pipelines
    m = _SPEC.match(spec)
    if m is None:
        raise PlannerError(f"malformed pass '{spec}' (expected NAME or NAME{{key=value ...}})",
                           ARGS_LOC)
    name, opts = m.group(1), m.group(2)
    if name in PIPELINES:
        if opts is not None and opts.strip():
            raise PlannerError(f"pipeline '{name}' takes no options", ARGS_LOC)
        return [run for s in PIPELINES[name] for run in parse_pass(s)]
    p = passes().get(name)
    if p is None:
        valid = ", ".join(sorted({q.name for q in passes().values()}))
        raise PlannerError(f"unknown pass '{name}' (valid passes: {valid}; pipelines: "
                           f"{', '.join(PIPELINES)})", ARGS_LOC)
    return [PassRun(p, parse_options(p, opts or ""))]


def run_passes(module: ModuleOp, specs: Sequence[str | PassRun], verify: bool = True
               ) -> ModuleOp:
    """Run passes on ``module`` in order (it is changed in place and returned). Each spec is
    a pass or pipeline name with optional options (``"sdy-close-shardings"``,
    ``"sdy-reshard-to-collectives{keep-redundant-reshards=true}"``, ``"export"``) or a
    :class:`PassRun`. Raises :class:`PlannerError` for an unknown pass or option, when a
    pass rejects the module, or (with ``verify``, as MLIR's pass manager) when a pass
    leaves it invalid."""
    from planner.model.verify.verifier import verify as verify_module

    runs: list[PassRun] = []
    for spec in specs:
        runs.extend([spec] if isinstance(spec, PassRun) else parse_pass(spec))
    for run in runs:
        run(module)
        if verify:
            errors = verify_module(module)
            if errors:
                raise errors[0]
    return module
