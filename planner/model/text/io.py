"""Reading and writing modules as MLIR text: the driver of the parser and the printer.

Importing the per-dialect syntax modules here fills the parser's and printer's tables
of custom forms; the parser and printer themselves never import them back.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from planner.model.ir.core import Operation
from planner.model.ir.diagnostics import ParseError, SourceLoc
from planner.model.text import (  # noqa: F401  (each fills the tables of custom forms)
    builtin,
    sdy,
    stablehlo,
    stablehlo_regions,
)
from planner.model.text.parser import Parser
from planner.model.text.printer import Printer


@contextmanager
def gc_paused() -> Iterator[None]:
    """No cyclic garbage collection inside: parsing allocates millions of objects that
    all stay alive, and the collector's passes over them took half the time of parsing a
    50 MB module."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def parse_module(text: str, filename: str = "<input>") -> Operation:
    """Parse MLIR text into a module op (ops outside a module are wrapped in one)."""
    parser = Parser(text, filename)
    try:
        with gc_paused():
            return parser.parse_top_level()
    except RecursionError:
        raise ParseError("input nests too deeply", parser.lex.loc(parser.lex.pos)) from None


def parse_file(path: str | Path) -> Operation:
    """Read and parse an MLIR file; an unreadable file is a :class:`ParseError`."""
    p = Path(path)
    try:
        text = p.read_text()
    except OSError as e:
        raise ParseError(f"cannot read file: {e.strerror}", SourceLoc(str(p), 0, 0)) from None
    except UnicodeDecodeError:
        raise ParseError("file is not UTF-8 text", SourceLoc(str(p), 0, 0)) from None
    return parse_module(text, str(p))


def print_module(module: Operation, generic: bool = False) -> str:
    """MLIR text of a module (or any top-level op)."""
    p = Printer(generic=generic)
    p.number(module)  # the module itself is the root of value numbering
    return p.op(module, 0) + "\n"
