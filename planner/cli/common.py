"""What every subcommand shares: the argument parser that keeps the one-line error
contract, reading a module, writing an output, and flags generated from PlanOptions."""

from __future__ import annotations

import argparse
import gc
import sys
import types
import typing
from typing import Any

from pydantic import ValidationError

from planner import api
from planner.encode.cost.hardware import DEFAULT_HARDWARE
from planner.files import write_text
from planner.model.dialects.ops import ModuleOp
from planner.model.ir.diagnostics import PlannerError, SourceLoc, validation_message
from planner.model.text.io import gc_paused
from planner.planning.options import PlanOptions

ARGS = SourceLoc("planner", 0, 0)


class ArgumentParser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]  # raises, as argparse's exits
        # argparse would exit 2 with usage; keep the one-line, exit-1 contract.
        raise PlannerError(message, ARGS)


def read_module(path: str) -> ModuleOp:
    """The command's program (``-``: stdin). It lives as long as the command, so the
    cyclic collector is told never to walk its millions of objects again (gc.freeze):
    that first walk alone took a quarter of reading a 50 MB module."""
    if path == "-" and sys.stdin is None:  # started with stdin closed (<&-)
        raise PlannerError("stdin is closed: give the program as a file", ARGS)
    with gc_paused():  # frozen before the collector could take its first walk
        module = api.parse(sys.stdin.read(), "<stdin>") if path == "-" else api.load(path)
        gc.freeze()
    return module


def write_output(text: str, out: str | None) -> None:
    """``text`` to stdout (None or ``-``), or atomically to the file ``out``."""
    if out is None or out == "-":
        if sys.stdout is None:  # started with stdout closed (>&-)
            raise PlannerError("stdout is closed: write to a file (-o FILE)", ARGS)
        sys.stdout.write(text)
        return
    write_text(out, text)


def add_input(p: argparse.ArgumentParser) -> None:
    p.add_argument("input", help="MLIR file, or - for stdin")


def add_hardware(p: argparse.ArgumentParser) -> None:
    """``--hardware``, for the commands that price one module."""
    p.add_argument("--hardware", default=DEFAULT_HARDWARE, metavar="NAME|FILE",
                   help="a preset (h100-8, h100-cluster, tpu-v5p, xla-cpu) or a JSON/TOML profile")


def _scalar(annotation: Any) -> Any:
    """The flag's type: the non-None member of an optional, str for anything composite."""
    if typing.get_origin(annotation) in (typing.Union, types.UnionType):
        args = [a for a in typing.get_args(annotation) if a is not type(None)]
        annotation = args[0] if len(args) == 1 else str
    return annotation if annotation in (int, float, str) else str


def add_plan_options(p: argparse.ArgumentParser, skip: tuple[str, ...] = ()) -> None:
    """One flag per :class:`PlanOptions` field (``--time-limit`` for ``time_limit``), its
    help the field's description; values stay None unless given, so that the model's
    defaults are the only ones (:func:`plan_options_of`)."""
    for name, field in PlanOptions.model_fields.items():
        if name in skip:
            continue
        extra = field.json_schema_extra if isinstance(field.json_schema_extra, dict) else {}
        flag = option_flag(name)
        default = "" if field.default in (None, ()) else f" (default {field.default})"
        kwargs: dict[str, Any] = {"dest": name, "default": None,
                                  "help": (field.description or "").replace("%", "%%") + default}
        if "metavar" in extra:
            kwargs["metavar"] = extra["metavar"]
        if typing.get_origin(field.annotation) is typing.Literal:
            kwargs["choices"] = typing.get_args(field.annotation)
        elif typing.get_origin(field.annotation) is tuple:
            kwargs["action"] = "append"
        elif field.annotation is bool:  # a switch (--no-NAME turns one on by default off)
            kwargs["action"] = argparse.BooleanOptionalAction if field.default \
                else "store_true"
            kwargs["help"] = (field.description or "").replace("%", "%%")
        else:  # a size ("16GiB") is given as text and parsed by the model
            kwargs["type"] = str if extra.get("as_text") else _scalar(field.annotation)
        p.add_argument(flag, **kwargs)


def option_flag(name: str) -> str:
    """The command line's flag for the :class:`PlanOptions` field ``name``."""
    field = PlanOptions.model_fields[name]
    extra = field.json_schema_extra if isinstance(field.json_schema_extra, dict) else {}
    return "--" + str(extra.get("flag", name)).replace("_", "-")


def plan_options_of(args: argparse.Namespace) -> PlanOptions:
    """The PlanOptions the command line gave (the model's defaults for the rest); an
    error names the flags as typed."""
    given = {name: getattr(args, name) for name in PlanOptions.model_fields
             if getattr(args, name, None) is not None}
    return options_from(given)


def options_from(given: dict[str, Any]) -> PlanOptions:
    """``PlanOptions(**given)``; an error names the flags as typed."""
    try:
        return PlanOptions(**given)
    except ValidationError as e:
        raise flag_error(e) from None


def flag_error(e: ValidationError) -> PlannerError:
    """A validation error of :class:`PlanOptions` fields as the command line's error."""
    flags = {name: option_flag(name) for name in PlanOptions.model_fields}
    return PlannerError(validation_message(e.errors(), names=flags), ARGS)
